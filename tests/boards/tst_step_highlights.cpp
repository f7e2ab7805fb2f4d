// The highlight vocabulary (app/boards/stephighlights.h): the generic piece diff, War of the
// Worlds' highlighter from a record line and two states, and BoardHighlightModel following a
// ReplayController through a sample record (QAbstractItemModelTester).
#include "boardgeometry.h"
#include "boardhighlightmodel.h"
#include "gameviews.h"
#include "replaycontroller.h"
#include "stephighlights.h"
#include "civilizations/civilizationshighlights.h"
#include "wotw/wotwhighlights.h"

#include "notation/parser.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace umpire::boards;
using Kind = HighlightKind;

namespace {

QJsonObject unit(const char *id, const char *side, const char *region)
{
    return {{QStringLiteral("id"), QString::fromLatin1(id)},
            {QStringLiteral("side"), QString::fromLatin1(side)},
            {QStringLiteral("region"), QString::fromLatin1(region)}};
}

QJsonObject region(const char *id, int civilians, const char *building = "", bool balloons = false)
{
    return {{QStringLiteral("id"), QString::fromLatin1(id)},
            {QStringLiteral("civilians"), civilians},
            {QStringLiteral("building"), QString::fromLatin1(building)},
            {QStringLiteral("balloons"), balloons},
            {QStringLiteral("influence"), QJsonArray()}};
}

QJsonObject state(const QJsonArray &regions, const QJsonArray &units)
{
    return {{QStringLiteral("regions"), regions}, {QStringLiteral("units"), units}};
}

// The highlights of War of the Worlds for `line` (one move line) between two states.
QList<Highlight> wotw(const QByteArray &line, const QJsonObject &before, const QJsonObject &after)
{
    const umpire::notation::Record record =
            umpire::notation::parse("[Game \"wotw\"]\n" + line + "\n", QStringLiteral("t.ugr"));
    if (record.moves.size() != 1)
        qFatal("the test line does not parse: %s", line.constData());
    StepChange step;
    step.before = before;
    step.after = after;
    step.record = &record;
    step.line = &record.moves.front();
    return umpire::games::wotwHighlights(step);
}

}  // namespace

