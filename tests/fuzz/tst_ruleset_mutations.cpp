// The mutation harness: random legal games of every game, broken on purpose in many small
// ways — arguments swapped, dropped, repeated or retyped; ids, numbers, sides, verbs and turns
// changed; lines swapped, dropped and repeated — and checked the way umpire-cli does. Every
// result must be exit status 0, 1 or 2 with a well-formed report, and every ruleset promise
// of ruleset_check.h must hold. Deterministic (fixed seeds), so a failure reproduces; run it
// under the sanitizer build to catch memory errors too (docs/notation.md, "Fuzzing").
#include "check.h"
#include "core/catalog.h"
#include "random_game.h"
#include "ruleset_check.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace umpire;

namespace {

constexpr int kGamesPerRuleset = 4;  // random games, seeds 1..4
constexpr int kMovesPerGame = 150;  // each cut here (a game of wotw runs ~2000 moves)
constexpr int kMutantsPerGame = 500;  // each with 1 to 3 mutations

// UMPIRE_MUTANTS_PER_GAME lowers the count: the sanitizer lane (scripts/sanitize) checks the
// first mutants of the same fixed seeds, where every check costs several times as much.
int mutantsPerGame()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("UMPIRE_MUTANTS_PER_GAME", &ok);
    return ok && n > 0 && n < kMutantsPerGame ? n : kMutantsPerGame;
}

// A record as lines of space-separated words; tag and empty lines are kept as they are.
struct Lines {
    QList<QList<QByteArray>> words;
    QList<int> moves;  // indices of the move lines

    explicit Lines(const QByteArray &text)
    {
        for (const QByteArray &line : text.split('\n')) {
            if (!line.isEmpty() && line.front() != '[' && line.front() != ';')
                moves << int(words.size());
            words << line.split(' ');
        }
    }
    QByteArray text() const
    {
        QList<QByteArray> out;
        for (const auto &w : words)
            out << w.join(' ');
        return out.join('\n');
    }
};

class Mutator {
public:
    Mutator(quint32 seed, const QByteArray &record, const core::GameInfo &info) : random_(seed)
    {
        const Lines lines(record);
        for (const int i : lines.moves) {
            const auto &w = lines.words[i];
            if (w.size() > 2)
                verbs_ << w[2];
            for (qsizetype a = 3; a < w.size(); ++a) {
                const QByteArray value = w[a].mid(w[a].indexOf('=') + 1);
                values_ << value.split(',');
            }
        }
        for (const auto &side : info.sides)
            sides_ << side.id.toUtf8();
        sides_ << "nobody";
        verbs_ << "fly";
        values_ << "atlantis"
                << "0"
                << "-1"
                << "99999999999999999999";
    }

    QByteArray mutate(const QByteArray &record, QStringList &applied)
    {
        Lines lines(record);
        const int count = 1 + int(random_.bounded(3));
        for (int i = 0; i < count && !lines.moves.isEmpty(); ++i)
            applied << mutateOnce(lines);
        return lines.text();
    }

private:
    template<typename T> const T &pick(const QList<T> &list)
    {
        return list[random_.bounded(int(list.size()))];
    }
    int any(qsizetype n) { return int(random_.bounded(int(n))); }

