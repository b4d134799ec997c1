#!/usr/bin/env bash
# Builds urikit-bench/target/benchmarks.jar, runs the JMH suite with the gc profiler and prints
# the results as a Markdown table (ns/URL, MB/s, bytes allocated per URL, speed relative to
# java.net.URI, failures) for every library and dataset.
#
#   bench/run.sh                       # everything: all benchmarks, all datasets (about 10 minutes)
#   bench/run.sh --quick               # shorter iterations, kasztp only (about 2 minutes)
#   bench/run.sh --quick ParseBenchmark  # further arguments go to JMH (a benchmark regex, -p ...)
#
# Needs only a JDK 17+ and Maven. The datasets are read from conformance/datasets/*.txt.gz
# (relative to the repository root); set URIKIT_DATA=/path/to/url-various-datasets to use others.
# Results: urikit-bench/target/bench/results.json (JMH JSON) and output.txt (JMH's console output).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

quick=false
if [[ "${1:-}" == "--quick" ]]; then
  quick=true
  shift
fi

jmh_args=(-f 1 -wi 3 -w 1s -i 5 -r 1s)
if $quick; then
  jmh_args=(-f 1 -wi 2 -w 1s -i 3 -r 1s -p dataset=kasztp)
fi

java_opts=()
if [[ -n "${URIKIT_DATA:-}" ]]; then
  java_opts+=("-Durikit.data=${URIKIT_DATA}")
fi

mvn -B -q -DskipTests -pl urikit-bench -am package

out="urikit-bench/target/bench"
mkdir -p "$out"
jar="urikit-bench/target/benchmarks.jar"

java "${java_opts[@]+"${java_opts[@]}"}" -jar "$jar" "${jmh_args[@]}" -prof gc -rf json -rff "$out/results.json" "$@" \
  2>&1 | tee "$out/output.txt"

echo
java "${java_opts[@]+"${java_opts[@]}"}" -cp "$jar" org.urikit.bench.Report "$out/results.json" "$out/output.txt" \
  | tee "$out/table.md"
