#include "data_loader.h"

#include "json_locator.h"
#include "core/board.h"
#include "rules_markdown.h"
#include "schema.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <memory>

namespace umpire::database {

namespace {

// One JSON file being validated: reads typed fields and reports problems at the position of
// the offending value, naming its key path.
class JsonFile {
public:
    JsonFile(QString fileName, Diagnostics &diagnostics) : fileName_(std::move(fileName)), diagnostics_(diagnostics) {}

    // Reads and parses the file; false (with a message) when it is missing or not JSON.
    bool load()
    {
        QFile file(fileName_);
        if (!file.open(QIODevice::ReadOnly)) {
            diagnostics_.error(fileName_, 0, 0, QStringLiteral("cannot read the file: %1").arg(file.errorString()));
            return false;
        }
        bytes_ = file.readAll();
        QJsonParseError error;
        const auto doc = QJsonDocument::fromJson(bytes_, &error);
        if (error.error != QJsonParseError::NoError) {
            const auto pos = positionOfOffset(bytes_, error.offset);
            diagnostics_.error(fileName_, pos.line, pos.column, QStringLiteral("invalid JSON: %1").arg(error.errorString()));
            return false;
        }
        if (!doc.isObject()) {
            diagnostics_.error(fileName_, 1, 1, QStringLiteral("expected a JSON object at the top level"));
            return false;
        }
        root_ = doc.object();
        locator_ = std::make_unique<JsonLocator>(bytes_);
        return true;
    }

    const QJsonObject &root() const { return root_; }
    const QString &fileName() const { return fileName_; }

    void error(const QString &path, const QString &message)
    {
        const auto pos = positionOfOffset(bytes_, locator_->nearestOffset(path));
        diagnostics_.error(fileName_, pos.line, pos.column,
                           path.isEmpty() ? message : QStringLiteral("%1: %2").arg(path, message));
    }
    void warning(const QString &path, const QString &message)
    {
        const auto pos = positionOfOffset(bytes_, locator_->nearestOffset(path));
        diagnostics_.warning(fileName_, pos.line, pos.column, QStringLiteral("%1: %2").arg(path, message));
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }
    static QString index(const QString &path, qsizetype i)
    {
        return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
    }

    QString string(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                error(join(path, key), QStringLiteral("missing required field \"%1\"").arg(key));
            return {};
        }
        if (!v.isString()) {
            error(join(path, key), QStringLiteral("expected a string"));
            return {};
        }
        if (required && v.toString().trimmed().isEmpty())
            error(join(path, key), QStringLiteral("must not be empty"));
        return v.toString();
    }

    QString id(const QJsonObject &o, const QString &path, const QString &key = QStringLiteral("id"))
    {
        const QString s = string(o, path, key, true);
        if (!s.isEmpty() && !isKebabId(s))
            error(join(path, key), QStringLiteral("\"%1\" is not an ASCII kebab-case id").arg(s));
        return s;
    }

    LocalizedText localized(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        const QJsonValue v = o.value(key);
        const QString p = join(path, key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                error(p, QStringLiteral("missing required field \"%1\"").arg(key));
            return {};
        }
        if (!v.isObject()) {
            error(p, QStringLiteral("expected {\"en\": \"…\", \"ru\": \"…\"}"));
            return {};
        }
        const QJsonObject t = v.toObject();
        for (auto it = t.begin(); it != t.end(); ++it)
            if (it.key() != QLatin1String("en") && it.key() != QLatin1String("ru"))
                error(join(p, it.key()), QStringLiteral("unknown language \"%1\" (expected \"en\" or \"ru\")").arg(it.key()));
        return {string(t, p, QStringLiteral("en"), true), string(t, p, QStringLiteral("ru"), false)};
    }

