#include "carddetail.h"
#include "cardvocabulary.h"
#include "sourcebooks.h"
#include "followcompendium.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace umpire::compendium {

namespace {

// The fields of a card that have their own place in the view; the rest of the card's JSON
// is shown as game-specific facts.
const QStringList kShownFields = {
    QStringLiteral("id"),    QStringLiteral("name"),    QStringLiteral("type"),
    QStringLiteral("side"),  QStringLiteral("cost"),    QStringLiteral("count"),
    QStringLiteral("starting"), QStringLiteral("rarity"), QStringLiteral("text"),
    QStringLiteral("options"), QStringLiteral("stats"), QStringLiteral("flags"),
    QStringLiteral("rules"), QStringLiteral("source"),  QStringLiteral("assumed"),
};
// The same for a component of game.json.
const QStringList kShownComponentFields = {
    QStringLiteral("id"),   QStringLiteral("name"), QStringLiteral("kind"),   QStringLiteral("side"),
    QStringLiteral("count"), QStringLiteral("text"), QStringLiteral("rule"),  QStringLiteral("source"),
    QStringLiteral("assumed"),
};

QString number(double value)
{
    return QLocale().toString(value, 'g', 10);
}

// A string value of the card data as a reader should see it: a rule id as its section and
// title, a card or component id of the same game as its name, an enumerated value through the
// vocabulary (cardvocabulary.h); anything else (a date, a pack code, a letter) as written.
QString valueText(const QString &value, const QString &game, Compendium &compendium)
{
    if (value.startsWith(game + QLatin1Char('.'))) {
        if (const database::RuleDetail *rule = compendium.rule(value)) {
            const QString title = compendium.localized(rule->titleEn, rule->titleRu);
            return QStringLiteral("%1 %2").arg(rule->section, title).trimmed();
        }
    }
    if (const database::CardDetail *card = compendium.card(game, value))
        return compendium.localized(card->card.nameEn, card->card.nameRu);
    if (const database::CardDetail *component = compendium.component(game, value))
        return compendium.localized(component->card.nameEn, component->card.nameRu);
    const QString word = cardValueName(value);
    return word.isEmpty() ? value : word;
}

QString keyLabel(const QString &key, const QString &game, Compendium &compendium);

// A JSON value of a game-specific field as one line of text, in the UI language where the
// value is localized ({"en": …, "ru": …}).
QString render(const QJsonValue &value, const QString &game, Compendium &compendium)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return value.toBool() ? CardDetail::tr("yes") : CardDetail::tr("no");
    case QJsonValue::Double:
        return number(value.toDouble());
    case QJsonValue::String:
        return valueText(value.toString(), game, compendium);
    case QJsonValue::Array: {
        QStringList parts;
        bool structured = false;
        for (const QJsonValue &v : value.toArray()) {
            structured = structured || v.isObject();
            const QString s = render(v, game, compendium);
            if (!s.isEmpty())
                parts << s;
        }
        return parts.join(structured ? QStringLiteral("\n") : QStringLiteral(", "));
    }
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        if (o.contains(QLatin1String("en")) && o.size() <= 2
            && (o.size() == 1 || o.contains(QLatin1String("ru")))) {
            return compendium.localized(o.value(QLatin1String("en")).toString(),
                                        o.value(QLatin1String("ru")).toString());
        }
        QStringList parts;
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const QString s = render(it.value(), game, compendium);
            if (!s.isEmpty())
                parts << keyLabel(it.key(), game, compendium) + QStringLiteral(": ") + s;
        }
        return parts.join(QStringLiteral("; "));
    }
    }
    return {};
}

// A key of the card data as a label: a side's name where the key is a side id (a scenario's
// forces and victory conditions are keyed by side), else the field's name.
QString keyLabel(const QString &key, const QString &game, Compendium &compendium)
{
    const QString side = compendium.sideName(game, key);
    return side != Compendium::humanize(key) ? side : cardFieldLabel(key);
}

