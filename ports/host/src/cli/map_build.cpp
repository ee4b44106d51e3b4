// The build commands' skeleton (map_build.hpp).
#include "map_build.hpp"

#include <cctype>
#include <cstdio>

#include <fixpath_host/checked_files.hpp>

#include "commands.hpp"

namespace fixpath_cli {

int run_map_build(CommandLine& cl, const char* default_namespace, MapBuild& build) {
    std::string input, header, binary, ns = default_namespace;
    cl.positional("MAP", input);
    cl.option("--header", "FILE.hpp", "the map and what was built as constexpr arrays, for ROM",
              [&header](const std::string&, const std::string& v) { header = v; });
    cl.option("--binary", "FILE", "the file the tool's searches read (`fixpath solve`, `bench`)",
              [&binary](const std::string&, const std::string& v) { binary = v; });
    cl.option("--namespace", "NAME", (std::string("the header's namespace (default ") + default_namespace + ")").c_str(),
              [&ns](const std::string&, const std::string& v) { ns = v; });
    build.declare(cl);
    if (!cl.parse()) return 0;
    check_build_outputs(input, header, binary, ns);
    const fixpath_host::GridFile map = load_map(input);
    build.build(map, input);
    // Both outputs are made before either is written: a file that cannot be
    // made (too large for its format) leaves no header behind either.
    const std::string header_text = header.empty() ? std::string() : build.header_text(map, ns, input);
    const std::string bytes = binary.empty() ? std::string() : build.file_bytes(map, input);
    std::string error;
    if (!header.empty() && !fixpath_host::write_file_atomically(header, header_text, error)) throw OutputError(error);
    if (!binary.empty() && !fixpath_host::write_file_atomically(binary, bytes, error)) throw OutputError(error);
    build.print_summary(map);
    if (!header.empty()) std::printf("header: %s (namespace %s)\n", header.c_str(), ns.c_str());
    if (!binary.empty()) {
        const uint32_t size = build.file_size(map);
        if (size == 0) std::printf("binary: %s\n", binary.c_str());
        else std::printf("binary: %s (%u bytes with header and checksum)\n", binary.c_str(), size);
    }
    return 0;
}

std::string include_guard(const std::string& kind, const std::string& ns) {
    std::string guard = "FIXPATH_" + kind + "_" + ns + "_HPP";
    for (char& c : guard) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return guard;
}

}  // namespace fixpath_cli
