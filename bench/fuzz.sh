#!/usr/bin/env bash
# Fuzzes one urikit-core Jazzer target for real (coverage-guided), for a given number of seconds.
#
#   bench/fuzz.sh TARGET SECONDS        # e.g. bench/fuzz.sh parse 600
#
# TARGET is a @FuzzTest method of a class in org.urikit.robust (urikit-core/src/test/java):
#   FuzzTargetsTest (RFC 3986):
#   parse     Uri.parse / tryParse / isValid under every Profile
#   lenient   Uri.parseLenient
#   builder   UriBuilder call sequences (userinfo parts, decoded path, query sort among them), and decoded components that must decode back
#   percent   PercentCodec decode/encode, FormCodec, QueryParameters
#   normalize Uri.normalize (all steps, each step) under every Profile
#   resolve   Uri.resolve (base and reference separated by a 0xFF byte), then relativize back
#   relativize Uri.relativize (base and target separated by a 0xFF byte)
#   WhatwgFuzzTargetsTest (URL Standard):
#   webUrl    WebUrl.parse / tryParse / parseOrNull / canParse, with a base; parse(href).href == href
#   webUrlSetters  the with... setters: the href parses back to itself, setting twice changes nothing; withAppendedPathSegment
#   urlSearchParams  UrlSearchParams: the serialization reads back, set/append/delete/sort
#   IdnaFuzzTargetsTest:
#   idna      Idna.toAscii / toUnicode / domainToAscii / toDisplayUnicode: toUnicode(toAscii(x)) is stable
#   punycode  Punycode.encode / decode round trips
#   TemplateFuzzTargetsTest:
#   template  UriTemplate parse, expand, expandStrict, expandPartial, match (matches back where isMatchable)
#   TextFuzzTargetsTest:
#   extract   UriExtractor: offsets point at the text they report, streaming gives the same matches
#   SecurityFuzzTargetsTest:
#   inspector UriInspector: the same findings about the destination for a URL and for its target
#   publicSuffix  PublicSuffixList.defaults(): answers are suffixes of their input, at a label
#   publicSuffixList  PublicSuffixList.parse of the input, then the same properties
#
# How it works: Jazzer's JUnit integration (com.code-intelligence:jazzer-junit, a test-scope
# dependency; its jar carries the native libFuzzer driver for Linux, macOS and Windows, so only a
# JDK 17+ and Maven are needed). Without JAZZER_FUZZ, `mvn verify` runs every target in regression
# mode over the committed seed corpus in
#   urikit-core/src/test/resources/org/urikit/robust/<CLASS>Inputs/<TARGET>/
# This script sets JAZZER_FUZZ=1 and runs the one target through Surefire, so Jazzer mutates
# inputs for SECONDS (jazzer.max_duration overrides the annotation's 10m), instrumenting every
# org.urikit class for coverage.
#
# Where things go:
#   - a crashing input (a broken property or an exception other than UriSyntaxException) is
#     written to the seed directory above as crash-<sha1>; the test then fails and this script
#     exits non-zero. Minimize it if needed, fix the code, and commit the file with the fix:
#     from then on `mvn verify` replays it. Stopping a run (killing its JVM) also leaves the input it
#     was running there as crash-<sha1>, which is no finding: it passes `mvn verify`; delete it.
#   - inputs that reached new coverage go to urikit-core/.cifuzz-corpus/org.urikit.robust.<CLASS>/<TARGET>/
#     (not committed; kept between runs so that fuzzing resumes where it stopped).
#   - the full log, with libFuzzer's status lines, is urikit-core/target/fuzz/<TARGET>.log; the
#     last line printed here says how many inputs were run ("Done N runs in S second(s)"), and the
#     CPU seconds of the run (Maven and the forked JVM, user + system) follow it.
# SECONDS is wall time (jazzer.max_duration). The machine's cores are shared: run one target at a
# time, under nice (e.g. nice -n 19 bench/fuzz.sh parse 600).
set -euo pipefail

usage() {
  echo "usage: bench/fuzz.sh TARGET SECONDS   (TARGET: parse, lenient, builder, percent, normalize, resolve," \
    "relativize, webUrl, webUrlSetters, urlSearchParams, idna, punycode, template, extract, inspector," \
    "publicSuffix, publicSuffixList)" >&2
  exit 2
}

[[ $# -eq 2 ]] || usage
target="$1"
seconds="$2"
case "$target" in
  parse|lenient|builder|percent|normalize|resolve|relativize) class=FuzzTargetsTest ;;
  webUrl|webUrlSetters|urlSearchParams) class=WhatwgFuzzTargetsTest ;;
  idna|punycode) class=IdnaFuzzTargetsTest ;;
  template) class=TemplateFuzzTargetsTest ;;
  extract) class=TextFuzzTargetsTest ;;
  inspector|publicSuffix|publicSuffixList) class=SecurityFuzzTargetsTest ;;
  *) usage ;;
esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
log="urikit-core/target/fuzz/$target.log"
mkdir -p "$(dirname "$log")"

status=0
start_cpu=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat 2>/dev/null || echo 0)
JAZZER_FUZZ=1 mvn -B -pl urikit-core test \
  -Dtest="$class#$target" -Dsurefire.failIfNoSpecifiedTests=false \
  -Djazzer.max_duration="${seconds}s" -Djazzer.instrument='org.urikit.**' \
  >"$log" 2>&1 || status=$?
end_cpu=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat 2>/dev/null || echo 0)

grep -aE '^#[0-9]+ +(pulse|NEW|REDUCE|DONE)|Done [0-9]+ runs|crash-|Tests run:|ERROR|FAILURE' "$log" | tail -n 15 || true
ticks=$(getconf CLK_TCK 2>/dev/null || echo 100)
echo "fuzz.sh: CPU time of the run (Maven and the forked JVM, user + system): $(( (end_cpu - start_cpu) / ticks )) s"
if [[ $status -ne 0 ]]; then
  echo "fuzz.sh: target $target FAILED (exit $status); see $log and the crash-* file above" >&2
else
  echo "fuzz.sh: target $target ran ${seconds}s without a finding; log: $log"
fi
exit $status
