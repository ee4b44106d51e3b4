// One command's options, declared once: what each takes, where its value
// goes, its help line and the options it excludes or needs. CLI11 reads the
// words (--name VALUE, --name=VALUE, flags, positionals); this class turns
// what it read into the tool's messages, each naming the option:
//   unknown option '--frob' (did you mean --from?)   --costs: given twice
//   --to: missing value      --json: takes no value (got '--json=no')
//   --from: expected X,Y (column,row), got 'a'      (the option's own parser)
// and prints the usage lines and the options of `fixpath COMMAND --help`
// from the same declarations.
//
// A command declares, then parses, then runs:
//   CommandLine& cl ...;
//   cl.positional("MAP", map_file);
//   cl.option("--from", "X,Y", "the start (default: the map's S)", [&](const std::string& o, const std::string& v) {
//       from = parse_point(o, v); });
//   if (!cl.parse()) return 0;   // only describing itself, for --help
#ifndef FIXPATH_CLI_COMMAND_LINE_HPP
#define FIXPATH_CLI_COMMAND_LINE_HPP

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "option_values.hpp"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace fixpath_cli {

class CommandLine {
public:
    // Takes one option's value (UsageError naming `option` when it is not one).
    using Take = std::function<void(const std::string& option, const std::string& value)>;

    // The words after the command's name; `command` names it in messages
    // ("solve", "jps build").
    CommandLine(std::string command, std::vector<std::string> words);
    // A command line that only collects the declarations, for the help.
    static CommandLine describing(std::string command);
    ~CommandLine();
    CommandLine(CommandLine&&) noexcept;
    CommandLine& operator=(CommandLine&&) = delete;

    const std::string& command() const { return command_; }

    // Positionals, in the order they come; one word too many is refused
    // naming what the command takes ("one MAP only", "expected MAP SCEN").
    void positional(const char* name, std::string& slot);
    void positionals(const char* name, std::vector<std::string>& slots);  // every remaining word

    // An option with a value, given at most once. `value_name` and `help`
    // make its help line (wrapped at 100 columns).
    void option(const char* name, const char* value_name, const char* help, Take take);
    // A file's path (its value name FILE): never empty, or UsageError
    // "NAME: expected `what`, got ''".
    void file(const char* name, const char* what, const char* help, std::string& path);
    // Files, one each time the option is given, in order (none empty).
    void files(const char* name, const char* what, const char* help, std::vector<std::string>& paths);
    // An option without a value.
    void flag(const char* name, const char* help, bool& on);
    // The option `name` must be given: "missing NAME VALUE (why)". Rules,
    // required options and given() name declared options only (checked).
    void required(const char* name, const char* why);

    // Declared rules between two options, checked after every value is
    // taken; `message` is the whole refusal ("--step: only with --hex ...").
    void excludes(const char* first, const char* second, const char* message);
    void needs(const char* option, const char* needed, const char* message);

    // Reads the words (UsageError for anything wrong, in the order: an
    // unknown option or extra word, an option given twice, a flag given a
    // value, each value as declared, the rules); false when describing.
    bool parse();

    bool given(const char* name) const;
    // Which of `names` were given, in the order they were typed.
    std::vector<std::string> given_among(const std::vector<std::string>& names) const;

    // The usage line(s): "  fixpath solve MAP [--from X,Y] ...", wrapped at
    // 100 columns; a family's, one a member.
    std::string usage() const;
    // The options' help lines, in the order declared ("options:\n..."; a
    // family's, a block a member).
    std::string options_help() const;
    // Every declared option name, for "did you mean".
    std::vector<std::string> option_names() const;

    // A family of subcommands (`jps build|check`): the first word picks one,
    // which runs on a command line of its own (named "jps build"); the exit
    // status. Describing, it collects every member's options for the help.
    struct Subcommand {
        const char* name;
        int (*run)(CommandLine&);
    };
    int run_subcommand(const std::vector<Subcommand>& family);

private:
    CommandLine(std::string command, std::vector<std::string> words, bool describing);
    // An option that may be given again: each value taken in turn.
    void repeated(const char* name, const char* value_name, const char* help, Take take);
    struct Declared {
        std::string name;        // in messages: the long name
        std::string names;       // in the help: every name ("-o,--output")
        std::string value_name;  // "" for a flag
        std::string help;
        Take take;
        bool* flag = nullptr;
        bool repeatable = false;
        std::string required_because;  // "" when optional
        CLI::Option* option = nullptr;
    };
    struct Rule {
        std::string first, second, message;
        bool excludes;
    };
    const Declared* find(const std::string& name) const;
    // The declaration of `name`; a name never declared is the tool's own
    // mistake, not the user's: std::logic_error.
    const Declared& declared(const std::string& name) const;
    // Declares `option` (an option or a flag) under its names.
    void declare(Declared d, CLI::Option* option);
    // A file option's value taker: a non-empty value, given to `keep`.
    template <typename Keep>
    static Take file_value(const char* what, Keep keep);
    [[noreturn]] void unknown(const std::string& word) const;

    std::string command_;
    std::vector<std::string> words_;
    bool describing_;
    std::unique_ptr<CLI::App> app_;
    std::vector<Declared> declared_;
    std::vector<Rule> rules_;
    std::vector<std::string> positional_names_;
    std::string family_help_;   // the members' options (describing a family)
    std::string family_usage_;  // and their usage lines
};

}  // namespace fixpath_cli

#endif
