package org.urikit.scheme;

import org.urikit.encoding.PercentCodec;

/**
 * RFC 5322 §3.4.1 {@code addr-spec} in the percent-encoded form that mailto (RFC 6068 §2) and
 * message-id and content-id (RFC 2392) URLs write it in: {@code local-part "@" domain}, where {@code local-part} is a
 * {@code dot-atom-text} or a {@code quoted-string} and {@code domain} a {@code dot-atom-text} or a
 * domain literal {@code "[" *dtext "]"}. Octets of 0x80 and above count as text (RFC 6532
 * UTF-8 addresses); no comments or folding white space. Public as part of the extension API (see
 * {@link Checks}), for the schemes that name mail addresses or message ids.
 *
 * <pre>{@code
 * AddrSpec.separator("joe@example.com");        // 3
 * AddrSpec.separator("%22a%20b%22%40h.example");  // 11: a quoted local part, the '@' written %40
 * AddrSpec.separator("joe");                    // -1: not an addr-spec
 * }</pre>
 */
public final class AddrSpec {
    private AddrSpec() {
    }

    /** The index in {@code raw} of the {@code '@'} (or {@code %40}) between local part and domain, or -1 if {@code raw} is not an addr-spec. */
    public static int separator(String raw) {
        int n = raw.length();
        int[] octet = new int[n];
        int[] at = new int[n];
        int m = 0;
        for (int i = 0; i < n; i++) {
            char ch = raw.charAt(i);
            at[m] = i;
            if (ch == '%' && PercentCodec.isEscape(raw, i)) {
                octet[m++] = Character.digit(raw.charAt(i + 1), 16) << 4 | Character.digit(raw.charAt(i + 2), 16);
                i += 2;
            } else {
                octet[m++] = ch;
            }
        }
        int k;
        if (m > 0 && octet[0] == '"') {
            k = quoted(octet, m);
        } else {
            k = dotAtom(octet, 0, m);
        }
        if (k <= 0 || k >= m || octet[k] != '@') {
            return -1;
        }
        int d = k + 1;
        boolean ok = d < m && octet[d] == '[' ? literal(octet, d, m) : dotAtom(octet, d, m) == m && d < m;
        return ok ? at[k] : -1;
    }

    /** The end of the quoted-string starting at 0 (after its closing quote), or -1. */
    private static int quoted(int[] o, int m) {
        for (int k = 1; k < m; k++) {
            int c = o[k];
            if (c == '"') {
                return k + 1;
            }
            if (c == '\\') {
                k++;
                if (k >= m || !(o[k] == ' ' || o[k] == '\t' || (o[k] >= 0x21 && o[k] != 0x7F))) {
                    return -1;
                }
            } else if (!(c == ' ' || c == '\t' || c == 33 || (c >= 35 && c <= 91) || (c >= 93 && c <= 126) || c >= 0x80)) {
                return -1;
            }
        }
        return -1;
    }

    /** The end of the dot-atom-text starting at {@code from} (stopping at the first other character), or -1 if malformed. */
    private static int dotAtom(int[] o, int from, int m) {
        int k = from;
        boolean needAtext = true;
        while (k < m) {
            int c = o[k];
            if (c == '.') {
                if (needAtext) {
                    return -1;
                }
                needAtext = true;
            } else if (atext(c)) {
                needAtext = false;
            } else {
                break;
            }
            k++;
        }
        return needAtext ? -1 : k;
    }

    /** Whether {@code o[from..m)} is {@code "[" *dtext-no-obs "]"} (RFC 6068 §2). */
    private static boolean literal(int[] o, int from, int m) {
        if (o[m - 1] != ']' || m - 1 <= from) {
            return false;
        }
        for (int k = from + 1; k < m - 1; k++) {
            int c = o[k];
            if (!((c >= 33 && c <= 90) || (c >= 94 && c <= 126))) {
                return false;
            }
        }
        return true;
    }

    /** RFC 5322 {@code atext}, and any octet of 0x80 and above (RFC 6532). */
    static boolean atext(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || "!#$%&'*+-/=?^_`{|}~".indexOf(c) >= 0 || c >= 0x80;
    }
}