class TestStepHighlights : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pieceChangesNameMovesRemovalsAndPlacements()
    {
        const QJsonObject before = state({}, {unit("tripod-1", "aliens", "argyll"), unit("army-1", "humans", "london"),
                                              unit("navy-1", "humans", "")});
        const QJsonObject after = state({}, {unit("tripod-1", "aliens", "grampian"), unit("navy-1", "humans", "channel"),
                                             unit("ufo-1", "aliens", "wales")});
        const QList<Highlight> got = pieceChanges(before, after);
        const QList<Highlight> expected{
            {Kind::Move, QStringLiteral("argyll"), QStringLiteral("grampian"), QStringLiteral("tripod-1"), 0},
            {Kind::Placed, {}, QStringLiteral("channel"), QStringLiteral("navy-1"), 0},
            {Kind::Placed, {}, QStringLiteral("wales"), QStringLiteral("ufo-1"), 0},
            {Kind::Removed, {}, QStringLiteral("london"), QStringLiteral("army-1"), 0},
        };
        QCOMPARE(got, expected);
        // Set-up (nothing before) and an unchanged state highlight nothing.
        QVERIFY(pieceChanges({}, after).isEmpty());
        QVERIFY(pieceChanges(after, after).isEmpty());
        // Other games name their list and position keys (a hex board: ships on hexes).
        const QJsonObject hexBefore{{QStringLiteral("ships"), QJsonArray{QJsonObject{{"id", "cruiser-1"}, {"hex", "c4"}}}}};
        const QJsonObject hexAfter{{QStringLiteral("ships"), QJsonArray{QJsonObject{{"id", "cruiser-1"}, {"hex", "d5"}}}}};
        QCOMPARE(pieceChanges(hexBefore, hexAfter, QStringLiteral("ships"), QStringLiteral("hex")),
                 (QList<Highlight>{{Kind::Move, QStringLiteral("c4"), QStringLiteral("d5"), QStringLiteral("cruiser-1"), 0}}));
    }

    void kindsHaveStableNames()
    {
        QCOMPARE(kindName(Kind::Move), QStringLiteral("move"));
        QCOMPARE(kindName(Kind::Attack), QStringLiteral("attack"));
        QCOMPARE(kindName(Kind::Damaged), QStringLiteral("damaged"));
        QCOMPARE(kindName(Kind::Removed), QStringLiteral("removed"));
        QCOMPARE(kindName(Kind::Placed), QStringLiteral("placed"));
    }

    // A two-step move is two arrows along the path the line names, from where the unit stood.
    void wotwMovePathFollowsTheLine()
    {
        const QJsonArray regions{region("irish-sea", 0), region("wales", 2), region("midlands", 3)};
        const QJsonObject before = state(regions, {unit("ufo-1", "aliens", "irish-sea")});
        const QJsonObject after = state(regions, {unit("ufo-1", "aliens", "midlands")});
        const QList<Highlight> got = wotw("3 aliens play ufo option=move unit=ufo-1 to=wales,midlands", before, after);
        QCOMPARE(got, (QList<Highlight>{
                              {Kind::Move, QStringLiteral("irish-sea"), QStringLiteral("wales"), QStringLiteral("ufo-1"), 0},
                              {Kind::Move, QStringLiteral("wales"), QStringLiteral("midlands"), QStringLiteral("ufo-1"), 0}}));
        // A move that broke a rule and was not carried out still shows where it was meant to go.
        QCOMPARE(wotw("3 aliens play ufo option=move unit=ufo-1 to=wales", before, before),
                 (QList<Highlight>{{Kind::Move, QStringLiteral("irish-sea"), QStringLiteral("wales"), QStringLiteral("ufo-1"), 0}}));
    }

    // Civilians moved are arrows, not losses; civilians lost to an attack are damage.
    void wotwCiviliansMovedAndLost()
    {
        const QJsonObject before = state({region("london", 4), region("midlands", 1)}, {});
        const QJsonObject moved = state({region("london", 3), region("midlands", 2)}, {});
        QCOMPARE(wotw("2 humans play relocate option=move-civilian from=london to=midlands", before, moved),
                 (QList<Highlight>{{Kind::Move, QStringLiteral("london"), QStringLiteral("midlands"), QStringLiteral("civilians"), 0}}));

        const QJsonObject reaped = state({region("london", 2), region("midlands", 1)}, {unit("tripod-1", "aliens", "london")});
        const QJsonObject beforeReap = state({region("london", 4), region("midlands", 1)}, {unit("tripod-1", "aliens", "london")});
        QCOMPARE(wotw("2 aliens play tripod option=attack-2 unit=tripod-1", beforeReap, reaped),
                 (QList<Highlight>{{Kind::Attack, {}, QStringLiteral("london"), QStringLiteral("tripod"), 0},
                                   {Kind::Damaged, {}, QStringLiteral("london"), QStringLiteral("civilians"), 2}}));
    }

    // An attack from elsewhere (a Navy at sea, Heavy Artillery) is an arrow to its target; what
    // it destroyed is marked removed.
    void wotwAttacksFromElsewhere()
    {
        const QJsonObject before = state({region("channel", 0), region("kent", 0, "alien-factory")},
                                         {unit("navy-1", "humans", "channel"), unit("tripod-2", "aliens", "kent")});
        const QJsonObject after = state({region("channel", 0), region("kent", 0)}, {unit("navy-1", "humans", "channel")});
        QCOMPARE(wotw("4 humans play royal-navy option=attack-3 unit=navy-1 region=kent", before, after),
                 (QList<Highlight>{{Kind::Attack, QStringLiteral("channel"), QStringLiteral("kent"), QStringLiteral("royal-navy"), 0},
                                   {Kind::Removed, {}, QStringLiteral("kent"), QStringLiteral("tripod-2"), 0},
                                   {Kind::Removed, {}, QStringLiteral("kent"), QStringLiteral("alien-factory"), 0}}));

        const QJsonObject artillery = state({region("london", 3, "heavy-artillery"), region("midlands", 0)},
                                            {unit("tripod-1", "aliens", "midlands")});
        const QList<Highlight> shot = wotw("5 humans ability heavy-artillery region=midlands", artillery, artillery);
        QCOMPARE(shot, (QList<Highlight>{{Kind::Attack, QStringLiteral("london"), QStringLiteral("midlands"),
                                          QStringLiteral("heavy-artillery"), 0}}));
    }

    // A strike that has not yet beaten a Defense damages the building; a bought building is
    // placed; an influence card without option= is an attack on its region.
    void wotwStrikesBuildingsAndInfluence()
    {
        QJsonObject before = state({region("london", 3, "fort")}, {unit("tripod-1", "aliens", "london")});
        QJsonObject after = before;
        after.insert(QStringLiteral("strike"), QJsonObject{{"region", "london"}, {"damage", 2}});
        QCOMPARE(wotw("6 aliens play tripod option=attack-2 unit=tripod-1", before, after),
                 (QList<Highlight>{{Kind::Attack, {}, QStringLiteral("london"), QStringLiteral("tripod"), 0},
                                   {Kind::Damaged, {}, QStringLiteral("london"), QStringLiteral("fort"), 2}}));

        const QJsonObject empty = state({region("wales", 2)}, {});
        const QJsonObject built = state({region("wales", 2, "bunkers")}, {});
        QCOMPARE(wotw("1 humans buy bunkers region=wales", empty, built),
                 (QList<Highlight>{{Kind::Placed, {}, QStringLiteral("wales"), QStringLiteral("bunkers"), 0}}));

        QJsonObject fogged = state({region("wales", 1)}, {});
        QJsonObject wales = region("wales", 1);
        wales.insert(QStringLiteral("influence"), QJsonArray{QStringLiteral("poisonous-fog")});
        fogged.insert(QStringLiteral("regions"), QJsonArray{wales});
        QCOMPARE(wotw("1 aliens play poisonous-fog region=wales", empty, fogged),
                 (QList<Highlight>{{Kind::Attack, {}, QStringLiteral("wales"), QStringLiteral("poisonous-fog"), 0},
                                   {Kind::Damaged, {}, QStringLiteral("wales"), QStringLiteral("civilians"), 1},
                                   {Kind::Placed, {}, QStringLiteral("wales"), QStringLiteral("poisonous-fog"), 0}}));
        // Facts and the end of a turn change nothing on the board.
        QVERIFY(wotw("1 aliens end", empty, empty).isEmpty());
        QVERIFY(wotw("1 aliens hand reap,reap", empty, empty).isEmpty());
    }

    void civilizationsDrawsFleetsBattlesAndNewPieces()
    {
        const umpire::notation::Record record = umpire::notation::parse(
                "[Game \"civilizations\"]\n"
                "2 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 frigates=1 defence=fight members=lake\n"
                "2 kreios move from=north-origin to=north-lesser-1 gunboats=2\n"
                "2 kreios buy ship=frigate island=north-apex\n",
                QStringLiteral("t.ugr"));
        QCOMPARE(record.moves.size(), std::size_t(3));
        auto held = [](const char *clan) {
            return QJsonObject{{QStringLiteral("places"),
                                QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("northeast-apex")},
                                                       {QStringLiteral("clan"), QString::fromLatin1(clan)}}}}};
        };
        StepChange step;
        step.record = &record;
        step.line = &record.moves[0];
        step.before = held("thora");
        step.after = held("kreios");
        QCOMPARE(umpire::games::civilizationsHighlights(step),
                 (QList<Highlight>{{Kind::Attack, QStringLiteral("northeast-lesser-2"), QStringLiteral("northeast-apex"), QStringLiteral("fleet"), 0},
                                   {Kind::Placed, {}, QStringLiteral("northeast-apex"), QStringLiteral("kreios"), 0}}));
        step.after = held("thora");  // the attack failed
        QCOMPARE(umpire::games::civilizationsHighlights(step).size(), 1);
        step.line = &record.moves[1];
        QCOMPARE(umpire::games::civilizationsHighlights(step),
                 (QList<Highlight>{{Kind::Move, QStringLiteral("north-origin"), QStringLiteral("north-lesser-1"), QStringLiteral("fleet"), 0}}));
        step.line = &record.moves[2];
        QCOMPARE(umpire::games::civilizationsHighlights(step),
                 (QList<Highlight>{{Kind::Placed, {}, QStringLiteral("north-apex"), QStringLiteral("frigate"), 0}}));
        QVERIFY(umpire::games::gameView(u"civilizations")->highlighter == &umpire::games::civilizationsHighlights);
    }

    void wotwIsRegistered()
    {
        const auto *view = umpire::games::gameView(u"wotw");
        QVERIFY(view);
        QVERIFY(view->highlighter == &umpire::games::wotwHighlights);
    }

    // The model follows a replay: rows at each step are the game's highlights, with the label
    // points of the map, marks at one place side by side, and `flagged` on steps with errors.
    void modelFollowsAReplay()
    {
        umpire::models::ReplayController replay;
        QSignalSpy finished(&replay, &umpire::models::ReplayController::finished);
        replay.openPath(QStringLiteral(UMPIRE_SAMPLES "/wotw-broken.ugr"));
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.front().front().toBool());

        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        QVERIFY(geometry.ready());
        BoardHighlightModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        model.setReplay(&replay);
        QCOMPARE(model.count(), 0);  // set-up

        int moves = 0, flaggedSteps = 0, marks = 0;
        for (int step = 1; step <= replay.stepCount(); ++step) {
            replay.setStep(step);
            QCOMPARE(model.flagged(), replay.currentErrorCount() > 0);
            flaggedSteps += model.flagged();
            QHash<QString, int> at;
            for (int row = 0; row < model.rowCount(); ++row) {
                const QModelIndex i = model.index(row);
                const QString kind = i.data(BoardHighlightModel::KindRole).toString();
                QVERIFY(i.data(BoardHighlightModel::HasToRole).toBool());
                const int to = geometry.indexOf(i.data(BoardHighlightModel::ToRole).toString());
                QVERIFY(to >= 0);
                QCOMPARE(i.data(BoardHighlightModel::ToXRole).toReal(), geometry.data().regions.at(to).label.x());
                QVERIFY(!i.data(BoardHighlightModel::DescriptionRole).toString().isEmpty());
                if (kind == QLatin1String("move")) {
                    ++moves;
                    QVERIFY(i.data(BoardHighlightModel::HasFromRole).toBool());
                } else {
                    ++marks;
                    QCOMPARE(i.data(BoardHighlightModel::SlotRole).toInt(), at[i.data(BoardHighlightModel::ToRole).toString()]++);
                }
            }
        }
        QVERIFY(moves > 0);
        QVERIFY(marks > 0);
        QVERIFY(flaggedSteps > 0);
        // Back at set-up: nothing.
        replay.setStep(0);
        QCOMPARE(model.count(), 0);
    }

    // What a board keeps whole in a tried state: each row's piece and places, once each, in row
    // order; an empty piece or place is left out.
    void changedPiecesAndPlacesListTheRowsOnce()
    {
        BoardHighlightModel model;
        QSignalSpy changed(&model, &BoardHighlightModel::highlightsChanged);
        model.show({{Kind::Move, QStringLiteral("5"), QStringLiteral("14"), QStringLiteral("bozeman"), 0},
                    {Kind::Attack, QStringLiteral("14"), QStringLiteral("23"), QStringLiteral("bozeman"), 0},
                    {Kind::Damaged, QString(), QStringLiteral("23"), QString(), 2}},
                   false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.changedPieces(), QStringList{QStringLiteral("bozeman")});
        QCOMPARE(model.changedPlaces(), (QStringList{QStringLiteral("5"), QStringLiteral("14"), QStringLiteral("23")}));
        QCOMPARE(model.property("changedPieces").toStringList(), model.changedPieces());
        model.show({}, false);
        QVERIFY(model.changedPieces().isEmpty());
        QVERIFY(model.changedPlaces().isEmpty());
    }

    // What a step costs the highlights (issue 5: a step within one 60 Hz frame): the game's
    // highlighter and the model's reset, for every step of a sample, forward.
    void benchmarkHighlightsPerStep()
    {
        umpire::models::ReplayController replay;
        QSignalSpy finished(&replay, &umpire::models::ReplayController::finished);
        replay.openPath(QStringLiteral(UMPIRE_SAMPLES "/wotw-humans-win.ugr"));
        QVERIFY(finished.wait(20000));
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardHighlightModel model;
        model.setGeometry(&geometry);
        model.setReplay(&replay);
        const int steps = replay.stepCount();
        QVERIFY(steps > 100);
        int rows = 0;
        QBENCHMARK {
            for (int step = 0; step <= steps; ++step) {
                replay.setStep(step);
                rows += model.count();
            }
        }
        QVERIFY(rows > 0);
    }

    void descriptionsNameThePiecesAndPlaces()
    {
        // English plural forms come from the app's English translation, as in the app.
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/umpire_en.qm")));
        QCoreApplication::installTranslator(&english);
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        const QString argyll = geometry.data().regions.at(geometry.indexOf(QStringLiteral("argyll"))).nameEn;
        const QString grampian = geometry.data().regions.at(geometry.indexOf(QStringLiteral("grampian"))).nameEn;
        QCOMPARE(BoardHighlightModel::describe({Kind::Move, QStringLiteral("argyll"), QStringLiteral("grampian"),
                                                QStringLiteral("tripod-1"), 0}, &geometry, false),
                 QStringLiteral("Tripod 1 moved from %1 to %2").arg(argyll, grampian));
        QCOMPARE(BoardHighlightModel::describe({Kind::Damaged, {}, QStringLiteral("argyll"), QStringLiteral("civilians"), 2},
                                               &geometry, false),
                 QStringLiteral("2 civilians lost in %1").arg(argyll));
        const QString russian = BoardHighlightModel::describe(
                {Kind::Placed, {}, QStringLiteral("argyll"), QStringLiteral("fort"), 0}, &geometry, true);
        QVERIFY2(russian.contains(geometry.pieceName(QStringLiteral("fort"), true)), qPrintable(russian));
        QCoreApplication::removeTranslator(&english);
    }
};

QTEST_GUILESS_MAIN(TestStepHighlights)
#include "tst_step_highlights.moc"
