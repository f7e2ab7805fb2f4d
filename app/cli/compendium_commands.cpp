#include "compendium_commands.h"

#include "command_line.h"
#include "database/builder.h"
#include "database/opener.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <memory>

namespace umpire::cli {

namespace {

QString names(const QString &en, const QString &ru)
{
    return ru.isEmpty() ? en : QStringLiteral("%1 (%2)").arg(en, ru);
}

QString facts(const database::CardSummary &c)
{
    QStringList parts{c.type};
    if (!c.kind.isEmpty())
        parts << c.kind;
    if (!c.side.isEmpty())
        parts << c.side;
    if (c.cost)
        parts << QStringLiteral("cost %1").arg(*c.cost);
    if (c.count)
        parts << (c.isComponent() ? QStringLiteral("%1 in the box") : QStringLiteral("%1 in the game")).arg(*c.count);
    if (c.starting > 0)
        parts << QStringLiteral("%1 starting").arg(c.starting);
    if (!c.rarity.isEmpty())
        parts << c.rarity;
    return parts.join(QStringLiteral(" · "));
}

QJsonValue optionalJson(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject summaryJson(const database::CardSummary &c)
{
    return {{QStringLiteral("game"), c.game},       {QStringLiteral("id"), c.id},
            {QStringLiteral("name_en"), c.nameEn},  {QStringLiteral("name_ru"), c.nameRu},
            {QStringLiteral("type"), c.type},       {QStringLiteral("side"), c.side.isEmpty() ? QJsonValue() : c.side},
            {QStringLiteral("kind"), c.kind.isEmpty() ? QJsonValue() : c.kind},
            {QStringLiteral("cost"), optionalJson(c.cost)}, {QStringLiteral("count"), optionalJson(c.count)},
            {QStringLiteral("starting"), c.starting},
            {QStringLiteral("rarity"), c.rarity.isEmpty() ? QJsonValue() : c.rarity},
            {QStringLiteral("text_en"), c.textEn},  {QStringLiteral("name_hit"), c.nameHit}};
}

QJsonObject linkJson(const database::RuleLink &l)
{
    return {{QStringLiteral("id"), l.id}, {QStringLiteral("section"), l.section},
            {QStringLiteral("title_en"), l.titleEn}, {QStringLiteral("title_ru"), l.titleRu}};
}

QJsonObject errorJson(const database::QueryError &e)
{
    return {{QStringLiteral("position"), e.position}, {QStringLiteral("length"), e.length},
            {QStringLiteral("message"), e.message}};
}

void printJson(const QJsonObject &o)
{
    QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Indented);
}

// The compendium the commands read: --db PATH as given, else the shipped file with the
// rebuild rule of DESIGN.md (the notice goes to stderr).
struct OpenCompendium {
    database::OpenedCompendium opened;
    std::unique_ptr<database::Compendium> compendium;
    ~OpenCompendium()
    {
        compendium.reset();
        opened.database = QSqlDatabase();
        if (!opened.connectionName.isEmpty())
            QSqlDatabase::removeDatabase(opened.connectionName);
    }
};

bool openCompendium(const QString &command, const QString &dbPath, OpenCompendium &out)
{
    QTextStream err(stderr);
    if (!dbPath.isEmpty()) {
        if (const QString problem = database::CompendiumOpener::problemWith(dbPath); !problem.isEmpty()) {
            err << "umpire-cli " << command << ": " << dbPath << ' ' << problem << '\n';
            return false;
        }
    }
    const QString userDir = database::CompendiumOpener::defaultUserDataDir();
    out.opened = database::CompendiumOpener().open(dbPath.isEmpty() ? database::CompendiumOpener::defaultShippedPath() : dbPath,
                                                    userDir);
    if (!out.opened.ok()) {
        err << "umpire-cli " << command << ": " << out.opened.error << '\n';
        return false;
    }
    if (!out.opened.notice.isEmpty())
        err << "umpire-cli: " << out.opened.notice << '\n';
    out.compendium = std::make_unique<database::Compendium>(out.opened.database);
    return true;
}

struct CommonOptions {
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")};
    QCommandLineOption db{QStringLiteral("db"), QStringLiteral("Read this compendium file instead of the shipped one."),
                          QStringLiteral("path")};
    QCommandLineOption limit{QStringLiteral("limit"), QStringLiteral("Show at most N results (default 50)."),
                             QStringLiteral("N"), QStringLiteral("50")};
};

// Moves the options of a search command in front of its query words, so that options work
// anywhere on the line (`search reap --db FILE`, `search --limit 5 reap`) while a word
// starting with '-' inside the query stays a query word (`search side:aliens -type:building`).
// An argument is an option when it is one of `known` (`--name`, `--name=value`, `-n`; a
// value option takes the next argument as its value); `--` ends the options. A word starting
// with '-' that is not a known option is a query word once the query has begun; before that it
// is an error, reported in `error`: only a query that starts with '-' needs `--`.
QStringList optionsFirst(const QStringList &args, const QList<QCommandLineOption> &known,
                         QString &error)
{
    const auto find = [&known](const QString &arg,
                               bool &inlineValue) -> const QCommandLineOption * {
        for (const QCommandLineOption &o : known) {
            for (const QString &name : o.names()) {
                const QString spelled =
                        (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
                inlineValue = !o.valueName().isEmpty() && arg.startsWith(spelled + u'=');
                if (arg == spelled || inlineValue)
                    return &o;
            }
        }
        return nullptr;
    };
    QStringList options;
    QStringList query;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--")) {
            query += args.mid(i + 1);
            break;
        }
        bool inlineValue = false;
        if (const QCommandLineOption *o = find(arg, inlineValue)) {
            options << arg;
            if (!o->valueName().isEmpty() && !inlineValue) {
                if (i + 1 == args.size()) {
                    error = QStringLiteral("%1 needs a value").arg(arg);
                    return {};
                }
                options << args[++i];
            }
            continue;
        }
        if (arg.size() > 1 && arg.startsWith(u'-') && query.isEmpty()) {
            error = QStringLiteral("unknown option '%1'; put '--' before a query that starts "
                                   "with '-', as in: -- %1")
                            .arg(arg);
            return {};
        }
        query << arg;
    }
    return options + QStringList{QStringLiteral("--")} + query;
}

// Parses a search command's arguments; the query is every positional argument joined by
// spaces, so `umpire-cli search side:aliens -type:building` needs no quotes.
int parseSearchArgs(QCommandLineParser &parser, CommonOptions &o, const char *command, const QStringList &args,
                    const QString &what)
{
    parser.setApplicationDescription(
            QStringLiteral(
                    "Searches the %1 with the query language of docs/search.md.\n"
                    "Options may stand anywhere; put '--' before a query that starts with '-'.")
                    .arg(what));
    parser.addOptions({o.json, o.db, o.limit});
    parser.addPositionalArgument(QStringLiteral("query"), QStringLiteral("The query."), QStringLiteral("QUERY..."));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help"),
                                              QStringLiteral("?"), QStringLiteral("help-all")});
    QString error;
    const QStringList ordered = optionsFirst(args, {o.json, o.db, o.limit, help}, error);
    if (!error.isEmpty()) {
        QTextStream(stderr) << "umpire-cli " << command << ": " << error << "\nTry 'umpire-cli "
                            << command << " --help'.\n";
        return 2;
    }
    return parseCommandLine(parser, command, ordered);
}

}  // namespace

