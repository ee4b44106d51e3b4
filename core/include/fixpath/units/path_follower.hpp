// fixpath/units/path_follower.hpp - walking a path at a speed, tick by tick, and
// giving every unit its own slightly different line.
#ifndef FIXPATH_PATH_FOLLOWER_HPP
#define FIXPATH_PATH_FOLLOWER_HPP

#include <stdint.h>

#include <fixpath/fixed_point.hpp>
#include <fixpath/units/line_of_sight.hpp>

namespace fixpath {

// Moves along waypoints at `speed` position units per tick: FixedPoint
// waypoints (1/256 cell, fixed_point.hpp) for grid paths (PathFollower),
// NodePosition (1/16 unit, 3D, graph_geometry.hpp) for graph routes
// (RouteFollower, graph_mover.hpp). Between waypoints A and B the position
// is A + (B - A) * t / L, with L the integer length of AB and t the distance
// covered on it: the seed's (B * V) + A * (1 - V) in integers. Distance left
// over at a waypoint carries on to the next segment, so the speed is exact
// along the path. The waypoints are read in place.
template <typename Position>
class BasicFollower {
public:
    BasicFollower() = default;
    BasicFollower(const Position* waypoints, uint32_t count, uint32_t speed) { start(waypoints, count, speed); }

    void start(const Position* waypoints, uint32_t count, uint32_t speed) {
        waypoints_ = waypoints;
        count_ = count;
        speed_ = speed;
        segment_ = 0;
        covered_ = 0;
        position_ = count > 0 ? waypoints[0] : Position{};
        skip_empty_segments();
    }

    // Advances one tick and returns the new position.
    Position tick() {
        uint32_t budget = speed_;
        while (!finished() && budget > 0) {
            const Position a = waypoints_[segment_];
            const Position b = waypoints_[segment_ + 1];
            const uint32_t length = segment_length(a, b);
            const uint32_t left = length - covered_;
            if (budget < left) {
                covered_ += budget;
                budget = 0;
                position_ = interpolate(a, b, covered_, length);
            } else {
                budget -= left;
                ++segment_;
                covered_ = 0;
                position_ = b;
                skip_empty_segments();
            }
        }
        return position_;
    }

    Position position() const { return position_; }
    bool finished() const { return count_ == 0 || segment_ + 1 >= count_; }
    // The waypoint being walked towards.
    uint32_t next_waypoint() const { return finished() ? count_ : segment_ + 1; }

private:
    void skip_empty_segments() {
        while (!finished() && segment_length(waypoints_[segment_], waypoints_[segment_ + 1]) == 0) {
            ++segment_;
        }
    }

    const Position* waypoints_ = nullptr;
    uint32_t count_ = 0;
    uint32_t speed_ = 0;
    uint32_t segment_ = 0;
    uint32_t covered_ = 0;
    Position position_ = Position{};
};

using PathFollower = BasicFollower<FixedPoint>;

// A small deterministic generator (xorshift32): the same seed gives the same
// numbers on every CPU.
struct Xorshift32 {
    uint32_t state;
    uint32_t next() {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        return state;
    }
    // A value in [-bound, bound].
    int32_t offset(int32_t bound) {
        // (Unsigned and 64-bit: any bound up to INT32_MAX, no overflow.)
        return bound <= 0 ? 0
                          : static_cast<int32_t>(int64_t{next() % (2u * static_cast<uint32_t>(bound) + 1u)} - bound);
    }
};

namespace detail {

// The loop vary_path() and route_waypoints() share: waypoint i is at(i); each
// inner one is moved by move(at(i), rng) and kept there when clear(previous
// waypoint, moved) and clear(moved, at(i + 1)) both hold. Returns length;
// writes at most `capacity`.
template <typename Position, typename At, typename Move, typename Clear>
uint32_t vary_waypoints(uint32_t length, At&& at, Move&& move, Clear&& clear, uint32_t seed, Position* out,
                        uint32_t capacity) {
    if (length == 0) {
        return 0;
    }
    Xorshift32 rng{seed != 0 ? seed : 0x9E3779B9u};
    Position previous = at(0);
    if (capacity > 0) {
        out[0] = previous;
    }
    for (uint32_t i = 1; i < length; ++i) {
        const Position base = at(i);
        Position chosen = base;
        if (i + 1 < length) {
            const Position moved = move(base, rng);
            if (clear(previous, moved) && clear(moved, at(i + 1))) {
                chosen = moved;
            }
        }
        if (i < capacity) {
            out[i] = chosen;
        }
        previous = chosen;
    }
    return length;
}

}  // namespace detail

// Turns a path of cells into waypoints for a follower, moving each inner
// waypoint by up to `max_offset` units (at most 127: it stays in its cell)
// on each axis, drawn from `seed`, so that units sharing a path do not walk
// one line. A moved waypoint is kept only if the lines to it from the
// previous waypoint and on to the next cell's centre are clear
// (segment_clear, with the corner rule); otherwise the cell's centre is used,
// whose lines are the path's own steps. The first and last waypoints are the
// centres of the first and last cells. Returns the number of waypoints
// (length); writes at most `capacity`.
template <typename Map>
uint32_t vary_path(const Map& map, const Point* path, uint32_t length, FixedPoint* out, uint32_t capacity,
                   uint32_t seed, int32_t max_offset, CornerRule corners = CornerRule::Never) {
    if (max_offset > kCellUnits / 2 - 1) {
        max_offset = kCellUnits / 2 - 1;
    }
    return detail::vary_waypoints(
        length, [&](uint32_t i) { return centre_of(path[i]); },
        [&](FixedPoint p, Xorshift32& rng) {
            const int32_t ox = rng.offset(max_offset);
            const int32_t oy = rng.offset(max_offset);
            return FixedPoint{p.x + ox, p.y + oy};
        },
        [&](FixedPoint a, FixedPoint b) { return segment_clear(map, a, b, corners); }, seed, out, capacity);
}

}  // namespace fixpath

#endif  // FIXPATH_PATH_FOLLOWER_HPP
