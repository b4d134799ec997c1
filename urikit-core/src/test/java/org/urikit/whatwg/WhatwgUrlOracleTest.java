package org.urikit.whatwg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.Json;

/**
 * Differential test against the reference implementation of the URL Standard, {@code whatwg-url}
 * (npm), run by Node: every (input, base) of the committed {@link OracleCorpus} goes through both,
 * and the hrefs (or failures) must be equal. One node process reads the whole corpus as NDJSON.
 *
 * <p>It runs only where {@code node} is on the PATH and the package is installed (else it is
 * skipped with an assumption), in {@code urikit-core/target/whatwg-url-oracle} by default:
 * <pre>
 * npm install --prefix urikit-core/target/whatwg-url-oracle whatwg-url@17.3.0
 * </pre>
 * or in the directory named by the system property {@code urikit.whatwgUrlOracle}. (17.3.0 asks
 * for Node 22 but runs on Node 20.) A disagreement must be listed, with its resolution, in
 * {@code testdata/deviations/whatwg-oracle.txt}; the findings so far are in
 * {@code testdata/whatwg/fuzz-findings.md}.
 */
class WhatwgUrlOracleTest {
    /** {@code -Durikit.oracle.print=true}: print every disagreement (to write the deviations file). */
    private static final boolean PRINT = Boolean.getBoolean("urikit.oracle.print");
    /**
     * {@code -Durikit.oracle.extra=N}: also N more generated cases ({@code -Durikit.oracle.seed}) and
     * every line of the datasets; the extra cases have no entries in the deviations file (ids past
     * the corpus), so read the printed disagreements with {@code -Durikit.oracle.print=true}.
     */
    private static final int EXTRA = Integer.getInteger("urikit.oracle.extra", 0);

    static Path oracleDirectory() {
        String configured = System.getProperty("urikit.whatwgUrlOracle");
        if (configured != null) {
            return Path.of(configured);
        }
        String root = System.getProperty("urikit.root", "..");
        return Path.of(root, "urikit-core", "target", "whatwg-url-oracle");
    }

    static boolean nodeAvailable() {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The oracle's answer for each case: the href, or null for failure. */
    static List<String> oracle(List<String[]> cases) throws IOException, InterruptedException {
        Path dir = oracleDirectory();
        Path work = Files.createTempDirectory("whatwg-oracle");
        Path script = work.resolve("oracle.js");
        try (InputStream in = WhatwgUrlOracleTest.class.getResourceAsStream("/whatwg/oracle.js")) {
            Files.write(script, in.readAllBytes());
        }
        StringBuilder ndjson = new StringBuilder();
        for (String[] c : cases) {
            ndjson.append(OracleCorpus.line(c[0], c[1])).append('\n');
        }
        Path input = work.resolve("cases.ndjson");
        Files.writeString(input, ndjson, StandardCharsets.US_ASCII);
        Path output = work.resolve("results.ndjson");
        Process p = new ProcessBuilder("node", script.toString(), dir.toAbsolutePath().toString())
                .redirectInput(input.toFile()).redirectOutput(output.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        if (!p.waitFor(600, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the node oracle did not finish in 600 s");
        }
        assertEquals(0, p.exitValue(), "node oracle exit status");
        List<String> hrefs = new ArrayList<>();
        for (String line : Files.readAllLines(output, StandardCharsets.UTF_8)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> r = (Map<String, Object>) Json.parse(line);
            hrefs.add((String) r.get("href"));
        }
        assertEquals(cases.size(), hrefs.size(), "one oracle answer per case");
        return hrefs;
    }

    @Test
    void agreesWithWhatwgUrl() throws IOException, InterruptedException {
        assumeTrue(nodeAvailable(), "node is not on the PATH");
        assumeTrue(Files.isDirectory(oracleDirectory().resolve("node_modules/whatwg-url")),
                "whatwg-url is not installed in " + oracleDirectory() + " (see this class's javadoc)");
        List<String[]> cases = OracleCorpus.read();
        assertEquals(OracleCorpus.SIZE, cases.size());
        if (EXTRA > 0) {
            // A longer, local run: more mutations (another seed) and every line of the three datasets.
            cases = new ArrayList<>(cases);
            cases.addAll(OracleCorpus.generate(EXTRA, Long.getLong("urikit.oracle.seed", 1L)));
            for (String d : List.of("kasztp", "node_files", "isaacs_files")) {
                for (String line : org.urikit.testing.TestData.datasetLines(d)) {
                    cases.add(new String[] {line, null});
                }
            }
        }
        List<String> expected = oracle(cases);
        Deviations.Tally tally = Deviations.load("whatwg-oracle.txt").tally("differential whatwg-url 17.3.0");
        for (int i = 0; i < cases.size(); i++) {
            String input = cases.get(i)[0];
            String base = cases.get(i)[1];
            WebUrl base2 = base == null ? null : WebUrl.parseOrNull(base);
            WebUrl u = base != null && base2 == null ? null : WebUrl.parseOrNull(input, base2);
            String actual = u == null ? null : u.href();
            String want = expected.get(i);
            if (PRINT && !(want == null ? actual == null : want.equals(actual))) {
                System.out.println("oracle-" + (i + 1) + "\t" + WptUrlTest.show(input) + " base " + WptUrlTest.show(base)
                        + ": whatwg-url " + WptUrlTest.show(want) + ", urikit " + WptUrlTest.show(actual)
                        + (u == null ? " " + WebUrl.tryParse(input, base).validationErrors() : ""));
            }
            tally.record("oracle-" + (i + 1), input, want == null ? actual == null : want.equals(actual),
                    () -> "input " + WptUrlTest.show(input) + " base " + WptUrlTest.show(base) + ": whatwg-url "
                            + WptUrlTest.show(want) + ", urikit " + WptUrlTest.show(actual));
        }
        tally.finish();
    }
}
