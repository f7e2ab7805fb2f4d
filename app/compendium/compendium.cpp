#include "compendium.h"

#include "database/opener.h"
#include "database/schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QTimer>

// Quiet by default (debug and info are off): QT_LOGGING_RULES="umpire.compendium.debug=true" shows them.
Q_LOGGING_CATEGORY(lcCompendium, "umpire.compendium", QtWarningMsg)

namespace umpire::compendium {

namespace {

// The card types of every game's data (docs/data-format.md), so the UI can translate them.
struct TypeName {
    const char *id;
    const char *name;
};
constexpr TypeName kTypeNames[] = {
    {"action", QT_TRANSLATE_NOOP("CardType", "Action")},
    {"building", QT_TRANSLATE_NOOP("CardType", "Building")},
    {"unit", QT_TRANSLATE_NOOP("CardType", "Unit")},
    {"modifier", QT_TRANSLATE_NOOP("CardType", "Modifier")},
    {"clan", QT_TRANSLATE_NOOP("CardType", "Clan")},
    {"island", QT_TRANSLATE_NOOP("CardType", "Island")},
    {"role", QT_TRANSLATE_NOOP("CardType", "Role")},
    {"ship", QT_TRANSLATE_NOOP("CardType", "Ship")},
    {"disaster", QT_TRANSLATE_NOOP("CardType", "Disaster")},
    {"scenario", QT_TRANSLATE_NOOP("CardType", "Scenario")},
    {"vehicle", QT_TRANSLATE_NOOP("CardType", "Vehicle")},
    {"special-damage", QT_TRANSLATE_NOOP("CardType", "Special damage")},
    {"tripod-action", QT_TRANSLATE_NOOP("CardType", "Tripod action")},
    {"damage-deck", QT_TRANSLATE_NOOP("CardType", "Damage deck")},
    {"ace-skill", QT_TRANSLATE_NOOP("CardType", "Ace skill")},
    {"maneuver-deck", QT_TRANSLATE_NOOP("CardType", "Maneuver deck")},
    // Not a card: the components of game.json share the card search under this type.
    {"component", QT_TRANSLATE_NOOP("CardType", "Component")},
};

// The component kinds the data may use (database/data_loader.cpp checks the list).
constexpr TypeName kKindNames[] = {
    {"board", QT_TRANSLATE_NOOP("ComponentKind", "Board")},
    {"miniature", QT_TRANSLATE_NOOP("ComponentKind", "Miniature")},
    {"token", QT_TRANSLATE_NOOP("ComponentKind", "Token")},
    {"marker", QT_TRANSLATE_NOOP("ComponentKind", "Marker")},
    {"card", QT_TRANSLATE_NOOP("ComponentKind", "Cards")},
    {"die", QT_TRANSLATE_NOOP("ComponentKind", "Die")},
    {"deck", QT_TRANSLATE_NOOP("ComponentKind", "Deck")},
    {"counter", QT_TRANSLATE_NOOP("ComponentKind", "Counter")},
    {"template", QT_TRANSLATE_NOOP("ComponentKind", "Template")},
    {"other", QT_TRANSLATE_NOOP("ComponentKind", "Other")},
};

// Where clarifications live: <game>.clarifications.<short-id>.
bool isClarification(const QString &ruleId)
{
    return ruleId.contains(QLatin1String(".clarifications."));
}

QString systemLanguage()
{
    // The Localizer sets the default locale to the UI language (or the system's, which it
    // also follows), so the default locale says which language the user reads.
    return QLocale().language() == QLocale::Russian ? QStringLiteral("ru") : QStringLiteral("en");
}

}  // namespace

Compendium::Compendium(QObject *parent)
    : Compendium(database::CompendiumOpener::defaultShippedPath(),
                 database::CompendiumOpener::defaultUserDataDir(), parent)
{
}

Compendium::Compendium(QString shippedPath, QString userDataDir, QObject *parent)
    : QObject(parent),
      shippedPath_(std::move(shippedPath)),
      userDataDir_(std::move(userDataDir)),
      language_(systemLanguage())
{
    // Follow the UI language when the Localizer switches it (it installs translators, which
    // sends LanguageChange to the application object).
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

Compendium::~Compendium()
{
    db_.reset();
    if (!connectionName_.isEmpty())
        QSqlDatabase::removeDatabase(connectionName_);
}

Compendium *Compendium::create(QQmlEngine *, QJSEngine *)
{
    return new Compendium;
}

bool Compendium::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()
        && !languageExplicit_) {
        // The Localizer sets the default locale after installing the translator: look later.
        QTimer::singleShot(0, this, &Compendium::followApplicationLanguage);
    }
    return QObject::eventFilter(watched, event);
}

