package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link UriDedupeJob} in-process on the shared session: text and Parquet input, options, usage errors. */
class UriDedupeJobTest {
    private static final Supplier<SparkSession> NO_SESSION = () -> {
        throw new AssertionError("a usage error must not start Spark");
    };

    @TempDir
    Path dir;

    /** A session of its own on the shared context: the job registers the functions its way in the session it gets. */
    private static SparkSession jobSession() {
        return SharedSpark.session().newSession();
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Supplier<SparkSession> sessions, String... args) {
        return UriDedupeJob.run(args, new PrintWriter(out, true), new PrintWriter(err, true), sessions);
    }

    private List<String> classes(Path output) {
        List<String> rows = new ArrayList<>();
        for (Row r : SharedSpark.session().read().parquet(output.toString())
                .orderBy("count", "first_seen").collectAsList()) {
            rows.add(r.get(0) + " | " + r.get(1) + " | " + r.get(2) + " | " + r.get(3));
        }
        return rows;
    }

    @Test
    void textInputSchemeLevel() throws IOException {
        Path input = dir.resolve("urls.txt");
        // RFC 3986 §6.2 (equivalence.tsv e03, e06, e07, e18): the first three lines are one class, the next two another
        Files.writeString(input, "http://example.com/\nHTTP://EXAMPLE.com\nhttp://example.com:80/\n"
                + "http://a/%7euser\nhttp://a/~user\n\nhttp://h:x/\nhttp://h:x/\nhttp://example.com/data/\n", StandardCharsets.UTF_8);
        Path output = dir.resolve("out");
        assertEquals(0, run(UriDedupeJobTest::jobSession, "--input", input.toString(), "--output", output.toString()), err.toString());
        assertEquals(List.of(
                "http://example.com/data/ | true | 1 | http://example.com/data/",
                "http://a/~user | true | 2 | http://a/%7euser",
                "null | false | 2 | http://h:x/",
                "http://example.com/ | true | 3 | http://example.com/"), classes(output));
        assertTrue(out.toString().contains("8 rows (2 not URI references) in 4 classes"), out.toString());
    }

    @Test
    void parquetInputStringLevelAndOverwrite() {
        Path input = dir.resolve("in.parquet");
        SharedSpark.strings("links", List.<String[]>of(new String[] {"1", "http://a/"}, new String[] {"2", "HTTP://a/"},
                new String[] {"3", "http://a/"}, new String[] {"4", null}), "n", "target")
                .write().parquet(input.toString());
        Path output = dir.resolve("out");
        String[] args = {"--input", input.toString(), "--format", "parquet", "--column", "target", "--level", "string",
            "--output", output.toString()};
        assertEquals(0, run(UriDedupeJobTest::jobSession, args), err.toString());
        // RFC 3986 §6.2.1: at the string rung only identical text is equivalent; the NULL row is skipped
        assertEquals(List.of("HTTP://a/ | true | 1 | HTTP://a/", "http://a/ | true | 2 | http://a/"), classes(output));

        assertEquals(UriDedupeJob.FAILURE, run(UriDedupeJobTest::jobSession, args));   // the output is there now
        assertTrue(err.toString().contains("UriDedupeJob: the job failed:"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace");

        String[] again = java.util.Arrays.copyOf(args, args.length + 1);
        again[args.length] = "--overwrite";
        assertEquals(0, run(UriDedupeJobTest::jobSession, again), err.toString());
    }

    @Test
    void redactedPasswords() throws IOException {
        Path input = dir.resolve("urls.txt");
        Files.writeString(input, "ftp://foo:secret@host.com/\nhttp://u:p@h:x/\n", StandardCharsets.UTF_8);
        Path output = dir.resolve("out");
        assertEquals(0, run(UriDedupeJobTest::jobSession, "--input", input.toString(), "--output", output.toString(),
                "--redact-passwords"), err.toString());
        // passwords.tsv pw-01; the invalid line masked by the same rule (redaction.tsv bad-port-after-password)
        assertEquals(List.of("ftp://foo:****@host.com/ | true | 1 | ftp://foo:****@host.com/", "null | false | 1 | http://u:****@h:x/"),
                classes(output));
    }

    @Test
    void usageErrorsPrintUsageWithoutStackTrace() {
        assertEquals(UriDedupeJob.USAGE, run(NO_SESSION));
        assertTrue(err.toString().contains("Missing required options: '--input=PATH', '--output=PATH'"), err.toString());
        assertTrue(err.toString().contains("Usage: UriDedupeJob"), err.toString());

        assertEquals(UriDedupeJob.USAGE, run(NO_SESSION, "--input", "x", "--output", "y", "--format", "csv"));
        assertTrue(err.toString().contains("unknown --format 'csv' (expected text or parquet)"), err.toString());

        assertEquals(UriDedupeJob.USAGE, run(NO_SESSION, "--input", "x", "--output", "y", "--level", "fuzzy"));
        assertTrue(err.toString().contains("unknown --level 'fuzzy'"), err.toString());

        assertEquals(UriDedupeJob.USAGE, run(NO_SESSION, "--input", "x", "--output", "y", "--bogus"));
        assertTrue(err.toString().contains("Unknown option: '--bogus'"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace");

        assertEquals(0, run(NO_SESSION, "--help"));
        assertTrue(out.toString().startsWith("Usage: UriDedupeJob"), out.toString());
    }

    @Test
    void missingInputFails() {
        assertEquals(UriDedupeJob.FAILURE, run(UriDedupeJobTest::jobSession, "--input", dir.resolve("nothing").toString(),
                "--output", dir.resolve("out").toString()));
        assertTrue(err.toString().contains("PATH_NOT_FOUND"), err.toString());
    }
}
