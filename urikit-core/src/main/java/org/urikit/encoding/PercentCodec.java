package org.urikit.encoding;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.net.Ascii;

/**
 * Percent-encoding (RFC 3986 §2.1, §2.4): UTF-8, upper-case hex, one component at a time.
 *
 * <pre>{@code
 * PercentCodec.encodePathSegment("a b/c");        // "a%20b%2Fc"
 * PercentCodec.encodeQueryParameter("x&y=z");     // "x%26y%3Dz"
 * PercentCodec.encodePathSegment("é");            // "%C3%A9"   (UTF-8, RFC 3986 §2.5)
 * PercentCodec.decode("caf%C3%A9");               // "café"
 * PercentCodec.decode("%2541");                   // "%41"      (decoded once, never twice)
 * PercentCodec.decode("a%zz");                    // UriSyntaxException: PERCENT_ENCODING_INVALID at index 1
 * PercentCodec.decodeLenient("a%zz");             // "a%zz"
 * PercentCodec.encodeKeepingEscapes("a%20b c");   // "a%20b%20c"
 * PercentCodec.encode("ok", CharClass.PCHAR);     // the very same String instance: nothing to encode
 * }</pre>
 *
 * <h2>Encoding</h2>
 * Encoding leaves the characters of an <em>allowed</em> {@link CharClass} as they are and writes
 * every other character as the {@code %XX} escapes of its UTF-8 octets, with upper-case hex
 * digits (RFC 3986 §2.1, §6.2.2.1). {@code '%'} is always encoded as {@code %25} (data
 * {@code '%'} must be, §2.4), even when the allowed set contains it. A lone surrogate, which has
 * no UTF-8 form, is encoded as U+FFFD ({@code %EF%BF%BD}), as the WHATWG URL Standard does.
 * When nothing needs encoding the input instance itself is returned, so callers may compare
 * with {@code ==} and pay nothing on the common path.
 *
 * <p>Encode and decode one component, never a whole URI (RFC 3986 §2.4): split first, then
 * encode or decode the parts. The component shortcuts ({@link #encodePathSegment},
 * {@link #encodeQuery}, {@link #encodeQueryParameter}, {@link #encodeFragment},
 * {@link #encodeUserInfo}, {@link #encodeRegName}) are the front door; {@link #encode(String,
 * CharClass)} takes any set. "Re-encode a partly encoded string, leaving valid escapes alone"
 * (the safening of RFC 1738 §2.2 and the 1994 URL draft) is its own operation,
 * {@link #encodeKeepingEscapes}, not a flag.
 *
 * <h2>Decoding</h2>
 * Decoding turns each {@code %XX} into its octet and reads the octets as UTF-8; octets that are
 * not valid UTF-8 become U+FFFD, one per maximal invalid subpart (Unicode §3.9, as the WHATWG
 * Encoding Standard's UTF-8 decoder does). Characters other than escapes are copied, except a
 * lone surrogate, which also becomes U+FFFD: a decoded string is always well-formed UTF-16.
 * {@link #decode} rejects a malformed escape (a {@code '%'} not followed by two hex digits) with
 * its index; {@link #decodeLenient} keeps it as text. The URI does not say which charset its
 * octets are in (RFC 3986 §2.1, §2.5), so {@link #decodeToBytes} gives the octets themselves,
 * invalid UTF-8 included, and the caller applies a charset in a separate step:
 * {@code new String(PercentCodec.decodeToBytes(s), charset)}.
 *
 * <p>{@code application/x-www-form-urlencoded} ({@code +} for space) is {@link FormCodec}, not a
 * flag here: in a URI a {@code '+'} is just a {@code sub-delims} character and decodes to itself.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-2.1">RFC 3986 §2.1 Percent-Encoding</a>
 */
public final class PercentCodec {

