#!/usr/bin/env bash
# Measures the `urikit` command: the start-up cost of one call and the throughput of big batches.
#
#   bench/cli.sh                              # 20 calls for start-up, 1,000,000 lines for throughput
#   CALLS=10 LINES=200000 bench/cli.sh
#   BASELINE=/tmp/old bench/cli.sh           # the same, interleaved with another checkout's launcher
#   JDKS="/usr/lib/jvm/temurin-25-jdk-amd64" bench/cli.sh   # start-up on these JDKs too
#   ONLY=startup bench/cli.sh                 # or ONLY=throughput
#
# Start-up: the median wall time of CALLS runs of `./urikit parse http://a/` (the launcher, with its
# class-data archive or ahead-of-time cache), and of `java -jar urikit.jar parse http://a/` without
# the launcher's options, for comparison. Throughput: LINES lines made by repeating the URL lists of
# conformance/datasets/ (kasztp, node_files, isaacs_files; about 98,000 distinct lines), written
# to a temporary file, then for parse, normalize and whatwg (--json with --jobs 1, 2 and the
# default; --field and -r) and check --json: the wall time and lines per second (output to
# /dev/null). With BASELINE (a directory holding another version's `urikit` launcher and its
# urikit-cli/target/urikit.jar), each measurement runs both, alternating call by call, and the table
# gives both and their ratio (this / baseline): on a shared, loaded machine only interleaved ratios
# mean much. Prints a Markdown table and the load average.
#
# Needs a JDK 17+ and Maven (the launcher builds the jar on first use).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

calls=${CALLS:-20}
lines=${LINES:-1000000}
base=${BASELINE:-}
only=${ONLY:-}

./urikit parse http://a/ >/dev/null   # builds the jar and the start-up archive when needed
[[ -n $base ]] && "$base/urikit" parse http://a/ >/dev/null

now() { date +%s%N; }
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# Runs "$@" once and prints its wall time in ms (output discarded).
time_ms() {
    local start
    start=$(now)
    "$@" >/dev/null 2>&1 || true
    echo $(( ($(now) - start) / 1000000 ))
}

# Median of N alternating runs of this checkout's and the baseline's command: "THIS BASE" in ms.
# Usage: ab N CMD... (CMD starts with "urikit", replaced by each launcher)
ab() {
    local n=$1 i a b
    shift
    : >"$tmp/a"; : >"$tmp/b"
    for ((i = 0; i < n; i++)); do
        time_ms ./urikit "${@:2}" >>"$tmp/a"
        if [[ -n $base ]]; then time_ms "$base/urikit" "${@:2}" >>"$tmp/b"; fi
    done
    a=$(median <"$tmp/a")
    if [[ -n $base ]]; then b=$(median <"$tmp/b"); else b=-; fi
    echo "$a $b"
}

row() { # what jobs this_ms base_ms [lines]
    local what=$1 jobs=$2 a=$3 b=$4 n=${5:-}
    local rate="-" brate="-" ratio="-"
    if [[ -n $n ]]; then
        rate=$(( n * 1000 / (a > 0 ? a : 1) ))
        [[ $b != - ]] && brate=$(( n * 1000 / (b > 0 ? b : 1) ))
    fi
    [[ $b != - ]] && ratio=$(awk "BEGIN {printf \"%.2f\", $a / ($b > 0 ? $b : 1)}")
    echo "| $what | $jobs | $a ms | $rate | $b ms | $brate | $ratio |"
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/urikit-cli-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

echo "| what | --jobs | time | lines/s | baseline time | baseline lines/s | ratio |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
if [[ $only != throughput ]]; then
    read -r a b < <(ab "$calls" urikit parse http://a/)
    row "\`urikit parse http://a/\` (median of $calls)" - "$a" "$b"
    for jdk in ${JDKS:-}; do
        PATH="$jdk/bin:$PATH" ./urikit parse http://a/ >/dev/null
        [[ -n $base ]] && PATH="$jdk/bin:$PATH" "$base/urikit" parse http://a/ >/dev/null
        read -r a b < <(PATH="$jdk/bin:$PATH" ab "$calls" urikit parse http://a/)
        row "\`urikit parse http://a/\` on $("$jdk/bin/java" -version 2>&1 | head -1 | cut -d'"' -f2) (median of $calls)" - "$a" "$b"
    done
    : >"$tmp/j"
    for ((i = 0; i < calls; i++)); do time_ms java -jar urikit-cli/target/urikit.jar parse http://a/ >>"$tmp/j"; done
    row "\`java -jar urikit.jar parse http://a/\`, no launcher options (median of $calls)" - "$(median <"$tmp/j")" -
fi

if [[ $only != startup ]]; then
    data=$tmp/lines.txt
    while [[ ! -f $data || $(wc -l <"$data") -lt $lines ]]; do
        zcat conformance/datasets/*.txt.gz >>"$data"
    done
    head -n "$lines" "$data" >"$data.cut" && mv "$data.cut" "$data"
    # Each line: --jobs (- for the default), then the command.
    while read -r jobs args; do
        j=()
        [[ $jobs != - ]] && j=(--jobs "$jobs")
        # shellcheck disable=SC2086
        read -r a b < <(ab 1 urikit $args "${j[@]}" --input "$data")
        row "\`$args\` of $lines lines" "${jobs/-/default}" "$a" "$b" "$lines"
    done <<'EOF'
1 parse --json
2 parse --json
- parse --json
1 parse --field host --field port
1 parse -r
1 normalize --json
2 normalize --json
1 normalize -r
1 whatwg --json
2 whatwg --json
1 whatwg -r
1 check --json
EOF
fi
echo
echo "($(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $(java -version 2>&1 | head -1))"
