package org.urikit.scheme.legacy;

import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * Escapes in the fields of the historic schemes that have no reserved characters (the gopher-path,
 * RFC 1738 §3.4.1), where an escape of a character the field may hold literally means the same as
 * the character. Package-private.
 */
final class LegacyEscapes {
    private LegacyEscapes() {
    }

    /**
     * {@code raw} with every escape of an ASCII character in {@code allowed} decoded (and other
     * escapes kept, hex digits as written); the same string when nothing changes. For schemes whose
     * fields have no reserved characters, where {@code %2F} and {@code /} mean the same.
     */
    static String decodeAllowed(String raw, CharClass allowed) {
        StringBuilder sb = null;
        for (int i = 0; i < raw.length(); i++) {
            char ch = raw.charAt(i);
            if (ch == '%' && PercentCodec.isEscape(raw, i)) {
                int v = Character.digit(raw.charAt(i + 1), 16) << 4 | Character.digit(raw.charAt(i + 2), 16);
                if (v < 0x80 && allowed.contains(v)) {
                    if (sb == null) {
                        sb = new StringBuilder(raw.length()).append(raw, 0, i);
                    }
                    sb.append((char) v);
                } else if (sb != null) {
                    sb.append(raw, i, i + 3);
                }
                i += 2;
            } else if (sb != null) {
                sb.append(ch);
            }
        }
        return sb == null ? raw : sb.toString();
    }
}
