package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.urikit.error.SyntaxError;
import org.urikit.testing.Deviations;
import org.urikit.testing.Names;
import org.urikit.testing.Rfc3986Abnf;

/**
 * Exhaustive character matrix (OkHttp's per-code-point component tester, design guide C9): every
 * ASCII character 0..127 inserted at every component position of {@code s://u@h:1/p?q#f}, and the
 * parser must accept or reject exactly as the grammar says, with the expected error and index.
 *
 * <p>Two independent predicates per probe. (1) The whole RFC 3986 ABNF ({@link Rfc3986Abnf}) on the
 * probe string decides validity. (2) A per-position table written from the ABNF with typed-out
 * character strings says valid / which error / where: characters of the component's set are valid,
 * the delimiters that restructure the reference ({@code / ? # @ : %} depending on the position)
 * have their consequence spelled out, and every other character is the component's
 * {@code INVALID_CHAR_IN_*} error at the inserted character. The two must also agree with each
 * other, so a slip in either is caught. The legacy profiles get the same treatment for the path,
 * query and fragment positions with their sets from requirements §2.5 and §1.B.1.
 */
class CharMatrixTest {

    /** The expected outcome of one probe: valid, or an error at an index. */
    record Expect(SyntaxError error, int index) {
        static final Expect VALID = new Expect(null, -1);

        static Expect at(SyntaxError e, int i) {
            return new Expect(e, i);
        }

        @Override
        public String toString() {
            return error == null ? "valid" : error + " at " + index;
        }
    }

    /** A position: its template with '|' where the character goes, and the expectation for each character. */
    record Position(String name, String template, ExpectFn expect) {
        int at() {
            return template.indexOf('|');
        }

        String probe(char c) {
            return template.substring(0, at()) + c + template.substring(at() + 1);
        }
    }

    @FunctionalInterface
    interface ExpectFn {
        Expect of(char c, String probe, int at);
    }

    private static boolean in(String set, char c) {
        return set.indexOf(c) >= 0;
    }

    /** The index of the first '#' after the one that starts the fragment: a fragment cannot hold '#'. */
    private static Expect secondHash(String probe) {
        return Expect.at(SyntaxError.FRAGMENT_CHAR_INVALID, probe.indexOf('#', probe.indexOf('#') + 1));
    }

    /** A component with an allowed set, where '/', '?' keep the reference valid and '#' leaves a second '#'. */
    private static ExpectFn component(String allowed, SyntaxError error) {
        return (c, probe, at) -> {
            if (in(allowed, c) || c == '/' || c == '?') {
                return Expect.VALID;
            }
            if (c == '#') {
                return secondHash(probe);
            }
            if (c == '%') {
                return Expect.at(SyntaxError.PERCENT_ENCODING_INVALID, at);
            }
            return Expect.at(error, at);
        };
    }

    static final String SCHEME_START_ONLY_LATER = Rfc3986Abnf.DIGIT + "+-.";
    /** segment-nz-nc characters that are not scheme characters: a ':' after them is a colon in a relative first segment. */
    static final String NZ_NC_NOT_SCHEME = "_~!$&'()*,;=@";

