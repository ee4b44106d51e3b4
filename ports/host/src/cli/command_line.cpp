#include "command_line.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <stdexcept>

#include <fixpath_host/message_text.hpp>

namespace fixpath_cli {

CommandLine::CommandLine(std::string command, std::vector<std::string> words, bool describing)
    : command_(std::move(command)), words_(std::move(words)), describing_(describing), app_(new CLI::App) {
    app_->set_help_flag();  // main answers --help, from options_help()
    // Unknown options and extra words are left over, not thrown: unknown()
    // says them in the tool's words, with "did you mean".
    app_->allow_extras();
}

CommandLine::CommandLine(std::string command, std::vector<std::string> words)
    : CommandLine(std::move(command), std::move(words), false) {}

CommandLine CommandLine::describing(std::string command) { return CommandLine(std::move(command), {}, true); }

CommandLine::~CommandLine() = default;
CommandLine::CommandLine(CommandLine&&) noexcept = default;

void CommandLine::positional(const char* name, std::string& slot) {
    app_->add_option(name, slot);
    positional_names_.emplace_back(name);
}

void CommandLine::positionals(const char* name, std::vector<std::string>& slots) {
    app_->add_option(name, slots);
    positional_names_.push_back(std::string(name) + "...");
}

void CommandLine::declare(Declared d, CLI::Option* option) {
    d.option = option;
    d.name = option->get_name();  // the long name, when there are two ("-o,--output")
    d.names = option->get_name(false, true);
    declared_.push_back(std::move(d));
}

void CommandLine::option(const char* name, const char* value_name, const char* help, Take take) {
    Declared d;
    d.value_name = value_name;
    d.help = help;
    d.take = std::move(take);
    // Every value is kept (given twice is said, not silently one of them)
    // and taken after the words are read, by `take`.
    declare(std::move(d), app_->add_option(name)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)->expected(1));
}

template <typename Keep>
CommandLine::Take CommandLine::file_value(const char* what, Keep keep) {
    const std::string expected = what;
    return [keep, expected](const std::string& o, const std::string& v) {
        if (v.empty()) throw UsageError(o + ": expected " + expected + ", got ''");
        keep(v);
    };
}

void CommandLine::file(const char* name, const char* what, const char* help, std::string& path) {
    option(name, "FILE", help, file_value(what, [&path](const std::string& v) { path = v; }));
}

void CommandLine::repeated(const char* name, const char* value_name, const char* help, Take take) {
    option(name, value_name, help, std::move(take));
    declared_.back().repeatable = true;
}

void CommandLine::files(const char* name, const char* what, const char* help, std::vector<std::string>& paths) {
    repeated(name, "FILE", help, file_value(what, [&paths](const std::string& v) { paths.push_back(v); }));
}

void CommandLine::flag(const char* name, const char* help, bool& on) {
    Declared d;
    d.help = help;
    d.flag = &on;
    declare(std::move(d), app_->add_flag(name));
}

void CommandLine::required(const char* name, const char* why) {
    declared(name);  // (a name never declared: the tool's mistake)
    for (Declared& d : declared_) {
        if (d.name == name) d.required_because = why;
    }
}

void CommandLine::excludes(const char* first, const char* second, const char* message) {
    rules_.push_back({first, second, message, true});
}

void CommandLine::needs(const char* option, const char* needed, const char* message) {
    rules_.push_back({option, needed, message, false});
}

const CommandLine::Declared* CommandLine::find(const std::string& name) const {
    for (const Declared& d : declared_) {
        if (d.name == name) return &d;
    }
    return nullptr;
}

const CommandLine::Declared& CommandLine::declared(const std::string& name) const {
    const Declared* d = find(name);
    if (d == nullptr) throw std::logic_error("fixpath " + command_ + ": '" + name + "' is not a declared option");
    return *d;
}

void CommandLine::unknown(const std::string& word) const {
    const bool option_like = word.size() > 1 && word[0] == '-';
    if (!option_like) {
        std::string expected;
        for (const std::string& p : positional_names_) expected += (expected.empty() ? "" : " ") + p;
        throw UsageError("unexpected argument '" + word + "'" +
                         (positional_names_.size() == 1 ? " (one " + expected + " only)"
                          : expected.empty()           ? std::string()
                                                       : " (expected " + expected + ")"));
    }
    const std::string name = word.substr(0, word.find('='));
    const std::string near = closest_word(name, option_names());
    throw UsageError("unknown option '" + name + "'" + (near.empty() ? "" : " (did you mean " + near + "?)"));
}

