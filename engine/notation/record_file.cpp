#include "notation/record_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace umpire::notation::detail {

namespace {

QString notFound()
{
    return QCoreApplication::translate("notation", "the file does not exist");
}
QString directory()
{
    return QCoreApplication::translate("notation", "the path is a directory, not a record file");
}
QString notRegular()
{
    return QCoreApplication::translate(
            "notation",
            "the path is not a regular file (a pipe, a device or a socket); a record is read "
            "only from a file");
}
QString cannotRead(const QString &why)
{
    return QCoreApplication::translate("notation", "the file cannot be read: %1").arg(why);
}
QString tooLarge()
{
    return QCoreApplication::translate("notation",
                                       "the file is larger than 128 MiB, the most a record may hold");
}

// Reads `size` bytes of an open regular file; a file that shrank meanwhile gives what is left,
// one that grew gives its first `size` bytes (what was checked against the limit).
QString readOpened(QFile &file, qint64 size, QByteArray &out)
{
    out.resize(qsizetype(size));
    qint64 done = 0;
    while (done < size) {
        const qint64 n = file.read(out.data() + done, size - done);
        if (n < 0)
            return cannotRead(file.errorString());
        if (n == 0)
            break;
        done += n;
    }
    out.resize(qsizetype(done));
    return {};
}

}  // namespace

QString readRecordFile(const QString &path, qsizetype maxBytes, QByteArray &out)
{
    out.clear();
#ifdef Q_OS_UNIX
    // Opened without blocking and checked on the open descriptor, so a FIFO never stalls the
    // open and nothing can swap the file for another between the check and the read.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        if (error == ENOENT || error == ENOTDIR)
            return notFound();
        if (error == ENXIO)  // a socket, or a FIFO opened this way with no writer
            return notRegular();
        return cannotRead(qt_error_string(error));
    }
    struct stat st;
    if (::fstat(fd, &st) != 0) {
        const int error = errno;
        ::close(fd);
        return cannotRead(qt_error_string(error));
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return directory();
    }
    if (!S_ISREG(st.st_mode)) {
        ::close(fd);
        return notRegular();
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        return tooLarge();
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return cannotRead(file.errorString());
    }
    return readOpened(file, qint64(st.st_size), out);
#else
    const QFileInfo info(path);
    if (info.isDir())
        return directory();
    if (!info.exists())
        return notFound();
    if (!info.isFile())
        return notRegular();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return cannotRead(file.errorString());
    if (file.isSequential())
        return notRegular();
    if (file.size() > maxBytes)
        return tooLarge();
    return readOpened(file, file.size(), out);
#endif
}

}  // namespace umpire::notation::detail
