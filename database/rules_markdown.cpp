#include "rules_markdown.h"

#include <QHash>
#include <QRegularExpression>

namespace umpire::database {

namespace {

const QRegularExpression &headingPattern()
{
    // `### Title {#id ru="Заголовок"}`: level, title, id, attributes.
    static const QRegularExpression re(
        QStringLiteral(R"(^(#{1,6})\s+(.*?)\s*\{#([^\s}]*)([^}]*)\}\s*$)"));
    return re;
}

const QRegularExpression &attributePattern()
{
    static const QRegularExpression re(QStringLiteral(R"re(\s*([A-Za-z-]+)="([^"]*)")re"));
    return re;
}

QString trimmedBlock(const QStringList &lines)
{
    qsizetype first = 0, last = lines.size();
    while (first < last && lines[first].trimmed().isEmpty())
        ++first;
    while (last > first && lines[last - 1].trimmed().isEmpty())
        --last;
    return lines.mid(first, last - first).join(QLatin1Char('\n'));
}

// The words that label the lines of a clarification in one language of rules.md / rules.ru.md.
struct ClarificationWords {
    const char *adopted, *why, *recordTag;  // UTF-8
    QRegularExpression namedReading, letteredReading;
};

const ClarificationWords &clarificationWords(RulesLanguage language)
{
    // "English reading", "English reading (`english`)", "Reading A", "Reading B (`b`)".
    static const ClarificationWords english{
        "Adopted", "Why", "Record tag",
        QRegularExpression(QStringLiteral(R"(^(.+?)\s+reading(?:\s*\(`?([^)`]*)`?\))?$)"),
                           QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral(R"(^reading\s+(.+?)(?:\s*\(`?([^)`]*)`?\))?$)"),
                           QRegularExpression::CaseInsensitiveOption)};
    // "Английское прочтение (`english`)", "Прочтение A"; "Принято", "Почему", "Тег записи".
    static const ClarificationWords russian{
        "Принято", "Почему", "Тег записи",
        QRegularExpression(QStringLiteral(R"(^(.+?)\s+прочтение(?:\s*\(`?([^)`]*)`?\))?$)"),
                           QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption),
        QRegularExpression(QStringLiteral(R"(^прочтение\s+(.+?)(?:\s*\(`?([^)`]*)`?\))?$)"),
                           QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption)};
    return language == RulesLanguage::Russian ? russian : english;
}

// Reads the `- Label: text` lines of a clarification; continuation lines join the item above.
Clarification parseClarification(const QStringList &bodyLines, RulesLanguage language)
{
    static const QRegularExpression item(QStringLiteral(R"(^\s*[-*]\s+([^:]{1,60}):\s*(.*)$)"));
    const ClarificationWords &words = clarificationWords(language);
    const QRegularExpression &namedReading = words.namedReading;
    const QRegularExpression &letteredReading = words.letteredReading;
    Clarification c;
    QString *current = nullptr;
    for (const QString &line : bodyLines) {
        const QString t = line.trimmed();
        if (t.isEmpty()) {
            current = nullptr;
            continue;
        }
        const auto m = item.match(line);
        if (!m.hasMatch()) {
            if (current)
                *current += QLatin1Char(' ') + t;
            continue;
        }
        const QString label = m.captured(1).trimmed();
        const QString text = m.captured(2).trimmed();
        current = nullptr;
        if (label.compare(QString::fromUtf8(words.adopted), Qt::CaseInsensitive) == 0) {
            c.adopted = text;
            current = &c.adopted;
        } else if (label.compare(QString::fromUtf8(words.why), Qt::CaseInsensitive) == 0) {
            c.why = text;
            current = &c.why;
        } else if (label.compare(QString::fromUtf8(words.recordTag), Qt::CaseInsensitive) == 0) {
            c.recordTag = text;
            current = &c.recordTag;
        } else if (auto n = namedReading.match(label); n.hasMatch()) {
            c.readings.push_back({n.captured(1), n.captured(2), text, {}, {}});
            current = &c.readings.back().text;
        } else if (auto l = letteredReading.match(label); l.hasMatch()) {
            c.readings.push_back({l.captured(1), l.captured(2), text, {}, {}});
            current = &c.readings.back().text;
        }
    }
    return c;
}

}  // namespace

bool isValidRuleId(QStringView id)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$)"));
    return re.match(id.toString()).hasMatch();
}

std::vector<Rule> parseRulesMarkdown(const QByteArray &utf8, const QString &gameId,
                                     const QString &fileName, Diagnostics &diagnostics,
                                     RulesLanguage language)
{
    std::vector<Rule> rules;
    std::vector<QStringList> bodies;
    QHash<QString, int> lineOfId;
    std::vector<size_t> stack;  // indexes of the open headings, shallowest first
    bool inFence = false;
    bool textBeforeFirstHeadingReported = false;

    const QStringList lines = QString::fromUtf8(utf8).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const int lineNo = int(i) + 1;
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("```")) || trimmed.startsWith(QLatin1String("~~~")))
            inFence = !inFence;
        static const QRegularExpression headingStart(QStringLiteral(R"(^#{1,6}(\s|$))"));
        const bool looksLikeHeading = !inFence && headingStart.match(line).hasMatch();
        if (!looksLikeHeading) {
            if (!bodies.empty())
                bodies.back() << line;
            else if (!trimmed.isEmpty() && !textBeforeFirstHeadingReported) {
                diagnostics.error(fileName, lineNo, 1, QStringLiteral("text before the first heading"));
                textBeforeFirstHeadingReported = true;
            }
            continue;
        }
        const auto m = headingPattern().match(line);
        if (!m.hasMatch()) {
            diagnostics.error(fileName, lineNo, 1,
                              QStringLiteral("heading has no rule id: end it with {#%1.some-id}").arg(gameId));
            // Keep its text with the previous rule so nothing is silently lost.
            if (!bodies.empty())
                bodies.back() << line;
            continue;
        }
        Rule rule;
        rule.level = int(m.capturedLength(1));
        rule.title.en = m.captured(2);
        rule.id = m.captured(3);
        rule.line = lineNo;
        const int idColumn = int(m.capturedStart(3)) + 1;
        if (!isValidRuleId(rule.id)) {
            diagnostics.error(fileName, lineNo, idColumn,
                              QStringLiteral("rule id \"%1\" is not kebab-case parts joined by dots").arg(rule.id));
            continue;
        }
        if (rule.id != gameId && !rule.id.startsWith(gameId + QLatin1Char('.'))) {
            diagnostics.error(fileName, lineNo, idColumn,
                              QStringLiteral("rule id \"%1\" does not start with the game id \"%2\"").arg(rule.id, gameId));
            continue;
        }
        if (const auto first = lineOfId.constFind(rule.id); first != lineOfId.cend()) {
            diagnostics.error(fileName, lineNo, idColumn,
                              QStringLiteral("duplicate rule id \"%1\" (first used on line %2)").arg(rule.id).arg(*first));
            continue;
        }
        if (rule.title.en.isEmpty())
            diagnostics.error(fileName, lineNo, 1, QStringLiteral("heading \"%1\" has no title").arg(rule.id));
        const QString attributes = m.captured(4);
        qsizetype consumed = 0;
        for (auto it = attributePattern().globalMatch(attributes); it.hasNext();) {
            const auto a = it.next();
            if (a.capturedStart() != consumed)
                break;
            consumed = a.capturedEnd();
            if (a.captured(1) == QLatin1String("ru"))
                rule.title.ru = a.captured(2);
            else
                diagnostics.warning(fileName, lineNo, int(m.capturedStart(4) + a.capturedStart(1)) + 1,
                                    QStringLiteral("unknown heading attribute \"%1\"").arg(a.captured(1)));
        }
        if (!attributes.mid(consumed).trimmed().isEmpty())
            diagnostics.error(fileName, lineNo, int(m.capturedStart(4) + consumed) + 1,
                              QStringLiteral("cannot read the heading attributes \"%1\": write ru=\"…\"")
                                  .arg(attributes.trimmed()));

