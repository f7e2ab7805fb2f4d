#include "replaycontroller.h"

#include "core/game_names.h"

#include "gameviews.h"

#include "checkreport.h"
#include "recordeditor.h"
#include "statediff.h"

#include "core/catalog.h"
#include "core/game_names.h"
#include "notation/parser.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace umpire::models {

namespace {

constexpr double minSpeed = 0.25;
constexpr double maxSpeed = 50.0;

}  // namespace

ReplayController::ReplayController(QObject *parent)
    : QObject(parent), catalog_(&core::Catalog::builtin()), moves_(this), findings_(this),
      chart_(this), tagList_(this), readingChanges_(this)
{
    timer_.setInterval(int(std::lround(1000.0 / speed_)));
    connect(&timer_, &QTimer::timeout, this, &ReplayController::advance);
    editor_ = std::make_unique<RecordEditor>(this);
    makeDocument();
}

void ReplayController::makeDocument()
{
    document_ = std::make_unique<RecordDocument>(*catalog_);
    connect(document_.get(), &RecordDocument::checked, this, &ReplayController::showDocument);
    editor_->setDocument(document_.get());
}

void ReplayController::showDocument(int /*firstChangedStep*/)
{
    const int step = stepAfterCheck_.value_or(step_);
    stepAfterCheck_.reset();
    setData(document_->data(), document_->path(), step);
}

ReplayController::~ReplayController()
{
    // Loads still running (the current one, or cancelled ones not yet stopped) use the catalog
    // and post to their watchers: stop them before anything goes away.
    const auto watchers = findChildren<QFutureWatcher<LoadOutcome> *>(Qt::FindDirectChildrenOnly);
    for (auto *w : watchers) {
        w->disconnect(this);
        w->future().cancel();
    }
    for (auto *w : watchers)
        w->waitForFinished();
}

void ReplayController::setCatalog(const core::Catalog *catalog)
{
    catalog_ = catalog ? catalog : &core::Catalog::builtin();
    close();  // makes the document anew, on this catalog
}

// --- loading

void ReplayController::open(const QUrl &url)
{
    if (url.isEmpty()) {
        openPath(QString());
        return;
    }
    if (!url.isLocalFile() && !url.scheme().isEmpty()) {
        cancel();
        setLoadError(tr("%1: error: only local files can be opened").arg(url.toDisplayString()));
        Q_EMIT finished(false);
        return;
    }
    openPath(url.isLocalFile() ? url.toLocalFile() : url.path());
}

void ReplayController::openPath(const QString &path)
{
    cancel();
    setPlaying(false);
    if (path.isEmpty()) {
        setLoadError(tr("no file was given to open"));
        Q_EMIT finished(false);
        return;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    readings_.clear();  // a record opened is checked under its own readings
    startLoad(QtConcurrent::run(loadReplay, absolute, catalog_), absolute, 0, false);
}

void ReplayController::recheck()
{
    if (watcher_) {  // a load is under way: check again once it is done
        recheckAfterLoad_ = true;
        return;
    }
    if (!data_)
        return;  // nothing open
    setPlaying(false);
    startLoad(QtConcurrent::run(recheckReplay, data_, catalog_, readings_), filePath_, step_, true);
}

void ReplayController::checkUnderReading(const QString &id, const QString &value)
{
    if (!data_ || !data_->ruleset())
        return;
    const auto &readings = data_->ruleset()->info().readings;
    const auto reading = std::find_if(readings.begin(), readings.end(),
                                      [&](const core::ReadingInfo &r) { return r.id == id; });
    if (reading == readings.end() ||
        (value != reading->adopted && !reading->alternatives.contains(value)))
        return;
    const int index = int(reading - readings.begin());
    std::erase_if(readings_, [&](const auto &choice) { return choice.first == id; });
    if (value != data_->recordReading(index))  // the record's own value needs no choice
        readings_.emplace_back(id, value);
    recheck();
}

void ReplayController::useRecordReadings()
{
    if (readings_.empty() && (!data_ || data_->readingsOverridden().isEmpty()))
        return;
    readings_.clear();
    recheck();
}

void ReplayController::startLoad(QFuture<LoadOutcome> future, const QString &path, int stepAfter,
                                 bool recheck)
{
    recheckAfterLoad_ = false;
    auto *watcher = new QFutureWatcher<LoadOutcome>(this);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher](int value) {
        if (watcher == watcher_)
            setProgress(double(value) / progressScale);
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, stepAfter, recheck] {
        watcher->deleteLater();
        if (watcher != watcher_)
            return;  // cancelled or superseded: its finished(false) was already emitted
        watcher_ = nullptr;
        const QFuture<LoadOutcome> future = watcher->future();
        if (future.isCanceled() || future.resultCount() == 0) {
            setBusy(false);
            Q_EMIT finished(false);
            return;
        }
        finishLoad(future.result(), path, stepAfter, recheck);
    });
    watcher_ = watcher;
    setProgress(0);
    setBusy(true, path);
    watcher->setFuture(future);
}

