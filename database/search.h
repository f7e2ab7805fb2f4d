// Reading the compendium: card and rule search with the query language, and detail lookups.
// Every SQL string of the read side lives here, as prepared statements with bound values.
#pragma once

#include "query.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace umpire::database {

struct CardSummary {
    QString game;
    QString id;
    QString nameEn;
    QString nameRu;
    QString type;
    QString side;
    std::optional<int> cost;
    std::optional<int> count;
    int starting = 0;
    QString rarity;
    QString kind;  // a component's kind (token, miniature, board, …); empty for a card
    QString textEn;
    bool nameHit = false;  // the words matched the card's name (such hits rank first)

    // A component of game.json rather than a card: type "component" (docs/search.md).
    bool isComponent() const { return type == QLatin1String("component"); }
};

struct RuleSummary {
    QString game;
    QString id;
    QString section;  // "2.3.1"; empty for a game's root heading
    QString titleEn;
    QString titleRu;
    QString snippet;   // the start of the body, for result lists
    QString snippetRu; // the same of the Russian body; empty when the rule has none
    bool nameHit = false;
};

template <typename Hit>
struct SearchResults {
    std::vector<Hit> hits;      // best first
    std::optional<QueryError> error;  // set when the query is malformed; hits is then empty
    bool truncated = false;     // more hits than the limit
};

struct RuleLink {
    QString id;
    QString section;
    QString titleEn;
    QString titleRu;
};

struct SourceRef {
    QString file;
    QString section;
};

struct AssumedField {
    QString field;
    QString reason;
};

// A card, or a component (then options, stats and flags are empty, and `rules` holds the
// component's one rule).
struct CardDetail {
    CardSummary card;
    QString textRu;
    struct Option {
        QString id;
        QString textEn;
        QString textRu;
        bool removesCard = false;
    };
    std::vector<Option> options;
    std::vector<std::pair<QString, double>> stats;
    QStringList flags;
    std::vector<RuleLink> rules;
    std::vector<SourceRef> sources;
    std::vector<AssumedField> assumed;  // shown with a marker in the app
    QString json;  // the card as written in cards.json (a component: as in game.json)
};

struct RuleDetail {
    QString game;
    QString id;
    QString section;
    QString titleEn;
    QString titleRu;
    QString body;
    QString bodyRu;       // rules.ru.md's text; empty when it has none
    bool hasRussian = false;  // rules.ru.md has this heading (its body may be empty, as in English)
    QStringList sources;  // the Source: lines
    std::optional<RuleLink> parent;
    std::vector<RuleLink> children;
    std::vector<std::pair<QString, QString>> cards;  // (game, card id) of cards (not components) citing this rule
    struct Reading {
        QString label;  // "English", "Russian", "A"
        QString key;    // what a record's [Reading] tag names it by; may be empty
        QString text;
        QString labelRu;  // empty when the game has no Russian text of the rules
        QString textRu;
    };
    std::vector<Reading> readings;  // for clarifications
    QString adopted;
    QString why;
    QString adoptedRu;
    QString whyRu;
    QString recordTag;
};

struct GlossaryEntry {
    QString game;
    QString id;
    QString termEn;
    QString termRu;
    QString definitionEn;
    QString definitionRu;
    QString rule;
};

struct StatementCache;

// A read-only view of an open compendium connection. Not thread-safe: use one per thread
// (copies share their prepared statements). Destroy it before removing the connection.
class Compendium {
public:
    explicit Compendium(QSqlDatabase database);

    // Cards and components matching `query` (docs/search.md), best first: hits in a name
    // before hits in a text, cards before components, then by bm25. An empty query lists every
    // card by game and name, then every component.
    SearchResults<CardSummary> searchCards(const QString &query, int limit = 50) const;
    // Rules matching `query`; fields that only cards have (side, cost, …) are errors.
    SearchResults<RuleSummary> searchRules(const QString &query, int limit = 50) const;

    // The cards with this id in any game, or with "game/id" the one card (never components).
    std::vector<CardSummary> findCards(const QString &reference) const;
    std::optional<CardDetail> card(const QString &game, const QString &id) const;
    // A component of game.json, as card search lists it (type "component").
    std::optional<CardDetail> component(const QString &game, const QString &id) const;
    std::optional<RuleDetail> rule(const QString &id) const;
    std::vector<GlossaryEntry> glossary(const QString &game) const;
    // Rule ids cited by cards that no rule defines (the builder refuses such data, so a
    // correct file has none).
    QStringList danglingCardRuleLinks() const;

    const QSqlDatabase &database() const { return db_; }

private:
    std::optional<CardDetail> entry(const QString &game, const QString &id, bool component) const;

    QSqlDatabase db_;
    std::shared_ptr<StatementCache> statements_;  // the search statements, prepared once
};

}  // namespace umpire::database
