// The rulebooks' worked examples as records: every tests/wotw/examples/*.ugr reaches the
// situation of one example from the real setup with legal moves, then plays the example.
//
// Each record has a sidecar .expected (required, so a forgotten expectation cannot pass):
//   # comment
//   LINE:rule-id                  an error or warning at that source line, in report order
//   after LINE: PATH = JSON       the state after the move on source line LINE, read through
//                                 State::toJson(): PATH is dot-separated keys; in an array of
//                                 objects a key selects the element with that "id"
//                                 (regions.london.civilians, units.navy-1.region,
//                                 decks.humans.removed); JSON is the expected value.
// Findings are compared as a whole list (an example that shows a legal play expects none).
#include "wotw_test_util.h"

#include "core/rule_ids.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace wotwtest;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct StateCheck {
    int sourceLine = 0;  // line of the sidecar, for messages
    int recordLine = 0;  // the move line after which the state is read
    QString path;
    QJsonValue value;
};

struct Expectations {
    QStringList findings;
    QList<StateCheck> states;
    QStringList errors;  // malformed sidecar lines
};

Expectations parseExpected(const QByteArray &text)
{
    static const QRegularExpression stateLine(
        QStringLiteral("^after\\s+(\\d+)\\s*:\\s*([A-Za-z0-9_.\\-]+)\\s*=\\s*(.+)$"));
    static const QRegularExpression findingLine(QStringLiteral("^\\d+:wotw\\.[a-z0-9.\\-]+$"));
    Expectations e;
    int n = 0;
    for (const QByteArray &raw : text.split('\n')) {
        ++n;
        const QString t = QString::fromUtf8(raw).trimmed();
        if (t.isEmpty() || t.startsWith(u'#'))
            continue;
        if (findingLine.match(t).hasMatch()) {
            e.findings << t;
            continue;
        }
        const QRegularExpressionMatch m = stateLine.match(t);
        if (!m.hasMatch()) {
            e.errors << QStringLiteral("line %1: not a finding or a state check: %2").arg(n).arg(t);
            continue;
        }
        // Wrapped in an array so that scalars parse too.
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson("[" + m.captured(3).toUtf8() + "]", &err);
        if (err.error != QJsonParseError::NoError || doc.array().size() != 1) {
            e.errors << QStringLiteral("line %1: bad JSON value %2").arg(n).arg(m.captured(3));
            continue;
        }
        e.states << StateCheck{n, m.captured(1).toInt(), m.captured(2), doc.array().at(0)};
    }
    return e;
}

// Follows a dotted path through toJson(); an undefined QJsonValue when a key is missing.
QJsonValue lookup(const QJsonObject &root, const QString &path)
{
    QJsonValue v = root;
    for (const QString &key : path.split(u'.')) {
        if (v.isObject()) {
            v = v.toObject().value(key);
        } else if (v.isArray()) {
            QJsonValue found(QJsonValue::Undefined);
            for (const QJsonValue &item : v.toArray())
                if (item.toObject().value(QStringLiteral("id")).toString() == key)
                    found = item;
            v = found;
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
        if (v.isUndefined())
            return v;
    }
    return v;
}

QString show(const QJsonValue &v)
{
    if (v.isUndefined())
        return QStringLiteral("(missing)");
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

QString describe(const core::Replay &r)
{
    QString s;
    for (const core::Finding &f : r.findings())
        s += QStringLiteral("\n  %1:%2 %3").arg(f.position.line).arg(f.ruleId, f.message);
    return s;
}

QString sidecarOf(const QString &ugr)
{
    QString p = ugr;
    p.chop(4);
    return p + QStringLiteral(".expected");
}

}  // namespace

class TestWotwExamples : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void examples_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(WOTW_EXAMPLES_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void examples()
    {
        QFETCH(QString, path);
        const QByteArray text = readAll(path);
        // Each example names the rulebook it comes from (the citation is in its header).
        QVERIFY2(text.contains("000_01175e678cbb4207.txt") || text.contains("001_7f11ea5abf66dd1f.txt"),
                 "the record does not cite its rulebook");
        const QString sidecar = sidecarOf(path);
        QVERIFY2(QFile::exists(sidecar), qPrintable(sidecar + QStringLiteral(" is missing")));
        const Expectations e = parseExpected(readAll(sidecar));
        QVERIFY2(e.errors.isEmpty(), qPrintable(e.errors.join(u'\n')));

        const core::Replay r = check(text, path);
        QCOMPARE(int(r.status()), int(core::Replay::Status::Checked));
        QVERIFY2(r.record().ok(), "syntax errors");

        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("wotw"));
        for (const QString &f : e.findings)
            QVERIFY2(ids.contains(f.section(u':', 1)), qPrintable(f + QStringLiteral(": no such rule id")));
        const QStringList got = summary(r.findings());
        if (got != e.findings)
            QFAIL(qPrintable(QStringLiteral("findings: expected [%1], got [%2];%3")
                                 .arg(e.findings.join(u' '), got.join(u' '), describe(r))));

        QStringList wrong;
        for (const StateCheck &c : e.states) {
            int step = 0;
            for (int i = 0; i < r.stepCount(); ++i)
                if (r.record().moves[std::size_t(i)].position.line == c.recordLine)
                    step = i + 1;
            if (step == 0) {
                wrong << QStringLiteral("sidecar line %1: record line %2 is not a move").arg(c.sourceLine).arg(c.recordLine);
                continue;
            }
            const QJsonValue actual = lookup(r.stateAt(step)->toJson(), c.path);
            if (actual != c.value)
                wrong << QStringLiteral("after %1: %2 expected %3, got %4")
                             .arg(c.recordLine).arg(c.path, show(c.value), show(actual));
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    // The sidecar reader itself: the paths the records rely on resolve, and a wrong value or
    // a missing key is reported rather than silently passing.
    void lookupResolvesPaths()
    {
        const core::Replay r = check("[Game \"wotw\"]\n"
                                     "1 aliens offer tripod ufo plasma-synthesis alien-factory scorching-beam\n");
        const QJsonObject s = r.stateAt(r.stepCount())->toJson();
        QCOMPARE(lookup(s, QStringLiteral("regions.london.civilians")), QJsonValue(3));
        QCOMPARE(lookup(s, QStringLiteral("regions.argyll.building")), QJsonValue(QStringLiteral("invasion-ship")));
        QCOMPARE(lookup(s, QStringLiteral("units.tripod-1.region")), QJsonValue(QStringLiteral("argyll")));
        QCOMPARE(lookup(s, QStringLiteral("damage")), QJsonValue(0));
        QVERIFY(lookup(s, QStringLiteral("regions.atlantis.civilians")).isUndefined());
        QVERIFY(lookup(s, QStringLiteral("damage.value")).isUndefined());
        const Expectations e = parseExpected("# c\n3:wotw.combat.defense\nafter 4: damage = 3\nafter x: damage = 1\nafter 2: a = [\n");
        QCOMPARE(e.findings, QStringList{QStringLiteral("3:wotw.combat.defense")});
        QCOMPARE(e.states.size(), 1);
        QCOMPARE(e.states.at(0).recordLine, 4);
        QCOMPARE(e.errors.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestWotwExamples)
#include "tst_wotw_examples.moc"
