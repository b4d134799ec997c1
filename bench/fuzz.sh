#!/usr/bin/env bash
# Fuzzes one urikit-core Jazzer target for real (coverage-guided), for a given number of seconds.
#
#   bench/fuzz.sh TARGET SECONDS        # e.g. bench/fuzz.sh parse 600
#
# TARGET is a @FuzzTest method of org.urikit.robust.FuzzTargetsTest (urikit-core/src/test/java):
#   parse     Uri.parse / tryParse / isValid under every Profile
#   lenient   Uri.parseLenient
#   builder   UriBuilder call sequences, and decoded components that must decode back
#   percent   PercentCodec decode/encode, FormCodec, QueryParameters
#   normalize Uri.normalize (all steps, each step) under every Profile
#   resolve   Uri.resolve (base and reference separated by a 0xFF byte), then relativize back
#   relativize Uri.relativize (base and target separated by a 0xFF byte)
#
# How it works: Jazzer's JUnit integration (com.code-intelligence:jazzer-junit, a test-scope
# dependency; its jar carries the native libFuzzer driver for Linux, macOS and Windows, so only a
# JDK 17+ and Maven are needed). Without JAZZER_FUZZ, `mvn verify` runs every target in regression
# mode over the committed seed corpus in
#   urikit-core/src/test/resources/org/urikit/robust/FuzzTargetsTestInputs/<TARGET>/
# This script sets JAZZER_FUZZ=1 and runs the one target through Surefire, so Jazzer mutates
# inputs for SECONDS (jazzer.max_duration overrides the annotation's 10m), instrumenting every
# org.urikit class for coverage.
#
# Where things go:
#   - a crashing input (a broken property or an exception other than UriSyntaxException) is
#     written to the seed directory above as crash-<sha1>; the test then fails and this script
#     exits non-zero. Minimize it if needed, fix the code, and commit the file with the fix:
#     from then on `mvn verify` replays it.
#   - inputs that reached new coverage go to urikit-core/.cifuzz-corpus/org.urikit.robust.FuzzTargetsTest/<TARGET>/
#     (not committed; kept between runs so that fuzzing resumes where it stopped).
#   - the full log, with libFuzzer's status lines, is urikit-core/target/fuzz/<TARGET>.log; the
#     last line printed here says how many inputs were run ("Done N runs in S second(s)").
# The machine's cores are shared: run one target at a time.
set -euo pipefail

usage() {
  echo "usage: bench/fuzz.sh TARGET SECONDS   (TARGET: parse, lenient, builder, percent, normalize, resolve, relativize)" >&2
  exit 2
}

[[ $# -eq 2 ]] || usage
target="$1"
seconds="$2"
case "$target" in
  parse|lenient|builder|percent|normalize|resolve|relativize) ;;
  *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
log="urikit-core/target/fuzz/$target.log"
mkdir -p "$(dirname "$log")"

status=0
JAZZER_FUZZ=1 mvn -B -pl urikit-core test \
  -Dtest="FuzzTargetsTest#$target" -Dsurefire.failIfNoSpecifiedTests=false \
  -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='org.urikit.**' \
  >"$log" 2>&1 || status=$?

grep -E '^#[0-9]+ +(pulse|NEW|REDUCE|DONE)|Done [0-9]+ runs|crash-|Tests run:|ERROR|FAILURE' "$log" | tail -n 15 || true
if [[ $status -ne 0 ]]; then
  echo "fuzz.sh: target $target FAILED (exit $status); see $log and the crash-* file above" >&2
else
  echo "fuzz.sh: target $target ran ${seconds}s without a finding; log: $log"
fi
exit $status
