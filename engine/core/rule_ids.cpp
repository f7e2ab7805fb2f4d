#include "core/rule_ids.h"

#include <QFile>
#include <QRegularExpression>

namespace umpire::core {

QSet<QString> ruleIdsFromMarkdown(QByteArrayView markdown)
{
    // A heading line: one to six '#', a title, then {#id ...} at the end.
    static const QRegularExpression heading(
        QStringLiteral(R"(^#{1,6}\s.*\{#([A-Za-z0-9][A-Za-z0-9.\-]*)(\s[^}]*)?\}\s*$)"),
        QRegularExpression::MultilineOption);
    QSet<QString> ids;
    const QString text = QString::fromUtf8(markdown);
    for (auto it = heading.globalMatch(text); it.hasNext();)
        ids.insert(it.next().captured(1));
    return ids;
}

QSet<QString> loadRuleIds(const QString &gameId)
{
    QFile file(QStringLiteral(":/games/%1/rules.md").arg(gameId));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return ruleIdsFromMarkdown(file.readAll());
}

}  // namespace umpire::core