void Compendium::followApplicationLanguage()
{
    if (languageExplicit_)
        return;
    const QString lang = systemLanguage();
    if (lang == language_)
        return;
    language_ = lang;
    Q_EMIT languageChanged();
    Q_EMIT namesChanged();
}

void Compendium::setLanguage(const QString &language)
{
    languageExplicit_ = true;
    const QString lang = language == QLatin1String("ru") ? QStringLiteral("ru") : QStringLiteral("en");
    if (lang == language_)
        return;
    language_ = lang;
    Q_EMIT languageChanged();
    Q_EMIT namesChanged();
}

QString Compendium::localized(const QString &en, const QString &ru) const
{
    return russian() && !ru.isEmpty() ? ru : en;
}

void Compendium::open()
{
    if (opened_)
        return;
    opened_ = true;
    QElapsedTimer timer;
    timer.start();
    database::OpenedCompendium opened =
            database::CompendiumOpener().open(shippedPath_, userDataDir_);
    connectionName_ = opened.connectionName;
    path_ = opened.path;
    notice_ = opened.notice;
    error_ = opened.error;
    if (opened.ok()) {
        db_.emplace(opened.database);
        cards_ = db_->searchCards(QString(), 100000).hits;
        loadNames();
    } else if (error_.isEmpty()) {
        error_ = tr("The compendium could not be opened.");
    }
    qCDebug(lcCompendium) << "opened" << path_ << "in" << timer.elapsed() << "ms";
    if (!notice_.isEmpty())
        qCInfo(lcCompendium).noquote() << notice_;
    // No change signal: open() runs inside the first getter anyone calls, so nobody has seen
    // the state before it, and a signal here would re-enter the binding being evaluated.
}

void Compendium::loadNames()
{
    // The game names are the titles of each game's root heading (the rules' `#` line).
    const auto roots = db_->searchRules(QString(), 100000).hits;
    for (const database::RuleSummary &r : roots) {
        if (!r.section.isEmpty() || r.id != r.game)
            continue;
        Game game{r.game, r.titleEn, r.titleRu, {}, false};
        // Side names: the database layer has no reader for them yet, so they come from the
        // same embedded game data the compendium is built from.
        QFile file(QStringLiteral(":/games/%1/game.json").arg(r.game));
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
            for (const QJsonValue &s : json.value(QLatin1String("sides")).toArray()) {
                const QJsonObject side = s.toObject();
                const QJsonObject name = side.value(QLatin1String("name")).toObject();
                game.sides.push_back({side.value(QLatin1String("id")).toString(),
                                      name.value(QLatin1String("en")).toString(),
                                      name.value(QLatin1String("ru")).toString()});
            }
            game.rulesTranslatedByProject = json.value(QLatin1String("rules_ru")).toString() == QLatin1String("translation");
        }
        games_.push_back(std::move(game));
    }
}

bool Compendium::isReady()
{
    open();
    return db_.has_value();
}

QString Compendium::notice()
{
    open();
    return notice_;
}

QString Compendium::error()
{
    open();
    return error_;
}

QString Compendium::path()
{
    open();
    return path_;
}

const database::Compendium *Compendium::database()
{
    open();
    return db_ ? &*db_ : nullptr;
}

const std::vector<database::CardSummary> &Compendium::allCards()
{
    open();
    return cards_;
}

