package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.Redaction;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.Deviations;
import org.urikit.testing.Rfc3986Abnf;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/**
 * Invalid references under RFC 3986 ({@code testdata/parse-invalid.tsv}): the {@link SyntaxError}
 * and the index of the first offending character, through every entry point. Also generated:
 * every control, DEL, non-ASCII and lone-surrogate character in every component, and very long
 * inputs.
 *
 * <p>Index rules checked (from the issue): SCHEME_EMPTY at 0; SCHEME_START_INVALID at 0;
 * SCHEME_CHAR_INVALID at the bad character when the text starts with a letter and a ':' follows in
 * the same first segment (and the character is not allowed in a segment either, else the ':' is
 * the FIRST_SEGMENT_COLON); PERCENT_ENCODING_INVALID at the '%'; PORT_INVALID at the
 * first non-digit; IP_LITERAL_UNCLOSED at the '['; IPV6_INVALID / IPVFUTURE_INVALID /
 * ZONE_ID_INVALID at the first character that cannot continue the literal; INVALID_CHAR_IN_* at
 * the character. The authority ends at the first '/', '?', '#'; its first '@' ends the userinfo.
 */
class ParseInvalidTest {
    private static final String FILE = "parse-invalid.tsv";

    /** Codes only the builder produces (see their javadoc); every other code must be covered by data. */
    private static final Set<SyntaxError> BUILDER_ONLY =
            EnumSet.of(SyntaxError.PATH_WITHOUT_LEADING_SLASH, SyntaxError.PATH_STARTS_WITH_DOUBLE_SLASH);
    /** Only for a null input, which a TSV cannot hold: covered by {@link #nullInput()}. */
    private static final Set<SyntaxError> NULL_ONLY = EnumSet.of(SyntaxError.INPUT_NULL);
    /** Raised by operations on parsed values (resolution, IRI conversion, safe joining); covered by their own suites. */
    private static final Set<SyntaxError> OPERATION_ONLY = EnumSet.of(SyntaxError.BASE_NOT_HIERARCHICAL,
            SyntaxError.DOT_SEGMENTS_ABOVE_ROOT, SyntaxError.IDN_HOST_INVALID, SyntaxError.IRI_CHAR_INVALID,
            SyntaxError.DOT_SEGMENT_AS_DATA);

