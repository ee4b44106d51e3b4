// The host port's map and scenario parsers: good files load, bad ones give
// one clear message naming the file and line.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include <fixpath_host/ascii_render.hpp>
#include <fixpath_host/grid_file.hpp>
#include <fixpath_host/link_file.hpp>
#include <fixpath_host/scenario_file.hpp>
#include <fixpath_host/statistics.hpp>

namespace {

using fixpath_host::GridFile;

std::string parse_error(const std::string& text) {
    GridFile m;
    std::string error;
    EXPECT_FALSE(fixpath_host::parse_grid(text, "t.map", m, error)) << text;
    return error;
}

TEST(GridFile, MovingAIMapWithEveryTile) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_grid("type octile\r\nheight 2\r\nwidth 4\r\nmap\r\n.G@O\r\nTSW.\r\n",
                                         "t.map", m, error))
        << error;
    EXPECT_EQ(m.width, 4);
    EXPECT_EQ(m.height, 2);
    const uint8_t want[8] = {1, 1, 0, 0, 0, 1, 0, 1};
    for (int i = 0; i < 8; ++i) {
        EXPECT_EQ(m.costs[static_cast<size_t>(i)], want[i]) << i;
    }
    fixpath_host::TileCosts slow_swamp;
    slow_swamp.swamp = 3;
    slow_swamp.water = 9;
    ASSERT_TRUE(fixpath_host::parse_grid("type octile\nheight 1\nwidth 2\nmap\nSW\n", "t.map", m, error,
                                         slow_swamp));
    EXPECT_EQ(m.costs[0], 3);
    EXPECT_EQ(m.costs[1], 9);
}

TEST(GridFile, MovingAIErrorsNameTheLine) {
    EXPECT_EQ(parse_error("type hex\nheight 1\nwidth 1\nmap\n.\n"),
              "t.map:1: unsupported map type 'hex' (expected octile)");
    EXPECT_EQ(parse_error("type octile\nheight x\nwidth 1\nmap\n.\n").rfind("t.map:2: bad height", 0), 0u);
    EXPECT_EQ(parse_error("type octile\nheight 2\nwidth 3\nmap\n...\n..\n"),
              "t.map:6: row has 2 tiles, expected 3");
    EXPECT_EQ(parse_error("type octile\nheight 3\nwidth 1\nmap\n.\n.\n"),
              "t.map:7: map has 2 rows, header says height 3");
    EXPECT_EQ(parse_error("type octile\nheight 1\nwidth 2\nmap\n.x\n"),
              "t.map:5: unknown tile 'x' at column 2");
    EXPECT_EQ(parse_error("type octile\nheight 1\nwidth 1\n"), "t.map:3: header has no 'map' line");
    EXPECT_EQ(parse_error(""), "t.map:1: empty file");
    EXPECT_EQ(parse_error("type octile\nheight 1\nmap\n.\n"), "t.map:3: header lacks width");
}

TEST(GridFile, AsciiMapsWithMarkersAndTerrain) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_grid("; comment\n#S.9\n..G#\n", "a.txt", m, error)) << error;
    EXPECT_EQ(m.width, 4);
    EXPECT_EQ(m.height, 2);
    ASSERT_TRUE(m.start && m.goal);
    EXPECT_EQ(m.start->x, 1);
    EXPECT_EQ(m.goal->y, 1);
    EXPECT_EQ(m.at(3, 0), 9);
    EXPECT_EQ(m.at(0, 0), 0);
    EXPECT_EQ(parse_error("..\n...\n"), "t.map:2: row has 3 cells, expected 2 like the first row");
    EXPECT_EQ(parse_error("S.S\n"), "t.map:1: second 'S' marker");
    EXPECT_EQ(parse_error("..?\n"), "t.map:1: unknown cell '?' at column 3 (expected # . 1-9 S G)");
}

