#include "legalmovesmodel.h"

#include "replaycontroller.h"

#include "core/choice.h"
#include "core/result.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QVariantMap>

#include <algorithm>

namespace umpire::models {

namespace {

// The verb of a canonical record line, `TURN SIDE VERB ARG*`.
QString verbOf(const QByteArray &line)
{
    const QList<QByteArray> parts = line.split(' ');
    return parts.size() > 2 ? QString::fromUtf8(parts[2]) : QString();
}

QVariantList chanceOf(const core::Choice &choice)
{
    QVariantList out;
    for (const core::ChanceField &field : choice.chance) {
        QVariantMap f;
        f.insert(QStringLiteral("what"), field.what);
        f.insert(QStringLiteral("values"), QString::fromUtf8(core::openValue(field)));
        f.insert(QStringLiteral("kind"), field.kind == core::ChanceField::Kind::Die
                                                 ? QStringLiteral("die")
                                                 : QStringLiteral("card"));
        f.insert(QStringLiteral("unknown"), field.unknown);
        f.insert(QStringLiteral("key"), QString::fromUtf8(field.key));
        out.append(f);
    }
    return out;
}

// The side and the values a canonical line names: "2 kreios move from=a to=b gunboats=2"
// gives kreios, a, b, 2; a comma list gives each item ("route=5,14" gives 5 and 14).
QStringList valuesOf(const QString &line)
{
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    QStringList out;
    if (words.size() > 1)
        out << words[1];
    for (qsizetype i = 3; i < words.size(); ++i) {
        const QString &w = words[i];
        const qsizetype eq = w.indexOf(u'=');
        out += (eq < 0 ? w : w.mid(eq + 1)).split(u',', Qt::SkipEmptyParts);
    }
    return out;
}

// Every word of `filter` is in `haystack` (both lower case).
bool matches(const QString &haystack, const QStringList &words)
{
    return std::all_of(words.begin(), words.end(),
                       [&](const QString &w) { return haystack.contains(w); });
}

}  // namespace

LegalMovesModel::LegalMovesModel(QObject *parent) : QAbstractListModel(parent)
{
    rebuildTimer_.setSingleShot(true);
    rebuildTimer_.setInterval(0);
    connect(&rebuildTimer_, &QTimer::timeout, this, &LegalMovesModel::rebuild);
}

void LegalMovesModel::setReplay(ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &ReplayController::cursorMoved, this, &LegalMovesModel::schedule);
        connect(replay_, &ReplayController::recordChanged, this, &LegalMovesModel::schedule);
        connect(replay_, &ReplayController::namesChanged, this, &LegalMovesModel::schedule);
    }
    Q_EMIT replayChanged();
    rebuild();  // a tab just shown lists its moves in its first frame
}

void LegalMovesModel::setFilter(const QString &filter)
{
    if (filter == filter_)
        return;
    filter_ = filter;
    Q_EMIT filterChanged();
    beginResetModel();
    applyFilter();
    endResetModel();
    Q_EMIT countChanged();
}

void LegalMovesModel::setInvolving(const QString &id)
{
    if (id == involving_)
        return;
    involving_ = id;
    Q_EMIT filterChanged();
    beginResetModel();
    applyFilter();
    endResetModel();
    Q_EMIT countChanged();
}

void LegalMovesModel::schedule()
{
    rebuildTimer_.start();
}

void LegalMovesModel::refresh()
{
    rebuild();
}

