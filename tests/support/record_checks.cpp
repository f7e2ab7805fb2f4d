#include "record_checks.h"

#include "core/catalog.h"
#include "core/result.h"
#include "core/rule_ids.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

namespace umpire::recordtest {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

core::Replay check(const QByteArray &text, const QString &name)
{
    return core::Replay::run(notation::parse(text, name), core::Catalog::builtin());
}

QStringList summary(const core::Findings &findings)
{
    QStringList out;
    for (const core::Finding &f : findings)
        if (f.severity != core::Severity::Note)
            out << QStringLiteral("%1:%2").arg(f.position.line).arg(f.ruleId);
    return out;
}

QString describe(const core::Findings &findings)
{
    QString s;
    for (const core::Finding &f : findings)
        s += QStringLiteral("\n  %1:%2 %3").arg(f.position.line).arg(f.ruleId, f.message);
    return s;
}

QStringList annotatedBreaks(const notation::Record &record, const QString &gameId)
{
    const QRegularExpression cited(QStringLiteral("\\[(%1\\.[a-z0-9.\\-]+)\\]")
                                           .arg(QRegularExpression::escape(gameId)));
    QStringList out;
    for (const notation::MoveLine &m : record.moves) {
        if (!m.hasAnnotation)
            continue;
        for (auto it = cited.globalMatch(m.annotation); it.hasNext();)
            out << QStringLiteral("%1:%2").arg(m.position.line).arg(it.next().captured(1));
    }
    return out;
}

void addRecordRows(const QString &dir, const QString &prefix)
{
    const QDir d(dir);
    const QStringList files = d.entryList({prefix + QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), qPrintable(dir));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << d.filePath(f);
}

QString jsonText(const QJsonValue &value)
{
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isNull() || value.isUndefined())
        return QStringLiteral("null");
    return value.toString();
}

QString topLevelValue(const QJsonObject &state, const QString &key)
{
    return jsonText(state.value(key));
}

void checkRecordFile(const QString &path, const QString &gameId, const StateLookup &lookUp)
{
    const core::Replay r = check(readFile(path), path);
    QCOMPARE(int(r.status()), int(core::Replay::Status::Checked));
    QVERIFY2(r.record().ok(), "syntax errors");

    QString expectedPath = path;
    expectedPath.replace(QRegularExpression(QStringLiteral("\\.ugr$")), QStringLiteral(".expected"));
    static const QRegularExpression after(QStringLiteral("^after (\\d+): (\\S+) = (.*)$"));
    QStringList expected;
    for (const QByteArray &l : readFile(expectedPath).split('\n')) {
        const QString t = QString::fromUtf8(l.trimmed());
        if (t.isEmpty() || t.startsWith(u'#'))
            continue;
        const auto m = after.match(t);
        if (!m.hasMatch()) {
            expected << t;
            continue;
        }
        const auto state = r.stateAt(m.captured(1).toInt());
        QVERIFY2(state, qPrintable(t));
        QCOMPARE(lookUp(state->toJson(), m.captured(2)), m.captured(3));
    }
    const QStringList got = summary(r.findings());
    if (got != expected)
        QFAIL(qPrintable(QStringLiteral("expected %1, got %2;%3")
                                 .arg(expected.join(u' '), got.join(u' '), describe(r.findings()))));

    const QSet<QString> ids = core::loadRuleIds(gameId);
    for (const core::Finding &f : r.findings())
        QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));

    // A record is named for what it shows: "<rule>-kept-*" checks clean, "<rule>-broken-*" not.
    const QString name = QFileInfo(path).fileName();
    if (name.contains(QLatin1String("-kept")))
        QVERIFY2(expected.isEmpty(), "a -kept record must check clean");
    if (name.contains(QLatin1String("-broken")))
        QVERIFY2(!expected.isEmpty(), "a -broken record must have findings");

    // A clean record's [Result] tag agrees with the checker ("*": adjourned, nothing decided).
    const QString tag = r.record().tag("Result");
    if (!tag.isNull() && expected.isEmpty()) {
        if (tag == QLatin1String("*")) {
            QVERIFY(!r.finalResult().decided());
        } else {
            const core::Ruleset *rules = core::Catalog::builtin().find(gameId);
            QVERIFY(rules);
            core::Result declared;
            QString error;
            QVERIFY2(core::parseResult(tag, rules->info(), declared, &error), qPrintable(error));
            QVERIFY2(declared.agreesWith(r.finalResult()), qPrintable(tag));
        }
    }
}

}  // namespace umpire::recordtest
