#include <fixpath_host/goal_bounds_build.hpp>

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>

#include <fixpath/fixpath.hpp>
#include <fixpath/grid/goal_bounds_format.hpp>
#include <fixpath_host/checked_files.hpp>
#include <fixpath_host/jump_table_file.hpp>
#include <fixpath_host/message_text.hpp>

namespace fixpath_host {

namespace {

// A state a thread, sized for the map: one of a million cells costs more
// to make than a small map's whole build. Each has the default open list
// (the buckets' fast path, a fraction of the cells); a fill that runs out
// of it is done again on a heap that holds every cell (Roomy: a heap holds
// a cell at most once, so it never runs out), made the first time one is
// needed.
constexpr uint32_t kMaxCells = uint32_t{1} << 24;
template <uint32_t Cells>
using FastState = fixpath::DenseState<Cells, uint32_t>;
template <uint32_t Cells>
using RoomyState = fixpath::DenseState<Cells, uint32_t, Cells, fixpath::OpenList::Heap>;

// The fill from `source` on `state`, its settling order into `order`:
// Complete, or why it did not finish.
template <typename S>
fixpath::Status fill(fixpath::GridSearch<fixpath::ByteCostMap, S>& search, fixpath::Point source,
                     const fixpath::Area& all, uint32_t* distance, const fixpath::SearchOptions<uint32_t>& rules,
                     uint32_t w, std::vector<uint32_t>& order) {
    order.clear();
    const fixpath::Status begun = search.begin_fill(source, all, distance, rules);
    if (begun != fixpath::Status::InProgress) return begun;
    return search.step_fill(fixpath::kUnlimited, [&](fixpath::Point p, uint32_t) {
        order.push_back(static_cast<uint32_t>(p.y) * w + static_cast<uint32_t>(p.x));
    });
}

// One worker: Dijkstra from each cell it takes, then each cell's first
// moves (every move that starts an optimal path to it) in settling order,
// then the boxes of the source. A fill that does not finish (Complete)
// never becomes a box: it is done again on the roomy state, and if that
// fails too the build fails with `failure` (the first one kept).
// slots: each cell's entry in `boxes` (kNoSlot: none, no fill), or empty:
// every cell's, at its index.
constexpr uint32_t kNoSlot = UINT32_MAX;
template <uint32_t Cells>
void work(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules, std::vector<uint8_t>& boxes,
          const std::vector<uint32_t>& slots, std::atomic<uint32_t>& next_cell, bool one_path,
          std::atomic<int>& failure) {
    using S = FastState<Cells>;
    using Roomy = RoomyState<Cells>;
    const fixpath::ByteCostMap view = map.view();
    std::unique_ptr<S> state(new S);
    fixpath::GridSearch<fixpath::ByteCostMap, S> search(view, *state);
    std::unique_ptr<Roomy> roomy_state;
    std::unique_ptr<fixpath::GridSearch<fixpath::ByteCostMap, Roomy>> roomy;
    const uint32_t w = static_cast<uint32_t>(map.width), h = static_cast<uint32_t>(map.height), cells = w * h;
    const uint32_t directions = fixpath::detail::direction_count(rules.moves);
    const uint8_t bytes = goal_bounds_coordinate_bytes(map);
    std::vector<uint32_t> distance(cells), order;
    std::vector<uint8_t> first(cells);
    order.reserve(cells);
    const fixpath::Area all{0, 0, map.width, map.height};
    for (uint32_t s = next_cell++; s < cells && failure.load() < 0; s = next_cell++) {
        const uint32_t slot = slots.empty() ? s : slots[s];
        if (slot == kNoSlot) continue;
        const int32_t sx = static_cast<int32_t>(s % w), sy = static_cast<int32_t>(s / w);
        uint8_t* out = boxes.data() + static_cast<size_t>(slot) * directions * 4 * bytes;
        uint32_t box[8][4];
        for (uint32_t d = 0; d < 8; ++d) {
            box[d][0] = box[d][1] = 0xFFFFu;
            box[d][2] = box[d][3] = 0;
        }
        if (map.at(sx, sy) != 0) {
            const fixpath::Point source = fixpath::make_point(sx, sy);
            fixpath::Status filled = fill(search, source, all, distance.data(), rules, w, order);
            if (filled == fixpath::Status::OutOfNodes) {
                if (!roomy) {
                    roomy_state.reset(new Roomy);
                    roomy.reset(new fixpath::GridSearch<fixpath::ByteCostMap, Roomy>(view, *roomy_state));
                }
                filled = fill(*roomy, source, all, distance.data(), rules, w, order);
            }
            if (filled != fixpath::Status::Complete) {
                int none = -1;
                failure.compare_exchange_strong(none, static_cast<int>(filled));
                return;
            }
            first[s] = 0;
            for (const uint32_t t : order) {
                if (t == s) continue;
                const int32_t tx = static_cast<int32_t>(t % w), ty = static_cast<int32_t>(t / w);
                uint8_t moves = 0;
                // Every neighbour p with a legal move p -> t on an optimal path to t.
                for (uint32_t d = 0; d < directions; ++d) {
                    const int32_t px = tx - fixpath::kDirectionDx[d], py = ty - fixpath::kDirectionDy[d];
                    if (px < 0 || py < 0 || px >= map.width || py >= map.height || map.at(px, py) == 0) continue;
                    if (d >= 4) {  // the corner rule, from p's side
                        const bool a = map.inside(px + fixpath::kDirectionDx[d - 4], py + fixpath::kDirectionDy[d - 4]) &&
                                       map.at(px + fixpath::kDirectionDx[d - 4], py + fixpath::kDirectionDy[d - 4]) != 0;
                        const uint32_t o = (d - 3) & 3u;
                        const bool b = map.inside(px + fixpath::kDirectionDx[o], py + fixpath::kDirectionDy[o]) &&
                                       map.at(px + fixpath::kDirectionDx[o], py + fixpath::kDirectionDy[o]) != 0;
                        if (!fixpath::detail::corner_allows(rules.corners, a, b)) continue;
                    }
                    const uint32_t p = static_cast<uint32_t>(py) * w + static_cast<uint32_t>(px);
                    const uint64_t step = uint64_t{d < 4 ? rules.costs.straight : rules.costs.diagonal} * map.at(tx, ty);
                    if (distance[p] == UINT32_MAX || uint64_t{distance[p]} + step != distance[t]) continue;
                    const uint32_t from_p = p == s ? (1u << d) : uint32_t{first[p]};
                    moves = static_cast<uint8_t>(moves | from_p);
                    if (one_path) break;  // the first optimal parent in direction order: one first move a target
                }
                first[t] = moves;
                for (uint32_t d = 0; d < directions; ++d) {
                    if ((moves >> d) & 1u) {
                        box[d][0] = std::min<uint32_t>(box[d][0], static_cast<uint32_t>(tx));
                        box[d][1] = std::min<uint32_t>(box[d][1], static_cast<uint32_t>(ty));
                        box[d][2] = std::max<uint32_t>(box[d][2], static_cast<uint32_t>(tx));
                        box[d][3] = std::max<uint32_t>(box[d][3], static_cast<uint32_t>(ty));
                    }
                }
            }
        }
        for (uint32_t d = 0; d < directions; ++d) {
            for (uint32_t k = 0; k < 4; ++k) {
                const uint32_t v = box[d][k] == 0xFFFFu ? (bytes == 1 ? 0xFFu : 0xFFFFu) : box[d][k];
                *out++ = static_cast<uint8_t>(v & 0xFFu);
                if (bytes == 2) *out++ = static_cast<uint8_t>(v >> 8);
            }
        }
    }
}

}  // namespace

namespace {

bool map_fits(const GridFile& map, std::string& error) {
    const uint64_t cells = static_cast<uint64_t>(map.width) * static_cast<uint64_t>(map.height);
    if (map.width > 65535 || map.height > 65535 || cells > kMaxCells || cells == 0) {
        error = "a map of " + std::to_string(map.width) + "x" + std::to_string(map.height) +
                ": goal bounds need at most 65,535 cells a side and 16,777,216 cells";
        return false;
    }
    return true;
}

// The fills of the cells `slots` gives (empty: every cell) into `boxes`.
bool fill_boxes(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules, std::vector<uint8_t>& boxes,
                const std::vector<uint32_t>& slots, std::string& error, unsigned threads, bool one_path) {
    const uint64_t cells = static_cast<uint64_t>(map.width) * static_cast<uint64_t>(map.height);
    if (threads == 0) threads = std::max(1u, std::thread::hardware_concurrency());
    std::atomic<uint32_t> next_cell{0};
    std::atomic<int> failure{-1};  // the status of the first fill that did not finish
    std::vector<std::thread> pool;
    for (unsigned i = 0; i < threads; ++i) {
        pool.emplace_back([&] {
            if (cells <= (1u << 12)) work<(1u << 12)>(map, rules, boxes, slots, next_cell, one_path, failure);
            else if (cells <= (1u << 20)) work<(1u << 20)>(map, rules, boxes, slots, next_cell, one_path, failure);
            else work<kMaxCells>(map, rules, boxes, slots, next_cell, one_path, failure);
        });
    }
    for (auto& t : pool) t.join();
    if (failure.load() >= 0) {
        // (Every fill of a valid map finishes on the roomy state: this is
        // options it refuses, or costs beyond 32 bits.)
        error = std::string("a Dijkstra fill did not finish (") +
                fixpath::status_name(static_cast<fixpath::Status>(failure.load())) + "): no bounds written";
        boxes.clear();
        return false;
    }
    return true;
}

}  // namespace

bool build_goal_bounds(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules, std::vector<uint8_t>& boxes,
                       std::string& error, unsigned threads, bool one_path) {
    boxes.clear();
    if (!map_fits(map, error)) return false;
    boxes.assign(fixpath::GoalBounds::bytes_for(map.width, map.height, rules.moves, goal_bounds_coordinate_bytes(map)), 0);
    return fill_boxes(map, rules, boxes, {}, error, threads, one_path);
}

bool build_jump_point_bounds(const GridFile& map, const fixpath::SearchOptions<uint32_t>& rules,
                             std::vector<uint8_t>& index, std::vector<uint8_t>& boxes, std::string& error,
                             unsigned threads) {
    index.clear();
    boxes.clear();
    if (!map_fits(map, error)) return false;
    if (rules.moves != fixpath::Moves::Eight || rules.corners != fixpath::CornerRule::Never) {
        error = "bounds for the jump points only are for jump point search's rules: 8 moves, corners never cut";
        return false;
    }
    for (const uint8_t c : map.costs) {
        if (c > 1) {
            error = "the map has terrain (multipliers above 1): bounds for the jump points only are for "
                    "walls-and-floor maps";
            return false;
        }
    }
    BuiltJumpTable table;
    if (!build_jump_table(map, 2, table, error, "the map")) return false;
    const fixpath::JumpTable view = table.view();
    const uint32_t w = static_cast<uint32_t>(map.width);
    index.assign(fixpath::GoalBounds::index_bytes(map.width, map.height), 0);
    const uint32_t entries = fixpath::GoalBounds::build_index(
        map.width, map.height,
        [&](uint32_t cell) {
            return fixpath::is_jump_point(view, static_cast<int32_t>(cell % w), static_cast<int32_t>(cell / w));
        },
        index.data());
    std::vector<uint32_t> slots(static_cast<size_t>(map.width) * static_cast<size_t>(map.height), kNoSlot);
    uint32_t next = 0;
    for (uint32_t cell = 0; cell < slots.size(); ++cell) {
        if ((index[cell >> 3] >> (cell & 7u)) & 1u) slots[cell] = next++;
    }
    const uint32_t entry_bytes = fixpath::detail::direction_count(rules.moves) * 4u * goal_bounds_coordinate_bytes(map);
    boxes.assign(static_cast<size_t>(entries) * entry_bytes, 0);
    if (!fill_boxes(map, rules, boxes, slots, error, threads, false)) {
        index.clear();
        return false;
    }
    return true;
}

std::string goal_bounds_kind_mismatch(const fixpath::GoalBounds& bounds, bool jump_points, const std::string& path) {
    if (!jump_points && bounds.jump_points_only()) {
        return "--bounds: " + path + " holds boxes for the jump points only, which serve jump point search "
               "(--algo jps+gb or jps2+gb); A* needs every cell's: build it without --jump-points";
    }
    if (jump_points && bounds.ties() != fixpath::GoalBoundsTies::EveryFirstMove) {
        return "--bounds: " + path + " counts one first move a target (for A*); jump points need every optimal "
               "first move: build it with `fixpath bounds build --all-ties`";
    }
    return std::string();
}

std::string goal_bounds_file_bytes(const GridFile& map, const fixpath::GoalBounds& bounds) {
    const fixpath::ByteCostMap view = map.view();
    const uint32_t size = fixpath::goal_bounds_file_size(bounds);
    std::string bytes(size, '\0');
    if (size == 0 ||
        fixpath::write_goal_bounds_file(view, bounds, reinterpret_cast<uint8_t*>(&bytes[0]), bytes.size()) != size) {
        return std::string();
    }
    return bytes;
}

bool load_goal_bounds(const std::string& path, const GridFile& map, LoadedGoalBounds& out, std::string& error) {
    out = LoadedGoalBounds{};
    std::string text;
    // Never more than the largest file of this map (8 directions, 2-byte coordinates).
    const uint64_t most = fixpath::goal_bounds_file_size(map.width, map.height, 8, 2);
    if (!read_format_file(path, "FXGB", most == 0 ? 4096 : most, text, error)) return false;
    out.read = true;
    out.bytes.assign(text.begin(), text.end());
    const fixpath::GoalBoundsFormatError e =
        fixpath::validate_goal_bounds(out.bytes.data(), out.bytes.size(), map.view(), &out.view);
    if (e != fixpath::GoalBoundsFormatError::None) {
        const char* why = e == fixpath::GoalBoundsFormatError::WrongMap
                              ? "built for another map (other sides, walls or multipliers)"
                          : e == fixpath::GoalBoundsFormatError::BadMagic ? "not a goal bounds file"
                          : e == fixpath::GoalBoundsFormatError::BadChecksum ? "damaged (checksum)"
                                                                             : "not a valid goal bounds file";
        error = quoted_path(path) + ": " + why + " (" + fixpath::file_error_name(e) + ")";
        out = LoadedGoalBounds{};
        out.read = true;
        return false;
    }
    return true;
}

}  // namespace fixpath_host
