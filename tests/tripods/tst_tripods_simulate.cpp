// Simulated games: random legal plans and outcomes check clean, and they end.
#include "core/catalog.h"
#include "core/choice.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "core/trial.h"
#include "games/tripods/tripods_state.h"
#include "notation/parser.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace umpire;

namespace {

// Shots whose explosion hit the electrified armour of a standing tripod with energy (the step
// before the shot shows the target as it ended the movement step).
int explosionsThroughArmour(const core::Replay &r, const QByteArray &text)
{
    static const QRegularExpression shot(QStringLiteral("^\\d+ \\w+ (?:fire|rocket) \\S+ (\\S+) .*across=protected "
                                                        "cards=(?:\\S*,)?x"));
    int n = 0, step = 0;
    for (const QByteArray &line : text.split('\n')) {
        if (line.isEmpty() || !std::isdigit(static_cast<unsigned char>(line.front())))
            continue;
        ++step;
        const QRegularExpressionMatch m = shot.match(QString::fromUtf8(line));
        if (!m.hasMatch())
            continue;
        const auto before = std::dynamic_pointer_cast<const tripods::State>(r.stateAt(step - 1));
        const int t = before ? before->find(m.captured(1)) : -1;
        if (t >= 0) {
            const tripods::Vehicle &v = before->vehicles[std::size_t(t)];
            n += v.kind == tripods::Kind::Tripod && v.energy > 0 && v.recovery == 0;
        }
    }
    return n;
}

// The choice of `choices` whose line starts with `prefix`, or null.
const core::Choice *choiceStarting(const core::Ruleset &rules, const std::vector<core::Choice> &choices,
                                   const QByteArray &prefix)
{
    for (const core::Choice &c : choices)
        if (rules.encode(*c.move).startsWith(prefix))
            return &c;
    return nullptr;
}

// The error findings of `line` tried at `state`, as "rule-id: message".
QStringList errorsOf(const core::Ruleset &rules, const core::State &state, const QByteArray &line)
{
    QStringList out;
    for (const core::Finding &f : core::tryLines(rules, state, line, core::Language::English).findings)
        if (f.severity == core::Severity::Error)
            out << f.ruleId + QStringLiteral(": ") + f.message;
    return out;
}

}  // namespace