    std::optional<int> integer(const QJsonObject &o, const QString &path, const QString &key, bool required, int min)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                error(join(path, key), QStringLiteral("missing required field \"%1\"").arg(key));
            return std::nullopt;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || d != std::floor(d) || d < min || d > 1e9) {
            error(join(path, key), QStringLiteral("expected a whole number of at least %1").arg(min));
            return std::nullopt;
        }
        return int(d);
    }

    Provenance provenance(const QJsonObject &o, const QString &path)
    {
        Provenance p;
        const QJsonValue source = o.value(QStringLiteral("source"));
        const QString sp = join(path, QStringLiteral("source"));
        auto readSource = [&](const QJsonValue &v, const QString &vp) {
            if (!v.isObject()) {
                error(vp, QStringLiteral("expected {\"file\": \"…\", \"section\": \"…\"}"));
                return;
            }
            const QJsonObject s = v.toObject();
            p.sources.push_back({string(s, vp, QStringLiteral("file"), true), string(s, vp, QStringLiteral("section"), false)});
        };
        if (source.isArray()) {
            const QJsonArray a = source.toArray();
            for (qsizetype i = 0; i < a.size(); ++i)
                readSource(a[i], index(sp, i));
        } else if (!source.isUndefined() && !source.isNull()) {
            readSource(source, sp);
        }
        const QJsonValue assumed = o.value(QStringLiteral("assumed"));
        const QString ap = join(path, QStringLiteral("assumed"));
        if (assumed.isObject()) {
            const QJsonObject a = assumed.toObject();
            for (auto it = a.begin(); it != a.end(); ++it) {
                // A reason is a string (English) or a localized text {"en": …, "ru": …}.
                const QJsonObject localized = it.value().toObject();
                const QString en = it.value().isObject() ? localized.value(QStringLiteral("en")).toString()
                                                         : it.value().toString();
                const QJsonValue ru = localized.value(QStringLiteral("ru"));
                if (en.trimmed().isEmpty() || (!it.value().isString() && !it.value().isObject()))
                    error(join(ap, it.key()), QStringLiteral("the reason for an assumed value must be a non-empty string"
                                                             " or {\"en\": …, \"ru\": …}"));
                else if (!ru.isUndefined() && (!ru.isString() || ru.toString().trimmed().isEmpty()))
                    error(join(join(ap, it.key()), QStringLiteral("ru")), QStringLiteral("expected a non-empty string"));
                else {
                    p.assumed.emplace_back(it.key(), en);
                    if (ru.isString())
                        p.assumedRu.insert(it.key(), ru.toString());
                }
            }
        } else if (!assumed.isUndefined() && !assumed.isNull()) {
            error(ap, QStringLiteral("expected an object mapping field names to reasons"));
        }
        return p;
    }

    // The array at `key`, or an empty one (with a message when it is present but not an array).
    QJsonArray array(const QJsonObject &o, const QString &path, const QString &key, bool required)
    {
        const QJsonValue v = o.value(key);
        if (v.isArray())
            return v.toArray();
        if (!v.isUndefined() && !v.isNull())
            error(join(path, key), QStringLiteral("expected an array"));
        else if (required)
            error(join(path, key), QStringLiteral("missing required field \"%1\"").arg(key));
        return {};
    }

    // The object at `path`, or an empty one with a message.
    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject()) {
            error(path, QStringLiteral("expected an object"));
            return {};
        }
        return v.toObject();
    }

    // Reports a second use of an id within one list.
    void checkUnique(QSet<QString> &seen, const QString &id, const QString &path, const QString &what)
    {
        if (id.isEmpty())
            return;
        if (seen.contains(id))
            error(join(path, QStringLiteral("id")), QStringLiteral("duplicate %1 id \"%2\"").arg(what, id));
        seen.insert(id);
    }

private:
    QString fileName_;
    Diagnostics &diagnostics_;
    QByteArray bytes_;
    QJsonObject root_;
    std::unique_ptr<JsonLocator> locator_;
};

