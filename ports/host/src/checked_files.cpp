#include <fixpath_host/checked_files.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <new>
#include <sstream>

namespace fixpath_host {

namespace {

std::string reason() { return std::strerror(errno); }

const char* kind_of(mode_t mode) {
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISFIFO(mode)) return "a pipe";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

// read() until `size` bytes or the end: how many were read.
size_t read_up_to(int fd, char* out, size_t size) {
    size_t got = 0;
    while (got < size) {
        const ssize_t n = ::read(fd, out + got, size - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<size_t>(n);
    }
    return got;
}

// The shared reader: with `magic`, stops after a start that is not it.
bool read_checked(const std::string& path, const char* magic, uint64_t max_bytes, std::string& bytes,
                  std::string& error) {
    bytes.clear();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        error = path + ": cannot open (" + reason() + ")";
        return false;
    }
    struct stat st {};
    bool ok = ::fstat(fd, &st) == 0;
    if (!ok) {
        error = path + ": cannot read (" + reason() + ")";
    } else if (!S_ISREG(st.st_mode)) {
        error = path + ": not a regular file (" + kind_of(st.st_mode) + ")";
        ok = false;
    }
    size_t start = 0;  // bytes already read (the magic's)
    if (ok && magic != nullptr) {
        char head[4] = {0, 0, 0, 0};
        start = read_up_to(fd, head, 4);
        bytes.assign(head, start);
        if (start < 4 || bytes.compare(0, 4, magic, 4) != 0) {
            // Not this format: a bounded prefix (more than any header) is
            // enough for the validator to say so.
            constexpr size_t kPrefix = 4096;
            bytes.resize(kPrefix);
            bytes.resize(start + read_up_to(fd, &bytes[start], kPrefix - start));
            ::close(fd);
            return true;
        }
    }
    if (ok && static_cast<uint64_t>(st.st_size) > max_bytes) {
        error = path + ": " + std::to_string(st.st_size) + " bytes, larger than the format allows (" +
                std::to_string(max_bytes) + (magic != nullptr ? " for this map: a file of another map?)" : ")");
        ok = false;
    }
    if (ok) {
        bytes.resize(static_cast<size_t>(st.st_size), '\0');
        const size_t got = start + read_up_to(fd, &bytes[start], bytes.size() - start);
        char extra = 0;
        if (got != bytes.size() || ::read(fd, &extra, 1) != 0) {  // changed while read: refuse, don't guess
            error = path + ": read error (the file changed size while it was read)";
            ok = false;
        }
    }
    ::close(fd);
    if (!ok) bytes.clear();
    return ok;
}

}  // namespace

bool read_regular_file(const std::string& path, uint64_t max_bytes, std::string& bytes, std::string& error) {
    return read_checked(path, nullptr, max_bytes, bytes, error);
}

bool read_format_file(const std::string& path, const char (&magic)[5], uint64_t max_bytes, std::string& bytes,
                      std::string& error) {
    return read_checked(path, magic, max_bytes, bytes, error);
}

std::string finished_text(const std::ostringstream& text) {
    if (text.fail()) throw std::bad_alloc();
    return text.str();
}

bool write_file_atomically(const std::string& path, const std::function<bool(std::FILE*, std::string&)>& write,
                           std::string& error) {
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
        error = path + ": cannot write: " + kind_of(st.st_mode) + ", not a regular file";
        return false;
    }
    const std::filesystem::path target(path);
    const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::string temp = (folder / ("." + target.filename().string() + ".fixpath-XXXXXX")).string();
    const int fd = ::mkstemp(&temp[0]);
    if (fd < 0) {
        error = path + ": cannot write (" + reason() + " creating a temporary file in " + folder.string() + ")";
        return false;
    }
    std::FILE* f = ::fdopen(fd, "wb");
    if (f == nullptr) {
        error = path + ": cannot write (" + reason() + ")";
        ::close(fd);
        ::unlink(temp.c_str());
        return false;
    }
    bool ok = write(f, error);
    if (ok && (std::fflush(f) != 0 || std::ferror(f) != 0)) {
        error = path + ": write error (" + reason() + ")";
        ok = false;
    }
    if (ok && ::fsync(::fileno(f)) != 0) {
        error = path + ": write error (" + reason() + ")";
        ok = false;
    }
    if (std::fclose(f) != 0 && ok) {
        error = path + ": write error (" + reason() + ")";
        ok = false;
    }
    // mkstemp makes the file 0600; give it what a new file would get (umask).
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (ok && ::chmod(temp.c_str(), 0666 & ~mask) != 0) {
        error = path + ": cannot write (" + reason() + ")";
        ok = false;
    }
    if (ok && ::rename(temp.c_str(), path.c_str()) != 0) {
        error = path + ": cannot write (" + reason() + ")";
        ok = false;
    }
    if (!ok) {
        ::unlink(temp.c_str());
    }
    return ok;
}

bool write_file_atomically(const std::string& path, const std::string& bytes, std::string& error) {
    return write_file_atomically(
        path,
        [&](std::FILE* f, std::string& e) {
            if (std::fwrite(bytes.data(), 1, bytes.size(), f) != bytes.size()) {
                e = path + ": write error (" + reason() + ")";
                return false;
            }
            return true;
        },
        error);
}

bool same_file(const std::string& a, const std::string& b) {
    struct stat sa {}, sb {};
    if (::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0) {
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    }
    std::error_code ea, eb;
    const auto pa = std::filesystem::weakly_canonical(std::filesystem::absolute(a, ea), ea);
    const auto pb = std::filesystem::weakly_canonical(std::filesystem::absolute(b, eb), eb);
    return !ea && !eb && pa == pb;
}

std::string clashing_paths(const std::vector<std::string>& inputs, const std::vector<std::string>& outputs) {
    for (size_t i = 0; i < outputs.size(); ++i) {
        if (outputs[i].empty()) continue;
        for (const std::string& in : inputs) {
            if (!in.empty() && same_file(in, outputs[i])) return outputs[i] + " is also the input " + in;
        }
        for (size_t j = 0; j < i; ++j) {
            if (!outputs[j].empty() && same_file(outputs[j], outputs[i])) {
                return outputs[i] + " is also the output " + outputs[j];
            }
        }
    }
    return "";
}

}  // namespace fixpath_host
