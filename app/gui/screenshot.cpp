#include "screenshot.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>

namespace umpire::gui {

FrameGrabber::FrameGrabber(QQuickWindow *window, const QString &path, int timeoutMs,
                           QObject *parent)
    : QObject(parent), window_(window), path_(path)
{
    timeout_.setSingleShot(true);
    timeout_.setInterval(timeoutMs);
    connect(&timeout_, &QTimer::timeout, this, [this] {
        finish(false, tr("No frame was rendered within %1 seconds; %2 was not written.")
                              .arg(timeout_.interval() / 1000)
                              .arg(QDir::toNativeSeparators(path_)));
    });
}

void FrameGrabber::start()
{
    if (!window_) {
        // Report from the event loop, as promised, so callers can connect after start().
        QMetaObject::invokeMethod(
                this, [this] { finish(false, tr("There is no window to take a picture of.")); },
                Qt::QueuedConnection);
        return;
    }
    // frameSwapped comes from the render thread with the threaded render loop; queue the
    // grab to the GUI thread, where grabWindow() must be called. The first swapped frame
    // means the scene has been laid out and rendered once.
    connect(window_, &QQuickWindow::frameSwapped, this, &FrameGrabber::grab,
            Qt::QueuedConnection);
    timeout_.start();
    if (!window_->isVisible())
        window_->show();
    window_->update();
}

void FrameGrabber::grab()
{
    if (done_ || !window_)
        return;
    const QImage image = window_->grabWindow();
    if (image.isNull()) {
        finish(false, tr("The window could not be captured; %1 was not written.")
                              .arg(QDir::toNativeSeparators(path_)));
        return;
    }
    QImageWriter writer(path_);
    if (!writer.write(image)) {
        finish(false, tr("Cannot write %1: %2.")
                              .arg(QDir::toNativeSeparators(path_), writer.errorString()));
        return;
    }
    finish(true, QString());
}

void FrameGrabber::finish(bool ok, const QString &message)
{
    if (done_)
        return;
    done_ = true;
    timeout_.stop();
    if (window_)
        disconnect(window_, nullptr, this, nullptr);
    Q_EMIT finished(ok, message);
}

}  // namespace umpire::gui
