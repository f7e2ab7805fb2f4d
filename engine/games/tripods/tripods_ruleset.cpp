#include "games/tripods/tripods_ruleset.h"
#include "games/tripods/tripods_players.h"
#include "games/tripods/tripods_scenario.h"

#include "core/game_info.h"
#include "core/game_names.h"
#include "core/rng.h"
#include "notation/excerpt.h"

#include <QRegularExpression>

namespace umpire::tripods {

const std::array<const char *, kVerbCount> kVerbIds = {"plan", "action", "move", "fire", "hold", "burn", "rocket", "skill"};
const std::array<const char *, kTerrainCount> kTerrainIds = {"-", "crater", "marsh", "pond", "woods", "trench"};
const std::array<const char *, kActionCount> kActionIds = {
    "-", "change-facing", "destroy-objective", "heat-ray", "recharge", "black-smoke"};

namespace {

// A lower-case id short enough for a message to name it whole (assumed: the books give ids no
// length; Umpire bounds them so that every message naming a vehicle or skill stays short).
bool isRecordId(const QString &id)
{
    static const QRegularExpression re(QStringLiteral("^[a-z][a-z0-9-]*$"));
    return id.size() <= notation::kMaxQuotedCharacters && re.match(id).hasMatch();
}

// An id a move line names (vehicle, target, cloud owner, skill, objective): one longer than any
// declared id can be is kept as its excerpt, which matches nothing and keeps every message
// that names it short.
QString decodedId(const QString &word)
{
    return word.size() <= notation::kMaxQuotedCharacters ? word : notation::excerpt(word);
}

// A vehicle of model `m` with the model's statistics, or the fallbacks where cards.json has
// none; what rests on an assumed value is listed in `v.assumed`.
Vehicle makeVehicle(const QString &id, int m)
{
    const Model &model = models()[std::size_t(m)];
    Vehicle v;
    v.id = id;
    v.model = m;
    v.side = model.side;
    v.kind = model.kind;
    v.resistance = model.resistance > 0 ? model.resistance : (v.kind == Kind::Tripod ? 20 : 10);
    v.initialEnergy = v.energyRating = v.kind == Kind::Tripod ? (model.energy > 0 ? model.energy : 10) : 0;
    v.recharge = v.kind == Kind::Tripod ? (model.recharge > 0 ? model.recharge : 3) : 0;
    v.firepower = model.firepower ? model.firepower : (v.kind == Kind::Tripod ? 'X' : 'A');
    return v;
}

QStringList assumedStats(const Model &model, const QSet<QString> &given)
{
    QStringList out;
    const auto check = [&](const char *key, const char *json, bool missing, const char *words) {
        if (!given.contains(QLatin1String(key)) && (missing || model.assumed.contains(QLatin1String(json))))
            out << QCoreApplication::translate("tripods", words).arg(model.nameEn);
    };
    check("resistance", "stats.resistance", model.resistance == 0, QT_TRANSLATE_NOOP("tripods", "the resistance of %1"));
    check("firepower", "vehicle.firepower", model.firepower == 0, QT_TRANSLATE_NOOP("tripods", "the firepower of %1"));
    if (model.kind == Kind::Tripod) {
        check("energy", "stats.energy", model.energy == 0, QT_TRANSLATE_NOOP("tripods", "the energy rating of %1"));
        check("recharge", "stats.recharge", model.recharge == 0, QT_TRANSLATE_NOOP("tripods", "the recharge level of %1"));
    }
    return out;
}

}  // namespace

Ruleset::Ruleset() : info_(core::loadGameInfo(QStringLiteral("tripods"))) {}

std::unique_ptr<core::State> Ruleset::setUp(const notation::Record &record,
                                            const core::RunTags &tags,
                                            core::Reporter &reporter) const
{
    auto s = std::make_unique<State>();
    s->standard = tags.hasVariant(u"standard", info_);
    s->blackSmoke = tags.hasVariant(u"black-smoke", info_);
    s->chance = core::mix64(tags.seed);
    const bool aces = tags.hasVariant(u"aces", info_);
    s->aces = aces;
    s->terrain = tags.hasVariant(u"terrain", info_);
    s->fireAtFirstCard = tags.reading(u"toppled-fire", info_) == u"first-card";
    s->noCannonAfterImmelmann = tags.reading(u"cannon-after-immelmann", info_) == u"forbidden";
    s->coolAtFiring = tags.reading(u"recovery-timing", info_) == u"firing-step";
    s->energyIconsArmourOnly = tags.reading(u"energy-icons", info_) == u"armour-only";
    s->aimNumberedOnly = tags.reading(u"aim-explosion", info_) == u"numbered-only";
    s->effectsFromNow = tags.reading(u"following-turn", info_) == u"from-now";
    s->allLateral = tags.reading(u"facing-sides", info_) == u"all-lateral";
    s->trenchRunSafe = tags.reading(u"running-trench", info_) == u"exempt";
    s->rocketsIgnoreArmour = tags.reading(u"rocket-armour", info_) == u"ignored";
    s->actionEnergyOnce = tags.reading(u"illegal-action-energy", info_) == u"one-in-all";
    s->rocketSymbolsByLevel = tags.reading(u"rocket-symbols", info_) == u"rule-level";
    s->cannonStallLost = tags.reading(u"cannon-stall", info_) == u"lost";
    s->heatRayImpossible = tags.reading(u"heat-ray-while-cooling", info_) == u"impossible";
    s->gunsBarredAtStrike = tags.reading(u"rocket-guns", info_) == u"both-phases";
    s->redWeedNotObjective = tags.reading(u"red-weed", info_) == u"not-objective";
    s->rocketsByAgreement = tags.reading(u"scenario-rockets", info_) == u"by-agreement";
    s->skillCountersSameStep = tags.reading(u"skill-recovery", info_) == u"same-step";
    s->everyPilotSkilled = tags.reading(u"first-contact-skills", info_) == u"every-pilot";
    s->engineBreachWarnOnly = tags.reading(u"engine-damage-breach", info_) == u"warning";
    s->anchorDamages = tags.reading(u"anchor-timing", info_) == u"damage";
    s->fireMeetsArmour = tags.reading(u"fire-armour", info_) == u"armour";
    s->toppledActs = tags.reading(u"toppled-actions", info_) == u"allowed";
    s->shortPlanToo = tags.reading(u"short-plan", info_) == u"any-plan";
    s->huntersMixed = tags.reading(u"hunters-variant", info_) == u"mixed";
    s->exitAfterObjectives = tags.reading(u"exit-order", info_) == u"objectives-first";
    s->planBansPenalised = tags.reading(u"plan-bans", info_) == u"penalty";
    notation::Position scenarioAt;
    for (const notation::TagPair &tag : record.tags) {
        if (record.text(tag.name) != "Scenario")
            continue;
        if (findScenario(tag.value))
            s->scenario = tag.value;
        else
            reporter.error("tripods.record.tags",
                           tr("Unknown scenario \"%1\"; the scenarios are %2.").arg(notation::excerpt(tag.value), QLatin1String(kScenarioList)),
                           tag.position);
        scenarioAt = tag.position;
    }
    for (const notation::TagPair &tag : record.tags) {
        if (record.text(tag.name) != "Table")
            continue;
        if (const auto table = tableFromText(tag.value)) {
            s->table = *table;
            s->placed = true;
        } else {
            reporter.error("tripods.record.position",
                           tr("[Table \"%1\"] is not the playing area's width and depth in whole "
                              "centimetres, as in [Table \"90x90\"]; the book's 90 × 90 cm is used.")
                                   .arg(notation::excerpt(tag.value)),
                           tag.position);
        }
    }
    for (const notation::TagPair &tag : record.tags) {
        const std::string_view name = record.text(tag.name);
        if (name != "Vehicle")
            continue;
        // "id model key=value ... pilot=the rest"
        QString text = tag.value.trimmed();
        QString pilot;
        const qsizetype p = text.indexOf(QStringLiteral("pilot="));
        if (p >= 0) {
            pilot = text.mid(p + 6).trimmed();
            text = text.left(p).trimmed();
        }
        const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
        if (words.size() < 2) {
            reporter.error("tripods.record.tags",
                           tr("A [Vehicle] tag gives an id and a model, as in [Vehicle \"locust "
                              "mk-i-locust\"]; \"%1\" is ignored.")
                                   .arg(notation::excerpt(tag.value)),
                           tag.position);
            continue;
        }
        const int m = modelIndex(words[1]);
        if (!isRecordId(words[0]) || s->find(words[0]) >= 0 || m < 0) {
            reporter.error("tripods.record.tags",
                           m < 0 ? tr("Unknown vehicle model \"%1\"; the models are the vehicles "
                                      "of cards.json (mk-i-locust, nieuport-16, ...).")
                                           .arg(notation::excerpt(words[1]))
                                 : tr("The vehicle id \"%1\" is not a new lower-case id.").arg(notation::excerpt(words[0])),
                           tag.position);
            continue;
        }
        Vehicle v = makeVehicle(words[0], m);
        v.pilot = pilot;
        QSet<QString> given;
        for (qsizetype i = 2; i < words.size(); ++i) {
            const qsizetype eq = words[i].indexOf(u'=');
            const QString key = words[i].left(eq);
            const QString value = words[i].mid(eq + 1);
            bool ok = eq > 0;
            const int n = value.toInt(&ok);
            if (eq < 0 && (words[i] == u"rockets" || words[i] == u"cannon" || words[i] == u"anchor" ||
                           (words[i] == u"reserve" && v.kind == Kind::Airplane)) &&
                !given.contains(words[i])) {
                // Equipment of the optional rules; a scenario's reserve airplane.
                if (words[i] == u"reserve")
                    v.status = Status::Reserve;
                (words[i] == u"rockets" ? v.rockets : words[i] == u"cannon" ? v.cannon : v.anchor) |=
                        words[i] != u"reserve";
                given << words[i];
            } else if (key == u"skills" && v.kind == Kind::Airplane && !value.isEmpty() && !given.contains(key)) {
                given << key;
                // A bad or repeated skill is flagged and left out.
                for (const QString &skill : value.split(u',')) {
                    if (v.skills.contains(skill) || !isRecordId(skill))
                        reporter.error("tripods.optional.aces",
                                       v.skills.contains(skill)
                                               ? tr("%1's pilot has the skill %2 twice; an ace takes each skill once.")
                                                         .arg(v.id, skill)
                                               : tr("\"%1\" is not a skill id.").arg(notation::excerpt(skill)),
                                       tag.position);
                    else
                        v.skills << skill;
                }
            } else if (key == u"at" && !given.contains(key)) {
                // Where it is set up (a reserve airplane: where it enters); a fact of the record.
                given << key;
                if (const auto at = placementFromText(value)) {
                    v.at = *at;
                    s->placed = true;
                    if (outsideTable(v.at, s->table))
                        reporter.error("tripods.record.position",
                                       tr("%1 is set up at %2, outside the %3 cm playing area.")
                                               .arg(v.id, notation::excerpt(value), tableSizeText(s->table)),
                                       tag.position);
                } else {
                    reporter.error("tripods.record.position",
                                   tr("\"%1\" is not a position: write at=X,Y,H, the centre of the base in whole "
                                      "centimetres (%2 to %3) and the heading in degrees (0 to 359).")
                                           .arg(notation::excerpt(words[i]))
                                           .arg(-kMaxCoordinate)
                                           .arg(kMaxCoordinate),
                                   tag.position);
                }
            } else if (key == u"firepower" && value.size() == 1 && deckIndex(char(value.at(0).toLatin1())) >= 0) {
                v.firepower = char(value.at(0).toLatin1());
                given << key;
            } else if (ok && n > 0 && n < 1000 && (key == u"resistance" || (v.kind == Kind::Tripod &&
                                                                       (key == u"energy" || key == u"recharge")))) {
                if (key == u"resistance")
                    v.resistance = n;
                else if (key == u"energy")
                    v.initialEnergy = v.energyRating = n;
                else
                    v.recharge = n;
                given << key;
            } else {
                reporter.error("tripods.record.tags",
                               tr("\"%1\" in the [Vehicle] tag of %2 is not one of resistance=N, "
                                  "firepower=A..Z, energy=N, recharge=N (tripods), rockets, cannon, anchor, reserve, "
                                  "skills=A,B (airplanes), at=X,Y,H, pilot=name.")
                                       .arg(notation::excerpt(words[i]), v.id),
                               tag.position);
            }
        }
        v.assumed = assumedStats(models()[std::size_t(m)], given).join(QStringLiteral(", "));
        v.energy = v.energyRating;
        v.rocketCounters = v.rockets ? 2 : 0;
        if (!v.skills.isEmpty() && !aces && s->scenario.isEmpty())
            reporter.error("tripods.optional.aces",
                           tr("%1's pilot has ace skills, but aces play only with [Variant \"aces\"] or "
                              "in a scenario that names them.")
                                   .arg(v.id),
                           tag.position);
        s->addVehicle(std::move(v));
    }
    if (s->vehicles.empty()) {
        // No [Vehicle] tag: the starter set, as in the introductory scenarios.
        for (const auto &[id, model] : {std::pair{"locust", "mk-i-locust"}, std::pair{"nieuport", "nieuport-16"}}) {
            const int m = modelIndex(QString::fromLatin1(model));
            if (m < 0)
                continue;
            Vehicle v = makeVehicle(QLatin1String(id), m);
            v.assumed = assumedStats(models()[std::size_t(m)], {}).join(QStringLiteral(", "));
            v.energy = v.energyRating;
            s->addVehicle(std::move(v));
        }
    }
    bool sides[2] = {false, false};
    for (const Vehicle &v : s->vehicles)
        sides[v.side] = true;
    if (!sides[0] || !sides[1]) {
        reporter.error("tripods.record.tags",
                       tr("The [Vehicle] tags must give both sides at least one vehicle: tripods "
                          "for the Martians, airplanes for the Earthlings."));
        s->over = true;  // nothing to check: a battle needs both sides
    }
    Scenario::checkForces(*s, tags.hasVariant(u"second-invasion", info_), reporter, scenarioAt);
    Players::check(record, *s, reporter);
    return s;
}

namespace {

bool parseManeuver(std::string_view text, Maneuver &out)
{
    const std::size_t plus = text.find('+');
    out = withDefaultIcons(cardFromId(text.substr(0, plus)));
    if (out.card == Card::None)
        return false;
    if (plus == std::string_view::npos)
        return true;
    if (!isTripodCard(out.card))
        return false;
    out.iconsWritten = true;
    out.stop = out.energy = false;
    const std::string_view marks = text.substr(plus);
    if (marks == "+none")
        return true;
    if (marks == "+stop" || marks == "+stop+energy")
        out.stop = true;
    if (marks == "+energy" || marks == "+stop+energy")
        out.energy = true;
    return out.stop || out.energy;
}

Terrain terrainFromId(std::string_view id)
{
    for (int i = 1; i < kTerrainCount; ++i)
        if (id == kTerrainIds[std::size_t(i)])
            return Terrain(i);
    return Terrain::None;
}

QByteArray maneuverId(const Maneuver &m)
{
    QByteArray t = kCardIds[std::size_t(m.card)];
    if (m.iconsWritten) {
        if (!m.stop && !m.energy)
            return t + "+none";
        if (m.stop)
            t += "+stop";
        if (m.energy)
            t += "+energy";
    }
    return t;
}

// The words of a value: one item, or the items of a list.
std::vector<const notation::Value *> items(const notation::Value &v)
{
    std::vector<const notation::Value *> out;
    if (v.kind == notation::ValueKind::List)
        for (const notation::Value &i : v.items)
            out.push_back(&i);
    else
        out.push_back(&v);
    return out;
}

}  // namespace

std::unique_ptr<core::Move> Ruleset::decodeMove(const notation::Record &record,
                                                const notation::MoveLine &line,
                                                core::Reporter &reporter) const
{
    const int side = decodeSide(record, line, reporter, "tripods.record.side");
    if (side < 0)
        return nullptr;
    const int verb = decodeVerb(record, line, kVerbIds, reporter, "tripods.record.verb");
    if (verb < 0)
        return nullptr;
    auto m = std::make_unique<TripodsMove>();
    m->turn = line.turn;
    m->side = side;
    m->verb = Verb(verb);
    const auto bad = [&](const notation::Arg &a, const QString &why) {
        reporter.error("tripods.record.args", why, a.position);
        return nullptr;
    };
    const auto args = record.argsOf(line);
    if (args.empty() || args[0].key.length || args[0].value.kind != notation::ValueKind::Word) {
        reporter.error("tripods.record.args",
                       tr("A %1 line names its vehicle first, as in \"1 martians %1 locust\".")
                               .arg(QLatin1String(kVerbIds[std::size_t(verb)])));
        return nullptr;
    }
    m->vehicle = decodedId(QString::fromUtf8(record.text(args[0].value.span)));
    int positional = 0;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const notation::Arg &a = args[i];
        const auto word = [&] { return QString::fromUtf8(record.text(a.value.span)); };
        const std::string_view key = record.text(a.key);
        const std::string_view value = record.text(a.value.span);
        const bool isWord = a.value.kind == notation::ValueKind::Word;
        const bool isList = a.value.kind == notation::ValueKind::List;
        switch (m->verb) {
        case Verb::Plan:
            if (!key.empty())
                return bad(a, tr("A plan lists maneuver cards only, not \"%1=\".").arg(notation::excerpt(key)));
            for (const notation::Value *item : items(a.value)) {
                Maneuver man;
                if (item->kind != notation::ValueKind::Word || !parseManeuver(record.text(item->span), man))
                    return bad(a, tr("\"%1\" is not a maneuver card: tripods plan walk, run, still "
                                     "or reverse (icons +stop, +energy, +none), airplanes straight, "
                                     "left, right, steep-left, steep-right, stall or immelmann.")
                                          .arg(notation::excerpt(record.text(item->span))));
                m->plan.push_back(man);
            }
            if (m->plan.size() > 3)
                return bad(a, tr("A plan has three maneuver cards at most."));
            break;
        case Verb::Action:
            if (key.empty() && positional == 0 && isWord) {
                for (int k = 1; k < kActionCount; ++k)
                    if (value == kActionIds[std::size_t(k)])
                        m->action = Action(k);
                if (m->action == Action::None)
                    return bad(a, tr("Unknown action card \"%1\": the actions are change-facing, "
                                     "destroy-objective, heat-ray, recharge and black-smoke.")
                                          .arg(notation::excerpt(word())));
                ++positional;
            } else if ((key == "projector" || key == "facing") && isWord && baseSide(value) >= 0) {
                if ((key == "facing") != (m->action == Action::ChangeFacing))
                    return bad(a, tr("facing= goes with change-facing, projector= with heat-ray and black-smoke."));
                m->baseSide = std::int8_t(baseSide(value));
            } else if (key == "on" && isWord) {
                m->objective = decodedId(word());
            } else {
                return bad(a, tr("An action line is \"action VEHICLE CARD\" with facing=SIDE, "
                                 "projector=SIDE or on=OBJECTIVE; \"%1\" does not fit.")
                                      .arg(notation::excerpt(record.text(a.key.length ? a.key : a.value.span))));
            }
            break;
        case Verb::Move:
            if (key.empty() && positional == 0 && isWord && parseManeuver(value, m->card)) {
                ++positional;
            } else if (key.empty() && positional > 0 && value == "out" && !m->out) {
                m->out = true;
            } else if (key.empty() && positional > 0 && value == "overlap" && !m->overlap) {
                m->overlap = true;
            } else if (key.empty() && positional > 0 && value == "home" && !m->home) {
                m->home = true;
            } else if (key.empty() && positional > 0 && value == "enemy" && !m->enemy) {
                m->enemy = true;
            } else if (key.empty() && positional > 0 && value == "photo" && !m->photo) {
                m->photo = true;
            } else if (key == "penalty" && a.value.kind != notation::ValueKind::List &&
                       parseDamageCard(value, m->penalty)) {
                m->hasPenalty = true;
            } else if (key == "at") {
                std::vector<std::string_view> parts;
                for (const notation::Value *item : items(a.value))
                    parts.push_back(item->kind == notation::ValueKind::Integer ? record.text(item->span)
                                                                               : std::string_view());
                const auto at = placementFromItems(parts);
                if (!at) {
                    reporter.error("tripods.record.position",
                                   tr("\"%1\" is not a position: write at=X,Y,H, the centre of the base in whole "
                                      "centimetres (%2 to %3) and the heading in degrees (0 to 359).")
                                           .arg(notation::excerpt(QStringLiteral("at=") + word()))
                                           .arg(-kMaxCoordinate)
                                           .arg(kMaxCoordinate),
                                   a.position);
                    return nullptr;
                }
                m->at = *at;
                m->atWritten = a.position;
            } else if (key == "cloud" && isWord) {
                m->cloudOf = decodedId(word());
            } else if (key == "smoke" && !isList && parseDamageCard(value, m->smokeCard)) {
                m->hasSmokeCard = true;
            } else if (key == "onto" && isWord && terrainFromId(value) != Terrain::None) {
                m->onto = terrainFromId(value);
            } else if (key == "check" && !isList && parseDamageCard(value, m->check)) {
                m->hasCheck = true;
            } else if (key.empty() && positional > 0 && value == "in-trench" && !m->inTrench) {
                m->inTrench = true;
            } else if (key.empty() && positional > 0 && value == "entangled" && !m->entangled) {
                m->entangled = true;
            } else if (key.empty() && positional > 0 && value == "free" && !m->free) {
                m->free = true;
            } else {
                return bad(a, tr("A move line is \"move VEHICLE CARD\", then out, home, enemy, overlap, photo, "
                                 "in-trench, entangled, free, penalty=, cloud=, smoke=, onto=, check= or at=; "
                                 "\"%1\" does not fit.")
                                      .arg(notation::excerpt(record.text(a.key.length ? a.key : a.value.span))));
            }
            break;
        case Verb::Fire:
        case Verb::Rocket:
            if (key.empty() && positional == 0 && isWord) {
                m->cloud = value == "cloud" && m->verb == Verb::Fire;
                m->target = value == "miss" || m->cloud ? QString() : decodedId(word());
                ++positional;
            } else if (m->verb == Verb::Fire && key.empty() && positional == 1 && value == "replace" && m->cloud) {
                m->replaceCloud = true;  // tripods.clarifications.cloud-removal
                ++positional;
            } else if (m->verb == Verb::Fire && key.empty() && positional == 1 && value == "anchor" && !m->target.isEmpty()) {
                m->anchor = true;
                ++positional;
            } else if (m->verb == Verb::Fire && key.empty() && positional == 1 && value == "cannon" && !m->target.isEmpty()) {
                m->cannon = true;
                ++positional;
            } else if (m->verb == Verb::Fire && key == "card" && m->anchor && !m->hasPenalty && !isList &&
                       parseDamageCard(value, m->penalty)) {
                m->hasPenalty = true;
            } else if (m->verb == Verb::Fire && key == "crater" && m->craterDiscards.empty()) {
                for (const notation::Value *item : items(a.value)) {
                    DamageCard c;
                    if (!parseDamageCard(record.text(item->span), c))
                        return bad(a, tr("\"%1\" is not a damage card: write its points (or x for an "
                                         "explosion), then +e for each energy icon and +SYMBOL for a "
                                         "special damage, as in 2+e+topple.")
                                              .arg(notation::excerpt(record.text(item->span))));
                    m->craterDiscards.push_back(c);
                }
            } else if (m->verb == Verb::Fire && key == "rockets" && (value == "1" || value == "2")) {
                m->rockets = value == "1" ? 1 : 2;
            } else if (key == "range" && (value == "short" || value == "long")) {
                m->range = value == "short" ? Range::Short : Range::Long;
            } else if (key == "across" && (value == "protected" || value == "unprotected")) {
                m->across = value == "protected" ? Across::Protected : Across::Unprotected;
            } else if (key == "cards") {
                for (const notation::Value *item : items(a.value)) {
                    DamageCard c;
                    if (!parseDamageCard(record.text(item->span), c))
                        return bad(a, tr("\"%1\" is not a damage card: write its points (or x for an "
                                         "explosion), then +e for each energy icon and +SYMBOL for a "
                                         "special damage, as in 2+e+topple.")
                                              .arg(notation::excerpt(record.text(item->span))));
                    m->cards.push_back(c);
                }
            } else {
                return bad(a, tr("A fire line is \"fire VEHICLE TARGET range=short/long "
                                 "[across=protected/unprotected] cards=...\", \"fire VEHICLE miss\", "
                                 "\"fire VEHICLE cloud [replace]\", \"fire VEHICLE TARGET rockets=N\", \"fire "
                                 "VEHICLE TARGET anchor card=CARD\" or \"fire VEHICLE TARGET cannon cards=...\"; \"%1\" does not fit.")
                                      .arg(notation::excerpt(record.text(a.key.length ? a.key : a.value.span))));
            }
            break;
        case Verb::Hold:
            return bad(a, tr("hold takes only the vehicle."));
        case Verb::Skill:
            if (key.empty() && positional == 0 && isWord) {
                m->skill = decodedId(word());
                ++positional;
                break;
            }
            if (key.empty() && positional == 1 && value == "maneuver") {
                m->maneuverSkill = true;
                ++positional;
                break;
            }
            if (key == "recovery" && !isList && value.size() == 1 && value[0] >= '0' && value[0] <= '9') {
                m->recovery = value[0] - '0';
                break;
            }
            return bad(a, tr("A skill line is \"skill VEHICLE SKILL [maneuver] recovery=N\"; \"%1\" does not fit.")
                                  .arg(notation::excerpt(record.text(a.key.length ? a.key : a.value.span))));
        case Verb::Burn:
            if (key == "card" && a.value.kind != notation::ValueKind::List && parseDamageCard(value, m->penalty)) {
                m->hasPenalty = true;
                break;
            }
            return bad(a, tr("A burn line is \"burn VEHICLE card=DAMAGE-CARD\"; \"%1\" does not fit.")
                                  .arg(notation::excerpt(record.text(a.key.length ? a.key : a.value.span))));
        }
    }
    if ((m->verb == Verb::Plan && m->plan.empty()) || (m->verb == Verb::Action && m->action == Action::None) ||
        (m->verb == Verb::Move && m->card.card == Card::None) ||
        ((m->verb == Verb::Fire || m->verb == Verb::Rocket) && positional == 0) ||
        (m->verb == Verb::Burn && !m->hasPenalty) || (m->verb == Verb::Skill && (positional == 0 || m->recovery < 0)) ||
        (m->anchor && !m->hasPenalty)) {
        reporter.error("tripods.record.args",
                       tr("The %1 line of %2 is incomplete: see the tripods section of the notation.")
                               .arg(QLatin1String(kVerbIds[std::size_t(verb)]), m->vehicle));
        return nullptr;
    }
    if ((m->verb == Verb::Fire || m->verb == Verb::Rocket) && m->target.isEmpty() &&
        (m->range != Range::None || !m->cards.empty() || m->across != Across::None || m->rockets > 0)) {
        reporter.error("tripods.record.args",
                       tr("A shot that reached nothing (miss), or a cloud launched, has no range and draws no cards."));
        return nullptr;
    }
    if (m->cannon && (m->range != Range::None || m->rockets > 0)) {
        reporter.error("tripods.record.args",
                       tr("The cannon has no short or long range: a cannon shot states its cards only."));
        return nullptr;
    }
    if ((m->rockets > 0 || m->anchor) && (m->range != Range::None || !m->cards.empty() || (m->rockets > 0 && m->anchor))) {
        reporter.error("tripods.record.args",
                       tr("Rockets are launched (rockets=N) and the anchor thrown (anchor card=CARD) without range "
                          "or cards; their damage comes later."));
        return nullptr;
    }
    if (m->verb == Verb::Rocket && m->range != Range::None) {
        reporter.error("tripods.record.args", tr("Rockets have no range: a strike states only its cards."));
        return nullptr;
    }
    return m;
}

