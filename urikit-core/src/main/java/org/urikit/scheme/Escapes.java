package org.urikit.scheme;

import org.urikit.encoding.PercentCodec;

/**
 * Scanning raw component text for the escapes the security rules care about (RFC 3986 §7.2: an
 * encoded CR or LF that would end a protocol line, an encoded NUL) and case rules that must leave
 * escapes alone: the shared helpers of the handlers whose plans send decoded parts on a protocol
 * line. Public as part of the extension API (see {@link Checks}).
 *
 * <pre>{@code
 * Escapes.find("a%0D%0Ab", Escapes.CR, Escapes.LF);          // 1: the first escape of CR or LF
 * Escapes.lineSafe("a%0Ab", 10, collector, "selector");       // false: ENCODED_LINE_BREAK at 11, an error
 * Escapes.decode("a%20b");                                     // "a b"
 * }</pre>
 */
public final class Escapes {
    /** The octet of TAB. */
    public static final int TAB = 0x09;
    /** The octet of LF. */
    public static final int LF = 0x0A;
    /** The octet of CR. */
    public static final int CR = 0x0D;
    /** The octet of NUL. */
    public static final int NUL = 0x00;

    private Escapes() {
    }

    /** The index in {@code raw} of the first escape {@code %XX} whose octet is one of {@code octets}, or -1. */
    public static int find(String raw, int... octets) {
        for (int i = raw.indexOf('%'); i >= 0; i = raw.indexOf('%', i + 1)) {
            if (!PercentCodec.isEscape(raw, i)) {
                continue;
            }
            int v = Character.digit(raw.charAt(i + 1), 16) << 4 | Character.digit(raw.charAt(i + 2), 16);
            for (int o : octets) {
                if (v == o) {
                    return i;
                }
            }
        }
        return -1;
    }

    /**
     * Refuses the first escape of CR or LF in {@code raw}, a component starting at {@code offset}
     * in the URI's text whose decoded value a protocol would send on one line (RFC 3986 §7.2):
     * {@link CommonIssue#ENCODED_LINE_BREAK}, an error whatever the policy says. Returns whether
     * there is none.
     */
    public static boolean lineBreak(String raw, int offset, Checks.Collector c, String what) {
        int i = find(raw, CR, LF);
        if (i < 0) {
            return true;
        }
        c.refuse(CommonIssue.ENCODED_LINE_BREAK, offset + i, "the " + what + " decodes to a "
                + (raw.charAt(i + 2) == 'A' || raw.charAt(i + 2) == 'a' ? "LF" : "CR")
                + ", which would end the protocol line early (RFC 3986 §7.2)");
        return false;
    }

    /** As {@link #lineBreak}, for an encoded NUL ({@link CommonIssue#ENCODED_NUL}). */
    public static boolean nul(String raw, int offset, Checks.Collector c, String what) {
        int i = find(raw, NUL);
        if (i < 0) {
            return true;
        }
        c.refuse(CommonIssue.ENCODED_NUL, offset + i, "the " + what + " decodes to a NUL (RFC 3986 §7.2)");
        return false;
    }

    /** {@link #lineBreak} and {@link #nul}: whether {@code raw} decodes to no CR, LF or NUL. */
    public static boolean lineSafe(String raw, int offset, Checks.Collector c, String what) {
        boolean a = lineBreak(raw, offset, c, what);
        boolean b = nul(raw, offset, c, what);
        return a && b;
    }

    /** {@code raw} with ASCII letters lower-cased except the hex digits of escapes; the same string when nothing changes. */
    static String lowerOutsideEscapes(String raw) {
        StringBuilder sb = null;
        for (int i = 0; i < raw.length(); i++) {
            char ch = raw.charAt(i);
            if (ch == '%' && PercentCodec.isEscape(raw, i)) {
                if (sb != null) {
                    sb.append(raw, i, i + 3);
                }
                i += 2;
                continue;
            }
            if (ch >= 'A' && ch <= 'Z') {
                if (sb == null) {
                    sb = new StringBuilder(raw.length()).append(raw, 0, i);
                }
                sb.append((char) (ch + 32));
            } else if (sb != null) {
                sb.append(ch);
            }
        }
        return sb == null ? raw : sb.toString();
    }

    /** Percent-decodes {@code raw} as UTF-8, keeping a malformed escape as text (never throws). */
    public static String decode(String raw) {
        return raw == null ? null : PercentCodec.decodeLenient(raw);
    }

    /** Whether {@code s} has a character below U+0020 or U+007F (DEL). */
    static boolean hasControl(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < 0x20 || ch == 0x7F) {
                return true;
            }
        }
        return false;
    }
}
