// The record-aware mutator of the fuzz_grammar_<game> targets (record_mutator.h): it draws
// its words from the game's data, stays within the size libFuzzer allows, is deterministic for
// a seed, and mostly keeps a record's syntax, which is the point of it.
#include "notation/parser.h"
#include "record_mutator.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <algorithm>

using fuzzing::Tokens;

namespace {

bool contains(const Tokens &tokens, const char *token)
{
    return std::binary_search(tokens.begin(), tokens.end(), QByteArray(token));
}

QByteArray sample(const char *name)
{
    QFile file(QStringLiteral(UMPIRE_SAMPLES_DIR "/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TestRecordMutator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jsonGivesItsIdsNotItsProse()
    {
        const Tokens tokens = fuzzing::tokensOfJson(
                R"({"cards": [{"id": "reap", "name": "Reap the harvest", "count": 3}],
                    "regions": {"wales": {"adjacent": ["lancashire"]}}})");
        QVERIFY(contains(tokens, "reap"));
        QVERIFY(contains(tokens, "wales"));
        QVERIFY(contains(tokens, "lancashire"));
        QVERIFY(contains(tokens, "cards"));
        QVERIFY(!contains(tokens, "Reap the harvest"));
        QVERIFY(std::is_sorted(tokens.begin(), tokens.end()));
    }

    void gameTokensNameCardsRegionsAndReadings()
    {
        const Tokens wotw = fuzzing::gameTokens(QStringLiteral("wotw"));
        QVERIFY(contains(wotw, "reap"));
        QVERIFY(contains(wotw, "royal-navy"));
        QVERIFY(contains(wotw, "place-instead=russian"));
        QVERIFY(contains(wotw, "place-instead=english"));
        QVERIFY(fuzzing::gameTokens(QStringLiteral("no-such-game")).empty());
    }

    void recordWordsLeaveOutNumbersAndComments()
    {
        const Tokens words = fuzzing::wordsOfRecords(
                {"; a comment about everything\n[Game \"wotw\"]\n1 aliens swap reap\n"});
        QVERIFY(contains(words, "aliens"));
        QVERIFY(contains(words, "swap"));
        QVERIFY(contains(words, "Game"));
        QVERIFY(!contains(words, "1"));
        QVERIFY(!contains(words, "comment"));
    }

    void mutantsAreDeterministicBoundedAndVaried()
    {
        const QByteArray record = sample("wotw-broken.ugr");
        QVERIFY(!record.isEmpty());
        const Tokens dictionary = fuzzing::gameTokens(QStringLiteral("wotw"));
        QSet<QByteArray> distinct;
        int changed = 0;
        for (std::uint32_t seed = 1; seed <= 500; ++seed) {
            const QByteArray mutant = fuzzing::mutateRecord(record, 4096, seed, dictionary);
            QCOMPARE(fuzzing::mutateRecord(record, 4096, seed, dictionary), mutant);
            QVERIFY(mutant.size() <= 4096);
            changed += mutant != record && !mutant.isEmpty();
            distinct.insert(mutant);
        }
        QVERIFY2(changed > 450, qPrintable(QString::number(changed)));
        QVERIFY2(distinct.size() > 400, qPrintable(QString::number(distinct.size())));
        QVERIFY(fuzzing::mutateRecord(record, 100, 7, dictionary).size() <= 100);
    }

    void mutantsMostlyKeepTheSyntax()
    {
        // A byte-level mutation of this record is a syntax error more often than not; the
        // record-aware one changes words and lines, so most mutants still parse and reach the
        // ruleset.
        const QByteArray record = sample("spacewars-broken.ugr");
        const Tokens dictionary = fuzzing::gameTokens(QStringLiteral("spacewars"));
        int parsed = 0;
        const int total = 400;
        for (std::uint32_t seed = 1; seed <= total; ++seed)
            parsed += umpire::notation::parse(fuzzing::mutateRecord(record, 1 << 20, seed, dictionary)).ok();
        QVERIFY2(parsed > total * 3 / 4, qPrintable(QStringLiteral("%1 of %2").arg(parsed).arg(total)));
    }

    void crossOverJoinsAPrefixAndASuffix()
    {
        const QList<QByteArray> first = {"a1", "a2", "a3"};
        const QList<QByteArray> second = {"b1", "b2", "b3"};
        QSet<QByteArray> joins;  // every prefix of the first followed by every suffix of the second
        for (qsizetype keep = 0; keep <= first.size(); ++keep)
            for (qsizetype from = 0; from <= second.size(); ++from)
                joins.insert((first.mid(0, keep) + second.mid(from)).join('\n'));
        QSet<QByteArray> seen;
        for (std::uint32_t seed = 1; seed <= 200; ++seed) {
            const QByteArray join = fuzzing::crossOverRecords(first.join('\n'), second.join('\n'), 4096, seed);
            QVERIFY2(joins.contains(join), join.constData());
            seen.insert(join);
        }
        QVERIFY(seen.size() > 8);
        QVERIFY(fuzzing::crossOverRecords(first.join('\n'), second.join('\n'), 4, 3).size() <= 4);
    }
};

QTEST_GUILESS_MAIN(TestRecordMutator)
#include "tst_record_mutator.moc"
