// The pure helpers of app/models: state diffs, chart value paths, Markdown escaping.
#include "chartseries.h"
#include "core/catalog.h"
#include "gameviews.h"
#include "checkreport.h"
#include "statediff.h"

#include "core/rule_ids.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

using namespace umpire::models;

namespace {

QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

}  // namespace

class TestHelpers : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void changedKeys_data();
    void changedKeys();
    void changedPaths_data();
    void changedPaths();
    void chartValue_data();
    void chartValue();
    void chartSeriesOverride();
    void gameViews();
    void assumptionRulesFollowTheDocs();
    void escapeMarkdown();
};

void TestHelpers::changedKeys_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QStringList>("keys");
    QTest::newRow("equal") << QByteArray(R"({"a":1,"b":{"c":2}})")
                           << QByteArray(R"({"a":1,"b":{"c":2}})") << QStringList();
    QTest::newRow("value") << QByteArray(R"({"a":1,"b":2})") << QByteArray(R"({"a":1,"b":3})")
                           << QStringList{"b"};
    QTest::newRow("nested") << QByteArray(R"({"z":{"c":[1,2]},"a":0})")
                            << QByteArray(R"({"z":{"c":[1,3]},"a":1})") << QStringList{"a", "z"};
    QTest::newRow("added and removed") << QByteArray(R"({"gone":1,"same":2})")
                                       << QByteArray(R"({"new":null,"same":2})")
                                       << QStringList{"gone", "new"};
    QTest::newRow("type change") << QByteArray(R"({"a":1})") << QByteArray(R"({"a":"1"})")
                                 << QStringList{"a"};
}

void TestHelpers::changedKeys()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QStringList, keys);
    QCOMPARE(umpire::models::changedKeys(json(before), json(after)), keys);
}

void TestHelpers::changedPaths_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QStringList>("paths");
    QTest::newRow("equal") << QByteArray(R"({"a":[1,{"id":"x"}]})")
                           << QByteArray(R"({"a":[1,{"id":"x"}]})") << QStringList();
    QTest::newRow("nested objects")
        << QByteArray(R"({"r":{"aliens":3,"humans":1},"t":1})")
        << QByteArray(R"({"r":{"aliens":2,"humans":1},"t":1})") << QStringList{"r.aliens"};
    QTest::newRow("array elements named by id")
        << QByteArray(R"({"regions":[{"id":"argyll","civilians":3},{"id":"fife","civilians":2}]})")
        << QByteArray(R"({"regions":[{"id":"argyll","civilians":3},{"id":"fife","civilians":1}]})")
        << QStringList{"regions.fife.civilians"};
    QTest::newRow("array elements by index")
        << QByteArray(R"({"a":[1,2,3]})") << QByteArray(R"({"a":[1,5,4]})")
        << QStringList{"a.1", "a.2"};
    QTest::newRow("array length change")
        << QByteArray(R"({"hand":["reap","reap"],"x":{"y":1}})")
        << QByteArray(R"({"hand":["reap"],"x":{"y":1,"z":2}})") << QStringList{"hand", "x.z"};
    QTest::newRow("object replaced by number")
        << QByteArray(R"({"a":{"b":1}})") << QByteArray(R"({"a":2})") << QStringList{"a"};
}

void TestHelpers::changedPaths()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QStringList, paths);
    QCOMPARE(umpire::models::changedPaths(json(before), json(after)), paths);
}

void TestHelpers::chartValue_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("value");  // NaN: no value
    const double none = std::nan("");
    QTest::newRow("top level") << "damage" << 4.0;
    QTest::newRow("nested") << "resources.aliens" << 3.0;
    QTest::newRow("sum over array") << "regions[].civilians" << 5.0;
    QTest::newRow("array length") << "decks.aliens.hand" << 2.0;
    QTest::newRow("count where") << "units[side=earth]" << 2.0;
    QTest::newRow("count where none") << "units[side=mars]" << 0.0;
    QTest::newRow("sum where") << "units[side=aliens].hp" << 3.0;
    QTest::newRow("sum of numbers") << "scores[]" << 7.0;
    QTest::newRow("bool") << "over" << 1.0;
    QTest::newRow("missing") << "nothing" << none;
    QTest::newRow("string") << "side" << none;
    QTest::newRow("sum over non-array") << "damage[].x" << none;
    QTest::newRow("into a number") << "damage.x" << none;
    QTest::newRow("empty path") << "" << none;
}

void TestHelpers::chartValue()
{
    QFETCH(QString, path);
    QFETCH(double, value);
    const QJsonObject state = json(R"({"damage":4,"side":"aliens","over":true,
        "resources":{"aliens":3,"humans":0},
        "regions":[{"id":"a","civilians":3},{"id":"b","civilians":2},{"id":"sea"}],
        "decks":{"aliens":{"hand":["reap","reap"]}},"scores":[3,4],
        "units":[{"side":"earth","hp":1},{"side":"aliens","hp":3},{"side":"earth"}]})");
    const std::optional<double> got = umpire::models::chartValue(state, path);
    if (std::isnan(value)) {
        QVERIFY2(!got, qPrintable(QStringLiteral("got %1").arg(got.value_or(0))));
    } else {
        QVERIFY(got.has_value());
        QCOMPARE(*got, value);
    }
}