    /**
     * The characters left as they are in one path segment, {@code segment = *pchar} (RFC 3986
     * §3.3): {@link CharClass#PCHAR}. {@code '/'} is not among them, so a data {@code '/'} is
     * escaped and stays inside its segment.
     */
    public static final CharClass PATH_SEGMENT = CharClass.PCHAR;
    /**
     * The characters left as they are in one query parameter name or value: {@link CharClass#QUERY}
     * minus {@code & = + ;}. {@code &} and {@code =} would split the pair; {@code +} means space to
     * form decoders ({@link FormCodec}) and {@code ;} is a pair separator to some older servers
     * (HTML 4.01 §B.2.2), so both are escaped to keep the value the same for every reader.
     */
    public static final CharClass QUERY_PARAMETER = CharClass.QUERY.without("&=+;");
    /** {@link CharClass#USERINFO} without {@code ":"}, for a user name or a password on its own. */
    private static final CharClass USERINFO_PART = CharClass.USERINFO.without(":");
    /** {@code reserved / unreserved}: every character a URI reference may contain literally. */
    private static final CharClass URI_CHARS = CharClass.RESERVED.union(CharClass.UNRESERVED);

    private PercentCodec() {
    }

    // ---- encoding ---------------------------------------------------------------------------

    /**
     * Encodes every character of {@code s} that is not in {@code allowed} as the {@code %XX}
     * escapes of its UTF-8 octets (RFC 3986 §2.1); {@code '%'} is always encoded. Returns
     * {@code s} itself when nothing needs encoding.
     *
     * <pre>{@code
     * PercentCodec.encode("a b", CharClass.UNRESERVED);           // "a%20b"
     * PercentCodec.encode("100%", CharClass.UNRESERVED);          // "100%25"   (RFC 3986 §2.4)
     * PercentCodec.encode(Character.toString(0x1F600), CharClass.UNRESERVED);  // "%F0%9F%98%80"
     * }</pre>
     *
     * <p>It does not look for existing escapes: {@code %41} becomes {@code %2541} (encoding twice
     * is a bug, RFC 3986 §2.4); use {@link #encodeKeepingEscapes} for partly encoded text.
     *
     * @throws NullPointerException if an argument is null
     */
    public static String encode(String s, CharClass allowed) {
        return encode(s, allowed, false);
    }

    /**
     * Like {@link #encode(String, CharClass)} but writes the octets of {@code charset} instead of
     * UTF-8, for the legacy generations that predate UTF-8 (the 1993 URL drafts give an escape the
     * ISO Latin-1 code of the character, in the 1993 URL draft's "Encoding prohibited characters"). Prefer UTF-8 (RFC 3986 §2.5); for
     * {@link StandardCharsets#UTF_8} this is exactly {@link #encode(String, CharClass)}.
     *
     * <pre>{@code
     * PercentCodec.encode("é", CharClass.PCHAR, StandardCharsets.ISO_8859_1);   // "%E9"
     * PercentCodec.encode("é", CharClass.PCHAR, StandardCharsets.UTF_8);        // "%C3%A9"
     * }</pre>
     *
     * @throws IllegalArgumentException naming the index of the first character that
     *     {@code charset} cannot encode (for example {@code "€"} in ISO-8859-1, or a lone surrogate)
     * @throws NullPointerException if an argument is null
     */
    public static String encode(String s, CharClass allowed, Charset charset) {
        Objects.requireNonNull(allowed, "allowed");
        Objects.requireNonNull(s, "s");
        if (charset.equals(StandardCharsets.UTF_8)) {
            return encode(s, allowed);
        }
        if (!charset.canEncode()) {
            throw new IllegalArgumentException(charset.name() + " is a decode-only charset");
        }
        int n = s.length();
        int i = unchangedPrefix(s, allowed, false);
        if (i == n) {
            return s;
        }
        CharsetEncoder encoder = charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        StringBuilder sb = new StringBuilder(n + 16).append(s, 0, i);
        while (i < n) {
            if (isLiteral(s.charAt(i), allowed)) {
                sb.append(s.charAt(i++));
                continue;
            }
            // A run of characters to encode goes through the encoder in one piece, so that
            // stateful charsets (ISO-2022-JP) write their shift sequences once per run.
            int end = i + 1;
            while (end < n && !isLiteral(s.charAt(end), allowed)) {
                end++;
            }
            ByteBuffer octets;
            try {
                octets = encoder.reset().encode(CharBuffer.wrap(s, i, end));
            } catch (CharacterCodingException e) {
                int bad = firstUnencodable(encoder, s, i, end);
                throw new IllegalArgumentException(String.format("%s cannot encode U+%04X at index %d",
                        charset.name(), s.codePointAt(bad), bad), e);
            }
            while (octets.hasRemaining()) {
                Ascii.appendEscape(sb, octets.get());
            }
            i = end;
        }
        return sb.toString();
    }

