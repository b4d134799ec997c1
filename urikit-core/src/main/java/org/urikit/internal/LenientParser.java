package org.urikit.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.IdnaResult;
import org.urikit.net.Ascii;

/**
 * Lenient parsing: repairs text typed by a person, then parses it strictly.
 *
 * <p>Steps, each recorded as a repair ({@link Kind}) with its index in the original input:
 * <ol>
 * <li>Trim surrounding whitespace (Unicode spaces such as U+00A0, and control characters).</li>
 * <li>Strip one pair of {@code <...>} or {@code "..."} around the whole text and trim again
 *   (RFC 3986 Appendix C; draft-fielding-url-syntax-05 Appendix E; RFC 1738 Appendix).</li>
 * <li>Strip a leading {@code URL:}, in any case, and the whitespace after it (RFC 1738
 *   Appendix; draft-fielding-url-syntax-05 Appendix E: "with or without a trailing space").
 *   Only here: strict parsing reads {@code URL:x} as scheme {@code url}.</li>
 * <li>Remove every run of whitespace that holds a tab or a line break, spaces around it included:
 *   it is what wrapping a long URI over lines leaves (RFC 3986 Appendix C: "whitespace should be
 *   ignored when the URI is extracted"; the URL Standard's basic URL parser likewise removes every
 *   ASCII tab or newline, and strips leading and trailing C0 controls and spaces, step 1).</li>
 * <li>In a reference with a special scheme ({@code http https ws wss ftp file}, any case) or with
 *   no scheme (its base is usually a web URL), read every {@code '\'} before the query or
 *   fragment as {@code '/'}, as the URL Standard's parser does for special URLs ("scheme start",
 *   "special authority slashes", "path" states): {@code /\evil.example} is the network-path
 *   reference {@code //evil.example}, as a browser reads it, not a path.</li>
 * <li>Split the rest as RFC 3986 Appendix B does (scheme, authority, path, query, fragment; in
 *   the authority the <em>last</em> {@code '@'} ends the userinfo, as browsers read it) and, per
 *   component, percent-encode as UTF-8 with upper-case hex every character the component does not
 *   allow: spaces, {@code " < > \ ^ ` { | }}, a second {@code '#'}, {@code [ ]} outside an IP
 *   literal, controls and non-ASCII characters (a lone surrogate becomes {@code %EF%BF%BD}).
 *   A {@code '%'} not followed by two hex digits becomes {@code %25}; valid escapes stay as they
 *   are.</li>
 * <li>A registered name with non-ASCII characters is written in its A-label form by the URL
 *   Standard's domain to ASCII (UTS #46, {@link RegNames#toAscii(String)}); a name that has none
 *   (a fullwidth {@code ＠} maps to a forbidden domain code point) is percent-encoded instead, so a
 *   mapping never makes a delimiter.</li>
 * </ol>
 * Adjacent repairs of the same kind make one record ({@code 50 MB} of backslashes is one repair),
 * so memory stays linear in the input and small.
 * The scheme, the port and the inside of an IP literal (apart from a {@code '%'} that does not
 * start an escape, such as an RFC 4007 zone {@code %eth0}) are never repaired: the strict parse of
 * the result then fails, and the failure's index is mapped back to the original input.
 *
 * <p>Valid RFC 3986 text comes back unchanged with no repairs, except that a leading
 * {@code URL:} is always stripped.
 */
public final class LenientParser<R> {

    /** What kind of repair was made; the API's repair kinds, one for one. */
    public enum Kind {
        TRIMMED_WHITESPACE, STRIPPED_WRAPPER, STRIPPED_URL_PREFIX, REMOVED_LINE_BREAK, ENCODED_SPACE,
        ENCODED_CHARACTER, ENCODED_NON_ASCII, ENCODED_PERCENT, BACKSLASH_AS_SLASH, HOST_TO_ASCII
    }

    /** Schemes the URL Standard calls special, in which {@code '\'} is read as {@code '/'}. */
    private static final java.util.Set<String> SPECIAL = java.util.Set.of("http", "https", "ws", "wss", "ftp", "file");

    /** Makes the API's record of one repair, and reads its index back for sorting. */
    public interface Repairs<R> {
        R repair(Kind kind, int index, String original, String replacement);

