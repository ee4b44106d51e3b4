// fixpath/jps/table_rays.hpp - where jump point search's rays come from
// with a jump table (JPS+: TableRays, TableJumpPointSearch<Map, State>): each
// ray one entry of a table built for the map (jps/jump_table.hpp), no scan.
// Following a table with intercardinal pruning (JPS2+), each diagonal jump
// point passed is a unit of work.
//
// The search (its cells, goal, units and offers) is reached through Search,
// the JumpPointSearch this is the source of (it befriends its source).
#ifndef FIXPATH_JPS_TABLE_RAYS_HPP
#define FIXPATH_JPS_TABLE_RAYS_HPP

#include <stdint.h>

#include <fixpath/detail/support.hpp>
#include <fixpath/jps/jps_cells.hpp>
#include <fixpath/jps/jump_table.hpp>
#include <fixpath/point.hpp>

namespace fixpath {

template <typename Search>
class TableRays {
public:
    explicit TableRays(const JumpTable& table) : table_(table) {}

protected:
    // Whether the table was made for a w x h map (begin() refuses one of
    // other sides, an empty one too).
    bool rays_fit(int32_t w, int32_t h) const { return table_.width() == w && table_.height() == h; }

    // JPS+: the successors of (x, y) from its table entries (table_steps()),
    // in the order of rays_in_order() (jump_point_search.hpp). With
    // intercardinal pruning a diagonal ray is followed from jump point to jump
    // point (table_diagonal_pruned()).
    template <bool Buckets, typename Cost>
    bool follow_rays(int32_t x, int32_t y, Cost g, uint32_t from) {
        Search& s = self();
        const uint32_t dirs = s.bounded(x, y, s.directions(x, y, from));
        if (s.met_terrain()) {  // (a table is only built for a map without terrain)
            return false;
        }
        uint32_t first = 0;
        uint32_t rays = s.template rays_in_order<Buckets>(x, y, dirs, first);
        for (uint32_t i = 0; rays != 0; ++i, rays >>= 1) {
            if ((rays & 1u) == 0) {
                continue;
            }
            const uint32_t dir = Search::template ray_direction<Buckets>(first, i);
            if constexpr (Search::kPrunes) {
                if (dir >= 4 && s.prune_) {
                    if (!table_diagonal_pruned<Buckets>(x, y, g, dir)) {
                        return false;
                    }
                    if (s.goal_settled_) {
                        return true;  // the goal is final: the rays left cannot matter
                    }
                    continue;
                }
            }
            const uint32_t steps = table_steps(x, y, dir);
            if (steps > 0 && !s.template offer<Buckets>(x + kDirectionDx[dir] * static_cast<int32_t>(steps),
                                                        y + kDirectionDy[dir] * static_cast<int32_t>(steps), g, steps, dir)) {
                return false;
            }
            if (s.goal_settled_) {
                return true;  // the goal is final: the rays left cannot matter
            }
        }
        return true;
    }

    // How far the ray from (x, y) in `dir` goes to its successor by the
    // table, 0 for none. A straight ray yields the goal when it lies on the
    // ray within reach, else its jump point; a diagonal ray yields the cell
    // on the goal's row or column when the goal lies ahead within reach,
    // else its jump point (as the scan would stop there: its straight rays
    // meet the goal).
    FIXPATH_ALWAYS_INLINE uint32_t table_steps(int32_t x, int32_t y, uint32_t dir) {
        Search& s = self();
        const int32_t e = read_entry(x, y, dir);
        const int32_t dx = kDirectionDx[dir];
        const int32_t dy = kDirectionDy[dir];
        const int32_t to_x = (s.goal_.x - x) * dx;  // the goal's distance along each axis, ahead > 0
        const int32_t to_y = (s.goal_.y - y) * dy;
        int32_t goal_steps = 0;
        if (dir < 4) {
            goal_steps = goal_ahead_straight(dx != 0 ? to_x : to_y, dx != 0 ? s.goal_.y == y : s.goal_.x == x);
        } else {
            goal_steps = goal_ahead_diagonal(to_x, to_y);
        }
        return successor(e, goal_steps);
    }

    // The entry of the ray from (x, y) in `dir`, a unit of scanning.
    FIXPATH_ALWAYS_INLINE int32_t read_entry(int32_t x, int32_t y, uint32_t dir) {
        ++self().scanned_;
        return table_.ray(x, y, dir);  // chains of 8-bit entries followed
    }

    // table_steps()'s rule: the goal's cell when it lies on the ray within
    // the reach of entry `e` (`goal_steps` cells ahead, 0 when it is not on
    // the ray), else the jump point of the entry (0: none).
    static FIXPATH_ALWAYS_INLINE uint32_t successor(int32_t e, int32_t goal_steps) {
        const int32_t reach = e > 0 ? e : -e;
        if (goal_steps > 0 && goal_steps <= reach) {
            return static_cast<uint32_t>(goal_steps);
        }
        return e > 0 ? static_cast<uint32_t>(e) : 0u;
    }
    // Where the goal lies on a straight ray: `along` cells ahead on the ray's
    // axis when it is on the ray's line, else nowhere (0).
    static FIXPATH_ALWAYS_INLINE int32_t goal_ahead_straight(int32_t along, bool on_line) {
        return on_line ? along : 0;
    }
    // On a diagonal ray, the goal `to_x` and `to_y` cells ahead along its two
    // axes: the ray meets its row or column after the nearer of the two (a
    // cell from which the straight ray reaches the goal), when both are ahead.
    static FIXPATH_ALWAYS_INLINE int32_t goal_ahead_diagonal(int32_t to_x, int32_t to_y) {
        return to_x > 0 && to_y > 0 ? (to_x < to_y ? to_x : to_y) : 0;
    }

