#include "core/finding.h"

namespace umpire::core {

const char *severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    }
    return "error";
}

void Reporter::report(Severity s, const char *ruleId, const QString &message,
                      notation::Position at, const QString &assumed)
{
    if (s == Severity::Error)
        ++errors_;
    sink_.push_back(Finding{s, ruleIdText(ruleId), message, at.line > 0 ? at : position_, step_,
                            assumed, {}});
}

const QString &Reporter::ruleIdText(const char *ruleId)
{
    auto it = ruleIdTexts_.find(ruleId);
    if (it == ruleIdTexts_.end())
        it = ruleIdTexts_.insert(ruleId, QString::fromLatin1(ruleId));
    return *it;
}

}  // namespace umpire::core
