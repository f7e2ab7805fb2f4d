// One rule as the Rules page's detail view shows it: its place in the book, its body
// (Markdown), the readings of a clarification with the adopted one marked, the cards that
// cite it and the clarifications that discuss it.
#pragma once

#include "compendium.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::compendium {

class RuleDetail : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(umpire::compendium::Compendium *compendium READ compendium WRITE setCompendium NOTIFY compendiumChanged)
    // The rule shown, by id ("wotw.combat.defense").
    Q_PROPERTY(QString ruleId READ ruleId WRITE setRuleId NOTIFY ruleIdChanged)
    // False while no rule is set or the id does not exist; the rest is then empty.
    Q_PROPERTY(bool valid READ valid NOTIFY changed)
    Q_PROPERTY(QString game READ game NOTIFY changed)
    Q_PROPERTY(QString gameName READ gameName NOTIFY changed)
    Q_PROPERTY(QString section READ section NOTIFY changed)
    // `title` in the UI language, `otherTitle` in the other (empty if the data has none).
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString otherTitle READ otherTitle NOTIFY changed)
    Q_PROPERTY(QString titleEn READ titleEn NOTIFY changed)
    Q_PROPERTY(QString titleRu READ titleRu NOTIFY changed)
    // Markdown in the UI language; links to other rules are written (#rule.id). A rule that
    // rules.ru.md does not cover shows its English body in Russian, and `untranslated` is true
    // so the page can say so.
    Q_PROPERTY(QString body READ body NOTIFY changed)
    Q_PROPERTY(bool untranslated READ untranslated NOTIFY changed)
    // True when `body` is Russian text that the project translated itself from rules.md, the
    // game having no Russian rulebook: the page says so rather than pass it off as an edition.
    Q_PROPERTY(bool projectTranslation READ projectTranslation NOTIFY changed)
    Q_PROPERTY(QStringList sources READ sources NOTIFY changed)
    // [{ruleId, section, title}] from the game's root down to the parent.
    Q_PROPERTY(QVariantList ancestors READ ancestors NOTIFY changed)
    // [{ruleId, section, title}]: the rules directly under this one.
    Q_PROPERTY(QVariantList subrules READ subrules NOTIFY changed)
    // [{game, cardId, name, otherName, typeName}]: the cards that cite this rule.
    Q_PROPERTY(QVariantList cards READ cards NOTIFY changed)
    // [{ruleId, section, title}]: clarifications whose text links to this rule.
    Q_PROPERTY(QVariantList clarifications READ clarifications NOTIFY changed)
    // For a clarification: true, the readings [{label, key, text, adopted}], what is adopted,
    // why, and the record tag that selects the other reading.
    Q_PROPERTY(bool isClarification READ isClarification NOTIFY changed)
    Q_PROPERTY(QVariantList readings READ readings NOTIFY changed)
    Q_PROPERTY(QString adopted READ adopted NOTIFY changed)
    Q_PROPERTY(QString why READ why NOTIFY changed)
    Q_PROPERTY(QString recordTag READ recordTag NOTIFY changed)

public:
    explicit RuleDetail(QObject *parent = nullptr);

    Compendium *compendium() const { return compendium_; }
    void setCompendium(Compendium *compendium);
    QString ruleId() const { return ruleId_; }
    void setRuleId(const QString &ruleId);

    bool valid() const { return valid_; }
    QString game() const { return game_; }
    QString gameName() const { return gameName_; }
    QString section() const { return section_; }
    QString title() const;
    QString otherTitle() const;
    QString titleEn() const { return titleEn_; }
    QString titleRu() const { return titleRu_; }
    QString body() const { return body_; }
    bool untranslated() const { return untranslated_; }
    bool projectTranslation() const { return projectTranslation_; }
    QStringList sources() const { return sources_; }
    QVariantList ancestors() const { return ancestors_; }
    QVariantList subrules() const { return subrules_; }
    QVariantList cards() const { return cards_; }
    QVariantList clarifications() const { return clarifications_; }
    bool isClarification() const { return !readings_.isEmpty() || !adopted_.isEmpty(); }
    QVariantList readings() const { return readings_; }
    QString adopted() const { return adopted_; }
    QString why() const { return why_; }
    QString recordTag() const { return recordTag_; }

Q_SIGNALS:
    void compendiumChanged();
    void ruleIdChanged();
    void changed();

private:
    void reload();

    QPointer<Compendium> compendium_;
    QString ruleId_;
    bool valid_ = false;
    bool untranslated_ = false;
    bool projectTranslation_ = false;
    QString game_, gameName_, section_, titleEn_, titleRu_, body_, adopted_, why_, recordTag_;
    QStringList sources_;
    QVariantList ancestors_, subrules_, cards_, clarifications_, readings_;
};

}  // namespace umpire::compendium
