#include "core/ruleset.h"

#include "core/repeated_keys.h"
#include "notation/excerpt.h"

#include <QCoreApplication>
#include <QStringList>

namespace umpire::core {

int GameInfo::sideIndex(QStringView id) const
{
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i].id == id)
            return static_cast<int>(i);
    return -1;
}

std::unique_ptr<State> Ruleset::initialState(const notation::Record &record,
                                             Reporter &reporter) const
{
    return setUp(record, readRunTags(record, info(), reporter, tagsRule()), reporter);
}

std::vector<Choice> Ruleset::legalChoices(const State &state) const
{
    std::vector<Choice> choices;
    auto moves = legalMoves(state);
    choices.reserve(moves.size());
    for (auto &move : moves)
        choices.push_back(Choice{std::move(move), {}, {}});
    return choices;
}

Result Ruleset::finalResult(const State &state) const
{
    if (!state.isTerminal())
        return {};
    Result r = state.result();
    if (!r.decided()) {
        const int winner = info().sideIndex(state.winner());
        if (winner >= 0)
            r = Result::won(winner);
    }
    return r;
}

int Ruleset::decodeSide(const notation::Record &record, const notation::MoveLine &line,
                        Reporter &reporter, const char *rule) const
{
    const std::string_view text = record.text(line.side);
    const int side = info().sideIndex(QString::fromUtf8(text.data(), qsizetype(text.size())));
    if (side >= 0)
        return side;
    QStringList ids;
    for (const SideInfo &s : info().sides)
        ids << s.id;
    reporter.error(rule,
                   QCoreApplication::translate("replay", "Unknown side \"%1\"; the sides are %2.")
                           .arg(notation::excerpt(text), ids.join(QStringLiteral(", "))),
                   line.position);
    return -1;
}

int Ruleset::decodeVerb(const notation::Record &record, const notation::MoveLine &line,
                        std::span<const char *const> verbs, Reporter &reporter,
                        const char *rule) const
{
    const std::string_view text = record.text(line.verb);
    QStringList ids;
    for (std::size_t i = 0; i < verbs.size(); ++i) {
        if (text == verbs[i])
            return int(i);
        ids << QLatin1String(verbs[i]);
    }
    reporter.error(rule,
                   QCoreApplication::translate("replay", "Unknown verb \"%1\"; the verbs are %2.")
                           .arg(notation::excerpt(text), ids.join(QStringLiteral(", "))),
                   line.position);
    return -1;
}

bool Ruleset::keyMayRepeat(std::string_view, std::string_view) const
{
    return false;
}

std::unique_ptr<Move> Ruleset::decode(const notation::Record &record,
                                      const notation::MoveLine &line, Reporter &reporter) const
{
    const std::string_view verb = record.text(line.verb);
    const RepeatedKey repeated = findRepeatedKey(
            record, line, [&](std::string_view key) { return keyMayRepeat(verb, key); });
    if (repeated) {
        // Which value would win is the writer's guess, not ours: the line is not read at all.
        const std::string_view key = record.text(repeated.repeat->key);
        reporter.error(repeatedArgumentRule(),
                       QCoreApplication::translate(
                               "replay",
                               "The key \"%1=\" is given again (first at column %2); a move "
                               "gives each key once.")
                               .arg(notation::excerpt(key))
                               .arg(repeated.first->position.column),
                       repeated.repeat->position);
        return nullptr;
    }
    return decodeMove(record, line, reporter);
}

}  // namespace umpire::core
