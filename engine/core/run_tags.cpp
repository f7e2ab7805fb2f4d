#include "core/run_tags.h"

#include "core/ruleset.h"
#include "notation/excerpt.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace umpire::core {

namespace {

QStringList variantIds(const GameInfo &info)
{
    QStringList ids;
    for (const VariantInfo &v : info.variants)
        ids << v.id;
    return ids;
}

QStringList readingIds(const GameInfo &info)
{
    QStringList ids;
    for (const ReadingInfo &r : info.readings)
        ids << r.id;
    return ids;
}

QString listOrNone(const QStringList &ids)
{
    return ids.isEmpty() ? QCoreApplication::translate("tags", "none") : ids.join(QStringLiteral(", "));
}

}  // namespace

bool RunTags::hasVariant(QStringView id, const GameInfo &info) const
{
    return std::any_of(variants.begin(), variants.end(),
                       [&](int v) { return info.variants[std::size_t(v)].id == id; });
}

QString RunTags::reading(QStringView id, const GameInfo &info) const
{
    for (std::size_t i = 0; i < info.readings.size() && i < readings.size(); ++i)
        if (info.readings[i].id == id)
            return readings[i];
    return {};
}

void RunTags::override(const std::vector<std::pair<QString, QString>> &choices,
                       const GameInfo &info)
{
    for (const auto &[id, value] : choices)
        for (std::size_t r = 0; r < info.readings.size() && r < readings.size(); ++r)
            if (info.readings[r].id == id &&
                (info.readings[r].adopted == value || info.readings[r].alternatives.contains(value)))
                readings[r] = value;
}

bool RunTags::seated(int side) const
{
    return std::find(seats.begin(), seats.end(), side) != seats.end();
}

RunTags readRunTags(const notation::Record &record, const GameInfo &info, Reporter &reporter,
                    const char *tagsRule)
{
    RunTags tags;
    for (const ReadingInfo &r : info.readings)
        tags.readings.push_back(r.adopted);
    tags.seats = info.defaultSeats;
    if (tags.seats.empty())
        for (int s = 0; s < int(info.sides.size()); ++s)
            tags.seats.push_back(s);

    for (const notation::TagPair &t : record.tags) {
        const std::string_view name = record.text(t.name);
        if (name == "Variant") {
            for (const QString &raw : t.value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QString id = raw.trimmed();
                int index = -1;
                for (int v = 0; v < int(info.variants.size()); ++v)
                    if (info.variants[std::size_t(v)].id == id)
                        index = v;
                if (index < 0)
                    reporter.error(tagsRule,
                                   QCoreApplication::translate("tags", "Unknown variant \"%1\"; this game has: %2.")
                                           .arg(notation::excerpt(id), listOrNone(variantIds(info))),
                                   t.position);
                else if (std::find(tags.variants.begin(), tags.variants.end(), index) ==
                         tags.variants.end())
                    tags.variants.push_back(index);
            }
        } else if (name == "Reading") {
            for (const QString &raw : t.value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QString choice = raw.trimmed();
                const qsizetype eq = choice.indexOf(QLatin1Char('='));
                const QString id = choice.left(eq).trimmed();
                const QString value = eq < 0 ? QString() : choice.mid(eq + 1).trimmed();
                bool known = false;
                for (std::size_t r = 0; r < info.readings.size(); ++r) {
                    const ReadingInfo &reading = info.readings[r];
                    if (reading.id == id &&
                        (value == reading.adopted || reading.alternatives.contains(value))) {
                        tags.readings[r] = value;
                        known = true;
                    }
                }
                if (!known)
                    reporter.error(tagsRule,
                                   QCoreApplication::translate("tags", "Unknown reading \"%1\"; write \"id=value\" with a value "
                                      "from the rules reference, for an id of: %2.")
                                           .arg(notation::excerpt(choice),
                                                listOrNone(readingIds(info))),
                                   t.position);
            }
        } else if (name == "Seed") {
            bool ok = false;
            const std::uint64_t seed = t.value.trimmed().toULongLong(&ok);
            if (ok) {
                tags.seed = seed;
                tags.hasSeed = true;
            } else {
                reporter.error(tagsRule,
                               QCoreApplication::translate("tags", "The [Seed] tag \"%1\" is not a whole number from 0 to "
                                  "18446744073709551615.")
                                       .arg(notation::excerpt(t.value)),
                               t.position);
            }
        } else if (name == "Seats") {
            std::vector<int> seats;
            bool ok = true;
            QStringList sideIds;
            for (const SideInfo &s : info.sides)
                sideIds << s.id;
            for (const QString &raw : t.value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QString id = raw.trimmed();
                const int side = info.sideIndex(id);
                if (side < 0) {
                    reporter.error(tagsRule,
                                   QCoreApplication::translate("tags", "The [Seats] tag names \"%1\", which is not a side of this "
                                      "game (%2).")
                                           .arg(notation::excerpt(id), sideIds.join(QStringLiteral(", "))),
                                   t.position);
                    ok = false;
                } else if (std::find(seats.begin(), seats.end(), side) != seats.end()) {
                    reporter.error(tagsRule, QCoreApplication::translate("tags", "The [Seats] tag seats \"%1\" twice.").arg(id),
                                   t.position);
                    ok = false;
                } else {
                    seats.push_back(side);
                }
            }
            const int count = int(seats.size());
            if (ok && (count < info.minSides() || count > info.maxSides())) {
                reporter.error(tagsRule,
                               QCoreApplication::translate("tags", "The [Seats] tag seats %n side(s); this game seats %1 to %2.", nullptr, count)
                                       .arg(info.minSides())
                                       .arg(info.maxSides()),
                               t.position);
                ok = false;
            }
            if (ok) {
                tags.seats = std::move(seats);
                tags.seatsGiven = true;
                tags.seatsPosition = t.position;
            }
        } else if (name == "Result") {
            QString why;
            if (!parseResult(t.value, info, tags.declared, &why))
                reporter.error(tagsRule, why, t.position);
            tags.resultPosition = t.position;
        }
    }
    return tags;
}

}  // namespace umpire::core