const database::CardDetail *Compendium::card(const QString &game, const QString &id)
{
    const QString key = game + QLatin1Char('/') + id;
    if (const auto it = cardCache_.constFind(key); it != cardCache_.constEnd())
        return it->get();
    if (!database())
        return nullptr;
    std::optional<database::CardDetail> detail = db_->card(game, id);
    if (!detail)
        return nullptr;
    auto stored = std::make_shared<const database::CardDetail>(std::move(*detail));
    cardCache_.insert(key, stored);
    return stored.get();
}

const database::CardDetail *Compendium::component(const QString &game, const QString &id)
{
    const QString key = game + QLatin1Char('/') + id + QLatin1String("/component");
    if (const auto it = cardCache_.constFind(key); it != cardCache_.constEnd())
        return it->get();
    if (!database())
        return nullptr;
    std::optional<database::CardDetail> detail = db_->component(game, id);
    if (!detail)
        return nullptr;
    auto stored = std::make_shared<const database::CardDetail>(std::move(*detail));
    cardCache_.insert(key, stored);
    return stored.get();
}

const database::RuleDetail *Compendium::rule(const QString &id)
{
    if (const auto it = ruleCache_.constFind(id); it != ruleCache_.constEnd())
        return it->get();
    if (!database())
        return nullptr;
    std::optional<database::RuleDetail> detail = db_->rule(id);
    if (!detail)
        return nullptr;
    auto stored = std::make_shared<const database::RuleDetail>(std::move(*detail));
    ruleCache_.insert(id, stored);
    return stored.get();
}

std::vector<database::RuleLink> Compendium::clarificationsCiting(const QString &ruleId)
{
    if (!clarificationLinks_) {
        clarificationLinks_.emplace();
        if (database()) {
            // A clarification cites a rule with a Markdown link to its anchor: (#wotw.turn.play).
            static const QRegularExpression anchor(QStringLiteral("\\]\\(#([A-Za-z0-9.\\-]+)\\)"));
            for (const Game &game : games_) {
                const auto found = db_->searchRules(
                        QStringLiteral("rule:%1.clarifications").arg(game.id), 100000).hits;
                for (const database::RuleSummary &c : found) {
                    if (!isClarification(c.id))
                        continue;
                    const database::RuleDetail *detail = rule(c.id);
                    if (!detail)
                        continue;
                    QStringList seen;
                    auto it = anchor.globalMatch(detail->body);
                    while (it.hasNext()) {
                        const QString target = it.next().captured(1);
                        if (target == c.id || seen.contains(target))
                            continue;
                        seen << target;
                        (*clarificationLinks_)[target].push_back(
                                {c.id, c.section, c.titleEn, c.titleRu});
                    }
                }
            }
        }
    }
    return clarificationLinks_->value(ruleId);
}

QVariantList Compendium::games()
{
    open();
    QVariantList out;
    for (const Game &g : games_) {
        out.append(QVariantMap{{QStringLiteral("id"), g.id},
                               {QStringLiteral("name"), localized(g.nameEn, g.nameRu)},
                               {QStringLiteral("nameEn"), g.nameEn},
                               {QStringLiteral("nameRu"), g.nameRu}});
    }
    return out;
}