const QSet<QString> &componentKinds()
{
    static const QSet<QString> kinds{
        QStringLiteral("board"), QStringLiteral("miniature"), QStringLiteral("token"), QStringLiteral("marker"),
        QStringLiteral("card"), QStringLiteral("die"), QStringLiteral("deck"), QStringLiteral("counter"),
        QStringLiteral("template"), QStringLiteral("other")};
    return kinds;
}

const QSet<QString> &rarities()
{
    static const QSet<QString> r{QStringLiteral("common"), QStringLiteral("uncommon"), QStringLiteral("rare"),
                                 QStringLiteral("extra-rare")};
    return r;
}

// A side id or null; reports an id the game does not declare.
QString sideOf(JsonFile &f, const Game &game, const QJsonObject &o, const QString &path)
{
    const QString side = f.string(o, path, QStringLiteral("side"), false);
    if (!side.isEmpty() && !game.side(side)) {
        QStringList known;
        for (const auto &s : game.sides)
            known << s.id;
        f.error(JsonFile::join(path, QStringLiteral("side")),
                QStringLiteral("unknown side \"%1\" (game \"%2\" has %3)").arg(side, game.id, known.join(QStringLiteral(", "))));
    }
    return side;
}

void checkRule(JsonFile &f, const Game &game, const QString &ruleId, const QString &path)
{
    if (!ruleId.isEmpty() && !game.rule(ruleId))
        f.error(path, QStringLiteral("rule id \"%1\" is not a heading of %2/rules.md").arg(ruleId, game.id));
}

