#include "builder.h"

#include "connection.h"
#include "data_loader.h"
#include "schema.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

namespace umpire::database {

namespace {

QVariant orNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

// Qt binds a null QString as SQL NULL; NOT NULL text columns get "" instead.
QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QVariant orNull(const std::optional<int> &v)
{
    return v ? QVariant(*v) : QVariant();
}

// Thrown by Writer on the first SQLite failure; caught in writeCompendium.
struct SqlFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class Writer {
public:
    explicit Writer(QSqlDatabase db) : db_(std::move(db)) {}

    void exec(const QString &sql)
    {
        QSqlQuery q(db_);
        if (!q.exec(sql))
            throw SqlFailure(QStringLiteral("%1: %2").arg(sql.left(60), q.lastError().text()).toStdString());
    }

    // Runs the prepared insert `sql` with `values` bound in order.
    QVariant insert(const QString &sql, const QVariantList &values)
    {
        auto it = prepared_.find(sql);
        if (it == prepared_.end()) {
            QSqlQuery q(db_);
            if (!q.prepare(sql))
                throw SqlFailure(QStringLiteral("%1: %2").arg(sql.left(60), q.lastError().text()).toStdString());
            it = prepared_.emplace(sql, std::move(q)).first;
        }
        QSqlQuery &q = it->second;
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, values[i]);
        if (!q.exec())
            throw SqlFailure(QStringLiteral("%1: %2").arg(sql.left(60), q.lastError().text()).toStdString());
        return q.lastInsertId();
    }

    void provenance(const QString &game, const QString &kind, const QString &id, const Provenance &p)
    {
        for (size_t i = 0; i < p.sources.size(); ++i)
            insert(QStringLiteral("INSERT INTO sources (game, object_kind, object_id, position, file, section)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"),
                   {game, kind, id, int(i), p.sources[i].file, orNull(p.sources[i].section)});
        for (const auto &[field, reason] : p.assumed)
            insert(QStringLiteral("INSERT INTO assumed (game, object_kind, object_id, field, reason, reason_ru)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"),
                   {game, kind, id, field, reason, orNull(p.assumedRu.value(field))});
    }

