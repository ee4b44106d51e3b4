#!/usr/bin/env bash
# Installs what fixpath needs on Debian 12, by package name, from Debian.
#   setup-debian.sh demo   compiler, CMake, Ninja, libpng, CLI11 (the tool's
#                          options): enough for the demo
#   setup-debian.sh test   plus GoogleTest, Google Benchmark, the peers the
#                          benchmarks compare against (libtcod, Boost Graph),
#                          clang with its fuzzer runtime, and the Cortex-M
#                          toolchain (arm-none-eabi GCC, picolibc) with QEMU,
#                          the RISC-V one (riscv64-unknown-elf GCC, picolibc)
#                          with QEMU, libmgba for the Game Boy Advance harness,
#                          clang 19 with avr-gcc's binutils and avr-libc and
#                          simavr for the 8-bit AVR boards, the 68000 and
#                          MIPS (R3000) cross compilers with QEMU user mode,
#                          and pkgconf (the installed pkg-config file is
#                          checked)
set -euo pipefail
what=${1:-test}
packages=(g++ cmake ninja-build libpng-dev libcli11-dev)
if [ "$what" = test ]; then
  packages+=(libgtest-dev libbenchmark-dev libtcod-dev libboost-graph-dev clang libclang-rt-dev python3
             gcc-arm-none-eabi picolibc-arm-none-eabi libstdc++-arm-none-eabi-picolibc qemu-system-arm
             gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf qemu-system-misc
             libmgba-dev clang-19 gcc-avr binutils-avr avr-libc simavr
             g++-m68k-linux-gnu g++-mipsel-linux-gnu qemu-user pkgconf)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present (${packages[*]})"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo=sudo
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