std::vector<LegalMovesModel::Row> LegalMovesModel::buildRows(const ReplayData &data,
                                                            const core::Ruleset &rules,
                                                            const core::State &state,
                                                            bool russian)
{
    std::vector<Row> rows;
    std::vector<core::Choice> choices = rules.legalChoices(state);
    rows.reserve(choices.size());
    for (const core::Choice &choice : choices) {
        const QByteArray complete = rules.encode(*choice.move);
        Row row;
        row.completeLine = QString::fromUtf8(complete);
        row.line = QString::fromUtf8(core::openLine(complete, choice.chance));
        row.words = rules.describe(*choice.move, russian);
        row.verb = verbOf(complete);
        const auto &sides = rules.info().sides;
        if (choice.move->side >= 0 && std::size_t(choice.move->side) < sides.size())
            row.side = sides[std::size_t(choice.move->side)].id;
        row.sideName = data.sideName(row.side, russian);
        row.chance = chanceOf(choice);
        for (const core::ChanceField &field : choice.chance)
            row.fields.push_back({field, 0});
        row.facts = choice.facts;
        row.shape.chance = choice.chance;
        row.shape.facts = choice.facts;
        row.haystack = (row.line + u'\n' + row.words + u'\n' + row.sideName).toLower();
        row.values = valuesOf(row.completeLine);
        rows.push_back(std::move(row));
    }
    // A die's faces: the highest any move of the step offers under its key (a hit offers
    // 4..8 and its miss 1..3: the die has 8 faces either way).
    QHash<QByteArray, int> faces;
    for (const Row &r : rows)
        for (const ChanceSpec &f : r.fields)
            if (f.die())
                for (const QString &v : f.field.values)
                    faces[f.field.key] = std::max(faces.value(f.field.key), v.toInt());
    for (Row &r : rows)
        for (ChanceSpec &f : r.fields)
            if (f.die())
                f.faces = faces.value(f.field.key);
    // Grouped by verb for the view's sections, the verbs in the order they first come, the
    // moves of a verb in the ruleset's order.
    QStringList verbs;
    for (const Row &r : rows)
        if (!verbs.contains(r.verb))
            verbs << r.verb;
    std::stable_sort(rows.begin(), rows.end(), [&](const Row &a, const Row &b) {
        return verbs.indexOf(a.verb) < verbs.indexOf(b.verb);
    });
    return rows;
}

void LegalMovesModel::rebuild()
{
    rebuildTimer_.stop();
    const auto data = replay_ ? replay_->replayData() : nullptr;
    const core::Ruleset *rules = data ? data->ruleset() : nullptr;
    const auto state = rules ? data->replay().playedStateAt(replay_->step()) : nullptr;

    beginResetModel();
    rows_ = state ? buildRows(*data, *rules, *state, replay_->russian()) : std::vector<Row>();
    available_ = state != nullptr;
    step_ = available_ ? replay_->step() : -1;
    gameOver_ = state && state->isTerminal();
    result_.clear();
    if (gameOver_) {
        const core::Result r = rules->finalResult(*state);
        if (r.winner() >= 0)
            result_ = tr("%1 won").arg(data->sideName(
                    rules->info().sides[std::size_t(r.winner())].id, replay_->russian()));
        else if (r.decided())
            result_ = r.toWords(rules->info());
    }
    applyFilter();
    endResetModel();
    Q_EMIT listChanged();
    Q_EMIT countChanged();
}

void LegalMovesModel::applyFilter()
{
    shown_.clear();
    const QStringList words = filter_.toLower().split(u' ', Qt::SkipEmptyParts);
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (matches(rows_[i].haystack, words) &&
            (involving_.isEmpty() || rows_[i].values.contains(involving_)))
            shown_.push_back(int(i));
}

int LegalMovesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant LegalMovesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = rows_[std::size_t(shown_[std::size_t(index.row())])];
    switch (role) {
    case Qt::DisplayRole:
    case LineRole: return r.line;
    case CompleteLineRole: return r.completeLine;
    case WordsRole: return r.words;
    case VerbRole: return r.verb;
    case SideRole: return r.side;
    case SideNameRole: return r.sideName;
    case ChanceRole: return r.chance;
    default: return {};
    }
}

QHash<int, QByteArray> LegalMovesModel::roleNames() const
{
    return {{LineRole, "line"},           {CompleteLineRole, "completeLine"},
            {WordsRole, "words"},         {VerbRole, "verb"},
            {SideRole, "side"},           {SideNameRole, "sideName"},
            {ChanceRole, "chance"}};
}

