// The game data of resources/games/<id>/ as plain values, after validation.
//
// The loader (data_loader.h) fills these from game.json, cards.json and rules.md; the builder
// (builder.h) writes them to SQLite. Nothing here knows about JSON or SQL.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace umpire::database {

// A text in English with an optional Russian translation (`{"en": …, "ru": …}`).
struct LocalizedText {
    QString en;
    QString ru;  // empty when the data gives none
};

// Where a fact comes from: a file in shared/seeds/ and a section of it.
struct Source {
    QString file;
    QString section;
};

// The provenance of one object: its sources, and the fields whose values the project
// assumed, each with a one-line reason (`"assumed": {"cost": "…"}`).
struct Provenance {
    std::vector<Source> sources;
    std::vector<std::pair<QString, QString>> assumed;  // (dotted field path, reason), file order
};

struct Side {
    QString id;
    LocalizedText name;
};

struct Variant {
    QString id;
    LocalizedText name;
    LocalizedText text;
    QString rule;  // may be empty
};

struct Component {
    QString id;
    LocalizedText name;
    QString kind;  // board, miniature, token, marker, card, die, deck, counter, template, other
    QString side;  // empty for shared components
    std::optional<int> count;
    LocalizedText text;
    QString rule;
    Provenance provenance;
    QJsonObject json;  // the component exactly as written (contents, unit ids, …)
};

struct Term {
    QString id;
    LocalizedText term;
    LocalizedText definition;
    QString rule;
    Provenance provenance;
};

struct CardOption {
    QString id;
    LocalizedText text;
    bool removesCard = false;
};

struct Card {
    QString id;
    LocalizedText name;
    QString type;
    QString side;  // empty when the card belongs to no side
    std::optional<int> cost;
    std::optional<int> count;
    int starting = 0;
    QString rarity;  // empty when the game has no rarities
    LocalizedText text;
    std::vector<CardOption> options;
    std::vector<std::pair<QString, double>> stats;  // file order
    QStringList flags;
    QStringList rules;  // rule ids, in the order the card lists them
    Provenance provenance;
    QJsonObject json;   // the card exactly as written, for fields the schema does not model
};

// One labelled reading of a clarification: ("English", "…"), ("Russian", "…"), ("A", "…").
struct Reading {
    QString label;
    QString key;  // the value a record tag selects it by, from `- English reading (`english`):`
    QString text;
    QString labelRu;  // from rules.ru.md, empty when the game has no Russian text
    QString textRu;
};

// A heading of rules.md under `<game>.clarifications`, with its structured lines.
struct Clarification {
    std::vector<Reading> readings;
    QString adopted;
    QString why;
    QString recordTag;  // e.g. `[Reading "russian"]`, empty when a record cannot choose
    QString adoptedRu;  // from rules.ru.md
    QString whyRu;
};

// One heading of rules.md. The headings form a tree (parent ids); the section number is
// derived from the order of the headings: the game's `#` title is the root and has none,
// its `##` children are "1", "2", … and their children "2.1", "2.2", …
struct Rule {
    QString id;
    QString parent;  // empty for the root
    int level = 1;   // the number of '#'
    int position = 0;  // 0-based order of the heading in the file
    int line = 0;      // 1-based line of the heading, for messages
    QString section;
    LocalizedText title;
    QString body;      // Markdown, without the Source: lines
    // The Russian text from rules.ru.md (docs/data-format.md); `russian` is true when that
    // file has this heading (a chapter heading may have an empty body in both languages).
    QString bodyRu;
    bool russian = false;
    QStringList sourceLines;  // the text after each `Source:`
    std::optional<Clarification> clarification;
};

struct Game {
    QString id;
    QString directory;  // where it was read from, for messages
    LocalizedText name;
    int playersMin = 0;
    int playersMax = 0;  // 0 when there is no upper limit ("2+")
    std::vector<Side> sides;
    std::vector<Variant> variants;
    std::vector<Component> components;
    std::vector<Term> terms;
    std::vector<Card> cards;
    std::vector<Rule> rules;  // in file order
    Provenance provenance;
    QJsonObject json;  // game.json exactly as written

    const Side *side(QStringView sideId) const;
    const Rule *rule(QStringView ruleId) const;
};

}  // namespace umpire::database