void readGameJson(JsonFile &f, Game &game)
{
    const QJsonObject &root = f.root();
    game.json = root;
    const QString id = f.id(root, QString());
    if (!id.isEmpty() && id != game.id)
        f.error(QStringLiteral("id"), QStringLiteral("\"%1\" does not match the folder name \"%2\"").arg(id, game.id));
    game.name = f.localized(root, QString(), QStringLiteral("name"), true);
    game.provenance = f.provenance(root, QString());
    if (root.contains(QStringLiteral("players"))) {
        const QJsonObject players = f.object(root.value(QStringLiteral("players")), QStringLiteral("players"));
        game.playersMin = f.integer(players, QStringLiteral("players"), QStringLiteral("min"), true, 1).value_or(0);
        game.playersMax = f.integer(players, QStringLiteral("players"), QStringLiteral("max"), false, 1).value_or(0);
        if (game.playersMax && game.playersMax < game.playersMin)
            f.error(QStringLiteral("players.max"), QStringLiteral("is less than players.min"));
    }
    // Where rules.ru.md comes from (docs/data-format.md, "rules_ru"); the Rules page says when
    // it is the project's own translation, so it must name a file that exists.
    if (const QString origin = f.string(root, QString(), QStringLiteral("rules_ru"), false); !origin.isEmpty()) {
        if (origin != QLatin1String("edition") && origin != QLatin1String("translation"))
            f.error(QStringLiteral("rules_ru"),
                    QStringLiteral("unknown origin \"%1\" (expected \"edition\" or \"translation\")").arg(origin));
        else if (std::none_of(game.rules.begin(), game.rules.end(), [](const Rule &r) { return r.russian; }))
            f.error(QStringLiteral("rules_ru"), QStringLiteral("is set but the game has no rules.ru.md"));
    }

    QSet<QString> seen;
    const QJsonArray sides = f.array(root, QString(), QStringLiteral("sides"), true);
    if (sides.isEmpty() && root.value(QStringLiteral("sides")).isArray())
        f.error(QStringLiteral("sides"), QStringLiteral("a game needs at least one side"));
    for (qsizetype i = 0; i < sides.size(); ++i) {
        const QString p = JsonFile::index(QStringLiteral("sides"), i);
        const QJsonObject o = f.object(sides[i], p);
        Side s{f.id(o, p), f.localized(o, p, QStringLiteral("name"), true)};
        f.checkUnique(seen, s.id, p, QStringLiteral("side"));
        game.sides.push_back(s);
    }

    seen.clear();
    const QJsonArray variants = f.array(root, QString(), QStringLiteral("variants"), false);
    for (qsizetype i = 0; i < variants.size(); ++i) {
        const QString p = JsonFile::index(QStringLiteral("variants"), i);
        const QJsonObject o = f.object(variants[i], p);
        Variant v{f.id(o, p), f.localized(o, p, QStringLiteral("name"), true),
                  f.localized(o, p, QStringLiteral("text"), false), f.string(o, p, QStringLiteral("rule"), false)};
        f.checkUnique(seen, v.id, p, QStringLiteral("variant"));
        checkRule(f, game, v.rule, JsonFile::join(p, QStringLiteral("rule")));
        game.variants.push_back(v);
    }

    seen.clear();
    const QJsonArray components = f.array(root, QString(), QStringLiteral("components"), false);
    for (qsizetype i = 0; i < components.size(); ++i) {
        const QString p = JsonFile::index(QStringLiteral("components"), i);
        const QJsonObject o = f.object(components[i], p);
        Component c;
        c.json = o;
        c.id = f.id(o, p);
        c.name = f.localized(o, p, QStringLiteral("name"), true);
        c.kind = f.string(o, p, QStringLiteral("kind"), true);
        if (!c.kind.isEmpty() && !componentKinds().contains(c.kind)) {
            QStringList kinds = componentKinds().values();
            kinds.sort();
            f.error(JsonFile::join(p, QStringLiteral("kind")),
                    QStringLiteral("unknown kind \"%1\" (expected one of %2)").arg(c.kind, kinds.join(QStringLiteral(", "))));
        }
        c.side = sideOf(f, game, o, p);
        c.count = f.integer(o, p, QStringLiteral("count"), false, 0);
        c.text = f.localized(o, p, QStringLiteral("text"), false);
        c.rule = f.string(o, p, QStringLiteral("rule"), false);
        checkRule(f, game, c.rule, JsonFile::join(p, QStringLiteral("rule")));
        c.provenance = f.provenance(o, p);
        f.checkUnique(seen, c.id, p, QStringLiteral("component"));
        game.components.push_back(c);
    }

    seen.clear();
    const QJsonArray terms = f.array(root, QString(), QStringLiteral("terms"), false);
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const QString p = JsonFile::index(QStringLiteral("terms"), i);
        const QJsonObject o = f.object(terms[i], p);
        Term t;
        t.id = f.id(o, p);
        t.term = f.localized(o, p, QStringLiteral("term"), true);
        t.definition = f.localized(o, p, QStringLiteral("definition"), true);
        t.rule = f.string(o, p, QStringLiteral("rule"), false);
        checkRule(f, game, t.rule, JsonFile::join(p, QStringLiteral("rule")));
        t.provenance = f.provenance(o, p);
        f.checkUnique(seen, t.id, p, QStringLiteral("term"));
        game.terms.push_back(t);
    }
}

