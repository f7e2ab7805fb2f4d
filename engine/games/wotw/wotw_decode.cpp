// Decoding a record line into a wotw::Move. Looks at the line only, never at the state; every
// problem cites a `wotw.record.*` rule and points at the offending argument.
#include "games/wotw/wotw_ruleset.h"
#include "games/wotw/wotw_rules.h"
#include "core/nearest_name.h"
#include "notation/excerpt.h"

#include <vector>

namespace umpire::wotw {
namespace {

// Record text quoted in a finding, cut to a readable length (a token may be a megabyte long).
QString qs(std::string_view s) { return notation::excerpt(s); }

// "tripod-2" -> unit index, or -1.
int parseUnit(std::string_view s)
{
    for (int t = 0; t < kUnitTypes; ++t) {
        const std::string_view id = kUnitTypeIds[std::size_t(t)];
        if (s.size() == id.size() + 2 && s.substr(0, id.size()) == id && s[id.size()] == '-') {
            const int n = s.back() - '0';
            if (n >= 1 && n <= kUnitCount[std::size_t(t)])
                return unitIndex(UnitType(t), n);
        }
    }
    return -1;
}

// The ids of the cards or regions, for a "did you mean" hint.
template <typename Infos>
QStringList idsOf(const Infos &infos)
{
    QStringList out;
    for (const auto &i : infos)
        out << QString::fromStdString(i.id);
    return out;
}

}  // namespace

bool Ruleset::decodeInto(const notation::Record &rec, const notation::MoveLine &line,
                         core::Reporter &rep, Move &m) const
{
    const Data &d = *data_;
    m = Move{};
    m.turn = line.turn;
    const std::string_view side = rec.text(line.side);
    if (side == "aliens")
        m.side = kAliens;
    else if (side == "humans")
        m.side = kHumans;
    else {
        rep.error(rule::kUnknownSide,
                  tr("Unknown side \"%1\"; the sides are aliens and humans.").arg(qs(side)));
        return false;
    }
    const std::string_view verb = rec.text(line.verb);
    int v = -1;
    for (int i = 0; i < kVerbs; ++i)
        if (verb == kVerbIds[std::size_t(i)])
            v = i;
    if (v < 0) {
        rep.error(rule::kUnknownVerb,
                  tr("Unknown verb \"%1\"; wotw knows hand, offer, play, "
                     "discard, buy, swap, ability and end.")
                          .arg(qs(verb)));
        return false;
    }
    m.verb = Verb(v);
    const bool listing = m.verb == Verb::Hand || m.verb == Verb::Offer;
    const bool takesCard = !listing && m.verb != Verb::End;
    bool ok = true;
    std::string_view optionText;
    notation::Position optionPos;
    notation::Position namingPos;  // of destroys= or tokens=, which belong to `play`

    const auto cardId = [&](std::string_view s, notation::Position at) {
        const int c = d.card(s);
        if (c < 0) {
            const QString nearest = core::nearestName(QString::fromUtf8(s.data(), qsizetype(s.size())), idsOf(d.cards));
            rep.error(rule::kUnknownCard,
                      nearest.isEmpty() ? tr("Unknown card \"%1\".").arg(qs(s))
                                        : tr("Unknown card \"%1\"; did you mean %2?").arg(qs(s), nearest),
                      at);
            ok = false;
            return -1;
        }
        // A `hand` or `offer` line may name the other side's card: the id is known, and the
        // pile it is drawn from cannot give it, which the draw's own rule reports (the same
        // finding as for any card no copy of is left), so a chance field refuses it alike.
        if (d.cards[std::size_t(c)].side != m.side && !listing) {
            rep.error(rule::kUnknownCard, tr("%1 is not a card of the %2.").arg(qs(s), qs(side)),
                      at);
            ok = false;
            return -1;
        }
        return c;
    };
    const auto regionId = [&](const notation::Value &val, notation::Position at) {
        const std::string_view s = rec.text(val.span);
        const int r = val.kind == notation::ValueKind::Word ? d.region(s) : -1;
        if (r < 0) {
            const QString nearest = core::nearestName(QString::fromUtf8(s.data(), qsizetype(s.size())), idsOf(d.regions));
            rep.error(rule::kUnknownRegion,
                      nearest.isEmpty() ? tr("Unknown region \"%1\".").arg(qs(s))
                                        : tr("Unknown region \"%1\"; did you mean %2?").arg(qs(s), nearest),
                      at);
            ok = false;
        }
        return std::int8_t(r);
    };
    // Fills `dst` from a `to=`/`from=` argument. The core rejects a repeated key before this
    // runs; the helper still checks the room left on its own, so no line can write past `dst`.
    const auto regionList = [&](const notation::Arg &a, std::array<std::int8_t, 2> &dst,
                                std::uint8_t &count) {
        const bool list = a.value.kind == notation::ValueKind::List;
        const std::size_t n = list ? a.value.items.size() : 1;
        if (count + n > dst.size()) {
            rep.error(rule::kBadArgument, tr("At most two regions may be listed here."),
                      a.position);
            ok = false;
            return;
        }
        if (!list) {
            dst[count++] = regionId(a.value, a.position);
            return;
        }
        for (const notation::Value &it : a.value.items)
            dst[count++] = regionId(it, a.position);
    };

    // destroys=army-2[,army-3] and tokens=spent[,fresh]: optional statements of a `play`.
    const auto namings = [&](const notation::Arg &a, bool destroys) {
        namingPos = a.position;
        std::vector<const notation::Value *> items;
        if (a.value.kind == notation::ValueKind::List)
            for (const notation::Value &it : a.value.items)
                items.push_back(&it);
        else
            items.push_back(&a.value);
        if (items.size() > (destroys ? std::size_t(kMaxDestroyed) : 2u)) {
            rep.error(rule::kBadArgument,
                      destroys ? tr("destroys= lists at most three miniatures.")
                               : tr("tokens= lists at most two tokens, one per from= region."),
                      a.position);
            ok = false;
            return;
        }
        for (const notation::Value *it : items) {
            const std::string_view s = rec.text(it->span);
            if (destroys) {
                const int u = parseUnit(s);
                if (u < 0) {
                    rep.error(rule::kUnknownUnit,
                              tr("Unknown miniature \"%1\"; miniatures are tripod-1..3, "
                                 "ufo-1..2, army-1..3 and navy-1..2.")
                                      .arg(qs(s)),
                              a.position);
                    ok = false;
                    return;
                }
                m.destroys[m.destroyCount++] = std::int8_t(u);
            } else if (s == "spent" || s == "fresh") {
                m.tokens[m.tokenCount++] = s == "spent" ? kTokenSpent : kTokenFresh;
            } else {
                rep.error(rule::kBadArgument,
                          tr("tokens= says spent or fresh for each moved token; \"%1\" is "
                             "neither.")
                                  .arg(qs(s)),
                          a.position);
                ok = false;
                return;
            }
        }
    };

    for (const notation::Arg &a : rec.argsOf(line)) {
        const std::string_view key = rec.text(a.key);
        if (key.empty()) {
            const auto addCard = [&](const notation::Value &val) {
                const std::string_view s = rec.text(val.span);
                if (listing) {
                    const int c = cardId(s, a.position);
                    if (c >= 0 && m.cardCount < kMaxListed) {
                        m.cards[m.cardCount++] = std::uint8_t(c);
                    } else if (c >= 0 && ok) {
                        rep.error(rule::kBadArgument,
                                  tr("At most %n cards may be listed on one line.", nullptr,
                                     kMaxListed),
                                  a.position);
                        ok = false;
                    }
                } else if (takesCard && m.card < 0) {
                    m.card = std::int8_t(cardId(s, a.position));
                } else {
                    rep.error(rule::kBadArgument, tr("Unexpected value \"%1\".").arg(qs(s)),
                              a.position);
                    ok = false;
                }
            };
            if (a.value.kind == notation::ValueKind::List)
                for (const notation::Value &it : a.value.items)
                    addCard(it);
            else
                addCard(a.value);
            continue;
        }
        if (key == "option") {
            optionText = rec.text(a.value.span);
            optionPos = a.position;
        } else if (key == "unit") {
            m.unit = std::int8_t(parseUnit(rec.text(a.value.span)));
            if (m.unit < 0) {
                rep.error(rule::kUnknownUnit,
                          tr("Unknown miniature \"%1\"; miniatures are tripod-1..3, "
                             "ufo-1..2, army-1..3 and navy-1..2.")
                                  .arg(qs(rec.text(a.value.span))),
                          a.position);
                ok = false;
            }
        } else if (key == "region" || key == "target") {
            m.region = regionId(a.value, a.position);
        } else if (key == "at") {
            m.at = regionId(a.value, a.position);
        } else if (key == "to") {
            regionList(a, m.to, m.toCount);
        } else if (key == "from") {
            regionList(a, m.from, m.fromCount);
        } else if (key == "destroys" || key == "tokens") {
            namings(a, key == "destroys");
        } else {
            rep.error(rule::kBadArgument,
                      tr("Unknown argument \"%1=\"; wotw uses option, unit, region, at, from, "
                         "to, destroys and tokens.")
                              .arg(qs(key)),
                      a.position);
            ok = false;
        }
    }
    if (!ok)
        return false;
    if (takesCard && m.card < 0) {
        rep.error(rule::kMissingArgument, tr("`%1` needs a card.").arg(qs(verb)));
        return false;
    }
    if (listing && m.cardCount == 0) {
        rep.error(rule::kMissingArgument,
                  tr("`%1` lists the cards (e.g. `%1 reap,reap,power-supply`).").arg(qs(verb)));
        return false;
    }
    if (m.verb == Verb::Play) {
        const CardInfo &info = d.cards[std::size_t(m.card)];
        if (optionText.empty()) {
            if (info.options.size() != 1) {
                rep.error(rule::kMissingArgument,
                          tr("%1 has several options: choose one with option=.").arg(qs(info.id)));
                return false;
            }
            m.option = 0;
        } else if (optionText == "place" && info.type == CardType::Unit) {
            m.option = kOptionPlace;
        } else {
            m.option = std::int8_t(d.option(m.card, optionText));
            if (m.option < 0) {
                QStringList ids;
                for (const OptionInfo &o : info.options)
                    ids << QString::fromStdString(o.id);
                if (info.type == CardType::Unit)
                    ids << QStringLiteral("place");
                rep.error(rule::kUnknownOption,
                          tr("%1 has no option \"%2\"; its options are %3.")
                                  .arg(qs(info.id), qs(optionText), ids.join(QStringLiteral(", "))),
                          optionPos);
                return false;
            }
        }
    } else if (!optionText.empty()) {
        rep.error(rule::kBadArgument, tr("option= belongs to `play`."), optionPos);
        return false;
    }
    if (m.verb != Verb::Play && (m.destroyCount > 0 || m.tokenCount > 0)) {
        rep.error(rule::kBadArgument, tr("destroys= and tokens= belong to `play`."), namingPos);
        return false;
    }
    return true;
}

const char *Ruleset::repeatedArgumentRule() const
{
    return rule::kRepeatedArgument;
}

const char *Ruleset::tagsRule() const
{
    return rule::kTags;
}

const char *Ruleset::gameOverRule() const
{
    return rule::kGameOver;
}

std::unique_ptr<core::Move> Ruleset::decodeMove(const notation::Record &record,
                                                const notation::MoveLine &line,
                                                core::Reporter &reporter) const
{
    auto m = std::make_unique<Move>();
    if (!decodeInto(record, line, reporter, *m))
        return nullptr;
    return m;
}

}  // namespace umpire::wotw
