package org.urikit.encoding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/** Data-driven tests of {@link PercentCodec}: {@code testdata/encoding/percent-*.tsv}. */
class PercentCodecTest {

    static List<Arguments> encodeCases() {
        return TestData.arguments("encoding/percent-encode.tsv");
    }

    static List<Arguments> decodeCases() {
        return TestData.arguments("encoding/percent-decode.tsv");
    }

    static List<Arguments> byteCases() {
        return TestData.arguments("encoding/percent-bytes.tsv");
    }

    private static UnaryOperator<String> encoder(String component) {
        return switch (component) {
            case "path-segment" -> PercentCodec::encodePathSegment;
            case "query" -> PercentCodec::encodeQuery;
            case "query-parameter" -> PercentCodec::encodeQueryParameter;
            case "fragment" -> PercentCodec::encodeFragment;
            case "userinfo" -> PercentCodec::encodeUserInfo;
            case "userinfo-part" -> PercentCodec::encodeUserInfoPart;
            case "reg-name" -> PercentCodec::encodeRegName;
            case "segment-nz-nc" -> s -> PercentCodec.encode(s, CharClass.SEGMENT_NZ_NC);
            case "pchar-without-semicolon" -> s -> PercentCodec.encode(s, PercentCodec.PATH_SEGMENT.without(";"));
            case "keeping-escapes" -> PercentCodec::encodeKeepingEscapes;
            case "pchar-keeping-escapes" -> s -> PercentCodec.encodeKeepingEscapes(s, CharClass.PCHAR);
            case "latin1-pchar" -> s -> PercentCodec.encode(s, CharClass.PCHAR, StandardCharsets.ISO_8859_1);
            case "utf8-pchar" -> s -> PercentCodec.encode(s, CharClass.PCHAR, StandardCharsets.UTF_8);
            default -> throw new IllegalArgumentException("unknown component " + component);
        };
    }

    @ParameterizedTest
    @MethodSource("encodeCases")
    void encode(TestData.Row row) {
        String component = row.get("component");
        String input = row.get("input");
        String expected = row.get("expected");
        String actual = encoder(component).apply(input);
        if (expected.equals("=")) {
            assertSame(input, actual, "nothing to encode: the input instance itself");
        } else {
            assertEquals(expected, actual);
        }
        // Encoding is complete: the result has no character outside its set but valid escapes.
        for (int i = 0; i < actual.length(); i++) {
            char c = actual.charAt(i);
            assertTrue(c < 128, "only US-ASCII in " + actual);
            if (c == '%') {
                assertTrue(PercentCodec.isEscape(actual, i), "'%' starts an escape at " + i);
            }
        }
        // The result is stable: encoding again keeping escapes changes nothing (R28).
        UnaryOperator<String> again = component.equals("keeping-escapes")
                ? PercentCodec::encodeKeepingEscapes
                : s -> PercentCodec.encodeKeepingEscapes(s, CharClass.QUERY.union(CharClass.RESERVED));
        assertSame(actual, again.apply(actual), "idempotent");
        // Round trip: decoding gives the data back (lone surrogates as U+FFFD), for the UTF-8 encoders.
        if (!component.contains("keeping-escapes") && !component.startsWith("latin1")) {
            assertEquals(wellFormed(input), PercentCodec.decode(actual), "decode(encode(s))");
        }
    }

    /**
     * {@code encodeTo} and {@code encodeKeepingEscapesTo} append what {@code encode} and
     * {@code encodeKeepingEscapes} return, after what the buffer already holds, for the rows
     * whose component is one character class.
     */
    @ParameterizedTest
    @MethodSource("encodeCases")
    void encodeToAppends(TestData.Row row) {
        String input = row.get("input");
        String expected = row.get("expected").equals("=") ? input : row.get("expected");
        StringBuilder sb = new StringBuilder("pre/");
        switch (row.get("component")) {
            case "segment-nz-nc" -> PercentCodec.encodeTo(sb, input, CharClass.SEGMENT_NZ_NC);
            case "pchar-without-semicolon" -> PercentCodec.encodeTo(sb, input, PercentCodec.PATH_SEGMENT.without(";"));
            case "utf8-pchar", "path-segment" -> PercentCodec.encodeTo(sb, input, CharClass.PCHAR);
            case "pchar-keeping-escapes" -> PercentCodec.encodeKeepingEscapesTo(sb, input, CharClass.PCHAR);
            case "keeping-escapes" -> PercentCodec.encodeKeepingEscapesTo(sb, input, CharClass.RESERVED.union(CharClass.UNRESERVED));
            default -> {
                return;
            }
        }
        assertEquals("pre/" + expected, sb.toString());
    }

