#include "ruledetail.h"
#include "sourcebooks.h"
#include "followcompendium.h"

namespace umpire::compendium {

namespace {

QVariantMap link(const database::RuleLink &r, const Compendium &compendium)
{
    const QString title = compendium.localized(r.titleEn, r.titleRu);
    return {{QStringLiteral("ruleId"), r.id},
            {QStringLiteral("section"), r.section},
            {QStringLiteral("title"), title.isEmpty() ? r.id : title}};
}

}  // namespace

RuleDetail::RuleDetail(QObject *parent) : QObject(parent) {}

void RuleDetail::setCompendium(Compendium *compendium)
{
    if (!followCompendium(compendium_, compendium, this, &RuleDetail::reload))
        return;
    Q_EMIT compendiumChanged();
    reload();
}

void RuleDetail::setRuleId(const QString &ruleId)
{
    const QString id = ruleId.trimmed();
    if (id == ruleId_)
        return;
    ruleId_ = id;
    Q_EMIT ruleIdChanged();
    reload();
}

QString RuleDetail::title() const
{
    return compendium_ ? compendium_->localized(titleEn_, titleRu_) : titleEn_;
}

QString RuleDetail::otherTitle() const
{
    if (titleRu_.isEmpty())
        return {};
    return title() == titleRu_ ? titleEn_ : titleRu_;
}

void RuleDetail::reload()
{
    valid_ = false;
    untranslated_ = false;
    projectTranslation_ = false;
    game_.clear(); gameName_.clear(); section_.clear(); titleEn_.clear(); titleRu_.clear();
    body_.clear(); adopted_.clear(); why_.clear(); recordTag_.clear(); sources_.clear();
    ancestors_.clear(); subrules_.clear(); cards_.clear(); clarifications_.clear(); readings_.clear();

    const database::RuleDetail *d = compendium_ && !ruleId_.isEmpty() ? compendium_->rule(ruleId_) : nullptr;
    if (!d) {
        Q_EMIT changed();
        return;
    }
    Compendium &c = *compendium_;
    valid_ = true;
    game_ = d->game;
    gameName_ = c.gameName(d->game);
    section_ = d->section;
    titleEn_ = d->titleEn;
    titleRu_ = d->titleRu;
    const bool russian = c.russian();
    untranslated_ = russian && !d->hasRussian;
    projectTranslation_ = russian && d->hasRussian && c.rulesTranslatedByProject(d->game);
    body_ = russian && d->hasRussian ? d->bodyRu : d->body;
    for (const QString &source : d->sources)
        sources_ << readableCitation(source, russian);
    adopted_ = c.localized(d->adopted, d->adoptedRu);
    why_ = c.localized(d->why, d->whyRu);
    recordTag_ = d->recordTag;

    // The breadcrumb: walk up the parents (each is cached after the first visit).
    QVariantList up;
    for (std::optional<database::RuleLink> p = d->parent; p;) {
        up.prepend(link(*p, c));
        const database::RuleDetail *parent = c.rule(p->id);
        p = parent ? parent->parent : std::nullopt;
    }
    ancestors_ = up;
    for (const database::RuleLink &child : d->children)
        subrules_.append(link(child, c));
    for (const auto &[game, id] : d->cards) {
        const database::CardDetail *card = c.card(game, id);
        if (!card)
            continue;
        const QString name = c.localized(card->card.nameEn, card->card.nameRu);
        const QString other = card->card.nameRu.isEmpty() ? QString()
                : name == card->card.nameRu ? card->card.nameEn : card->card.nameRu;
        cards_.append(QVariantMap{{QStringLiteral("game"), game},
                                  {QStringLiteral("cardId"), id},
                                  {QStringLiteral("name"), name},
                                  {QStringLiteral("otherName"), other},
                                  {QStringLiteral("typeName"), c.typeName(card->card.type)}});
    }
    for (const database::RuleLink &l : c.clarificationsCiting(d->id))
        clarifications_.append(link(l, c));
    for (const database::RuleDetail::Reading &r : d->readings) {
        readings_.append(QVariantMap{{QStringLiteral("label"), c.localized(r.label, r.labelRu)},
                                     {QStringLiteral("key"), r.key},
                                     {QStringLiteral("text"), c.localized(r.text, r.textRu)},
                                     {QStringLiteral("adopted"), Compendium::isAdopted(d->adopted, r)}});
    }
    Q_EMIT changed();
}

}  // namespace umpire::compendium
