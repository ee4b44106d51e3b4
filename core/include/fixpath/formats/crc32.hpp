// fixpath/formats/crc32.hpp - the checksum of fixpath's file formats
// (graph_format.hpp, jump_table_format.hpp): CRC-32 as zlib's crc32(), so
// any tool can check a file. Table-free of large data (a 16-entry table,
// 64 bytes), for flash.
#ifndef FIXPATH_CRC32_HPP
#define FIXPATH_CRC32_HPP

#include <stddef.h>
#include <stdint.h>

namespace fixpath {

// CRC-32 (IEEE 802.3, reflected, as zlib), four bits at a time.
constexpr uint32_t crc32(const uint8_t* data, size_t size, uint32_t crc = 0) {
    constexpr uint32_t kTable[16] = {0x00000000u, 0x1DB71064u, 0x3B6E20C8u, 0x26D930ACu, 0x76DC4190u, 0x6B6B51F4u,
                                     0x4DB26158u, 0x5005713Cu, 0xEDB88320u, 0xF00F9344u, 0xD6D6A3E8u, 0xCB61B38Cu,
                                     0x9B64C2B0u, 0x86D3D2D4u, 0xA00AE278u, 0xBDBDF21Cu};
    crc = ~crc;
    for (size_t i = 0; i < size; ++i) {
        crc ^= data[i];
        crc = (crc >> 4) ^ kTable[crc & 15u];
        crc = (crc >> 4) ^ kTable[crc & 15u];
    }
    return ~crc;
}

}  // namespace fixpath

#endif  // FIXPATH_CRC32_HPP