    private static int firstUnencodable(CharsetEncoder encoder, String s, int from, int to) {
        for (int i = from; i < to; ) {
            int cp = s.codePointAt(i);
            int len = Character.charCount(cp);
            if (Character.isSurrogate(s.charAt(i)) && len == 1
                    || !encoder.reset().canEncode(s.subSequence(i, i + len))) {
                return i;
            }
            i += len;
        }
        return from;
    }

    /**
     * Encodes octets, for data that is not text or not UTF-8 (RFC 3986 §2.1: an escape stands
     * for an octet): an octet whose US-ASCII character is in {@code allowed} is written as that
     * character, every other octet (all of 80–FF, and {@code '%'}) as {@code %XX}. The inverse
     * of {@link #decodeToBytes}: {@code decodeToBytes(encode(octets, allowed))} equals
     * {@code octets} for any octets and any set.
     *
     * <pre>{@code
     * PercentCodec.encode(new byte[] {(byte) 0xFF, 'a', ' '}, CharClass.UNRESERVED);   // "%FFa%20"
     * PercentCodec.encode("café".getBytes(ISO_8859_1), CharClass.PCHAR);             // "caf%E9"
     * }</pre>
     *
     * @throws NullPointerException if an argument is null
     */
    public static String encode(byte[] octets, CharClass allowed) {
        Objects.requireNonNull(allowed, "allowed");
        StringBuilder sb = new StringBuilder(octets.length + 16);
        for (byte b : octets) {
            if (isLiteral((char) b, allowed)) {
                sb.append((char) b);
            } else {
                Ascii.appendEscape(sb, b & 0xFF);
            }
        }
        return sb.toString();
    }

    /**
     * Re-encodes a partly encoded string: like {@link #encode(String, CharClass)}, but every valid
     * escape {@code %XX} is left as it is (lower-case hex included) and only a {@code '%'} that
     * does not start one becomes {@code %25}. This is the "safening" of the 1994 URL draft and
     * RFC 1738 §2.2: since a {@code '%'} always starts an escape, unsafe characters can be escaped
     * without touching the existing escapes. It is idempotent: applying it to its own result
     * returns that result (the same instance). Returns {@code s} itself when nothing changes.
     *
     * <pre>{@code
     * PercentCodec.encodeKeepingEscapes("a%20b c", CharClass.PCHAR);   // "a%20b%20c"
     * PercentCodec.encodeKeepingEscapes("100%", CharClass.PCHAR);      // "100%25"
     * PercentCodec.encodeKeepingEscapes("%7e%zz", CharClass.PCHAR);    // "%7e%25zz"
     * }</pre>
     *
     * <p>It cannot tell a data {@code "%41"} from an escape: use it only on text that is meant to
     * be already partly encoded, never on raw data (RFC 3986 §2.4).
     *
     * @throws NullPointerException if an argument is null
     */
    public static String encodeKeepingEscapes(String s, CharClass allowed) {
        return encode(s, allowed, true);
    }