void printQueryError(const QString &query, const database::QueryError &error, QTextStream &err)
{
    err << "query error at column " << error.position + 1 << ": " << error.message << '\n';
    err << "  " << query << '\n';
    err << "  " << QString(error.position, QLatin1Char(' ')) << QString(std::max(error.length, 1), QLatin1Char('^')) << '\n';
}

void printCardResults(const database::SearchResults<database::CardSummary> &results, QTextStream &out)
{
    for (const auto &c : results.hits)
        out << (c.game + QLatin1Char('/') + c.id).leftJustified(28) << ' ' << names(c.nameEn, c.nameRu) << "  — "
            << facts(c) << '\n';
    out << results.hits.size() << (results.hits.size() == 1 ? " card" : " cards")
        << (results.truncated ? " (more not shown; use --limit)" : "") << '\n';
}

void printRuleResults(const database::SearchResults<database::RuleSummary> &results, QTextStream &out)
{
    for (const auto &r : results.hits) {
        out << (r.section.isEmpty() ? QString() : QStringLiteral("§") + r.section + QLatin1Char(' '))
            << names(r.titleEn, r.titleRu) << "  [" << r.id << "]\n";
        if (!r.snippet.isEmpty())
            out << "    " << r.snippet << '\n';
    }
    out << results.hits.size() << (results.hits.size() == 1 ? " rule" : " rules")
        << (results.truncated ? " (more not shown; use --limit)" : "") << '\n';
}

