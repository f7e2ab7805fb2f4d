// Writes a libFuzzer dictionary (-dict=) for one game's fuzz targets, at build time: the ids of
// its game.json, cards.json and board.json, each reading as "id=value", and the words of its
// seed records (verbs, keys, sides). Usage: fuzz_dict GAME_DATA_DIR CORPUS_DIR OUTPUT
#include "record_mutator.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <cstdio>

namespace {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A dictionary entry: the token in double quotes, with '"' and '\' escaped as \xNN.
QByteArray entry(const QByteArray &token)
{
    QByteArray quoted = "\"";
    for (const char c : token) {
        if (c == '"' || c == '\\')
            quoted += "\\x" + QByteArray::number(static_cast<unsigned char>(c), 16).rightJustified(2, '0');
        else
            quoted += c;
    }
    return quoted + "\"\n";
}

}  // namespace

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: fuzz_dict GAME_DATA_DIR CORPUS_DIR OUTPUT\n");
        return 2;
    }
    const QDir data(QString::fromLocal8Bit(argv[1]));
    const QDir corpus(QString::fromLocal8Bit(argv[2]));
    fuzzing::Tokens tokens = fuzzing::tokensOfGameData(readFile(data.filePath(QStringLiteral("game.json"))),
                                                       readFile(data.filePath(QStringLiteral("cards.json"))),
                                                       readFile(data.filePath(QStringLiteral("board.json"))));
    std::vector<QByteArray> records;
    for (const QString &name : corpus.entryList(QDir::Files, QDir::Name))
        records.push_back(readFile(corpus.filePath(name)));
    const fuzzing::Tokens words = fuzzing::wordsOfRecords(records);
    tokens.insert(tokens.end(), words.begin(), words.end());
    std::sort(tokens.begin(), tokens.end());
    tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());

    QFile out(QString::fromLocal8Bit(argv[3]));
    if (tokens.empty() || !out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        std::fprintf(stderr, "fuzz_dict: no ids found, or cannot write %s\n", argv[3]);
        return 1;
    }
    for (const QByteArray &token : tokens)
        out.write(entry(token));
    return 0;
}
