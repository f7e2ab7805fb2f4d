// Targeted mutations of simulated games: a test row breaks one line of a random legal game in one
// known way, and the checker must flag that very line with that rule. The generic harness
// (tests/fuzz/tst_ruleset_mutations.cpp) mutates blindly and only asks for a well-formed verdict;
// a game's targeted rows ask for the right rule at the right line.
#pragma once

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <functional>
#include <initializer_list>

namespace umpire::mutationtest {

using Lines = QList<QByteArray>;
using Words = QList<QByteArray>;
// Rewrites one line of `lines` (or inserts one) and returns its index, or -1 when the game
// offers no line to mutate this way.
using Mutate = std::function<int(Lines &lines)>;

Words words(const QByteArray &line);

// A move line: it starts with its turn or round number (not a tag, comment or blank line).
bool isMove(const QByteArray &line);

// The first move line whose words (at least three) satisfy `pick`, rewritten by `change`.
Mutate firstLine(std::function<bool(const Words &)> pick, std::function<QByteArray(const Words &)> change);

struct Games {
    QString gameId;
    int maxMoves = 400;          // each simulated game is cut after this many lines
    int wanted = 4;              // games to mutate, out of seeds 1..40
    bool mustFinish = false;     // every simulated game must reach its end
    // One fault, one finding: besides the errors at the mutated line, at most this many errors
    // on other lines, caused by it (DESIGN.md, "Checking"). A row that needs more says why in
    // `why` (the exceptions are listed in docs/notation.md, "One fault, one finding").
    int knockOnAllowed = 1;
    const char *why = nullptr;
};

// A mutation row allowed more errors on other lines than one fault gives, and why: listed in
// each game's test and in docs/notation.md ("One fault, one finding").
struct KnockOnException {
    const char *row;  // the QTest data tag
    const char *why;
};

// `games` with no limit on other lines' errors when the running row is one of `exceptions`.
Games allowingKnockOn(Games games, std::initializer_list<KnockOnException> exceptions);

// Simulates games of `games` with `tags`, mutates each and fails the running test unless every
// mutated line is flagged as an error of `rule` at that line, in at least three games, with no
// more than games.knockOnAllowed errors on any other line.
void expectFlaggedAtItsLine(const Games &games, const QByteArray &tags, const Mutate &mutate,
                            const QString &rule);

}  // namespace umpire::mutationtest

Q_DECLARE_METATYPE(umpire::mutationtest::Mutate)
