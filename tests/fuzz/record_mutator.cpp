#include "record_mutator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <random>

namespace fuzzing {

namespace {

constexpr qsizetype kMaxTokenLength = 48;

bool isIdCharacter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '.' || c == '_' || c == '-';
}

bool looksLikeId(const QString &text)
{
    if (text.size() < 2 || text.size() > kMaxTokenLength)
        return false;
    const QByteArray bytes = text.toUtf8();
    return std::all_of(bytes.begin(), bytes.end(), isIdCharacter);
}

void collectIds(const QJsonValue &value, Tokens &out)
{
    if (value.isString()) {
        if (looksLikeId(value.toString()))
            out.push_back(value.toString().toUtf8());
    } else if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            collectIds(item, out);
    } else if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (looksLikeId(it.key()))
                out.push_back(it.key().toUtf8());
            collectIds(it.value(), out);
        }
    }
}

void sortUnique(Tokens &tokens)
{
    std::sort(tokens.begin(), tokens.end());
    tokens.erase(std::unique(tokens.begin(), tokens.end()), tokens.end());
}

// Where a word sits in a line: [begin, end). Words are runs of id characters, so replacing
// one keeps the line's punctuation (spaces, '=', ',', quotes, brackets) as it was.
struct Span {
    qsizetype begin;
    qsizetype end;
};

std::vector<Span> wordsOf(const QByteArray &line)
{
    std::vector<Span> words;
    qsizetype i = 0;
    while (i < line.size()) {
        if (!isIdCharacter(line[i])) {
            ++i;
            continue;
        }
        const qsizetype begin = i;
        while (i < line.size() && isIdCharacter(line[i]))
            ++i;
        words.push_back({begin, i});
    }
    return words;
}

// Space-separated fields of a line (a key=value pair, a list, a quoted tag value's start).
std::vector<Span> fieldsOf(const QByteArray &line)
{
    std::vector<Span> fields;
    qsizetype i = 0;
    while (i < line.size()) {
        if (line[i] == ' ' || line[i] == '\t') {
            ++i;
            continue;
        }
        const qsizetype begin = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        fields.push_back({begin, i});
    }
    return fields;
}

bool isNumber(QByteArrayView word)
{
    if (word.isEmpty())
        return false;
    const qsizetype start = word.front() == '-' ? 1 : 0;
    return start < word.size() &&
            std::all_of(word.begin() + start, word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

QByteArray boundaryNumber(QByteArrayView word, std::mt19937 &rng)
{
    bool ok = false;
    const long long n = word.toByteArray().toLongLong(&ok);
    const long long base = ok ? n : 0;
    const long long choices[] = {0, 1, -1, base + 1, base - 1, base * 2, 2147483647LL,
                                 2147483648LL, 99999999999LL};
    return QByteArray::number(choices[rng() % std::size(choices)]);
}

class Mutation {
public:
    Mutation(QByteArrayView input, std::uint32_t seed, const Tokens &dictionary)
        : rng_(seed), dictionary_(dictionary)
    {
        lines_ = input.toByteArray().split('\n');
    }

    // Applies one mutation; false when the chosen kind has nothing to work on.
    bool apply()
    {
        switch (rng_() % 10) {
        case 0: case 1: case 2: return replaceWord(WordSource::Dictionary);
        case 3: return replaceWord(WordSource::Record);
        case 4: return replaceNumber();
        case 5: return dropLine();
        case 6: return repeatLine();
        case 7: return swapLines();
        case 8: return dropField();
        default: return repeatField();
        }
    }

    QByteArray text() const { return lines_.join('\n'); }

private:
    enum class WordSource { Dictionary, Record };

    qsizetype pick(qsizetype size) { return qsizetype(rng_() % std::uint32_t(size)); }

    // A line with at least one word, preferring move lines over tags and comments.
    qsizetype lineWithWords()
    {
        for (int attempt = 0; attempt < 8 && !lines_.isEmpty(); ++attempt) {
            const qsizetype i = pick(lines_.size());
            if (!wordsOf(lines_[i]).empty())
                return i;
        }
        return -1;
    }

    QByteArray wordFromRecord()
    {
        const qsizetype i = lineWithWords();
        if (i < 0)
            return {};
        const std::vector<Span> words = wordsOf(lines_[i]);
        const Span w = words[std::size_t(pick(qsizetype(words.size())))];
        return lines_[i].mid(w.begin, w.end - w.begin);
    }

    bool replaceWord(WordSource source)
    {
        const qsizetype i = lineWithWords();
        if (i < 0)
            return false;
        QByteArray word = source == WordSource::Dictionary && !dictionary_.empty()
                ? dictionary_[std::size_t(pick(qsizetype(dictionary_.size())))]
                : wordFromRecord();
        if (word.isEmpty())
            return false;
        const std::vector<Span> words = wordsOf(lines_[i]);
        const Span w = words[std::size_t(pick(qsizetype(words.size())))];
        lines_[i].replace(w.begin, w.end - w.begin, word);
        return true;
    }

    bool replaceNumber()
    {
        for (int attempt = 0; attempt < 8; ++attempt) {
            const qsizetype i = lineWithWords();
            if (i < 0)
                return false;
            std::vector<Span> numbers;
            for (const Span &w : wordsOf(lines_[i]))
                if (isNumber(QByteArrayView(lines_[i]).sliced(w.begin, w.end - w.begin)))
                    numbers.push_back(w);
            if (numbers.empty())
                continue;
            const Span w = numbers[std::size_t(pick(qsizetype(numbers.size())))];
            lines_[i].replace(w.begin, w.end - w.begin,
                              boundaryNumber(QByteArrayView(lines_[i]).sliced(w.begin, w.end - w.begin), rng_));
            return true;
        }
        return false;
    }

    bool dropLine()
    {
        if (lines_.size() < 2)
            return false;
        lines_.removeAt(pick(lines_.size()));
        return true;
    }

    bool repeatLine()
    {
        if (lines_.isEmpty())
            return false;
        const QByteArray line = lines_[pick(lines_.size())];
        lines_.insert(pick(lines_.size() + 1), line);
        return true;
    }

    bool swapLines()
    {
        if (lines_.size() < 2)
            return false;
        // Mostly neighbours: two moves played in the wrong order is the common slip.
        const qsizetype a = pick(lines_.size());
        const qsizetype b = rng_() % 2 ? std::min(a + 1, lines_.size() - 1) : pick(lines_.size());
        std::swap(lines_[a], lines_[b]);
        return a != b;
    }

    bool dropField()
    {
        const qsizetype i = lineWithWords();
        if (i < 0)
            return false;
        const std::vector<Span> fields = fieldsOf(lines_[i]);
        if (fields.size() < 2)
            return false;
        const Span f = fields[std::size_t(pick(qsizetype(fields.size())))];
        lines_[i].remove(f.begin, f.end - f.begin);
        return true;
    }

    bool repeatField()
    {
        const qsizetype i = lineWithWords();
        if (i < 0)
            return false;
        const std::vector<Span> fields = fieldsOf(lines_[i]);
        if (fields.empty())
            return false;
        const Span f = fields[std::size_t(pick(qsizetype(fields.size())))];
        const QByteArray copy = ' ' + lines_[i].mid(f.begin, f.end - f.begin);
        lines_[i].insert(fields.back().end, copy);
        return true;
    }

    std::mt19937 rng_;
    const Tokens &dictionary_;
    QList<QByteArray> lines_;
};

}  // namespace

Tokens tokensOfJson(const QByteArray &json)
{
    Tokens tokens;
    const QJsonDocument document = QJsonDocument::fromJson(json);
    collectIds(document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object()),
               tokens);
    sortUnique(tokens);
    return tokens;
}

