#include "games/wotw/wotw_data.h"

#include "core/board.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::wotw {
namespace {

struct OptionSpec {
    const char *defaultId;
    Effect effect;
    std::uint8_t amount;
    bool removes;
};

struct KindSpec {
    const char *id;
    CardKind kind;
    CardType type;
    int side;
    UnitType unit;
    int defense;
    std::vector<OptionSpec> options;
};

// The behaviour of every card, in the printed order of its options
// (000_01175e678cbb4207.txt, "Humans Cards Descriptions" and "Aliens Cards Descriptions").
// The data names the options; the engine matches them by position.
const std::vector<KindSpec> &kindSpecs()
{
    using E = Effect;
    static const std::vector<KindSpec> specs = {
        {"relocate", CardKind::Relocate, CardType::Action, kHumans, UnitType::Army, 1,
         {{"move-civilian", E::MoveCivilians, 1, false}, {"gain-1", E::Gain, 1, false},
          {"gain-2", E::Gain, 2, true}}},
        {"evacuate", CardKind::Evacuate, CardType::Action, kHumans, UnitType::Army, 1,
         {{"move-civilians", E::MoveCivilians, 2, false}, {"gain-2", E::Gain, 2, false}}},
        {"guerillas", CardKind::Guerillas, CardType::Action, kHumans, UnitType::Army, 1,
         {{"attack-1", E::Guerillas, 1, false}, {"attack-2", E::Guerillas, 2, true}}},
        {"redeploy", CardKind::Redeploy, CardType::Action, kHumans, UnitType::Army, 1,
         {{"move-army", E::MoveArmy, 2, false}, {"move-civilian", E::MoveCivilians, 1, false}}},
        {"airstrike", CardKind::Airstrike, CardType::Action, kHumans, UnitType::Army, 1,
         {{"attack-1", E::Airstrike, 1, false}}},
        {"royal-navy", CardKind::RoyalNavy, CardType::Unit, kHumans, UnitType::Navy, 1,
         {{"move", E::UnitMove, 1, false}, {"attack-2", E::UnitAttack, 2, false},
          {"attack-3", E::UnitAttack, 3, true}}},
        {"army", CardKind::Army, CardType::Unit, kHumans, UnitType::Army, 1,
         {{"move", E::UnitMove, 1, false}, {"attack-2", E::UnitAttack, 2, false},
          {"attack-3", E::UnitAttack, 3, true}}},
        {"bunkers", CardKind::Bunkers, CardType::Building, kHumans, UnitType::Army, 2, {}},
        {"heavy-artillery", CardKind::HeavyArtillery, CardType::Building, kHumans, UnitType::Army,
         3, {}},
        {"supply-depot", CardKind::SupplyDepot, CardType::Building, kHumans, UnitType::Army, 1, {}},
        {"fort", CardKind::Fort, CardType::Building, kHumans, UnitType::Army, 4, {}},
        {"tank-factory", CardKind::TankFactory, CardType::Building, kHumans, UnitType::Army, 1, {}},
        {"landmines", CardKind::Landmines, CardType::Building, kHumans, UnitType::Army, 1, {}},
        {"barrage-balloons", CardKind::BarrageBalloons, CardType::Building, kHumans,
         UnitType::Army, 1, {}},
        {"reap", CardKind::Reap, CardType::Action, kAliens, UnitType::Tripod, 1,
         {{"destroy-civilian", E::Reap, 1, false}, {"move-tripod", E::MoveTripod, 1, false},
          {"gain-2", E::Gain, 2, true}}},
        {"power-supply", CardKind::PowerSupply, CardType::Action, kAliens, UnitType::Tripod, 1,
         {{"gain-1", E::Gain, 1, false}, {"gain-2", E::Gain, 2, true}}},
        {"poisonous-fog", CardKind::PoisonousFog, CardType::Action, kAliens, UnitType::Tripod, 1,
         {{"attack-1", E::Influence, 1, false}}},
        {"infrasound", CardKind::Infrasound, CardType::Action, kAliens, UnitType::Tripod, 1,
         {{"attack-1", E::Influence, 1, false}}},
        {"frightening-sound", CardKind::FrighteningSound, CardType::Action, kAliens,
         UnitType::Tripod, 1, {{"attack-1", E::Influence, 1, false}}},
        {"plasma-synthesis", CardKind::PlasmaSynthesis, CardType::Action, kAliens,
         UnitType::Tripod, 1, {{"gain-2", E::Gain, 2, false}, {"gain-3", E::Gain, 3, true}}},
        {"scorching-beam", CardKind::ScorchingBeam, CardType::Action, kAliens, UnitType::Tripod,
         1, {{"attack-2", E::ScorchingBeam, 2, false}}},
        {"nerve-agent", CardKind::NerveAgent, CardType::Action, kAliens, UnitType::Tripod, 1,
         {{"attack-1", E::Influence, 1, false}}},
        {"alien-abduction", CardKind::AlienAbduction, CardType::Action, kAliens, UnitType::Ufo, 1,
         {{"destroy-civilian", E::Abduction, 1, false}, {"move-ufo", E::MoveUfo, 1, false}}},
        {"ufo", CardKind::Ufo, CardType::Unit, kAliens, UnitType::Ufo, 1,
         {{"move", E::UnitMove, 2, false}, {"attack-1", E::UnitAttack, 1, false},
          {"attack-3", E::UnitAttack, 3, true}}},
        {"tripod", CardKind::Tripod, CardType::Unit, kAliens, UnitType::Tripod, 1,
         {{"move", E::UnitMove, 1, false}, {"attack-2", E::UnitAttack, 2, false},
          {"attack-3", E::UnitAttack, 3, true}}},
        {"alien-factory", CardKind::AlienFactory, CardType::Building, kAliens, UnitType::Tripod,
         1, {}},
        {"particle-generator", CardKind::ParticleGenerator, CardType::Building, kAliens,
         UnitType::Tripod, 1, {}},
        {"regenerator", CardKind::Regenerator, CardType::Building, kAliens, UnitType::Tripod, 1,
         {}},
        {"plasma-reactor", CardKind::PlasmaReactor, CardType::Building, kAliens, UnitType::Tripod,
         1, {}},
    };
    return specs;
}

const KindSpec *specFor(std::string_view id)
{
    if (id == "guerrillas")  // the common spelling, in case the data uses it
        id = "guerillas";
    for (const KindSpec &s : kindSpecs())
        if (id == s.id)
            return &s;
    return nullptr;
}

QByteArray readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

std::string idOf(const QJsonObject &o) { return o.value(QLatin1String("id")).toString().toStdString(); }

void names(const QJsonObject &o, const char *key, QString &en, QString &ru)
{
    const QJsonObject n = o.value(QLatin1String(key)).toObject();
    en = n.value(QLatin1String("en")).toString();
    ru = n.value(QLatin1String("ru")).toString();
}

}  // namespace