    static List<Position> rfc3986Positions() {
        ExpectFn path = component(Rfc3986Abnf.PCHAR_CHARS, SyntaxError.PATH_CHAR_INVALID);
        return List.of(
                new Position("scheme-first", "|s://u@h:1/p?q#f", (c, probe, at) -> {
                    if (in(Rfc3986Abnf.ALPHA, c) || c == '/' || c == '?') {
                        return Expect.VALID;                     // a longer scheme; "/s:..." path-absolute; "?s:..." query
                    }
                    if (in(SCHEME_START_ONLY_LATER, c)) {
                        return Expect.at(SyntaxError.SCHEME_START_INVALID, 0);
                    }
                    if (c == ':') {
                        return Expect.at(SyntaxError.SCHEME_EMPTY, 0);
                    }
                    if (c == '#') {
                        return secondHash(probe);
                    }
                    if (c == '%') {
                        return Expect.at(SyntaxError.PERCENT_ENCODING_INVALID, 0);
                    }
                    if (in(NZ_NC_NOT_SCHEME, c)) {
                        return Expect.at(SyntaxError.FIRST_SEGMENT_COLON, 2);
                    }
                    return Expect.at(SyntaxError.PATH_CHAR_INVALID, 0); // no letter first: not a scheme
                }),
                new Position("scheme-later", "s|://u@h:1/p?q#f", (c, probe, at) -> {
                    if (in(Rfc3986Abnf.SCHEME_CHARS, c) || c == ':' || c == '/' || c == '?') {
                        return Expect.VALID;                     // "s::..." rootless path ":"; "s/:..." later segment; "s?..." query
                    }
                    if (c == '#') {
                        return secondHash(probe);
                    }
                    if (c == '%') {
                        return Expect.at(SyntaxError.PERCENT_ENCODING_INVALID, at);
                    }
                    if (in(NZ_NC_NOT_SCHEME, c)) {
                        return Expect.at(SyntaxError.FIRST_SEGMENT_COLON, at + 1);
                    }
                    return Expect.at(SyntaxError.SCHEME_CHAR_INVALID, at);
                }),
                new Position("userinfo", "s://u|@h:1/p?q#f", (c, probe, at) -> {
                    if (c == '@') {
                        return Expect.at(SyntaxError.HOST_CHAR_INVALID, at + 1);  // the first '@' ends the userinfo
                    }
                    return component(Rfc3986Abnf.USERINFO_CHARS, SyntaxError.USERINFO_CHAR_INVALID).of(c, probe, at);
                }),
                new Position("reg-name", "s://u@h|:1/p?q#f", (c, probe, at) -> {
                    if (c == ':') {
                        return Expect.at(SyntaxError.PORT_INVALID, at + 1);           // port ":1"
                    }
                    return component(Rfc3986Abnf.REG_NAME_CHARS, SyntaxError.HOST_CHAR_INVALID).of(c, probe, at);
                }),
                new Position("port", "s://u@h:1|/p?q#f", (c, probe, at) -> {
                    if (in(Rfc3986Abnf.DIGIT, c) || c == '/' || c == '?') {
                        return Expect.VALID;
                    }
                    return c == '#' ? secondHash(probe) : Expect.at(SyntaxError.PORT_INVALID, at);
                }),
                // Without a userinfo the text before '/' could still turn out to be one (an '@' later); these
                // positions make sure that reading does not change the verdict.
                new Position("reg-name-no-userinfo", "s://h|:1/p?q#f", (c, probe, at) -> {
                    if (c == '@') {
                        return Expect.VALID;                                        // userinfo "h", empty host, port 1
                    }
                    if (c == ':') {
                        return Expect.at(SyntaxError.PORT_INVALID, at + 1);
                    }
                    return component(Rfc3986Abnf.REG_NAME_CHARS, SyntaxError.HOST_CHAR_INVALID).of(c, probe, at);
                }),
                new Position("port-no-userinfo", "s://h:1|/p?q#f", (c, probe, at) -> {
                    if (in(Rfc3986Abnf.DIGIT, c) || c == '/' || c == '?' || c == '@') {
                        return Expect.VALID;                                        // '@': userinfo "h:1", empty host
                    }
                    return c == '#' ? secondHash(probe) : Expect.at(SyntaxError.PORT_INVALID, at);
                }),
                new Position("reg-name-empty", "//|/p", (c, probe, at) -> {
                    if (in(Rfc3986Abnf.REG_NAME_CHARS + ":@/?", c)) {
                        return Expect.VALID;                                        // ':' empty port, '@' empty userinfo
                    }
                    if (c == '#') {
                        return Expect.VALID;                                        // "//#/p": fragment "/p"
                    }
                    if (c == '[') {
                        return Expect.at(SyntaxError.IP_LITERAL_UNCLOSED, at);
                    }
                    return c == '%' ? Expect.at(SyntaxError.PERCENT_ENCODING_INVALID, at) : Expect.at(SyntaxError.HOST_CHAR_INVALID, at);
                }),
                new Position("path-abempty", "s://u@h:1/p|?q#f", path),
                new Position("path-absolute", "s:/p|?q#f", path),
                new Position("path-rootless", "s:p|?q#f", path),
                new Position("path-noscheme", "p|?q#f", (c, probe, at) ->
                        c == ':' ? Expect.VALID : path.of(c, probe, at)),    // "p:?q#f" has the scheme "p"
                new Position("relative-later-segment", "p/p|?q#f", path),
                new Position("query", "s://u@h:1/p?q|#f", (c, probe, at) ->
                        component(Rfc3986Abnf.QUERY_CHARS, SyntaxError.QUERY_CHAR_INVALID).of(c, probe, at)),
                new Position("fragment", "s://u@h:1/p?q#f|", (c, probe, at) -> c == '#'
                        ? Expect.at(SyntaxError.FRAGMENT_CHAR_INVALID, at)
                        : component(Rfc3986Abnf.QUERY_CHARS, SyntaxError.FRAGMENT_CHAR_INVALID).of(c, probe, at)),
                new Position("ipvfuture", "s://u@[v1.f|]:1/p?q#f", (c, probe, at) -> literal(c, at, probe,
                        Rfc3986Abnf.IPVFUTURE_CHARS, SyntaxError.IPVFUTURE_INVALID)),
                new Position("zone-id", "s://u@[fe80::1%25e|]:1/p?q#f", (c, probe, at) -> c == '%'
                        ? Expect.at(SyntaxError.PERCENT_ENCODING_INVALID, at)
                        : literal(c, at, probe, Rfc3986Abnf.ZONE_ID_CHARS, SyntaxError.ZONE_ID_INVALID)),
                new Position("ipv6", "s://u@[::|1]:1/p?q#f", (c, probe, at) -> c == '%'
                        ? Expect.at(SyntaxError.ZONE_ID_INVALID, at)       // a '%' not starting "%25" (RFC 6874)
                        : literal(c, at, probe, Rfc3986Abnf.HEXDIG, SyntaxError.IPV6_INVALID)));
    }

