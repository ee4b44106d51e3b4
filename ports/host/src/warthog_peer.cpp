#include <fixpath_host/warthog_peer.hpp>

#include <fixpath_host/checked_files.hpp>

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

extern char** environ;

namespace fixpath_host {

namespace {

// Runs argv[0] with argv, its standard output into `out` (its errors
// discarded); false with `error` when it cannot be started or does not exit
// with 0.
bool run_capturing(const std::vector<std::string>& args, std::string& out, std::string& error) {
    int fds[2];
    if (pipe(fds) != 0) {
        error = std::string("cannot make a pipe (") + std::strerror(errno) + ")";
        return false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    posix_spawn_file_actions_addclose(&actions, fds[1]);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (spawned != 0) {
        close(fds[0]);
        error = std::string("cannot run it (") + std::strerror(spawned) + ")";
        return false;
    }
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = read(fds[0], buffer, sizeof buffer);
        if (n > 0) {
            out.append(buffer, static_cast<size_t>(n));
        } else if (n == 0 || errno != EINTR) {
            break;
        }
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        error = WIFEXITED(status) ? "it exited with status " + std::to_string(WEXITSTATUS(status))
                                  : std::string("it was killed by a signal");
        return false;
    }
    return true;
}

// A scenario file of `scenarios` in a new temporary file (its name made
// by mkstemps, its bytes written whole by write_file_atomically()); its path
// in `path` (the caller removes it).
bool write_scenarios(const std::vector<Scenario>& scenarios, std::string& path, std::string& error) {
    const char* tmp = std::getenv("TMPDIR");
    std::string name = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/fixpath-warthog-XXXXXX.scen";
    const int fd = mkstemps(&name[0], 5);
    if (fd < 0) {
        error = "cannot make a temporary scenario file in " + name.substr(0, name.find_last_of('/')) + " (" +
                std::strerror(errno) + ")";
        return false;
    }
    close(fd);
    path = name;
    if (!write_file_atomically(path, scenario_text(scenarios), error)) {
        std::remove(path.c_str());
        return false;
    }
    return true;
}

// The rows of the driver's output: a header naming the columns (id, ...,
// expanded, ..., nanos, ..., pcost, ...), then a row a query by id.
bool parse_rows(const std::string& text, const std::vector<Scenario>& scenarios, PeerRun& out, std::string& error) {
    std::istringstream lines(text);
    std::string line;
    int id_at = -1, expanded_at = -1, nanos_at = -1, cost_at = -1;
    std::vector<bool> seen(scenarios.size(), false);
    size_t rows = 0;
    out.search_micros.assign(scenarios.size(), 0.0);
    while (std::getline(lines, line)) {
        std::istringstream fields(line);
        std::vector<std::string> f;
        for (std::string w; fields >> w;) f.push_back(w);
        if (f.empty()) continue;
        if (f[0] == "id") {
            for (size_t i = 0; i < f.size(); ++i) {
                const int at = static_cast<int>(i);
                if (f[i] == "id") id_at = at;
                if (f[i] == "expanded") expanded_at = at;
                if (f[i] == "nanos") nanos_at = at;
                if (f[i] == "pcost") cost_at = at;
            }
            continue;
        }
        if (f[0].find_first_not_of("0123456789") != std::string::npos) continue;  // its other lines
        if (id_at < 0 || expanded_at < 0 || nanos_at < 0 || cost_at < 0) {
            error = "its output has no header naming the columns id, expanded, nanos and pcost";
            return false;
        }
        const size_t need = static_cast<size_t>(std::max(std::max(id_at, expanded_at), std::max(nanos_at, cost_at)));
        if (f.size() <= need) {
            error = "a row of its output has " + std::to_string(f.size()) + " fields: '" + line + "'";
            return false;
        }
        char* end = nullptr;
        const unsigned long id = std::strtoul(f[static_cast<size_t>(id_at)].c_str(), &end, 10);
        if (id >= scenarios.size() || seen[id]) {
            error = "its output has a row for query " + f[static_cast<size_t>(id_at)] + " of " +
                    std::to_string(scenarios.size());
            return false;
        }
        seen[id] = true;
        ++rows;
        out.expansions += std::strtoull(f[static_cast<size_t>(expanded_at)].c_str(), nullptr, 10);
        out.search_micros[id] = std::strtod(f[static_cast<size_t>(nanos_at)].c_str(), nullptr) / 1000.0;
        const double cost = std::strtod(f[static_cast<size_t>(cost_at)].c_str(), nullptr);
        const Scenario& s = scenarios[id];
        if (std::fabs(cost - s.optimal) > std::max(1e-5 * s.optimal, std::max(s.optimal_tolerance, 1e-6))) {
            ++out.failures;
        }
    }
    if (rows != scenarios.size()) {
        error = "it printed " + std::to_string(rows) + " rows for " + std::to_string(scenarios.size()) + " queries";
        return false;
    }
    return true;
}

}  // namespace

bool is_executable_file(const std::string& path) {
    struct stat st;
    return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

bool run_warthog(const std::string& program, const std::string& map_path, const std::vector<Scenario>& scenarios,
                 std::vector<PeerRun>& out, std::string& error) {
    out.assign(sizeof kWarthogAlgorithms / sizeof kWarthogAlgorithms[0], PeerRun());
    std::string scen;
    if (!write_scenarios(scenarios, scen, error)) {
        error = "--warthog: " + error;
        return false;
    }
    for (size_t i = 0; i < out.size(); ++i) {
        const char* algorithm = kWarthogAlgorithms[i];
        std::string text;
        if (!run_capturing({program, "--alg", algorithm, "--scen", scen, "--map", map_path}, text, error) ||
            !parse_rows(text, scenarios, out[i], error)) {
            error = "--warthog: " + program + " --alg " + algorithm + " on " + map_path + ": " + error;
            std::remove(scen.c_str());
            return false;
        }
    }
    std::remove(scen.c_str());
    return true;
}

}  // namespace fixpath_host
