// fixpath_host/link_file.hpp - portal and one-way link lists for
// `fixpath solve --links FILE` (grid_links.hpp in the core).
//
// One link a line: `x1,y1 x2,y2 cost [oneway]` (columns x, rows y; cost a
// whole number 0..4294967295; without `oneway` the link goes both ways).
// Blank lines and lines starting with `#` are ignored; anything else is an
// error naming the file and line.
#ifndef FIXPATH_HOST_LINK_FILE_HPP
#define FIXPATH_HOST_LINK_FILE_HPP

#include <string>
#include <vector>

#include <fixpath/grid/grid_links.hpp>

#include <fixpath_host/grid_file.hpp>

namespace fixpath_host {

struct LinkList {
    std::vector<fixpath::GridLink> links;
    std::vector<int> lines;  // the line each link was read from
};

bool parse_links(const std::string& text, const std::string& name, LinkList& out, std::string& error);
bool load_links(const std::string& path, LinkList& out, std::string& error);

// Every end on the map and passable, and at most `max_directed` directed
// links (a two-way link counts twice); false with "FILE:LINE: ..." otherwise.
bool check_links(const LinkList& list, const std::string& name, const GridFile& map, uint32_t max_directed,
                 std::string& error);

}  // namespace fixpath_host

#endif  // FIXPATH_HOST_LINK_FILE_HPP