    /** Inside brackets: the set is valid; ']' closes early; '/', '?', '#' end the authority before ']'. */
    private static Expect literal(char c, int at, String probe, String allowed, SyntaxError error) {
        if (in(allowed, c)) {
            return Expect.VALID;
        }
        if (c == ']') {
            return Expect.at(SyntaxError.HOST_CHAR_INVALID, at + 1);
        }
        if (c == '/' || c == '?' || c == '#') {
            return Expect.at(SyntaxError.IP_LITERAL_UNCLOSED, probe.indexOf('['));
        }
        return Expect.at(error, at);
    }

    @Test
    void rfc3986EveryAsciiCharacterInEveryPosition() {
        Deviations.Tally tally = Deviations.parse().tally("char matrix RFC 3986 (128 chars x " + rfc3986Positions().size() + " positions)");
        for (Position pos : rfc3986Positions()) {
            for (char c = 0; c < 128; c++) {
                String probe = pos.probe(c);
                Expect expected = pos.expect().of(c, probe, pos.at());
                boolean abnf = Rfc3986Abnf.isUriReference(probe);
                if (abnf != (expected.error() == null)) {
                    fail(String.format("test tables disagree for %s U+%04X: ABNF says %s, position table says %s", pos.name(),
                            (int) c, abnf ? "valid" : "invalid", expected));
                }
                record(tally, Profile.RFC3986, pos, c, probe, expected);
            }
        }
        tally.finish();
        assertEquals(128 * rfc3986Positions().size(), tally.total());
    }

    private static void record(Deviations.Tally tally, Profile p, Position pos, char c, String probe, Expect expected) {
        ParseResult r = Uri.tryParse(probe, p);
        Expect actual = r instanceof ParseResult.Failure f ? Expect.at(f.error(), f.index()) : Expect.VALID;
        if (r instanceof ParseResult.Success s) {
            UriAssertions.check(s.uri());
        }
        String id = String.format("charmatrix:%s:%s:U+%04X", Names.of(p), pos.name(), (int) c);
        tally.record(id, null, expected.equals(actual) && Uri.isValid(probe, p) == (expected.error() == null),
                () -> UriAssertions.TestDataText.show(probe) + " expected " + expected + ", got " + actual);
    }

    // ---- legacy profiles: path, query and fragment sets from requirements §2.5 / §1.B.1 ----------