    static List<Arguments> cases() {
        return TestData.arguments(FILE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rejectedWithTheExpectedErrorAndIndex(Row row) {
        String input = row.get("input");
        SyntaxError error = SyntaxError.valueOf(row.get("error"));
        int index = Integer.parseInt(row.get("index"));
        Deviations.parse().check(row.id(), input, () -> {
            if ("parseAbsolute".equals(row.get("entry"))) {
                UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parseAbsolute(input));
                assertEquals(error + " at " + index, e.error() + " at " + e.index(), e.getMessage());
                assertEquals(input, e.rawInput());
            } else {
                ParseResult.Failure f = UriAssertions.assertInvalid(input, Profile.RFC3986, error, index);
                assertMessageShape(f);
            }
        });
    }

    /**
     * The data, not the parser: the independent ABNF rejects every input, and where the index rule
     * is literally "the first character after which no completion is possible" the expected index
     * is exactly that. Excluded by design: SCHEME_START_INVALID (at 0), PERCENT_ENCODING_INVALID
     * and a zone's bad "%" (at the '%'), PORT_INVALID (the port is judged before a later '@' could
     * make it a userinfo), IP_LITERAL_UNCLOSED (at the '['), and a '[' before the first '@' (judged
     * as userinfo).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void rowIsConsistentWithTheAbnf(Row row) {
        String input = row.get("input");
        SyntaxError error = SyntaxError.valueOf(row.get("error"));
        int index = Integer.parseInt(row.get("index"));
        if (error == SyntaxError.SCHEME_MISSING) {
            assertFalse(Rfc3986Abnf.isUri(input), "not an absolute URI");
            return;
        }
        assertFalse(Rfc3986Abnf.isUriReference(input), "the RFC 3986 ABNF rejects " + input);
        assertTrue(index >= 0 && index <= input.length());
        char at = index < input.length() ? input.charAt(index) : 0;
        boolean literal = switch (error) {
            case SCHEME_EMPTY, SCHEME_CHAR_INVALID, FIRST_SEGMENT_COLON, HOST_CHAR_INVALID,
                    PATH_CHAR_INVALID, QUERY_CHAR_INVALID, FRAGMENT_CHAR_INVALID, IPV6_INVALID,
                    IPVFUTURE_INVALID -> true;
            case ZONE_ID_INVALID -> at != '%';
            case USERINFO_CHAR_INVALID -> at != '[';
            default -> false;
        };
        if (literal) {
            assertEquals(Rfc3986Abnf.firstNonViable(input), index, "first non-viable prefix of " + input);
        }
    }

    /** Every SyntaxError that parsing can produce appears in parse-invalid.tsv or profiles.tsv. */
    @Test
    void everyParseErrorCodeIsCovered() {
        Set<SyntaxError> seen = EnumSet.noneOf(SyntaxError.class);
        Stream.concat(TestData.rows(FILE).stream(), TestData.rows("profiles.tsv").stream())
                .map(r -> r.get("error"))
                .filter(e -> e != null)
                .forEach(e -> seen.add(SyntaxError.valueOf(e)));
        Set<SyntaxError> missing = EnumSet.complementOf(EnumSet.copyOf(seen));
        missing.removeAll(BUILDER_ONLY);
        missing.removeAll(NULL_ONLY);
        missing.removeAll(OPERATION_ONLY);
        assertEquals(Set.of(), missing, "SyntaxError codes without a test case");
        for (SyntaxError e : BUILDER_ONLY) {
            assertFalse(seen.contains(e), e + " is documented as builder-only but a parse case expects it");
        }
    }

    /**
     * Every entry of deviations/parse.txt names a case that exists: a case id of a data file (for
     * the suites that namespace ids, with their prefix), or a generated-case id, or the input of a
     * data row; and says why.
     */
    @Test
    void deviationEntriesNameRealCases() {
        Set<String> ids = new java.util.HashSet<>();
        Set<String> inputs = new java.util.HashSet<>();
        for (String file : List.of(FILE, "parse-valid.tsv", "profiles.tsv", "seed-examples.tsv", "hosts.tsv")) {
            for (Row r : TestData.rows(file)) {
                ids.add(r.id());
                inputs.add(r.get("input"));
            }
        }
        java.util.regex.Pattern generated = java.util.regex.Pattern.compile(
                "(charmatrix|nonuri):.+|json-schema/(uri|uri-reference|ipv4|ipv6)/\\d+|corpus#\\d+|corpus:invalid-port-index-rule");
        for (var e : Deviations.parse().entries().entrySet()) {
            String key = e.getKey();
            String bare = key.replaceFirst("^(appendix-b|roundtrip):", "").replaceFirst("@[A-Z0-9_]+$", "");
            assertTrue(ids.contains(bare) || inputs.contains(key) || generated.matcher(key).matches(),
                    "deviations/parse.txt entry names no case: " + key);
            assertTrue(e.getValue().length() > 20, "a reason is given for " + key);
        }
    }

    @Test
    void nullInput() {
        assertThrows(NullPointerException.class, () -> Uri.parse(null));
        assertFalse(Uri.isValid(null));
        assertFalse(Uri.isValid(null, Profile.RFC1738));
        for (ParseResult r : List.of(Uri.tryParse(null), Uri.tryParse(null, Profile.RFC2396))) {
            assertTrue(r instanceof ParseResult.Failure f && f.error() == SyntaxError.INPUT_NULL && f.index() == 0
                    && f.input().isEmpty(), String.valueOf(r));
        }
    }

    // ---- every control / non-ASCII / surrogate character in every component --------------------

    /** Characters no RFC 3986 component allows: C0, DEL, C1, other non-ASCII, lone surrogates. */
    static List<Character> nonUriChars() {
        List<Character> out = new ArrayList<>();
        for (char c = 0; c < 0x20; c++) {
            out.add(c);
        }
        for (char c : "\u007f\u0080\u009f\u00a0\u00ad\u00e9\u00ff\u0100\u0131\u2028\u3000\u3002\ufeff\ufffd\ufffe\uffff\ud800\udbff\udc00\udfff\uff0f\uff1a"
                .toCharArray()) {
            out.add(c);
        }
        return out;
    }

    /** A template with one insertion point ('|'), the error expected there, and its name. */
    record Slot(String name, String template, SyntaxError error) {
    }

    static final List<Slot> SLOTS = List.of(
            new Slot("scheme first", "|s://u@h:1/p?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("scheme later", "s|s://u@h:1/p?q#f", SyntaxError.SCHEME_CHAR_INVALID),
            new Slot("userinfo", "s://u|@h:1/p?q#f", SyntaxError.USERINFO_CHAR_INVALID),
            new Slot("reg-name", "s://u@h|:1/p?q#f", SyntaxError.HOST_CHAR_INVALID),
            new Slot("port", "s://u@h:1|/p?q#f", SyntaxError.PORT_INVALID),
            new Slot("reg-name no userinfo", "s://h|:1/p?q#f", SyntaxError.HOST_CHAR_INVALID),
            new Slot("port no userinfo", "s://h:1|/p?q#f", SyntaxError.PORT_INVALID),
            new Slot("userinfo before ':'", "s://u|:p@h/", SyntaxError.USERINFO_CHAR_INVALID),
            new Slot("ipv6", "s://u@[::1|]:1/p?q#f", SyntaxError.IPV6_INVALID),
            new Slot("ipvfuture", "s://u@[v1.x|]:1/p?q#f", SyntaxError.IPVFUTURE_INVALID),
            new Slot("zone", "s://u@[::1%25z|]:1/p?q#f", SyntaxError.ZONE_ID_INVALID),
            new Slot("path-abempty", "s://u@h:1/p|?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("path-absolute", "s:/p|?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("path-rootless", "s:p|?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("path-noscheme", "p|?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("relative path-absolute", "/p|?q#f", SyntaxError.PATH_CHAR_INVALID),
            new Slot("query", "s://u@h:1/p?q|#f", SyntaxError.QUERY_CHAR_INVALID),
            new Slot("fragment", "s://u@h:1/p?q#f|", SyntaxError.FRAGMENT_CHAR_INVALID),
            new Slot("relative query", "?q|", SyntaxError.QUERY_CHAR_INVALID),
            new Slot("relative fragment", "#|", SyntaxError.FRAGMENT_CHAR_INVALID));

    @Test
    void everyNonUriCharacterInEveryComponent() {
        Deviations.Tally tally = Deviations.parse().tally("non-URI characters x components");
        for (Slot slot : SLOTS) {
            int at = slot.template().indexOf('|');
            for (char c : nonUriChars()) {
                String s = slot.template().substring(0, at) + c + slot.template().substring(at + 1);
                String id = String.format("nonuri:%s:U+%04X", slot.name(), (int) c);
                ParseResult r = Uri.tryParse(s);
                boolean ok = r instanceof ParseResult.Failure f && f.error() == slot.error() && f.index() == at
                        && !Uri.isValid(s) && !Rfc3986Abnf.isUriReference(s);
                tally.record(id, s, ok, () -> "expected " + slot.error() + " at " + at + ", got " + describe(r));
            }
        }
        // A surrogate pair (U+1F600) is one code point but two UTF-16 units: the index is the first unit.
        for (Slot slot : SLOTS) {
            int at = slot.template().indexOf('|');
            String s = slot.template().substring(0, at) + "\ud83d\ude00" + slot.template().substring(at + 1);
            ParseResult r = Uri.tryParse(s);
            tally.record("nonuri:" + slot.name() + ":U+1F600", s,
                    r instanceof ParseResult.Failure f && f.error() == slot.error() && f.index() == at,
                    () -> "expected " + slot.error() + " at " + at + ", got " + describe(r));
        }
        tally.finish();
        assertEquals(SLOTS.size() * (nonUriChars().size() + 1), tally.total());
    }

    private static String describe(ParseResult r) {
        return r instanceof ParseResult.Failure f ? f.error() + " at " + f.index() : "valid";
    }

    // ---- very long inputs ----------------------------------------------------------------------

    record LongCase(String name, String input, SyntaxError error, int index) {
    }

    static List<LongCase> longCases() {
        int n = 1_000_000;
        String a = "a".repeat(n);
        return List.of(
                new LongCase("space after 1M path chars", "http://h/" + a + " ", SyntaxError.PATH_CHAR_INVALID, 9 + n),
                new LongCase("space after 1M relative chars", a + " x", SyntaxError.PATH_CHAR_INVALID, n),
                new LongCase("bad scheme char after 1M letters", a + " :x", SyntaxError.SCHEME_CHAR_INVALID, n),
                new LongCase("1M digits then ':'", "1".repeat(n) + ":x", SyntaxError.SCHEME_START_INVALID, 0),
                new LongCase("1M colons", ":".repeat(n), SyntaxError.SCHEME_EMPTY, 0),
                new LongCase("stray '%' at the end", "%41".repeat(n / 3) + "%", SyntaxError.PERCENT_ENCODING_INVALID, n / 3 * 3),
                new LongCase("1M '@' in the authority", "http://" + "@".repeat(n) + "/", SyntaxError.HOST_CHAR_INVALID, 8),
                new LongCase("1M ':' in brackets", "http://[" + ":".repeat(n) + "]/", SyntaxError.IPV6_INVALID, 10),
                new LongCase("1M hex digits in brackets", "http://[" + "f".repeat(n) + "]/", SyntaxError.IPV6_INVALID, 12),
                new LongCase("unclosed '[' before 1M chars", "http://[v1." + a, SyntaxError.IP_LITERAL_UNCLOSED, 7),
                new LongCase("1M-digit port then a letter", "http://h:" + "8".repeat(n) + "x/", SyntaxError.PORT_INVALID, 9 + n),
                new LongCase("1M userinfo chars then a space", "http://" + a + " @h/", SyntaxError.USERINFO_CHAR_INVALID, 7 + n),
                new LongCase("1M-char query then '['", "?" + a + "[", SyntaxError.QUERY_CHAR_INVALID, 1 + n),
                new LongCase("1M-char fragment then '#'", "#" + a + "#", SyntaxError.FRAGMENT_CHAR_INVALID, 1 + n),
                new LongCase("1M lone surrogates", "\ud800".repeat(n), SyntaxError.PATH_CHAR_INVALID, 0),
                new LongCase("1M NULs", "\u0000".repeat(n), SyntaxError.PATH_CHAR_INVALID, 0));
    }

    @Test
    void veryLongInvalidInputs() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (LongCase c : longCases()) {
                ParseResult r = Uri.tryParse(c.input());
                if (!(r instanceof ParseResult.Failure f)) {
                    fail(c.name() + ": expected " + c.error() + " but valid");
                    return;
                }
                assertEquals(c.error() + " at " + c.index(), f.error() + " at " + f.index(), c.name());
                assertMessageShape(f);
                assertTrue(f.message().length() < 400, c.name() + ": the message shows a window, not the whole input");
            }
        });
    }

    /** The message: "CODE at index N: ...", then the input (or a window), then a caret line; controls never raw. */
    static void assertMessageShape(ParseResult.Failure f) {
        String m = f.message();
        assertTrue(m.startsWith(f.error().name() + " at index " + f.index() + ": "), m);
        String[] lines = m.split("\n", -1);
        assertEquals(3, lines.length, m);
        assertTrue(lines[2].endsWith("^") && !lines[2].isBlank(), m);
        (lines[1] + lines[2]).codePoints().forEach(c -> {
            int type = Character.getType(c);
            assertTrue(c >= 0x20 && type != Character.CONTROL && type != Character.FORMAT && type != Character.SURROGATE
                    && type != Character.LINE_SEPARATOR && type != Character.PARAGRAPH_SEPARATOR,
                    "no control, format character or lone surrogate in the excerpt: " + m);
        });
        String masked = Redaction.redact(f.input());
        if (!masked.equals(f.input())) {
            // A password is masked in the excerpt (the one redaction rule), and the caret moves with it.
            if (masked.length() <= 40) {
                assertEquals("  " + masked, lines[1], "the excerpt shows the input with its password masked:\n" + m);
            }
        } else if (f.input().length() <= 40) {
            // The caret's column counts code points, so it stands under the character in a terminal.
            assertEquals(2 + f.input().codePointCount(0, f.index()), lines[2].indexOf('^'),
                    "the caret is under the offending character:\n" + m);
        }
    }
}