void readCardsJson(JsonFile &f, Game &game)
{
    const QJsonObject &root = f.root();
    const QString gameId = f.string(root, QString(), QStringLiteral("game"), true);
    if (!gameId.isEmpty() && gameId != game.id)
        f.error(QStringLiteral("game"), QStringLiteral("\"%1\" does not match the folder name \"%2\"").arg(gameId, game.id));
    QSet<QString> seen;
    const QJsonArray cards = f.array(root, QString(), QStringLiteral("cards"), true);
    for (qsizetype i = 0; i < cards.size(); ++i) {
        const QString p = JsonFile::index(QStringLiteral("cards"), i);
        const QJsonObject o = f.object(cards[i], p);
        Card c;
        c.json = o;
        c.id = f.id(o, p);
        c.name = f.localized(o, p, QStringLiteral("name"), true);
        c.type = f.string(o, p, QStringLiteral("type"), true);
        // Components share the card search as type "component" (docs/search.md).
        if (c.type == kComponentType)
            f.error(JsonFile::join(p, QStringLiteral("type")),
                    QStringLiteral("\"%1\" is reserved for the components of game.json").arg(kComponentType));
        c.side = sideOf(f, game, o, p);
        c.cost = f.integer(o, p, QStringLiteral("cost"), false, 0);
        c.count = f.integer(o, p, QStringLiteral("count"), false, 0);
        c.starting = f.integer(o, p, QStringLiteral("starting"), false, 0).value_or(0);
        if (c.count && c.starting > *c.count)
            f.error(JsonFile::join(p, QStringLiteral("starting")),
                    QStringLiteral("%1 starting copies but only %2 in the game").arg(c.starting).arg(*c.count));
        c.rarity = f.string(o, p, QStringLiteral("rarity"), false);
        if (!c.rarity.isEmpty() && !rarities().contains(c.rarity))
            f.error(JsonFile::join(p, QStringLiteral("rarity")),
                    QStringLiteral("unknown rarity \"%1\" (expected common, uncommon, rare or extra-rare)").arg(c.rarity));
        c.text = f.localized(o, p, QStringLiteral("text"), true);

        QSet<QString> optionIds;
        const QJsonArray options = f.array(o, p, QStringLiteral("options"), false);
        for (qsizetype k = 0; k < options.size(); ++k) {
            const QString op = JsonFile::index(JsonFile::join(p, QStringLiteral("options")), k);
            const QJsonObject oo = f.object(options[k], op);
            CardOption option{f.id(oo, op), f.localized(oo, op, QStringLiteral("text"), true),
                              oo.value(QStringLiteral("removes_card")).toBool(false)};
            f.checkUnique(optionIds, option.id, op, QStringLiteral("option"));
            c.options.push_back(option);
        }
        const QJsonValue stats = o.value(QStringLiteral("stats"));
        if (stats.isObject()) {
            const QJsonObject so = stats.toObject();
            for (auto it = so.begin(); it != so.end(); ++it) {
                if (!it.value().isDouble())
                    f.error(JsonFile::join(JsonFile::join(p, QStringLiteral("stats")), it.key()), QStringLiteral("expected a number"));
                else
                    c.stats.emplace_back(it.key(), it.value().toDouble());
            }
        } else if (!stats.isUndefined() && !stats.isNull()) {
            f.error(JsonFile::join(p, QStringLiteral("stats")), QStringLiteral("expected an object of numbers"));
        }
        const QJsonArray flags = f.array(o, p, QStringLiteral("flags"), false);
        for (qsizetype k = 0; k < flags.size(); ++k) {
            if (!flags[k].isString())
                f.error(JsonFile::index(JsonFile::join(p, QStringLiteral("flags")), k), QStringLiteral("expected a string"));
            else
                c.flags << flags[k].toString();
        }
        const QJsonArray rules = f.array(o, p, QStringLiteral("rules"), false);
        for (qsizetype k = 0; k < rules.size(); ++k) {
            const QString rp = JsonFile::index(JsonFile::join(p, QStringLiteral("rules")), k);
            if (!rules[k].isString()) {
                f.error(rp, QStringLiteral("expected a rule id string"));
                continue;
            }
            const QString ruleId = rules[k].toString();
            checkRule(f, game, ruleId, rp);
            if (c.rules.contains(ruleId))
                f.error(rp, QStringLiteral("rule id \"%1\" is listed twice").arg(ruleId));
            else
                c.rules << ruleId;
        }
        c.provenance = f.provenance(o, p);
        f.checkUnique(seen, c.id, p, QStringLiteral("card"));
        game.cards.push_back(std::move(c));
    }
}

}  // namespace

bool isKebabId(QStringView id)
{
    static const QRegularExpression re(QStringLiteral(R"(^[a-z0-9]+(-[a-z0-9]+)*$)"));
    return re.match(id.toString()).hasMatch();
}

