package org.urikit.encoding;

/**
 * An immutable set of US-ASCII characters (code points 0–127), held in two {@code long}s and
 * built by composition. The constants are the <em>allowed</em> sets of RFC 3986's ABNF, named
 * after the rules they implement.
 *
 * <pre>{@code
 * CharClass.PCHAR.contains('@');                       // true  (RFC 3986 §3.3)
 * CharClass.QUERY.contains('#');                       // false (RFC 3986 §3.4)
 * CharClass tight = CharClass.UNRESERVED.with("!$");   // composition never mutates
 * }</pre>
 *
 * <p>Any code point outside 0–127 (non-ASCII, or a negative value) is never a member: a URI is
 * made of US-ASCII characters only (RFC 3986 §2). Sets of the older generations (RFC 2396, the
 * 1997 and 2003 drafts, RFC 1738) are built from the same primitives by the parser's grammar
 * tables; the constants here are the RFC 3986 ones that most callers need.
 *
 * <p>Why two {@code long}s: membership is a shift and a mask, with no table lookup and no
 * allocation, which is what a hand-written parser needs in its inner loop.
 */
public final class CharClass {

    private final long low;   // code points 0..63
    private final long high;  // code points 64..127

    private CharClass(long low, long high) {
        this.low = low;
        this.high = high;
    }

    /** The empty set. */
    public static final CharClass NONE = new CharClass(0L, 0L);

    /** The set of exactly the characters of {@code chars}, which must all be US-ASCII. */
    public static CharClass of(String chars) {
        return NONE.with(chars);
    }

    /** The set of the characters {@code from} to {@code to}, inclusive. */
    public static CharClass range(char from, char to) {
        if (from > to || to > 127) {
            throw new IllegalArgumentException("not an ASCII range: " + (int) from + ".." + (int) to);
        }
        long lo = 0L;
        long hi = 0L;
        for (int c = from; c <= to; c++) {
            if (c < 64) {
                lo |= 1L << c;
            } else {
                hi |= 1L << (c - 64);
            }
        }
        return new CharClass(lo, hi);
    }

    /** This set plus the characters of {@code chars}, which must all be US-ASCII. */
    public CharClass with(String chars) {
        long lo = low;
        long hi = high;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c > 127) {
                throw new IllegalArgumentException("not US-ASCII: U+" + Integer.toHexString(c));
            }
            if (c < 64) {
                lo |= 1L << c;
            } else {
                hi |= 1L << (c - 64);
            }
        }
        return new CharClass(lo, hi);
    }

    /** This set minus the characters of {@code chars}. */
    public CharClass without(String chars) {
        return minus(of(chars));
    }

    /** The union of this set and {@code other}. */
    public CharClass union(CharClass other) {
        return new CharClass(low | other.low, high | other.high);
    }

    /** The characters of this set that are not in {@code other}. */
    public CharClass minus(CharClass other) {
        return new CharClass(low & ~other.low, high & ~other.high);
    }

    /** The characters of this set that are also in {@code other}. */
    public CharClass intersect(CharClass other) {
        return new CharClass(low & other.low, high & other.high);
    }

    /** All US-ASCII characters (0–127) that are not in this set. */
    public CharClass complement() {
        return new CharClass(~low, ~high);
    }

    /** Whether code point (or UTF-16 unit) {@code c} is in this set; false for anything above 127. */
    public boolean contains(int c) {
        if (c < 64) {
            return c >= 0 && (low & (1L << c)) != 0;
        }
        return c < 128 && (high & (1L << (c - 64))) != 0;
    }

    /** Whether every character of {@code s} is in this set (true for the empty string). */
    public boolean containsAll(CharSequence s) {
        for (int i = 0; i < s.length(); i++) {
            if (!contains(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The number of characters in this set. */
    public int size() {
        return Long.bitCount(low) + Long.bitCount(high);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CharClass other && other.low == low && other.high == high;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(low) * 31 + Long.hashCode(high);
    }

    /** The members in code point order, non-printable ones as {@code \xNN}, e.g. {@code [-.0-9A-Z_a-z~]}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int c = 0; c < 128; c++) {
            if (contains(c)) {
                if (c > 32 && c < 127) {
                    sb.append((char) c);
                } else {
                    sb.append(String.format("\\x%02X", c));
                }
            }
        }
        return sb.append(']').toString();
    }

    // ---- RFC 5234 core rules -------------------------------------------------------------

    /** {@code ALPHA = %x41-5A / %x61-7A} (RFC 5234 B.1). */
    public static final CharClass ALPHA = range('A', 'Z').union(range('a', 'z'));
    /** {@code DIGIT = %x30-39}. */
    public static final CharClass DIGIT = range('0', '9');
    /** {@code HEXDIG = DIGIT / "A"-"F"}, both cases (ABNF strings are case-insensitive). */
    public static final CharClass HEXDIG = DIGIT.union(range('A', 'F')).union(range('a', 'f'));

    // ---- RFC 3986 §2 -----------------------------------------------------------------------

    /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"} (RFC 3986 §2.2). */
    public static final CharClass GEN_DELIMS = of(":/?#[]@");
    /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="}. */
    public static final CharClass SUB_DELIMS = of("!$&'()*+,;=");
    /** {@code reserved = gen-delims / sub-delims} (RFC 3986 §2.2). */
    public static final CharClass RESERVED = GEN_DELIMS.union(SUB_DELIMS);
    /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"} (RFC 3986 §2.3). */
    public static final CharClass UNRESERVED = ALPHA.union(DIGIT).with("-._~");

    // ---- RFC 3986 §3 (pct-encoded is allowed wherever these are; '%' itself is not a member) --

    /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}: the characters after the first. */
    public static final CharClass SCHEME = ALPHA.union(DIGIT).with("+-.");
    /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )} (RFC 3986 §3.2.1). */
    public static final CharClass USERINFO = UNRESERVED.union(SUB_DELIMS).with(":");
    /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )} (RFC 3986 §3.2.2). */
    public static final CharClass REG_NAME = UNRESERVED.union(SUB_DELIMS);
    /** {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"} (RFC 3986 §3.3). */
    public static final CharClass PCHAR = UNRESERVED.union(SUB_DELIMS).with(":@");
    /** {@code segment-nz-nc}: a {@link #PCHAR} without {@code ":"} (RFC 3986 §3.3). */
    public static final CharClass SEGMENT_NZ_NC = PCHAR.without(":");
    /** The characters of a whole path: {@link #PCHAR} and {@code "/"}. */
    public static final CharClass PATH = PCHAR.with("/");
    /** {@code query = *( pchar / "/" / "?" )} (RFC 3986 §3.4). */
    public static final CharClass QUERY = PCHAR.with("/?");
    /** {@code fragment = *( pchar / "/" / "?" )} (RFC 3986 §3.5). */
    public static final CharClass FRAGMENT = QUERY;
    /** {@code ZoneID = 1*( unreserved / pct-encoded )} (RFC 6874 §2). */
    public static final CharClass ZONE_ID = UNRESERVED;
    /** The characters after {@code "v" 1*HEXDIG "."} in {@code IPvFuture}: unreserved, sub-delims, ":". */
    public static final CharClass IPVFUTURE = UNRESERVED.union(SUB_DELIMS).with(":");
}
