#include "chartmodel.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace umpire::models {

ChartModel::ChartModel(QObject *parent) : QObject(parent) {}

int ChartModel::stepAt(int index) const
{
    if (index < 0 || index >= count_)
        return -1;
    return data_->blockEnd(data_->chartBlocks()[std::size_t(index)]);
}

void ChartModel::setReplay(std::shared_ptr<const ReplayData> data)
{
    data_ = std::move(data);
    turns_.clear();
    sides_.clear();
    steps_.clear();
    series_.clear();
    seriesReady_ = false;
    findingMarks_.clear();
    minimum_ = 0;
    maximum_ = 1;
    count_ = data_ && !data_->chartSeries().isEmpty() ? int(data_->chartBlocks().size()) : 0;
    if (count_ > 0) {
        for (const int b : data_->chartBlocks()) {
            const int first = data_->blockStart(b);
            turns_ << data_->turnOf(first);
            sides_ << data_->sideOf(first);
            steps_ << data_->blockEnd(b);
        }
        markFindings();
    }
    current_ = count_ > 0 ? 0 : -1;
    Q_EMIT changed();
    Q_EMIT currentIndexChanged();
    Q_EMIT currentValuesChanged();
}

void ChartModel::ensureSeries() const
{
    if (seriesReady_)
        return;
    seriesReady_ = true;
    series_.clear();
    minimum_ = 0;
    maximum_ = 1;
    if (count_ == 0)
        return;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    const auto &specs = data_->chartSeries();
    const auto &rows = data_->chartValues();
    for (qsizetype s = 0; s < specs.size(); ++s) {
        const std::vector<double> &row = rows[std::size_t(s)];
        QVariantList values;
        values.reserve(qsizetype(row.size()));
        double slo = std::numeric_limits<double>::infinity();
        double shi = -slo;
        for (const double v : row) {
            if (std::isnan(v)) {
                values << QVariant();  // a gap: undefined in QML
                continue;
            }
            values << v;
            slo = std::min(slo, v);
            shi = std::max(shi, v);
        }
        if (slo > shi)
            slo = shi = 0;
        lo = std::min(lo, slo);
        hi = std::max(hi, shi);
        series_ << QVariantMap{{QStringLiteral("key"), specs[s].path},
                               {QStringLiteral("label"), chartSeriesLabel(specs[s])},
                               {QStringLiteral("side"), specs[s].side},
                               {QStringLiteral("values"), values},
                               {QStringLiteral("minimum"), slo},
                               {QStringLiteral("maximum"), shi}};
    }
    if (lo <= hi) {
        minimum_ = lo;
        maximum_ = hi > lo ? hi : lo + 1;
    }
}

void ChartModel::markFindings()
{
    // One walk over the steps with findings, which are ascending, as are the points.
    const core::Replay &replay = data_->replay();
    int point = -1, firstStep = 0, count = 0, errors = 0;
    core::Severity worst = core::Severity::Note;
    auto flush = [&] {
        if (count > 0)
            findingMarks_ << QVariantMap{{QStringLiteral("index"), point},
                                         {QStringLiteral("step"), firstStep},
                                         {QStringLiteral("severity"), QString::fromLatin1(core::severityName(worst))},
                                         {QStringLiteral("count"), count},
                                         {QStringLiteral("errors"), errors}};
        count = errors = 0;
        worst = core::Severity::Note;
    };
    for (const int step : data_->findingSteps()) {
        const int p = data_->chartPointOf(step);
        if (p != point) {
            flush();
            point = p;
            firstStep = step;
        }
        for (const core::Finding &f : replay.findingsAt(step)) {
            ++count;
            errors += f.severity == core::Severity::Error;
            worst = std::min(worst, f.severity);  // Error < Warning < Note
        }
    }
    flush();
}

QString ChartModel::valueText(int series, int index) const
{
    ensureSeries();
    if (series < 0 || series >= series_.size() || index < 0 || index >= count_)
        return {};
    const double v = data_->chartValues()[std::size_t(series)][std::size_t(index)];
    if (std::isnan(v))
        return QStringLiteral("—");
    return v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', 1);
}

void ChartModel::setCurrentStep(int step)
{
    const int index = count_ > 0 ? data_->chartPointOf(step) : -1;
    if (index == current_)
        return;
    current_ = index;
    Q_EMIT currentIndexChanged();
}

void ChartModel::setCurrentState(const QJsonObject &state)
{
    currentState_ = state;
    Q_EMIT currentValuesChanged();
}

QVariantList ChartModel::currentValues() const
{
    QVariantList out;
    if (count_ == 0)
        return out;
    for (const ChartSeriesSpec &spec : data_->chartSeries()) {
        const std::optional<double> v = chartValue(currentState_, spec.path);
        out << (v ? QVariant(*v) : QVariant());
    }
    return out;
}

void ChartModel::retranslate()
{
    seriesReady_ = false;  // the labels are made with the series
    Q_EMIT changed();
}

}  // namespace umpire::models