TEST(GridFile, BundledDemoMapLoads) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::load_grid(std::string(FIXPATH_EXAMPLE_MAPS) + "/castle.txt", m, error)) << error;
    EXPECT_TRUE(m.start && m.goal);
    EXPECT_FALSE(fixpath_host::load_grid("/nonexistent/x.map", m, error));
    EXPECT_EQ(error, "/nonexistent/x.map: cannot open (No such file or directory)");
    // Only regular files are read (a directory, a device would be read without end or misreported).
    EXPECT_FALSE(fixpath_host::load_grid(FIXPATH_EXAMPLE_MAPS, m, error));
    EXPECT_EQ(error, std::string(FIXPATH_EXAMPLE_MAPS) + ": not a regular file (a directory)");
    EXPECT_FALSE(fixpath_host::load_grid("/dev/zero", m, error));
    EXPECT_EQ(error, "/dev/zero: not a regular file (a character device)");
}

TEST(ScenarioFile, ParsesBothGenerations) {
    std::vector<fixpath_host::Scenario> s;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_scenarios(
        "version 1\n0\tarena.map\t49\t49\t19\t26\t19\t29\t3.00000000\n"
        "1\tmaps/dao/den520d.map\t256\t257\t100\t163\t98\t165\t2.82843\n\n",
        "x.scen", s, error))
        << error;
    ASSERT_EQ(s.size(), 2u);
    EXPECT_EQ(s[0].start.x, 19);
    EXPECT_EQ(s[0].goal.y, 29);
    EXPECT_DOUBLE_EQ(s[0].optimal_tolerance, 5e-9);
    EXPECT_DOUBLE_EQ(s[1].optimal_tolerance, 5e-6);
    EXPECT_EQ(fixpath_host::map_file_name(s[1]), "den520d.map");
    EXPECT_EQ(fixpath_host::last_buckets(s, 1).size(), 1u);
}

// scenario_text() writes what parse_scenarios() reads back: the same
// scenarios, in order, the optimum to 8 decimals.
TEST(ScenarioFile, WrittenTextReadsBack) {
    std::vector<fixpath_host::Scenario> s;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_scenarios(
        "version 1\n0\tarena.map\t49\t49\t19\t26\t19\t29\t3.00000000\n"
        "7\tmaps/dao/den520d.map\t256\t257\t100\t163\t98\t165\t2.82843\n",
        "x.scen", s, error))
        << error;
    const std::string text = fixpath_host::scenario_text(s);
    EXPECT_EQ(text, "version 1\n0\tarena.map\t49\t49\t19\t26\t19\t29\t3.00000000\n"
                    "7\tmaps/dao/den520d.map\t256\t257\t100\t163\t98\t165\t2.82843000\n");
    std::vector<fixpath_host::Scenario> back;
    ASSERT_TRUE(fixpath_host::parse_scenarios(text, "y.scen", back, error)) << error;
    ASSERT_EQ(back.size(), s.size());
    for (size_t i = 0; i < s.size(); ++i) {
        EXPECT_EQ(back[i].bucket, s[i].bucket);
        EXPECT_EQ(back[i].map, s[i].map);
        EXPECT_EQ(back[i].start, s[i].start);
        EXPECT_EQ(back[i].goal, s[i].goal);
        EXPECT_DOUBLE_EQ(back[i].optimal, s[i].optimal);
    }
}