QByteArray Ruleset::encode(const core::Move &move) const
{
    const auto &m = static_cast<const TripodsMove &>(move);
    QByteArray t = QByteArray::number(m.turn) + ' ' + info_.sides[std::size_t(m.side)].id.toLatin1() + ' ' +
                   kVerbIds[std::size_t(m.verb)] + ' ' + m.vehicle.toLatin1();
    switch (m.verb) {
    case Verb::Plan: {
        QByteArrayList cards;
        for (const Maneuver &c : m.plan)
            cards << maneuverId(c);
        t += ' ' + cards.join(',');
        break;
    }
    case Verb::Action:
        t += QByteArray(" ") + kActionIds[std::size_t(m.action)];
        if (m.baseSide >= 0)
            t += QByteArray(m.action == Action::ChangeFacing ? " facing=" : " projector=") +
                 kBaseSides[std::size_t(m.baseSide)];
        if (!m.objective.isEmpty())
            t += " on=" + m.objective.toUtf8();
        break;
    case Verb::Move:
        t += ' ' + maneuverId(m.card);
        if (m.out)
            t += " out";
        if (m.home)
            t += " home";
        if (m.enemy)
            t += " enemy";
        if (m.overlap)
            t += " overlap";
        if (m.photo)
            t += " photo";
        if (m.inTrench)
            t += " in-trench";
        if (m.entangled)
            t += " entangled";
        if (m.free)
            t += " free";
        if (m.hasPenalty)
            t += " penalty=" + damageCardText(m.penalty);
        if (!m.cloudOf.isEmpty())
            t += " cloud=" + m.cloudOf.toUtf8();
        if (m.hasSmokeCard)
            t += " smoke=" + damageCardText(m.smokeCard);
        if (m.onto != Terrain::None)
            t += QByteArray(" onto=") + kTerrainIds[std::size_t(m.onto)];
        if (m.hasCheck)
            t += " check=" + damageCardText(m.check);
        if (m.at.known)
            t += " at=" + placementText(m.at);
        break;
    case Verb::Fire:
    case Verb::Rocket:
        if (m.target.isEmpty()) {
            t += m.cloud ? " cloud" : " miss";
            if (m.replaceCloud)
                t += " replace";
            break;
        }
        t += ' ' + m.target.toUtf8();
        if (m.anchor)
            t += " anchor card=" + damageCardText(m.penalty);
        if (m.cannon)
            t += " cannon";
        if (m.rockets > 0)
            t += " rockets=" + QByteArray::number(m.rockets);
        if (m.range != Range::None)
            t += m.range == Range::Short ? " range=short" : " range=long";
        if (m.across != Across::None)
            t += m.across == Across::Protected ? " across=protected" : " across=unprotected";
        if (!m.cards.empty()) {
            QByteArrayList cards;
            for (const DamageCard &c : m.cards)
                cards << damageCardText(c);
            t += " cards=" + cards.join(',');
        }
        if (!m.craterDiscards.empty()) {
            QByteArrayList cards;
            for (const DamageCard &c : m.craterDiscards)
                cards << damageCardText(c);
            t += " crater=" + cards.join(',');
        }
        break;
    case Verb::Hold:
        break;
    case Verb::Burn:
        t += " card=" + damageCardText(m.penalty);
        break;
    case Verb::Skill:
        t += ' ' + m.skill.toUtf8() + (m.maneuverSkill ? " maneuver" : "") + " recovery=" + QByteArray::number(m.recovery);
        break;
    }
    return t;
}