        while (!stack.empty() && rules[stack.back()].level >= rule.level)
            stack.pop_back();
        if (!stack.empty())
            rule.parent = rules[stack.back()].id;
        rule.position = int(rules.size());
        lineOfId.insert(rule.id, lineNo);
        stack.push_back(rules.size());
        rules.push_back(std::move(rule));
        bodies.emplace_back();
    }

    // Bodies, sources, section numbers and clarifications, now that the tree is known.
    QHash<QString, size_t> indexOf;
    QHash<QString, int> childCount;
    int rootChildren = 0;
    const QString clarificationsId = gameId + QLatin1String(".clarifications");
    for (size_t i = 0; i < rules.size(); ++i) {
        Rule &r = rules[i];
        indexOf.insert(r.id, i);
        QStringList body;
        for (const QString &l : bodies[i]) {
            if (l.startsWith(QLatin1String("Source:")))
                r.sourceLines << l.mid(7).trimmed();
            else
                body << l;
        }
        r.body = trimmedBlock(body);
        if (r.parent.isEmpty()) {
            r.section = r.level == 1 ? QString() : QString::number(++rootChildren);
        } else {
            const Rule &p = rules[indexOf.value(r.parent)];
            const int n = ++childCount[r.parent];
            r.section = p.section.isEmpty() ? QString::number(n) : p.section + QLatin1Char('.') + QString::number(n);
        }
        if (r.parent == clarificationsId) {
            r.clarification = parseClarification(body, language);
            if (r.clarification->adopted.isEmpty())
                diagnostics.error(fileName, r.line, 1,
                                  QStringLiteral("clarification \"%1\" has no \"- %2: …\" line")
                                          .arg(r.id, QString::fromUtf8(clarificationWords(language).adopted)));
        }
    }
    if (rules.empty())
        diagnostics.error(fileName, 0, 0, QStringLiteral("no rules: expected headings like # Title {#%1}").arg(gameId));
    return rules;
}

