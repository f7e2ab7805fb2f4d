#include "games/tripods/tripods_scenario.h"

#include <algorithm>

namespace umpire::tripods {

namespace {

// objectives, objectives to win, decisive airplanes, photo, players (fewest, most)
const ScenarioRules kScenarios[] = {
    {"bring-proof", "tripods.scenarios.bring-proof", 2, 0, 0, true, 2, 2},
    {"a-spark-of-hope", "tripods.scenarios.spark-of-hope", 4, 3, 0, false, 2, 2},
    {"first-contact", "tripods.scenarios.first-contact", 3, 3, 0, false, 2, 3},
    {"the-hunters-and-the-hunted", "tripods.scenarios.hunters-and-hunted", 4, 0, 2, false, 2, 5},
    // Four objectives and four large terrain templates, all of which count as objectives.
    {"tripods-across-the-piave", "tripods.scenarios.across-the-piave", 8, 8, 0, false, 2, 8},
    {"into-the-eagles-nest", "tripods.scenarios.eagles-nest", 4, 0, 3, false, 2, 2},
};

// The A-firing airplanes the advanced scenarios choose from, by alliance.
const QStringList &centralPowers()
{
    static const QStringList l = {QStringLiteral("albatros-d-va"), QStringLiteral("aviatik-d-i"),
                                  QStringLiteral("fokker-dr-i"), QStringLiteral("pfalz-d-iii"),
                                  QStringLiteral("phonix-d-i")};
    return l;
}
const QStringList &entente()
{
    static const QStringList l = {QStringLiteral("hanriot-hd-1"), QStringLiteral("sopwith-camel"),
                                  QStringLiteral("sopwith-triplane"), QStringLiteral("spad-xiii"),
                                  QStringLiteral("macchi-m-5"), QStringLiteral("nieuport-28")};
    return l;
}

QString modelId(const Vehicle &v) { return models()[std::size_t(v.model)].id; }

// The Martian forces a scenario allows: alternatives, each a sorted list of models.
std::vector<QStringList> martianForces(const QString &scenario, bool secondInvasion)
{
    const QString locust = QStringLiteral("mk-i-locust"), scarab = QStringLiteral("mk-ii-scarab"),
                  squid = QStringLiteral("mk-iii-squid"), cuttlefish = QStringLiteral("mk-iv-cuttlefish");
    std::vector<QStringList> out;
    if (scenario == u"bring-proof" || scenario == u"a-spark-of-hope")
        out = {{locust}};
    else if (scenario == u"first-contact")
        out = {{locust}, {scarab}};
    else if (scenario == u"the-hunters-and-the-hunted")
        out = secondInvasion ? std::vector<QStringList>{{locust, squid}, {scarab, squid}}
                             : std::vector<QStringList>{{locust, locust}};
    else if (scenario == u"tripods-across-the-piave")
        out = secondInvasion ? std::vector<QStringList>{{locust, squid, cuttlefish}}
                             : std::vector<QStringList>{{locust, locust, scarab}};
    else if (scenario == u"into-the-eagles-nest")
        out = secondInvasion ? std::vector<QStringList>{{cuttlefish}, {squid}, {scarab}}
                             : std::vector<QStringList>{{locust, locust}};
    for (QStringList &l : out)
        l.sort();
    return out;
}

}  // namespace

const char *const kScenarioList = "bring-proof, a-spark-of-hope, first-contact, the-hunters-and-the-hunted, "
                                  "tripods-across-the-piave, into-the-eagles-nest";

const ScenarioRules *findScenario(QStringView id)
{
    for (const ScenarioRules &s : kScenarios)
        if (id == QLatin1String(s.id))
            return &s;
    return nullptr;
}

void Scenario::checkForces(const State &s, bool secondInvasion, core::Reporter &rep, notation::Position at)
{
    const ScenarioRules *sc = findScenario(s.scenario);
    if (!sc)
        return;
    const char *rule = sc->rule;
    const QString name = s.scenario;
    const bool hasSecondInvasion = s.scenario == u"the-hunters-and-the-hunted" ||
                                   s.scenario == u"tripods-across-the-piave" || s.scenario == u"into-the-eagles-nest";
    if (secondInvasion && !hasSecondInvasion)
        rep.error("tripods.scenarios.second-invasion",
                  tr("The scenario %1 has no Second Invasion variant.").arg(name), at);
    // The Martians: the tripod models, in any order.
    QStringList tripods;
    std::vector<const Vehicle *> airplanes;
    const Vehicle *reserve = nullptr;
    for (const Vehicle &v : s.vehicles) {
        if (v.kind == Kind::Tripod)
            tripods << modelId(v);
        else if (v.status == Status::Reserve)
            reserve = &v;
        else
            airplanes.push_back(&v);
    }
    tripods.sort();
    const std::vector<QStringList> allowed = martianForces(s.scenario, secondInvasion && hasSecondInvasion);
    if (std::find(allowed.begin(), allowed.end(), tripods) == allowed.end()) {
        QStringList options;
        for (const QStringList &l : allowed)
            options << l.join(QStringLiteral(" + "));
        rep.error(rule,
                  tr("The scenario %1 fields %2 for the Martians; the record's tripods are %3.")
                          .arg(name, options.join(tr(" or ")),
                               tripods.isEmpty() ? tr("none") : tripods.join(QStringLiteral(" + "))),
                  at);
    }
    // The Earthlings: how many airplanes, of which models, with rockets or not, and their aces.
    const bool spark = s.scenario == u"a-spark-of-hope";
    if (reserve && !spark)
        rep.error(rule, tr("Only A Spark of Hope brings in a reserve airplane; %1 is marked reserve.").arg(reserve->id), at);
    if (spark && !reserve)
        rep.error(rule, tr("A Spark of Hope keeps a second Nieuport 16 in reserve: mark its [Vehicle] tag reserve."), at);
    int count = 3;
    QStringList pool = centralPowers() + entente();
    if (s.scenario == u"bring-proof" || spark) {
        count = 1;
        pool = {QStringLiteral("nieuport-16")};
    } else if (s.scenario == u"first-contact") {
        count = 2;
    } else if (s.scenario == u"the-hunters-and-the-hunted") {
        pool << QStringLiteral("fokker-d-vii") << QStringLiteral("sopwith-snipe");
    } else if (s.scenario == u"tripods-across-the-piave") {
        count = 5;
    } else if (s.scenario == u"into-the-eagles-nest") {
        count = 4;
    }
    if (int(airplanes.size()) != count)
        rep.error(
                rule,
                tr("The scenario %1 fields %n airplane(s) for the Earthlings at the start, not %2.",
                   nullptr, count)
                        .arg(name)
                        .arg(airplanes.size()),
                at);
    std::vector<const Vehicle *> all = airplanes;
    if (reserve)
        all.push_back(reserve);
    const bool rocketsRequired = spark || s.scenario == u"tripods-across-the-piave";
    int aces = 0;
    for (const Vehicle *v : all) {
        if (!pool.contains(modelId(*v)))
            rep.error(rule, tr("%1 (%2) is not one of the airplanes the scenario %3 allows.").arg(v->id, modelId(*v), name), at);
        if (rocketsRequired && !v->rockets)
            rep.error(rule, tr("In %1 every airplane carries rockets; %2 has none (rockets in its [Vehicle] tag).").arg(name, v->id), at);
        if (s.scenario == u"bring-proof" && v->rockets)
            rep.error(rule, tr("In Bring Proof the Nieuport 16 carries no rockets."), at);
        else if (!rocketsRequired && v->rockets &&
                 !s.rocketsByAgreement)  // rockets come only by a scenario's word
            rep.error("tripods.clarifications.scenario-rockets",
                      tr("The scenario %1 arms no airplane with rockets; %2 carries some.").arg(name, v->id), at);
        aces += v->skills.size() >= 2;
    }
    // The aces the scenario prescribes.
    const auto skillsAre = [](const Vehicle *v, const char *skill) {
        return v->skills == QStringList{QLatin1String(skill)};
    };
    if (spark) {
        if (!airplanes.empty() && !skillsAre(airplanes.front(), "itchy-trigger-finger"))
            rep.error(rule, tr("In A Spark of Hope the first pilot has the skill itchy-trigger-finger, and only it."), at);
        if (reserve && !skillsAre(reserve, "sniper"))
            rep.error(rule, tr("In A Spark of Hope the second pilot has the skill sniper, and only it."), at);
    } else if (s.scenario == u"first-contact") {
        for (const Vehicle *v : all) {
            if (s.everyPilotSkilled) {
                // The other reading: every pilot of First Contact has one skill.
                if (v->skills.size() != 1)
                    rep.error("tripods.clarifications.first-contact-skills",
                              tr("In First Contact every pilot has one skill; %1 has %2.")
                                      .arg(v->id)
                                      .arg(v->skills.size()),
                              at);
                continue;
            }
            if (centralPowers().contains(modelId(*v)) && v->skills.size() != 1)
                rep.error(rule, tr("In First Contact each Central Powers pilot has one skill; %1 has %2.")
                                        .arg(v->id)
                                        .arg(v->skills.size()),
                          at);
            if (entente().contains(modelId(*v)) && !v->skills.isEmpty())
                rep.warning("tripods.clarifications.first-contact-skills",
                            tr("In First Contact only Central Powers pilots are given a skill; %1 is an Entente airplane.")
                                    .arg(v->id),
                            at);
        }
    } else if (s.scenario == u"the-hunters-and-the-hunted") {
        // The variant replaces the whole choice (tripods.clarifications.hunters-variant).
        int variants = 0;
        for (const Vehicle *v : all)
            variants += !modelId(*v).startsWith(u"fokker-d-vii") && !modelId(*v).startsWith(u"sopwith-snipe");
        if (variants > 0 && variants < int(all.size()) && !s.huntersMixed)
            rep.error("tripods.clarifications.hunters-variant",
                      tr("The Hunters and the Hunted fields Fokker D.VIIs and Sopwith Snipes, or, in its variant, "
                         "A-firing airplanes only; the record mixes the two."),
                      at);
        for (const Vehicle *v : all) {
            const bool variant = !modelId(*v).startsWith(u"fokker-d-vii") && !modelId(*v).startsWith(u"sopwith-snipe");
            if (variant != (v->skills.size() == 1))
                rep.error(rule,
                          variant ? tr("With A-firing airplanes every pilot in The Hunters and the Hunted has "
                                       "one skill; %1 has %2.")
                                            .arg(v->id)
                                            .arg(v->skills.size())
                                  : tr("The Fokker D.VII and Sopwith Snipe pilots of The Hunters and the Hunted "
                                       "have no skill; %1 has some.")
                                            .arg(v->id),
                          at);
        }
    } else if (s.scenario == u"tripods-across-the-piave" || s.scenario == u"into-the-eagles-nest") {
        int others = 0;
        for (const Vehicle *v : all)
            others += v->skills.size() == 1 || v->skills.size() > 2;
        if (aces != 1 || others > 0)
            rep.error(rule, tr("In %1 one pilot, and only one, is an ace with two different skills.").arg(name), at);
    } else {
        for (const Vehicle *v : all)
            if (!v->skills.isEmpty())
                rep.error(rule, tr("The scenario %1 gives %2's pilot no skill.").arg(name, v->id), at);
    }
}

void Scenario::checkVictory(State &s, core::Reporter &rep)
{
    if (s.over)
        return;
    const ScenarioRules *sc = findScenario(s.scenario);
    int alive[2] = {0, 0}, inPlay[2] = {0, 0};
    bool allDestroyed[2] = {true, true};
    bool photoHome = false, exitEnemy = false;
    for (const Vehicle &v : s.vehicles) {
        alive[v.side] += v.status == Status::InPlay || v.status == Status::Reserve;
        inPlay[v.side] += v.status == Status::InPlay;
        allDestroyed[v.side] &= v.status == Status::Eliminated;
        photoHome |= v.photo && v.status == Status::Out && v.exitedHome;
        // The other reading of tripods.clarifications.exit-order: the exit counts only after the
        // last objective.
        exitEnemy |= v.kind == Kind::Tripod && v.status == Status::Out && v.exitedEnemy &&
                !(s.exitAfterObjectives && sc && v.objectivesAtExit < sc->objectivesToWin);
    }
    bool earthlings = false, martians = false;
    if (sc) {
        earthlings = sc->photo ? photoHome : allDestroyed[kMartians];
        martians = allDestroyed[kEarthlings] ||
                   (sc->objectivesToWin > 0 && s.destroyed.size() >= sc->objectivesToWin && exitEnemy);
    }
    const bool byScenario = earthlings || martians;
    if (!byScenario) {
        if (alive[kMartians] > 0 && alive[kEarthlings] > 0)
            return;
        // The simple battle's rule: the side with vehicles left wins (tripods.clarifications.scenario-endings).
        martians = alive[kMartians] > 0;
        earthlings = alive[kEarthlings] > 0;
    }
    s.over = true;
    if (earthlings == martians) {
        s.outcome.places = {{kMartians, kEarthlings}};
        return;
    }
    const int winner = martians ? kMartians : kEarthlings;
    s.outcome = core::Result::won(winner);
    if (sc && byScenario) {
        if (sc->photo)
            rep.note(sc->rule, tr("The tripod was photographed and the airplane flew off across the "
                                  "Earthlings' side: the Earthlings win."));
        else if (earthlings)
            rep.note(sc->rule, tr("Every tripod is destroyed: the Earthlings win."));
        else if (allDestroyed[kEarthlings])
            rep.note(sc->rule, tr("Every airplane is destroyed: the Martians win."));
        else
            rep.note(sc->rule,
                     tr("The Martians destroyed %n objective template(s) and a tripod left across "
                        "the Earthlings' side: the Martians win.",
                        nullptr, int(s.destroyed.size())));
    }
    if (sc && sc->decisiveAirplanes > 0) {
        int tripods = 0;
        for (const Vehicle &v : s.vehicles)
            tripods += v.side == kMartians;
        const bool decisive = martians ? inPlay[kMartians] == tripods : inPlay[kEarthlings] >= sc->decisiveAirplanes;
        s.victoryGrade = decisive ? 2 : 1;
        rep.note(sc->rule, decisive ? tr("The victory is decisive: the winner keeps every tripod, or enough "
                                         "airplanes, in play.")
                                    : tr("The victory is marginal: the winner lost too many vehicles for a "
                                         "decisive one."));
    }
}

}  // namespace umpire::tripods
