#include "newgameform.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "games/tripods/tripods_scenario.h"
#include "notation/parser.h"
#include "notation/printer.h"

#include <QDate>

#include <algorithm>

namespace umpire::models {

namespace {

using Field = NewGameForm::Field;
using Kind = NewGameForm::Field::Kind;

const char *kindName(Kind kind)
{
    switch (kind) {
    case Kind::Choice: return "choice";
    case Kind::MultiChoice: return "multiChoice";
    case Kind::Seats: return "seats";
    case Kind::Text: return "text";
    }
    return "text";
}

QVariantMap option(const QString &value, const QString &name)
{
    return {{QStringLiteral("value"), value}, {QStringLiteral("name"), name}};
}

QString sideName(const core::SideInfo &side, bool russian)
{
    return russian && !side.nameRu.isEmpty() ? side.nameRu : side.nameEn;
}

// The tag that names who plays a side, as the sample records write it: the side id with a
// capital, [Aliens "Anna"].
QString sideTag(const QString &sideId)
{
    return sideId.isEmpty() ? sideId : sideId.left(1).toUpper() + sideId.mid(1);
}

// The items of a comma list, trimmed, without empty ones.
QStringList listItems(const QString &value)
{
    QStringList out;
    for (const QString &item : value.split(u',', Qt::SkipEmptyParts))
        if (!item.trimmed().isEmpty())
            out << item.trimmed();
    return out;
}

// The reading field's reading id ("Reading:strike" gives "strike"), or empty.
QString readingOf(const Field &field)
{
    static const QString prefix = QStringLiteral("Reading:");
    return field.id.startsWith(prefix) ? field.id.mid(prefix.size()) : QString();
}

Field textField(const QString &tag, const QString &label, const QString &explanation,
                const QString &example = {}, bool lines = false)
{
    Field f;
    f.id = f.tag = tag;
    f.label = label;
    f.explanation = explanation;
    f.example = example;
    f.kind = Kind::Text;
    f.lines = lines;
    return f;
}

// The six scenarios of Tripods & Triplanes, ids as the engine knows them
// (tripods::kScenarioList), titles as the book prints them.
QVariantList tripodsScenarios()
{
    QVariantList out{option(QString(), NewGameForm::tr("None: a simple battle"))};
    const QString titles[] = {NewGameForm::tr("Bring Proof"),
                              NewGameForm::tr("A Spark of Hope"),
                              NewGameForm::tr("First Contact"),
                              NewGameForm::tr("The Hunters and the Hunted"),
                              NewGameForm::tr("Tripods Across the Piave"),
                              NewGameForm::tr("Into the Eagles' Nest")};
    const QStringList ids = QString::fromLatin1(tripods::kScenarioList).split(QStringLiteral(", "));
    for (qsizetype i = 0; i < ids.size(); ++i)
        if (tripods::findScenario(ids[i]))
            out << option(ids[i], i < qsizetype(std::size(titles)) ? titles[i] : ids[i]);
    return out;
}

// The tags a game's own chapter of docs/notation.md adds before any move, as fields.
std::vector<Field> ownFields(const core::GameInfo &info, bool russian)
{
    std::vector<Field> out;
    if (info.id == u"spacewars") {
        for (const core::SideInfo &side : info.sides)
            out.push_back(textField(
                    sideTag(side.id) + QStringLiteral("Deck"),
                    NewGameForm::tr("%1's deck").arg(sideName(side, russian)),
                    NewGameForm::tr("The 60 cards %1 built its deck from: card ids separated by "
                                    "spaces, each followed by a star and the number of copies when "
                                    "there are several. Leave it empty to play the basic deck.")
                            .arg(sideName(side, russian)),
                    side.id == u"earth" ? QStringLiteral("earth-ship*30 laser*3 espionage*2 …")
                                        : QStringLiteral("alien-ship*30 misfire*3 defector*2 …")));
    } else if (info.id == u"tripods") {
        out.push_back(textField(QStringLiteral("Player"), NewGameForm::tr("Players"),
                                NewGameForm::tr("One line per player: the name, a colon and the "
                                                "vehicles the player commands. Leave it empty "
                                                "when each side is one player."),
                                QStringLiteral("Anna: locust"), true));
        out.push_back(textField(QStringLiteral("Table"), NewGameForm::tr("Table"),
                                NewGameForm::tr("The playing area in whole centimetres, width "
                                                "by depth, when the record will say where the "
                                                "vehicles stand. Leave it empty for 90 by 90."),
                                QStringLiteral("90x120")));
        out.push_back(textField(QStringLiteral("Vehicle"), NewGameForm::tr("Vehicles"),
                                NewGameForm::tr("One line per vehicle: the id the moves will "
                                                "call it by, its model, then what it carries and "
                                                "who pilots it. Leave it empty for the starter "
                                                "set: one MK. I tripod against one Nieuport 16."),
                                QStringLiteral("nieuport nieuport-16 rockets pilot=Anna"), true));
    } else if (info.id == u"civilizations") {
        for (int p = 1; p <= 2; ++p)
            out.push_back(textField(
                    QStringLiteral("Player%1").arg(p), NewGameForm::tr("Player %1").arg(p),
                    NewGameForm::tr("Two-player variant only: the name of player %1, a colon and "
                                    "the two clans the player runs.")
                            .arg(p),
                    p == 1 ? QStringLiteral("Anna: kreios,ajax") : QStringLiteral("Ben: thora,xanthe")));
        Field banker;
        banker.id = banker.tag = QStringLiteral("Banker");
        banker.label = NewGameForm::tr("Banker");
        banker.explanation = NewGameForm::tr("The clan that won the Banker's role, if any clan "
                                             "took it.");
        banker.kind = Kind::Choice;
        banker.values << option(QString(), NewGameForm::tr("No Banker"));
        for (const core::SideInfo &side : info.sides)
            banker.values << option(side.id, sideName(side, russian));
        out.push_back(banker);
        out.push_back(textField(QStringLiteral("BankerBids"), NewGameForm::tr("Bids for the Banker"),
                                NewGameForm::tr("Every bid of the auction for the Banker, in the "
                                                "order they were made: the clan, a colon and the "
                                                "bid in thousands."),
                                QStringLiteral("thora:2,kreios:3")));
        out.push_back(textField(QStringLiteral("BankerBid"), NewGameForm::tr("Winning bid"),
                                NewGameForm::tr("When the bids were not written down: what the "
                                                "Banker paid, in thousands.")));
    }
    return out;
}

}  // namespace

NewGameForm::NewGameForm(QObject *parent) : QObject(parent)
{
    setCatalog(nullptr);
}

NewGameForm::~NewGameForm() = default;

void NewGameForm::setCatalog(const core::Catalog *catalog)
{
    catalog_ = catalog ? catalog : &core::Catalog::builtin();
    Q_EMIT namesChanged();
    const QStringList ids = catalog_->ids();
    if (!ids.contains(gameId_)) {
        gameId_.clear();
        setGameId(ids.value(0));
    }
}

const core::Ruleset *NewGameForm::ruleset() const
{
    return catalog_->find(gameId_);
}

QVariantList NewGameForm::games() const
{
    QVariantList out;
    for (const QString &id : catalog_->ids()) {
        const core::GameInfo &info = catalog_->find(id)->info();
        out << option(id, russian_ && !info.nameRu.isEmpty() ? info.nameRu : info.nameEn);
    }
    // QVariantMap keys are "value" and "name"; QML reads a game's id as `id`.
    for (QVariant &game : out) {
        QVariantMap m = game.toMap();
        m.insert(QStringLiteral("id"), m.take(QStringLiteral("value")));
        game = m;
    }
    return out;
}

void NewGameForm::setGameId(const QString &id)
{
    if (id == gameId_ || !catalog_->find(id))
        return;
    gameId_ = id;
    buildFields();
    Q_EMIT gameChanged();
    Q_EMIT fieldsChanged();
    Q_EMIT valuesChanged();
    update();
}

void NewGameForm::setRussian(bool russian)
{
    if (russian == russian_)
        return;
    russian_ = russian;
    // The names in the fields change; the values stay.
    std::vector<Field> old = std::move(fields_);
    buildFields();
    for (Field &f : fields_)
        for (const Field &o : old)
            if (o.id == f.id)
                f.value = o.value;
    Q_EMIT namesChanged();
    Q_EMIT fieldsChanged();
    update(true);  // the problem is written in the language shown
}

// The fields in the order their tags are written: the record's heading, the set-up, the
// game's own tags, the readings.
void NewGameForm::buildFields()
{
    fields_.clear();
    const core::Ruleset *rules = ruleset();
    if (!rules)
        return;
    const core::GameInfo &info = rules->info();

    fields_.push_back(textField(QStringLiteral("Event"), tr("Event"),
                                tr("What the game was played for, or where: a tournament, a club "
                                   "evening. Leave it empty if it does not matter.")));
    Field date = textField(QStringLiteral("Date"), tr("Date"),
                           tr("The day of the game, written year-month-day."));
    date.defaultValue = QDate::currentDate().toString(Qt::ISODate);
    fields_.push_back(date);

    if (info.id == u"tripods") {
        Field scenario;
        scenario.id = scenario.tag = QStringLiteral("Scenario");
        scenario.label = tr("Scenario");
        scenario.explanation = tr("The book's scenario played: it decides the forces and who "
                                  "wins. Its vehicles go in Vehicles below.");
        scenario.kind = Kind::Choice;
        scenario.values = tripodsScenarios();
        fields_.push_back(scenario);
    }
    if (!info.variants.empty()) {
        Field variant;
        variant.id = variant.tag = QStringLiteral("Variant");
        variant.label = tr("Variants");
        variant.explanation = tr("The optional rules in play. Tick none for the game as the "
                                 "rulebook sets it out.");
        variant.kind = Kind::MultiChoice;
        for (const core::VariantInfo &v : info.variants)
            variant.values << option(v.id, russian_ && !v.nameRu.isEmpty() ? v.nameRu : v.nameEn);
        fields_.push_back(variant);
    }
    // Seats only where a record may seat some of the sides: where every side always plays, in
    // the rules' order, there is nothing to pick.
    if (info.minSides() < int(info.sides.size())) {
        Field seats;
        seats.id = seats.tag = QStringLiteral("Seats");
        seats.label = tr("Seats");
        seats.explanation = tr("The sides at the table, in the order they take their turns: "
                               "%1 to %2 of them.")
                                    .arg(info.minSides())
                                    .arg(info.maxSides());
        seats.kind = Kind::Seats;
        QStringList byDefault;
        for (int s : info.defaultSeats)
            byDefault << info.sides[std::size_t(s)].id;
        for (const core::SideInfo &side : info.sides) {
            seats.values << option(side.id, sideName(side, russian_));
            if (info.defaultSeats.empty())
                byDefault << side.id;
        }
        seats.defaultValue = byDefault.join(u',');
        fields_.push_back(seats);
    }
    for (const core::SideInfo &side : info.sides) {
        Field name = textField(sideTag(side.id), sideName(side, russian_),
                               tr("Who plays %1. Leave it empty to leave the name out.")
                                       .arg(sideName(side, russian_)));
        name.side = side.id;
        fields_.push_back(name);
    }
    for (Field &f : ownFields(info, russian_))
        fields_.push_back(std::move(f));
    for (const core::ReadingInfo &reading : info.readings) {
        Field f;
        f.id = QStringLiteral("Reading:") + reading.id;
        f.tag = QStringLiteral("Reading");
        f.label = reading.id;  // an id, as the [Reading] tag writes it
        f.explanation = tr("A rule the rulebook leaves open to more than one reading; the check "
                           "follows the one picked. The first is the one Umpire adopts: pick "
                           "another only when the players agreed on it.");
        f.example = reading.rule;
        f.kind = Kind::Choice;
        f.values << option(reading.adopted, tr("%1 (adopted)").arg(reading.adopted));
        for (const QString &alternative : reading.alternatives)
            f.values << option(alternative, alternative);
        f.defaultValue = reading.adopted;
        fields_.push_back(f);
    }
    for (Field &f : fields_)
        f.value = f.defaultValue;
}

QVariantList NewGameForm::fields() const
{
    QVariantList out;
    for (const Field &f : fields_)
        out << QVariantMap{{QStringLiteral("id"), f.id},
                           {QStringLiteral("tag"), f.tag},
                           {QStringLiteral("label"), f.label},
                           {QStringLiteral("explanation"), f.explanation},
                           {QStringLiteral("kind"), QLatin1String(kindName(f.kind))},
                           {QStringLiteral("example"), f.example},
                           {QStringLiteral("lines"), f.lines},
                           {QStringLiteral("side"), f.side},
                           {QStringLiteral("values"), f.values},
                           {QStringLiteral("defaultValue"), f.defaultValue}};
    return out;
}

QVariantMap NewGameForm::values() const
{
    QVariantMap out;
    for (const Field &f : fields_)
        out.insert(f.id, f.value);
    return out;
}

bool NewGameForm::setValue(const QString &field, const QVariant &value)
{
    const auto it = std::find_if(fields_.begin(), fields_.end(),
                                 [&](const Field &f) { return f.id == field; });
    if (it == fields_.end())
        return false;
    const QString text = value.canConvert<QStringList>() && value.typeId() != QMetaType::QString
                                 ? value.toStringList().join(u',')
                                 : value.toString();
    if (text == it->value)
        return true;
    it->value = text;
    Q_EMIT valuesChanged();
    update();
    return true;
}

QString NewGameForm::value(const QString &field) const
{
    for (const Field &f : fields_)
        if (f.id == field)
            return f.value;
    return {};
}

void NewGameForm::reset()
{
    for (Field &f : fields_)
        f.value = f.defaultValue;
    Q_EMIT valuesChanged();
    update();
}

void NewGameForm::update(bool rejudge)
{
    const QString text = writeTags();
    if (text == tagText_ && !rejudge)
        return;
    tagText_ = text;
    judge();
    Q_EMIT tagsChanged();
}

QString NewGameForm::writeTags() const
{
    if (!ruleset())
        return {};
    QByteArray out = notation::printTag("Game", gameId_) + '\n';
    const auto add = [&](const QString &tag, const QString &value) {
        out += notation::printTag(tag.toUtf8(), value) + '\n';
    };
    // Names of sides the seats leave out are not written: nobody plays them.
    QStringList seated;
    for (const Field &f : fields_)
        if (f.kind == Kind::Seats)
            seated = listItems(f.value);
    QStringList readings;
    bool readingsWritten = false;
    for (const Field &f : fields_)
        if (!readingOf(f).isEmpty() && f.value.trimmed() != f.defaultValue)
            readings << readingOf(f) + u'=' + f.value.trimmed();
    for (const Field &f : fields_) {
        const QString reading = readingOf(f);
        if (!reading.isEmpty()) {
            // One [Reading] tag lists every reading picked against the adopted one.
            if (!readingsWritten && !readings.isEmpty())
                add(f.tag, readings.join(u','));
            readingsWritten = true;
            continue;
        }
        switch (f.kind) {
        case Kind::Seats:
            // Always written: the seating is the set-up's first fact.
            add(f.tag, listItems(f.value).join(u','));
            break;
        case Kind::MultiChoice:
            if (!listItems(f.value).isEmpty())
                add(f.tag, listItems(f.value).join(u','));
            break;
        case Kind::Choice:
            if (!f.value.trimmed().isEmpty())
                add(f.tag, f.value.trimmed());
            break;
        case Kind::Text: {
            const QStringList parts = f.lines ? f.value.split(u'\n') : QStringList{f.value};
            const bool unseatedSide = !f.side.isEmpty() && !seated.isEmpty() && !seated.contains(f.side);
            for (const QString &part : parts)
                if (!part.trimmed().isEmpty() && !unseatedSide)
                    add(f.tag, part.trimmed());
            break;
        }
        }
    }
    return QString::fromUtf8(out);
}

void NewGameForm::judge()
{
    problem_.clear();
    problemRule_.clear();
    if (tagText_.isEmpty())
        return;
    notation::Record record = notation::parse(tagText_.toUtf8());
    if (!record.ok()) {
        // printTag escapes every value, so this means a tag name the form built is bad.
        problem_ = record.errors.front().message;
        return;
    }
    core::Replay::Options options;
    options.keepStates = false;
    options.finish = false;  // the game is about to start, not over
    options.language = russian_ ? core::Language::Russian : core::Language::English;
    const core::Replay replay = core::Replay::run(std::move(record), *catalog_, options);
    if (replay.status() != core::Replay::Status::Checked) {
        problem_ = replay.statusMessage();
        return;
    }
    for (const core::Finding &f : replay.findingsAt(0)) {
        if (f.severity == core::Severity::Error) {
            problemRule_ = f.ruleId;
            problem_ = QStringLiteral("%1 (%2)").arg(f.message, f.ruleId);
            return;
        }
    }
    const std::shared_ptr<const core::State> start = replay.stateAt(0);
    if (!start || start->isTerminal() || replay.ruleset()->legalChoices(*start).empty())
        problem_ = tr("These tags set up a game in which no move is legal.");
}

}  // namespace umpire::models
