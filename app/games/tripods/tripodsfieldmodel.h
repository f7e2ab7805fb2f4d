// The schematic playing area of the current step, for qml/games/tripods/TripodsField.qml: the
// table's size and every placed vehicle (tripodsfield.h), as plain values the view scales and
// draws. `shown` is false when the record places no vehicle; the board then shows only the
// consoles.
//
//   TripodsFieldModel { replay: replayController }
#pragma once

#include "replaycontroller.h"
#include "tripods/tripodsfield.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::games {

class TripodsFieldModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The controller whose current step is shown; null: nothing shown.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY
                       replayChanged)
    Q_PROPERTY(bool shown READ shown NOTIFY fieldChanged)
    // The playing area in cm: width along the Earthlings' side, depth towards the Martians'.
    Q_PROPERTY(int tableWidth READ tableWidth NOTIFY fieldChanged)
    Q_PROPERTY(int tableDepth READ tableDepth NOTIFY fieldChanged)
    // One map per placed vehicle: {id, side, tripod, wreck, left, x, y, heading, moving, hasFrom,
    // fromX, fromY, firing, target}, in cm and degrees (TripodsMarker).
    Q_PROPERTY(QVariantList vehicles READ vehicles NOTIFY fieldChanged)
    // The step's shot: {fromX, fromY, toX, toY} in cm, or an empty map.
    Q_PROPERTY(QVariantMap shot READ shot NOTIFY fieldChanged)
    // "Table 90 × 120 cm"
    Q_PROPERTY(QString caption READ caption NOTIFY fieldChanged)
    // Every placed vehicle in words, for a screen reader.
    Q_PROPERTY(QString description READ description NOTIFY fieldChanged)

public:
    explicit TripodsFieldModel(QObject *parent = nullptr);

    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    bool shown() const { return field_.shown; }
    int tableWidth() const { return field_.width; }
    int tableDepth() const { return field_.depth; }
    QVariantList vehicles() const;
    QVariantMap shot() const;
    QString caption() const;
    QString description() const;

    // The field shown (tests), and a way to show one without a controller.
    const TripodsField &field() const { return field_; }
    void show(const TripodsField &field);

Q_SIGNALS:
    void replayChanged();
    void fieldChanged();

private:
    void refresh();

    QPointer<models::ReplayController> replay_;
    TripodsField field_;
};

}  // namespace umpire::games
