// The legal moves at the Replay page's current step, for its Moves tab (issue 22): every
// choice of Ruleset::legalChoices() on the state as played, its chance fields open, grouped by
// verb and filtered by what the user types.
//
// QML makes one inside the Moves tab (`LegalMovesModel { replay: view.replay }`), so it exists
// only while the tab is shown: stepping with the tab closed costs nothing. While it exists, a
// step change (or an open, or a language change) schedules one rebuild for the next turn of
// the event loop, so the signals of one change, or a run of quick steps, cost one rebuild.
#pragma once

#include "core/choice.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::core {
class Ruleset;
class State;
}  // namespace umpire::core

namespace umpire::models {

class ReplayController;
class ReplayData;

class LegalMovesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // The page's controller; its current step is the one listed.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY
                   replayChanged)
    // Words the shown moves must all contain (in their words, line or side), without case.
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    // An id as record lines write it (a region, hex, ship, island, clan or vehicle picked on
    // the board): the shown moves name it as a value, or as their side. Empty: no narrowing.
    Q_PROPERTY(QString involving READ involving WRITE setInvolving NOTIFY filterChanged)
    // The rows shown (after the filter), and every legal move at the step.
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int totalCount READ totalCount NOTIFY listChanged)
    // The step listed (-1 while there is none: no checked record).
    Q_PROPERTY(int step READ step NOTIFY listChanged)
    // The record is checked, so its state at the step can be asked.
    Q_PROPERTY(bool available READ available NOTIFY listChanged)
    // The game is over at the step: no move is legal. `result` then says how it ended ("Red
    // won", a tie or a ranking in words; "" when the game ended without a decided result).
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY listChanged)
    Q_PROPERTY(QString result READ result NOTIFY listChanged)

public:
    enum Role {
        // string: the record line with its chance fields open ("3 humans fire ... roll=1..6",
        // a card "card=?{a,b}"), as `umpire-cli legal` prints it
        LineRole = Qt::UserRole + 1,
        // string: a complete legal line, the chance fields filled with one possible outcome
        // (what picking the move puts in the "Try a move" field)
        CompleteLineRole,
        WordsRole,     // string: the move in words (Ruleset::describe), in the language shown
        VerbRole,      // string: the line's verb ("play"): the section the row is listed under
        SideRole,      // string: the side id ("aliens")
        SideNameRole,  // string: the side's name in the language shown
        // list of {what, values, kind, unknown, key}: each chance field, `what` decides it
        // (in the installed language), `values` in the text form ("1..8", "?{a,b}"), kind
        // "die" or "card"
        ChanceRole,
    };
    Q_ENUM(Role)

    explicit LegalMovesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    ReplayController *replay() const { return replay_; }
    void setReplay(ReplayController *replay);
    QString filter() const { return filter_; }
    void setFilter(const QString &filter);
    QString involving() const { return involving_; }
    void setInvolving(const QString &id);
    int count() const { return int(shown_.size()); }
    int totalCount() const { return int(rows_.size()); }
    int step() const { return step_; }
    bool available() const { return available_; }
    bool gameOver() const { return gameOver_; }
    QString result() const { return result_; }

    // Rebuilds the list now (the next scheduled rebuild is then skipped).
    Q_INVOKABLE void refresh();
    // The complete legal lines that complete `typed`: those that start with it first, then
    // those that contain it (without case, each line once), at most `limit`. Every legal line
    // of the step when `typed` is blank.
    Q_INVOKABLE QStringList completions(const QString &typed, int limit = 12) const;
    // The row's complete line, for a view that picks a row by its index ("" when out of range).
    Q_INVOKABLE QString completeLineAt(int row) const;

    // --- entering a move's chance fields as they fell at the table (recording, issue 23).
    // A picked row is kept by its choice index, which a later filter does not move; -1 when
    // `row` is out of range. The indexes hold until the list is rebuilt (listChanged).
    Q_INVOKABLE int choiceAt(int row) const;
    // The chance fields of a choice, in line order: [{what, kind ("die"/"card"), values (the
    // values it may take, a list; for a card, every card its pile offers to any field of the
    // choice, as the cards are entered one by one), unknown, key, index (core::ChanceField), rule, faces (a die's faces: the highest face
    // any move of the step offers for that key; 0 for a card)}].
    Q_INVOKABLE QVariantList chanceFields(int choice) const;
    // The choice's complete line with its fields set to `values` (one per field, in order; an
    // empty or missing value keeps the one the line has).
    Q_INVOKABLE QString fillChance(int choice, const QStringList &values) const;
    // The measured facts of a choice (core::FactField), in line order: [{what, kind ("number",
    // "flag" or "list"), key, index, values (a list's), value (the choice's own: a number or a
    // list value as written; a flag's word when present, "" when absent), min, max, unit, rule}].
    // A list value may belong to another choice of the same move (the same shot at its other
    // range draws another number of cards): choiceForFact() says which choice to take.
    Q_INVOKABLE QVariantList factFields(int choice) const;
    // The choice to show once fact `field` of `choice` is set to `value`: a choice that is the
    // same move apart from its fields and carries `value` there as its own (the value changes
    // the line's shape), else `choice` itself, which takes the value written in.
    Q_INVOKABLE int choiceForFact(int choice, int field, const QString &value) const;
    // The choice's complete line with its chance fields set to `chance` (as fillChance) and its
    // facts to `facts` (one per fact, in order; a missing value keeps the choice's own, and a
    // flag's "" removes it).
    Q_INVOKABLE QString fillLine(int choice, const QStringList &chance, const QStringList &facts) const;
    // "Roll for me": a fair throw of the die of field `field` (1..faces), written into the line
    // with the other `values` kept. A face the choice does not offer belongs to another choice
    // (the same shot missing rather than hitting, the other side taking the initiative): the
    // nearest one that offers it (fewest words of the line changed) is taken instead.
    // Returns {choice, value, line}; an empty map when the field is not a die.
    Q_INVOKABLE QVariantMap roll(int choice, int field, const QStringList &values) const;

Q_SIGNALS:
    void replayChanged();
    void filterChanged();
    void countChanged();
    void listChanged();

private:
    // A chance field of a row, and for a die its faces (chanceFields()).
    struct ChanceSpec {
        core::ChanceField field;
        int faces = 0;
        bool die() const { return field.kind == core::ChanceField::Kind::Die; }
    };
    struct Row {
        QString line;
        QString completeLine;
        QString words;
        QString verb;
        QString side;
        QString sideName;
        QVariantList chance;
        std::vector<ChanceSpec> fields;  // the chance fields, to fill and roll
        std::vector<core::FactField> facts;  // the measured facts, to set
        core::Choice shape;  // the fields alone (no move): to find a choice's other shapes
        QString haystack;  // the lower-case text the filter searches
        QStringList values;  // the side and every value the complete line names (involving)
    };

    void schedule();
    void rebuild();
    void applyFilter();
    QByteArray filled(const Row &row, const QStringList &values, const QStringList &facts = {}) const;
    // Whether two rows are the same move apart from their fields' values.
    static bool sameMove(const Row &a, const Row &b);
    static std::vector<Row> buildRows(const ReplayData &data, const core::Ruleset &rules,
                                      const core::State &state, bool russian);

    QPointer<ReplayController> replay_;
    QString filter_;
    QString involving_;
    std::vector<Row> rows_;
    std::vector<int> shown_;  // indexes into rows_, in order
    int step_ = -1;
    bool available_ = false;
    bool gameOver_ = false;
    QString result_;
    QTimer rebuildTimer_;
};

}  // namespace umpire::models
