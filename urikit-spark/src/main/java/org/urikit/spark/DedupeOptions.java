package org.urikit.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The arguments of {@link UriDedupeJob}, parsed by picocli.
 *
 * <pre>{@code
 * --input crawl/urls.txt --output out/classes
 * --input crawl.parquet --format parquet --column target_url --output out/classes --level syntax
 * }</pre>
 */
@Command(name = "UriDedupeJob",
        mixinStandardHelpOptions = true,
        versionProvider = DedupeOptions.Version.class,
        description = {
            "Groups URLs into RFC 3986 equivalence classes (section 6.2) and writes one Parquet row per class:",
            "canonical (the normalized form; null for text that is not a URI reference, which is grouped by its exact text),",
            "valid, count, first_seen (the first original in input order)."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:done", "2:usage error", "3:the job failed (unreadable input, output already there, ...)"})
final class DedupeOptions {
    @Option(names = "--input", required = true, paramLabel = "PATH",
            description = "Input file or directory (repeat for several); any path Spark reads (local, hdfs:, s3a:, ...).")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--output", required = true, paramLabel = "PATH", description = "Output directory (Parquet).")
    String output;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (one URL per line; empty lines are skipped) or parquet. Default: ${DEFAULT-VALUE}.")
    String format;

    @Option(names = "--column", paramLabel = "NAME", defaultValue = "url",
            description = "The string column that holds the URLs (parquet input). Default: ${DEFAULT-VALUE}.")
    String column;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            description = "Equivalence rung of RFC 3986 section 6.2: string, syntax or scheme. Default: ${DEFAULT-VALUE}.")
    String level;

    @Option(names = "--overwrite", description = "Replace the output directory if it exists.")
    boolean overwrite;

    @Option(names = "--redact-passwords",
            description = "Write canonical and first_seen with a non-empty password replaced by **** (the text of an invalid line too).")
    boolean redactPasswords;

    /** The problem with the option values that picocli cannot see, or null. */
    String validate() {
        format = format.toLowerCase(Locale.ROOT);
        if (!format.equals("text") && !format.equals("parquet")) {
            return "unknown --format '" + format + "' (expected text or parquet)";
        }
        if (org.urikit.spark.internal.UriKernels.equivalenceLevel(level) == null) {
            return "unknown --level '" + level + "' (expected string, syntax or scheme)";
        }
        level = level.toLowerCase(Locale.ROOT);
        if (!format.equals("parquet") && !column.equals("url")) {
            return "--column applies to --format parquet only";
        }
        return null;
    }

    /** The version from the jar's manifest. */
    static final class Version implements picocli.CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = UriDedupeJob.class.getPackage().getImplementationVersion();
            return new String[] {"urikit-spark " + (v == null ? "(development build)" : v)};
        }
    }
}