    /** {@code s} with every lone surrogate replaced by U+FFFD. */
    static String wellFormed(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(++i));
            } else {
                sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
            }
        }
        return sb.toString();
    }

    @ParameterizedTest
    @MethodSource("decodeCases")
    void decode(TestData.Row row) {
        String input = row.get("input");
        String strict = row.get("strict");
        String lenient = row.get("lenient");
        if (strict == null) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> PercentCodec.decode(input));
            assertEquals(SyntaxError.PERCENT_ENCODING_INVALID, e.error());
            assertEquals(Integer.parseInt(row.get("error_index")), e.index(), "error index");
            assertEquals(input, e.rawInput());
            assertTrue(e.getMessage().startsWith("PERCENT_ENCODING_INVALID at index " + e.index()), e.getMessage());
        } else if (strict.equals("=")) {
            assertSame(input, PercentCodec.decode(input));
        } else {
            assertEquals(strict, PercentCodec.decode(input));
        }
        if (lenient.equals("=")) {
            assertSame(input, PercentCodec.decodeLenient(input));
        } else {
            assertEquals(lenient, PercentCodec.decodeLenient(input));
        }
    }

    @ParameterizedTest
    @MethodSource("byteCases")
    void decodeToBytes(TestData.Row row) {
        String input = row.get("input");
        String hex = row.get("hex");
        if (hex == null) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> PercentCodec.decodeToBytes(input));
            assertEquals(SyntaxError.PERCENT_ENCODING_INVALID, e.error());
            assertEquals(Integer.parseInt(row.get("error_index")), e.index());
            return;
        }
        byte[] octets = PercentCodec.decodeToBytes(input);
        assertEquals(hex, HexFormat.of().formatHex(octets));
        // R229: the octets come back through encode(byte[]), whatever they are.
        assertArrayEquals(octets, PercentCodec.decodeToBytes(PercentCodec.encode(octets, CharClass.UNRESERVED)));
    }

    @Test
    void r229InvalidUtf8SurvivesABytesRoundTrip() {
        Random random = new Random(20050101L);
        for (int n = 0; n < 2000; n++) {
            byte[] octets = new byte[random.nextInt(12)];
            random.nextBytes(octets);
            for (CharClass set : List.of(CharClass.NONE, CharClass.UNRESERVED, CharClass.PCHAR, CharClass.NONE.complement())) {
                String encoded = PercentCodec.encode(octets, set);
                assertArrayEquals(octets, PercentCodec.decodeToBytes(encoded), encoded);
            }
        }
        assertEquals("%FFa%20%25", PercentCodec.encode(new byte[] {(byte) 0xFF, 'a', ' ', '%'}, CharClass.UNRESERVED));
        assertEquals("%FFa %25", PercentCodec.encode(new byte[] {(byte) 0xFF, 'a', ' ', '%'}, CharClass.UNRESERVED.with(" %")),
                "'%' is in no allowed set for real: it is always %25");
    }

    @Test
    void percentIsAlwaysEncodedEvenIfAllowed() {
        CharClass withPercent = CharClass.UNRESERVED.with("%");
        assertEquals("100%25", PercentCodec.encode("100%", withPercent));
        assertEquals("%41%25", PercentCodec.encodeKeepingEscapes("%41%", withPercent));
        // Before the fix, an allowed '%' made encodeKeepingEscapes skip the two characters after it.
        assertEquals("%25%C3%A9", PercentCodec.encodeKeepingEscapes("%\u00e9", withPercent));
    }

    @Test
    void encodeKeepingEscapesIsIdempotentOnRandomText() {
        Random random = new Random(1994L);
        String alphabet = "a%2F%zz %41\u00e9\uD83D\uDE00\uD800{}#?/&=+";
        for (int n = 0; n < 5000; n++) {
            StringBuilder sb = new StringBuilder();
            for (int k = random.nextInt(10); k > 0; k--) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String once = PercentCodec.encodeKeepingEscapes(sb.toString(), CharClass.PCHAR);
            assertSame(once, PercentCodec.encodeKeepingEscapes(once, CharClass.PCHAR), once);
            // and decoding it never fails: every '%' now starts an escape
            PercentCodec.decode(once);
        }
    }

    @Test
    void legacyCharsetReportsWhatItCannotEncode() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PercentCodec.encode("a \u20ac", CharClass.PCHAR, StandardCharsets.ISO_8859_1));
        assertEquals("ISO-8859-1 cannot encode U+20AC at index 2", e.getMessage());
        IllegalArgumentException s = assertThrows(IllegalArgumentException.class,
                () -> PercentCodec.encode("ab\uD800", CharClass.PCHAR, StandardCharsets.ISO_8859_1));
        assertEquals("ISO-8859-1 cannot encode U+D800 at index 2", s.getMessage());
        assertEquals("%93%FA%96%7B", PercentCodec.encode("\u65e5\u672c", CharClass.PCHAR, Charset.forName("Shift_JIS")));
    }

    @Test
    void isEscapeBounds() {
        assertTrue(PercentCodec.isEscape("a%2fb", 1));
        assertFalse(PercentCodec.isEscape("a%2", 1));
        assertFalse(PercentCodec.isEscape("a%2g", 1));
        assertFalse(PercentCodec.isEscape("%41", -1));
        assertFalse(PercentCodec.isEscape("%41", 3));
        assertFalse(PercentCodec.isEscape("a%41", 0));
        assertTrue(PercentCodec.isEscape(new StringBuilder("%AF"), 0));
    }

    @Test
    void nullIsRejected() {
        assertThrows(NullPointerException.class, () -> PercentCodec.encodePathSegment(null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encode("a b", null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encode("", null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encodeKeepingEscapes("", null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encode(new byte[0], null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encode("", CharClass.PCHAR, null));
        assertThrows(NullPointerException.class, () -> PercentCodec.encode(null, CharClass.PCHAR, StandardCharsets.ISO_8859_1));
        assertThrows(NullPointerException.class, () -> PercentCodec.decode(null));
        assertThrows(NullPointerException.class, () -> PercentCodec.decodeLenient(null));
        assertThrows(NullPointerException.class, () -> PercentCodec.decodeToBytes(null));
    }

    @Test
    void hugeInputIsLinear() {
        String big = "%C3%A9 ".repeat(200_000);
        String decoded = PercentCodec.decode(big);
        assertEquals(400_000, decoded.length());
        assertEquals(big.replace(" ", "%20"), PercentCodec.encodePathSegment(decoded));
    }
}