// One group of a scenario's forces as the scenario sheet lists it: "2 × Mk I Locust or Mk II
// Scarab, half a ruler from the Martian edge; Weapons: Rockets".
QString forceGroup(const QJsonObject &group, const QString &game, Compendium &compendium)
{
    QStringList vehicles;
    for (const QJsonValue &v : group.value(QLatin1String("vehicles")).toArray())
        vehicles << valueText(v.toString(), game, compendium);
    QString head = number(group.value(QLatin1String("count")).toDouble(1));
    if (!vehicles.isEmpty())
        head = QStringLiteral("%1 × %2").arg(head, vehicles.join(CardDetail::tr(" or ")));
    const QString placement = render(group.value(QLatin1String("placement")), game, compendium);
    if (!placement.isEmpty())
        head += QStringLiteral(", ") + placement;
    QStringList parts{head};
    for (auto it = group.constBegin(); it != group.constEnd(); ++it) {
        if (it.key() == QLatin1String("vehicles") || it.key() == QLatin1String("count")
            || it.key() == QLatin1String("placement"))
            continue;
        const QString value = render(it.value(), game, compendium);
        if (!value.isEmpty())
            parts << cardFieldLabel(it.key()) + QStringLiteral(": ") + value;
    }
    return parts.join(QStringLiteral("; "));
}

// A scenario's forces, one line per group under its side's name ("Martians: 1 × Mk I Locust,
// half a ruler from the Martian edge"), then the objectives and terrain likewise.
QString forcesText(const QJsonObject &forces, const QString &game, Compendium &compendium)
{
    QStringList lines;
    for (auto it = forces.constBegin(); it != forces.constEnd(); ++it) {
        const QString label = keyLabel(it.key(), game, compendium);
        const QJsonArray groups = it.value().isArray() ? it.value().toArray() : QJsonArray{it.value()};
        for (const QJsonValue &g : groups) {
            const QString text = g.isObject() ? forceGroup(g.toObject(), game, compendium)
                                              : render(g, game, compendium);
            if (!text.isEmpty())
                lines << label + QStringLiteral(": ") + text;
        }
    }
    return lines.join(QLatin1Char('\n'));
}

// "Bunkers × 2, Fort × 1": what a component holds, by card name where the id is a card's.
QString contents(const QJsonObject &contents, const QString &game, Compendium &compendium)
{
    QStringList parts;
    for (auto it = contents.constBegin(); it != contents.constEnd(); ++it) {
        const database::CardDetail *card = compendium.card(game, it.key());
        if (!card)
            card = compendium.component(game, it.key());
        const QString name = card ? compendium.localized(card->card.nameEn, card->card.nameRu)
                                  : humanizedKey(it.key());
        parts << (it.value().isDouble() ? QStringLiteral("%1 × %2").arg(name, number(it.value().toDouble()))
                                        : name);
    }
    return parts.join(QStringLiteral(", "));
}

QString flagName(const QString &flag)
{
    const QString word = cardValueName(flag);
    return word.isEmpty() ? humanizedKey(flag) : word;
}

// An assumed field's path as words: "options.gain-energy.text.ru" -> "Options › option 3 ›
// Text › Russian".
QString fieldPathLabel(const QString &path, const std::vector<database::CardDetail::Option> &options)
{
    const QStringList parts = path.split(QLatin1Char('.'));
    QStringList words;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QString &part = parts[i];
        if (part == QLatin1String("en")) {
            words << CardDetail::tr("English");
        } else if (part == QLatin1String("ru")) {
            words << CardDetail::tr("Russian");
        } else if (i > 0 && parts[i - 1] == QLatin1String("options")) {
            const auto it = std::find_if(options.begin(), options.end(),
                                         [&part](const database::CardDetail::Option &o) { return o.id == part; });
            words << (it == options.end() ? part : CardDetail::tr("option %1").arg(int(it - options.begin()) + 1));
        } else {
            words << cardFieldLabel(part);
        }
    }
    return words.join(QStringLiteral(" › "));
}

// The reason an assumed value is assumed, in Russian where the data gives it (or it is a
// standard reason) and Russian is asked for; `translated` tells whether it is in that language.
QString reasonText(const database::AssumedField &a, bool russian, bool *translated = nullptr)
{
    if (russian && !a.reasonRu.isEmpty()) {
        if (translated)
            *translated = true;
        return a.reasonRu;
    }
    return assumedReason(a.reason, translated);
}

