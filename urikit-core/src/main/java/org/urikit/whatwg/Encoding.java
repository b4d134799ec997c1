package org.urikit.whatwg;

import org.urikit.encoding.CharClass;
import org.urikit.net.Ascii;

/**
 * UTF-8 percent-encoding with the URL Standard's sets, for the parser's inner loops: each set is
 * two {@code long} masks of its ASCII members (static finals, so the JIT folds them), and every
 * code point above U+007E is a member. Unlike {@code PercentCodec}, a {@code '%'} is never
 * escaped unless the set contains it: the parser keeps existing escapes.
 */
final class Encoding {
    static final long C0_LO = lo(PercentEncodeSet.Sets.C0_CONTROL), C0_HI = hi(PercentEncodeSet.Sets.C0_CONTROL);
    static final long FRAGMENT_LO = lo(PercentEncodeSet.Sets.FRAGMENT), FRAGMENT_HI = hi(PercentEncodeSet.Sets.FRAGMENT);
    static final long QUERY_LO = lo(PercentEncodeSet.Sets.QUERY), QUERY_HI = hi(PercentEncodeSet.Sets.QUERY);
    static final long SPECIAL_QUERY_LO = lo(PercentEncodeSet.Sets.SPECIAL_QUERY), SPECIAL_QUERY_HI = hi(PercentEncodeSet.Sets.SPECIAL_QUERY);
    static final long PATH_LO = lo(PercentEncodeSet.Sets.PATH), PATH_HI = hi(PercentEncodeSet.Sets.PATH);
    static final long USERINFO_LO = lo(PercentEncodeSet.Sets.USERINFO), USERINFO_HI = hi(PercentEncodeSet.Sets.USERINFO);

    private Encoding() {
    }

    /** The members 0–63 of {@code set} as a bit mask. */
    static long lo(CharClass set) {
        long m = 0;
        for (int c = 0; c < 64; c++) {
            if (set.contains(c)) {
                m |= 1L << c;
            }
        }
        return m;
    }

    /** The members 64–127 of {@code set} as a bit mask (bit {@code c - 64}). */
    static long hi(CharClass set) {
        long m = 0;
        for (int c = 64; c < 128; c++) {
            if (set.contains(c)) {
                m |= 1L << (c - 64);
            }
        }
        return m;
    }

    /** Whether UTF-16 unit {@code c} is in the set {@code (lo, hi)}: ASCII by the masks, everything above 127 always. */
    static boolean member(int c, long lo, long hi) {
        if (c < 64) {
            return (lo >>> c & 1) != 0;
        }
        return c >= 128 || (hi >>> (c - 64) & 1) != 0;
    }

    /** {@code s} UTF-8 percent-encoded with the set {@code (lo, hi)}; {@code s} itself when nothing changes. */
    static String encode(String s, long lo, long hi) {
        int n = s.length();
        int i = 0;
        while (i < n && !member(s.charAt(i), lo, hi)) {
            i++;
        }
        if (i == n) {
            return s;
        }
        Href out = new Href(n + 16);
        out.appendAscii(s, 0, i);
        appendEncoded(out, s, i, n, lo, hi);
        return out.toString();
    }

    /**
     * Appends {@code s[from, to)} to {@code out}, UTF-8 percent-encoding the members of the set
     * {@code (lo, hi)}. A surrogate pair is one code point; a lone surrogate is U+FFFD.
     */
    static void appendEncoded(Href out, String s, int from, int to, long lo, long hi) {
        for (int i = from; i < to; ) {
            char c = s.charAt(i);
            if (c < 128 && !member(c, lo, hi)) {
                out.append(c);
                i++;
            } else {
                i = appendEscaped(out, s, i, to);
            }
        }
    }

    /**
     * Appends the escapes of the code point at {@code s[i]} (before {@code to}), a member of the
     * set being applied: {@code %XX} for an ASCII one, its UTF-8 bytes' for any other (a surrogate
     * pair is one code point, a lone surrogate is U+FFFD). Returns the index after it.
     */
    static int appendEscaped(Href out, String s, int i, int to) {
        char c = s.charAt(i);
        if (c < 128) {
            appendByte(out, c);
            return i + 1;
        }
        if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) {
            appendUtf8(out, Character.toCodePoint(c, s.charAt(i + 1)));
            return i + 2;
        }
        appendUtf8(out, Character.isSurrogate(c) ? 0xFFFD : c);
        return i + 1;
    }

    /** Appends the {@code %XX} escapes of the UTF-8 bytes of {@code cp} (a scalar value above 127). */
    static void appendUtf8(Href out, int cp) {
        if (cp < 0x800) {
            appendByte(out, 0xC0 | cp >> 6);
        } else if (cp < 0x10000) {
            appendByte(out, 0xE0 | cp >> 12);
            appendByte(out, 0x80 | (cp >> 6 & 0x3F));
        } else {
            appendByte(out, 0xF0 | cp >> 18);
            appendByte(out, 0x80 | (cp >> 12 & 0x3F));
            appendByte(out, 0x80 | (cp >> 6 & 0x3F));
        }
        appendByte(out, 0x80 | (cp & 0x3F));
    }

    /** Appends {@code %XX} for byte {@code b}, upper-case hex (the standard's "percent-encode"). */
    static void appendByte(Href out, int b) {
        out.append('%');
        out.appendRawByte((byte) Ascii.upperHexDigit(b >> 4));
        out.appendRawByte((byte) Ascii.upperHexDigit(b));
    }
}