void ReplayController::cancel()
{
    if (!watcher_)
        return;
    // The task notices within a block of steps; its late finish is ignored (watcher_ moved on).
    watcher_->future().cancel();
    watcher_ = nullptr;
    setProgress(0);
    setBusy(false);
    Q_EMIT finished(false);
}

void ReplayController::finishLoad(const LoadOutcome &outcome, const QString &path, int stepAfter,
                                  bool isRecheck)
{
    setBusy(false);
    if (!outcome.data) {
        setLoadError(outcome.error);
        Q_EMIT finished(false);
        return;
    }
    setLoadError(QString());
    // The document takes the checked record over and tells the view (showDocument).
    stepAfterCheck_ = stepAfter;
    if (isRecheck)
        document_->replaceChecked(outcome.data, readings_, std::nullopt);
    else
        document_->adopt(outcome.data, path, outcome.stamp);
    Q_EMIT finished(true);
    if (recheckAfterLoad_)
        recheck();
}

void ReplayController::close()
{
    cancel();
    setPlaying(false);
    setLoadError(QString());
    readings_.clear();
    // The user chose to close it (QML asked about changes): its journal goes, and an empty
    // document takes its place (nothing to show until a record is opened or made).
    document_->discardJournal();
    makeDocument();
    setData(nullptr, QString());
}

void ReplayController::setBusy(bool busy, const QString &path)
{
    if (busy == busy_ && path == loadingPath_)
        return;
    busy_ = busy;
    loadingPath_ = busy ? path : QString();
    Q_EMIT busyChanged();
}

void ReplayController::setProgress(double progress)
{
    if (qFuzzyCompare(progress + 1, progress_ + 1))
        return;
    progress_ = progress;
    Q_EMIT progressChanged();
}

void ReplayController::setLoadError(const QString &error)
{
    if (error == loadError_)
        return;
    loadError_ = error;
    Q_EMIT loadErrorChanged();
}

void ReplayController::setData(std::shared_ptr<const ReplayData> data, const QString &path,
                               int step)
{
    data_ = std::move(data);
    filePath_ = data_ ? path : QString();
    step_ = data_ ? std::clamp(step, 0, data_->stepCount()) : 0;
    jsonCache_ = {};
    moves_.setReplay(data_);
    findings_.setReplay(data_);
    chart_.setReplay(data_);
    tagList_.setReplay(data_);
    readingChanges_.setReplay(data_);
    tags_.reset();
    updateStep();
    Q_EMIT recordChanged();
    Q_EMIT namesChanged();
    Q_EMIT cursorMoved();
    Q_EMIT stepChanged();
}

// --- the record

QString ReplayController::fileName() const
{
    return filePath_.isEmpty() ? QString() : QFileInfo(filePath_).fileName();
}

QUrl ReplayController::boardSource() const
{
    return status() == Status::Checked ? games::boardUrl(gameId()) : QUrl();
}