QStringList LegalMovesModel::completions(const QString &typed, int limit) const
{
    const QString needle = typed.trimmed().toLower();
    QStringList starting, containing;
    QSet<QString> seen;
    for (const Row &r : rows_) {
        if (seen.contains(r.completeLine))
            continue;
        seen.insert(r.completeLine);
        const QString lower = r.completeLine.toLower();
        if (lower.startsWith(needle))
            starting << r.completeLine;
        else if (lower.contains(needle))
            containing << r.completeLine;
    }
    return (starting + containing).mid(0, std::max(0, limit));
}

QString LegalMovesModel::completeLineAt(int row) const
{
    if (row < 0 || row >= count())
        return {};
    return rows_[std::size_t(shown_[std::size_t(row)])].completeLine;
}

int LegalMovesModel::choiceAt(int row) const
{
    return row >= 0 && row < count() ? shown_[std::size_t(row)] : -1;
}

QVariantList LegalMovesModel::chanceFields(int choice) const
{
    QVariantList out;
    if (choice < 0 || choice >= totalCount())
        return out;
    const std::vector<ChanceSpec> &fields = rows_[std::size_t(choice)].fields;
    for (const ChanceSpec &f : fields) {
        // A card field's values are worked out with the other cards as the choice writes them
        // (a copy they take is not offered again). The player enters the cards one by one, as
        // they fell, so each field offers every card any field of its pile offers; a card the
        // pile cannot give that often is then the verdict's to refuse, citing the rule.
        QStringList values = f.field.values;
        if (!f.die())
            for (const ChanceSpec &other : fields)
                if (!other.die() && other.field.key == f.field.key)
                    for (const QString &v : other.field.values)
                        if (!values.contains(v))
                            values << v;
        out << QVariantMap{{QStringLiteral("what"), f.field.what},
                           {QStringLiteral("kind"), f.die() ? QStringLiteral("die") : QStringLiteral("card")},
                           {QStringLiteral("values"), values},
                           {QStringLiteral("unknown"), f.field.unknown},
                           {QStringLiteral("key"), QString::fromUtf8(f.field.key)},
                           {QStringLiteral("index"), f.field.index},
                           {QStringLiteral("rule"), QString::fromLatin1(f.field.rule ? f.field.rule : "")},
                           {QStringLiteral("faces"), f.faces}};
    }
    return out;
}

QByteArray LegalMovesModel::filled(const Row &row, const QStringList &values, const QStringList &facts) const
{
    QByteArray line = row.completeLine.toUtf8();
    for (std::size_t i = 0; i < row.facts.size() && qsizetype(i) < facts.size(); ++i)
        if (facts[qsizetype(i)] != row.facts[i].value)
            line = core::fillFact(line, row.facts[i], facts[qsizetype(i)].toUtf8());
    for (std::size_t i = 0; i < row.fields.size() && qsizetype(i) < values.size(); ++i) {
        if (!values[qsizetype(i)].isEmpty())
            line = core::fillChance(line, row.fields[i].field, values[qsizetype(i)].toUtf8());
    }
    return line;
}

QString LegalMovesModel::fillChance(int choice, const QStringList &values) const
{
    if (choice < 0 || choice >= totalCount())
        return {};
    return QString::fromUtf8(filled(rows_[std::size_t(choice)], values));
}


QString LegalMovesModel::fillLine(int choice, const QStringList &chance, const QStringList &facts) const
{
    if (choice < 0 || choice >= totalCount())
        return {};
    return QString::fromUtf8(filled(rows_[std::size_t(choice)], chance, facts));
}