QString Ruleset::describe(const core::Move &move, bool russian) const
{
    const auto &m = static_cast<const TripodsMove &>(move);
    const auto phrase = [russian](const char *text) {
        return russian ? tr(text) : QString::fromLatin1(text);
    };
    // Maneuvers, action cards and skills by their names (game.json's "names", cards.json).
    const core::GameNames &names = core::GameNames::of(u"tripods");
    const auto name = [&](const QString &id) { return names.text(id, russian); };
    switch (m.verb) {
    case Verb::Plan: {
        QStringList cards;
        for (const Maneuver &c : m.plan)
            cards << name(QString::fromLatin1(maneuverId(c)));
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 plans %2")).arg(m.vehicle, cards.join(QStringLiteral(", ")));
    }
    case Verb::Action:
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 chooses the action %2")).arg(m.vehicle, name(QLatin1String(kActionIds[std::size_t(m.action)])));
    case Verb::Move:
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 reveals %2")).arg(m.vehicle, name(QString::fromLatin1(maneuverId(m.card))));
    case Verb::Rocket:
        if (m.target.isEmpty())
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1's rockets miss")).arg(m.vehicle);
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1's rockets strike %2")).arg(m.vehicle, m.target);
    case Verb::Skill:
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 uses the skill %2")).arg(m.vehicle, name(m.skill));
    case Verb::Fire: {
        if (m.cloud && m.replaceCloud)
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 takes back one of its black smoke clouds and launches a new one"))
                    .arg(m.vehicle);
        if (m.cloud)
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 launches a black smoke cloud")).arg(m.vehicle);
        if (m.target.isEmpty())
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 fires and reaches nothing")).arg(m.vehicle);
        if (m.rockets > 0)
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 launches rockets at %2")).arg(m.vehicle, m.target);
        if (m.anchor)
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 throws its anchor at %2")).arg(m.vehicle, m.target);
        if (m.cannon)
            return phrase(QT_TRANSLATE_NOOP("tripods", "%1 fires its cannon at %2")).arg(m.vehicle, m.target);
        QStringList cards;
        for (const DamageCard &c : m.cards)
            cards << QString::fromLatin1(damageCardText(c));
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 fires at %2: %3")).arg(m.vehicle, m.target, cards.join(QStringLiteral(", ")));
    }
    case Verb::Hold:
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 holds its fire")).arg(m.vehicle);
    case Verb::Burn:
        return phrase(QT_TRANSLATE_NOOP("tripods", "%1 burns: %2"))
                .arg(m.vehicle, QString::fromLatin1(damageCardText(m.penalty)));
    }
    return {};
}

}  // namespace umpire::tripods
