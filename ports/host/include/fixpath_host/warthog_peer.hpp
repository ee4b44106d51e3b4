// fixpath_host/warthog_peer.hpp - Warthog, the reference implementation of
// jump point search (ShortestPathLab's warthog-jps, MIT), run on the very
// queries fixpath's benchmark runs, so that the two are measured side by side
// in one run on one machine (`fixpath bench --warthog FILE`).
//
// Warthog is not part of fixpath and not a Debian package: the project never
// builds or downloads it. The user builds its driver (the program
// `warthog-jps` of github.com/ShortestPathLab/warthog-jps) and gives its path.
// The driver is run once an algorithm on a scenario file written for it (the
// queries kept by --last-buckets / --every, in order), with --map naming the
// map; it prints a row a query with the nanoseconds of its search, which is
// what fixpath's search_us column measures (the search without the path).
#ifndef FIXPATH_HOST_WARTHOG_PEER_HPP
#define FIXPATH_HOST_WARTHOG_PEER_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <fixpath_host/scenario_file.hpp>

namespace fixpath_host {

// Warthog's algorithms, as its driver names them: jump points online and
// from tables, each without and with intercardinal pruning (JPS2).
constexpr const char* kWarthogAlgorithms[4] = {"jps", "jps2", "jps+", "jps2+"};

struct PeerRun {
    std::vector<double> search_micros;  // a query (one entry each): its driver's time of the search
    uint64_t expansions = 0;
    size_t failures = 0;  // answers whose cost is not the scenario's optimum
};

// Whether `path` names a file this process may run.
bool is_executable_file(const std::string& path);

// Runs `program` --alg A for each A of kWarthogAlgorithms on `scenarios`
// (all of the map at `map_path`; one scenario file written for all runs):
// out[i] for kWarthogAlgorithms[i]. False with `error` when it cannot be
// run, exits with a failure, or prints other than a row for each query.
bool run_warthog(const std::string& program, const std::string& map_path, const std::vector<Scenario>& scenarios,
                 std::vector<PeerRun>& out, std::string& error);

}  // namespace fixpath_host

#endif