        int index(R repair);
    }

    /** The parsed value and the repairs, in the order of their indexes in the input. */
    public record Result<U, R>(U uri, List<R> repairs) {
    }

    private final String input;
    private final Repairs<R> made;
    private final List<R> repairs = new ArrayList<>();
    /** The text after steps 1–4, and for each of its characters the index in {@code input}. */
    private final StringBuilder cleaned = new StringBuilder();
    private final IndexMap cleanedMap = new IndexMap();
    /** The repaired text, and for each of its characters (and its end) the index in {@code input}. */
    private final StringBuilder out = new StringBuilder();
    private final IndexMap outMap = new IndexMap();
    /** The run of adjacent repairs of one kind not yet recorded: kind (null: none), its input range, its replacement. */
    private Kind runKind;
    private int runIndex;
    private int runEnd;
    private final StringBuilder runReplacement = new StringBuilder();

    private LenientParser(String input, Repairs<R> made) {
        this.input = input;
        this.made = made;
    }

    /**
     * Repairs {@code input} and parses the result under RFC 3986.
     *
     * @throws UriSyntaxException for what is not repaired, with the index in {@code input}
     */
    public static <U, R> Result<U, R> parse(String input, UriAccess<U> a, Repairs<R> repairs) {
        return new LenientParser<>(input, repairs).run(a);
    }

    private <U> Result<U, R> run(UriAccess<U> a) {
        int from = 0;
        int to = input.length();
        // 1-3: whitespace, one wrapper pair, "URL:" prefix
        from = trimStart(from, to);
        to = trimEnd(from, to);
        if (to - from >= 2) {
            char open = input.charAt(from);
            char close = input.charAt(to - 1);
            if ((open == '<' && close == '>') || (open == '"' && close == '"')) {
                repairs.add(made.repair(Kind.STRIPPED_WRAPPER, from, String.valueOf(open), ""));
                repairs.add(made.repair(Kind.STRIPPED_WRAPPER, to - 1, String.valueOf(close), ""));
                from = trimStart(from + 1, to - 1);
                to = trimEnd(from, to - 1);
            }
        }
        if (to - from >= 4 && input.regionMatches(true, from, "URL:", 0, 4)) {
            int k = from + 4;
            while (k < to && isSpace(input.charAt(k))) {
                k++;
            }
            repairs.add(made.repair(Kind.STRIPPED_URL_PREFIX, from, input.substring(from, k), ""));
            from = k;
        }
        // 4: line breaks
        removeLineBreaks(from, to);
        // 5: components
        repairComponents(to);

        String text = out.toString();
        out.setLength(0);
        out.trimToSize();
        U u = Parser.parse(text, Grammar.rfc3986(), a);
        if (u == null) {
            Parser.Rejection r = Parser.rejection(text, Grammar.rfc3986());
            throw new UriSyntaxException(r.error(), input, outMap.get(r.index()));
        }
        repairs.sort(Comparator.comparingInt(made::index));
        return new Result<>(u, repairs);
    }

    // ---- steps 1-4 ------------------------------------------------------------------------------

    private int trimStart(int from, int to) {
        int k = from;
        while (k < to && isTrimmable(input.charAt(k))) {
            k++;
        }
        if (k > from) {
            repairs.add(made.repair(Kind.TRIMMED_WHITESPACE, from, input.substring(from, k), ""));
        }
        return k;
    }

    private int trimEnd(int from, int to) {
        int k = to;
        while (k > from && isTrimmable(input.charAt(k - 1))) {
            k--;
        }
        if (k < to) {
            repairs.add(made.repair(Kind.TRIMMED_WHITESPACE, k, input.substring(k, to), ""));
        }
        return k;
    }

    private void removeLineBreaks(int from, int to) {
        cleaned.ensureCapacity(to - from);
        int k = from;
        while (k < to) {
            char c = input.charAt(k);
            if (!isSpace(c)) {
                cleanedMap.add(k);
                cleaned.append(c);
                k++;
                continue;
            }
            int end = k;
            boolean lineBreak = false;
            while (end < to && isSpace(input.charAt(end))) {
                lineBreak |= isLineBreak(input.charAt(end));
                end++;
            }
            if (lineBreak) {
                repairs.add(made.repair(Kind.REMOVED_LINE_BREAK, k, input.substring(k, end), ""));
            } else {
                for (int j = k; j < end; j++) {
                    cleanedMap.add(j);
                    cleaned.append(input.charAt(j));
                }
            }
            k = end;
        }
        cleanedMap.add(to);
    }

