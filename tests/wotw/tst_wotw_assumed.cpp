// docs/assumed-values.md lists which checks give verdicts that rest on values no rulebook
// prints. The list is not kept by hand: this test reads the checker's sources (every
// badAssumed() call and the helper naming its value) and requires the table to match.
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// "rule id|value kind" for each badAssumed() call in the sources.
QSet<QString> fromCode()
{
    const QString dir = QStringLiteral(UMPIRE_SOURCE_DIR "/engine/games/wotw/");
    QMap<QString, QString> ids;  // kCost -> wotw.offer.pay
    static const QRegularExpression constant(QStringLiteral("(k\\w+)\\[\\] = \"([^\"]+)\""));
    for (auto it = constant.globalMatch(readText(dir + QStringLiteral("wotw_rules.h")));
         it.hasNext();) {
        const auto m = it.next();
        ids.insert(m.captured(1), m.captured(2));
    }
    static const QMap<QString, QString> kinds = {
            {QStringLiteral("assumedCost"), QStringLiteral("card cost")},
            {QStringLiteral("assumedCount"), QStringLiteral("card count")},
            {QStringLiteral("assumedBorders"), QStringLiteral("map borders")},
    };
    QSet<QString> out;
    static const QRegularExpression call(
            QStringLiteral("badAssumed\\(rule::(k\\w+),.*?return (assumed\\w+)\\("),
            QRegularExpression::DotMatchesEverythingOption);
    for (const char *file :
         {"wotw_apply.cpp", "wotw_apply_cards.cpp", "wotw_apply_offer.cpp", "wotw_combat.cpp"}) {
        for (auto it = call.globalMatch(readText(dir + QLatin1String(file))); it.hasNext();) {
            const auto m = it.next();
            out << ids.value(m.captured(1), m.captured(1)) + QLatin1Char('|') +
                            kinds.value(m.captured(2), m.captured(2));
        }
    }
    return out;
}

// The rows of the table under "### Verdicts that rest on assumed values" in the wotw section.
QSet<QString> fromDocs()
{
    const QString text = readText(QStringLiteral(UMPIRE_SOURCE_DIR "/docs/assumed-values.md"));
    const qsizetype start = text.indexOf(QLatin1String("### Verdicts that rest on assumed values"));
    if (start < 0)
        return {};
    const qsizetype end = text.indexOf(QLatin1String("\n#"), start + 4);
    const QString section = text.mid(start, end < 0 ? -1 : end - start);
    static const QRegularExpression row(
            QStringLiteral("^\\| `(wotw\\.[a-z0-9.\\-]+)` \\| ([a-z ]+) \\|"),
            QRegularExpression::MultilineOption);
    QSet<QString> out;
    for (auto it = row.globalMatch(section); it.hasNext();) {
        const auto m = it.next();
        out << m.captured(1) + QLatin1Char('|') + m.captured(2);
    }
    return out;
}

}  // namespace

class TestWotwAssumed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void docsListEveryCheckThatRestsOnAnAssumedValue()
    {
        const QSet<QString> code = fromCode();
        QVERIFY2(code.size() >= 3, qPrintable(QStringList(code.values()).join(QLatin1Char(' '))));
        const QSet<QString> docs = fromDocs();
        QStringList missing = QStringList((code - docs).values());
        QStringList stale = QStringList((docs - code).values());
        missing.sort();
        stale.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("not in docs/assumed-values.md: ") +
                            missing.join(QStringLiteral(", "))));
        QVERIFY2(stale.isEmpty(),
                 qPrintable(QStringLiteral("in docs but not in the checker: ") +
                            stale.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestWotwAssumed)
#include "tst_wotw_assumed.moc"
