// The books the rules and cards cite, by the title a reader knows them by. The data cites a
// book by the file name of its plain-text copy ("004_aeb1829a6401f287.txt"), a name that means
// nothing on screen.
#pragma once

#include <QString>

namespace umpire::compendium {

// The title of the book in file `file`, in Russian or English; the file name when unknown.
QString bookTitle(const QString &file, bool russian);

// A citation as the data writes it ("004_….txt, COMBAT; 001_….txt, Бой.") with every book file
// replaced by its title ("Space Wars (the designer's draft), COMBAT; …").
QString readableCitation(const QString &citation, bool russian);

}  // namespace umpire::compendium
