#include "json_locator.h"

namespace umpire::database {

JsonLocator::JsonLocator(const QByteArray &utf8) : text_(utf8)
{
    value(QString());
}

qsizetype JsonLocator::offset(const QString &path) const
{
    return offsets_.value(path, -1);
}

qsizetype JsonLocator::nearestOffset(QString path) const
{
    for (bool exact = true;; exact = false) {
        if (!exact) {
            if (const auto id = offsets_.constFind(path.isEmpty() ? QStringLiteral("id") : path + QStringLiteral(".id"));
                id != offsets_.cend())
                return *id;
        }
        const auto it = offsets_.constFind(path);
        if (it != offsets_.cend())
            return *it;
        if (path.isEmpty())
            return 0;
        const auto cut = std::max(path.lastIndexOf(QLatin1Char('.')), path.lastIndexOf(QLatin1Char('[')));
        path.truncate(std::max<qsizetype>(cut, 0));
    }
}

void JsonLocator::skipSpace()
{
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '\t'))
        ++pos_;
}

QString JsonLocator::string()
{
    // pos_ is on the opening quote. Only keys need decoding, and keys in our files are
    // plain; escapes are kept as written, which is enough to find a path.
    const qsizetype start = ++pos_;
    while (pos_ < text_.size() && text_[pos_] != '"')
        pos_ += text_[pos_] == '\\' ? 2 : 1;
    const QString s = QString::fromUtf8(text_.constData() + start, std::min(pos_, text_.size()) - start);
    ++pos_;
    return s;
}

void JsonLocator::value(const QString &path)
{
    skipSpace();
    if (pos_ >= text_.size())
        return;
    offsets_.insert(path, pos_);
    const char c = text_[pos_];
    if (c == '{') {
        ++pos_;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] == '}') {
                ++pos_;
                return;
            }
            if (text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            const QString key = string();
            skipSpace();
            ++pos_;  // ':'
            value(path.isEmpty() ? key : path + QLatin1Char('.') + key);
        }
    } else if (c == '[') {
        ++pos_;
        int index = 0;
        for (;;) {
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] == ']') {
                ++pos_;
                return;
            }
            if (text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            value(path + QLatin1Char('[') + QString::number(index++) + QLatin1Char(']'));
        }
    } else if (c == '"') {
        string();
    } else {
        while (pos_ < text_.size() && !QByteArrayView(",]} \n\r\t").contains(text_[pos_]))
            ++pos_;
    }
}

}  // namespace umpire::database