    /** Trimmed at the ends: Unicode whitespace and space separators (U+00A0 included) and C0 controls. */
    private static boolean isTrimmable(char c) {
        return c <= ' ' || c == 0x7F || Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** Whitespace inside the text: spaces, tabs, line breaks, Unicode space separators. */
    private static boolean isSpace(char c) {
        return c == ' ' || isLineBreak(c) || Character.isSpaceChar(c);
    }

    private static boolean isLineBreak(char c) {
        return c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B;
    }

    // ---- step 5 ---------------------------------------------------------------------------------

    /** RFC 3986 Appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))? */
    private void repairComponents(int originalEnd) {
        backslashes();
        String c = cleaned.toString();
        cleaned.setLength(0);
        cleaned.trimToSize();
        int n = c.length();
        out.ensureCapacity(n);
        int i = 0;
        int k = indexOfAny(c, 0, n, ":/?#");
        if (k > 0 && k < n && c.charAt(k) == ':') {
            // The scheme is not repaired: a bad one is an error at its own index.
            if (!CharClass.ALPHA.contains(c.charAt(0))) {
                throw new UriSyntaxException(SyntaxError.SCHEME_START_INVALID, input, cleanedMap.get(0));
            }
            for (int j = 1; j < k; j++) {
                if (!CharClass.SCHEME.contains(c.charAt(j))) {
                    throw new UriSyntaxException(SyntaxError.SCHEME_CHAR_INVALID, input, cleanedMap.get(j));
                }
            }
            copy(c, 0, k + 1);
            i = k + 1;
        }
        if (c.startsWith("//", i)) {
            copy(c, i, i + 2);
            int end = indexOfAny(c, i + 2, n, "/?#");
            authority(c, i + 2, end);
            i = end;
        }
        int pathEnd = indexOfAny(c, i, n, "?#");
        encode(c, i, pathEnd, CharClass.PATH);
        i = pathEnd;
        if (i < n && c.charAt(i) == '?') {
            int queryEnd = indexOfAny(c, i + 1, n, "#");
            copy(c, i, i + 1);
            encode(c, i + 1, queryEnd, CharClass.QUERY);
            i = queryEnd;
        }
        if (i < n) {
            copy(c, i, i + 1);
            encode(c, i + 1, n, CharClass.FRAGMENT);
        }
        flush();
        mapOut(originalEnd);
    }

    /** Step 5: {@code '\'} as {@code '/'} before the query and fragment of a special or scheme-less reference. */
    private void backslashes() {
        int n = cleaned.length();
        int k = 0;
        while (k < n && ":/?#".indexOf(cleaned.charAt(k)) < 0) {
            k++;
        }
        int from = 0;
        if (k > 0 && k < n && cleaned.charAt(k) == ':') {
            if (!SPECIAL.contains(Ascii.lower(cleaned.substring(0, k)))) {
                return;
            }
            from = k + 1;
        }
        for (int j = from; j < n; j++) {
            char ch = cleaned.charAt(j);
            if (ch == '?' || ch == '#') {
                break;
            }
            if (ch == '\\') {
                record(Kind.BACKSLASH_AS_SLASH, cleanedMap.get(j), 1, "/", 0, 1);
                cleaned.setCharAt(j, '/');
            }
        }
        flush();
    }

    /** Records a repair, merged with the run before it when of the same kind and adjacent in the input. */
    private void record(Kind kind, int at, int length, CharSequence replacement, int from, int to) {
        if (kind != runKind || at != runEnd) {
            flush();
            runKind = kind;
            runIndex = at;
        }
        runReplacement.append(replacement, from, to);     // the original is input[runIndex, runEnd): adjacent in the input
        runEnd = at + length;
    }

    private void flush() {
        if (runKind != null) {
            repairs.add(made.repair(runKind, runIndex, input.substring(runIndex, runEnd), runReplacement.toString()));
            runKind = null;
            runReplacement.setLength(0);
        }
    }

    /** authority = [ userinfo "@" ] host [ ":" port ], read with the last '@'. */
    private void authority(String c, int from, int to) {
        int at = c.lastIndexOf('@', to - 1);
        int hostStart = from;
        if (at >= from) {
            encode(c, from, at, CharClass.USERINFO);
            copy(c, at, at + 1);
            hostStart = at + 1;
        }
        int hostEnd;
        if (hostStart < to && c.charAt(hostStart) == '[') {
            int close = c.indexOf(']', hostStart);
            hostEnd = close < 0 || close >= to ? to : close + 1;
            // IP-literal: only a '%' that starts no escape (an RFC 4007 zone "%eth0") is repaired.
            encode(c, hostStart, hostEnd, CharClass.NONE.complement().without("%"));
        } else {
            hostEnd = indexOfAny(c, hostStart, to, ":");
            IdnaResult idn = !Ascii.isAscii(c, hostStart, hostEnd) && contiguous(hostStart, hostEnd)
                    ? RegNames.toAscii(c.substring(hostStart, hostEnd)) : null;
            if (idn != null && idn.isValid()) {
                replace(Kind.HOST_TO_ASCII, hostStart, hostEnd - hostStart, idn.value());
            } else {
                encode(c, hostStart, hostEnd, CharClass.REG_NAME);
            }
        }
        copy(c, hostEnd, to);       // ":" port, or whatever follows a literal: never repaired
    }

    /** Whether {@code cleaned[from, to)} is one piece of the input (no line break was removed inside it). */
    private boolean contiguous(int from, int to) {
        return cleanedMap.get(to - 1) - cleanedMap.get(from) == to - 1 - from;
    }

    private static int indexOfAny(String s, int from, int to, String chars) {
        for (int k = from; k < to; k++) {
            if (chars.indexOf(s.charAt(k)) >= 0) {
                return k;
            }
        }
        return to;
    }

    private void copy(String c, int from, int to) {
        for (int k = from; k < to; k++) {
            mapOut(cleanedMap.get(k));
            out.append(c.charAt(k));
        }
    }

    /** Appends c[from, to), percent-encoding what {@code allowed} lacks and keeping valid escapes. */
    private void encode(String c, int from, int to, CharClass allowed) {
        int k = from;
        while (k < to) {
            char ch = c.charAt(k);
            if (allowed.contains(ch)) {
                copy(c, k, k + 1);
                k++;
            } else if (ch == '%') {
                if (k + 2 < to && CharClass.HEXDIG.contains(c.charAt(k + 1)) && CharClass.HEXDIG.contains(c.charAt(k + 2))) {
                    copy(c, k, k + 3);
                    k += 3;
                } else {
                    replace(Kind.ENCODED_PERCENT, k, 1, "%25");
                    k++;
                }
            } else {
                int count = Character.charCount(c.codePointAt(k));
                if (count == 2 && (k + 1 >= to || cleanedMap.get(k + 1) != cleanedMap.get(k) + 1)) {
                    count = 1;      // two halves that only met because a line break between them went
                }
                Kind kind = ch == ' ' ? Kind.ENCODED_SPACE : ch < 0x80 ? Kind.ENCODED_CHARACTER : Kind.ENCODED_NON_ASCII;
                int start = out.length();
                PercentCodec.encodeTo(out, c.substring(k, k + count), CharClass.NONE);
                emitted(kind, k, count, start);
                k += count;
            }
        }
    }

    /** Replaces the {@code count} characters at {@code cleaned[k]} with {@code replacement}. */
    private void replace(Kind kind, int k, int count, String replacement) {
        int start = out.length();
        out.append(replacement);
        emitted(kind, k, count, start);
    }

    /** Records that {@code out[start, end)} replaced the {@code count} characters at {@code cleaned[k]}. */
    private void emitted(Kind kind, int k, int count, int start) {
        int at = cleanedMap.get(k);
        record(kind, at, count, out, start, out.length());
        outMap.add(at, out.length() - start);
    }

    /** Records the input index of the next output character (or of the end). */
    private void mapOut(int originalIndex) {
        outMap.add(originalIndex);
    }
}
