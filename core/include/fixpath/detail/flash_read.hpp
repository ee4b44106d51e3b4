// fixpath/detail/flash_read.hpp - one byte of program memory. On AVR (a
// Harvard machine) constant data placed in flash is read with `lpm`; an
// ordinary load would read RAM at the same address. Everywhere else flash
// is ordinary memory.
#ifndef FIXPATH_DETAIL_FLASH_READ_HPP
#define FIXPATH_DETAIL_FLASH_READ_HPP

#include <stdint.h>

namespace fixpath {
namespace detail {

inline uint8_t flash_byte(const uint8_t* p) {
#if defined(__AVR__)
    uint8_t value;
    __asm__("lpm %0, Z" : "=r"(value) : "z"(p));
    return value;
#else
    return *p;
#endif
}

// A value of a plain type (integers and structs of them) in flash, read a
// byte at a time on AVR, loaded whole elsewhere.
template <typename T>
inline T flash_value(const T* p) {
#if defined(__AVR__)
    T value;
    uint8_t* to = reinterpret_cast<uint8_t*>(&value);
    const uint8_t* from = reinterpret_cast<const uint8_t*>(p);
    for (unsigned k = 0; k < sizeof(T); ++k) {
        to[k] = flash_byte(from + k);
    }
    return value;
#else
    return *p;
#endif
}

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_FLASH_READ_HPP