QUrl ReplayController::inspectorSource() const
{
    return games::inspectorUrl(status() == Status::Checked ? gameId() : QString());
}

QString ReplayController::gameId() const
{
    return data_ ? data_->gameId() : QString();
}

bool ReplayController::gameKnown() const
{
    return data_ && data_->gameKnown();
}

QString ReplayController::gameName() const
{
    return data_ ? data_->gameName(russian_) : QString();
}

QVariantList ReplayController::sides() const
{
    QVariantList out;
    // The sides in play, in seating order: every side of a two-side game, the seated clans of
    // a Civilizations game ([Seats], read by the core).
    if (const core::Ruleset *r = data_ ? data_->ruleset() : nullptr)
        for (int seat : data_->replay().tags().seats) {
            const core::SideInfo &side = r->info().sides[std::size_t(seat)];
            out << QVariantMap{{QStringLiteral("id"), side.id},
                               {QStringLiteral("name"), data_->sideName(side.id, russian_)}};
        }
    return out;
}

QVariantList ReplayController::tags() const
{
    // QML reads a list property again on every element access (`tags[i]`, `tags.find()`), so
    // a list made on each read made those loops quadratic: 4,000 tags took a minute to open.
    if (tags_)
        return *tags_;
    QVariantList out;
    if (data_) {
        const notation::Record &record = data_->record();
        out.reserve(qsizetype(record.tags.size()));
        for (const notation::TagPair &tag : record.tags)
            out << QVariantMap{{QStringLiteral("name"), QString::fromUtf8(record.text(tag.name))},
                               {QStringLiteral("value"), tag.value},
                               {QStringLiteral("line"), tag.position.line}};
    }
    tags_ = std::move(out);
    return *tags_;
}

QVariantList ReplayController::findingMarks(int slots) const
{
    QVariantList out;
    if (!data_ || slots < 1 || stepCount() < 1)
        return out;
    const int steps = stepCount();
    int slotShown = -1;  // the part of the last mark made
    core::Severity worst = core::Severity::Note;
    int firstStep = 0;
    const auto flush = [&] {
        if (slotShown >= 0)
            out << QVariantMap{{QStringLiteral("position"), double(firstStep) / steps},
                               {QStringLiteral("severity"), QString::fromLatin1(core::severityName(worst))},
                               {QStringLiteral("step"), firstStep}};
    };
    for (const int step : data_->findingSteps()) {
        const int slot = int(qint64(step) * slots / (qint64(steps) + 1));
        const core::Severity severity = data_->worstSeverity(step).value_or(core::Severity::Note);
        if (slot != slotShown) {
            flush();
            slotShown = slot;
            worst = severity;
            firstStep = step;
        } else if (severity < worst) {
            worst = severity;
        }
    }
    flush();
    return out;
}

QString ReplayController::tagValue(const QString &name) const
{
    if (!data_)
        return {};
    const notation::Record &record = data_->record();
    for (const notation::TagPair &tag : record.tags)
        if (QString::fromUtf8(record.text(tag.name)).compare(name, Qt::CaseInsensitive) == 0)
            return tag.value;
    return {};
}

ReplayController::Status ReplayController::status() const
{
    if (!data_)
        return Status::Empty;
    return data_->checked() ? Status::Checked : Status::NotChecked;
}

QString ReplayController::statusMessage() const
{
    return data_ && !data_->checked() ? data_->replay().statusMessage() : QString();
}

QVariantList ReplayController::syntaxErrors() const
{
    QVariantList out;
    if (!data_)
        return out;
    const notation::Record &record = data_->record();
    for (const notation::Diagnostic &d : record.errors)
        out << QVariantMap{{QStringLiteral("line"), d.position.line},
                           {QStringLiteral("column"), d.position.column},
                           {QStringLiteral("message"), d.message},
                           {QStringLiteral("text"), notation::formatDiagnostic(record, d)}};
    return out;
}

