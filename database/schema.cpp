#include "schema.h"

namespace umpire::database {

const QStringList &schemaStatements()
{
    // unicode61 with remove_diacritics 2 folds case and accents in every script; the prefix
    // indexes make as-you-type prefix queries ("tri" -> Tripod) index lookups, not scans.
    static const QStringList statements{
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE games (id TEXT PRIMARY KEY, name_en TEXT NOT NULL, name_ru TEXT,"
                       " name_key_en TEXT NOT NULL, name_key_ru TEXT, players_min INTEGER, players_max INTEGER,"
                       " position INTEGER NOT NULL, json TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE sides (game TEXT NOT NULL REFERENCES games(id), id TEXT NOT NULL,"
                       " name_en TEXT NOT NULL, name_ru TEXT, name_key_en TEXT NOT NULL, name_key_ru TEXT,"
                       " position INTEGER NOT NULL, PRIMARY KEY (game, id))"),
        QStringLiteral("CREATE TABLE variants (game TEXT NOT NULL REFERENCES games(id), id TEXT NOT NULL,"
                       " name_en TEXT NOT NULL, name_ru TEXT, text_en TEXT, text_ru TEXT,"
                       " rule_id TEXT REFERENCES rules(id), position INTEGER NOT NULL, PRIMARY KEY (game, id))"),
        // Cards and the components of game.json, one searchable list: a component has type
        // "component" and its `kind`; a card and a component may share an id (the Tripod card
        // and the tripod miniature), so the key includes whether the row is a component.
        QStringLiteral("CREATE TABLE cards (rowid INTEGER PRIMARY KEY, game TEXT NOT NULL REFERENCES games(id),"
                       " id TEXT NOT NULL, name_en TEXT NOT NULL, name_ru TEXT, type TEXT NOT NULL, side TEXT,"
                       " cost INTEGER, count INTEGER, starting INTEGER NOT NULL DEFAULT 0, rarity TEXT,"
                       " kind TEXT, text_en TEXT NOT NULL, text_ru TEXT, position INTEGER NOT NULL,"
                       " json TEXT NOT NULL)"),
        QStringLiteral("CREATE UNIQUE INDEX cards_by_key ON cards (game, type = 'component', id)"),
        QStringLiteral("CREATE INDEX cards_by_id ON cards (id)"),
        QStringLiteral("CREATE TABLE card_options (card INTEGER NOT NULL REFERENCES cards(rowid),"
                       " position INTEGER NOT NULL, id TEXT NOT NULL, text_en TEXT NOT NULL, text_ru TEXT,"
                       " removes_card INTEGER NOT NULL, PRIMARY KEY (card, position))"),
        QStringLiteral("CREATE TABLE card_stats (card INTEGER NOT NULL REFERENCES cards(rowid), name TEXT NOT NULL,"
                       " value REAL NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (card, name))"),
        QStringLiteral("CREATE TABLE card_flags (card INTEGER NOT NULL REFERENCES cards(rowid), flag TEXT NOT NULL,"
                       " PRIMARY KEY (card, flag))"),
        QStringLiteral("CREATE TABLE card_rules (card INTEGER NOT NULL REFERENCES cards(rowid),"
                       " rule_id TEXT NOT NULL REFERENCES rules(id), position INTEGER NOT NULL,"
                       " PRIMARY KEY (card, rule_id))"),
        QStringLiteral("CREATE INDEX card_rules_by_rule ON card_rules (rule_id)"),
        QStringLiteral("CREATE TABLE rules (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
                       " game TEXT NOT NULL REFERENCES games(id), parent_id TEXT REFERENCES rules(id),"
                       " level INTEGER NOT NULL, position INTEGER NOT NULL, section TEXT NOT NULL,"
                       " title_en TEXT NOT NULL, title_ru TEXT, body TEXT NOT NULL, body_ru TEXT, sources TEXT NOT NULL)"),
        QStringLiteral("CREATE INDEX rules_by_parent ON rules (parent_id, position)"),
        QStringLiteral("CREATE TABLE clarifications (rule_id TEXT PRIMARY KEY REFERENCES rules(id),"
                       " adopted TEXT NOT NULL, why TEXT, record_tag TEXT, adopted_ru TEXT, why_ru TEXT)"),
        QStringLiteral("CREATE TABLE clarification_readings (rule_id TEXT NOT NULL REFERENCES clarifications(rule_id),"
                       " position INTEGER NOT NULL, label TEXT NOT NULL, key TEXT, text TEXT NOT NULL, label_ru TEXT, text_ru TEXT,"
                       " PRIMARY KEY (rule_id, position))"),
        QStringLiteral("CREATE TABLE glossary (game TEXT NOT NULL REFERENCES games(id), id TEXT NOT NULL,"
                       " term_en TEXT NOT NULL, term_ru TEXT, definition_en TEXT NOT NULL, definition_ru TEXT,"
                       " rule_id TEXT REFERENCES rules(id), position INTEGER NOT NULL, PRIMARY KEY (game, id))"),
        QStringLiteral("CREATE TABLE sources (game TEXT NOT NULL, object_kind TEXT NOT NULL, object_id TEXT NOT NULL,"
                       " position INTEGER NOT NULL, file TEXT NOT NULL, section TEXT,"
                       " PRIMARY KEY (game, object_kind, object_id, position))"),
        QStringLiteral("CREATE TABLE assumed (game TEXT NOT NULL, object_kind TEXT NOT NULL, object_id TEXT NOT NULL,"
                       " field TEXT NOT NULL, reason TEXT NOT NULL, PRIMARY KEY (game, object_kind, object_id, field))"),
        QStringLiteral("CREATE VIRTUAL TABLE cards_fts USING fts5(name_en, name_ru, text_en, text_ru,"
                       " tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4')"),
        // body_ru: the Russian text of rules.ru.md, so a Russian word finds the rule it is in.
        QStringLiteral("CREATE VIRTUAL TABLE rules_fts USING fts5(title_en, title_ru, body, glossary, body_ru,"
                       " tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4')"),
    };
    return statements;
}

QString foldForSearch(QString text)
{
    text.replace(QChar(0x0451), QChar(0x0435));  // ё -> е
    text.replace(QChar(0x0401), QChar(0x0415));  // Ё -> Е
    return text;
}

QString foldKey(const QString &text)
{
    return foldForSearch(text.trimmed()).toCaseFolded();
}

}  // namespace umpire::database
