#include "warning_log.h"

#include <QtGlobal>

namespace testsupport {

namespace {

QtMessageHandler g_previous = nullptr;
bool g_installed = false;

void collect(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        loggedWarnings().append(message);
    g_previous(type, context, message);
}

}  // namespace

QStringList &loggedWarnings()
{
    static QStringList warnings;
    return warnings;
}

void startWarningLog()
{
    if (g_installed)
        return;
    g_installed = true;
    g_previous = qInstallMessageHandler(collect);
}

}  // namespace testsupport