int ReplayController::syntaxErrorCount() const
{
    return data_ ? int(data_->record().errors.size()) : 0;
}

QString ReplayController::result() const
{
    if (!data_ || !data_->ruleset())
        return {};
    const core::Result r = data_->replay().finalResult();
    return r.decided() ? r.toTag(data_->ruleset()->info()) : QString();
}

QString ReplayController::resultName() const
{
    if (!data_ || !data_->ruleset())
        return {};
    const core::Result r = data_->replay().finalResult();
    if (!r.decided())
        return {};
    // A single winner by its name; a tie or a ranking in words ("a tie between Red and Blue").
    if (r.winner() >= 0)
        return data_->sideName(data_->ruleset()->info().sides[std::size_t(r.winner())].id,
                               russian_);
    return r.toWords(data_->ruleset()->info());
}

bool ReplayController::resultAgrees() const
{
    if (!data_ || !data_->ruleset())
        return true;
    const core::Replay &replay = data_->replay();
    const core::Result &declared = replay.tags().declared;
    const core::Result actual = replay.finalResult();
    return !declared.decided() || declared.agreesWith(actual);
}

bool ReplayController::singleWinner() const
{
    return data_ && data_->ruleset() && data_->replay().finalResult().winner() >= 0;
}

QString ReplayController::recordedResult() const
{
    return data_ ? data_->record().tag("Result") : QString();
}

int ReplayController::findingCount() const
{
    return data_ ? int(data_->replay().findings().size()) : 0;
}

int ReplayController::readingCount() const
{
    return data_ && data_->ruleset() ? int(data_->ruleset()->info().readings.size()) : 0;
}

QVariantList ReplayController::findingSummary() const
{
    QVariantList out;
    if (!data_)
        return out;
    for (const RuleCount &rc : data_->ruleCounts())
        out << QVariantMap{{QStringLiteral("ruleId"), rc.ruleId},
                           {QStringLiteral("count"), rc.count},
                           {QStringLiteral("errors"), rc.errors},
                           {QStringLiteral("warnings"), rc.warnings},
                           {QStringLiteral("notes"), rc.notes},
                           {QStringLiteral("firstStep"), rc.firstStep}};
    return out;
}

// --- the current step

void ReplayController::setStep(int step)
{
    step = std::clamp(step, 0, stepCount());
    if (step == step_)
        return;
    step_ = step;
    updateStep();
    Q_EMIT cursorMoved();
    Q_EMIT stepChanged();
}

std::shared_ptr<const core::State> ReplayController::shownState() const
{
    if (preview_)
        return preview_;
    return data_ && data_->checked() ? data_->replay().stateAt(step_) : nullptr;
}

void ReplayController::showTried(std::shared_ptr<const core::State> state)
{
    if (!state || !data_ || !data_->checked()) {
        clearTried();
        return;
    }
    preview_ = std::move(state);
    state_.reset();
    changedKeys_.reset();
    changedPaths_.reset();
    previousJson_ = jsonAt(step_);
    stateJson_ = preview_->toJson();
    Q_EMIT stepChanged();
}

void ReplayController::clearTried()
{
    if (!preview_)
        return;
    updateStep();
    Q_EMIT stepChanged();
}

QJsonObject ReplayController::jsonAt(int step)
{
    for (const CachedJson &c : jsonCache_)
        if (c.step == step)
            return c.json;
    const auto state = data_ ? data_->replay().stateAt(step) : nullptr;
    CachedJson &slot = jsonCache_[jsonCacheNext_];
    jsonCacheNext_ = (jsonCacheNext_ + 1) % jsonCache_.size();
    slot.step = step;
    slot.json = state ? state->toJson() : QJsonObject();
    return slot.json;
}

