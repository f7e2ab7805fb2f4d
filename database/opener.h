// Opens the compendium the way DESIGN.md prescribes: the shipped file read-only; when it is
// missing or damaged, a rebuild from the embedded game data into the user's data directory,
// with a notice the app shows.
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace umpire::database {

struct OpenedCompendium {
    // An open, read-only connection (registered under a unique name; the caller owns it and
    // calls QSqlDatabase::removeDatabase(connectionName) when done). Invalid on failure.
    QSqlDatabase database;
    QString connectionName;
    QString path;     // the file in use
    // Empty when the shipped file was used; otherwise one sentence for the user saying what
    // was wrong and where the rebuilt copy lives.
    QString notice;
    QString error;    // set when no usable compendium could be opened or built
    bool ok() const { return database.isOpen(); }
};

class CompendiumOpener {
public:
    // `gamesRoot` is where a rebuild reads the game data: by default the copy embedded in
    // the engine library (":/games"); tests pass a directory.
    explicit CompendiumOpener(QString gamesRoot = QStringLiteral(":/games"));

    // Opens `shippedPath` read-only if it passes PRAGMA integrity_check and has this build's
    // schema version. Otherwise uses `userDataDir`/compendium.sqlite if that passes the same
    // checks and was built from the same data (meta.data_fingerprint); otherwise rebuilds it
    // there from the game data. Never modifies `shippedPath`.
    OpenedCompendium open(const QString &shippedPath, const QString &userDataDir) const;

    // Why a compendium file cannot be used ("missing", "fails the integrity check: …",
    // "schema version 0, expected 1"), or an empty string when it is fine.
    static QString problemWith(const QString &path, QString *fingerprint = nullptr);

    // The file the executables look for by default: compendium.sqlite beside the running
    // executable, else in ../share/umpire/ relative to it (an installed tree, any prefix),
    // else the one the build tree produced.
    static QString defaultShippedPath();

    // The folder where a damaged or missing compendium is rebuilt: "umpire" in the user's
    // generic data folder (~/.local/share/umpire on Linux). The app and umpire-cli both use
    // it, whatever their application and organization names, so one rebuild serves both.
    static QString defaultUserDataDir();

private:
    QString gamesRoot_;
};

}  // namespace umpire::database
