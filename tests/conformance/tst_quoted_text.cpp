// No message quotes more than notation::kMaxQuotedCharacters of record text (docs/notation.md,
// "Quoting record text"). A long run of one letter is put in place of each tag value and of each
// word of the first move lines of every bundled sample, and of the places issue 25 found
// (Tripods tags, players and move lines, Space Wars deck entries); the record is checked, and no
// finding's message may hold a longer run of that letter than the limit.
#include "core/catalog.h"
#include "core/nearest_name.h"
#include "core/replay.h"
#include "notation/excerpt.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace umpire;

namespace {

// Lower-case, so that it also passes for an id where the notation wants one.
const QByteArray kLong = QByteArray(5000, 'q');

// The longest run of 'q' in the findings' messages, and the message holding it.
std::pair<qsizetype, QString> longestQuote(const QByteArray &text)
{
    core::Replay::Options options;
    options.keepStates = false;
    const core::Replay replay =
            core::Replay::run(notation::parse(text, QStringLiteral("quote.ugr")), core::Catalog::builtin(), options);
    static const QRegularExpression run(QStringLiteral("q+"));
    std::pair<qsizetype, QString> longest{0, {}};
    for (const core::Finding &f : replay.findings()) {
        for (auto it = run.globalMatch(f.message); it.hasNext();) {
            const qsizetype length = it.next().capturedLength();
            if (length > longest.first)
                longest = {length, f.message.left(200)};
        }
    }
    return longest;
}

QByteArray sampleText(const QString &name)
{
    QFile f(QStringLiteral(UMPIRE_SAMPLES_DIR "/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void addRow(const QString &name, const QByteArray &text)
{
    QTest::newRow(qPrintable(name)) << text;
}

}  // namespace

class TestQuotedText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void messagesQuoteAtMostTheLimit_data()
    {
        QTest::addColumn<QByteArray>("text");
        const QByteArray q = kLong;
        const QByteArray tripods = "[Game \"tripods\"]\n";
        const QByteArray pair = "[Vehicle \"locust mk-i-locust\"]\n[Vehicle \"nieuport nieuport-16\"]\n";
        addRow("tripods scenario", tripods + "[Scenario \"" + q + "\"]\n");
        addRow("tripods table", tripods + "[Table \"" + q + "\"]\n");
        addRow("tripods vehicle tag", tripods + "[Vehicle \"" + q + "\"]\n");
        addRow("tripods vehicle id", tripods + "[Vehicle \"" + q + " mk-i-locust\"]\n");
        addRow("tripods vehicle model", tripods + "[Vehicle \"locust " + q + "\"]\n");
        addRow("tripods vehicle key", tripods + "[Vehicle \"locust mk-i-locust " + q + "\"]\n");
        addRow("tripods vehicle at", tripods + "[Vehicle \"locust mk-i-locust at=" + q + "\"]\n");
        addRow("tripods vehicle at digits",
               tripods + "[Vehicle \"locust mk-i-locust at=1,1," + QByteArray(5000, '0') + "q\"]\n");
        addRow("tripods skills",
               tripods + "[Variant \"aces\"]\n[Vehicle \"locust mk-i-locust\"]\n[Vehicle \"nieuport nieuport-16 skills=" +
                       q + "\"]\n");
        addRow("tripods player name", tripods + pair + "[Player \"" + q + ": locust\"]\n[Player \"b: nieuport\"]\n");
        addRow("tripods player vehicle", tripods + pair + "[Player \"a: " + q + "\"]\n[Player \"b: nieuport\"]\n");
        addRow("tripods line vehicle", tripods + "\n1 martians plan " + q + " still,still,still\n");
        addRow("tripods plan card", tripods + "\n1 martians plan locust " + q + "\n");
        addRow("tripods action card", tripods + "\n1 martians action locust " + q + "\n");
        addRow("tripods objective", tripods + "\n1 martians plan locust still,still,still\n"
                                              "1 earthlings plan nieuport straight,straight,straight\n"
                                              "1 martians action locust destroy-objective on=" + q + "\n");
        addRow("tripods cloud", tripods + "[Variant \"black-smoke\"]\n\n1 martians plan locust still,still,still\n"
                                          "1 earthlings plan nieuport straight,straight,straight\n"
                                          "1 martians move locust still\n"
                                          "1 earthlings move nieuport straight cloud=" + q + "\n");
        addRow("tripods target", tripods + "\n1 martians plan locust still,still,still\n"
                                           "1 earthlings plan nieuport straight,straight,straight\n"
                                           "1 martians move locust still\n"
                                           "1 earthlings move nieuport straight\n"
                                           "1 earthlings fire nieuport " + q + " range=short cards=1\n");
        addRow("tripods skill", tripods + "[Variant \"aces\"]\n\n1 earthlings skill nieuport " + q + " recovery=1\n");
        addRow("tripods key", tripods + "\n1 martians move locust still " + q + "=1\n");
        addRow("spacewars deck entry", "[Game \"spacewars\"]\n[EarthDeck \"" + q + "\"]\n");
        addRow("spacewars deck entry count", "[Game \"spacewars\"]\n[EarthDeck \"" + q + "*2\"]\n");
        // Every tag value, and each word of the first move lines, of every bundled sample.
        const QStringList samples = QDir(QStringLiteral(UMPIRE_SAMPLES_DIR)).entryList({QStringLiteral("*.ugr")});
        for (const QString &name : samples) {
            const QList<QByteArray> lines = sampleText(name).split('\n');
            int movesSeen = 0;
            for (qsizetype i = 0; i < lines.size() && movesSeen < 6; ++i) {
                const QByteArray &line = lines[i];
                QList<QByteArray> changed;
                if (line.startsWith('[')) {
                    const qsizetype open = line.indexOf('"'), close = line.lastIndexOf('"');
                    if (open > 0 && close > open)
                        changed << line.left(open + 1) + q + line.mid(close);
                } else if (!line.isEmpty() && line.at(0) >= '0' && line.at(0) <= '9') {
                    ++movesSeen;
                    const QList<QByteArray> words = line.split(' ');
                    for (qsizetype w = 1; w < words.size(); ++w) {
                        QList<QByteArray> v = words;
                        const qsizetype eq = v[w].indexOf('=');
                        v[w] = eq > 0 ? v[w].left(eq + 1) + q : q;
                        changed << v.join(' ');
                    }
                }
                for (qsizetype k = 0; k < changed.size(); ++k) {
                    QList<QByteArray> copy = lines;
                    copy[i] = changed[k];
                    addRow(QStringLiteral("%1 line %2 #%3").arg(name).arg(i + 1).arg(k), copy.join('\n'));
                }
            }
        }
    }
    void messagesQuoteAtMostTheLimit()
    {
        QFETCH(QByteArray, text);
        const auto [length, message] = longestQuote(text);
        QVERIFY2(length <= notation::kMaxQuotedCharacters, qPrintable(message));
    }
    // A rejected id is answered with the nearest declared ids, never with all of them.
    void nearestIdsAreFewAndNear()
    {
        const QStringList ids{QStringLiteral("locust"), QStringLiteral("nieuport"), QStringLiteral("locusts"),
                              QStringLiteral("scarab")};
        QCOMPARE(core::nearestNames(QStringLiteral("lokust"), ids),
                 (QStringList{QStringLiteral("locust"), QStringLiteral("locusts")}));
        QCOMPARE(core::nearestNames(QStringLiteral("zeppelin"), ids), QStringList());
        QCOMPARE(core::nearestNames(QString(100000, u'q'), ids), QStringList());
        QStringList many;
        for (int i = 0; i < 10; ++i)
            many << QStringLiteral("v%1").arg(i);
        QCOMPARE(core::nearestNames(QStringLiteral("v"), many).size(), core::kMaxHints);
        for (int i = 10; i <= core::kMaxHintCandidates; ++i)
            many << QStringLiteral("v%1").arg(i);
        QCOMPARE(core::nearestNames(QStringLiteral("v"), many), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestQuotedText)
#include "tst_quoted_text.moc"
