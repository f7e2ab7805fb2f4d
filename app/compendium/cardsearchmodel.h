// The Cards page's result list: cards and components (type "component") matching the query
// and the quick filters, best first.
#pragma once

#include "searchlistmodel.h"

#include <vector>

namespace umpire::compendium {

// (The base is spelled in full so the QML type registrar can resolve it.)
class CardSearchModel : public umpire::compendium::SearchListModel {
    Q_OBJECT
    QML_ELEMENT

    // Quick filters (ids; empty = any), joined to the query as side:… and type:….
    Q_PROPERTY(QString side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(QString type READ type WRITE setType NOTIFY typeChanged)
    // When a one-word query finds nothing: the nearest word of a card's name or id under the
    // quick filters ("reep" -> "reap"), for a "did you mean" hint; else empty.
    Q_PROPERTY(QString suggestion READ suggestion NOTIFY searched)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,  // in the UI language (Russian when it has one)
        NameEnRole,
        NameRuRole,
        OtherNameRole,  // the name in the other language, or empty
        GameRole,
        GameNameRole,
        TypeRole,
        TypeNameRole,
        SideRole,
        SideNameRole,
        CostRole,        // int, or undefined for a card without a cost
        CostAssumedRole, // the cost is the project's assumption (docs/assumed-values.md)
        CountRole,
        CountAssumedRole,
        IdRole,          // the card id ("id" and "cardId")
        CardIdRole,
        RarityRole,
        NameHitRole,     // the words matched the name, not only the text
        ComponentRole,   // bool: a component of game.json, not a card
        KindRole,        // a component's kind (token, miniature, …); empty for a card
        KindNameRole,    // that kind, translated
    };
    Q_ENUM(Role)

    explicit CardSearchModel(QObject *parent = nullptr);

    QString side() const { return side_; }
    void setSide(const QString &side);
    QString type() const { return type_; }
    void setType(const QString &type);
    QString suggestion() const { return suggestion_; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The row of a card (or, with `component`, of a component), or -1.
    Q_INVOKABLE int indexOf(const QString &game, const QString &cardId, bool component = false) const;
    // Every role of a row by name, for QML ({} for a bad row).
    Q_INVOKABLE QVariantMap get(int row) const;

Q_SIGNALS:
    void sideChanged();
    void typeChanged();

protected:
    QStringList filterTerms() const override;
    std::optional<database::QueryError> search(const QString &fullQuery) override;
    void clearRows() override;

private:
    bool assumed(const database::CardSummary &card, QLatin1String field) const;
    QString nearestWord(const QString &query) const;

    QString side_;
    QString type_;
    QString suggestion_;
    std::vector<database::CardSummary> rows_;
};

}  // namespace umpire::compendium
