// libFuzzer target for the record parser (see docs/notation.md, "Fuzzing").
//
// Besides "no crash, no hang, no sanitizer report", it checks two properties on every input:
// diagnostics are sane (1-based positions, in source order, capped), and for an error-free
// record the canonical form is a fixed point: parse(print(r)) has no errors, the same tags
// and moves as r, and prints the same bytes again. A violation calls abort().
#include "notation/parser.h"
#include "record_equal.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace umpire::notation;

namespace {

[[noreturn]] void violation(const char *what, const QString &detail = QString())
{
    std::fprintf(stderr, "fuzz_notation: %s %s\n", what, qPrintable(detail));
    std::abort();
}

void checkDiagnostics(const Record &r)
{
    if (r.errors.size() > 1001)
        violation("more than 1000 errors plus the summary were reported");
    // A problem of the file as a whole (a UTF-16 file) is the one diagnostic, without position.
    if (r.errors.size() == 1 && r.errors.front().position == Position{} && r.source.isEmpty()
        && !r.errors.front().message.isEmpty())
        return;
    int lastLine = 0;
    for (const Diagnostic &d : r.errors) {
        if (d.position.line < 1 || d.position.column < 1)
            violation("a diagnostic has no position:", d.message);
        if (d.position.line < lastLine)
            violation("diagnostics are out of order:", d.message);
        if (d.message.isEmpty())
            violation("a diagnostic has no message");
        lastLine = d.position.line;
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Record r = parse(QByteArrayView(reinterpret_cast<const char *>(data), qsizetype(size)),
        QStringLiteral("fuzz.ugr"));
    checkDiagnostics(r);
    for (const Diagnostic &d : r.errors)
        (void)formatDiagnostic(r, d);
    // Spans must stay inside the source.
    for (const MoveLine &m : r.moves) {
        if (std::size_t(m.span.offset) + m.span.length > std::size_t(r.source.size()))
            violation("a move span leaves the source");
        (void)printMove(r, m);
    }

    if (!r.ok())
        return 0;
    const QByteArray printed = print(r);
    const Record again = parse(printed);
    if (!again.ok())
        violation("the canonical form does not parse:", again.errors.front().message);
    const QString difference = testing::describeRecordDifference(r, again);
    if (!difference.isEmpty())
        violation("the canonical form parses to a different record:", difference);
    if (print(again) != printed)
        violation("printing is not stable");
    return 0;
}
