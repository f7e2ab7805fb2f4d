// What the card and rule result lists share: the query typed by the user, searched as they
// type (debounced), quick filters joined to it, and the error of a malformed query pointing
// at the offending text.
#pragma once

#include "compendium.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QQmlParserStatus>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace umpire::compendium {

class SearchListModel : public QAbstractListModel, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ANONYMOUS

    Q_PROPERTY(umpire::compendium::Compendium *compendium READ compendium WRITE setCompendium NOTIFY compendiumChanged)
    // The text in the search field (docs/search.md). Setting it searches after `delay` ms of
    // quiet, so typing stays smooth; refresh() searches at once.
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    // Quick filter: a game id, or empty for every game. Changing a filter searches at once.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(int delay READ delay WRITE setDelay NOTIFY delayChanged)
    // The most results listed; `truncated` says that more matched.
    Q_PROPERTY(int limit READ limit WRITE setLimit NOTIFY limitChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY searched)
    Q_PROPERTY(bool truncated READ truncated NOTIFY searched)
    // True between an edit of the query and the search it starts.
    Q_PROPERTY(bool pending READ pending NOTIFY pendingChanged)
    // For a malformed query: the message, and the offending span of `query` (UTF-16
    // offsets, as QString and TextInput count). The message is empty when the query is fine.
    Q_PROPERTY(QString error READ error NOTIFY searched)
    Q_PROPERTY(int errorPosition READ errorPosition NOTIFY searched)
    Q_PROPERTY(int errorLength READ errorLength NOTIFY searched)

public:
    explicit SearchListModel(QObject *parent = nullptr);

    Compendium *compendium() const { return compendium_; }
    void setCompendium(Compendium *compendium);
    QString query() const { return query_; }
    void setQuery(const QString &query);
    QString game() const { return game_; }
    void setGame(const QString &game);
    int delay() const { return timer_.interval(); }
    void setDelay(int ms);
    int limit() const { return limit_; }
    void setLimit(int limit);
    bool truncated() const { return truncated_; }
    bool pending() const { return timer_.isActive(); }
    QString error() const { return error_; }
    int errorPosition() const { return errorPosition_; }
    int errorLength() const { return errorLength_; }

    // Searches now (cancelling a pending debounced search).
    Q_INVOKABLE void refresh();

    // Created from QML, the model searches once all its properties are set, without delay
    // (so the first frame already shows the results of an initial query).
    void classBegin() override;
    void componentComplete() override;

Q_SIGNALS:
    void compendiumChanged();
    void queryChanged();
    void gameChanged();
    void delayChanged();
    void limitChanged();
    void pendingChanged();
    // After every search, when the rows, count and error are up to date.
    void searched();

protected:
    // The filters to AND with the user's query, as query-language text ("game:wotw ...").
    virtual QStringList filterTerms() const;
    // Runs `fullQuery` and replaces the rows (between beginResetModel and endResetModel).
    // Returns the error of the query, if any.
    virtual std::optional<database::QueryError> search(const QString &fullQuery) = 0;
    // Clears the rows (between beginResetModel and endResetModel).
    virtual void clearRows() = 0;
    // Called when the language of names changes.
    virtual void languageChanged();
    // For subclasses' own filters: search again at once.
    void filtersChanged();

    QPointer<Compendium> compendium_;
    bool truncated_ = false;

private:
    bool complete_ = true;  // false while QML is still setting the initial properties
    QString query_;
    QString game_;
    int limit_ = 500;
    QTimer timer_;
    QString error_;
    int errorPosition_ = 0;
    int errorLength_ = 0;
};

// A filter value as a query-language term: quoted, so any id or name is one value.
QString filterTerm(const QString &field, const QString &value);

}  // namespace umpire::compendium