const Compendium::Game *Compendium::findGame(const QString &id) const
{
    for (const Game &g : games_) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

QString Compendium::gameName(const QString &game)
{
    open();
    const Game *g = findGame(game);
    return g ? localized(g->nameEn, g->nameRu) : game;
}

bool Compendium::rulesTranslatedByProject(const QString &game)
{
    open();
    const Game *g = findGame(game);
    return g && g->rulesTranslatedByProject;
}

QString Compendium::sideName(const QString &game, const QString &side)
{
    open();
    if (const Game *g = findGame(game)) {
        for (const Side &s : g->sides) {
            if (s.id == side)
                return localized(s.nameEn, s.nameRu);
        }
    }
    return humanize(side);
}

QString Compendium::typeName(const QString &type) const
{
    for (const TypeName &t : kTypeNames) {
        if (type == QLatin1String(t.id))
            return QCoreApplication::translate("CardType", t.name);
    }
    return humanize(type);
}

QString Compendium::kindName(const QString &kind) const
{
    for (const TypeName &k : kKindNames) {
        if (kind == QLatin1String(k.id))
            return QCoreApplication::translate("ComponentKind", k.name);
    }
    return humanize(kind);
}

QString Compendium::humanize(const QString &key)
{
    QString s = key;
    s.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QVariantList Compendium::sides(const QString &game)
{
    open();
    QVariantList out;
    QStringList seen;
    for (const Game &g : games_) {
        if (!game.isEmpty() && g.id != game)
            continue;
        for (const Side &s : g.sides) {
            // Across games a side id may repeat (aliens): list it once, by its first name.
            if (seen.contains(s.id))
                continue;
            bool used = false;
            for (const database::CardSummary &c : cards_)
                used = used || (c.side == s.id && (game.isEmpty() || c.game == game));
            if (!used)
                continue;
            seen << s.id;
            out.append(QVariantMap{{QStringLiteral("id"), s.id},
                                   {QStringLiteral("name"), localized(s.nameEn, s.nameRu)}});
        }
    }
    return out;
}

QVariantList Compendium::types(const QString &game)
{
    open();
    QVariantList out;
    QStringList seen;
    for (const database::CardSummary &c : cards_) {
        if ((!game.isEmpty() && c.game != game) || c.type.isEmpty() || seen.contains(c.type))
            continue;
        seen << c.type;
    }
    seen.sort();
    // Components are not a card type: offer them last, after the game's own types.
    if (seen.removeOne(QStringLiteral("component")))
        seen << QStringLiteral("component");
    for (const QString &t : std::as_const(seen))
        out.append(QVariantMap{{QStringLiteral("id"), t}, {QStringLiteral("name"), typeName(t)}});
    return out;
}

QString Compendium::gameIdFor(const QString &value)
{
    open();
    const QString key = database::foldKey(value);
    for (const Game &g : games_) {
        if (g.id == key || database::foldKey(g.nameEn) == key || (!g.nameRu.isEmpty() && database::foldKey(g.nameRu) == key))
            return g.id;
    }
    return {};
}

QString Compendium::sideIdFor(const QString &game, const QString &value)
{
    open();
    const QString key = database::foldKey(value);
    for (const Game &g : games_) {
        if (!game.isEmpty() && g.id != game)
            continue;
        for (const Side &s : g.sides) {
            if (s.id == key || database::foldKey(s.nameEn) == key || (!s.nameRu.isEmpty() && database::foldKey(s.nameRu) == key))
                return s.id;
        }
    }
    return {};
}

QString Compendium::typeIdFor(const QString &value)
{
    open();
    const QString key = database::foldKey(value);
    for (const database::CardSummary &c : cards_) {
        if (c.type == key)
            return c.type;
    }
    return {};
}

void Compendium::showRule(const QString &ruleId)
{
    requestedRule_ = ruleId.trimmed();
    Q_EMIT linkFollowed();
    Q_EMIT ruleRequested(requestedRule_);
}

void Compendium::showCard(const QString &game, const QString &cardId)
{
    Q_EMIT linkFollowed();
    Q_EMIT cardRequested(game, cardId);
}

bool Compendium::isAdopted(const QString &adopted, const database::RuleDetail::Reading &reading)
{
    const QString a = adopted.trimmed();
    auto startsWithWord = [&a](const QString &word) {
        return !word.isEmpty() && a.startsWith(word, Qt::CaseInsensitive)
               && (a.size() == word.size() || !a.at(word.size()).isLetterOrNumber());
    };
    return startsWithWord(reading.label) || startsWithWord(reading.key)
           || (!reading.key.isEmpty() && a.contains(QLatin1Char('`') + reading.key + QLatin1Char('`')));
}

bool Compendium::hasRule(const QString &ruleId)
{
    return rule(ruleId) != nullptr;
}

}  // namespace umpire::compendium
