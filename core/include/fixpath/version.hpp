// fixpath/version.hpp - the library's version: the one place it is written.
// The CMake project (and so fixpathConfigVersion.cmake and the pkg-config
// file), `fixpath --version` and the package manifests (library.json,
// idf_component.yml, zephyr/module.yml's Kconfig, the Arduino
// library.properties) all take it from here or are checked against it by
// the test `package_versions_agree`.
#ifndef FIXPATH_VERSION_HPP
#define FIXPATH_VERSION_HPP

#define FIXPATH_VERSION_MAJOR 0
#define FIXPATH_VERSION_MINOR 3
#define FIXPATH_VERSION_PATCH 0

#define FIXPATH_VERSION_TEXT_(x) #x
#define FIXPATH_VERSION_TEXT(x) FIXPATH_VERSION_TEXT_(x)
// "MAJOR.MINOR.PATCH"
#define FIXPATH_VERSION_STRING                                                                      \
    FIXPATH_VERSION_TEXT(FIXPATH_VERSION_MAJOR) "." FIXPATH_VERSION_TEXT(FIXPATH_VERSION_MINOR) "." \
        FIXPATH_VERSION_TEXT(FIXPATH_VERSION_PATCH)
// One number that grows with every release: MAJOR * 10000 + MINOR * 100 + PATCH.
#define FIXPATH_VERSION_NUMBER (FIXPATH_VERSION_MAJOR * 10000 + FIXPATH_VERSION_MINOR * 100 + FIXPATH_VERSION_PATCH)

namespace fixpath {
constexpr const char* kVersion = FIXPATH_VERSION_STRING;
}  // namespace fixpath

#endif  // FIXPATH_VERSION_HPP
