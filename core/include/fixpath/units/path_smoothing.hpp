// fixpath/units/path_smoothing.hpp - straight lines instead of grid zig-zags.
#ifndef FIXPATH_PATH_SMOOTHING_HPP
#define FIXPATH_PATH_SMOOTHING_HPP

#include <stdint.h>

#include <fixpath/units/line_of_sight.hpp>

namespace fixpath {

// String pulling: keeps the first point, then from the last point kept
// walks forward as far as a straight line stays clear, keeps that point, and
// so on to the end. Each straight line (between cell centres) crosses only
// open cells, follows the corner rule where it passes a corner exactly, and
// enters no cell dearer than the dearest cell of the stretch of path it
// replaces, so smoothing never walks into walls or through the swamp the
// path went around. The result is a subsequence of `path` with the same ends
// and is never longer (each line is at most as long as the steps it
// replaces). Cost: one line-of-sight test per point kept or skipped.
//
// Returns the number of points of the smoothed path; when that exceeds
// `capacity`, only the first `capacity` were written. In place (out == path)
// is allowed. A point off the map is never read from the map: it counts as
// blocked, so no line ends at it (a line between the points around it may
// still pass over it, and then it is dropped).
template <typename Map>
uint32_t smooth_path(const Map& map, const Point* path, uint32_t length, Point* out, uint32_t capacity,
                     CornerRule corners = CornerRule::Never) {
    if (length == 0) {
        return 0;
    }
    uint32_t kept = 0;
    auto keep = [&](Point p) {
        if (kept < capacity) {
            out[kept] = p;
        }
        ++kept;
    };
    const Point first = path[0];
    keep(first);
    uint32_t anchor = 0;
    Point anchor_point = first;
    while (anchor + 1 < length) {
        uint32_t j = anchor + 1;
        uint8_t dearest = detail::cost_on_map(map, path[j]);
        while (j + 1 < length) {
            const uint8_t next = detail::cost_on_map(map, path[j + 1]);
            const uint8_t limit = next > dearest ? next : dearest;
            if (!line_of_sight(map, anchor_point, path[j + 1], corners, limit)) {
                break;
            }
            dearest = limit;
            ++j;
        }
        anchor = j;
        anchor_point = path[j];  // read before `out` may overwrite it
        keep(anchor_point);
    }
    return kept;
}

}  // namespace fixpath

#endif  // FIXPATH_PATH_SMOOTHING_HPP
