package org.urikit.encoding;

import org.urikit.net.Ascii;

/**
 * An immutable set of US-ASCII characters (code points 0–127), held in two {@code long}s and
 * built by composition. The constants are the <em>allowed</em> sets of the RFC 3986 ABNF
 * (§2–§3), named after the rules they implement.
 *
 * <pre>{@code
 * CharClass.PCHAR.contains('@');                        // true  (RFC 3986 §3.3)
 * CharClass.QUERY.contains('#');                        // false (RFC 3986 §3.4)
 * CharClass.UNRESERVED.contains('é');                   // false: nothing above 127 is a member
 * CharClass tight = CharClass.UNRESERVED.with("!$");    // composition never mutates
 * CharClass.of("abc").union(CharClass.range('0', '9')).toString();   // "[0-9a-c]"
 * }</pre>
 *
 * <p>Any code point outside 0–127 (non-ASCII, or a negative value) is never a member: a URI is
 * made of US-ASCII characters only (RFC 3986 §2). The constants are the RFC 3986 sets; the sets
 * of the older generations (RFC 2396, the 2003 draft, RFC 1738) are built from the same
 * primitives by the parser's per-profile grammar tables.
 *
 * <p><b>Allowed, not escaped.</b> Every constant lists the characters a component may contain
 * <em>literally</em>. {@code '%'} is never a member: {@code pct-encoded} is allowed wherever the
 * ABNF says so, but as a three-character escape, which {@link PercentCodec} handles. The
 * constants therefore say nothing about whether a {@code '%'} is well formed.
 *
 * <p><b>Why two {@code long}s.</b> Membership is a shift and a mask, with no table lookup and no
 * allocation, which is what a hand-written parser needs in its inner loop (the Java form of
 * rust-url's {@code AsciiSet}). Equal sets are {@link #equals equal}, whatever the composition
 * that built them.
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-2">RFC 3986 §2 Characters</a>
 * @see <a href="https://www.rfc-editor.org/rfc/rfc5234#appendix-B.1">RFC 5234 Appendix B.1 Core Rules</a>
 */
public final class CharClass {

    private final long low;   // code points 0..63
    private final long high;  // code points 64..127

    private CharClass(long low, long high) {
        this.low = low;
        this.high = high;
    }

    /**
     * The empty set.
     *
     * <pre>{@code
     * CharClass.NONE.size();                 // 0
     * CharClass.NONE.complement().size();    // 128, all of US-ASCII
     * }</pre>
     */
    public static final CharClass NONE = new CharClass(0L, 0L);

    /**
     * The set of exactly the characters of {@code chars}; order and repetition do not matter.
     *
     * <pre>{@code
     * CharClass.of(":/?#[]@");   // gen-delims, RFC 3986 §2.2
     * CharClass.of("");          // NONE
     * }</pre>
     *
     * @throws IllegalArgumentException if a character is above 127 (not US-ASCII)
     * @throws NullPointerException if {@code chars} is null
     */
    public static CharClass of(String chars) {
        return NONE.with(chars);
    }

    /**
     * The set of the characters {@code from} to {@code to}, both included, as an ABNF value
     * range ({@code %x41-5A}, RFC 5234 §3.4) writes them.
     *
     * <pre>{@code
     * CharClass.range('A', 'Z');      // ALPHA's upper-case half
     * CharClass.range('a', 'a');      // just "a"
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code from > to} or {@code to > 127}
     */
    public static CharClass range(char from, char to) {
        if (from > to || to > 127) {
            throw new IllegalArgumentException("not an ASCII range: " + (int) from + ".." + (int) to);
        }
        StringBuilder chars = new StringBuilder(to - from + 1);
        for (int c = from; c <= to; c++) {
            chars.append((char) c);
        }
        return of(chars.toString());
    }

