#!/bin/bash
# Instructions executed in the timed part of each workload (callgrind, --quick sizes), for raw SQLite
# and Cairn, and their ratio. Instruction counts do not move with a shared machine's load, so use
# them to tell whether a change helped; report times (cairn-bench) as the result.
#
# Usage: Benchmarks/instructions.sh [workload…]     (default: W1 W2 W3cold W4 W5 W6 W7)
set -euo pipefail
cd "$(dirname "$0")/.."
workloads=("$@")
[ ${#workloads[@]} -eq 0 ] && workloads=(W1 W2 W3cold W4 W5 W6 W7)
command -v valgrind >/dev/null || { echo "instructions.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }

swift build -c release --package-path Benchmarks >/dev/null
binary=$(mktemp)
trap 'rm -f "$binary"' EXIT
# Valgrind 3.19 cannot read the Swift toolchain's DWARF; symbols are enough.
objcopy --strip-debug Benchmarks/.build/release/cairn-bench "$binary"

# Instructions inside the harness's measure(_:) (Measurement.swift; its exact mangled name, because
# callgrind toggles collection at every function a pattern matches, nested ones included) for a
# run of `--only $2` by implementation $1.
count() {
    valgrind --tool=callgrind --toggle-collect='$s10CairnBench7measureyAA11MeasurementVs5Int64VyKXEKF' --callgrind-out-file=/dev/null \
        "$binary" --quick --rounds 1 --impl "$1" --only "$2" 2>&1 | awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}

# W1 always runs first (it creates the files): its count is subtracted from the others'.
declare -A base
for implementation in raw cairn; do base[$implementation]=$(count "$implementation" W1); done

printf '%-8s %16s %16s %10s\n' workload raw cairn cairn/raw
for workload in "${workloads[@]}"; do
    declare -A counted
    for implementation in raw cairn; do
        if [ "$workload" = W1 ]; then
            counted[$implementation]=${base[$implementation]}
        else
            counted[$implementation]=$(( $(count "$implementation" "W1,$workload") - ${base[$implementation]} ))
        fi
    done
    awk -v w="$workload" -v r="${counted[raw]}" -v c="${counted[cairn]}" 'BEGIN { printf "%-8s %16d %16d %10.2f\n", w, r, c, c / r }'
done