QVariantMap ruleLink(const database::RuleLink &r, const Compendium &compendium)
{
    const QString title = compendium.localized(r.titleEn, r.titleRu);
    const QString other = r.titleRu.isEmpty() ? QString() : title == r.titleRu ? r.titleEn : r.titleRu;
    return {{QStringLiteral("ruleId"), r.id},
            {QStringLiteral("section"), r.section},
            {QStringLiteral("title"), title.isEmpty() ? r.id : title},
            {QStringLiteral("otherTitle"), other}};
}

}  // namespace

CardDetail::CardDetail(QObject *parent) : QObject(parent) {}

void CardDetail::setCompendium(Compendium *compendium)
{
    if (!followCompendium(compendium_, compendium, this, &CardDetail::reload))
        return;
    Q_EMIT compendiumChanged();
    reload();
}

void CardDetail::setGame(const QString &game)
{
    show(game, cardId_, component_);
}

void CardDetail::setCardId(const QString &cardId)
{
    show(game_, cardId, component_);
}

void CardDetail::setComponent(bool component)
{
    show(game_, cardId_, component);
}

void CardDetail::show(const QString &game, const QString &cardId, bool component)
{
    if (game == game_ && cardId == cardId_ && component == component_)
        return;
    game_ = game;
    cardId_ = cardId;
    component_ = component;
    Q_EMIT cardChanged();
    reload();
}

QString CardDetail::name() const
{
    return compendium_ ? compendium_->localized(nameEn_, nameRu_) : nameEn_;
}

QString CardDetail::otherName() const
{
    if (nameRu_.isEmpty())
        return {};
    return name() == nameRu_ ? nameEn_ : nameRu_;
}

QString CardDetail::reason(const QString &field, bool prefix) const
{
    QStringList reasons;
    for (const database::AssumedField &a : assumedFields_) {
        if (a.field == field
            || (prefix && a.field.startsWith(field) && a.field.size() > field.size()
                && a.field.at(field.size()) == QLatin1Char('.'))) {
            const QString text = reasonText(a, compendium_ && compendium_->russian());
            if (!reasons.contains(text))
                reasons << text;
        }
    }
    return reasons.join(QStringLiteral("; "));
}

