#!/usr/bin/env bash
# Lays fixpath out as an Arduino library in OUT/fixpath (the layout the
# Arduino IDE and arduino-cli install from a ZIP): library.properties with
# the version of core/include/fixpath/version.hpp, the header-only core in
# src/, the example sketch in examples/. For boards whose compiler takes
# C++17: the RP2040 and UNO R4 cores do. Not AVR boards: the Arduino AVR
# core compiles C++11 (docs/devices.md; UnoPath is built by toolchains/avr.cmake).
#   scripts/arduino-library.sh OUT
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: arduino-library.sh OUT}
version_of() { sed -n "s/^#define FIXPATH_VERSION_$1 \([0-9]*\)$/\1/p" "$root/core/include/fixpath/version.hpp"; }
version="$(version_of MAJOR).$(version_of MINOR).$(version_of PATCH)"
lib="$out/fixpath"
rm -rf "$lib"
mkdir -p "$lib/src" "$lib/examples"
cp -R "$root/core/include/fixpath" "$lib/src/fixpath"
cp "$root/LICENSE" "$lib/LICENSE"
cp -R "$root/examples/arduino/FindPath" "$lib/examples/FindPath"
cat > "$lib/library.properties" <<PROPERTIES
name=fixpath
version=$version
author=fixpath developers
maintainer=fixpath developers
sentence=Zero-allocation, integer-only pathfinding for small devices.
paragraph=Grid A*, jump point search with ROM tables, flow fields and waypoint graphs; deterministic, time-sliced, header-only C++17 with no heap. MIT licence (LICENSE).
category=Data Processing
architectures=rp2040,renesas_uno,renesas_portenta
includes=fixpath/fixpath.hpp
PROPERTIES
echo "arduino-library: $lib (fixpath $version)"
