// tests/device/outcome.hpp - what a device battery records of each case and
// compares with the host's: the outcome, and the hash paths, costs and
// routes are folded into (FNV-1a over bytes, low byte first: the same on
// every CPU).
#ifndef FIXPATH_TESTS_DEVICE_OUTCOME_HPP
#define FIXPATH_TESTS_DEVICE_OUTCOME_HPP

#include <stdint.h>

namespace device_outcome {

struct Outcome {
    uint8_t status;
    uint32_t cost;
    uint32_t length;
    uint32_t expanded;
    uint32_t hash;
};

inline bool same(const Outcome& a, const Outcome& b) {
    return a.status == b.status && a.cost == b.cost && a.length == b.length && a.expanded == b.expanded &&
           a.hash == b.hash;
}

constexpr uint32_t kFnvStart = 2166136261u;
inline uint32_t fnv_byte(uint32_t h, uint32_t byte) { return (h ^ (byte & 0xFFu)) * 16777619u; }
inline uint32_t fnv16(uint32_t h, uint16_t v) { return fnv_byte(fnv_byte(h, v), static_cast<uint32_t>(v) >> 8); }
inline uint32_t fnv32(uint32_t h, uint32_t v) {
    return fnv16(fnv16(h, static_cast<uint16_t>(v)), static_cast<uint16_t>(v >> 16));
}

}  // namespace device_outcome

#endif  // FIXPATH_TESTS_DEVICE_OUTCOME_HPP