    // JPS2+: a diagonal ray from the table with intercardinal pruning, as
    // diagonal_pruned() scans it: from each diagonal jump point its two
    // straight successors (row first) are offered by bent rays and the ray
    // goes on by the jump point's own diagonal entry; the cell on the goal's
    // row or column ends it: the goal by a bent ray when the straight ray
    // from that cell reaches it and the heuristic makes it final, else the
    // cell as a plain successor. A unit of work a jump point: when none is
    // left, the jump point reached enters the open list itself (its
    // expansion goes on from there).
    template <bool Buckets, typename Cost>
    bool table_diagonal_pruned(int32_t x, int32_t y, Cost g, uint32_t dir) {
        Search& s = self();
        detail::DiagonalRay ray(x, y, dir);
        // The goal's distance ahead along each axis from the ray's cell
        // (> 0: ahead), kept as the ray moves: the table's rules by these.
        int32_t to_x = (s.goal_.x - x) * ray.dx;
        int32_t to_y = (s.goal_.y - y) * ray.dy;
        const uint32_t row_dir = Search::straight_of(ray.dx, 0);
        const uint32_t column_dir = Search::straight_of(0, ray.dy);
        for (;;) {
            const int32_t e = read_entry(ray.x, ray.y, dir);
            const uint32_t steps = successor(e, goal_ahead_diagonal(to_x, to_y));
            if (steps == 0) {
                return true;
            }
            ray.x += ray.dx * static_cast<int32_t>(steps);
            ray.y += ray.dy * static_cast<int32_t>(steps);
            ray.walked += steps;
            to_x -= static_cast<int32_t>(steps);
            to_y -= static_cast<int32_t>(steps);
            const bool at_goal = to_x == 0 && to_y == 0;
            if (static_cast<int32_t>(steps) != e && !at_goal && s.settles_goal_) {
                const GoalOffer offered = offer_goal_bent<Buckets>(ray, g, dir, to_x, to_y);
                if (offered != GoalOffer::NotReached) {
                    return offered == GoalOffer::Offered;
                }
            }
            if (static_cast<int32_t>(steps) != e || at_goal || !s.take()) {
                return s.template offer<Buckets>(ray.x, ray.y, g, ray.walked, dir);  // the goal's row or column, the goal, or no unit left
            }
            // (With goal bounds: only the rays the jump point's box allows,
            // as its expansion would scan.)
            const uint32_t allowed = s.bounded_sides(ray.x, ray.y, row_dir, column_dir, dir);
            uint32_t row_steps = 0;
            uint32_t column_steps = 0;
            if ((allowed >> row_dir & 1u) != 0) {
                row_steps = successor(read_entry(ray.x, ray.y, row_dir), goal_ahead_straight(to_x, to_y == 0));
            }
            if ((allowed >> column_dir & 1u) != 0) {
                column_steps = successor(read_entry(ray.x, ray.y, column_dir), goal_ahead_straight(to_y, to_x == 0));
            }
            if (!s.template offer_sides<Buckets>(ray.x, ray.y, g, dir, ray.walked, row_steps, column_steps)) {
                return false;
            }
            if ((allowed >> dir & 1u) == 0 || s.goal_settled_) {
                return true;
            }
        }
    }

private:
    Search& self() { return static_cast<Search&>(*this); }

    enum class GoalOffer : uint8_t { NotReached, Offered, Stop };

    // On the goal's row or column (cell `ray`, a diagonal from the node being
    // expanded; the goal `to_x` and `to_y` cells ahead along its axes, one of
    // them 0): the goal itself by a bent ray when the straight ray from here
    // reaches it (it is then final: jump_point_search.hpp), as the scanning
    // diagonal offers it. Rare (once a query or so), and kept out of the
    // diagonal's loop, whose code it would crowd.
    template <bool Buckets, typename Cost>
    FIXPATH_NOINLINE GoalOffer offer_goal_bent(const detail::DiagonalRay& ray, Cost g, uint32_t dir, int32_t to_x,
                                               int32_t to_y) {
        Search& s = self();
        const bool on_row = to_y == 0;
        const uint32_t toward = on_row ? Search::straight_of(ray.dx, 0) : Search::straight_of(0, ray.dy);
        const int32_t apart = on_row ? to_x : to_y;
        if ((Search::kGoalBounded && s.bounded(ray.x, ray.y, uint32_t{1} << toward) == 0) ||
            successor(read_entry(ray.x, ray.y, toward), apart) != static_cast<uint32_t>(apart)) {
            return GoalOffer::NotReached;
        }
        const uint32_t steps = static_cast<uint32_t>(apart);
        return s.template offer_sides<Buckets>(ray.x, ray.y, g, dir, ray.walked, on_row ? steps : 0u, on_row ? 0u : steps)
                   ? GoalOffer::Offered
                   : GoalOffer::Stop;
    }

    JumpTable table_;
};

}  // namespace fixpath

#endif  // FIXPATH_JPS_TABLE_RAYS_HPP
