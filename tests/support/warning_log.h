// Collects every message of the process above debug and info level, so a test can assert that
// loading and rendering the UI warned about nothing (QML binding errors arrive as warnings).
#pragma once

#include <QStringList>

namespace testsupport {

// Installs the collecting handler once; it still passes every message on to the previous
// handler, so the test log shows them too.
void startWarningLog();
// What was collected since the last clear (warnings, criticals; in order).
QStringList &loggedWarnings();

}  // namespace testsupport
