// fixpath_c.cpp - the C API (fixpath.h) over the C++ core: compile this one
// file (C++17) into a C program. Each opaque C struct holds a small header
// (a magic number and the map) and the core's objects, constructed in place
// by the *_init() and *_begin() calls; nothing is allocated.
#include <fixpath.h>

#include <new>  // placement new (a freestanding header)

#include <fixpath/fixpath.hpp>

namespace {

using Cost = uint32_t;
using GridState = fixpath::DenseState<FIXPATH_C_MAX_CELLS, Cost>;
using Map = fixpath::ByteCostMap;
using GridSearch = fixpath::GridSearch<Map, GridState>;
using Field = fixpath::FlowField<Map, GridState>;
using GraphState = fixpath::GraphState<FIXPATH_C_MAX_NODES, Cost>;
using GraphSearch = fixpath::GraphSearch<fixpath::GraphBlob, GraphState>;

constexpr uint32_t kMagic = 0x46585043u;  // "FXPC": an initialised object

// A refused begin leaves no query behind: `active` is cleared and the
// refusal kept, so that step() answers it and path() writes nothing until
// the next accepted begin (never the previous query's answer).
struct GridObject {
    uint32_t magic;
    bool active;
    fixpath_status refused;  // what step() and path() answer without a search
    alignas(GridSearch) unsigned char search[sizeof(GridSearch)];
    GridState state;
    GridSearch* get() { return std::launder(reinterpret_cast<GridSearch*>(search)); }
    const GridSearch* get() const { return std::launder(reinterpret_cast<const GridSearch*>(search)); }
};
struct FieldObject {
    uint32_t magic;
    bool active;
    fixpath_status refused;  // as GridObject's
    alignas(Field) unsigned char field[sizeof(Field)];
    GridState state;
    Field* get() { return std::launder(reinterpret_cast<Field*>(field)); }
    const Field* get() const { return std::launder(reinterpret_cast<const Field*>(field)); }
};
struct GraphObject {
    uint32_t magic;
    fixpath::GraphBlob blob;
};
struct GraphSearchObject {
    uint32_t magic;
    GraphState state;
};

// The C sizes are bounds of the C++ objects (fixpath.h).
static_assert(sizeof(GridObject) <= FIXPATH_GRID_SEARCH_BYTES, "FIXPATH_GRID_SEARCH_BYTES is too small");
static_assert(sizeof(FieldObject) <= FIXPATH_FLOW_FIELD_BYTES, "FIXPATH_FLOW_FIELD_BYTES is too small");
static_assert(sizeof(GraphObject) <= FIXPATH_GRAPH_BYTES, "FIXPATH_GRAPH_BYTES is too small");
static_assert(sizeof(GraphSearchObject) <= FIXPATH_GRAPH_SEARCH_BYTES, "FIXPATH_GRAPH_SEARCH_BYTES is too small");
static_assert(alignof(GridObject) <= alignof(fixpath_grid_search), "fixpath_grid_search is under-aligned");
static_assert(alignof(FieldObject) <= alignof(fixpath_flow_field), "fixpath_flow_field is under-aligned");
static_assert(alignof(GraphObject) <= alignof(fixpath_graph), "fixpath_graph is under-aligned");
static_assert(alignof(GraphSearchObject) <= alignof(fixpath_graph_search), "fixpath_graph_search is under-aligned");
// The status numbers are the core's.
static_assert(FIXPATH_FOUND == static_cast<int>(fixpath::Status::Found) &&
                  FIXPATH_NON_UNIFORM_MAP == static_cast<int>(fixpath::Status::NonUniformMap) &&
                  FIXPATH_PARTIAL == static_cast<int>(fixpath::Status::Partial),
              "fixpath_status and fixpath::Status disagree");
static_assert(FIXPATH_GRAPH_BAD_ROUTE_TABLE == static_cast<int>(fixpath::GraphFormatError::BadRouteTable),
              "fixpath_graph_error and fixpath::GraphFormatError disagree");
static_assert(Field::direction_bytes(FIXPATH_C_MAX_CELLS) <= FIXPATH_FLOW_DIRECTION_BYTES(FIXPATH_C_MAX_CELLS),
              "FIXPATH_FLOW_DIRECTION_BYTES is too small");

template <typename Object, typename Opaque>
Object* object_of(Opaque* opaque) {
    if (opaque == nullptr) return nullptr;
    Object* o = std::launder(reinterpret_cast<Object*>(opaque->opaque_.bytes_));
    return o->magic == kMagic ? o : nullptr;
}
template <typename Object, typename Opaque>
const Object* object_of(const Opaque* opaque) {
    if (opaque == nullptr) return nullptr;
    const Object* o = std::launder(reinterpret_cast<const Object*>(opaque->opaque_.bytes_));
    return o->magic == kMagic ? o : nullptr;
}

fixpath_status to_c(fixpath::Status s) { return static_cast<fixpath_status>(s); }

bool to_options(const fixpath_options* in, fixpath::SearchOptions<Cost>& out) {
    const fixpath_options o = in != nullptr ? *in : fixpath_default_options();
    if ((o.moves != 4 && o.moves != 8) || o.corners > FIXPATH_CORNERS_ALWAYS ||
        o.heuristic > FIXPATH_HEURISTIC_CHEBYSHEV || !fixpath::Weight{o.weight_numerator, o.weight_denominator}.valid()) {
        return false;
    }
    out.moves = o.moves == 4 ? fixpath::Moves::Four : fixpath::Moves::Eight;
    out.corners = static_cast<fixpath::CornerRule>(o.corners);
    out.heuristic = static_cast<fixpath::Heuristic>(o.heuristic);
    out.costs = {o.straight, o.diagonal};
    out.weight = {o.weight_numerator, o.weight_denominator};
    out.nearest = o.nearest != 0;
    return true;  // the rest (costs of 0 or too large) the core refuses with InvalidOptions
}

bool valid_map(const fixpath_grid* map) {
    return map != nullptr && map->cells != nullptr && map->width > 0 && map->height > 0;
}

fixpath_path_info to_c(const fixpath::PathInfo<Cost>& p, uint32_t expanded) {
    return fixpath_path_info{to_c(p.status), p.length, p.cost, p.partial ? 1 : 0, expanded};
}

fixpath_path_info failed(fixpath_status s) { return fixpath_path_info{s, 0, 0, 0, 0}; }

// Forgets the object's query (see GridObject) and answers `s`.
template <typename Object>
fixpath_status refuse(Object* o, fixpath_status s) {
    if (o != nullptr) {
        o->refused = s;
        o->active = false;
    }
    return s;
}

// A begin the core refused (its inputs, not the search's outcome): the
// object then holds no query either.
template <typename Object>
fixpath_status begun(Object* o, fixpath::Status s) {
    const fixpath_status c = to_c(s);
    const bool refused = s == fixpath::Status::InvalidStart || s == fixpath::Status::InvalidGoal ||
                         s == fixpath::Status::InvalidOptions || s == fixpath::Status::MapTooLarge ||
                         s == fixpath::Status::NonUniformMap;
    return refused ? refuse(o, c) : c;
}

// What a wrapper refuses before the core sees the map: a null or empty map,
// unknown options (FIXPATH_INVALID_OPTIONS), more cells than the state has.
fixpath_status map_and_options(const fixpath_grid* map, const fixpath_options* options,
                               fixpath::SearchOptions<Cost>& opts) {
    if (!valid_map(map) || !to_options(options, opts)) return FIXPATH_INVALID_OPTIONS;
    if (static_cast<uint64_t>(map->width) * static_cast<uint64_t>(map->height) > FIXPATH_C_MAX_CELLS) {
        return FIXPATH_MAP_TOO_LARGE;
    }
    return FIXPATH_IDLE;
}

// The core's search constructed in place for an accepted map (the state kept).
GridSearch* new_search(GridObject* o, const fixpath_grid* map) {
    o->active = true;
    return ::new (static_cast<void*>(o->search)) GridSearch(Map(map->cells, map->width, map->height), o->state);
}

// A grid search object made for `map`: FIXPATH_IDLE when ready; any other
// status is a refusal, and the object then holds no query.
fixpath_status grid_start(GridObject* o, const fixpath_grid* map, const fixpath_options* options,
                          fixpath::SearchOptions<Cost>& opts, GridSearch*& out) {
    const fixpath_status st = map_and_options(map, options, opts);
    if (st != FIXPATH_IDLE) return refuse(o, st);
    out = new_search(o, map);
    return FIXPATH_IDLE;
}

// An enum argument from C, as the number the caller passed. C lets a caller
// pass any int as a fixpath_status (99, -1); C++ sees an enum whose values
// end at its largest enumerator's bits, and reading one beyond them as the
// enum is undefined there. Its bytes copied into an unsigned integer of the
// same size are not (any byte order: the two have the same layout); a
// negative int reads as a large number.
template <typename Enum>
uint32_t enum_bits(const Enum& e) {
    using Unsigned = typename fixpath::detail::Select<
        sizeof(Enum) == 1, uint8_t,
        typename fixpath::detail::Select<sizeof(Enum) == 2, uint16_t, uint32_t>::type>::type;
    static_assert(sizeof(Unsigned) == sizeof(Enum), "an enum of 1, 2 or 4 bytes");
    Unsigned v = 0;
    const unsigned char* from = reinterpret_cast<const unsigned char*>(&e);
    unsigned char* to = reinterpret_cast<unsigned char*>(&v);
    for (unsigned i = 0; i < sizeof(Enum); ++i) {
        to[i] = from[i];
    }
    return v;
}

}  // namespace