Tokens tokensOfGameData(const QByteArray &gameJson, const QByteArray &cardsJson,
                        const QByteArray &boardJson)
{
    Tokens tokens;
    for (const QByteArray *json : {&gameJson, &cardsJson, &boardJson}) {
        const Tokens ids = tokensOfJson(*json);
        tokens.insert(tokens.end(), ids.begin(), ids.end());
    }
    // "id=value" for every value of every reading: what a [Reading] tag says.
    for (const QJsonValue &reading : QJsonDocument::fromJson(gameJson)["readings"].toArray()) {
        const QByteArray id = reading["id"].toString().toUtf8();
        tokens.push_back(id + '=' + reading["default"].toString().toUtf8());
        for (const QJsonValue &value : reading["alternatives"].toArray())
            tokens.push_back(id + '=' + value.toString().toUtf8());
    }
    sortUnique(tokens);
    return tokens;
}

Tokens wordsOfRecords(const std::vector<QByteArray> &records)
{
    Tokens words;
    for (const QByteArray &record : records) {
        for (const QByteArray &line : record.split('\n')) {
            if (line.startsWith(';'))
                continue;  // a comment's words are prose
            for (const Span &w : wordsOf(line)) {
                const QByteArray word = line.mid(w.begin, w.end - w.begin);
                if (word.size() >= 2 && word.size() <= kMaxTokenLength &&
                    !(word[0] >= '0' && word[0] <= '9') && !isNumber(word))
                    words.push_back(word);
            }
        }
    }
    sortUnique(words);
    return words;
}

Tokens gameTokens(const QString &game)
{
    const auto read = [&game](const char *name) {
        QFile file(QStringLiteral(":/games/%1/%2").arg(game, QLatin1String(name)));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    return tokensOfGameData(read("game.json"), read("cards.json"), read("board.json"));
}

QByteArray mutateRecord(QByteArrayView input, std::size_t maxSize, std::uint32_t seed,
                        const Tokens &dictionary)
{
    Mutation mutation(input, seed, dictionary);
    if (!mutation.apply())
        return {};
    QByteArray out = mutation.text();
    if (std::size_t(out.size()) > maxSize)
        out.truncate(qsizetype(maxSize));
    return out;
}

QByteArray crossOverRecords(QByteArrayView first, QByteArrayView second, std::size_t maxSize,
                            std::uint32_t seed)
{
    std::mt19937 rng(seed);
    const QList<QByteArray> a = first.toByteArray().split('\n');
    const QList<QByteArray> b = second.toByteArray().split('\n');
    const qsizetype keep = qsizetype(rng() % std::uint32_t(a.size() + 1));
    const qsizetype from = qsizetype(rng() % std::uint32_t(b.size() + 1));
    QList<QByteArray> lines = a.mid(0, keep);
    lines.append(b.mid(from));
    QByteArray out = lines.join('\n');
    if (std::size_t(out.size()) > maxSize)
        out.truncate(qsizetype(maxSize));
    return out;
}

}  // namespace fuzzing
