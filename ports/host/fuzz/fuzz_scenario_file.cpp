// libFuzzer target: the scenario parser must reject or accept any bytes
// without a crash or undefined behaviour, and what it accepts is in range.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include <fixpath_host/scenario_file.hpp>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<fixpath_host::Scenario> scenarios;
    std::string error;
    if (!fixpath_host::parse_scenarios(text, "fuzz", scenarios, error)) {
        if (error.empty() || error.find('\n') != std::string::npos) abort();
        return 0;
    }
    for (const auto& s : scenarios) {
        if (s.start.x < 0 || s.start.x >= s.map_width || s.goal.y < 0 || s.goal.y >= s.map_height ||
            !(s.optimal >= 0.0)) {
            abort();
        }
    }
    (void)fixpath_host::last_buckets(scenarios, 3);
    return 0;
}
