// The chart of a game: the numbers chartseries.h names, one point per turn, with the point of
// the current step marked. Owned by ReplayController (its `chart` property).
//
// Point 0 is the set-up position; point k is the state at the end of turn block k (see
// replaydata.h). A record of more than ReplayData::maxChartPoints blocks gets that many
// points, each the end of an equal run of blocks. Values are computed when the record is
// opened (off the UI thread), or after an edit when the series are first read; a step change
// only moves `currentIndex`.
#pragma once

#include "replaydata.h"

#include <QJsonObject>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace umpire::models {

class ChartModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ChartModel is provided by ReplayController.chart")

    // The number of points (0 when the game has no chart series or the record is unchecked).
    Q_PROPERTY(int count READ count NOTIFY changed)
    // Per point: the turn number as written (0 for set-up), the side id, the step it shows.
    Q_PROPERTY(QVariantList turns READ turns NOTIFY changed)
    Q_PROPERTY(QVariantList sides READ sides NOTIFY changed)
    Q_PROPERTY(QVariantList steps READ steps NOTIFY changed)
    // One map per series: {key: path, label: translated label, side: the id of the side whose
    // number it is ("" for none; drawn in its colour, Theme.sideColorOf), values: [number or
    // undefined per point], minimum, maximum}.
    Q_PROPERTY(QVariantList series READ series NOTIFY changed)
    // Per series, its value at the current step itself (not at the end of its turn, which the
    // points hold): what the legend shows, the number the board shows too. Undefined where
    // the state has none.
    Q_PROPERTY(QVariantList currentValues READ currentValues NOTIFY currentValuesChanged)
    // The range over all series (0..1 when there are no values), for a shared axis.
    Q_PROPERTY(double minimum READ minimum NOTIFY changed)
    Q_PROPERTY(double maximum READ maximum NOTIFY changed)
    // Where the findings are on the time axis (as Lichess marks mistakes on its graph): one map
    // per point whose run of steps has findings, in point order: {index: the point, step: the
    // first such step (a click goes there), severity: the worst ("error", "warning", "note"),
    // count: how many findings, errors: how many of them are errors}. At most `count` marks
    // however many findings there are.
    Q_PROPERTY(QVariantList findingMarks READ findingMarks NOTIFY changed)
    // The point of the current step's turn; -1 when there are no points.
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY currentIndexChanged)

public:
    explicit ChartModel(QObject *parent = nullptr);

    int count() const { return count_; }
    QVariantList turns() const { return turns_; }
    QVariantList sides() const { return sides_; }
    QVariantList steps() const { return steps_; }
    QVariantList series() const { ensureSeries(); return series_; }
    QVariantList findingMarks() const { return findingMarks_; }
    double minimum() const { ensureSeries(); return minimum_; }
    double maximum() const { ensureSeries(); return maximum_; }
    int currentIndex() const { return current_; }
    QVariantList currentValues() const;

    // The step a click on point `index` should show (the end of that turn); -1 if none.
    Q_INVOKABLE int stepAt(int index) const;

    void setReplay(std::shared_ptr<const ReplayData> data);
    // The value of series `series` at point `index` as text ("—" for a gap, "" when out of
    // range), for the hover readout: whole numbers without decimals.
    Q_INVOKABLE QString valueText(int series, int index) const;
    void setCurrentStep(int step);
    // The state of the step shown (State::toJson()), which currentValues reads.
    void setCurrentState(const QJsonObject &state);
    // Re-translates the labels (after a language change).
    void retranslate();

Q_SIGNALS:
    void changed();
    void currentIndexChanged();
    void currentValuesChanged();

private:
    void markFindings();  // fills findingMarks_ from data_
    // The series and their range, made on first read after a record (or a language) change:
    // their values may still have to be computed (ReplayData::chartValues after an edit), which
    // a chart nobody shows must not cost.
    void ensureSeries() const;

    std::shared_ptr<const ReplayData> data_;
    int count_ = 0;
    QVariantList turns_, sides_, steps_, findingMarks_;
    mutable QVariantList series_;
    mutable bool seriesReady_ = false;
    mutable double minimum_ = 0;
    mutable double maximum_ = 1;
    int current_ = -1;
    QJsonObject currentState_;
};

}  // namespace umpire::models
