// The "File > New Game" form (issue 23): the tags a new record starts with, picked field by
// field instead of typed as notation.
//
// The fields come from the game: its variants, readings and sides from game.json
// (core::GameInfo), its seats when game.json lets a record seat fewer sides than the game
// has, and the tags the game's own chapter of docs/notation.md adds (a scenario, declared
// decks, the Banker, player tags, vehicles). Each field says what it is for and lists the
// values the game allows. The form writes the tags (`tagText`, canonical: notation::printTag,
// one tag per line, in the order of `fields`), and judges them as the checker does: it runs
// the tags alone through the engine (core::Replay) and reports the first error of the set-up
// (`problem`), so no rule is written twice. docs/app-models.md, "New Game".
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::core {
class Catalog;
class Ruleset;
}  // namespace umpire::core

namespace umpire::models {

class NewGameForm : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The games to pick from, [{id, name}], sorted by id, named in the language shown.
    Q_PROPERTY(QVariantList games READ games NOTIFY namesChanged)
    // The game picked (a catalog id); the first game until set. Picking another game resets
    // every field to its default.
    Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameChanged)
    // The fields of the game picked, in the order their tags are written. Each is a map:
    //   id           the field's id: its tag name ("Variant", "Seats", "Aliens"), or
    //                "Reading:<reading id>" for one reading (all of them share [Reading])
    //   tag          the tag it writes ("Reading" for a reading field)
    //   label        a short name, translated
    //   explanation  what the field decides, in words (translated, no ids)
    //   example      record text to show beside it (a value as the tag writes it; for a
    //                reading, its clarification in rules.md), or empty: never translated
    //   kind         "choice" (one of values), "multiChoice" (any of values, a comma list),
    //                "seats" (values in turn order, a comma list), "text" (free text)
    //   lines        text only: each line of the value becomes a tag of its own
    //   side         the side id a player-name field names ("" for other fields): its tag
    //                is written only while that side is seated
    //   values       [{value, name}]: what the value may be (empty for free text)
    //   defaultValue the value the form starts with
    Q_PROPERTY(QVariantList fields READ fields NOTIFY fieldsChanged)
    // The current value of every field, by field id (strings; comma lists for multiChoice
    // and seats, line breaks between the lines of a `lines` text).
    Q_PROPERTY(QVariantMap values READ values NOTIFY valuesChanged)
    // The tag lines the form writes, canonical, each ending in a line break.
    Q_PROPERTY(QString tagText READ tagText NOTIFY tagsChanged)
    // Empty when the tags set up a game that checks clean and has a legal move; otherwise one
    // sentence saying why not: the engine's first set-up error with its rule id in brackets.
    Q_PROPERTY(QString problem READ problem NOTIFY tagsChanged)
    // The rule id that `problem` cites (empty when none, or when no rule is to blame).
    Q_PROPERTY(QString problemRule READ problemRule NOTIFY tagsChanged)
    // Game, side, variant and scenario names in Russian instead of English. (The labels and
    // explanations follow the installed translation, like every qsTr text.)
    Q_PROPERTY(bool russian READ russian WRITE setRussian NOTIFY namesChanged)

public:
    explicit NewGameForm(QObject *parent = nullptr);
    ~NewGameForm() override;

    // The games offered: Catalog::builtin() unless set (tests). Must outlive the form. Resets
    // the form to the first game when the game picked is not in it.
    void setCatalog(const core::Catalog *catalog);

    QVariantList games() const;
    QString gameId() const { return gameId_; }
    void setGameId(const QString &id);
    QVariantList fields() const;
    QVariantMap values() const;
    QString tagText() const { return tagText_; }
    QString problem() const { return problem_; }
    QString problemRule() const { return problemRule_; }
    bool russian() const { return russian_; }
    void setRussian(bool russian);

    // Sets a field's value: a string, or a list of strings (multiChoice, seats), which is
    // joined with commas. False for an unknown field. Any text is taken: a value the game
    // does not allow is the engine's to judge, and `problem` says so.
    Q_INVOKABLE bool setValue(const QString &field, const QVariant &value);
    // A field's current value ("" for an unknown field).
    Q_INVOKABLE QString value(const QString &field) const;
    // Every field back to its default.
    Q_INVOKABLE void reset();

Q_SIGNALS:
    void namesChanged();
    void gameChanged();
    void fieldsChanged();
    void valuesChanged();
    void tagsChanged();

public:
    // One field of the form (see `fields`). Public for the helpers in the .cpp.
    struct Field {
        enum class Kind { Choice, MultiChoice, Seats, Text };
        QString id;
        QString tag;
        QString label;
        QString explanation;
        QString example;
        Kind kind = Kind::Text;
        bool lines = false;
        QString side;
        QVariantList values;  // [{value, name}]
        QString defaultValue;
        QString value;
    };

private:
    const core::Ruleset *ruleset() const;
    void buildFields();
    // Writes the tags again and, when they changed (or `rejudge`), judges them.
    void update(bool rejudge = false);
    // The tags of the fields, in field order; a field with no value writes nothing.
    QString writeTags() const;
    // The engine's verdict on `tagText_`: fills problem_ and problemRule_.
    void judge();

    const core::Catalog *catalog_ = nullptr;
    QString gameId_;
    bool russian_ = false;
    std::vector<Field> fields_;
    QString tagText_;
    QString problem_;
    QString problemRule_;
};

}  // namespace umpire::models
