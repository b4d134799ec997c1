package org.urikit.scheme.legacy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.Splitter;

/**
 * The raw parts of a wais URL's path and where they start (RFC 1738 §3.9, §5):
 * {@code /database}, or {@code /database/wtype/wpath}; under {@link Profile#RFC1738} also the
 * 1993 {@code /database/wtype/digits/path} (the document length, then a path that may hold
 * {@code '/'}) and the 1994 wpath {@code digits "=" path ";" [ wpath ]} (the WAIS identifier's
 * fields in order). Package-private.
 *
 * @param database      the database as written, or null when the path has no {@code '/'}
 * @param wtype         the WAIS type as written, or null for a database or search URL
 * @param wpath         the document path as written, or null
 * @param length        the 1993 form's document length, or null
 * @param fields        the 1994 form's wpath fields, decoded, by field number, or null
 * @param shapeOk       whether the path has one of the shapes above
 * @param databaseIndex index of the database
 * @param wtypeIndex    index of the WAIS type, or -1
 * @param wpathIndex    index of the wpath, or -1
 */
record WaisPath(String database, String wtype, String wpath, Integer length, Map<String, String> fields, boolean shapeOk,
        int databaseIndex, int wtypeIndex, int wpathIndex) {
    /** RFC 1738 {@code uchar} written literally: {@code alpha | digit | safe | extra}. */
    static final CharClass UCHAR = CharClass.ALPHA.union(CharClass.DIGIT).with("$-_.+!*'(),");
    /** RFC 1738's wais {@code search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]}. */
    static final CharClass SEARCH = UCHAR.with(";:@&=");

    static WaisPath of(Uri u) {
        String path = u.path();
        int at = Checks.pathStart(u) + 1;
        if (!path.startsWith("/")) {
            return new WaisPath(null, null, null, null, null, false, at - 1, -1, -1);
        }
        String[] seg = Splitter.split(path.substring(1), "/");
        if (seg.length == 1) {
            return new WaisPath(seg[0], null, null, null, null, true, at, -1, -1);
        }
        int wtypeAt = at + seg[0].length() + 1;
        int thirdAt = wtypeAt + seg[1].length() + 1;
        boolean legacy = u.profile() == Profile.RFC1738;
        if (seg.length == 3) {
            Map<String, String> fields = legacy ? fields(seg[2]) : null;
            return new WaisPath(seg[0], seg[1], seg[2], null, fields, true, at, wtypeAt, thirdAt);
        }
        if (seg.length > 3 && legacy && !seg[2].isEmpty() && CharClass.DIGIT.containsAll(seg[2]) && seg[2].length() < 10) {
            String rest = path.substring(1 + seg[0].length() + 1 + seg[1].length() + 1 + seg[2].length() + 1);
            return new WaisPath(seg[0], seg[1], rest, Integer.valueOf(seg[2]), null, true, at, wtypeAt,
                    thirdAt + seg[2].length() + 1);
        }
        return new WaisPath(seg[0], seg[1], null, null, null, false, at, wtypeAt, -1);
    }

    /** The 1994 wpath {@code 1=abc;2=de%3Bf;} as {@code {1=abc, 2=de;f}}, or null if it has another shape. */
    private static Map<String, String> fields(String raw) {
        if (raw.isEmpty() || !raw.endsWith(";")) {
            return null;
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (String f : Splitter.split(raw.substring(0, raw.length() - 1), ";")) {
            int eq = f.indexOf('=');
            if (eq <= 0 || !CharClass.DIGIT.containsAll(f.substring(0, eq))) {
                return null;
            }
            m.put(f.substring(0, eq), Escapes.decode(f.substring(eq + 1)));
        }
        return Collections.unmodifiableMap(m);
    }

    /** The index in {@code raw} of the first character {@code allowed} does not hold literally (escapes are fine), or -1. */
    static int invalid(String raw, CharClass allowed) {
        for (int i = 0; i < raw.length(); i++) {
            char ch = raw.charAt(i);
            if (ch != '%' && !allowed.contains(ch)) {
                return i;
            }
        }
        return -1;
    }
}
