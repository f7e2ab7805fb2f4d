// What every ruleset promises on any input, checked the way the fuzz targets and the
// regression and mutation tests all do (docs/notation.md, "Fuzzing").
//
// The input bytes, under a [Game] tag naming the game, go through the whole checker as the
// app runs it — parse, Replay::run (decode, apply, finish), the states of a few steps rebuilt
// from checkpoints — and, at Depth::Deep, the legal moves of two states are listed, encoded,
// decoded again and applied. Besides "no crash, no hang, no sanitizer report":
// - every finding cites a rule id of the game's rules.md, says something, briefly (a quoted
//   record value is cut, so no message is long), and sits at a line of the record;
// - a state rebuilt from a checkpoint, with the next move applied again, equals the state the
//   run played to (toString), and states encode (toString, toJson) without a crash;
// - (Deep) a finished game has no legal moves;
// - (Deep) a legal move encodes to a line that parses, decodes with no finding to a move that
//   encodes to the same line, and breaks no rule when applied.
// The legal-move checks cost about forty times the rest: the fast fuzz targets leave them
// out, the deep ones run them on a sample of their inputs, the tests on every input.
#pragma once

#include <QByteArrayView>
#include <QString>

namespace fuzzing {

enum class Depth {
    Fast,  // parse, replay, findings and rebuilt states
    Deep,  // and the legal moves of the last state and of one in the middle
};

// Runs `input` through the built-in ruleset of `game` as above. Returns an empty string when
// every promise holds, else one line describing the first broken one.
QString checkRulesetInput(const QString &game, QByteArrayView input, Depth depth = Depth::Deep);

}  // namespace fuzzing
