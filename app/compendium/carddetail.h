// One card as the Cards page's detail view shows it: names and texts in both languages,
// options, numbers, flags, game-specific fields, linked rules and clarifications, sources,
// and the reason of every value the project assumed (shown with a marker). It shows a
// component of game.json the same way (kind, count in the box, text, contents, rule).
#pragma once

#include "compendium.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::compendium {

class CardDetail : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(umpire::compendium::Compendium *compendium READ compendium WRITE setCompendium NOTIFY compendiumChanged)
    // The card shown: set both (the Cards page sets them from the selected result).
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY cardChanged)
    Q_PROPERTY(QString cardId READ cardId WRITE setCardId NOTIFY cardChanged)
    // True to show the component with that id rather than the card (they may share an id).
    Q_PROPERTY(bool component READ component WRITE setComponent NOTIFY cardChanged)
    // False while no card is set or the card does not exist; every other property is then empty.
    Q_PROPERTY(bool valid READ valid NOTIFY changed)

    // Names: `name` in the UI language, `otherName` in the other one (empty if none).
    Q_PROPERTY(QString name READ name NOTIFY changed)
    Q_PROPERTY(QString otherName READ otherName NOTIFY changed)
    Q_PROPERTY(QString nameEn READ nameEn NOTIFY changed)
    Q_PROPERTY(QString nameRu READ nameRu NOTIFY changed)
    // The reason a value is assumed, or empty when it comes from a rulebook.
    Q_PROPERTY(QString nameEnAssumed READ nameEnAssumed NOTIFY changed)
    Q_PROPERTY(QString nameRuAssumed READ nameRuAssumed NOTIFY changed)
    Q_PROPERTY(QString gameName READ gameName NOTIFY changed)
    Q_PROPERTY(QString type READ type NOTIFY changed)
    Q_PROPERTY(QString typeName READ typeName NOTIFY changed)
    Q_PROPERTY(QString side READ side NOTIFY changed)
    Q_PROPERTY(QString sideName READ sideName NOTIFY changed)
    // A component's kind (token, miniature, …) and its translated name; empty for a card.
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString kindName READ kindName NOTIFY changed)
    // Texts: English always, Russian where the data has it.
    Q_PROPERTY(QString textEn READ textEn NOTIFY changed)
    Q_PROPERTY(QString textRu READ textRu NOTIFY changed)
    Q_PROPERTY(QString textEnAssumed READ textEnAssumed NOTIFY changed)
    Q_PROPERTY(QString textRuAssumed READ textRuAssumed NOTIFY changed)

    // [{key, label, value, assumed}]: cost, copies, starting copies, rarity, printed numbers
    // (stats) and game-specific fields (a clan's leader, a vehicle's weapons…), in that order.
    // `assumed` is the reason, or empty.
    Q_PROPERTY(QVariantList facts READ facts NOTIFY changed)
    // [{id, number, textEn, textRu, removesCard, assumed}] in printed order.
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    // [{id, name}]
    Q_PROPERTY(QVariantList flags READ flags NOTIFY changed)
    // [{ruleId, section, title, otherTitle}]: the rules that explain the card.
    Q_PROPERTY(QVariantList rules READ rules NOTIFY changed)
    // [{ruleId, section, title, otherTitle, readings: [{label, key, text}], adopted, why,
    // recordTag}]: the clarifications the card cites.
    Q_PROPERTY(QVariantList clarifications READ clarifications NOTIFY changed)
    // [{file, section}]
    Q_PROPERTY(QVariantList sources READ sources NOTIFY changed)
    // [{field, label, reason, reasonTranslated}]: every assumed value of the card, as the data
    // lists it; `label` is the field's path in words, `reason` in the UI language where it is
    // a standard reason (reasonTranslated), else the data's English sentence.
    Q_PROPERTY(QVariantList assumed READ assumed NOTIFY changed)

public:
    explicit CardDetail(QObject *parent = nullptr);

    Compendium *compendium() const { return compendium_; }
    void setCompendium(Compendium *compendium);
    QString game() const { return game_; }
    void setGame(const QString &game);
    QString cardId() const { return cardId_; }
    void setCardId(const QString &cardId);
    bool component() const { return component_; }
    void setComponent(bool component);
    // Sets them all at once (one reload).
    Q_INVOKABLE void show(const QString &game, const QString &cardId, bool component = false);

    bool valid() const { return valid_; }
    QString name() const;
    QString otherName() const;
    QString nameEn() const { return nameEn_; }
    QString nameRu() const { return nameRu_; }
    QString nameEnAssumed() const { return reason(QStringLiteral("name.en")); }
    QString nameRuAssumed() const { return reason(QStringLiteral("name.ru")); }
    QString gameName() const { return gameName_; }
    QString type() const { return type_; }
    QString typeName() const { return typeName_; }
    QString side() const { return side_; }
    QString sideName() const { return sideName_; }
    QString kind() const { return kind_; }
    QString kindName() const { return kindName_; }
    QString textEn() const { return textEn_; }
    QString textRu() const { return textRu_; }
    QString textEnAssumed() const { return reason(QStringLiteral("text.en")); }
    QString textRuAssumed() const { return reason(QStringLiteral("text.ru")); }
    QVariantList facts() const { return facts_; }
    QVariantList options() const { return options_; }
    QVariantList flags() const { return flags_; }
    QVariantList rules() const { return rules_; }
    QVariantList clarifications() const { return clarifications_; }
    QVariantList sources() const { return sources_; }
    QVariantList assumed() const { return assumed_; }

Q_SIGNALS:
    void compendiumChanged();
    void cardChanged();
    void changed();

private:
    void reload();
    // The reason `field` is assumed; with `prefix`, the reasons of the field and everything
    // under it ("options.attack" covers "options.attack.text.ru"), joined.
    QString reason(const QString &field, bool prefix = false) const;

    QPointer<Compendium> compendium_;
    QString game_;
    QString cardId_;
    bool component_ = false;
    bool valid_ = false;
    QString nameEn_, nameRu_, gameName_, type_, typeName_, side_, sideName_, kind_, kindName_, textEn_, textRu_;
    std::vector<database::AssumedField> assumedFields_;
    QVariantList facts_, options_, flags_, rules_, clarifications_, sources_, assumed_;
};

}  // namespace umpire::compendium