void printCard(const database::CardDetail &d, QTextStream &out)
{
    const auto &c = d.card;
    QStringList assumedFields;
    for (const auto &a : d.assumed)
        assumedFields << a.field;
    out << names(c.nameEn, c.nameRu) << "  [" << c.game << '/' << c.id << "]\n";
    out << facts(c) << '\n';
    out << '\n' << c.textEn << '\n';
    if (!d.textRu.isEmpty())
        out << d.textRu << '\n';
    for (size_t i = 0; i < d.options.size(); ++i) {
        const auto &o = d.options[i];
        out << "  " << i + 1 << ". " << o.textEn << (o.removesCard ? "  (then remove this card)" : "") << "  [" << o.id << "]\n";
    }
    if (!d.stats.empty()) {
        QStringList s;
        for (const auto &[name, value] : d.stats)
            s << QStringLiteral("%1 %2").arg(name).arg(value);
        out << "Stats: " << s.join(QStringLiteral(", ")) << '\n';
    }
    if (!d.flags.isEmpty())
        out << "Flags: " << d.flags.join(QStringLiteral(", ")) << '\n';
    if (!d.rules.empty()) {
        out << "Rules:\n";
        for (const auto &r : d.rules)
            out << "  §" << r.section << ' ' << r.titleEn << "  [" << r.id << "]\n";
    }
    if (!d.sources.empty()) {
        QStringList s;
        for (const auto &src : d.sources)
            s << (src.section.isEmpty() ? src.file : src.file + QStringLiteral(", ") + src.section);
        out << "Source: " << s.join(QStringLiteral("; ")) << '\n';
    }
    for (const auto &a : d.assumed)
        out << "* assumed " << a.field << ": " << a.reason << '\n';
}

void printRule(const database::RuleDetail &r, QTextStream &out)
{
    out << (r.section.isEmpty() ? QString() : QStringLiteral("§") + r.section + QLatin1Char(' ')) << names(r.titleEn, r.titleRu)
        << "  [" << r.id << "]\n";
    if (r.parent)
        out << "In: §" << r.parent->section << ' ' << r.parent->titleEn << "  [" << r.parent->id << "]\n";
    // A clarification's readings, adopted reading, reason and record tag are `- Label: text`
    // lines of its body (the database parses them out of it for --json and the app), so the
    // body alone shows each of them once.
    if (!r.body.isEmpty())
        out << '\n' << r.body << '\n';
    if (!r.children.empty()) {
        out << "\nContents:\n";
        for (const auto &c : r.children)
            out << "  §" << c.section << ' ' << c.titleEn << "  [" << c.id << "]\n";
    }
    if (!r.cards.empty()) {
        QStringList cards;
        for (const auto &[game, id] : r.cards)
            cards << game + QLatin1Char('/') + id;
        out << "Cards: " << cards.join(QStringLiteral(", ")) << '\n';
    }
    for (const auto &s : r.sources)
        out << "Source: " << s << '\n';
}

QJsonObject cardResultsJson(const QString &query, const database::SearchResults<database::CardSummary> &results)
{
    QJsonObject o{{QStringLiteral("query"), query}};
    if (results.error) {
        o.insert(QStringLiteral("error"), errorJson(*results.error));
        return o;
    }
    QJsonArray hits;
    for (const auto &c : results.hits)
        hits.append(summaryJson(c));
    o.insert(QStringLiteral("cards"), hits);
    o.insert(QStringLiteral("truncated"), results.truncated);
    return o;
}

QJsonObject ruleResultsJson(const QString &query, const database::SearchResults<database::RuleSummary> &results)
{
    QJsonObject o{{QStringLiteral("query"), query}};
    if (results.error) {
        o.insert(QStringLiteral("error"), errorJson(*results.error));
        return o;
    }
    QJsonArray hits;
    for (const auto &r : results.hits)
        hits.append(QJsonObject{{QStringLiteral("game"), r.game}, {QStringLiteral("id"), r.id},
                                {QStringLiteral("section"), r.section}, {QStringLiteral("title_en"), r.titleEn},
                                {QStringLiteral("title_ru"), r.titleRu}, {QStringLiteral("snippet"), r.snippet},
                                {QStringLiteral("name_hit"), r.nameHit}});
    o.insert(QStringLiteral("rules"), hits);
    o.insert(QStringLiteral("truncated"), results.truncated);
    return o;
}