    /** S03 draft pchar = unreserved / escaped / ";" / ":" / "@" / "&" / "=" / "+" / "$" / ","; mark = "-_.!~*'()". */
    static final String DRAFT_PCHAR = Rfc3986Abnf.ALPHA + Rfc3986Abnf.DIGIT + "-_.!~*'()" + ";:@&=+$,";
    /** S03 draft uric = reserved / unreserved / escaped; reserved = "[" / "]" / ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ",". */
    static final String DRAFT_URIC = Rfc3986Abnf.ALPHA + Rfc3986Abnf.DIGIT + "-_.!~*'()" + "[];/?:@&=+$,";
    /** S97 segment = *pchar *( ";" param ); pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+"; mark = "$-_.!~*'(),". */
    static final String S97_PATH = Rfc3986Abnf.ALPHA + Rfc3986Abnf.DIGIT + "$-_.!~*'()," + ":@&=+" + ";";
    /** S97 urlc = reserved | unreserved | escaped; reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+". */
    static final String S97_URLC = Rfc3986Abnf.ALPHA + Rfc3986Abnf.DIGIT + "$-_.!~*'()," + ";/?:@&=+";
    /** S1738 xchar = unreserved | reserved | escape; safe = "$-_.+", extra = "!*'(),", reserved = ";/?:@=&". */
    static final String S1738_XCHAR = Rfc3986Abnf.ALPHA + Rfc3986Abnf.DIGIT + "$-_.+" + "!*'()," + ";/?:@=&";

    static List<Position> legacyPositions(Profile p) {
        String path;
        String query;
        switch (p) {
            case RFC3986_DRAFT_2003:
                path = DRAFT_PCHAR;
                query = DRAFT_PCHAR + "/?";
                break;
            case RFC2396:
                path = S97_PATH;
                query = S97_URLC;
                break;
            case RFC1738:
                path = S1738_XCHAR;
                query = S1738_XCHAR;
                break;
            default:
                throw new IllegalArgumentException(p.name());
        }
        ExpectFn pathFn = component(path, SyntaxError.PATH_CHAR_INVALID);
        Position opaque = p == Profile.RFC3986_DRAFT_2003
                ? new Position("opaque-part", "s:p|?q#f", component(DRAFT_URIC, SyntaxError.PATH_CHAR_INVALID))
                : new Position("path-rootless", "s:p|?q#f", pathFn);
        return List.of(
                new Position("path-abempty", "s://u@h:1/p|?q#f", pathFn),
                new Position("path-absolute", "s:/p|?q#f", pathFn),
                opaque,
                new Position("query", "s://u@h:1/p?q|#f", component(query, SyntaxError.QUERY_CHAR_INVALID)),
                new Position("fragment", "s://u@h:1/p?q#f|", (c, probe, at) -> c == '#'
                        ? Expect.at(SyntaxError.FRAGMENT_CHAR_INVALID, at)
                        : component(query, SyntaxError.FRAGMENT_CHAR_INVALID).of(c, probe, at)));
    }

    @Test
    void legacyProfilesEveryAsciiCharacterInPathQueryFragment() {
        for (Profile p : List.of(Profile.RFC3986_DRAFT_2003, Profile.RFC2396, Profile.RFC1738)) {
            Deviations.Tally tally = Deviations.parse().tally("char matrix " + Names.of(p) + " (128 chars x 5 positions)");
            for (Position pos : legacyPositions(p)) {
                for (char c = 0; c < 128; c++) {
                    String probe = pos.probe(c);
                    record(tally, p, pos, c, probe, pos.expect().of(c, probe, pos.at()));
                }
            }
            tally.finish();
        }
    }

    /** The typed-out sets against §1.B.1: the characters each generation treats differently. */
    @Test
    void legacySetsMatchTheClassTable() {
        IntFunction<String> show = c -> "'" + (char) c + "'";
        for (char c : "~".toCharArray()) {
            assertEquals(false, in(S1738_XCHAR, c), "S1738: " + show.apply(c) + " is national (unsafe)");
            assertEquals(true, in(S97_PATH, c), "S97: '~' is a mark");
            assertEquals(true, in(DRAFT_PCHAR, c), "S03: '~' is a mark");
        }
        for (char c : "[]".toCharArray()) {
            assertEquals(false, in(S1738_XCHAR + S97_URLC + DRAFT_PCHAR, c), "'[' ']' only in the draft's opaque part");
            assertEquals(true, in(DRAFT_URIC, c));
        }
        for (char c : "$,".toCharArray()) {
            assertEquals(true, in(S1738_XCHAR, c) && in(S97_PATH, c) && in(DRAFT_PCHAR, c), show.apply(c) + " allowed in every path");
        }
        for (char c : " \"<>#%{}|\\^`".toCharArray()) {
            assertEquals(false, in(S1738_XCHAR + S97_URLC + DRAFT_URIC, c), show.apply(c) + " is excluded everywhere");
        }
        assertEquals(false, in(S97_PATH, '?'), "S97 pchar has no '?'");
    }
}
