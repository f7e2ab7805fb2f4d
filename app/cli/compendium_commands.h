// umpire-cli's compendium commands: build-db, search, card, rules, rule.
// The run* functions are registered in commands.cpp; the print functions are separate so
// tests can drive them with their own compendium and streams.
#pragma once

#include "database/query.h"
#include "database/search.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace umpire::cli {

// Prints `error` for `query` with a caret line under the offending span.
void printQueryError(const QString &query, const database::QueryError &error, QTextStream &err);

void printCardResults(const database::SearchResults<database::CardSummary> &results, QTextStream &out);
void printRuleResults(const database::SearchResults<database::RuleSummary> &results, QTextStream &out);
void printCard(const database::CardDetail &card, QTextStream &out);
void printRule(const database::RuleDetail &rule, QTextStream &out);

QJsonObject cardResultsJson(const QString &query, const database::SearchResults<database::CardSummary> &results);
QJsonObject ruleResultsJson(const QString &query, const database::SearchResults<database::RuleSummary> &results);
QJsonObject cardJson(const database::CardDetail &card);
QJsonObject ruleJson(const database::RuleDetail &rule);

}  // namespace umpire::cli

int runBuildDb(const QStringList &args);  // umpire-cli build-db OUT.sqlite [--games DIR]
int runSearch(const QStringList &args);   // umpire-cli search [--json] [--limit N] QUERY...
int runCard(const QStringList &args);     // umpire-cli card [--json] ID|GAME/ID|NAME
int runRules(const QStringList &args);    // umpire-cli rules [--json] [--limit N] QUERY...
int runRule(const QStringList &args);     // umpire-cli rule [--json] RULE-ID
