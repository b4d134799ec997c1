#!/usr/bin/env bash
# The urikit-spark benchmark (org.urikit.spark.bench.SparkHostBenchmark): a timed local Spark job
# over the kasztp URL list repeated to a million rows, uri_host/uri_parse against Spark's
# parse_url(url, 'HOST'), and the functions as native expressions against typed UDFs. Prints a
# Markdown table (rows/s per core from the executors' CPU time) and where uri_host and parse_url
# disagree on kasztp.
#
#   bench/spark.sh                       # 1,000,000 rows, 7 rounds, local[1] (about 3 minutes)
#   bench/spark.sh 2000000 9 'local[2]'  # rows, rounds, Spark master
#   bench/spark.sh --differences         # only the table of uri_host against parse_url on chosen inputs
#
# Needs a JDK 17 and Maven; Spark comes from the module's (provided) dependencies.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

mvn -B -q -DskipTests -pl urikit-spark -am test-compile
mvn -B -q -pl urikit-spark dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$root/urikit-spark/target/bench-classpath.txt" >/dev/null
# urikit-core from this checkout, not from the local repository
cp="urikit-spark/target/test-classes:urikit-spark/target/classes:urikit-core/target/classes:$(tr ':' '\n' \
  < urikit-spark/target/bench-classpath.txt | grep -v '/org/urikit/' | paste -sd: -)"

# the JVM options of the module's tests (--add-opens ... for Spark on Java 17), from the parent pom
opts="$(sed -n 's:.*<spark.test.jvm.options>\(.*\)</spark.test.jvm.options>.*:\1:p' pom.xml)"
main=org.urikit.spark.bench.SparkHostBenchmark
if [[ "${1:-}" == "--differences" ]]; then
  main=org.urikit.spark.bench.ParseUrlDifferences
  shift
fi
# shellcheck disable=SC2086
java -Xmx4g $opts -Durikit.root="$root" -cp "$cp" "$main" "$@"
