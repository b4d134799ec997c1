package org.urikit.whatwg;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.zip.GZIPOutputStream;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;

/**
 * The recorded results of the URL parser on the benchmark datasets, their upper-cased variants
 * and the inputs of the WPT-format suites ({@code testdata/whatwg/hrefs/*.tsv.gz}), which
 * {@link ExpectedHrefsTest} compares the parser with. The files were written once by this class's
 * {@link #main}, run against the parser as it was before its rewrite for speed (commit 8e5eb19,
 * {@code urikit-core-0.3.0-SNAPSHOT.jar} built from it), so that they are not computed by the code
 * they check:
 * <pre>
 * java -cp OLD-urikit-core.jar:urikit-core/target/test-classes org.urikit.whatwg.ExpectedHrefs urikit-core/src/test/resources/testdata/whatwg/hrefs
 * </pre>
 * It uses only the public API ({@link WebUrl#tryParse}), so it runs against any version.
 *
 * <p>One line per input, a dataset line or a WPT case in file order, holding one result and its
 * validation errors per variant, tab-separated: a result is the href, {@code =} for the input
 * itself, {@code ^} for the href of the line's first variant, or {@code !error@index} for a failure; the errors are {@code name@index} joined by
 * {@code ,}, or {@code -} for none. Dataset lines have two variants (the line, then the line
 * with {@link #upper upper-cased scheme and host}); WPT cases three (the input without base,
 * upper-cased without base, upper-cased against the case's base, or {@code -} and {@code -} when
 * it has none). Lines starting with {@code #} are comments.
 */
final class ExpectedHrefs {
    /** The datasets of {@code conformance/datasets/}. */
    static final List<String> DATASETS = List.of("kasztp", "node_files", "isaacs_files");
    /** The WPT-format files of {@code conformance/} whose inputs are recorded. */
    static final List<String> WPT_FILES = List.of("wpt-url/urltestdata.json", "wpt-url/urltestdata-javascript-only.json",
            "ada-extra/ada_extra_urltestdata.json", "ada-extra/ada_long_urltestdata.json");

    private ExpectedHrefs() {
    }

    /**
     * {@code s} with the ASCII letters of its scheme (the text before the first {@code ':'}, when
     * only scheme characters precede it) and of its host (after {@code "//"} and the authority's
     * last {@code '@'}, to the first {@code / \ ? #}) upper-cased: {@code HTTPS://WWW.EXAMPLE.COM/a}.
     */
    static String upper(String s) {
        int colon = 0;
        while (colon < s.length() && (Chars.isAlpha(s.charAt(colon)) || Chars.isDigit(s.charAt(colon))
                || "+-.".indexOf(s.charAt(colon)) >= 0)) {
            colon++;
        }
        if (colon == 0 || colon == s.length() || s.charAt(colon) != ':') {
            return s;
        }
        int end = colon;
        int hostStart = colon;
        if (s.startsWith("//", colon + 1)) {
            end = colon + 3;
            while (end < s.length() && "/\\?#".indexOf(s.charAt(end)) < 0) {
                end++;
            }
            hostStart = Math.max(colon + 3, s.lastIndexOf('@', end - 1) + 1);
        }
        StringBuilder b = new StringBuilder(s);
        for (int i = 0; i < end; i++) {
            char c = s.charAt(i);
            if ((i < colon || i >= hostStart) && c >= 'a' && c <= 'z') {
                b.setCharAt(i, (char) (c - 0x20));
            }
        }
        return b.toString();
    }

    /** The WPT cases of {@link #WPT_FILES}, each {input, base (or null)}. */
    static List<String[]> wptCases() {
        List<String[]> out = new ArrayList<>();
        for (String file : WPT_FILES) {
            for (Map<String, Object> c : Json.objects(Json.conformance(file))) {
                out.add(new String[] {(String) c.get("input"), (String) c.get("base")});
            }
        }
        return out;
    }

    /**
     * The recorded form of parsing {@code input} against {@code base} (null: none): result, tab,
     * errors; {@code first} is the href of the line's first variant ({@code ^} stands for it) or null.
     */
    static String record(String input, String base, String first) {
        WebUrlResult r = base == null ? WebUrl.tryParse(input) : WebUrl.tryParse(input, base);
        String result;
        if (r instanceof WebUrlResult.Success s) {
            String href = s.url().href();
            result = href.equals(input) ? "=" : href.equals(first) ? "^" : href;
        } else {
            WebUrlResult.Failure f = (WebUrlResult.Failure) r;
            result = "!" + f.error().standardName() + "@" + f.index();
        }
        StringJoiner errors = new StringJoiner(",");
        r.validationErrors().forEach(e -> errors.add(e.toString()));
        return result + "\t" + (errors.length() == 0 ? "-" : errors.toString());
    }

    /** The line recorded for dataset line {@code line}. */
    static String datasetLine(String line) {
        String first = hrefOrNull(line);
        return record(line, null, null) + "\t" + record(upper(line), null, first);
    }

    /** The line recorded for a WPT case. */
    static String wptLine(String input, String base) {
        String first = hrefOrNull(input);
        return record(input, null, null) + "\t" + record(upper(input), null, first) + "\t"
                + (base == null ? "-\t-" : record(upper(input), base, first));
    }

    private static String hrefOrNull(String input) {
        WebUrl u = WebUrl.parseOrNull(input);
        return u == null ? null : u.href();
    }

    /** {@code ExpectedHrefs DIRECTORY}: writes the files (see the class comment). */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Files.createDirectories(dir);
        for (String d : DATASETS) {
            List<String> lines = new ArrayList<>();
            for (String line : TestData.datasetLines(d)) {
                lines.add(datasetLine(line));
            }
            write(dir.resolve(d + ".tsv.gz"), "conformance/datasets/" + d + ".txt.gz, line by line", lines);
        }
        List<String> lines = new ArrayList<>();
        for (String[] c : wptCases()) {
            lines.add(wptLine(c[0], c[1]));
        }
        write(dir.resolve("wpt.tsv.gz"), "the cases of " + String.join(", ", WPT_FILES) + ", in order", lines);
    }

    private static void write(Path file, String what, List<String> lines) throws IOException {
        try (Writer w = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(file)), StandardCharsets.UTF_8)) {
            w.write("# The URL parser's results on " + what + ": see org.urikit.whatwg.ExpectedHrefs (written by its main,\n");
            w.write("# run against the parser of commit 8e5eb19, before its rewrite for speed). Do not edit.\n");
            for (String line : lines) {
                w.write(line);
                w.write('\n');
            }
        }
    }
}