QVariantList LegalMovesModel::factFields(int choice) const
{
    QVariantList out;
    if (choice < 0 || choice >= totalCount())
        return out;
    const Row &row = rows_[std::size_t(choice)];
    for (const core::FactField &f : row.facts) {
        const QString kind = f.kind == core::FactField::Kind::Number ? QStringLiteral("number")
                             : f.kind == core::FactField::Kind::Flag ? QStringLiteral("flag")
                                                                     : QStringLiteral("list");
        out << QVariantMap{{QStringLiteral("what"), f.what},
                           {QStringLiteral("kind"), kind},
                           {QStringLiteral("key"), QString::fromUtf8(f.key)},
                           {QStringLiteral("index"), f.index},
                           {QStringLiteral("values"), f.values},
                           {QStringLiteral("value"), f.value},
                           {QStringLiteral("min"), f.min},
                           {QStringLiteral("max"), f.max},
                           {QStringLiteral("unit"), f.unit},
                           {QStringLiteral("rule"), QString::fromLatin1(f.rule ? f.rule : "")}};
    }
    return out;
}

bool LegalMovesModel::sameMove(const Row &a, const Row &b)
{
    return core::sameMoveApartFromFields(a.completeLine.toUtf8(), a.shape, b.completeLine.toUtf8(), b.shape);
}

int LegalMovesModel::choiceForFact(int choice, int field, const QString &value) const
{
    if (choice < 0 || choice >= totalCount())
        return choice;
    const Row &row = rows_[std::size_t(choice)];
    if (field < 0 || std::size_t(field) >= row.facts.size())
        return choice;
    const core::FactField &fact = row.facts[std::size_t(field)];
    if (fact.value == value)
        return choice;
    for (std::size_t c = 0; c < rows_.size(); ++c) {
        if (int(c) == choice)
            continue;
        for (const core::FactField &o : rows_[c].facts)
            if (o.key == fact.key && o.index == fact.index && o.value == value && sameMove(row, rows_[c]))
                return int(c);
    }
    return choice;
}

QVariantMap LegalMovesModel::roll(int choice, int field, const QStringList &values) const
{
    if (choice < 0 || choice >= totalCount())
        return {};
    const Row &row = rows_[std::size_t(choice)];
    if (field < 0 || std::size_t(field) >= row.fields.size() || !row.fields[std::size_t(field)].die() ||
        row.fields[std::size_t(field)].faces < 1)
        return {};
    const ChanceSpec &die = row.fields[std::size_t(field)];
    const QString face = QString::number(QRandomGenerator::global()->bounded(1, die.faces + 1));
    QStringList written = values;
    while (written.size() <= field)
        written << QString();
    written[field] = face;
    const QByteArray wanted = filled(row, written);

    // The choice that offers the face: this one, else the one whose line, with the face
    // written, differs from this one's in the fewest words.
    int best = -1;
    int bestField = -1;
    qsizetype bestDistance = 0;
    const QList<QByteArray> wantedWords = wanted.split(' ');
    for (std::size_t c = 0; c < rows_.size(); ++c) {
        const Row &other = rows_[c];
        for (std::size_t f = 0; f < other.fields.size(); ++f) {
            const ChanceSpec &spec = other.fields[f];
            if (!spec.die() || spec.field.key != die.field.key ||
                spec.field.index != die.field.index || !spec.field.values.contains(face))
                continue;
            QStringList otherValues(qsizetype(other.fields.size()));
            otherValues[qsizetype(f)] = face;
            const QList<QByteArray> words = filled(other, otherValues).split(' ');
            qsizetype distance = std::abs(words.size() - wantedWords.size());
            for (qsizetype w = 0; w < std::min(words.size(), wantedWords.size()); ++w)
                distance += words[w] != wantedWords[w];
            if (int(c) == choice)
                distance = -1;  // the choice picked, when it offers the face
            if (best < 0 || distance < bestDistance) {
                best = int(c);
                bestField = int(f);
                bestDistance = distance;
            }
        }
    }
    if (best < 0 || best == choice)
        return {{QStringLiteral("choice"), choice}, {QStringLiteral("value"), face},
                {QStringLiteral("line"), QString::fromUtf8(wanted)}};
    QStringList bestValues(qsizetype(rows_[std::size_t(best)].fields.size()));
    bestValues[bestField] = face;
    return {{QStringLiteral("choice"), best}, {QStringLiteral("value"), face},
            {QStringLiteral("line"), fillChance(best, bestValues)}};
}

}  // namespace umpire::models
