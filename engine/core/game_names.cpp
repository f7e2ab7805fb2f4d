#include "core/game_names.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <memory>
#include <mutex>

namespace umpire::core {

namespace {

// Adds every {"id", "name": {"en", "ru"}} object of `list`.
void addNamed(const QJsonArray &list, QHash<QString, Name> &out)
{
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        const QString id = o.value(QLatin1String("id")).toString();
        const QJsonObject name = o.value(QLatin1String("name")).toObject();
        const QString en = name.value(QLatin1String("en")).toString();
        if (id.isEmpty() || en.isEmpty())
            continue;
        out.insert(id, Name{en, name.value(QLatin1String("ru")).toString()});
    }
}

QJsonObject objectOf(const QByteArray &json)
{
    return json.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(json).object();
}

QByteArray readResource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

GameNames GameNames::fromJson(const QByteArray &cards, const QByteArray &board, const QByteArray &game)
{
    GameNames names;
    addNamed(objectOf(cards).value(QLatin1String("cards")).toArray(), names.names_);
    addNamed(objectOf(board).value(QLatin1String("regions")).toArray(), names.names_);
    const QJsonObject g = objectOf(game);
    for (const char *list : {"components", "variants", "sides", "names"})
        addNamed(g.value(QLatin1String(list)).toArray(), names.names_);
    return names;
}

const GameNames &GameNames::of(QStringView gameId)
{
    static std::mutex mutex;
    static std::map<QString, std::unique_ptr<GameNames>> loaded;
    const std::lock_guard lock(mutex);
    auto &slot = loaded[gameId.toString()];
    if (!slot) {
        const QString dir = QStringLiteral(":/games/%1/").arg(gameId);
        slot = std::make_unique<GameNames>(fromJson(readResource(dir + QLatin1String("cards.json")),
                                                    readResource(dir + QLatin1String("board.json")),
                                                    readResource(dir + QLatin1String("game.json"))));
    }
    return *slot;
}

const Name *GameNames::find(QStringView id) const
{
    const auto it = names_.constFind(id.toString());
    return it == names_.cend() ? nullptr : &it.value();
}

QString GameNames::text(QStringView id, bool russian) const
{
    const Name *name = find(id);
    return name ? name->in(russian) : id.toString();
}

}  // namespace umpire::core