bool CommandLine::parse() {
    if (describing_) return false;
    // CLI11 reads the words last first.
    std::vector<std::string> reversed(words_.rbegin(), words_.rend());
    try {
        app_->parse(reversed);
    } catch (const CLI::ArgumentMismatch& e) {
        // The one mismatch an option with one value can have: none came.
        const std::string what = e.what();
        throw UsageError(what.substr(0, what.find(':')) + ": missing value");
    } catch (const CLI::ParseError& e) {
        throw UsageError(e.what());
    }
    const std::vector<std::string> left = app_->remaining();
    if (!left.empty()) unknown(left.front());
    for (const Declared& d : declared_) {
        if (!d.repeatable && d.option->count() > 1) throw UsageError(d.name + ": given twice");
    }
    for (const Declared& d : declared_) {
        if (d.flag == nullptr || d.option->count() == 0) continue;
        // (a bare flag reads as "true"; "--json=no" would quietly be off)
        const std::string value = d.option->results().front();
        if (value != "true") throw UsageError(d.name + ": takes no value (got '" + d.name + "=" + value + "')");
    }
    for (const Declared& d : declared_) {
        if (d.flag != nullptr) {
            if (d.option->count() > 0) *d.flag = true;
            continue;
        }
        for (const std::string& value : d.option->results()) d.take(d.name, value);
    }
    for (const Declared& d : declared_) {
        if (!d.required_because.empty() && d.option->count() == 0) {
            throw UsageError("missing " + d.name + (d.value_name.empty() ? "" : " " + d.value_name) + " (" +
                             d.required_because + ")");
        }
    }
    for (const Rule& r : rules_) {
        const bool first = given(r.first.c_str());
        const bool second = given(r.second.c_str());
        if (r.excludes ? first && second : first && !second) throw UsageError(r.message);
    }
    return true;
}

bool CommandLine::given(const char* name) const { return declared(name).option->count() > 0; }

std::vector<std::string> CommandLine::given_among(const std::vector<std::string>& names) const {
    for (const std::string& name : names) declared(name);
    std::vector<std::string> given;
    for (const CLI::Option* o : app_->parse_order()) {
        for (const Declared& d : declared_) {
            if (d.option != o || std::find(names.begin(), names.end(), d.name) == names.end()) continue;
            if (std::find(given.begin(), given.end(), d.name) == given.end()) given.push_back(d.name);
        }
    }
    return given;
}

std::string CommandLine::usage() const {
    if (!family_usage_.empty()) return family_usage_;
    constexpr size_t kWidth = 100;
    const std::string head = "  fixpath " + command_;
    std::vector<std::string> parts(positional_names_);
    for (const Declared& d : declared_) {
        const std::string shown = d.names.substr(0, d.names.find(',')) + (d.value_name.empty() ? "" : " " + d.value_name);
        parts.push_back((d.required_because.empty() ? "[" + shown + "]" : shown) + (d.repeatable ? "..." : ""));
    }
    std::string text, line = head;
    for (const std::string& part : parts) {
        if (line.size() > head.size() && line.size() + 1 + part.size() > kWidth) {
            text += line + '\n';
            line = std::string(head.size(), ' ');
        }
        line += " " + part;
    }
    return text + line + '\n';
}

std::string CommandLine::options_help() const {
    // "  --name VALUE  help", the help wrapped in one column.
    constexpr size_t kWidth = 100;
    size_t column = 0;
    for (const Declared& d : declared_) {
        column = std::max(column, d.names.size() + (d.value_name.empty() ? 0 : d.value_name.size() + 1));
    }
    column = std::min<size_t>(column, 20) + 4;
    std::string text = declared_.empty() ? std::string() : "options:\n";
    for (const Declared& d : declared_) {
        std::string line = "  " + d.names + (d.value_name.empty() ? "" : " " + d.value_name);
        line += line.size() + 2 > column ? std::string("  ") : std::string(column - line.size(), ' ');
        size_t at = 0;
        bool first_word = true;
        while (at < d.help.size()) {
            const size_t end = std::min(d.help.find(' ', at), d.help.size());
            const std::string word = d.help.substr(at, end - at);
            if (!first_word && line.size() + 1 + word.size() > kWidth) {
                text += line + '\n';
                line = std::string(column, ' ') + word;
            } else {
                line += (first_word ? "" : " ") + word;
            }
            first_word = false;
            at = end + 1;
        }
        text += line + '\n';
    }
    return text + family_help_;
}

std::vector<std::string> CommandLine::option_names() const {
    std::vector<std::string> names;
    for (const Declared& d : declared_) names.push_back(d.name);
    return names;
}

int CommandLine::run_subcommand(const std::vector<Subcommand>& family) {
    std::vector<std::string> names;
    for (const Subcommand& s : family) names.push_back(s.name);
    if (describing_) {
        for (const Subcommand& s : family) {
            CommandLine member = describing(command_ + " " + s.name);
            s.run(member);
            family_usage_ += member.usage();
            const std::string options = member.options_help();  // "options:\n..."
            if (!options.empty()) {
                family_help_ += std::string(family_help_.empty() ? "" : "\n") + "options of `fixpath " + member.command() +
                                "`" + options.substr(options.find(':'));
            }
        }
        return 0;
    }
    if (words_.empty() || (words_.front().size() > 1 && words_.front()[0] == '-')) {
        throw UsageError("expected " + word_list(names));
    }
    for (const Subcommand& s : family) {
        if (words_.front() != s.name) continue;
        CommandLine member(command_ + " " + s.name, std::vector<std::string>(words_.begin() + 1, words_.end()));
        return s.run(member);
    }
    const std::string near = closest_word(words_.front(), names);
    throw UsageError("unknown " + command_ + " command " + fixpath_host::quoted(words_.front()) +
                     (near.empty() ? "" : " (did you mean " + near + "?)") + " (expected " + word_list(names) + ")");
}

}  // namespace fixpath_cli
