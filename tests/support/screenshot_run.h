// Running the `umpire` executable as a user or a script does, and judging the pictures its
// --screenshot option writes. One place for what every screenshot test checks: exit status 0,
// not one line on stderr (a QML warning is a failure), and a real picture of the window.
#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

namespace testsupport {

// How one run of the executable ended.
struct UmpireRun {
    int exitCode = -1;  // -1: it did not finish within a minute (killed); -2: it crashed
    QString out;  // stdout
    QString err;  // stderr, or why the run failed when exitCode is -1
};

// A picture written by `umpire --screenshot PATH`.
struct Screenshot {
    UmpireRun run;
    QString path;
    QImage image;  // in ARGB32; null when nothing readable was written
};

// What a screenshot must show beyond the common checks; the defaults suit a whole page.
struct PictureChecks {
    int minColours = 16;  // more distinct colours than this on the sampling grid...
    int colourStride = 2;  // ...of every colourStride-th pixel in each direction
};

// The executable and the private settings folder its runs use.
struct Umpire {
    QString binary;  // the path of `umpire` (the tests get it from CMake as UMPIRE_BINARY)
    QString configDir;  // XDG_CONFIG_HOME for every run, so no test reads or writes the user's
                        // settings or sees another test's

    // Runs `binary args...` offscreen, in English and the C.UTF-8 locale, with the rest of the
    // environment inherited (the ctest environment of each folder), and waits up to a minute.
    UmpireRun run(const QStringList &args) const;

    // Runs `binary --screenshot path args...` after removing any old picture at `path`, and
    // reads the picture it wrote.
    Screenshot screenshot(const QString &path, const QStringList &args) const;
};

// The size of the window every screenshot shows (qml/Main.qml).
inline constexpr QSize windowSize{1280, 800};

// Empty when the run exited 0 with nothing on stderr and wrote a windowSize picture that is
// opaque (its bottom-right corner, which no page paints over) and not flat (`checks`);
// otherwise one sentence saying what is wrong, for QVERIFY2.
// `size`: the window's size when the run set one (Qt's -qwindowgeometry); empty: windowSize.
QString screenshotProblem(const Screenshot &shot, const PictureChecks &checks = {}, QSize size = {});

// The distinct colours on a grid of every stride-th pixel: a blank or failed render has one
// or two, a real page dozens.
int colourCount(const QImage &image, int stride);

// The share of pixels, on a grid of every stride-th pixel, that differ between two pictures
// of the same size (0 when the sizes differ or the pictures are empty).
double differingShare(const QImage &a, const QImage &b, int stride);

}  // namespace testsupport
