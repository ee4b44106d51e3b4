// fixpath/maps/byte_cost_map.hpp - a map of one cost byte per cell, read in place.
#ifndef FIXPATH_BYTE_COST_MAP_HPP
#define FIXPATH_BYTE_COST_MAP_HPP

#include <stdint.h>

#include <fixpath/detail/native_math.hpp>

namespace fixpath {

// Row-major bytes: cells[y * stride + x]. 0 = blocked, 1..255 = the
// multiplier for entering the cell (1 = plain ground). `stride` lets a map be
// a window of a wider array; it defaults to the width.
class ByteCostMap {
public:
    constexpr ByteCostMap(const uint8_t* cells, int32_t width, int32_t height)
        : cells_(cells), width_(width), height_(height), stride_(width) {}
    constexpr ByteCostMap(const uint8_t* cells, int32_t width, int32_t height, int32_t stride)
        : cells_(cells), width_(width), height_(height), stride_(stride) {}

    constexpr int32_t width() const { return width_; }
    constexpr int32_t height() const { return height_; }
    uint8_t cost(int32_t x, int32_t y) const {
        return cells_[detail::row_major_offset(x, y, stride_)];
    }
    constexpr const uint8_t* data() const { return cells_; }

    // Cell (x, y)'s byte and the distance between rows: the search reads a
    // cell's 8 neighbours through them (detail/traits.hpp).
    const uint8_t* cell_pointer(int32_t x, int32_t y) const {
        return cells_ + (static_cast<uint32_t>(y) * static_cast<uint32_t>(stride_) + static_cast<uint32_t>(x));
    }
    constexpr int32_t row_stride() const { return stride_; }

private:
    const uint8_t* cells_;
    int32_t width_;
    int32_t height_;
    int32_t stride_;
};

}  // namespace fixpath

#endif  // FIXPATH_BYTE_COST_MAP_HPP
