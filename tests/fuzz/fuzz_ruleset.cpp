// libFuzzer targets for one game's ruleset, all built from this driver (tests/fuzz/
// CMakeLists.txt, docs/notation.md, "Fuzzing"):
// - fuzz_ruleset_<game>: the deep target. Every input gets the fast checks of
//   checkRulesetInput (ruleset_check.h), and one in UMPIRE_FUZZ_DEEP_EVERY also the legal-move
//   re-checks, which cost about forty times the rest;
// - fuzz_fast_<game>: the fast checks only, with libFuzzer's byte-level mutations;
// - fuzz_grammar_<game>: the fast checks, with the record-aware mutator (record_mutator.h).
// A broken promise aborts with a message, like a crash.
#include "ruleset_check.h"

#ifdef UMPIRE_FUZZ_GRAMMAR
#include "record_mutator.h"

#include <cstring>
#endif

#include <QHash>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

fuzzing::Depth depthFor(QByteArrayView input)
{
#if UMPIRE_FUZZ_DEEP_EVERY > 0
    // By the input's hash, not at random: a crash file reproduces at the same depth.
    if (qHash(input) % UMPIRE_FUZZ_DEEP_EVERY == 0)
        return fuzzing::Depth::Deep;
#endif
    (void)input;
    return fuzzing::Depth::Fast;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView input(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString problem =
            fuzzing::checkRulesetInput(QStringLiteral(UMPIRE_FUZZ_GAME), input, depthFor(input));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_ruleset_%s: %s\n", UMPIRE_FUZZ_GAME, qPrintable(problem));
        std::abort();
    }
    return 0;
}

#ifdef UMPIRE_FUZZ_GRAMMAR
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t *data, std::size_t size, std::size_t maxSize);

namespace {

std::size_t copyOut(const QByteArray &mutated, std::uint8_t *out)
{
    std::memcpy(out, mutated.constData(), std::size_t(mutated.size()));
    return std::size_t(mutated.size());
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t *data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed)
{
    static const fuzzing::Tokens dictionary = fuzzing::gameTokens(QStringLiteral(UMPIRE_FUZZ_GAME));
    // One in eight byte-level: the parser's own error paths stay covered.
    if (seed % 8 == 0)
        return LLVMFuzzerMutate(data, size, maxSize);
    const QByteArray mutated = fuzzing::mutateRecord(
            QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)), maxSize, seed,
            dictionary);
    if (mutated.isEmpty())
        return LLVMFuzzerMutate(data, size, maxSize);
    return copyOut(mutated, data);
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t *first, std::size_t firstSize,
                                                 const std::uint8_t *second, std::size_t secondSize,
                                                 std::uint8_t *out, std::size_t maxOutSize,
                                                 unsigned int seed)
{
    return copyOut(fuzzing::crossOverRecords(
                           QByteArrayView(reinterpret_cast<const char *>(first), qsizetype(firstSize)),
                           QByteArrayView(reinterpret_cast<const char *>(second), qsizetype(secondSize)),
                           maxOutSize, seed),
                   out);
}
#endif
