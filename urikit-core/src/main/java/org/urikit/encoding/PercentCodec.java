package org.urikit.encoding;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.urikit.SyntaxError;
import org.urikit.UriSyntaxException;

/**
 * Percent-encoding (RFC 3986 §2.1): UTF-8, upper-case hex, one component at a time.
 *
 * <pre>{@code
 * PercentCodec.encodePathSegment("a b/c");        // "a%20b%2Fc"
 * PercentCodec.encodeQueryParameter("x&y=z");     // "x%26y%3Dz"
 * PercentCodec.decode("caf%C3%A9");               // "café"
 * PercentCodec.encodeKeepingEscapes("a%20b c");   // "a%20b%20c"
 * PercentCodec.encode("ok", CharClass.PCHAR) == "ok"   // the same instance when nothing changes
 * }</pre>
 *
 * <p>Encode and decode one component, never a whole URI (RFC 3986 §2.4): split first, then
 * decode the parts. Encoding leaves characters of the given allowed set as they are and writes
 * every other character as the {@code %XX} escapes of its UTF-8 octets; a lone surrogate, which
 * has no UTF-8 form, is encoded as U+FFFD ({@code %EF%BF%BD}).
 *
 * <p>Decoding turns {@code %XX} into octets and reads the octets as UTF-8. {@link #decode}
 * rejects a malformed escape (with its index); {@link #decodeLenient} leaves it as text.
 * Octets that are not valid UTF-8 decode to U+FFFD; use {@link #decodeToBytes} to keep them.
 * {@code application/x-www-form-urlencoded} ({@code +} for space) is {@link FormCodec}, not a
 * flag here.
 */
public final class PercentCodec {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** {@code segment} characters: pchar minus nothing, but '/' is data inside one segment. */
    public static final CharClass PATH_SEGMENT = CharClass.PCHAR;
    /** A query parameter name or value: query characters minus the separators {@code & = + ;} and {@code #}. */
    public static final CharClass QUERY_PARAMETER = CharClass.QUERY.without("&=+;");

    private PercentCodec() {
    }

    /** Encodes every character of {@code s} that is not in {@code allowed}; returns {@code s} itself when none is. */
    public static String encode(String s, CharClass allowed) {
        int n = s.length();
        int i = 0;
        while (i < n && allowed.contains(s.charAt(i))) {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 16).append(s, 0, i);
        appendEncoded(sb, s, i, allowed, false);
        return sb.toString();
    }

    /**
     * Like {@link #encode} but leaves every valid escape {@code %XX} as it is (and upper-cases
     * nothing): re-encodes a partly encoded string, so applying it twice changes nothing more.
     * A {@code '%'} that does not start a valid escape becomes {@code %25}.
     */
    public static String encodeKeepingEscapes(String s, CharClass allowed) {
        int n = s.length();
        int i = 0;
        while (i < n && (allowed.contains(s.charAt(i)) || (s.charAt(i) == '%' && isEscape(s, i)))) {
            i += s.charAt(i) == '%' ? 3 : 1;
        }
        if (i >= n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 16).append(s, 0, i);
        appendEncoded(sb, s, i, allowed, true);
        return sb.toString();
    }

    /** Shorthand for {@link #encodeKeepingEscapes(String, CharClass)} with RFC 3986 {@code URI-reference} characters. */
    public static String encodeKeepingEscapes(String s) {
        return encodeKeepingEscapes(s, CharClass.RESERVED.union(CharClass.UNRESERVED));
    }

    /** Encodes data for one path segment (RFC 3986 §3.3): {@code /}, {@code ?}, {@code #} and {@code %} are escaped. */
    public static String encodePathSegment(String s) {
        return encode(s, PATH_SEGMENT);
    }

    /** Encodes a whole query (RFC 3986 §3.4): {@code &} and {@code =} stay, {@code #} is escaped. */
    public static String encodeQuery(String s) {
        return encode(s, CharClass.QUERY);
    }

    /** Encodes a query parameter name or value: also escapes {@code & = + ;}, so the pair stays one pair. */
    public static String encodeQueryParameter(String s) {
        return encode(s, QUERY_PARAMETER);
    }

    /** Encodes a fragment (RFC 3986 §3.5). */
    public static String encodeFragment(String s) {
        return encode(s, CharClass.FRAGMENT);
    }

    /** Encodes a userinfo (RFC 3986 §3.2.1); {@code :} stays (it separates user and password). */
    public static String encodeUserInfo(String s) {
        return encode(s, CharClass.USERINFO);
    }

    /** Encodes a user name or password for {@code user:password}: also escapes {@code :}. */
    public static String encodeUserInfoPart(String s) {
        return encode(s, CharClass.USERINFO.without(":"));
    }

    /** Encodes a registered name (RFC 3986 §3.2.2). */
    public static String encodeRegName(String s) {
        return encode(s, CharClass.REG_NAME);
    }

