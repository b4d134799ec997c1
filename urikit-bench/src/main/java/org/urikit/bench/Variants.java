package org.urikit.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.urikit.whatwg.WebUrl;

/**
 * The input sets that keep the URL Standard's rewriting path in view, beside the canonical
 * datasets of {@link DataSets} (whose lines are nearly all their own serialization already):
 *
 * <ul>
 * <li>{@code <dataset>_upper} ({@link #UPPER}): every line of the dataset with its scheme and host
 *   upper-cased, {@code HTTPS://WWW.EXAMPLE.COM/a} for {@code https://www.example.com/a}
 *   (ASCII letters only: {@link #upperSchemeAndHost}); every valid line then needs rewriting.</li>
 * <li>{@value #DECLINED}: the kasztp lines whose WHATWG serialization is not the line itself,
 *   the lines the URL Standard's parser must rewrite (180: 156 hold a {@code '\'}, 24 a space,
 *   and {@code https://} fails).</li>
 * <li>{@value #REWRITE}: the inputs of the web-platform-tests' {@code urltestdata.json}
 *   ({@code conformance/wpt-url/}, read without their base; the few that hold a CR or LF or a
 *   lone surrogate are left out, since they cannot be a line of a UTF-8 text file), then the
 *   {@value #DECLINED} lines.</li>
 * </ul>
 *
 * <p>Every set can be written out as a UTF-8 text file, one input per line, so that another
 * program (a C++ driver of ada, say) reads exactly the same inputs:
 * <pre>
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.Variants kasztp_upper &gt; kasztp_upper.txt
 * </pre>
 */
public final class Variants {
    /** The suffix of an upper-cased dataset's name. */
    public static final String UPPER = "_upper";
    /** The kasztp lines that need rewriting. */
    public static final String DECLINED = "declined";
    /** The WPT inputs and the {@link #DECLINED} lines. */
    public static final String REWRITE = "rewrite";
    /** The datasets and their variants, in the order the reports list them. */
    static final List<String> ORDER = List.of(DataSets.KASZTP, DataSets.NODE_FILES, DataSets.ISAACS_FILES,
            DataSets.KASZTP + UPPER, DataSets.NODE_FILES + UPPER, DataSets.ISAACS_FILES + UPPER, DECLINED, REWRITE);

    private Variants() {
    }

    /** Whether {@code name} names a set of this class rather than a file. */
    static boolean isVariant(String name) {
        return name.endsWith(UPPER) || name.equals(DECLINED) || name.equals(REWRITE);
    }

    /** The lines of set {@code name} (see the class comment). */
    static String[] lines(String name) {
        if (name.endsWith(UPPER)) {
            String[] lines = DataSets.lines(name.substring(0, name.length() - UPPER.length()));
            String[] out = new String[lines.length];
            for (int i = 0; i < lines.length; i++) {
                out[i] = upperSchemeAndHost(lines[i]);
            }
            return out;
        }
        List<String> out = new ArrayList<>();
        if (name.equals(REWRITE)) {
            out.addAll(wptInputs(DataSets.directory().resolveSibling("wpt-url").resolve("urltestdata.json")));
        }
        for (String line : DataSets.lines(DataSets.KASZTP)) {
            WebUrl u = WebUrl.parseOrNull(line);
            if (u == null || !u.href().equals(line)) {
                out.add(line);
            }
        }
        return out.toArray(new String[0]);
    }

    /**
     * {@code s} with the ASCII letters of its scheme and of its host upper-cased: the scheme is
     * the text before the first {@code ':'} if only scheme characters precede it; the host, when
     * {@code "//"} follows the scheme, runs from after the authority's last {@code '@'} to its
     * end (the first {@code '/'}, {@code '\'}, {@code '?'} or {@code '#'}). Other text is as it was.
     */
    public static String upperSchemeAndHost(String s) {
        int colon = 0;
        while (colon < s.length() && isSchemeChar(s.charAt(colon))) {
            colon++;
        }
        if (colon == 0 || colon == s.length() || s.charAt(colon) != ':') {
            return s;
        }
        char[] c = s.toCharArray();
        upper(c, 0, colon);
        if (s.startsWith("//", colon + 1)) {
            int start = colon + 3;
            int end = start;
            while (end < c.length && "/\\?#".indexOf(c[end]) < 0) {
                end++;
            }
            int at = s.lastIndexOf('@', end - 1);
            upper(c, Math.max(start, at + 1), end);
        }
        return new String(c);
    }

    private static boolean isSchemeChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.';
    }

    private static void upper(char[] c, int from, int to) {
        for (int i = from; i < to; i++) {
            if (c[i] >= 'a' && c[i] <= 'z') {
                c[i] -= 0x20;
            }
        }
    }

    /** The {@code input} of every test case of a WPT {@code urltestdata.json} that can be a line. */
    static List<String> wptInputs(Path json) {
        List<String> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(Files.readAllBytes(json))) {
            int depth = 0;
            for (JsonToken t; (t = p.nextToken()) != null; ) {
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    depth++;
                } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                    depth--;
                } else if (t == JsonToken.FIELD_NAME && depth == 2 && p.getCurrentName().equals("input")) {
                    p.nextToken();
                    String input = p.getText();
                    if (isLine(input)) {
                        out.add(input);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the WPT URL tests " + json, e);
        }
        return out;
    }

    /** Not empty, no CR or LF, no lone surrogate, no leading byte order mark: survives a UTF-8 text file and {@link DataSets#lines}. */
    private static boolean isLine(String s) {
        if (s.isEmpty() || s.charAt(0) == '\uFEFF') {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\r' || c == '\n') {
                return false;
            }
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    /** {@code Variants NAME}: writes the lines of dataset or set {@code NAME} to standard output as UTF-8. */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        for (String line : DataSets.lines(args[0])) {
            out.print(line);
            out.print('\n');
        }
        out.flush();
    }
}