    QString mutateOnce(Lines &lines)
    {
        const int at = pick(lines.moves);
        QList<QByteArray> &w = lines.words[at];
        const qsizetype args = w.size() - 3;
        switch (random_.bounded(12)) {
        case 0:
            if (args < 2)
                break;
            w.swapItemsAt(3 + any(args), 3 + any(args));
            return QStringLiteral("swap arguments");
        case 1:
            if (args < 1)
                break;
            w.removeAt(3 + any(args));
            return QStringLiteral("drop an argument");
        case 2: {
            if (args < 1)
                break;
            // Half the time the copy lists its value twice: a repeated key meets a full list.
            QByteArray copy = w[3 + any(args)];
            if (any(2) && copy.contains('='))
                copy += ',' + copy.mid(copy.indexOf('=') + 1);
            w.insert(3 + any(args + 1), copy);
            return QStringLiteral("repeat an argument");
        }
        case 3: {
            if (args < 1)
                break;
            QByteArray &arg = w[3 + any(args)];
            const qsizetype eq = arg.indexOf('=');
            const QByteArray key = eq >= 0 ? arg.left(eq + 1) : QByteArray();
            const QByteArray value = arg.mid(eq + 1);
            const QByteArray retyped[] = {key + "7", key + "\"" + value + "\"",
                                          key + value + ',' + value, eq >= 0 ? value : "x=" + value,
                                          key + "-3"};
            arg = retyped[any(std::size(retyped))];
            return QStringLiteral("retype an argument");
        }
        case 4: {
            if (args < 1)
                break;
            QByteArray &arg = w[3 + any(args)];
            arg = arg.left(arg.indexOf('=') + 1) + pick(values_);
            return QStringLiteral("change an id");
        }
        case 5: {
            static const QByteArray turns[] = {"1", "2", "7", "2147483647", "65537"};
            w[0] = any(2) ? turns[any(std::size(turns))]
                          : QByteArray::number(w[0].toInt() + (any(2) ? 1 : -1));
            if (w[0] == "0")
                w[0] = "1";
            return QStringLiteral("change the turn");
        }
        case 6:
            w[1] = pick(sides_);
            return QStringLiteral("change the side");
        case 7:
            w[2] = pick(verbs_);
            return QStringLiteral("change the verb");
        case 8:
            lines.words.swapItemsAt(at, pick(lines.moves));
            return QStringLiteral("swap lines");
        case 9:
            lines.words[at] = {};
            lines.moves.removeOne(at);
            return QStringLiteral("drop a line");
        case 10:
            lines.words.insert(at, w);
            lines.moves = Lines(lines.text()).moves;
            return QStringLiteral("repeat a line");
        default:
            w.append(pick(values_));
            return QStringLiteral("add a value");
        }
        return QStringLiteral("nothing");
    }

    QRandomGenerator random_;
    QList<QByteArray> sides_, verbs_, values_;
};

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

}  // namespace

class TestRulesetMutations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void mutantsAreCheckedCleanly_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<quint32>("seed");
        for (const QString &game : core::Catalog::builtin().ids())
            for (quint32 seed = 1; seed <= kGamesPerRuleset; ++seed)
                QTest::addRow("%s seed %u", qPrintable(game), seed) << game << seed;
    }
    void mutantsAreCheckedCleanly()
    {
        QFETCH(QString, game);
        QFETCH(quint32, seed);
        const core::Ruleset &rules = *core::Catalog::builtin().find(game);
        const testing::RandomGame original = testing::randomGame(rules, seed, kMovesPerGame);
        QCOMPARE(original.findings, 0);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Mutator mutator(seed, original.text, rules.info());
        QStringList files;
        QStringList mutations;
        const int mutants = mutantsPerGame();
        for (int m = 0; m < mutants; ++m) {
            QStringList applied;
            const QByteArray mutant = mutator.mutate(original.text, applied);
            const QString problem = fuzzing::checkRulesetInput(game, mutant);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(QStringLiteral("mutant %1 (%2): %3\n%4")
                                        .arg(m)
                                        .arg(applied.join(QStringLiteral(", ")), problem,
                                             QString::fromUtf8(mutant))));
            files << dir.filePath(QStringLiteral("mutant-%1.ugr").arg(m));
            mutations << applied.join(QStringLiteral(", "));
            writeFile(files.back(), mutant);
        }

        // As umpire-cli check --json would: one report line per file, each with its status.
        QString report;
        QTextStream out(&report);
        QString usage;
        QTextStream err(&usage);
        const int status =
                cli::checkFiles(files, core::Catalog::builtin(), cli::CheckOptions{true}, out, err);
        out.flush();
        QVERIFY(status >= 0 && status <= 2);
        QVERIFY(usage.isEmpty());
        const QStringList lines = report.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), files.size());
        int flagged = 0;
        for (int i = 0; i < lines.size(); ++i) {
            const QJsonObject o = QJsonDocument::fromJson(lines[i].toUtf8()).object();
            QCOMPARE(o.value(QLatin1String("file")).toString(), files[i]);
            const int exit = o.value(QLatin1String("exitCode")).toInt(-1);
            QVERIFY2(exit >= 0 && exit <= 2, qPrintable(mutations[i]));
            flagged += exit > 0;
        }
        // Most mutations break the record; a harness whose mutants all pass mutates nothing.
        QVERIFY2(flagged * 2 > mutants, qPrintable(QString::number(flagged)));
    }
};

QTEST_GUILESS_MAIN(TestRulesetMutations)
#include "tst_ruleset_mutations.moc"