    /**
     * Appends {@code s} to {@code out} encoded as {@link #encode(String, CharClass)} encodes it,
     * without a string for the encoded text: for code that assembles a URI in one buffer.
     *
     * <pre>{@code
     * StringBuilder sb = new StringBuilder("/users/");
     * PercentCodec.encodeTo(sb, "a b", CharClass.UNRESERVED);   // sb is "/users/a%20b"
     * }</pre>
     *
     * @return {@code out}
     * @throws NullPointerException if an argument is null
     */
    public static StringBuilder encodeTo(StringBuilder out, String s, CharClass allowed) {
        return encodeTo(out, s, allowed, false);
    }

    /**
     * Appends {@code s} to {@code out} encoded as {@link #encodeKeepingEscapes(String, CharClass)}
     * encodes it (valid escapes are kept), without a string for the encoded text.
     *
     * <pre>{@code
     * StringBuilder sb = new StringBuilder("/");
     * PercentCodec.encodeKeepingEscapesTo(sb, "a%20b c", CharClass.PCHAR);   // sb is "/a%20b%20c"
     * }</pre>
     *
     * @return {@code out}
     * @throws NullPointerException if an argument is null
     */
    public static StringBuilder encodeKeepingEscapesTo(StringBuilder out, String s, CharClass allowed) {
        return encodeTo(out, s, allowed, true);
    }