void mergeRussianRules(std::vector<Rule> &rules, const QByteArray &utf8, const QString &gameId,
                       const QString &fileName, Diagnostics &diagnostics)
{
    const std::vector<Rule> russian = parseRulesMarkdown(utf8, gameId, fileName, diagnostics, RulesLanguage::Russian);
    QHash<QString, Rule *> byId;
    for (Rule &r : rules)
        byId.insert(r.id, &r);
    for (const Rule &ru : russian) {
        Rule *en = byId.value(ru.id);
        if (!en) {
            diagnostics.error(fileName, ru.line, 1,
                              QStringLiteral("rule id \"%1\" is not a heading of rules.md").arg(ru.id));
            continue;
        }
        if (ru.level != en->level)
            diagnostics.error(fileName, ru.line, 1,
                              QStringLiteral("heading \"%1\" has level %2 here but %3 in rules.md (line %4)")
                                      .arg(ru.id).arg(ru.level).arg(en->level).arg(en->line));
        // The heading's text is the Russian title; rules.md may carry it too, as ru="…".
        if (en->title.ru.isEmpty())
            en->title.ru = ru.title.en;
        else if (en->title.ru != ru.title.en)
            diagnostics.error(fileName, ru.line, 1,
                              QStringLiteral("title \"%1\" differs from ru=\"%2\" of rules.md line %3")
                                      .arg(ru.title.en, en->title.ru).arg(en->line));
        if (!ru.sourceLines.isEmpty())
            diagnostics.error(fileName, ru.line, 1,
                              QStringLiteral("\"%1\" has a Source: line; sources are cited once, in rules.md").arg(ru.id));
        en->bodyRu = ru.body;
        en->russian = true;
        if (!en->clarification || !ru.clarification)
            continue;
        Clarification &c = *en->clarification;
        const Clarification &r = *ru.clarification;
        if (r.readings.size() != c.readings.size()) {
            diagnostics.error(fileName, ru.line, 1,
                              QStringLiteral("clarification \"%1\" has %2 readings here but %3 in rules.md")
                                      .arg(ru.id).arg(r.readings.size()).arg(c.readings.size()));
            continue;
        }
        // Readings pair up in order; their record keys are those of rules.md.
        for (size_t i = 0; i < c.readings.size(); ++i) {
            c.readings[i].labelRu = r.readings[i].label;
            c.readings[i].textRu = r.readings[i].text;
        }
        c.adoptedRu = r.adopted;
        c.whyRu = r.why;
    }
}

}  // namespace umpire::database
