#include "random_game.h"

#include "core/rng.h"
#include "notation/parser.h"

namespace testing {

RandomGame randomGame(const umpire::core::Ruleset &ruleset, quint32 seed, int maxMoves)
{
    RandomGame game;
    game.text = "[Game \"" + ruleset.info().id.toUtf8() + "\"]\n\n";
    const umpire::notation::Record header = umpire::notation::parse(game.text);

    umpire::core::Findings findings;
    umpire::core::Reporter reporter(findings);
    std::unique_ptr<umpire::core::State> state = ruleset.initialState(header, reporter);
    umpire::core::Rng random(umpire::core::mix64(seed));
    while (game.moves < maxMoves) {
        const auto legal = ruleset.legalMoves(*state);
        if (legal.empty())
            break;
        const auto &move = legal[std::size_t(random.below(legal.size()))];
        game.text += ruleset.encode(*move) + '\n';
        ++game.moves;
        reporter.setStep(game.moves, {});
        ruleset.apply(*state, *move, reporter);
    }
    game.finished = state->isTerminal();
    game.winner = state->winner();
    game.findings = static_cast<int>(findings.size());
    return game;
}

}  // namespace testing