void CardDetail::reload()
{
    valid_ = false;
    nameEn_.clear(); nameRu_.clear(); gameName_.clear(); type_.clear(); typeName_.clear();
    side_.clear(); sideName_.clear(); kind_.clear(); kindName_.clear(); textEn_.clear(); textRu_.clear();
    assumedFields_.clear();
    facts_.clear(); options_.clear(); flags_.clear(); rules_.clear(); clarifications_.clear();
    sources_.clear(); assumed_.clear();

    const database::CardDetail *d = nullptr;
    if (compendium_ && !game_.isEmpty() && !cardId_.isEmpty())
        d = component_ ? compendium_->component(game_, cardId_) : compendium_->card(game_, cardId_);
    if (!d) {
        Q_EMIT changed();
        return;
    }
    Compendium &c = *compendium_;
    const database::CardSummary &card = d->card;
    valid_ = true;
    nameEn_ = card.nameEn;
    nameRu_ = card.nameRu;
    gameName_ = c.gameName(card.game);
    type_ = card.type;
    typeName_ = c.typeName(card.type);
    side_ = card.side;
    sideName_ = card.side.isEmpty() ? QString() : c.sideName(card.game, card.side);
    kind_ = card.kind;
    kindName_ = card.kind.isEmpty() ? QString() : c.kindName(card.kind);
    textEn_ = card.textEn;
    textRu_ = d->textRu;
    assumedFields_ = d->assumed;

    auto fact = [this](const QString &key, const QString &label, const QString &value,
                       const QString &assumed) {
        facts_.append(QVariantMap{{QStringLiteral("key"), key},
                                  {QStringLiteral("label"), label},
                                  {QStringLiteral("value"), value},
                                  {QStringLiteral("assumed"), assumed}});
    };
    if (card.cost)
        fact(QStringLiteral("cost"), tr("Cost"), number(*card.cost), reason(QStringLiteral("cost")));
    if (card.count) {
        fact(QStringLiteral("count"), component_ ? tr("In the box") : tr("Copies"), number(*card.count),
             reason(QStringLiteral("count")));
    }
    if (card.starting > 0 || !reason(QStringLiteral("starting")).isEmpty())
        fact(QStringLiteral("starting"), tr("Starting copies"), number(card.starting),
             reason(QStringLiteral("starting")));
    if (!card.rarity.isEmpty())
        fact(QStringLiteral("rarity"), tr("Rarity"), valueText(card.rarity, card.game, c),
             reason(QStringLiteral("rarity")));
    for (const auto &[stat, value] : d->stats) {
        const QString key = QStringLiteral("stats.") + stat;
        fact(key, cardFieldLabel(stat), number(value), reason(key, true));
    }
    const QJsonObject json = QJsonDocument::fromJson(d->json.toUtf8()).object();
    const QStringList &shown = component_ ? kShownComponentFields : kShownFields;
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (shown.contains(it.key()))
            continue;
        // A component's contents are card ids with counts: show the cards' names.
        const QString value = component_ && it.key() == QLatin1String("contents") && it.value().isObject()
                ? contents(it.value().toObject(), card.game, c)
                : it.key() == QLatin1String("forces") && it.value().isObject()
                ? forcesText(it.value().toObject(), card.game, c)
                : render(it.value(), card.game, c);
        if (!value.isEmpty())
            fact(it.key(), cardFieldLabel(it.key()), value, reason(it.key(), true));
    }

    int n = 0;
    for (const database::CardDetail::Option &o : d->options) {
        const QString key = QStringLiteral("options.") + o.id;
        options_.append(QVariantMap{{QStringLiteral("id"), o.id},
                                    {QStringLiteral("number"), ++n},
                                    {QStringLiteral("textEn"), o.textEn},
                                    {QStringLiteral("textRu"), o.textRu},
                                    {QStringLiteral("removesCard"), o.removesCard},
                                    {QStringLiteral("assumed"), reason(key, true)}});
    }
    for (const QString &f : d->flags) {
        flags_.append(QVariantMap{{QStringLiteral("id"), f},
                                  {QStringLiteral("name"), flagName(f)}});
    }
    for (const database::RuleLink &r : d->rules) {
        if (!r.id.contains(QLatin1String(".clarifications."))) {
            rules_.append(ruleLink(r, c));
            continue;
        }
        QVariantMap entry = ruleLink(r, c);
        if (const database::RuleDetail *rule = c.rule(r.id)) {
            QVariantList readings;
            for (const database::RuleDetail::Reading &reading : rule->readings) {
                readings.append(QVariantMap{{QStringLiteral("label"), c.localized(reading.label, reading.labelRu)},
                                            {QStringLiteral("key"), reading.key},
                                            {QStringLiteral("text"), c.localized(reading.text, reading.textRu)},
                                            {QStringLiteral("adopted"), Compendium::isAdopted(rule->adopted, reading)}});
            }
            entry.insert(QStringLiteral("readings"), readings);
            entry.insert(QStringLiteral("adopted"), c.localized(rule->adopted, rule->adoptedRu));
            entry.insert(QStringLiteral("why"), c.localized(rule->why, rule->whyRu));
            entry.insert(QStringLiteral("recordTag"), rule->recordTag);
        }
        clarifications_.append(entry);
    }
    for (const database::SourceRef &s : d->sources) {
        sources_.append(QVariantMap{{QStringLiteral("file"), s.file},
                                    {QStringLiteral("book"), bookTitle(s.file, c.russian())},
                                    {QStringLiteral("section"), s.section}});
    }
    for (const database::AssumedField &a : d->assumed) {
        bool translated = false;
        const QString reasonText = umpire::compendium::reasonText(a, c.russian(), &translated);
        assumed_.append(QVariantMap{{QStringLiteral("field"), a.field},
                                    {QStringLiteral("label"), fieldPathLabel(a.field, d->options)},
                                    {QStringLiteral("reason"), reasonText},
                                    {QStringLiteral("reasonTranslated"), translated}});
    }
    Q_EMIT changed();
}

}  // namespace umpire::compendium