    void game(const Game &g, int position)
    {
        insert(QStringLiteral("INSERT INTO games (id, name_en, name_ru, name_key_en, name_key_ru, players_min,"
                              " players_max, position, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
               {g.id, g.name.en, orNull(g.name.ru), foldKey(g.name.en), orNull(foldKey(g.name.ru)),
                g.playersMin ? QVariant(g.playersMin) : QVariant(), g.playersMax ? QVariant(g.playersMax) : QVariant(),
                position, QString::fromUtf8(QJsonDocument(g.json).toJson(QJsonDocument::Compact))});
        provenance(g.id, QStringLiteral("game"), g.id, g.provenance);
        for (size_t i = 0; i < g.sides.size(); ++i) {
            const Side &s = g.sides[i];
            insert(QStringLiteral("INSERT INTO sides (game, id, name_en, name_ru, name_key_en, name_key_ru, position)"
                                  " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                   {g.id, s.id, s.name.en, orNull(s.name.ru), foldKey(s.name.en), orNull(foldKey(s.name.ru)), int(i)});
        }
        for (size_t i = 0; i < g.variants.size(); ++i) {
            const Variant &v = g.variants[i];
            insert(QStringLiteral("INSERT INTO variants (game, id, name_en, name_ru, text_en, text_ru, rule_id, position)"
                                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                   {g.id, v.id, v.name.en, orNull(v.name.ru), orNull(v.text.en), orNull(v.text.ru), orNull(v.rule), int(i)});
        }
        rules(g);
        for (size_t i = 0; i < g.components.size(); ++i)
            component(g, g.components[i], int(i));
        for (size_t i = 0; i < g.terms.size(); ++i) {
            const Term &t = g.terms[i];
            insert(QStringLiteral("INSERT INTO glossary (game, id, term_en, term_ru, definition_en, definition_ru,"
                                  " rule_id, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                   {g.id, t.id, t.term.en, orNull(t.term.ru), t.definition.en, orNull(t.definition.ru), orNull(t.rule), int(i)});
            provenance(g.id, QStringLiteral("term"), t.id, t.provenance);
        }
        for (size_t i = 0; i < g.cards.size(); ++i)
            card(g, g.cards[i], int(i));
    }

    void rules(const Game &g)
    {
        for (const Rule &r : g.rules) {
            const QVariant rowid = insert(
                QStringLiteral("INSERT INTO rules (id, game, parent_id, level, position, section, title_en, title_ru,"
                               " body, body_ru, sources) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                {r.id, g.id, orNull(r.parent), r.level, r.position, notNull(r.section), r.title.en, orNull(r.title.ru),
                 notNull(r.body), r.russian ? notNull(r.bodyRu) : QVariant(), notNull(r.sourceLines.join(QLatin1Char('\n')))});
            // The glossary entries that cite a rule are searchable as part of it.
            QStringList glossary;
            for (const Term &t : g.terms)
                if (t.rule == r.id)
                    glossary << t.term.en << t.term.ru << t.definition.en << t.definition.ru;
            insert(QStringLiteral("INSERT INTO rules_fts (rowid, title_en, title_ru, body, glossary, body_ru) VALUES (?, ?, ?, ?, ?, ?)"),
                   {rowid, foldForSearch(r.title.en), notNull(foldForSearch(r.title.ru)), notNull(foldForSearch(r.body)),
                    notNull(foldForSearch(glossary.join(QLatin1Char('\n')))), notNull(foldForSearch(r.bodyRu))});
            if (!r.clarification)
                continue;
            const Clarification &c = *r.clarification;
            insert(QStringLiteral("INSERT INTO clarifications (rule_id, adopted, why, record_tag, adopted_ru, why_ru)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"),
                   {r.id, c.adopted, orNull(c.why), orNull(c.recordTag), orNull(c.adoptedRu), orNull(c.whyRu)});
            for (size_t i = 0; i < c.readings.size(); ++i)
                insert(QStringLiteral("INSERT INTO clarification_readings (rule_id, position, label, key, text, label_ru, text_ru)"
                                      " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                       {r.id, int(i), c.readings[i].label, orNull(c.readings[i].key), c.readings[i].text,
                        orNull(c.readings[i].labelRu), orNull(c.readings[i].textRu)});
        }
    }

    void card(const Game &g, const Card &c, int position)
    {
        const QVariant rowid = insert(
            QStringLiteral("INSERT INTO cards (game, id, name_en, name_ru, type, side, cost, count, starting, rarity,"
                           " text_en, text_ru, position, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {g.id, c.id, c.name.en, orNull(c.name.ru), c.type, orNull(c.side), orNull(c.cost), orNull(c.count), c.starting,
             orNull(c.rarity), c.text.en, orNull(c.text.ru), position,
             QString::fromUtf8(QJsonDocument(c.json).toJson(QJsonDocument::Compact))});
        QStringList textEn{c.text.en}, textRu{c.text.ru};
        for (size_t i = 0; i < c.options.size(); ++i) {
            const CardOption &o = c.options[i];
            insert(QStringLiteral("INSERT INTO card_options (card, position, id, text_en, text_ru, removes_card)"
                                  " VALUES (?, ?, ?, ?, ?, ?)"),
                   {rowid, int(i), o.id, o.text.en, orNull(o.text.ru), o.removesCard ? 1 : 0});
            textEn << o.text.en;
            textRu << o.text.ru;
        }
        for (size_t i = 0; i < c.stats.size(); ++i)
            insert(QStringLiteral("INSERT INTO card_stats (card, name, value, position) VALUES (?, ?, ?, ?)"),
                   {rowid, c.stats[i].first, c.stats[i].second, int(i)});
        for (const QString &flag : c.flags)
            insert(QStringLiteral("INSERT OR IGNORE INTO card_flags (card, flag) VALUES (?, ?)"), {rowid, flag});
        for (qsizetype i = 0; i < c.rules.size(); ++i)
            insert(QStringLiteral("INSERT INTO card_rules (card, rule_id, position) VALUES (?, ?, ?)"), {rowid, c.rules[i], int(i)});
        insert(QStringLiteral("INSERT INTO cards_fts (rowid, name_en, name_ru, text_en, text_ru) VALUES (?, ?, ?, ?, ?)"),
               {rowid, foldForSearch(c.name.en), foldForSearch(c.name.ru), foldForSearch(textEn.join(QLatin1Char('\n'))),
                foldForSearch(textRu.join(QLatin1Char('\n')))});
        provenance(g.id, QStringLiteral("card"), c.id, c.provenance);
    }

    // A component of game.json becomes a row of `cards` with type "component" (schema.h), so
    // card search finds it. Its searchable text also names what it contains ("contents": card
    // ids and counts), so "balloon" finds the token set that holds the Barrage Balloons token.
    void component(const Game &g, const Component &c, int position)
    {
        const QVariant rowid = insert(
            QStringLiteral("INSERT INTO cards (game, id, name_en, name_ru, type, side, count, kind, text_en, text_ru,"
                           " position, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            {g.id, c.id, c.name.en, orNull(c.name.ru), QString(kComponentType), orNull(c.side), orNull(c.count), c.kind,
             notNull(c.text.en), orNull(c.text.ru), position,
             QString::fromUtf8(QJsonDocument(c.json).toJson(QJsonDocument::Compact))});
        if (!c.rule.isEmpty())
            insert(QStringLiteral("INSERT INTO card_rules (card, rule_id, position) VALUES (?, ?, ?)"), {rowid, c.rule, 0});
        QStringList textEn{c.text.en}, textRu{c.text.ru};
        const QJsonObject contents = c.json.value(QLatin1String("contents")).toObject();
        for (auto it = contents.constBegin(); it != contents.constEnd(); ++it) {
            const auto card = std::find_if(g.cards.cbegin(), g.cards.cend(), [&](const Card &k) { return k.id == it.key(); });
            if (card != g.cards.cend()) {
                textEn << card->name.en;
                textRu << card->name.ru;
            } else {
                // Not a card (the Invasion ship token): its id is the best name there is.
                textEn << QString(it.key()).replace(QLatin1Char('-'), QLatin1Char(' '));
            }
        }
        insert(QStringLiteral("INSERT INTO cards_fts (rowid, name_en, name_ru, text_en, text_ru) VALUES (?, ?, ?, ?, ?)"),
               {rowid, foldForSearch(c.name.en), foldForSearch(c.name.ru), foldForSearch(textEn.join(QLatin1Char('\n'))),
                foldForSearch(textRu.join(QLatin1Char('\n')))});
        provenance(g.id, QStringLiteral("component"), c.id, c.provenance);
    }

private:
    QSqlDatabase db_;
    std::map<QString, QSqlQuery> prepared_;
};

}  // namespace

QString writeCompendium(const std::vector<Game> &games, const QString &path, const QByteArray &fingerprint)
{
    ScopedConnection connection(path, ScopedConnection::Mode::ReadWriteCreate);
    if (!connection.isOpen())
        return QStringLiteral("cannot create %1: %2").arg(path, connection.lastError());
    try {
        Writer w(connection.database());
        // A fresh file that is renamed into place at the end: no journal is needed.
        w.exec(QStringLiteral("PRAGMA journal_mode = OFF"));
        w.exec(QStringLiteral("PRAGMA synchronous = OFF"));
        w.exec(QStringLiteral("BEGIN"));
        for (const QString &statement : schemaStatements())
            w.exec(statement);
        w.insert(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"),
                 {QStringLiteral("schema_version"), QString::number(kSchemaVersion)});
        w.insert(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?)"),
                 {QStringLiteral("data_fingerprint"), QString::fromLatin1(fingerprint.toHex())});
        int position = 0;
        for (const Game &g : games)
            w.game(g, position++);
        w.exec(QStringLiteral("INSERT INTO cards_fts (cards_fts) VALUES ('optimize')"));
        w.exec(QStringLiteral("INSERT INTO rules_fts (rules_fts) VALUES ('optimize')"));
        w.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
        w.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
        w.exec(QStringLiteral("COMMIT"));
        w.exec(QStringLiteral("VACUUM"));
    } catch (const SqlFailure &e) {
        return QStringLiteral("writing %1 failed: %2").arg(path, QString::fromStdString(e.what()));
    }
    return {};
}

QByteArray dataFingerprint(const QString &gamesRoot)
{
    QStringList files;
    for (QDirIterator it(gamesRoot, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        files << QDir(gamesRoot).relativeFilePath(it.next());
    files.sort();
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &f : files) {
        QFile file(QDir(gamesRoot).filePath(f));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QByteArray name = f.toUtf8();
        const QByteArray content = file.readAll();
        // Lengths first, so ("ab", "c") and ("a", "bc") hash differently.
        hash.addData(QByteArray::number(name.size()) + ':' + name + QByteArray::number(content.size()) + ':');
        hash.addData(content);
    }
    return hash.result();
}

namespace {

bool existsButIsNotARegularFile(const QString &path)
{
    std::error_code ec;
    // symlink_status: a symbolic link is refused as itself, not followed to what it names.
    const auto status = std::filesystem::symlink_status(std::filesystem::path(path.toStdU16String()), ec);
    return !ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status);
}

// Why the compendium may not be written to `out` through `temporary`, or an empty string. The
// rename at the end replaces whatever is at `out`: run as root, a device node, a FIFO or a
// symbolic link would be replaced by a database file. So only a regular file (or nothing) is
// replaced, and no folder is created: the user names a file in a folder that exists.
QString destinationProblem(const QString &out, const QString &temporary)
{
    if (existsButIsNotARegularFile(out))
        return QStringLiteral("%1 exists and is not a regular file; it is left as it is").arg(out);
    if (existsButIsNotARegularFile(temporary))
        return QStringLiteral("%1 (the file written before the rename) exists and is not a regular file").arg(temporary);
    const QFileInfo folder(QFileInfo(out).absolutePath());
    if (!folder.isDir())
        return QStringLiteral("the folder %1 does not exist; create it first").arg(folder.filePath());
    return {};
}

}  // namespace

BuildResult buildCompendium(const QString &gamesRoot, const QString &outPath)
{
    BuildResult result;
    const std::vector<Game> games = loadGames(gamesRoot, result.diagnostics);
    if (result.diagnostics.hasErrors())
        return result;
    for (const Game &g : games) {
        ++result.games;
        result.cards += int(g.cards.size());
        result.rules += int(g.rules.size());
    }

    const QFileInfo out(outPath);
    const QString temporary = out.absoluteFilePath() + QStringLiteral(".part");
    if (const QString refusal = destinationProblem(out.absoluteFilePath(), temporary); !refusal.isEmpty()) {
        result.diagnostics.error(outPath, 0, 0, refusal);
        return result;
    }
    QFile::remove(temporary);
    const QString failure = writeCompendium(games, temporary, dataFingerprint(gamesRoot));
    if (!failure.isEmpty()) {
        QFile::remove(temporary);
        result.diagnostics.error(outPath, 0, 0, failure);
        return result;
    }
    // std::filesystem::rename replaces an existing file atomically (QFile::rename will not).
    std::error_code ec;
    std::filesystem::rename(std::filesystem::path(temporary.toStdU16String()),
                            std::filesystem::path(out.absoluteFilePath().toStdU16String()), ec);
    if (ec) {
        QFile::remove(temporary);
        result.diagnostics.error(outPath, 0, 0, QStringLiteral("cannot move the new file into place: %1")
                                                     .arg(QString::fromStdString(ec.message())));
        return result;
    }
    result.ok = true;
    return result;
}

}  // namespace umpire::database
