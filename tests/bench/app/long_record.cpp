#include "long_record.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "games/wotw/wotw_simulate.h"
#include "notation/parser.h"

namespace umpire::bench {

LongRecord longSimulatedRecord(int moves, std::uint64_t maxSeed, bool checked)
{
    const auto *rules = static_cast<const wotw::Ruleset *>(core::Catalog::builtin().find(u"wotw"));
    LongRecord out;
    if (!rules) {
        out.error = QStringLiteral("the catalog has no wotw ruleset");
        return out;
    }
    for (std::uint64_t seed = 1; seed <= maxSeed; ++seed) {
        const wotw::Simulation sim = wotw::simulate(*rules, seed, moves);
        if (sim.moves < moves)
            continue;  // the game ended earlier
        if (!checked) {
            out.text = sim.text;
            out.seed = seed;
            return out;
        }
        // The proof that the record is legal: the checker finds nothing.
        core::Replay::Options options;
        options.keepStates = false;
        const core::Replay replay =
                core::Replay::run(notation::parse(sim.text), core::Catalog::builtin(), options);
        if (replay.status() != core::Replay::Status::Checked || replay.stepCount() != moves ||
            !replay.findings().empty()) {
            out.error = QStringLiteral("the simulated game of seed %1 does not check cleanly (%2 findings%3)")
                                .arg(seed)
                                .arg(replay.findings().size())
                                .arg(replay.findings().empty()
                                             ? QString()
                                             : QStringLiteral(", first: ") + replay.findings().front().message);
            return out;
        }
        out.text = sim.text;
        out.seed = seed;
        return out;
    }
    out.error = QStringLiteral("no simulated game of seeds 1..%1 lasts %2 moves").arg(maxSeed).arg(moves);
    return out;
}

}  // namespace umpire::bench