QJsonObject cardJson(const database::CardDetail &d)
{
    QJsonObject o = summaryJson(d.card);
    o.remove(QStringLiteral("name_hit"));
    o.insert(QStringLiteral("text_ru"), d.textRu);
    QJsonArray options, rules, sources, assumed;
    for (const auto &op : d.options)
        options.append(QJsonObject{{QStringLiteral("id"), op.id}, {QStringLiteral("text_en"), op.textEn},
                                   {QStringLiteral("text_ru"), op.textRu}, {QStringLiteral("removes_card"), op.removesCard}});
    for (const auto &r : d.rules)
        rules.append(linkJson(r));
    for (const auto &s : d.sources)
        sources.append(QJsonObject{{QStringLiteral("file"), s.file}, {QStringLiteral("section"), s.section}});
    QJsonObject assumedMap;
    for (const auto &a : d.assumed)
        assumedMap.insert(a.field, a.reason);
    QJsonObject stats;
    for (const auto &[name, value] : d.stats)
        stats.insert(name, value);
    o.insert(QStringLiteral("options"), options);
    o.insert(QStringLiteral("stats"), stats);
    o.insert(QStringLiteral("flags"), QJsonArray::fromStringList(d.flags));
    o.insert(QStringLiteral("rules"), rules);
    o.insert(QStringLiteral("sources"), sources);
    o.insert(QStringLiteral("assumed"), assumedMap);
    return o;
}

QJsonObject ruleJson(const database::RuleDetail &r)
{
    QJsonObject o{{QStringLiteral("game"), r.game},         {QStringLiteral("id"), r.id},
                  {QStringLiteral("section"), r.section},   {QStringLiteral("title_en"), r.titleEn},
                  {QStringLiteral("title_ru"), r.titleRu},  {QStringLiteral("body"), r.body},
                  {QStringLiteral("sources"), QJsonArray::fromStringList(r.sources)},
                  {QStringLiteral("parent"), r.parent ? QJsonValue(linkJson(*r.parent)) : QJsonValue()}};
    QJsonArray children, cards, readings;
    for (const auto &c : r.children)
        children.append(linkJson(c));
    for (const auto &[game, id] : r.cards)
        cards.append(game + QLatin1Char('/') + id);
    o.insert(QStringLiteral("children"), children);
    o.insert(QStringLiteral("cards"), cards);
    if (!r.adopted.isEmpty()) {
        for (const auto &reading : r.readings)
            readings.append(QJsonObject{{QStringLiteral("label"), reading.label}, {QStringLiteral("key"), reading.key},
                                        {QStringLiteral("text"), reading.text}});
        o.insert(QStringLiteral("clarification"),
                 QJsonObject{{QStringLiteral("readings"), readings}, {QStringLiteral("adopted"), r.adopted},
                             {QStringLiteral("why"), r.why}, {QStringLiteral("record_tag"), r.recordTag}});
    }
    return o;
}

}  // namespace umpire::cli

using namespace umpire;

int runBuildDb(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Builds the compendium database from the game data; exits 1 with file:line:col messages when the data is bad."));
    const QCommandLineOption games(QStringLiteral("games"),
                                   QStringLiteral("Read the game folders from this directory (default: the built-in data)."),
                                   QStringLiteral("dir"), QStringLiteral(":/games"));
    parser.addOption(games);
    parser.addPositionalArgument(QStringLiteral("out"), QStringLiteral("The SQLite file to write."), QStringLiteral("OUT.sqlite"));
    if (const int exit = cli::parseCommandLine(parser, "build-db", args); exit >= 0)
        return exit;
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1) {
        err << "umpire-cli build-db: expected one argument, the output file\n";
        return 2;
    }
    const QString out = parser.positionalArguments().constFirst();
    const auto result = database::buildCompendium(parser.value(games), out);
    err << result.diagnostics.toString();
    if (!result.ok) {
        err << "umpire-cli build-db: " << out << " not written\n";
        return 1;
    }
    QTextStream(stdout) << "wrote " << out << " (" << result.games << " games, " << result.cards << " cards, "
                        << result.rules << " rules)\n";
    return 0;
}

