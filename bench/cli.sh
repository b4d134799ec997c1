#!/usr/bin/env bash
# Measures the `urikit` command: the start-up cost of one call and the throughput of big batches.
#
#   bench/cli.sh                 # 20 calls for start-up, 1,000,000 lines for throughput
#   CALLS=10 LINES=200000 bench/cli.sh
#
# Start-up: the median wall time of CALLS runs of `./urikit parse http://a/` (the launcher, with its
# class-data-sharing archive), and of `java -jar urikit.jar parse http://a/` without the
# launcher's options, for comparison. Throughput: LINES lines made by repeating the URL lists of
# conformance/datasets/ (kasztp, node_files, isaacs_files; about 98,000 distinct lines), written
# to a temporary file, then for parse, normalize and check, each with --json and --jobs 1 and
# --jobs 2: the wall time and lines per second (output to /dev/null). Prints a Markdown table.
#
# Needs a JDK 17+ and Maven (the launcher builds the jar on first use). The machine's load
# changes the figures a lot: say how loaded it was when quoting them.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

calls=${CALLS:-20}
lines=${LINES:-1000000}

./urikit parse http://a/ >/dev/null   # builds the jar and the archive when needed

ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }

median_ms() {
    local i start
    for ((i = 0; i < calls; i++)); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        ms "$start"
    done | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}

data=$(mktemp "${TMPDIR:-/tmp}/urikit-cli-bench.XXXXXX")
trap 'rm -f "$data"' EXIT
while [[ $(wc -l < "$data") -lt $lines ]]; do
    zcat conformance/datasets/*.txt.gz >> "$data"
done
head -n "$lines" "$data" > "$data.cut" && mv "$data.cut" "$data"

echo "| what | --jobs | time | lines/s |"
echo "| --- | --- | --- | --- |"
echo "| \`./urikit parse http://a/\` (median of $calls) | - | $(median_ms ./urikit parse http://a/) ms | - |"
echo "| \`java -jar urikit.jar parse http://a/\` (median of $calls) | - | $(median_ms java -jar urikit-cli/target/urikit.jar parse http://a/) ms | - |"
for command in parse normalize check; do
    for jobs in 1 2; do
        start=$(date +%s%N)
        ./urikit "$command" --json --jobs "$jobs" --input "$data" >/dev/null || true
        t=$(ms "$start")
        echo "| \`$command --json\` of $lines lines | $jobs | $t ms | $(( lines * 1000 / (t > 0 ? t : 1) )) |"
    done
done
echo
echo "($(nproc) processors, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end; $(java -version 2>&1 | head -1))"