void ReplayController::updateStep()
{
    moves_.setCurrentIndex(data_ ? step_ : -1);
    findings_.setCurrentStep(step_);
    chart_.setCurrentStep(step_);
    preview_.reset();
    state_.reset();
    changedKeys_.reset();
    changedPaths_.reset();
    const bool checked = data_ && data_->checked();
    stateJson_ = checked ? jsonAt(step_) : QJsonObject();
    previousJson_ = checked && step_ > 0 ? jsonAt(step_ - 1) : QJsonObject();
    chart_.setCurrentState(stateJson_);
}

const core::Finding *ReplayController::firstCurrentError() const
{
    if (!data_)
        return nullptr;
    for (const core::Finding &f : data_->replay().findingsAt(step_))
        if (f.severity == core::Severity::Error)
            return &f;
    return nullptr;
}

int ReplayController::currentErrorCount() const
{
    if (!data_)
        return 0;
    const auto findings = data_->replay().findingsAt(step_);
    return int(std::count_if(findings.begin(), findings.end(),
                             [](const core::Finding &f) { return f.severity == core::Severity::Error; }));
}

QString ReplayController::currentErrorMessage() const
{
    const core::Finding *f = firstCurrentError();
    return f ? f->message : QString();
}

QString ReplayController::currentErrorRule() const
{
    const core::Finding *f = firstCurrentError();
    return f ? f->ruleId : QString();
}

QString ReplayController::currentErrorAssumed() const
{
    const core::Finding *f = firstCurrentError();
    return f ? f->assumed : QString();
}

bool ReplayController::hasPreviousStep() const
{
    // A tried state is compared with the step it was tried at.
    return data_ && data_->checked() && (step_ > 0 || preview_);
}

QVariantMap ReplayController::state() const
{
    if (!state_)
        state_ = stateJson_.toVariantMap();
    return *state_;
}

QStringList ReplayController::changedKeys() const
{
    if (!changedKeys_)
        changedKeys_ = hasPreviousStep() ? models::changedKeys(previousJson_, stateJson_) : QStringList();
    return *changedKeys_;
}

QStringList ReplayController::changedPaths() const
{
    if (!changedPaths_)
        changedPaths_ = hasPreviousStep() ? models::changedPaths(previousJson_, stateJson_) : QStringList();
    return *changedPaths_;
}

int ReplayController::currentTurn() const
{
    return data_ ? data_->turnOf(step_) : 0;
}

QString ReplayController::currentSide() const
{
    return data_ ? data_->sideOf(step_) : QString();
}

QString ReplayController::currentSideName() const
{
    return data_ ? data_->sideName(data_->sideOf(step_), russian_) : QString();
}

QString ReplayController::currentMoveText() const
{
    return data_ ? data_->describe(step_, russian_) : QString();
}

QString ReplayController::currentAnnotation() const
{
    const notation::MoveLine *line = data_ ? data_->lineAt(step_) : nullptr;
    return line ? line->annotation : QString();
}

int ReplayController::currentLine() const
{
    const notation::MoveLine *line = data_ ? data_->lineAt(step_) : nullptr;
    return line ? line->position.line : 0;
}

int ReplayController::stateTurn() const
{
    const auto state = data_ ? data_->replay().stateAt(step_) : nullptr;
    return state ? state->turn() : 0;
}

QString ReplayController::sideToMove() const
{
    const auto state = data_ ? data_->replay().stateAt(step_) : nullptr;
    if (!state)
        return {};
    const auto &sides = data_->ruleset()->info().sides;
    const int side = state->currentSide();
    if (side == core::State::kAllSides)
        return QStringLiteral("*");
    return side >= 0 && side < int(sides.size()) ? sides[std::size_t(side)].id : QString();
}

bool ReplayController::stateOver() const
{
    const auto state = data_ ? data_->replay().stateAt(step_) : nullptr;
    return state && state->isTerminal();
}

QString ReplayController::stateResultText() const
{
    const auto state = data_ ? data_->replay().stateAt(step_) : nullptr;
    if (!state || !state->isTerminal())
        return {};
    const core::Ruleset *rules = data_->ruleset();
    const core::Result r = rules->finalResult(*state);
    if (r.winner() >= 0)
        return tr("%1 won").arg(data_->sideName(rules->info().sides[std::size_t(r.winner())].id, russian_));
    return r.decided() ? r.toWords(rules->info()) : tr("no winner");
}