TEST(ScenarioFile, ErrorsNameTheLine) {
    std::vector<fixpath_host::Scenario> s;
    std::string error;
    EXPECT_FALSE(fixpath_host::parse_scenarios("version 2\n", "x.scen", s, error));
    EXPECT_EQ(error, "x.scen:1: expected 'version 1' header, found 'version 2'");
    EXPECT_FALSE(fixpath_host::parse_scenarios("version 1\n0 a.map 4 4 1 1 2\n", "x.scen", s, error));
    EXPECT_EQ(error, "x.scen:2: expected 9 fields (bucket map width height sx sy gx gy optimal), found 7");
    EXPECT_FALSE(fixpath_host::parse_scenarios("version 1\n0 a.map 4 4 1 1 4 2 3.0\n", "x.scen", s, error));
    EXPECT_EQ(error, "x.scen:2: start or goal outside the 4x4 map");
    EXPECT_FALSE(fixpath_host::parse_scenarios("version 1\n0 a.map 4 4 1 q 2 2 3.0\n", "x.scen", s, error));
    EXPECT_EQ(error, "x.scen:2: bad start y 'q'");
    EXPECT_FALSE(fixpath_host::parse_scenarios("version 1\n0 a.map 4 4 1 1 2 2 nan\n", "x.scen", s, error));
    EXPECT_EQ(error, "x.scen:2: bad optimal length 'nan'");
}

TEST(AsciiRender, DrawsThePathOverTheMap) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_grid("....\n.##.\n....\n", "r.txt", m, error));
    const fixpath::Point path[] = {{0, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 1}};
    EXPECT_EQ(fixpath_host::render_ascii(m, path, 5, {{0, 1}, {3, 1}}, 0, 0, 4, 3), "....\nS##G\n***.\n");
}

TEST(AsciiRender, MarksTheRealGoalOfAPartialOrMissingPath) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_grid("....\n.##.\n....\n", "r.txt", m, error));
    const fixpath::Point partial[] = {{0, 1}, {0, 2}, {1, 2}};  // stopped short of (3,1)
    EXPECT_EQ(fixpath_host::render_ascii(m, partial, 3, {{0, 1}, {3, 1}}, 0, 0, 4, 3), "....\nS##G\n*E..\n");
    EXPECT_EQ(fixpath_host::render_ascii(m, nullptr, 0, {{0, 1}, {3, 1}}, 0, 0, 4, 3), "....\nS##G\n....\n");
    // A large map with no path: the window still shows start and goal.
    GridFile big;
    std::string rows;
    for (int y = 0; y < 200; ++y) rows += std::string(200, '.') + "\n";
    ASSERT_TRUE(fixpath_host::parse_grid(rows, "big.txt", big, error));
    const std::string drawn = fixpath_host::render_around_path(big, nullptr, 0, {{150, 150}, {160, 152}});
    EXPECT_NE(drawn.find('S'), std::string::npos);
    EXPECT_NE(drawn.find('G'), std::string::npos);
    // A window cut from it says where it is: the cells shown, a ruler of the
    // tens, each row's y; the start is at column 150, row 150.
    EXPECT_EQ(drawn.rfind("cells x 146..164, y 146..156 of the 200x200 map\n", 0), 0u) << drawn;
    EXPECT_NE(drawn.find("\n        150       160\n"), std::string::npos) << drawn;
    EXPECT_NE(drawn.find("\n150 ....S..............\n"), std::string::npos) << drawn;
}

TEST(AsciiRender, NumbersOnlyAWindowCutFromALargerMap) {
    GridFile m;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_grid("....\n.##.\n....\n", "r.txt", m, error));
    const std::vector<std::string> whole = {"....", ".##.", "...."};
    EXPECT_EQ(fixpath_host::draw_window(whole, 0, 0, m), "....\n.##.\n....\n");
    const std::vector<std::string> cut = {"##", ".."};
    EXPECT_EQ(fixpath_host::draw_window(cut, 1, 1, m), "cells x 1..2, y 1..2 of the 4x3 map\n\n1 ##\n2 ..\n");
}

}  // namespace

