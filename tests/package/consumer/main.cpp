#include <cstdio>

#include <fixpath/fixpath.hpp>

int main() {
    static const uint8_t cells[5 * 3] = {
        1, 1, 1, 1, 1,
        1, 0, 0, 0, 1,
        1, 1, 1, 1, 1,
    };
    static fixpath::DenseState<5 * 3, uint16_t> state;
    fixpath::ByteCostMap map(cells, 5, 3);
    fixpath::Point path[16];
    const auto r = fixpath::find_path(map, state, {0, 1}, {4, 1}, path, 16);
    std::printf("%s %u\n", fixpath::status_name(r.status), static_cast<unsigned>(r.cost));
    // Up, four steps along the top row, down: the wall forbids cutting its
    // corners diagonally (the default corner rule).
    return r.status == fixpath::Status::Found && r.cost == 60 ? 0 : 1;
}
