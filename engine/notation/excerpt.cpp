#include "notation/excerpt.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace umpire::notation {

namespace {

const QString kEllipsis = QStringLiteral("…");

}  // namespace

QString excerpt(std::string_view utf8, int limit)
{
    std::size_t end = 0;
    int characters = 0;
    // A character starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
    while (end < utf8.size()) {
        if ((static_cast<unsigned char>(utf8[end]) & 0xc0) != 0x80) {
            if (characters == limit)
                break;
            ++characters;
        }
        ++end;
    }
    QString text = QString::fromUtf8(utf8.data(), qsizetype(end));
    if (end < utf8.size())
        text += kEllipsis;
    return text;
}

QString excerpt(const QString &text, int limit)
{
    qsizetype end = 0;
    int characters = 0;
    while (end < text.size() && characters < limit) {
        end += text.at(end).isHighSurrogate() && end + 1 < text.size() &&
                        text.at(end + 1).isLowSurrogate()
                ? 2
                : 1;
        ++characters;
    }
    if (end == text.size())
        return text;
    return text.left(end) + kEllipsis;
}

}  // namespace umpire::notation