QString ReplayController::statePhase() const
{
    const auto state = data_ ? data_->replay().stateAt(step_) : nullptr;
    return state ? state->phase() : QString();
}

QString ReplayController::statePhaseName() const
{
    return nameOf(statePhase());
}

QString ReplayController::nameOf(const QString &id) const
{
    return id.isEmpty() ? id : core::GameNames::of(gameId()).text(id, russian_);
}

// --- navigation

void ReplayController::first()
{
    setStep(0);
}

void ReplayController::previous()
{
    setStep(step_ - 1);
}

void ReplayController::next()
{
    setStep(step_ + 1);
}

void ReplayController::last()
{
    setStep(stepCount());
}

void ReplayController::previousTurn()
{
    if (!data_)
        return;
    const int block = data_->blockOf(step_);
    setStep(block > 0 ? data_->blockStart(block - 1) : 0);
}

void ReplayController::nextTurn()
{
    if (!data_)
        return;
    const int block = data_->blockOf(step_);
    setStep(block + 1 < data_->blockCount() ? data_->blockStart(block + 1) : stepCount());
}

void ReplayController::nextFinding()
{
    const int step = nextFindingStep();
    if (step >= 0)
        setStep(step);
}

void ReplayController::previousFinding()
{
    const int step = previousFindingStep();
    if (step >= 0)
        setStep(step);
}

// --- autoplay

void ReplayController::setPlaying(bool playing)
{
    if (playing == timer_.isActive())
        return;
    if (playing) {
        if (!data_ || stepCount() == 0)
            return;
        if (step_ >= stepCount())  // playing from the end starts over, as media players do
            first();
        timer_.start();
    } else {
        timer_.stop();
    }
    Q_EMIT playingChanged();
}

void ReplayController::setSpeed(double speed)
{
    if (!std::isfinite(speed))
        return;
    speed = std::clamp(speed, minSpeed, maxSpeed);
    if (qFuzzyCompare(speed, speed_))
        return;
    speed_ = speed;
    timer_.setInterval(int(std::lround(1000.0 / speed_)));
    Q_EMIT speedChanged();
}

void ReplayController::advance()
{
    next();
    if (step_ >= stepCount())
        setPlaying(false);
}

// --- names

void ReplayController::setRussian(bool russian)
{
    if (russian == russian_)
        return;
    russian_ = russian;
    moves_.setRussian(russian);
    findings_.setRussian(russian);
    chart_.retranslate();
    readingChanges_.retranslate();
    Q_EMIT namesChanged();
    Q_EMIT stepChanged();  // currentSideName and currentMoveText
    // Syntax errors, the not-checked status and findings are written in the language
    // installed when the record is read (the Localizer switches it before this setter
    // runs), so read and check the record again.
    recheck();
}

// --- the report

QString ReplayController::reportMarkdown() const
{
    return data_ ? checkReportMarkdown(*data_, filePath_, russian_) : QString();
}

QString ReplayController::exportReport(const QUrl &url) const
{
    if (!url.isLocalFile() && !url.scheme().isEmpty())
        return tr("%1: only local files can be written").arg(url.toDisplayString());
    return exportReportToPath(url.isLocalFile() ? url.toLocalFile() : url.path());
}

QString ReplayController::exportReportToPath(const QString &path) const
{
    if (!data_)
        return tr("no record is open, so there is no report to export");
    if (path.isEmpty())
        return tr("no file was given for the report");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return tr("%1: cannot write the report: %2").arg(QDir::toNativeSeparators(path),
                                                         file.errorString());
    file.write(reportMarkdown().toUtf8());
    if (!file.commit())
        return tr("%1: cannot write the report: %2").arg(QDir::toNativeSeparators(path),
                                                         file.errorString());
    return {};
}

}  // namespace umpire::models