namespace {

template <typename Search, typename Print, typename ToJson>
int runSearchCommand(const char *command, const QString &what, const QStringList &args, Search search, Print print,
                     ToJson toJson)
{
    QCommandLineParser parser;
    cli::CommonOptions o;
    if (const int exit = cli::parseSearchArgs(parser, o, command, args, what); exit >= 0)
        return exit;
    QTextStream err(stderr);
    bool ok = false;
    const int limit = parser.value(o.limit).toInt(&ok);
    if (!ok || limit < 1) {
        err << "umpire-cli " << command << ": --limit needs a positive number\n";
        return 2;
    }
    cli::OpenCompendium db;
    if (!cli::openCompendium(QLatin1String(command), parser.value(o.db), db))
        return 1;
    const QString query = parser.positionalArguments().join(QLatin1Char(' '));
    const auto results = search(*db.compendium, query, limit);
    if (parser.isSet(o.json)) {
        cli::printJson(toJson(query, results));
        return results.error ? 1 : 0;
    }
    if (results.error) {
        cli::printQueryError(query, *results.error, err);
        return 1;
    }
    QTextStream out(stdout);
    print(results, out);
    return 0;
}

}  // namespace

int runSearch(const QStringList &args)
{
    return runSearchCommand(
        "search", QStringLiteral("card compendium"), args,
        [](const database::Compendium &c, const QString &q, int limit) { return c.searchCards(q, limit); },
        cli::printCardResults, cli::cardResultsJson);
}

int runRules(const QStringList &args)
{
    return runSearchCommand(
        "rules", QStringLiteral("rules reference"), args,
        [](const database::Compendium &c, const QString &q, int limit) { return c.searchRules(q, limit); },
        cli::printRuleResults, cli::ruleResultsJson);
}

int runCard(const QStringList &args)
{
    QCommandLineParser parser;
    cli::CommonOptions o;
    parser.setApplicationDescription(QStringLiteral("Shows a card: by id (reap), by game/id (wotw/reap) or by its English or Russian name."));
    parser.addOptions({o.json, o.db});
    parser.addPositionalArgument(QStringLiteral("card"), QStringLiteral("The card."), QStringLiteral("ID"));
    if (const int exit = cli::parseCommandLine(parser, "card", args); exit >= 0)
        return exit;
    QTextStream err(stderr);
    if (parser.positionalArguments().isEmpty()) {
        err << "umpire-cli card: name the card, e.g. 'umpire-cli card wotw/reap'\n";
        return 2;
    }
    cli::OpenCompendium db;
    if (!cli::openCompendium(QStringLiteral("card"), parser.value(o.db), db))
        return 1;
    const QString reference = parser.positionalArguments().join(QLatin1Char(' '));
    const auto found = db.compendium->findCards(reference);
    if (found.empty()) {
        err << "umpire-cli card: no card '" << reference << "'; try 'umpire-cli search " << reference << "'\n";
        return 1;
    }
    QJsonArray cards;
    QTextStream out(stdout);
    for (size_t i = 0; i < found.size(); ++i) {
        const auto detail = db.compendium->card(found[i].game, found[i].id);
        if (!detail)
            continue;
        if (parser.isSet(o.json)) {
            cards.append(cli::cardJson(*detail));
        } else {
            if (i > 0)
                out << '\n';
            cli::printCard(*detail, out);
        }
    }
    if (parser.isSet(o.json))
        cli::printJson({{QStringLiteral("cards"), cards}});
    return 0;
}

int runRule(const QStringList &args)
{
    QCommandLineParser parser;
    cli::CommonOptions o;
    parser.setApplicationDescription(QStringLiteral("Shows a rule by its id, e.g. wotw.combat.defense."));
    parser.addOptions({o.json, o.db});
    parser.addPositionalArgument(QStringLiteral("rule"), QStringLiteral("The rule id."), QStringLiteral("RULE-ID"));
    if (const int exit = cli::parseCommandLine(parser, "rule", args); exit >= 0)
        return exit;
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1) {
        err << "umpire-cli rule: name one rule id, e.g. 'umpire-cli rule wotw.setup'\n";
        return 2;
    }
    cli::OpenCompendium db;
    if (!cli::openCompendium(QStringLiteral("rule"), parser.value(o.db), db))
        return 1;
    const auto rule = db.compendium->rule(parser.positionalArguments().constFirst());
    if (!rule) {
        err << "umpire-cli rule: no rule '" << parser.positionalArguments().constFirst()
            << "'; try 'umpire-cli rules " << parser.positionalArguments().constFirst() << "'\n";
        return 1;
    }
    if (parser.isSet(o.json)) {
        cli::printJson(cli::ruleJson(*rule));
    } else {
        QTextStream out(stdout);
        cli::printRule(*rule, out);
    }
    return 0;
}