    /**
     * This set plus the characters of {@code chars} (the ABNF alternative {@code rule / "x"}).
     *
     * <pre>{@code
     * CharClass.PCHAR.with("/?");   // equals CharClass.QUERY (RFC 3986 §3.4)
     * }</pre>
     *
     * @throws IllegalArgumentException if a character is above 127 (not US-ASCII)
     * @throws NullPointerException if {@code chars} is null
     */
    public CharClass with(String chars) {
        long lo = low;
        long hi = high;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c > 127) {
                throw new IllegalArgumentException("not US-ASCII: U+" + String.format("%04X", (int) c)
                        + " at index " + i);
            }
            if (c < 64) {
                lo |= 1L << c;
            } else {
                hi |= 1L << (c - 64);
            }
        }
        return new CharClass(lo, hi);
    }

    /**
     * This set minus the characters of {@code chars}; characters that are not members are ignored.
     *
     * <pre>{@code
     * CharClass.PCHAR.without(":");   // equals CharClass.SEGMENT_NZ_NC (RFC 3986 §3.3)
     * }</pre>
     *
     * @throws IllegalArgumentException if a character is above 127 (not US-ASCII)
     */
    public CharClass without(String chars) {
        return minus(of(chars));
    }

    /**
     * The union of this set and {@code other} (the ABNF alternative {@code a / b}).
     *
     * <pre>{@code
     * CharClass.GEN_DELIMS.union(CharClass.SUB_DELIMS);   // equals RESERVED (RFC 3986 §2.2)
     * }</pre>
     */
    public CharClass union(CharClass other) {
        return new CharClass(low | other.low, high | other.high);
    }

    /**
     * The characters of this set that are not in {@code other}.
     *
     * <pre>{@code
     * CharClass.QUERY.minus(CharClass.of("&="));   // query characters that do not split pairs
     * }</pre>
     */
    public CharClass minus(CharClass other) {
        return new CharClass(low & ~other.low, high & ~other.high);
    }

    /**
     * The characters of this set that are also in {@code other}.
     *
     * <pre>{@code
     * CharClass.PCHAR.intersect(CharClass.GEN_DELIMS);   // [:@]
     * }</pre>
     */
    public CharClass intersect(CharClass other) {
        return new CharClass(low & other.low, high & other.high);
    }

    /**
     * All US-ASCII characters (0–127) that are not in this set; still nothing above 127.
     *
     * <pre>{@code
     * CharClass.UNRESERVED.complement().contains(' ');    // true
     * CharClass.UNRESERVED.complement().contains('é');    // false: never a member
     * }</pre>
     */
    public CharClass complement() {
        return new CharClass(~low, ~high);
    }

    /**
     * Whether code point (or UTF-16 unit) {@code c} is in this set; false for anything outside 0–127.
     *
     * <pre>{@code
     * CharClass.ALPHA.contains('q');   // true
     * CharClass.ALPHA.contains(-1);    // false
     * CharClass.ALPHA.contains(0xE9);  // false
     * }</pre>
     */
    public boolean contains(int c) {
        if (c < 64) {
            return c >= 0 && (low & (1L << c)) != 0;
        }
        return c < 128 && (high & (1L << (c - 64))) != 0;
    }

    /**
     * Whether every character of {@code s} is in this set (true for the empty string).
     *
     * <pre>{@code
     * CharClass.SCHEME.containsAll("svn+ssh");   // true
     * CharClass.SCHEME.containsAll("a b");       // false
     * }</pre>
     */
    public boolean containsAll(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (!contains(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether this set has no members.
     *
     * <pre>{@code
     * CharClass.ALPHA.intersect(CharClass.DIGIT).isEmpty();   // true
     * }</pre>
     */
    public boolean isEmpty() {
        return low == 0L && high == 0L;
    }

    /**
     * The number of characters in this set, from 0 to 128.
     *
     * <pre>{@code
     * CharClass.UNRESERVED.size();   // 66 = 52 letters + 10 digits + "-._~"
     * }</pre>
     */
    public int size() {
        return Long.bitCount(low) + Long.bitCount(high);
    }

    /** Equal when both sets have the same members. */
    @Override
    public boolean equals(Object o) {
        return o instanceof CharClass other && other.low == low && other.high == high;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(low) * 31 + Long.hashCode(high);
    }

    /**
     * The members in code point order, written like a regular-expression bracket expression for
     * reading in test failures: runs of three or more consecutive members as {@code first-last};
     * {@code - [ \ ] ^} escaped with a backslash; space, controls and DEL as {@code \xNN}.
     *
     * <pre>{@code
     * CharClass.UNRESERVED.toString();          // "[\-.0-9A-Z_a-z~]"
     * CharClass.NONE.complement().toString();   // "[\x00-\x7F]"
     * CharClass.NONE.toString();                // "[]"
     * }</pre>
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        int c = 0;
        while (c < 128) {
            if (!contains(c)) {
                c++;
                continue;
            }
            int end = c;
            while (end + 1 < 128 && contains(end + 1)) {
                end++;
            }
            if (end - c >= 2) {
                appendMember(sb, c);
                sb.append('-');
                appendMember(sb, end);
            } else {
                for (int k = c; k <= end; k++) {
                    appendMember(sb, k);
                }
            }
            c = end + 1;
        }
        return sb.append(']').toString();
    }

    private static void appendMember(StringBuilder sb, int c) {
        if (c <= 32 || c == 127) {
            sb.append("\\x").append(Ascii.upperHexDigit(c >> 4)).append(Ascii.upperHexDigit(c));
        } else {
            if (c == '-' || c == '[' || c == '\\' || c == ']' || c == '^') {
                sb.append('\\');
            }
            sb.append((char) c);
        }
    }

    // ---- RFC 5234 Appendix B.1 core rules --------------------------------------------------

    /** {@code ALPHA = %x41-5A / %x61-7A}, A–Z and a–z (RFC 5234 Appendix B.1). 52 members. */
    public static final CharClass ALPHA = range('A', 'Z').union(range('a', 'z'));
    /** {@code DIGIT = %x30-39}, 0–9 (RFC 5234 Appendix B.1). 10 members. */
    public static final CharClass DIGIT = range('0', '9');
    /**
     * {@code HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"} in both cases, because ABNF
     * strings are case-insensitive (RFC 5234 §2.3; RFC 3986 §2.1 says so for {@code pct-encoded}).
     * 22 members.
     */
    public static final CharClass HEXDIG = DIGIT.union(range('A', 'F')).union(range('a', 'f'));

    // ---- RFC 3986 §2 -----------------------------------------------------------------------

    /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"} (RFC 3986 §2.2). */
    public static final CharClass GEN_DELIMS = of(":/?#[]@");
    /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="} (RFC 3986 §2.2). */
    public static final CharClass SUB_DELIMS = of("!$&'()*+,;=");
    /** {@code reserved = gen-delims / sub-delims} (RFC 3986 §2.2). 18 members. */
    public static final CharClass RESERVED = GEN_DELIMS.union(SUB_DELIMS);
    /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"} (RFC 3986 §2.3). 66 members. */
    public static final CharClass UNRESERVED = ALPHA.union(DIGIT).with("-._~");

    // ---- RFC 3986 §3 (pct-encoded is allowed wherever these are; '%' itself is not a member) --

    /**
     * {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )} (RFC 3986 §3.1): the characters
     * allowed after the first, which must be an {@link #ALPHA}.
     */
    public static final CharClass SCHEME = ALPHA.union(DIGIT).with("+-.");
    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )} (RFC 3986 §3.2.1). */
    public static final CharClass USERINFO = UNRESERVED.union(SUB_DELIMS).with(":");
    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )} (RFC 3986 §3.2.2). */
    public static final CharClass REG_NAME = UNRESERVED.union(SUB_DELIMS);
    /**
     * {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"} (RFC 3986 §3.3); also the
     * characters of one path segment, {@code segment = *pchar}. 79 members.
     */
    public static final CharClass PCHAR = UNRESERVED.union(SUB_DELIMS).with(":@");
    /**
     * {@code segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )}: a {@link #PCHAR}
     * without {@code ":"}, for the first segment of a relative-path reference (RFC 3986 §3.3, §4.2).
     */
    public static final CharClass SEGMENT_NZ_NC = PCHAR.without(":");
    /**
     * The characters of a whole path, {@link #PCHAR} and {@code "/"}: every {@code path-*} rule of
     * RFC 3986 §3.3 is built from {@code segment}s and {@code "/"}.
     */
    public static final CharClass PATH = PCHAR.with("/");
    /** {@code query = *( pchar / "/" / "?" )} (RFC 3986 §3.4). 81 members. */
    public static final CharClass QUERY = PCHAR.with("/?");
    /** {@code fragment = *( pchar / "/" / "?" )} (RFC 3986 §3.5): the same set as {@link #QUERY}. */
    public static final CharClass FRAGMENT = QUERY;
    /** {@code ZoneID = 1*( unreserved / pct-encoded )} (RFC 6874 §2): the same set as {@link #UNRESERVED}. */
    public static final CharClass ZONE_ID = UNRESERVED;
    /**
     * The characters after {@code "v" 1*HEXDIG "."} in
     * {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )} (RFC 3986 §3.2.2).
     */
    public static final CharClass IPVFUTURE = UNRESERVED.union(SUB_DELIMS).with(":");
}
