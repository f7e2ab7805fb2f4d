#include "sourcebooks.h"

#include <QCoreApplication>

namespace umpire::compendium {

namespace {

struct SourceBooks {
    Q_DECLARE_TR_FUNCTIONS(SourceBooks)
};

struct Book {
    const char *file;
    const char *title;  // translated in the context "SourceBooks"
};

// The five rulebooks the game data cites. A book in English keeps its English title in
// Russian too (it is the name printed on it) and says which edition it is.
constexpr Book kBooks[] = {
    {"000_01175e678cbb4207.txt", QT_TRANSLATE_NOOP("SourceBooks", "War of the Worlds: The New Wave, English rulebook")},
    {"001_7f11ea5abf66dd1f.txt", QT_TRANSLATE_NOOP("SourceBooks", "Война миров: Новая угроза, Russian rulebook")},
    {"002_f889f5aaefa8ca50.txt", QT_TRANSLATE_NOOP("SourceBooks", "War of Civilizations, rulebook")},
    {"003_5fe93881a38a7b5a.txt", QT_TRANSLATE_NOOP("SourceBooks", "Wings of Glory — Tripods & Triplanes, rulebook")},
    {"004_aeb1829a6401f287.txt", QT_TRANSLATE_NOOP("SourceBooks", "Space Wars, the designer's draft")},
};

}  // namespace

QString bookTitle(const QString &file, bool russian)
{
    for (const Book &b : kBooks) {
        if (file == QLatin1String(b.file))
            return russian ? SourceBooks::tr(b.title) : QString::fromUtf8(b.title);
    }
    return file;
}

QString readableCitation(const QString &citation, bool russian)
{
    QString out = citation;
    for (const Book &b : kBooks)
        out.replace(QLatin1String(b.file), bookTitle(QLatin1String(b.file), russian));
    return out;
}

}  // namespace umpire::compendium