TEST(LinkFile, ParsesLinesAndNamesEveryError) {
    fixpath_host::LinkList list;
    std::string error;
    ASSERT_TRUE(fixpath_host::parse_links("# stairs\n1,2 3,4 30\r\n\n  5,6   7,8 0 oneway\n", "l.txt", list, error)) << error;
    ASSERT_EQ(list.links.size(), 2u);
    EXPECT_EQ(list.links[0].from, fixpath::make_point(1, 2));
    EXPECT_EQ(list.links[0].to, fixpath::make_point(3, 4));
    EXPECT_EQ(list.links[0].cost, 30u);
    EXPECT_EQ(list.links[0].way, fixpath::LinkWay::Both);
    EXPECT_EQ(list.links[1].way, fixpath::LinkWay::OneWay);
    EXPECT_EQ(list.lines, (std::vector<int>{2, 4}));
    const std::pair<const char*, const char*> bad[] = {
        {"1,2 3,4\n", "l.txt:1: expected 'x1,y1 x2,y2 cost [oneway]'"},
        {"1,2 3,4 5 oneway extra\n", "l.txt:1: expected"},
        {"\n1;2 3,4 5\n", "l.txt:2: '1;2': expected a cell x,y"},
        {"1,2 3,4x 5\n", "l.txt:1: '3,4x': expected a cell"},
        {"1,2 3,4 -5\n", "l.txt:1: '-5': expected a cost 0..4294967295"},
        {"1,2 3,4 4294967296\n", "l.txt:1: '4294967296': expected a cost"},
        {"1,2 3,4 5 both\n", "l.txt:1: 'both': expected 'oneway' or nothing"},
        {"1,99999 3,4 5\n", "l.txt:1: '1,99999': expected a cell"},
    };
    for (const auto& [text, message] : bad) {
        EXPECT_FALSE(fixpath_host::parse_links(text, "l.txt", list, error)) << text;
        EXPECT_NE(error.find(message), std::string::npos) << error;
    }
    fixpath_host::GridFile map;
    ASSERT_TRUE(fixpath_host::parse_grid("....\n.#..\n", "m.txt", map, error)) << error;
    ASSERT_TRUE(fixpath_host::parse_links("0,0 3,1 5\n0,1 2,0 5 oneway\n", "l.txt", list, error));
    EXPECT_TRUE(fixpath_host::check_links(list, "l.txt", map, 3, error)) << error;
    EXPECT_FALSE(fixpath_host::check_links(list, "l.txt", map, 2, error));
    EXPECT_NE(error.find("l.txt:2: too many links: at most 2 directed links"), std::string::npos) << error;
    ASSERT_TRUE(fixpath_host::parse_links("0,0 1,1 5\n", "l.txt", list, error));
    EXPECT_FALSE(fixpath_host::check_links(list, "l.txt", map, 10, error));
    EXPECT_NE(error.find("l.txt:1: 1,1 is a wall"), std::string::npos) << error;
    ASSERT_TRUE(fixpath_host::parse_links("0,0 4,1 5\n", "l.txt", list, error));
    EXPECT_FALSE(fixpath_host::check_links(list, "l.txt", map, 10, error));
    EXPECT_NE(error.find("l.txt:1: 4,1 is outside the 4x2 map"), std::string::npos) << error;
}

// Percentiles by nearest rank (statistics.hpp): the ceil(p n)-th of the
// sorted values.
TEST(Statistics, PercentilesByNearestRank) {
    std::vector<double> sixty, hundred;
    for (int i = 60; i >= 1; --i) sixty.push_back(i);
    for (int i = 1; i <= 100; ++i) hundred.push_back(i);
    EXPECT_EQ(fixpath_host::percentile(sixty, 0.99), 60.0);    // the largest of 60
    EXPECT_EQ(fixpath_host::percentile(hundred, 0.99), 99.0);  // the 99th of 100
    EXPECT_EQ(fixpath_host::percentile(hundred, 1.0), 100.0);
    EXPECT_EQ(fixpath_host::percentile(hundred, 0.0), 1.0);
    EXPECT_EQ(fixpath_host::percentile({4, 1, 3, 2}, 0.5), 2.0);  // the lower middle of an even count
    EXPECT_EQ(fixpath_host::percentile({5, 1, 3}, 0.5), 3.0);
    EXPECT_EQ(fixpath_host::percentile({}, 0.5), 0.0);
}
