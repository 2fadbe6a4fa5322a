#!/usr/bin/env bash
# Builds the program as users install it: optimised, the Swift runtime linked in (so it runs on a
# machine with no Swift), into .build-static/. Prints the binary's path. The release packages
# (Scripts/release.sh), the end-to-end tests and the benchmarks all take the binary from here, so
# what is tested and measured is what ships.
#   Scripts/build-release.sh [PRODUCT]     push-composer by default; generate-manual for the man page
# No debug information: the release is stripped anyway, and DWARF for optimised code costs build time.
set -euo pipefail
cd "$(dirname "$0")/.."
product=${1:-push-composer}
scratch=$(pwd)/.build-static
# Each function in a section of its own, laid out in the order Scripts/code-order.txt gives (the
# functions a start and a key run, side by side): the pages they touch are then a few hundred
# instead of thousands, which is most of the composer's resident memory (each page fault maps the
# 64 KB around it). A function the list does not name is placed as it would be anyway.
order=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker "--section-ordering-file=$(pwd)/Scripts/code-order.txt")
swift build -c release --product "$product" --static-swift-stdlib -debug-info-format none --scratch-path "$scratch" "${order[@]}" 2>&1 |
  { grep -v '^warning: .*unhandled\|CMakeLists.txt$\|the use of .mktemp. is dangerous' || true; } >&2
echo "$scratch/release/$product"
