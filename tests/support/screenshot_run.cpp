#include "screenshot_run.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>

namespace testsupport {

UmpireRun Umpire::run(const QStringList &args) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configDir);
    // English and a fixed locale whatever the developer's shell says, so messages compare.
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));

    QProcess process;
    process.setProcessEnvironment(env);
    process.start(binary, args);
    UmpireRun result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("umpire did not finish: ") + process.errorString();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

Screenshot Umpire::screenshot(const QString &path, const QStringList &args) const
{
    QFile::remove(path);  // a picture left by an earlier run must not pass for this one
    Screenshot shot;
    shot.path = path;
    shot.run = run(QStringList{QStringLiteral("--screenshot"), path} + args);
    const QImage image(path);
    if (!image.isNull())
        shot.image = image.convertToFormat(QImage::Format_ARGB32);
    return shot;
}

QString screenshotProblem(const Screenshot &shot, const PictureChecks &checks, QSize size)
{
    if (shot.run.exitCode != 0)
        return QStringLiteral("umpire exited with %1: %2")
                .arg(QString::number(shot.run.exitCode), shot.run.err);
    // Not a single QML warning (or any other message) on the way.
    if (!shot.run.err.isEmpty())
        return QStringLiteral("umpire wrote to stderr: %1").arg(shot.run.err);
    if (shot.image.isNull())
        return QStringLiteral("no picture at %1").arg(shot.path);
    if (size.isEmpty())
        size = windowSize;
    if (shot.image.size() != size)
        return QStringLiteral("the picture is %1x%2, not %3x%4")
                .arg(shot.image.width())
                .arg(shot.image.height())
                .arg(size.width())
                .arg(size.height());
    const int colours = colourCount(shot.image, checks.colourStride);
    if (colours <= checks.minColours)
        return QStringLiteral("the picture is flat: %1 colours, more than %2 expected")
                .arg(colours)
                .arg(checks.minColours);
    // The window background is opaque: no transparent corner left unpainted.
    const int alpha = qAlpha(shot.image.pixel(shot.image.width() - 1, shot.image.height() - 1));
    if (alpha != 255)
        return QStringLiteral("the bottom-right corner is not opaque (alpha %1)").arg(alpha);
    return {};
}

int colourCount(const QImage &image, int stride)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += stride)
        for (int x = 0; x < image.width(); x += stride)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

double differingShare(const QImage &a, const QImage &b, int stride)
{
    if (a.size() != b.size())
        return 0;
    int differ = 0;
    int total = 0;
    for (int y = 0; y < a.height(); y += stride) {
        for (int x = 0; x < a.width(); x += stride) {
            ++total;
            differ += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
        }
    }
    return total > 0 ? double(differ) / total : 0;
}

}  // namespace testsupport
