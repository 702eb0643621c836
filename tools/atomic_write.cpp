#include "tools/atomic_write.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "tools/commands.h"

namespace caylus::tools {

void write_file_atomically(const std::string& path, const std::string& text) {
  std::string temporary = path + ".tmp" + std::to_string(getpid());
  auto fail = [&](const char* what) {
    std::string reason = std::strerror(errno);
    std::remove(temporary.c_str());
    throw InputError{"cannot write '" + path + "': " + what + ": " + reason};
  };
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail("open");
  for (std::size_t done = 0; done < text.size();) {
    ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      fail("write");
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    ::close(fd);
    fail("fsync");
  }
  if (::close(fd) != 0) fail("close");
  if (std::rename(temporary.c_str(), path.c_str()) != 0) fail("rename");
}

}  // namespace caylus::tools