    /** {@link #encode(String, CharClass)}, or with {@code keepEscapes} {@link #encodeKeepingEscapes(String, CharClass)}. */
    private static String encode(String s, CharClass allowed, boolean keepEscapes) {
        Objects.requireNonNull(allowed, "allowed");
        int n = s.length();
        int i = unchangedPrefix(s, allowed, keepEscapes);
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 16).append(s, 0, i);
        appendEncoded(sb, s, i, n, allowed, keepEscapes, false);
        return sb.toString();
    }

    /** {@link #encodeTo}, or with {@code keepEscapes} {@link #encodeKeepingEscapesTo}. */
    private static StringBuilder encodeTo(StringBuilder out, String s, CharClass allowed, boolean keepEscapes) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(allowed, "allowed");
        int n = s.length();
        int i = unchangedPrefix(s, allowed, keepEscapes);
        out.append(s, 0, i);
        if (i < n) {
            appendEncoded(out, s, i, n, allowed, keepEscapes, false);
        }
        return out;
    }

    /**
     * The length of the start of {@code s} that encoding leaves as it is: characters of
     * {@code allowed} other than {@code '%'} and, with {@code keepEscapes}, valid escapes (RFC 3986 §2.1).
     */
    private static int unchangedPrefix(String s, CharClass allowed, boolean keepEscapes) {
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (keepEscapes && c == '%' && isEscape(s, i)) {
                i += 3;
            } else if (isLiteral(c, allowed)) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    /**
     * {@link #encodeKeepingEscapes(String, CharClass)} for a whole URI reference: everything
     * but {@code reserved} and {@code unreserved} characters (RFC 3986 §2.2, §2.3) and valid
     * escapes is encoded. This makes a "URI as typed" with spaces, braces or non-ASCII letters
     * into a valid URI reference without changing any delimiter.
     *
     * <pre>{@code
     * PercentCodec.encodeKeepingEscapes("http://a/{x}");           // "http://a/%7Bx%7D"
     * PercentCodec.encodeKeepingEscapes("http://a/%7Bx%7D");       // unchanged (idempotent)
     * PercentCodec.encodeKeepingEscapes("http://a/b c?q=é#f");     // "http://a/b%20c?q=%C3%A9#f"
     * }</pre>
     *
     * <p>The result is not necessarily a valid URI: a second {@code '#'} or a {@code '['} outside
     * a host are reserved characters and stay.
     */
    public static String encodeKeepingEscapes(String s) {
        return encodeKeepingEscapes(s, URI_CHARS);
    }

    /**
     * Encodes data for one path segment, {@code segment = *pchar} (RFC 3986 §3.3): {@code /},
     * {@code ?}, {@code #}, {@code %}, space, controls and non-ASCII are escaped; {@code : @} and
     * the sub-delims stay.
     *
     * <pre>{@code
     * PercentCodec.encodePathSegment("a b/c");   // "a%20b%2Fc"  (one segment, RFC 3986 §2.2)
     * PercentCodec.encodePathSegment("a;b");     // "a;b"        (';' is a sub-delim)
     * PercentCodec.encodePathSegment("é");       // "%C3%A9"
     * }</pre>
     *
     * <p>Warnings: the segments {@code "."} and {@code ".."} come out unchanged and are dot
     * segments to resolution (RFC 3986 §5.2.4; escaping their dots does not help, §6.2.2.2); and
     * the first segment of a relative-path reference must not contain {@code ':'}
     * ({@code segment-nz-nc}, §4.2): use {@code encode(s, CharClass.SEGMENT_NZ_NC)} there.
     * Where a scheme gives {@code ;} a meaning of its own (the FTP {@code ;type=} parameter,
     * RFC 1738 §3.2.2), encode data with {@code encode(s, PATH_SEGMENT.without(";"))}.
     */
    public static String encodePathSegment(String s) {
        return encode(s, PATH_SEGMENT);
    }

    /**
     * Encodes a whole query, {@code query = *( pchar / "/" / "?" )} (RFC 3986 §3.4):
     * {@code &}, {@code =}, {@code +}, {@code /} and {@code ?} stay, {@code #} and {@code %} are
     * escaped. For one name or value use {@link #encodeQueryParameter}.
     *
     * <pre>{@code
     * PercentCodec.encodeQuery("q=a b&lang=fr#x");   // "q=a%20b&lang=fr%23x"
     * }</pre>
     */
    public static String encodeQuery(String s) {
        return encode(s, CharClass.QUERY);
    }

    /**
     * Encodes one query parameter name or value ({@link #QUERY_PARAMETER}): like
     * {@link #encodeQuery} but {@code & = + ;} are escaped too, so the pair stays one pair and
     * reads the same whether the server decodes {@code +} as space or not. RFC 3986 §3.4 does not
     * define pairs; {@code name=value&...} is the common convention ({@link QueryParameters}).
     *
     * <pre>{@code
     * PercentCodec.encodeQueryParameter("x&y=z");   // "x%26y%3Dz"
     * PercentCodec.encodeQueryParameter("1+1");     // "1%2B1"
     * PercentCodec.encodeQueryParameter("a/b?c");   // "a/b?c"
     * }</pre>
     */
    public static String encodeQueryParameter(String s) {
        return encode(s, QUERY_PARAMETER);
    }

    /**
     * Encodes a fragment, {@code fragment = *( pchar / "/" / "?" )} (RFC 3986 §3.5); a data
     * {@code '#'} is escaped.
     *
     * <pre>{@code
     * PercentCodec.encodeFragment("section 2#b");   // "section%202%23b"
     * }</pre>
     */
    public static String encodeFragment(String s) {
        return encode(s, CharClass.FRAGMENT);
    }

    /**
     * Encodes a whole userinfo, {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )}
     * (RFC 3986 §3.2.1): {@code ':'} stays (it separates user and password), {@code '@'} is escaped.
     *
     * <pre>{@code
     * PercentCodec.encodeUserInfo("me@home:pw");   // "me%40home:pw"
     * }</pre>
     */
    public static String encodeUserInfo(String s) {
        return encode(s, CharClass.USERINFO);
    }

    /**
     * Encodes a user name or a password on its own, for {@code user ":" password}: like
     * {@link #encodeUserInfo} but {@code ':'} is escaped too. RFC 3986 §3.2.1 deprecates passwords
     * in URIs; this exists to take such URIs apart and put them back, not to recommend them.
     *
     * <pre>{@code
     * PercentCodec.encodeUserInfoPart("a:b@c");   // "a%3Ab%40c"
     * }</pre>
     */
    public static String encodeUserInfoPart(String s) {
        return encode(s, USERINFO_PART);
    }

    /**
     * Encodes a registered name, {@code reg-name = *( unreserved / pct-encoded / sub-delims )}
     * (RFC 3986 §3.2.2), as UTF-8 escapes. This is the RFC 3986 form of a non-ASCII name; it is
     * not IDNA, and DNS needs the {@code xn--} form (RFC 5891) instead.
     *
     * <pre>{@code
     * PercentCodec.encodeRegName("my host");      // "my%20host"
     * PercentCodec.encodeRegName("bücher.de");    // "b%C3%BCcher.de"
     * }</pre>
     */
    public static String encodeRegName(String s) {
        return encode(s, CharClass.REG_NAME);
    }

    private static boolean isLiteral(char c, CharClass allowed) {
        return c != '%' && allowed.contains(c);
    }

    /**
     * Appends {@code s[i, end)} encoded; characters of {@code allowed} (but never '%') are copied,
     * valid escapes too when {@code keepEscapes}, space becomes '+' when {@code spaceAsPlus}.
     * Shared with {@link FormCodec}.
     */
    static void appendEncoded(StringBuilder sb, String s, int i, int end, CharClass allowed, boolean keepEscapes,
            boolean spaceAsPlus) {
        while (i < end) {
            char c = s.charAt(i);
            if (isLiteral(c, allowed)) {
                sb.append(c);
                i++;
            } else if (keepEscapes && c == '%' && isEscape(s, i)) {
                sb.append(s, i, i + 3);
                i += 3;
            } else if (spaceAsPlus && c == ' ') {
                sb.append('+');
                i++;
            } else {
                int cp = s.codePointAt(i);
                int len = Character.charCount(cp);
                if (len == 1 && Character.isSurrogate(c)) {
                    cp = 0xFFFD;  // a lone surrogate has no UTF-8 form
                }
                appendUtf8(sb, cp);
                i += len;
            }
        }
    }

    /** Appends the escapes of the UTF-8 octets of {@code cp}. */
    private static void appendUtf8(StringBuilder sb, int cp) {
        int n = utf8Length(cp);
        for (int k = 0; k < n; k++) {
            Ascii.appendEscape(sb, utf8Octet(cp, n, k));
        }
    }

    /** How many octets the UTF-8 form of {@code cp} has (RFC 3629 §3). */
    private static int utf8Length(int cp) {
        return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    }

    /**
     * Octet {@code k} of the {@code n} octets of the UTF-8 form of {@code cp} (RFC 3629 §3): the
     * lead octet ({@code 0xxxxxxx}, {@code 110xxxxx}, {@code 1110xxxx} or {@code 11110xxx}), then
     * {@code 10xxxxxx} continuation octets, six bits each.
     */
    private static int utf8Octet(int cp, int n, int k) {
        if (k > 0) {
            return 0x80 | (cp >> 6 * (n - 1 - k)) & 0x3F;
        }
        return n == 1 ? cp : (0xFF00 >> n & 0xFF) | cp >> 6 * (n - 1);
    }

    // ---- decoding ---------------------------------------------------------------------------

    /**
     * Decodes every {@code %XX} and reads the octets as UTF-8 (RFC 3986 §2.1, §2.5); invalid
     * UTF-8 becomes U+FFFD. {@code '+'} stays {@code '+'}. Returns {@code s} itself when it has no
     * {@code '%'} (and no lone surrogate).
     *
     * <pre>{@code
     * PercentCodec.decode("caf%C3%A9");   // "café"
     * PercentCodec.decode("a+b%2Bc");     // "a+b+c"
     * PercentCodec.decode("%2541");       // "%41"   (one level only, RFC 3986 §2.4)
     * PercentCodec.decode("%FF");         // U+FFFD, the replacement character; decodeToBytes keeps the octet
     * PercentCodec.decode("%4");          // UriSyntaxException, index 0
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#PERCENT_ENCODING_INVALID} at the index of the
     *     first {@code '%'} not followed by two hex digits
     * @throws NullPointerException if {@code s} is null
     */
    public static String decode(String s) {
        return decode(s, 0, s.length(), true, false);
    }

    /**
     * Like {@link #decode} but a {@code '%'} that does not start a valid escape is kept as text.
     * Never throws for a non-null string. Use it where the text was not validated and losing
     * nothing matters more than rejecting it, as in Uri's decoded accessors.
     *
     * <pre>{@code
     * PercentCodec.decodeLenient("100%");      // "100%"
     * PercentCodec.decodeLenient("a%zz%41");   // "a%zzA"
     * PercentCodec.decodeLenient("%%41");      // "%A"
     * }</pre>
     */
    public static String decodeLenient(String s) {
        return decode(s, 0, s.length(), false, false);
    }

    /**
     * The octets that {@code s} stands for (RFC 3986 §2.1: escapes are octets, not characters):
     * each {@code %XX} as its octet and every other character as its UTF-8 octets (a lone
     * surrogate as those of U+FFFD). Octets that are not valid UTF-8 are kept, so a byte round
     * trip loses nothing; apply a charset afterwards as a separate, explicit step.
     *
     * <pre>{@code
     * PercentCodec.decodeToBytes("%FFa");                              // {(byte) 0xFF, 'a'}
     * new String(PercentCodec.decodeToBytes("caf%E9"), ISO_8859_1);    // "café"
     * PercentCodec.encode(PercentCodec.decodeToBytes("%FFa"), CharClass.PCHAR);   // "%FFa" again
     * }</pre>
     *
     * @throws UriSyntaxException {@link SyntaxError#PERCENT_ENCODING_INVALID} at the index of the
     *     first {@code '%'} not followed by two hex digits
     */
    public static byte[] decodeToBytes(String s) {
        int n = s.length();
        byte[] out = new byte[n];  // enough unless there are non-ASCII characters
        int len = 0;
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (len + 4 > out.length) {
                out = Arrays.copyOf(out, Math.max(2 * out.length, len + 4));
            }
            if (c == '%') {
                if (!isEscape(s, i)) {
                    throw new UriSyntaxException(SyntaxError.PERCENT_ENCODING_INVALID, s, i);
                }
                out[len++] = (byte) (Ascii.hexValue(s.charAt(i + 1)) << 4 | Ascii.hexValue(s.charAt(i + 2)));
                i += 3;
            } else if (c < 0x80) {
                out[len++] = (byte) c;
                i++;
            } else {
                int cp = s.codePointAt(i);
                int count = Character.charCount(cp);
                if (count == 1 && Character.isSurrogate(c)) {
                    cp = 0xFFFD;  // a lone surrogate has no UTF-8 form
                }
                int octets = utf8Length(cp);
                for (int k = 0; k < octets; k++) {
                    out[len++] = (byte) utf8Octet(cp, octets, k);
                }
                i += count;
            }
        }
        return len == out.length ? out : Arrays.copyOf(out, len);
    }

    /**
     * Decodes {@code s[from, to)}: escapes to octets, octets as UTF-8 (maximal-subpart U+FFFD
     * replacement), lone surrogates to U+FFFD, {@code '+'} to space when {@code plusAsSpace}.
     * A malformed escape throws when {@code strict}, else stays as text. Returns {@code s}
     * itself when the range is the whole string and nothing changes. Shared with
     * {@link FormCodec} and {@link QueryParameters}.
     */
    static String decode(String s, int from, int to, boolean strict, boolean plusAsSpace) {
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%' || (plusAsSpace && c == '+') || Character.isSurrogate(c)) {
                break;
            }
            i++;
        }
        if (i == to) {
            return from == 0 && to == s.length() ? s : s.substring(from, to);
        }
        StringBuilder sb = new StringBuilder(to - from).append(s, from, i);
        Utf8Decoder utf8 = new Utf8Decoder(sb);
        while (i < to) {
            char c = s.charAt(i);
            if (c == '%') {
                if (i + 2 < to && isEscape(s, i)) {
                    utf8.accept(Ascii.hexValue(s.charAt(i + 1)) << 4 | Ascii.hexValue(s.charAt(i + 2)));
                    i += 3;
                    continue;
                }
                if (strict) {
                    throw new UriSyntaxException(SyntaxError.PERCENT_ENCODING_INVALID, s, i);
                }
            }
            utf8.flush();
            if (plusAsSpace && c == '+') {
                sb.append(' ');
                i++;
            } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
                sb.append(c).append(s.charAt(i + 1));
                i += 2;
            } else {
                sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
                i++;
            }
        }
        utf8.flush();
        return sb.toString();
    }

    /**
     * The UTF-8 decoder of the WHATWG Encoding Standard (§8.1.1), fed one octet at a time:
     * a malformed sequence gives one U+FFFD for its maximal subpart (Unicode §3.9 U+FFFD
     * substitution), and the offending octet starts over.
     */
    private static final class Utf8Decoder {
        private final StringBuilder out;
        private int codePoint;
        private int needed;
        private int lower = 0x80;
        private int upper = 0xBF;

        Utf8Decoder(StringBuilder out) {
            this.out = out;
        }

        void accept(int b) {
            if (needed == 0) {
                if (b < 0x80) {
                    out.append((char) b);
                } else if (b >= 0xC2 && b <= 0xDF) {
                    needed = 1;
                    codePoint = b & 0x1F;
                } else if (b >= 0xE0 && b <= 0xEF) {
                    lower = b == 0xE0 ? 0xA0 : 0x80;
                    upper = b == 0xED ? 0x9F : 0xBF;
                    needed = 2;
                    codePoint = b & 0x0F;
                } else if (b >= 0xF0 && b <= 0xF4) {
                    lower = b == 0xF0 ? 0x90 : 0x80;
                    upper = b == 0xF4 ? 0x8F : 0xBF;
                    needed = 3;
                    codePoint = b & 0x07;
                } else {
                    out.append('\uFFFD');
                }
                return;
            }
            if (b < lower || b > upper) {
                reset();
                out.append('\uFFFD');
                accept(b);
                return;
            }
            lower = 0x80;
            upper = 0xBF;
            codePoint = codePoint << 6 | (b & 0x3F);
            if (--needed == 0) {
                out.appendCodePoint(codePoint);
            }
        }

        /** Ends a run of octets: an unfinished sequence is one U+FFFD. */
        void flush() {
            if (needed != 0) {
                reset();
                out.append('\uFFFD');
            }
        }

        private void reset() {
            needed = 0;
            codePoint = 0;
            lower = 0x80;
            upper = 0xBF;
        }
    }

    /**
     * Whether {@code s} has a valid escape at {@code i}: {@code pct-encoded = "%" HEXDIG HEXDIG}
     * (RFC 3986 §2.1), hex digits in either case. False when {@code i} is out of range.
     *
     * <pre>{@code
     * PercentCodec.isEscape("a%2fb", 1);   // true
     * PercentCodec.isEscape("a%2", 1);     // false: too short
     * PercentCodec.isEscape("a%2g", 1);    // false
     * }</pre>
     */
    public static boolean isEscape(CharSequence s, int i) {
        return i >= 0 && i + 2 < s.length() && s.charAt(i) == '%' && CharClass.HEXDIG.contains(s.charAt(i + 1))
                && CharClass.HEXDIG.contains(s.charAt(i + 2));
    }
}
