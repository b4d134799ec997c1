package org.urikit.bench;

import java.util.Arrays;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The (base, reference) pairs that the resolve benchmarks resolve, one pair per dataset line,
 * the same for every library.
 *
 * <ul>
 *   <li>{@value #REFERENCE}: the line is the reference and the base is fixed,
 *       {@value #BASE} (the base of the examples in RFC 3986 §5.4). Most lines are absolute,
 *       so this measures reference parsing, §5.2.2 and remove_dot_segments.</li>
 *   <li>{@value #PATH}: the line is the base and its own path is the reference
 *       ({@code https://a.example/x/y?q} resolves {@code /x/y}), which exercises merging a
 *       path into a base authority. The path is cut by the regular expression of RFC 3986
 *       Appendix B, so it does not depend on any library under test. A path that is not a
 *       valid relative reference on its own (a first segment with a colon, RFC 3986 §4.2) is
 *       left as it is: a library that rejects it counts a failure.</li>
 * </ul>
 *
 * <pre>{@code
 * ResolveInputs in = ResolveInputs.of("kasztp", ResolveInputs.PATH);
 * // in.bases()[0] = "https://www.sec.gov/edgar.shtml", in.refs()[0] = "/edgar.shtml"
 * }</pre>
 *
 * @param bases the base of each pair (as text; each library parses it once in its set-up)
 * @param refs the reference of each pair (as text; parsing it is part of the measured work)
 */
public record ResolveInputs(String[] bases, String[] refs) {
    /** Mode: each line as a reference against {@link #BASE}. */
    public static final String REFERENCE = "reference";
    /** Mode: each line's path against the line itself. */
    public static final String PATH = "path";
    /** The fixed base of {@link #REFERENCE} mode: RFC 3986 §5.4. */
    public static final String BASE = "http://a/b/c/d;p?q";

    /** RFC 3986 Appendix B; group 5 is the path. */
    private static final Pattern APPENDIX_B = Pattern.compile("^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\\?([^#]*))?(#(.*))?");

    /** The pairs of {@code dataset} in {@code mode}. */
    public static ResolveInputs of(String dataset, String mode) {
        String[] lines = DataSets.lines(dataset);
        switch (mode) {
            case REFERENCE: {
                String[] bases = new String[lines.length];
                Arrays.fill(bases, BASE);
                return new ResolveInputs(bases, lines);
            }
            case PATH: {
                String[] refs = new String[lines.length];
                for (int i = 0; i < lines.length; i++) {
                    refs[i] = path(lines[i]);
                }
                return new ResolveInputs(lines, refs);
            }
            default:
                throw new IllegalArgumentException("resolve mode must be " + REFERENCE + " or " + PATH + ": " + mode);
        }
    }

    /** The path component of {@code uri} by RFC 3986 Appendix B (which matches every string). */
    static String path(String uri) {
        Matcher m = APPENDIX_B.matcher(uri);
        if (!m.find()) {
            throw new AssertionError("Appendix B matches every string: " + uri);
        }
        return m.group(5);
    }

    /**
     * The bases parsed by one library: {@code parser} returns the parsed base or {@code null} if
     * the library rejects it (every pair with a {@code null} base then counts as a failure).
     * Repeated base strings (all of them in {@link #REFERENCE} mode) share one parsed object.
     */
    public <T> T[] parseBases(Function<String, T> parser, IntFunction<T[]> newArray) {
        T[] parsed = newArray.apply(bases.length);
        for (int i = 0; i < bases.length; i++) {
            parsed[i] = i > 0 && bases[i] == bases[i - 1] ? parsed[i - 1] : parser.apply(bases[i]);
        }
        return parsed;
    }

    /** The number of pairs. */
    public int size() {
        return refs.length;
    }
}