    private static void appendEncoded(StringBuilder sb, String s, int i, CharClass allowed, boolean keepEscapes) {
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (allowed.contains(c)) {
                sb.append(c);
                i++;
            } else if (keepEscapes && c == '%' && isEscape(s, i)) {
                sb.append(s, i, i + 3);
                i += 3;
            } else {
                int cp = s.codePointAt(i);
                i += Character.charCount(cp);
                if (Character.isSurrogate((char) cp) && cp <= 0xFFFF) {
                    cp = 0xFFFD;
                }
                appendUtf8(sb, cp);
            }
        }
    }

    private static void appendUtf8(StringBuilder sb, int cp) {
        if (cp < 0x80) {
            appendByte(sb, cp);
        } else if (cp < 0x800) {
            appendByte(sb, 0xC0 | (cp >> 6));
            appendByte(sb, 0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            appendByte(sb, 0xE0 | (cp >> 12));
            appendByte(sb, 0x80 | ((cp >> 6) & 0x3F));
            appendByte(sb, 0x80 | (cp & 0x3F));
        } else {
            appendByte(sb, 0xF0 | (cp >> 18));
            appendByte(sb, 0x80 | ((cp >> 12) & 0x3F));
            appendByte(sb, 0x80 | ((cp >> 6) & 0x3F));
            appendByte(sb, 0x80 | (cp & 0x3F));
        }
    }

    private static void appendByte(StringBuilder sb, int b) {
        sb.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    }

    /**
     * Decodes every {@code %XX} and reads the octets as UTF-8 (invalid sequences become U+FFFD).
     * Returns {@code s} itself when it has no {@code '%'}.
     *
     * @throws UriSyntaxException {@link SyntaxError#INVALID_PERCENT_ENCODING} at the index of a {@code '%'} not followed by two hex digits
     */
    public static String decode(String s) {
        return decode(s, true);
    }

    /** Like {@link #decode} but a {@code '%'} that does not start a valid escape is kept as text. Never throws. */
    public static String decodeLenient(String s) {
        return decode(s, false);
    }

    /**
     * The octets that {@code s} stands for: each {@code %XX} as its octet, every other character
     * as its UTF-8 octets. Keeps octets that are not valid UTF-8 (RFC 3986 §2.1 escapes octets,
     * not characters).
     *
     * @throws UriSyntaxException for a malformed escape
     */
    public static byte[] decodeToBytes(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length());
        int n = s.length();
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (c == '%') {
                if (!isEscape(s, i)) {
                    throw new UriSyntaxException(SyntaxError.INVALID_PERCENT_ENCODING, s, i);
                }
                out.write(hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2)));
                i += 3;
            } else {
                int end = i + 1;
                while (end < n && s.charAt(end) != '%') {
                    end++;
                }
                byte[] b = s.substring(i, end).getBytes(StandardCharsets.UTF_8);
                out.write(b, 0, b.length);
                i = end;
            }
        }
        return out.toByteArray();
    }

    private static String decode(String s, boolean strict) {
        int first = s.indexOf('%');
        if (first < 0) {
            return s;
        }
        int n = s.length();
        StringBuilder sb = new StringBuilder(n).append(s, 0, first);
        byte[] octets = null;
        for (int i = first; i < n; ) {
            char c = s.charAt(i);
            if (c != '%') {
                sb.append(c);
                i++;
                continue;
            }
            if (!isEscape(s, i)) {
                if (strict) {
                    throw new UriSyntaxException(SyntaxError.INVALID_PERCENT_ENCODING, s, i);
                }
                sb.append(c);
                i++;
                continue;
            }
            // A run of escapes is one octet sequence: decode it as UTF-8 in one go.
            int count = 0;
            int j = i;
            while (j < n && s.charAt(j) == '%' && isEscape(s, j)) {
                count++;
                j += 3;
            }
            if (octets == null || octets.length < count) {
                octets = new byte[Math.max(count, 16)];
            }
            for (int k = 0; k < count; k++) {
                int at = i + 3 * k;
                octets[k] = (byte) (hexValue(s.charAt(at + 1)) << 4 | hexValue(s.charAt(at + 2)));
            }
            appendUtf8Octets(sb, octets, count);
            i = j;
        }
        return sb.toString();
    }

    private static void appendUtf8Octets(StringBuilder sb, byte[] octets, int count) {
        boolean ascii = true;
        for (int k = 0; k < count; k++) {
            if (octets[k] < 0) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            for (int k = 0; k < count; k++) {
                sb.append((char) octets[k]);
            }
            return;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        try {
            CharBuffer chars = decoder.decode(ByteBuffer.wrap(octets, 0, count));
            sb.append(chars);
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("REPLACE never throws", e);
        }
    }

    /** Whether {@code s} has a valid escape {@code %XX} at {@code i}. */
    public static boolean isEscape(CharSequence s, int i) {
        return i + 2 < s.length() && s.charAt(i) == '%' && CharClass.HEXDIG.contains(s.charAt(i + 1))
                && CharClass.HEXDIG.contains(s.charAt(i + 2));
    }

    /** The value of a hex digit, or -1. */
    static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return -1;
    }
}
