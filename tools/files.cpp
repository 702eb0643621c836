#include "tools/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "core/language/catalog.h"
#include "tools/commands.h"

namespace caylus::tools {
namespace {

// `what` is a whole message with the path as {0} and the system's reason as {1} (the C
// library's words: strerror speaks the C locale).
[[noreturn]] void fail(std::string_view what, const std::string& path) {
  std::string reason = std::strerror(errno);  // before anything else can set errno
  throw InputError{fill_in(tr(what), path, reason)};
}

}  // namespace

void write_file_atomically(const std::string& path, std::string_view content) {
  auto slash = path.find_last_of('/');
  std::string dir = slash == std::string::npos ? "." : path.substr(0, slash + 1);
  std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  std::string temp = dir + (slash == std::string::npos ? "/" : "") + "." + name + ".XXXXXX";
  int fd = mkstemp(temp.data());
  if (fd < 0) fail(N_("cannot create a temporary file beside '{0}': {1}"), path);
  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      int saved = errno;
      ::close(fd);
      ::unlink(temp.c_str());
      errno = saved;
      fail(N_("cannot write '{0}': {1}"), path);
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  // The new file is readable as any file the user creates (mkstemp makes it 0600).
  mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd, 0666 & ~mask);
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    int saved = errno;
    ::unlink(temp.c_str());
    errno = saved;
    fail(N_("cannot write '{0}': {1}"), path);
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    int saved = errno;
    ::unlink(temp.c_str());
    errno = saved;
    fail(N_("cannot replace '{0}': {1}"), path);
  }
  // The rename itself reaches the disk with the directory.
  int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (dir_fd >= 0) {
    ::fsync(dir_fd);
    ::close(dir_fd);
  }
}

std::string read_file(const std::string& path, std::size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(N_("cannot open '{0}': {1}"), path);
  std::string text;
  char buffer[1 << 16];
  while (text.size() <= max_bytes && in.read(buffer, sizeof buffer).gcount() > 0)
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  if (in.bad()) fail(N_("cannot read '{0}': {1}"), path);
  if (text.size() > max_bytes)
    throw InputError{fill_in(tr("'{0}' is larger than {1} bytes"), path, max_bytes)};
  return text;
}

}  // namespace caylus::tools