int Data::card(std::string_view id) const
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id)
            return int(i);
    return -1;
}

int Data::region(std::string_view id) const
{
    for (std::size_t i = 0; i < regions.size(); ++i)
        if (regions[i].id == id)
            return int(i);
    return -1;
}

int Data::option(int c, std::string_view id) const
{
    const auto &opts = cards[std::size_t(c)].options;
    for (std::size_t i = 0; i < opts.size(); ++i)
        if (opts[i].id == id)
            return int(i);
    return -1;
}

int Data::cardOfKind(CardKind k) const
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].kind == k)
            return int(i);
    return -1;
}

Data Data::fromJson(const QByteArray &cardsJson, const QByteArray &boardJson)
{
    Data d;
    QJsonParseError err{};
    const QJsonDocument cdoc = QJsonDocument::fromJson(cardsJson, &err);
    if (cdoc.isNull()) {
        d.error = QStringLiteral("cards.json: %1").arg(err.errorString());
        return d;
    }
    for (const QJsonValue &v : cdoc.object().value(QLatin1String("cards")).toArray()) {
        const QJsonObject o = v.toObject();
        CardInfo c;
        c.id = idOf(o);
        names(o, "name", c.nameEn, c.nameRu);
        c.cost = o.value(QLatin1String("cost")).toInt(0);
        c.count = o.value(QLatin1String("count")).toInt(1);
        c.starting = o.value(QLatin1String("starting")).toInt(0);
        const QJsonObject assumed = o.value(QLatin1String("assumed")).toObject();
        c.costAssumed = assumed.contains(QLatin1String("cost"));
        c.countAssumed = assumed.contains(QLatin1String("count"));
        c.side = o.value(QLatin1String("side")).toString() == QLatin1String("humans") ? kHumans
                                                                                       : kAliens;
        const QJsonArray dataOptions = o.value(QLatin1String("options")).toArray();
        if (const KindSpec *s = specFor(c.id)) {
            c.kind = s->kind;
            c.type = s->type;
            c.side = s->side;
            c.unit = s->unit;
            c.defense = s->defense;
            const int dataDefense =
                o.value(QLatin1String("stats")).toObject().value(QLatin1String("defense")).toInt(0);
            if (dataDefense > 0)
                c.defense = dataDefense;
            for (std::size_t i = 0; i < s->options.size(); ++i) {
                const OptionSpec &os = s->options[i];
                OptionInfo oi;
                // The data's option ids are the record's; the printed order binds them to effects.
                oi.id = i < std::size_t(dataOptions.size())
                            ? idOf(dataOptions[qsizetype(i)].toObject())
                            : std::string(os.defaultId);
                if (oi.id.empty())
                    oi.id = os.defaultId;
                oi.effect = os.effect;
                oi.amount = os.amount;
                oi.removes = os.removes;
                c.options.push_back(std::move(oi));
            }
        }
        if (int(d.cards.size()) >= kMaxCards) {
            d.error = QStringLiteral("cards.json: more than %1 cards").arg(kMaxCards);
            return d;
        }
        d.deckSize[std::size_t(c.side)] += c.count;
        d.cards.push_back(std::move(c));
    }

    const core::Board board = core::readBoard(boardJson, QStringLiteral("board.json"));
    if (!board.error.isEmpty()) {
        d.error = board.error;
        return d;
    }
    if (board.regions.size() > kMaxRegions) {
        d.error = QStringLiteral("board.json: more than %1 regions").arg(kMaxRegions);
        return d;
    }
    for (const core::BoardRegion &br : board.regions) {
        RegionInfo r;
        r.id = br.id.toStdString();
        r.nameEn = br.nameEn;
        r.nameRu = br.nameRu;
        r.land = br.land;
        r.civilians = br.properties.value(QLatin1String("civilians")).toInt(0);
        r.landing = br.properties.value(QLatin1String("landing")).toBool(false);
        r.anchor = br.properties.value(QLatin1String("anchor")).toBool(false);
        if (r.landing)
            d.landing = int(d.regions.size());
        if (r.anchor)
            d.anchor = int(d.regions.size());
        d.regions.push_back(std::move(r));
    }
    d.bordersAssumed = board.assumed.contains(QLatin1String("*")) ||
                       board.assumed.contains(QLatin1String("adjacent"));
    for (const auto &[a, b] : board.links) {
        d.adjacent[std::size_t(a)] |= 1u << b;
        d.adjacent[std::size_t(b)] |= 1u << a;
    }
    if (d.landing < 0 || d.anchor < 0)
        d.error = QStringLiteral("board.json: no landing region or no anchor region");
    return d;
}

const Data &Data::builtin()
{
    static const Data data = fromJson(readResource(QStringLiteral(":/games/wotw/cards.json")),
                                      readResource(QStringLiteral(":/games/wotw/board.json")));
    return data;
}

}  // namespace umpire::wotw
