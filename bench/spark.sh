#!/usr/bin/env bash
# The urikit-spark benchmark (org.urikit.spark.bench.SparkFunctionsBenchmark): a timed local Spark
# job over the kasztp URL list repeated to a million rows, every urikit function beside the closest
# thing Spark has (a built-in such as try_parse_url, or a java.net.URI UDF), and uri_host/uri_parse
# as native expressions against typed UDFs. Prints Markdown tables (rows/s per core from the
# executors' CPU time) and where try_uri_host and try_parse_url disagree on kasztp. Runs on the
# newest Spark line the build tests (the jar of urikit-spark-4_2.13 on Spark 4.2).
#
#   bench/spark.sh                       # 1,000,000 rows, 7 rounds, local[1] (about 10 minutes)
#   bench/spark.sh 2000000 9 'local[2]'  # rows, rounds, Spark master
#   bench/spark.sh --differences         # only the table of try_uri_host against try_parse_url on chosen inputs
#
# Needs a JDK 17 and Maven; Spark comes from the module's (provided) dependencies.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

module=urikit-spark/spark-4_2.13-on-4.2
# One reactor run: the jar's classes and urikit-core come from this checkout (their target/classes),
# and build-classpath writes the module's test class path last (each module of the run writes it).
mvn -B -q -DskipTests -pl "$module" -am test-compile dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$root/$module/target/bench-classpath.txt" >/dev/null
cp="$module/target/test-classes:$(cat "$module/target/bench-classpath.txt")"

# the JVM options of the module's tests (--add-opens ... for Spark on Java 17), from the parent pom
opts="$(sed -n 's:.*<spark.test.jvm.options>\(.*\)</spark.test.jvm.options>.*:\1:p' pom.xml)"
main=org.urikit.spark.bench.SparkFunctionsBenchmark
if [[ "${1:-}" == "--differences" ]]; then
  main=org.urikit.spark.bench.ParseUrlDifferences
  shift
fi
# shellcheck disable=SC2086
java -Xmx4g $opts -Durikit.root="$root" -cp "$cp" "$main" "$@"