class TestTripodsSimulate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomGamesAreCleanAndEnd()
    {
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                         .arg(seed)
                                         .arg(f.position.line)
                                         .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
        }
        QVERIFY2(finished >= 35, qPrintable(QStringLiteral("%1 of 40 games ended").arg(finished)));
    }

    // The scenarios and optional rules through legalMoves: rockets, the anchor, the cannon, black smoke,
    // terrain, ace skills, a scenario's objectives, exits and reserve airplane.
    void scenariosAndOptionalRulesAreClean_data()
    {
        QTest::addColumn<QByteArray>("tags");
        QTest::addColumn<QByteArrayList>("seen");  // vocabulary the games must produce
        QTest::newRow("spark-of-hope") << QByteArray(
                "[Scenario \"a-spark-of-hope\"]\n[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                "[Vehicle \"first nieuport-16 rockets skills=itchy-trigger-finger\"]\n"
                "[Vehicle \"second nieuport-16 rockets reserve skills=sniper\"]\n")
                                         << QByteArrayList{" rockets=", " rocket ", " skill ", " destroy-objective on=obj"};
        QTest::newRow("optional-rules") << QByteArray(
                "[Variant \"black-smoke\"]\n[Variant \"terrain\"]\n[Variant \"aces\"]\n"
                "[Vehicle \"locust mk-i-locust\"]\n[Vehicle \"squid mk-iii-squid resistance=20 energy=10 recharge=3\"]\n"
                "[Vehicle \"camel sopwith-camel anchor rockets skills=sniper\"]\n[Vehicle \"spad spad-xiii rockets\"]\n"
                "[Vehicle \"spad12 spad-xii cannon\"]\n")
                                          << QByteArrayList{" cloud", " smoke=", " onto=", " check=", " anchor card=",
                                                            " entangled", " black-smoke ", " cannon", " crater=",
                                                            " maneuver recovery=", " sniper recovery="};
        QTest::newRow("bring-proof") << QByteArray("[Scenario \"bring-proof\"]\n") << QByteArrayList{" photo"};
        QTest::newRow("hunters") << QByteArray(
                "[Scenario \"the-hunters-and-the-hunted\"]\n[Vehicle \"t1 mk-i-locust\"]\n[Vehicle \"t2 mk-i-locust\"]\n"
                "[Vehicle \"a1 fokker-d-vii\"]\n[Vehicle \"a2 sopwith-snipe\"]\n[Vehicle \"a3 fokker-d-vii\"]\n")
                                     << QByteArrayList{" out"};
        // A placed table: every move of a placed vehicle carries a position, beyond the edge
        // when it leaves.
        QTest::newRow("placed") << QByteArray(
                "[Table \"90x120\"]\n[Vehicle \"locust mk-i-locust at=45,100,180\"]\n"
                "[Vehicle \"nieuport nieuport-16 at=45,10,0\"]\n[Vehicle \"spad spad-xiii\"]\n")
                                << QByteArrayList{" locust walk at=", " nieuport straight at=", " out at=", " out home at="};
    }
    void scenariosAndOptionalRulesAreClean()
    {
        QFETCH(QByteArray, tags);
        QFETCH(QByteArrayList, seen);
        QByteArray all;
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000, tags);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                if (f.severity != core::Severity::Note)
                    QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                             .arg(seed)
                                             .arg(f.position.line)
                                             .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
            all += sim.text;
        }
        for (const QByteArray &word : seen)
            QVERIFY2(all.contains(word), word.constData());
        QVERIFY2(finished >= 20, qPrintable(QStringLiteral("%1 of 25 games ended").arg(finished)));
    }

    // Standard rules: the cards shots draw carry energy icons and every kind of special damage,
    // and the games that follow (plans, actions, firing, fire cards, toppled tripods) stay clean.
    void standardGamesDrawSpecialDamage()
    {
        const QByteArray tags = "[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                                "[Vehicle \"squid mk-iii-squid resistance=20 energy=10 recharge=3\"]\n"
                                "[Vehicle \"nieuport nieuport-16\"]\n[Vehicle \"spad spad-xiii\"]\n"
                                "[Vehicle \"camel sopwith-camel\"]\n";
        const QStringList kinds{"e", "battery", "circuits", "reverse", "smoke-generator", "gyroscope", "topple",
                                "wounded", "engine", "fire", "jam", "rudder-left", "rudder-right", "smoke"};
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        // A damage card's marks: `3+e+topple` after `=`, a comma or a space.
        static const QRegularExpression card(QStringLiteral("(?:[=, ])(?:\\d+|x)((?:\\+[a-z-]+)+)"));
        QSet<QString> drawn;
        int finished = 0, armouredExplosions = 0, markedFireCards = 0;
        // A fire card's symbols are ignored by the rules; the simulated ones carry some.
        static const QRegularExpression markedFireCard(QStringLiteral("burn \\S+ card=\\S+\\+"));
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000, tags);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                if (f.severity != core::Severity::Note)
                    QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                             .arg(seed)
                                             .arg(f.position.line)
                                             .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
            armouredExplosions += explosionsThroughArmour(r, sim.text);
            markedFireCards += int(markedFireCard.globalMatch(QString::fromUtf8(sim.text)).hasNext());
            for (auto it = card.globalMatch(QString::fromUtf8(sim.text)); it.hasNext();)
                for (const QString &mark : it.next().captured(1).split(u'+', Qt::SkipEmptyParts))
                    drawn << mark;
        }
        QStringList seen, missing;
        for (const QString &k : kinds)
            (drawn.contains(k) ? seen : missing) << k;
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("drawn: %1; never drawn: %2")
                                                       .arg(seen.join(u' '), missing.join(u' '))));
        QVERIFY2(finished >= 20, qPrintable(QStringLiteral("%1 of 25 games ended").arg(finished)));
        QVERIFY2(armouredExplosions > 0, "no explosion came through the armour of a standing tripod with energy");
        QVERIFY2(markedFireCards > 0, "no fire card carried a symbol");
    }

    // A toppled tripod on fire draws its fire card in phase 1 with no maneuver of its own; when
    // that card is the step's last line the firing step follows, so the game goes on.
    void fireCardOfToppledTripodEndsTheMovementStep()
    {
        const QByteArray text = "[Game \"tripods\"]\n[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                                "[Vehicle \"nieuport nieuport-16\"]\n\n"
                                "1 earthlings plan nieuport straight,straight,straight\n"
                                "1 martians plan locust still,still,still\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings fire nieuport locust range=long across=unprotected cards=0+fire\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings hold nieuport\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings fire nieuport locust range=long across=unprotected cards=0+topple\n"
                                "2 earthlings plan nieuport straight,straight,straight\n"
                                "2 martians plan locust still\n"
                                "2 earthlings move nieuport straight\n"
                                "2 martians burn locust card=1\n";
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
        for (const core::Finding &f : r.findings())
            QFAIL(qPrintable(QStringLiteral("line %1: %2 [%3]").arg(f.position.line).arg(f.message, f.ruleId)));
        const auto state = r.stateAt(r.stepCount());
        QVERIFY(state);
        QStringList offered;
        for (const auto &m : rules->legalMoves(*state))
            offered << QString::fromUtf8(rules->encode(*m));
        QVERIFY2(offered.contains(QStringLiteral("2 earthlings hold nieuport")), qPrintable(offered.join(u'|')));
    }

    // A random game never fires the cannon right after an Immelmann: the stall the shot inserts
    // would break the Immelmann's straight, and every next plan would be illegal
    // (tripods.clarifications.cannon-after-immelmann). After a straight followed by a straight the
    // shot is offered.
    void noCannonShotRightAfterAnImmelmann()
    {
        const QByteArray head = "[Game \"tripods\"]\n[Vehicle \"locust mk-i-locust resistance=60\"]\n"
                                "[Vehicle \"spad spad-xii cannon\"]\n\n"
                                "1 martians plan locust still,still,still\n"
                                "1 earthlings plan spad straight,straight,immelmann\n"
                                "1 martians move locust still\n"
                                "1 earthlings move spad straight\n";
        const auto cannonOffered = [](const QByteArray &text) {
            const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
            const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                qWarning("line %d: %s", f.position.line, qPrintable(f.message));
            const auto state = r.stateAt(r.stepCount());
            bool offered = false;
            for (const auto &m : rules->legalMoves(*state))
                offered |= QString::fromUtf8(rules->encode(*m)).contains(u" cannon");
            return std::pair{r.findings().empty(), offered};
        };
        const auto [straightClean, afterStraight] = cannonOffered(head);
        QVERIFY(straightClean);
        QVERIFY(afterStraight);
        const auto [immelmannClean, afterImmelmann] =
                cannonOffered(head + "1 earthlings hold spad\n1 martians move locust still\n"
                                     "1 earthlings move spad straight\n1 earthlings hold spad\n"
                                     "1 martians move locust still\n1 earthlings move spad immelmann\n");
        QVERIFY(immelmannClean);
        QVERIFY(!afterImmelmann);
    }

    // The chance fields of the scenarios, optional rules and Standard rules (smoke=, check=, an
    // anchor's card=, crater=, a burn's card=, a rocket strike's cards=): along random games,
    // every value a field offers applies without an error, and the first card kind it leaves out
    // is refused citing the field's rule.
    void optionalRulesOfferTheirCards_data()
    {
        scenariosAndOptionalRulesAreClean_data();
        QTest::newRow("standard") << QByteArray("[Variant \"standard\"]\n") << QByteArrayList{" burn "};
    }
    void optionalRulesOfferTheirCards()
    {
        QFETCH(QByteArray, tags);
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        const QStringList kinds{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("x")};
        QSet<QByteArray> keys;
        int refused = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const core::Replay r =
                    core::Replay::run(notation::parse(core::simulate(*rules, seed, 3000, tags).text), core::Catalog::builtin());
            for (int step = 0; step <= r.stepCount(); ++step) {
                const auto state = r.stateAt(step);
                for (const core::Choice &c : rules->legalChoices(*state)) {
                    const QByteArray line = rules->encode(*c.move);
                    for (const core::ChanceField &f : c.chance) {
                        keys << line.split(' ').value(2) + ' ' + f.key;  // "rocket cards", "burn card"
                        const QString where = QStringLiteral("seed %1 step %2: %3 (%4)")
                                                      .arg(seed).arg(step).arg(QString::fromUtf8(line), f.what);
                        QVERIFY2(!f.values.isEmpty(), qPrintable(where));
                        for (const QString &value : f.values) {
                            const QStringList errors = errorsOf(*rules, *state, core::fillChance(line, f, value.toUtf8()));
                            QVERIFY2(errors.isEmpty(), qPrintable(where + u' ' + value + u' ' + errors.join(u';')));
                        }
                        for (const QString &kind : kinds) {
                            if (f.values.contains(kind))
                                continue;
                            const QStringList errors = errorsOf(*rules, *state, core::fillChance(line, f, kind.toUtf8()));
                            QVERIFY2(!errors.isEmpty() && errors.front().startsWith(QLatin1String(f.rule) + u':'),
                                     qPrintable(where + u' ' + kind + u' ' + errors.join(u';')));
                            ++refused;
                            break;
                        }
                    }
                }
            }
        }
        QVERIFY(refused > 0);
        // Each game draws shots' cards; the optional rules also the other cards drawn, and the
        // Standard rules a burning vehicle's fire card.
        const QByteArray row(QTest::currentDataTag());
        const QByteArrayList drawn =
                row == "optional-rules"  ? QByteArrayList{"fire cards", "fire crater", "move check", "move smoke", "fire card"}
                : row == "standard"      ? QByteArrayList{"fire cards", "burn card"}
                : row == "spark-of-hope" ? QByteArrayList{"fire cards", "rocket cards"}
                                         : QByteArrayList{"fire cards"};
        for (const QByteArray &key : drawn)
            QVERIFY2(keys.contains(key), key.constData());
    }

    // The table's measured facts are fact fields (core/choice.h): each sits where the field says
    // (the representative's value written in gives its line back); each list value applies,
    // written in or, when it changes the draw's shape, as the choice of that shape, which is the
    // same move apart from its fields; a flag set or cleared applies (home and enemy with out;
    // on a placed table the position decides out, so only the others); a number applies at the
    // representative's value, and past its bounds, like a list value no table shows, is refused.
    void measuredFactsAreFactFields_data() { scenariosAndOptionalRulesAreClean_data(); }
    void measuredFactsAreFactFields()
    {
        QFETCH(QByteArray, tags);
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        QSet<QByteArray> keys;
        int reshaped = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const core::Replay r =
                    core::Replay::run(notation::parse(core::simulate(*rules, seed, 3000, tags).text), core::Catalog::builtin());
            for (int step = 0; step <= r.stepCount(); ++step) {
                const auto state = r.stateAt(step);
                const std::vector<core::Choice> choices = rules->legalChoices(*state);
                for (const core::Choice &c : choices) {
                    const QByteArray line = rules->encode(*c.move);
                    const bool placed = static_cast<const tripods::TripodsMove &>(*c.move).at.known;
                    for (const core::FactField &f : c.facts) {
                        keys << line.split(' ').value(2) + ' ' + (f.key.isEmpty() ? f.values.join(u'/').toUtf8() : f.key);
                        const QString where = QStringLiteral("seed %1 step %2: %3 (%4)")
                                                      .arg(seed).arg(step).arg(QString::fromUtf8(line), f.what);
                        QVERIFY2(f.rule && !f.what.isEmpty(), qPrintable(where));
                        QCOMPARE(core::fillFact(line, f, f.value.toUtf8()), line);
                        const auto errors = [&](const QByteArray &filled) { return errorsOf(*rules, *state, filled); };
                        switch (f.kind) {
                        case core::FactField::Kind::List: {
                            QVERIFY2(f.values.contains(f.value), qPrintable(where));
                            for (const QString &value : f.values) {
                                const QByteArray filled = core::fillFact(line, f, value.toUtf8());
                                QVERIFY2(filled != line || value == f.value, qPrintable(where + u' ' + value));
                                if (errors(filled).isEmpty())
                                    continue;
                                // Another shape: a choice of the same move carrying the value.
                                const auto shape = std::find_if(choices.begin(), choices.end(), [&](const core::Choice &o) {
                                    const QByteArray other = rules->encode(*o.move);
                                    return std::any_of(o.facts.begin(), o.facts.end(), [&](const core::FactField &of) {
                                        return of.key == f.key && of.value == value;
                                    }) && core::sameMoveApartFromFields(line, c, other, o);
                                });
                                QVERIFY2(shape != choices.end(),
                                         qPrintable(where + u' ' + value + u' ' + errors(filled).join(u';')));
                                ++reshaped;
                            }
                            QVERIFY2(!errors(core::fillFact(line, f, "sideways")).isEmpty(), qPrintable(where));
                            break;
                        }
                        case core::FactField::Kind::Flag: {
                            const bool leaving = f.key == "out" || f.key == "home" || f.key == "enemy";
                            if (placed && leaving)
                                break;  // the position says whether it left
                            const bool set = f.value.isEmpty();
                            if (placed && set && f.key == "overlap" && line.contains(" out"))
                                break;  // staying on the table needs another position
                            QByteArray flipped = core::fillFact(line, f, set ? f.key : QByteArray());
                            QVERIFY2(flipped != line, qPrintable(where));
                            // The facts it goes with: home and enemy with out; out without
                            // overlap (a tripod moved back stayed on the table).
                            const auto withFact = [&](const char *key, bool present) {
                                for (const core::FactField &o : c.facts)
                                    if (o.key == key)
                                        flipped = core::fillFact(flipped, o, present ? o.key : QByteArray());
                            };
                            if (set && leaving) {
                                withFact("out", true);
                                withFact("overlap", false);
                            } else if (!set && f.key == "out") {
                                withFact("home", false);
                                withFact("enemy", false);
                            } else if (set && f.key == "overlap") {
                                withFact("out", false);
                                withFact("home", false);
                                withFact("enemy", false);
                            }
                            QVERIFY2(errors(flipped).isEmpty(),
                                     qPrintable(where + u' ' + QString::fromUtf8(flipped) + u' ' + errors(flipped).join(u';')));
                            break;
                        }
                        case core::FactField::Kind::Number: {
                            const int value = f.value.toInt();
                            QVERIFY2(f.min <= value && value <= f.max && !f.unit.isEmpty(), qPrintable(where));
                            for (const int outside : {f.min - 1, f.max + 1}) {
                                const QStringList refused = errors(core::fillFact(line, f, QByteArray::number(outside)));
                                QVERIFY2(!refused.isEmpty() && refused.front().startsWith(QLatin1String(f.rule) + u':'),
                                         qPrintable(where + u' ' + QString::number(outside) + u' ' + refused.join(u';')));
                            }
                            break;
                        }
                        }
                    }
                }
            }
        }
        const QByteArray row(QTest::currentDataTag());
        const QByteArrayList facts =
                row == "optional-rules" ? QByteArrayList{"fire range", "fire across", "move out", "move overlap",
                                                         "move entangled/free", "rocket across"}
                : row == "bring-proof"  ? QByteArrayList{"fire range", "move out", "move home", "move photo"}
                : row == "placed"       ? QByteArrayList{"fire range", "move out", "move at"}
                                        : QByteArrayList{"fire range", "fire across", "move out", "move home"};
        for (const QByteArray &key : facts)
            QVERIFY2(keys.contains(key), key.constData());
        QVERIFY2(reshaped > 0, "no shot changed its draw with its range");
    }

    // The cards of a shot are chance fields (core/choice.h): each offers the kinds the deck and
    // the line's other cards leave, and a kind outside them is refused under the field's rule.
    // Deck A has given its three explosions and one of its two 4s (the airplanes' first
    // shots); in phase 3 n1 fires at t3 again and the locust fires its heat-ray (deck X) at n1.
    // The seeded stream decides each shot's range and cards, so every seed is looked at and the
    // heat-ray's three shapes (long, short with one card, short with a 0 and a second) are each met.
    void shotCardsAreChanceFields()
    {
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        // Two explosions take any tripod's resistance, so the three go to three tripods.
        QByteArray moves = "[Vehicle \"locust mk-i-locust\"]\n";
        for (const char *t : {"t1", "t2", "t3"})
            moves += QByteArray("[Vehicle \"") + t + " mk-i-locust resistance=999\"]\n";
        moves += "[Vehicle \"n1 nieuport-16\"]\n[Vehicle \"n2 nieuport-16\"]\n\n";
        for (const char *t : {"locust", "t1", "t2", "t3"})
            moves += QByteArray("1 martians plan ") + t + " still,still,still\n";
        moves += "1 earthlings plan n1 straight,straight,straight\n1 earthlings plan n2 straight,straight,straight\n";
        const auto phase = [&](const QByteArray &firing) {
            for (const char *t : {"locust", "t1", "t2", "t3"})
                moves += QByteArray("1 martians move ") + t + " still\n";
            moves += "1 earthlings move n1 straight\n1 earthlings move n2 straight\n" + firing;
        };
        phase("1 earthlings fire n1 t1 range=short across=unprotected cards=x,0\n"
              "1 earthlings fire n2 t2 range=short across=unprotected cards=x,0\n");
        phase("1 earthlings fire n1 t3 range=short across=unprotected cards=x,4\n1 earthlings hold n2\n");
        moves += "1 martians action locust heat-ray projector=front-right\n";
        phase({});
        const QStringList aKinds{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                 QStringLiteral("4")};
        QSet<QString> heatRayShapes;
        for (int seed = 1; seed <= 30; ++seed) {
            const QByteArray text = "[Game \"tripods\"]\n[Seed \"" + QByteArray::number(seed) + "\"]\n" + moves;
            const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                QFAIL(qPrintable(QStringLiteral("line %1: %2").arg(f.position.line).arg(f.message)));
            const auto state = r.stateAt(r.stepCount());
            const std::vector<core::Choice> choices = rules->legalChoices(*state);

            // n1's machine guns: one field per card, deck A without explosions; a 4
            // only where no other card of the line is the last 4.
            const core::Choice *guns = choiceStarting(*rules, choices, "1 earthlings fire n1 t3 range=");
            QVERIFY(guns);
            const auto &shot = static_cast<const tripods::TripodsMove &>(*guns->move);
            const QByteArray line = rules->encode(shot);
            QCOMPARE(guns->chance.size(), shot.cards.size());
            for (std::size_t i = 0; i < shot.cards.size(); ++i) {
                const core::ChanceField &f = guns->chance[i];
                QCOMPARE(f.kind, core::ChanceField::Kind::Card);
                QCOMPARE(f.key, QByteArray("cards"));
                QCOMPARE(f.index, int(i));
                QCOMPARE(f.what, QStringLiteral("damage card %1 of n1's shot at t3 (deck A)").arg(i + 1));
                QCOMPARE(QByteArray(f.rule), QByteArray("tripods.clarifications.damage-decks"));
                QVERIFY(!f.unknown);
                const bool otherFour = shot.cards.size() == 2 && shot.cards[1 - i].points == 4;
                QCOMPARE(f.values, otherFour ? aKinds.mid(0, 4) : aKinds);
                // An explosion: deck A has none left.
                QCOMPARE(errorsOf(*rules, *state, core::fillChance(line, f, "x")),
                         QStringList{QStringLiteral("tripods.clarifications.damage-decks: x cannot be drawn from "
                                                    "damage deck A: no copy is left there.")});
            }
            QVERIFY2(core::openLine(line, guns->chance).contains(" cards=?{0,1,2,3"), line.constData());

            // The heat-ray (deck X): a short shot's first card is a 0 exactly when a second follows.
            const core::Choice *ray = choiceStarting(*rules, choices, "1 martians fire locust n1 range=");
            QVERIFY(ray);
            const auto &beam = static_cast<const tripods::TripodsMove &>(*ray->move);
            const QByteArray beamLine = rules->encode(beam);
            QVERIFY(!ray->chance.empty());
            const core::ChanceField &first = ray->chance.front();
            QCOMPARE(first.what, QStringLiteral("damage card 1 of locust's shot at n1 (deck X)"));
            if (beam.range == tripods::Range::Long) {
                heatRayShapes << QStringLiteral("long");
                QCOMPARE(first.values, aKinds + QStringList{QStringLiteral("x")});
                QCOMPARE(QByteArray(first.rule), QByteArray("tripods.clarifications.damage-decks"));
            } else if (beam.cards.size() == 1) {
                heatRayShapes << QStringLiteral("short, one card");
                QCOMPARE(first.values, aKinds.mid(1) + QStringList{QStringLiteral("x")});
                QCOMPARE(QByteArray(first.rule), QByteArray("tripods.basic.tripod-fire"));
                const QStringList errors = errorsOf(*rules, *state, core::fillChance(beamLine, first, "0"));
                QCOMPARE(errors.size(), 1);
                QVERIFY2(errors.front().startsWith(u"tripods.basic.tripod-fire: A short-range heat-ray reveals one "
                                                   "card and draws a second only when the first is a 0"),
                         qPrintable(errors.front()));
            } else {
                heatRayShapes << QStringLiteral("short, a 0 and a second");
                QCOMPARE(first.values, QStringList{QStringLiteral("0")});
                QCOMPARE(QByteArray(first.rule), QByteArray("tripods.basic.tripod-fire"));
                QCOMPARE(ray->chance.size(), std::size_t(2));
                QVERIFY(!errorsOf(*rules, *state, core::fillChance(beamLine, first, "3")).isEmpty());
            }
        }
        QCOMPARE(heatRayShapes.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestTripodsSimulate)
#include "tst_tripods_simulate.moc"
