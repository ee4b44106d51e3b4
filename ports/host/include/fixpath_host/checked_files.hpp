// Reading and writing files so that nothing is lost and nothing is unbounded.
//
// Reads: only regular files (a directory, /dev/zero or a pipe is refused by
// name), and none larger than the format can hold, checked before reading.
// Writes: into a temporary file in the target's folder, flushed, synced and
// closed with every step checked, then renamed over the target. The target is
// either the complete new file or untouched; a failed write is an error,
// never a success, and leaves no temporary file behind (a process killed
// midway can leave one, named .TARGET.fixpath-XXXXXX, never a torn target).
#ifndef FIXPATH_HOST_CHECKED_FILES_HPP
#define FIXPATH_HOST_CHECKED_FILES_HPP

#include <cstdint>
#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace fixpath_host {

// Largest inputs the formats allow: a map's side is at most 32,767 cells
// (one byte a cell, a line end, a header); scenario and graph text have no
// such bound in their format, so a generous one that no real file reaches.
constexpr uint64_t kMaxMapFileBytes = 32767ull * (32767ull + 2ull) + 4096ull;
constexpr uint64_t kMaxTextFileBytes = 256ull << 20;
constexpr uint64_t kMaxGraphFileBytes = 1ull << 30;

// The whole file into `bytes`. False with a one-line `error` naming the file
// when it cannot be opened, is not a regular file, is larger than
// `max_bytes`, or a read fails.
bool read_regular_file(const std::string& path, uint64_t max_bytes, std::string& bytes, std::string& error);

// A binary format's file: its 4-byte `magic` is read first, and a file that
// does not start with it is read no further than its first 4 KiB (true, with
// those bytes in `bytes`, for the format's validator to name). A
// file that does start with it is read whole when it is at most `max_bytes`
// (the most the format allows for the map at hand), refused otherwise.
bool read_format_file(const std::string& path, const char (&magic)[5], uint64_t max_bytes, std::string& bytes,
                      std::string& error);

// A binary file read whole and validated, and the view that reads its
// bytes in place (a jump table, goal bounds): the two are kept together,
// so the object moves but is never copied (a copy's view would read the
// original's bytes).
template <typename View>
struct LoadedFile {
    LoadedFile() = default;
    LoadedFile(LoadedFile&&) = default;  // the bytes move with their buffer
    LoadedFile& operator=(LoadedFile&&) = default;
    LoadedFile(const LoadedFile&) = delete;
    LoadedFile& operator=(const LoadedFile&) = delete;
    std::vector<uint8_t> bytes;
    View view;
    // Whether the file could be read at all (false: missing, not a regular
    // file, larger than the format allows): a loader that fails with it
    // true read the file and found it invalid.
    bool read = false;
};

// The text a header writer built, checked: a stream that failed (out of
// memory while growing: std::ostringstream swallows the exception and sets
// badbit) throws std::bad_alloc instead of handing back a prefix.
std::string finished_text(const std::ostringstream& text);

// Writes `path` whole or not at all: `write` gets the temporary file and
// returns false (with `error` set) to abandon it. The target, when it
// exists, must be a regular file (writing "into" /dev/full or a directory is
// refused rather than replaced). False with a one-line `error` naming the
// target on any failure.
bool write_file_atomically(const std::string& path, const std::function<bool(std::FILE*, std::string&)>& write,
                           std::string& error);
bool write_file_atomically(const std::string& path, const std::string& bytes, std::string& error);

// Whether two paths name the same file: the same inode when both exist,
// else the same absolute, normalised path (for outputs not yet written).
bool same_file(const std::string& a, const std::string& b);

// The first pair (input or output, output) naming the same file, as
// "OUTPUT is also INPUT" or "", so that a command refuses it before writing.
std::string clashing_paths(const std::vector<std::string>& inputs, const std::vector<std::string>& outputs);

}  // namespace fixpath_host

#endif
