// The compendium as the Cards and Rules pages see it: one read-only database connection,
// opened once on first use, plus the names (games, sides, card types) the pages display and
// the deep links between the pages.
//
// QML uses the process-wide singleton `Compendium`; tests construct their own instance with
// explicit paths and hand it to the models. The models never run SQL: they call the
// database layer's umpire::database::Compendium through database().
#pragma once

#include "database/search.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class QQmlEngine;
class QJSEngine;

namespace umpire::compendium {

class Compendium : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    // True once the database is open. Reading any other property opens it if needed.
    Q_PROPERTY(bool ready READ isReady NOTIFY openedChanged)
    // One sentence for the user when the shipped file could not be used and a copy was
    // rebuilt (or reused) in the user's data folder; empty otherwise.
    Q_PROPERTY(QString notice READ notice NOTIFY openedChanged)
    // Why no compendium could be opened at all; empty when it is open.
    Q_PROPERTY(QString error READ error NOTIFY openedChanged)
    // The file in use.
    Q_PROPERTY(QString path READ path NOTIFY openedChanged)
    // "en" or "ru": the language names and titles are shown in first. Follows the
    // application's language (QLocale default, set by the Localizer) unless set explicitly.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // [{id, name, nameEn, nameRu}] for every game with cards or rules, in the compendium's order.
    Q_PROPERTY(QVariantList games READ games NOTIFY namesChanged)
    // The rule of the last showRule() call, for a Rules page that is created after the call.
    Q_PROPERTY(QString requestedRule READ requestedRule NOTIFY ruleRequested)

public:
    // The app's instance: the shipped compendium (beside the executable or in the build tree),
    // else a rebuilt copy in CompendiumOpener::defaultUserDataDir(), the folder umpire-cli
    // rebuilds into too. Nothing is opened until used.
    explicit Compendium(QObject *parent = nullptr);
    // An instance over explicit files (tests): `shippedPath` is opened read-only if sound,
    // otherwise a copy is rebuilt in `userDataDir` from the embedded game data.
    Compendium(QString shippedPath, QString userDataDir, QObject *parent = nullptr);
    ~Compendium() override;

    // The QML singleton factory.
    static Compendium *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    bool isReady();
    QString notice();
    QString error();
    QString path();

    QString language() const { return language_; }
    void setLanguage(const QString &language);
    bool russian() const { return language_ == QLatin1String("ru"); }
    // `ru` when the language is Russian and `ru` is not empty, else `en`.
    QString localized(const QString &en, const QString &ru) const;

    QVariantList games();
    QString requestedRule() const { return requestedRule_; }

    // The database, opened on first call; nullptr when it cannot be opened (see error()).
    const database::Compendium *database();

    // Every card, by game and English name, then every component (cached at open).
    const std::vector<database::CardSummary> &allCards();
    // A card's full record, cached; nullptr when there is no such card.
    const database::CardDetail *card(const QString &game, const QString &id);
    // A component's full record (game.json), cached; nullptr when there is no such component.
    const database::CardDetail *component(const QString &game, const QString &id);
    // The card or the component a search result names.
    const database::CardDetail *entry(const database::CardSummary &summary)
    {
        return summary.isComponent() ? component(summary.game, summary.id) : card(summary.game, summary.id);
    }
    // A rule's full record, cached; nullptr when there is no such rule.
    const database::RuleDetail *rule(const QString &id);
    // The clarifications (rules under <game>.clarifications) whose text links to `ruleId`.
    std::vector<database::RuleLink> clarificationsCiting(const QString &ruleId);

    // Display names, in the current language; the id itself when the data has no name.
    Q_INVOKABLE QString gameName(const QString &game);
    Q_INVOKABLE QString sideName(const QString &game, const QString &side);
    // True when the game's Russian rules are the project's own translation of rules.md (the
    // game has no Russian rulebook; game.json "rules_ru": "translation").
    bool rulesTranslatedByProject(const QString &game);
    // Card types are a fixed vocabulary of the data (docs/data-format.md), translated here.
    Q_INVOKABLE QString typeName(const QString &type) const;
    // Component kinds (board, miniature, token, …) are a fixed list of the data, translated here.
    Q_INVOKABLE QString kindName(const QString &kind) const;
    // "ocean_crystals" → "Ocean crystals": for data keys that have no translation.
    Q_INVOKABLE static QString humanize(const QString &key);
    // [{id, name}] of the sides (or card types) the cards of `game` use ("" = every game),
    // in the data's order, for quick filters.
    Q_INVOKABLE QVariantList sides(const QString &game);
    Q_INVOKABLE QVariantList types(const QString &game);
    // The id of the game, side or card type a query filter's value names, matched as search
    // matches it (the id, or a game's or side's name in either language; case and ё ignored);
    // empty when it names none. `game` narrows the sides to one game ("" = any game).
    QString gameIdFor(const QString &value);
    QString sideIdFor(const QString &game, const QString &value);
    QString typeIdFor(const QString &value);

    // Whether a clarification's "- Adopted:" line picks `reading`: it starts with the
    // reading's label ("Russian: …", "A, once per turn") or names its key.
    static bool isAdopted(const QString &adopted, const database::RuleDetail::Reading &reading);

    // Deep links between the pages: the Rules page selects the rule, the Cards page the card.
    Q_INVOKABLE void showRule(const QString &ruleId);
    Q_INVOKABLE void showCard(const QString &game, const QString &cardId);
    // True when a rule with this id exists.
    Q_INVOKABLE bool hasRule(const QString &ruleId);

Q_SIGNALS:
    void openedChanged();
    void languageChanged();
    void namesChanged();
    // Emitted just before ruleRequested or cardRequested, while the page the link was
    // followed from is still shown (the window remembers it for Back).
    void linkFollowed();
    void ruleRequested(const QString &ruleId);
    void cardRequested(const QString &game, const QString &cardId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Side {
        QString id;
        QString nameEn;
        QString nameRu;
    };
    struct Game {
        QString id;
        QString nameEn;
        QString nameRu;
        std::vector<Side> sides;
        bool rulesTranslatedByProject = false;
    };

    void open();
    void loadNames();
    const Game *findGame(const QString &id) const;
    void followApplicationLanguage();

    QString shippedPath_;
    QString userDataDir_;
    bool opened_ = false;  // open() ran (successfully or not)
    bool languageExplicit_ = false;
    QString connectionName_;
    QString path_;
    QString notice_;
    QString error_;
    QString language_;
    QString requestedRule_;

    std::optional<database::Compendium> db_;
    std::vector<Game> games_;
    std::vector<database::CardSummary> cards_;
    // "game/id" for cards, "game/id/component" for components.
    QHash<QString, std::shared_ptr<const database::CardDetail>> cardCache_;
    QHash<QString, std::shared_ptr<const database::RuleDetail>> ruleCache_;
    // rule id → clarifications linking to it; built on first use.
    std::optional<QHash<QString, std::vector<database::RuleLink>>> clarificationLinks_;
};

}  // namespace umpire::compendium
