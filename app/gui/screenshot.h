// Saves one rendered frame of a window to an image file (`umpire --screenshot OUT.png`).
#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickWindow>
#include <QString>
#include <QTimer>

namespace umpire::gui {

class FrameGrabber : public QObject {
    Q_OBJECT

public:
    // Waits for `window` to show its first frame, then grabs it and saves it to `path` (the
    // format follows the suffix; PNG for ".png"). Gives up after `timeoutMs`.
    FrameGrabber(QQuickWindow *window, const QString &path, int timeoutMs = 20000,
                 QObject *parent = nullptr);

    // Starts waiting. finished() is emitted exactly once, later, from the event loop.
    void start();

Q_SIGNALS:
    // `ok` is true when the image was written; otherwise `message` says why, naming the file.
    void finished(bool ok, const QString &message);

private:
    void grab();
    void finish(bool ok, const QString &message);

    QPointer<QQuickWindow> window_;
    QString path_;
    QTimer timeout_;
    bool done_ = false;
};

}  // namespace umpire::gui
