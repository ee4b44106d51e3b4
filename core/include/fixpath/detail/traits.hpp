// fixpath/detail/traits.hpp - what the engine asks of a map or a state type
// beyond the required members: optional hooks, detected at compile time.
//
// A map may offer its cells' bytes in place:
//     const uint8_t* cell_pointer(int32_t x, int32_t y) const;
//     int32_t row_stride() const;
// meaning cost(x + dx, y + dy) == cell_pointer(x, y)[dy * row_stride() + dx]
// for every cell of the map. The search then reads the 8 neighbours of a
// cell away from the search area's edge with 8 loads from one pointer
// instead of 8 cost() calls (ByteCostMap offers it).
//
// A state may say how large an area it searches (max_area_cells()); one
// that does not is taken to search areas of any size. (How it orders its
// open list, OpenListOf, is told in state/search_state.hpp.)
#ifndef FIXPATH_DETAIL_TRAITS_HPP
#define FIXPATH_DETAIL_TRAITS_HPP

#include <stdint.h>

namespace fixpath {
namespace detail {

template <typename T>
T&& declared_value() noexcept;  // never defined: for decltype only (std::declval)

template <typename... Ts>
struct AlwaysVoid {
    using type = void;
};

template <bool Value>
struct BoolConstant {
    static constexpr bool value = Value;
};

template <typename Map, typename = void>
struct HasCellPointer : BoolConstant<false> {};
template <typename Map>
struct HasCellPointer<Map, typename AlwaysVoid<decltype(declared_value<const Map&>().cell_pointer(0, 0)),
                                               decltype(declared_value<const Map&>().row_stride())>::type>
    : BoolConstant<true> {};

// Whether a map's cell bytes lie in place in program memory, read one byte
// at a time with detail::flash_byte() (flash_cell_pointer(x, y) and
// row_stride(): FlashByteCostMap). Not a cell_pointer(): on AVR a plain
// load through it would read RAM.
template <typename Map, typename = void>
struct HasFlashCellPointer : BoolConstant<false> {};
template <typename Map>
struct HasFlashCellPointer<Map, typename AlwaysVoid<decltype(declared_value<const Map&>().flash_cell_pointer(0, 0)),
                                                    decltype(declared_value<const Map&>().row_stride())>::type>
    : BoolConstant<true> {};

// How many ids a state hands out (id_count(), optional): no walk back
// along parents of a consistent query takes more steps.
template <typename State, typename = void>
struct IdCountOf {
    static constexpr uint32_t value = 0;  // (not said)
};
template <typename State>
struct IdCountOf<State, typename AlwaysVoid<decltype(State::id_count())>::type> {
    static constexpr uint32_t value = State::id_count();
};

template <typename State, typename = void>
struct AreaLimitOf {
    static constexpr uint32_t value = 0xFFFFFFFFu;
};
template <typename State>
struct AreaLimitOf<State, typename AlwaysVoid<decltype(State::max_area_cells())>::type> {
    static constexpr uint32_t value = State::max_area_cells();
};

// Whether a state records the length of each parent ray (JumpPointState,
// jump_point_state.hpp): jump point search needs it.
template <typename State, typename = void>
struct RecordsRays : BoolConstant<false> {};
template <typename State>
struct RecordsRays<State, typename AlwaysVoid<decltype(State::kRecordsRays)>::type> : BoolConstant<State::kRecordsRays> {};

// Whether a state records bent rays (JumpPointState<Layout, true>): jump
// point search then prunes intercardinal jump points.
template <typename State, typename = void>
struct RecordsBends : BoolConstant<false> {};
template <typename State>
struct RecordsBends<State, typename AlwaysVoid<decltype(State::kRecordsBends)>::type>
    : BoolConstant<State::kRecordsBends> {};

}  // namespace detail
}  // namespace fixpath

#endif  // FIXPATH_DETAIL_TRAITS_HPP
