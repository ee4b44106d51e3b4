// fixpath/formats/little_endian.hpp - reading and writing little-endian
// fields byte by byte: the file formats (graph_format.hpp,
// jump_table_format.hpp) are read in place on any CPU, aligned or not,
// big-endian or little, and no wider pointer is ever formed into a blob.
#ifndef FIXPATH_DETAIL_LITTLE_ENDIAN_HPP
#define FIXPATH_DETAIL_LITTLE_ENDIAN_HPP

#include <stdint.h>

namespace fixpath {
namespace detail {

constexpr uint32_t load_u16(const uint8_t* p) { return uint32_t{p[0]} | (uint32_t{p[1]} << 8); }
constexpr uint32_t load_u32(const uint8_t* p) {
    return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}
constexpr int32_t load_i32(const uint8_t* p) {
    const uint32_t u = load_u32(p);
    return u >= 0x80000000u ? -static_cast<int32_t>(~u) - 1 : static_cast<int32_t>(u);
}
inline void store_u16(uint8_t* p, uint32_t v) {
    p[0] = static_cast<uint8_t>(v);
    p[1] = static_cast<uint8_t>(v >> 8);
}
inline void store_u32(uint8_t* p, uint32_t v) {
    for (uint32_t i = 0; i < 4; ++i) {
        p[i] = static_cast<uint8_t>(v >> (8 * i));
    }
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_LITTLE_ENDIAN_HPP
