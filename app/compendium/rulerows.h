// What every list of rules shows about a rule — the Rules page's tree and its search results —
// so one delegate can draw a rule from either model and the two cannot drift apart.
#pragma once

#include "database/search.h"

#include <QByteArray>
#include <QHash>
#include <QVariant>

namespace umpire::compendium::rulerows {

enum Role {
    RuleIdRole = Qt::UserRole + 1,  // "ruleId" and "id"
    IdRole,
    GameRole,
    SectionRole,     // "2.3.1"; empty for a game's root
    TitleRole,       // in the UI language (Qt::DisplayRole too)
    OtherTitleRole,  // in the other language, when the rule has both
    TitleEnRole,
    TitleRuRole,
    FirstModelRole,  // a model's own roles start here
};

inline QVariant data(const database::RuleSummary &r, int role, bool russian)
{
    const bool ru = russian && !r.titleRu.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return ru ? r.titleRu : r.titleEn;
    case OtherTitleRole:
        return r.titleRu.isEmpty() ? QString() : ru ? r.titleEn : r.titleRu;
    case RuleIdRole:
    case IdRole:
        return r.id;
    case GameRole:
        return r.game;
    case SectionRole:
        return r.section;
    case TitleEnRole:
        return r.titleEn;
    case TitleRuRole:
        return r.titleRu;
    default:
        return {};
    }
}

inline QHash<int, QByteArray> roleNames()
{
    return {{RuleIdRole, "ruleId"},   {IdRole, "id"},
            {GameRole, "game"},       {SectionRole, "section"},
            {TitleRole, "title"},     {OtherTitleRole, "otherTitle"},
            {TitleEnRole, "titleEn"}, {TitleRuRole, "titleRu"}};
}

}  // namespace umpire::compendium::rulerows
