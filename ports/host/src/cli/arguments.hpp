// Command-line parsing for the fixpath tool: every malformed value becomes a
// UsageError whose message names the option and what was expected.
#ifndef FIXPATH_CLI_ARGUMENTS_HPP
#define FIXPATH_CLI_ARGUMENTS_HPP

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

// Walks argv: options (--name VALUE or --name=VALUE) and positional words.
class Arguments {
public:
    Arguments(int argc, char** argv, int first);
    bool done() const { return index_ >= args_.size(); }
    bool next_is_option() const;
    std::string take_option();              // "--name" (a "=value" part is kept for value()); twice: an error
    void allow_repeat(const std::string& option) { repeatable_.push_back(option); }  // but for this one
    std::string value(const std::string& option);
    bool flag(const std::string& option);   // an option without a value: "--json=no" is an error

    std::string take_positional() { return args_[index_++]; }
    // For commands with one positional argument (a MAP): stores the next
    // word in `slot` when it is not an option; a second one is an error.
    bool take_single_positional(std::string& slot, const char* what);
    // For commands with two (MAP FILE, MAP SCEN): the next word, when it is
    // not an option, into `first`, or `second` once `first` is taken; a
    // third is an error naming `expected`.
    bool take_two_positionals(std::string& first, std::string& second, const char* expected);

private:
    std::vector<std::string> args_;
    size_t index_ = 0;
    std::string pending_value_;
    bool has_pending_ = false;
    std::vector<std::string> seen_;  // options taken so far
    std::vector<std::string> repeatable_;  // options that may be given more than once
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

// The error for an option the command does not know, with the closest one
// its help text (help_text.cpp) lists when one is near ("did you mean").
UsageError unknown_option(const std::string& option, const std::string& command);

// Why jump point search refuses these options (jump_point_options_valid()
// is false): the options that are the cause, named as the tool spells them.
std::string jump_point_refusal(const fixpath::SearchOptions<uint32_t>& options);

// "found", "no_path", ...: the statuses the tool reports. A search stopped by
// --max-expansions reports "out_of_nodes" (a bound was hit) with its partial path.
const char* reported_status(fixpath::Status s);

}  // namespace fixpath_cli

#endif
