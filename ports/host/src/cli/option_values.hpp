// The values the fixpath tool's options take (points, costs, weights, counts,
// choices): every malformed one becomes a UsageError whose message names the
// option and what was expected.
#ifndef FIXPATH_CLI_OPTION_VALUES_HPP
#define FIXPATH_CLI_OPTION_VALUES_HPP

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fixpath/fixpath.hpp>
#include <fixpath_host/grid_solver.hpp>

namespace fixpath_cli {

// `status` is what a JSON error reports ({"status":...,"error":...}):
// "usage_error", or a search status the request already decides (a --to
// off the map is "invalid_goal").
struct UsageError : std::runtime_error {
    explicit UsageError(const std::string& message, const char* status_name = "usage_error")
        : std::runtime_error(message), status(status_name) {}
    const char* status;
};

uint32_t parse_count(const std::string& option, const std::string& text, uint32_t min, uint32_t max);
// A C++ namespace name for a generated header: an identifier, not a keyword.
void check_namespace(const std::string& option, const std::string& name);
fixpath::Point parse_point(const std::string& option, const std::string& text);
fixpath::StepCosts<uint32_t> parse_costs(const std::string& option, const std::string& text);
fixpath::Weight parse_weight(const std::string& option, const std::string& text);
// "a, b or c".
std::string word_list(const std::vector<std::string>& words);
// Which of `choices` `text` is; UsageError "OPTION: expected a, b or c, got 'x'" when none.
size_t choice_index(const std::string& option, const std::string& text, const std::vector<std::string>& choices);
// `text` when it is one of `choices`; the same UsageError when not.
std::string parse_choice(const std::string& option, const std::string& text, const std::vector<std::string>& choices);
fixpath::Heuristic parse_heuristic(const std::string& option, const std::string& text);
fixpath::CornerRule parse_corners(const std::string& option, const std::string& text);
fixpath::Moves parse_moves(const std::string& option, const std::string& text);
fixpath_host::Layout parse_layout(const std::string& option, const std::string& text);
inline bool ends_with(const std::string& text, const std::string& suffix) {
    return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The candidate nearest `word` (at most two edits away, or a cut-short
// form of it), or "" when none is near: what "did you mean" offers.
std::string closest_word(const std::string& word, const std::vector<std::string>& candidates);

// Why jump point search refuses these options (jump_point_options_valid()
// is false): the options that are the cause, named as the tool spells them.
std::string jump_point_refusal(const fixpath::SearchOptions<uint32_t>& options);

// "found", "no_path", ...: the statuses the tool reports. A search stopped by
// --max-expansions reports "out_of_nodes" (a bound was hit) with its partial path.
const char* reported_status(fixpath::Status s);

}  // namespace fixpath_cli

#endif