void TestHelpers::chartSeriesOverride()
{
    // wotw has built-in series; an override replaces them and clearing it restores them.
    const QList<ChartSeriesSpec> builtin = chartSeriesFor(QStringLiteral("wotw"));
    QCOMPARE(builtin.size(), 2);
    QVERIFY(chartSeriesFor(QStringLiteral("no-such-game")).isEmpty());
    const QList<ChartSeriesSpec> mine{{QStringLiteral("damage"), QStringLiteral("Damage"), QStringLiteral("aliens")}};
    setChartSeries(QStringLiteral("wotw"), mine);
    QCOMPARE(chartSeriesFor(QStringLiteral("wotw")), mine);
    setChartSeries(QStringLiteral("wotw"), {});
    QCOMPARE(chartSeriesFor(QStringLiteral("wotw")), builtin);
}

void TestHelpers::gameViews()
{
    // Every registered game of the catalog that has a view names a board file of the module.
    int withBoard = 0;
    for (const auto &rules : umpire::core::Catalog::builtin().rulesets()) {
        const umpire::games::GameView *view = umpire::games::gameView(rules->info().id);
        if (!view)
            continue;
        QCOMPARE(view->gameId, rules->info().id);
        if (!view->board.isEmpty()) {
            ++withBoard;
            const QUrl url = umpire::games::boardUrl(rules->info().id);
            QCOMPARE(url.scheme(), QStringLiteral("qrc"));
            QVERIFY2(QFile::exists(QLatin1Char(':') + url.path()), qPrintable(url.toString()));
        }
        QCOMPARE(chartSeriesFor(rules->info().id), view->chartSeries);
    }
    QVERIFY(withBoard >= 1);
    QCOMPARE(umpire::games::boardUrl(u"wotw"), QUrl(QStringLiteral("qrc:/Umpire/games/wotw/WotwBoard.qml")));
    QVERIFY(!umpire::games::gameView(u"no-such-game"));
    QVERIFY(umpire::games::boardUrl(u"no-such-game").isEmpty());
}

void TestHelpers::escapeMarkdown()
{
    QCOMPARE(umpire::models::escapeMarkdown(QStringLiteral("plain text, 3 cards.")),
             QStringLiteral("plain text, 3 cards."));
    QCOMPARE(umpire::models::escapeMarkdown(QStringLiteral("a|b *c* _d_ `e` [f] <g> #h \\")),
             QStringLiteral("a\\|b \\*c\\* \\_d\\_ \\`e\\` \\[f\\] \\<g\\> \\#h \\\\"));
    QCOMPARE(umpire::models::escapeMarkdown(QStringLiteral("two\nlines")),
             QStringLiteral("two lines"));
}

// A click on a finding's "assumed" marker opens the rule that says why the value is assumed:
// every rule of a game's "Verdicts that rest on assumed values" table in docs/assumed-values.md
// has one, and it is a rule of that game's rules.md.
void TestHelpers::assumptionRulesFollowTheDocs()
{
    QFile doc(QStringLiteral(UMPIRE_SOURCE_DIR "/docs/assumed-values.md"));
    QVERIFY(doc.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString text = QString::fromUtf8(doc.readAll());
    // "| `wotw.offer.pay` | card cost |" rows of a verdicts table.
    static const QRegularExpression row(QStringLiteral("^\\| `(([a-z0-9-]+)\\.[a-z0-9.-]+)` \\| [^|]+\\|$"),
                                        QRegularExpression::MultilineOption);
    int rows = 0;
    for (auto it = row.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const QString rule = m.captured(1);
        const QString game = m.captured(2);
        ++rows;
        const QString explained = umpire::games::assumptionRule(game, rule);
        QVERIFY2(explained != rule, qPrintable(QStringLiteral("no assumption rule for ") + rule));
        QVERIFY2(umpire::core::loadRuleIds(game).contains(explained), qPrintable(explained));
    }
    QVERIFY(rows >= 3);
    // And nothing more: each registered pair is a row of the table.
    for (const char *game : {"wotw"}) {
        const auto *view = umpire::games::gameView(QString::fromLatin1(game));
        QVERIFY(view);
        for (const auto &[rule, explained] : view->assumptionRules)
            QVERIFY2(text.contains(QStringLiteral("| `%1` |").arg(rule)), qPrintable(rule));
    }
    QCOMPARE(umpire::games::assumptionRule(u"wotw", QStringLiteral("wotw.turn.play-all")),
             QStringLiteral("wotw.turn.play-all"));
}

QTEST_GUILESS_MAIN(TestHelpers)
#include "tst_helpers.moc"