extern "C" {

const char* fixpath_status_name(fixpath_status status) {
    const uint32_t value = enum_bits(status);
    if (value > static_cast<uint32_t>(FIXPATH_PARTIAL)) return "unknown";
    return fixpath::status_name(static_cast<fixpath::Status>(value));
}

fixpath_options fixpath_default_options(void) {
    fixpath_options o;
    o.moves = 8;
    o.corners = FIXPATH_CORNERS_NEVER;
    o.heuristic = FIXPATH_HEURISTIC_OCTILE;
    o.straight = 10;
    o.diagonal = 14;
    o.weight_numerator = 1;
    o.weight_denominator = 1;
    o.nearest = 0;
    return o;
}

const char* fixpath_version(void) { return FIXPATH_VERSION_STRING; }

// ---- grid search ----

void fixpath_grid_search_init(fixpath_grid_search* search) {
    if (search == nullptr) return;
    GridObject* o = ::new (static_cast<void*>(search->opaque_.bytes_)) GridObject;
    o->magic = kMagic;
    o->active = false;
    o->refused = FIXPATH_IDLE;
}

fixpath_status fixpath_grid_begin(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point start,
                                  fixpath_point goal, const fixpath_options* options) {
    GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    fixpath::SearchOptions<Cost> opts;
    GridSearch* s = nullptr;
    const fixpath_status st = grid_start(o, map, options, opts, s);
    if (st != FIXPATH_IDLE) return st;
    return begun(o, s->begin(fixpath::make_point(start.x, start.y), fixpath::make_point(goal.x, goal.y), opts));
}

fixpath_status fixpath_grid_begin_fill(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point source,
                                       uint32_t* distances, const fixpath_options* options) {
    GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    if (distances == nullptr) return refuse(o, FIXPATH_INVALID_OPTIONS);
    fixpath::SearchOptions<Cost> opts;
    GridSearch* s = nullptr;
    const fixpath_status st = grid_start(o, map, options, opts, s);
    if (st != FIXPATH_IDLE) return st;
    return begun(o, s->begin_fill(fixpath::make_point(source.x, source.y),
                                  fixpath::Area{0, 0, map->width, map->height}, distances, opts));
}

fixpath_status fixpath_grid_begin_range(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point unit,
                                        uint32_t budget, uint32_t* costs, uint32_t capacity,
                                        const fixpath_options* options, fixpath_area* window) {
    GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    fixpath::SearchOptions<Cost> opts;
    const fixpath_status st = map_and_options(map, options, opts);
    if (st != FIXPATH_IDLE) return refuse(o, st);
    if (costs == nullptr || window == nullptr || budget >= 0xFFFFFFFFu || opts.costs.straight == 0 ||
        opts.costs.diagonal == 0) {
        return refuse(o, FIXPATH_INVALID_OPTIONS);
    }
    const fixpath::Area area = fixpath::MovementRange<Map, GridState>::window_for(
        map->width, map->height, fixpath::make_point(unit.x, unit.y), budget, opts);
    if (area.cells() == 0) return refuse(o, FIXPATH_INVALID_START);
    if (capacity < area.cells()) return refuse(o, FIXPATH_INVALID_OPTIONS);
    GridSearch* s = new_search(o, map);
    window->x = area.x;
    window->y = area.y;
    window->width = area.width;
    window->height = area.height;
    const fixpath::Status st_fill = s->begin_fill(fixpath::make_point(unit.x, unit.y), area, costs, opts);
    if (st_fill == fixpath::Status::InProgress) s->limit_fill(budget);
    return begun(o, st_fill);
}

fixpath_status fixpath_grid_step(fixpath_grid_search* search, uint32_t max_expansions) {
    GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    if (!o->active) return o->refused;
    return to_c(o->get()->step(max_expansions));
}

fixpath_path_info fixpath_grid_path(const fixpath_grid_search* search, fixpath_point* out, uint32_t capacity) {
    const GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return failed(FIXPATH_INVALID_OPTIONS);
    if (!o->active) return failed(o->refused);
    static_assert(sizeof(fixpath_point) == sizeof(fixpath::Point) && alignof(fixpath_point) == alignof(fixpath::Point),
                  "fixpath_point and fixpath::Point differ");
    // fixpath_point and fixpath::Point are both two int16_t: the core writes the caller's array.
    const GridSearch* s = o->get();
    fixpath_path_info info =
        to_c(s->path(reinterpret_cast<fixpath::Point*>(out), out == nullptr ? 0 : capacity), s->stats().expanded);
    // A partial path written: the status is the search's, so that it reads
    // NO_PATH or OUT_OF_NODES (as find_path's result), never FOUND.
    if (info.status == FIXPATH_PARTIAL) info.status = to_c(s->status());
    return info;
}

fixpath_path_info fixpath_grid_path_to(const fixpath_grid_search* search, fixpath_point target, fixpath_point* out,
                                       uint32_t capacity) {
    const GridObject* o = object_of<GridObject>(search);
    if (o == nullptr) return failed(FIXPATH_INVALID_OPTIONS);
    if (!o->active) return failed(o->refused);
    const GridSearch* s = o->get();
    return to_c(s->path_to(fixpath::make_point(target.x, target.y), reinterpret_cast<fixpath::Point*>(out),
                           out == nullptr ? 0 : capacity),
                s->stats().expanded);
}

fixpath_path_info fixpath_find_path(fixpath_grid_search* search, const fixpath_grid* map, fixpath_point start,
                                    fixpath_point goal, const fixpath_options* options, fixpath_point* out,
                                    uint32_t capacity) {
    // (a refused begin leaves the object answering its refusal: path() reports it)
    if (fixpath_grid_begin(search, map, start, goal, options) == FIXPATH_IN_PROGRESS) {
        fixpath_grid_step(search, fixpath::kUnlimited);
    }
    return fixpath_grid_path(search, out, capacity);
}

// ---- flow field ----

void fixpath_flow_field_init(fixpath_flow_field* field) {
    if (field == nullptr) return;
    FieldObject* o = ::new (static_cast<void*>(field->opaque_.bytes_)) FieldObject;
    o->magic = kMagic;
    o->active = false;
    o->refused = FIXPATH_IDLE;
}

fixpath_status fixpath_flow_begin(fixpath_flow_field* field, const fixpath_grid* map, const fixpath_point* goals,
                                  uint32_t goal_count, uint32_t* distances, uint8_t* directions, uint32_t* scratch,
                                  uint32_t scratch_count, const fixpath_options* options) {
    FieldObject* o = object_of<FieldObject>(field);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    fixpath::SearchOptions<Cost> opts;
    const fixpath_status st = map_and_options(map, options, opts);
    if (st != FIXPATH_IDLE) return refuse(o, st);
    if (goals == nullptr || distances == nullptr || directions == nullptr) return refuse(o, FIXPATH_INVALID_OPTIONS);
    Field* f = ::new (static_cast<void*>(o->field))
        Field(Map(map->cells, map->width, map->height), o->state, fixpath::Area{0, 0, map->width, map->height},
              distances, directions, scratch, scratch == nullptr ? 0 : scratch_count);
    o->active = true;
    return begun(o, f->begin(reinterpret_cast<const fixpath::Point*>(goals), goal_count, opts));
}

fixpath_status fixpath_flow_step(fixpath_flow_field* field, uint32_t max_expansions) {
    FieldObject* o = object_of<FieldObject>(field);
    if (o == nullptr) return FIXPATH_INVALID_OPTIONS;
    if (!o->active) return o->refused;
    return to_c(o->get()->step(max_expansions));
}

int fixpath_flow_next_step(const fixpath_flow_field* field, fixpath_point from, fixpath_point* next) {
    const FieldObject* o = object_of<FieldObject>(field);
    if (o == nullptr || !o->active || next == nullptr) return 0;
    fixpath::Point to{0, 0};
    if (!o->get()->next_step(fixpath::make_point(from.x, from.y), to)) return 0;
    next->x = to.x;
    next->y = to.y;
    return 1;
}

fixpath_status fixpath_flow_repair(fixpath_flow_field* field, const fixpath_point* changed, uint32_t count) {
    FieldObject* o = object_of<FieldObject>(field);
    if (o == nullptr || (changed == nullptr && count != 0)) return FIXPATH_INVALID_OPTIONS;
    if (!o->active) return o->refused;
    return to_c(o->get()->begin_repair(reinterpret_cast<const fixpath::Point*>(changed), count));
}

// ---- waypoint graphs ----

const char* fixpath_graph_error_name(fixpath_graph_error error) {
    if (static_cast<int>(error) < 0 || error > FIXPATH_GRAPH_BAD_ROUTE_TABLE) return "unknown";
    return fixpath::file_error_name(static_cast<fixpath::GraphFormatError>(error));
}

fixpath_graph_error fixpath_graph_open(fixpath_graph* graph, const uint8_t* data, size_t size) {
    if (graph == nullptr) return FIXPATH_GRAPH_TRUNCATED;
    GraphObject* o = ::new (static_cast<void*>(graph->opaque_.bytes_)) GraphObject;
    o->magic = 0;
    const fixpath::GraphFormatError e = fixpath::validate_graph(data, size, FIXPATH_C_MAX_NODES, &o->blob);
    if (e == fixpath::GraphFormatError::None) o->magic = kMagic;
    return static_cast<fixpath_graph_error>(e);
}

uint32_t fixpath_graph_node_count(const fixpath_graph* graph) {
    const GraphObject* o = object_of<GraphObject>(graph);
    return o == nullptr ? 0u : o->blob.node_count();
}

uint32_t fixpath_graph_find_label(const fixpath_graph* graph, uint32_t label) {
    const GraphObject* o = object_of<GraphObject>(graph);
    if (o == nullptr) return UINT32_MAX;
    const fixpath::NodeId n = o->blob.find_label(label);
    return n == fixpath::kNoNode ? UINT32_MAX : n;
}

void fixpath_graph_search_init(fixpath_graph_search* search) {
    if (search == nullptr) return;
    GraphSearchObject* o = ::new (static_cast<void*>(search->opaque_.bytes_)) GraphSearchObject;
    o->magic = kMagic;
}

fixpath_path_info fixpath_graph_route(fixpath_graph_search* search, const fixpath_graph* graph, uint32_t from,
                                      uint32_t to, uint16_t* out, uint32_t capacity, int dijkstra) {
    GraphSearchObject* s = object_of<GraphSearchObject>(search);
    const GraphObject* g = object_of<GraphObject>(graph);
    if (s == nullptr || g == nullptr) return failed(FIXPATH_INVALID_OPTIONS);
    fixpath::GraphOptions options;
    options.algorithm = dijkstra ? fixpath::GraphAlgorithm::Dijkstra : fixpath::GraphAlgorithm::AStar;
    const auto r = fixpath::find_route(g->blob, s->state, from, to, out, out == nullptr ? 0 : capacity, options);
    return fixpath_path_info{to_c(r.status), r.length, r.cost, r.partial ? 1 : 0, r.stats.expanded};
}

}  // extern "C"