const Side *Game::side(QStringView sideId) const
{
    for (const auto &s : sides)
        if (s.id == sideId)
            return &s;
    return nullptr;
}

const Rule *Game::rule(QStringView ruleId) const
{
    for (const auto &r : rules)
        if (r.id == ruleId)
            return &r;
    return nullptr;
}

std::optional<Game> loadGame(const QString &directory, Diagnostics &diagnostics)
{
    Game game;
    game.directory = directory;
    game.id = QDir(directory).dirName();
    const bool hadErrors = diagnostics.hasErrors();
    if (!isKebabId(game.id))
        diagnostics.error(directory, 0, 0, QStringLiteral("the folder name \"%1\" is not a kebab-case game id").arg(game.id));

    // rules.md first: the JSON files cite its ids.
    const QString rulesPath = directory + QStringLiteral("/rules.md");
    QFile rulesFile(rulesPath);
    if (!rulesFile.open(QIODevice::ReadOnly))
        diagnostics.error(rulesPath, 0, 0, QStringLiteral("cannot read the file: %1").arg(rulesFile.errorString()));
    else
        game.rules = parseRulesMarkdown(rulesFile.readAll(), game.id, rulesPath, diagnostics);
    // The Russian text of the rules, optional (docs/data-format.md, "rules.ru.md").
    const QString russianRulesPath = directory + QStringLiteral("/rules.ru.md");
    if (QFile russianRules(russianRulesPath); russianRules.exists()) {
        if (!russianRules.open(QIODevice::ReadOnly))
            diagnostics.error(russianRulesPath, 0, 0, QStringLiteral("cannot read the file: %1").arg(russianRules.errorString()));
        else
            mergeRussianRules(game.rules, russianRules.readAll(), game.id, russianRulesPath, diagnostics);
    }

    JsonFile gameJson(directory + QStringLiteral("/game.json"), diagnostics);
    if (gameJson.load())
        readGameJson(gameJson, game);

    const QString cardsPath = directory + QStringLiteral("/cards.json");
    if (QFile::exists(cardsPath)) {
        JsonFile cardsJson(cardsPath, diagnostics);
        if (cardsJson.load())
            readCardsJson(cardsJson, game);
    }
    // The board is not stored in the compendium, but a bad one fails the build here, through
    // the same reader the engine and the app use, instead of at run time.
    const QString boardPath = directory + QStringLiteral("/board.json");
    if (QFile boardFile(boardPath); boardFile.exists()) {
        if (!boardFile.open(QIODevice::ReadOnly)) {
            diagnostics.error(boardPath, 0, 0, QStringLiteral("cannot read the file: %1").arg(boardFile.errorString()));
        } else {
            const core::Board board = core::readBoard(boardFile.readAll(), boardPath);
            if (!board.error.isEmpty())
                diagnostics.error(boardPath, board.errorLine, board.errorColumn, board.errorMessage);
        }
    }
    if (diagnostics.hasErrors() && !hadErrors)
        return std::nullopt;
    return game;
}

std::vector<Game> loadGames(const QString &gamesRoot, Diagnostics &diagnostics)
{
    std::vector<Game> games;
    const QDir root(gamesRoot);
    if (!root.exists()) {
        diagnostics.error(gamesRoot, 0, 0, QStringLiteral("the games folder does not exist"));
        return games;
    }
    const QStringList dirs = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : dirs) {
        const QString path = root.filePath(name);
        if (QDir(path).entryList(QDir::Files).isEmpty()) {
            diagnostics.warning(path, 0, 0, QStringLiteral("empty game folder skipped"));
            continue;
        }
        if (auto game = loadGame(path, diagnostics))
            games.push_back(std::move(*game));
    }
    if (games.empty() && !diagnostics.hasErrors())
        diagnostics.error(gamesRoot, 0, 0, QStringLiteral("no game folders found"));
    return games;
}

}  // namespace umpire::database
