package org.urikit.scheme.legacy;

import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;

/**
 * The raw pieces of a gopher URL's gopher-path and where each starts in the URI's text
 * (RFC 1738 §3.4.1):
 * {@code gopher-path = gtype selector [ "%09" search [ "%09" gopher+_string ] ]}, split on the
 * first two {@code %09} only, so the Gopher+ string may hold more. An empty gopher-path is type
 * {@code 1} with an empty selector (RFC 1738 §3.4.1). A query is part of the gopher-path, read after a
 * {@code '?'} as RFC 1738 reads it (its gopher-path has no reserved characters), except under
 * {@link Profile#RFC1738} when the path has no {@code %09}: then it is the 1993 draft's
 * {@code ?search} (the 1993 URL draft). Package-private.
 *
 * @param type          the type character as written (an xchar: one character or one escape), {@code "1"} when defaulted
 * @param typeIndex     its index, or -1 when defaulted
 * @param selector      the selector as written
 * @param selectorIndex its index
 * @param search        the search string as written, or null
 * @param searchIndex   its index, or -1
 * @param plus          the Gopher+ string as written, or null
 * @param plusIndex     its index, or -1
 * @param question      the index of a literal {@code '?'} read as part of the gopher-path, or -1
 * @param s93Search     whether the search is the 1993 draft's {@code ?search}
 */
record GopherPath(String type, int typeIndex, String selector, int selectorIndex, String search, int searchIndex,
        String plus, int plusIndex, int question, boolean s93Search) {
    private static final String TAB = "%09";

    static GopherPath of(Uri u) {
        int pathStart = Checks.pathStart(u);
        String path = u.path();
        boolean rooted = path.startsWith("/");
        String rest = rooted ? path.substring(1) : path;
        int at = pathStart + (rooted ? 1 : 0);
        int question = -1;
        String s93 = null;
        int s93Index = -1;
        if (u.hasQuery()) {
            if (u.profile() == Profile.RFC1738 && path.indexOf(TAB) < 0) {
                s93 = u.query();
                s93Index = Checks.queryStart(u);
            } else {
                question = pathStart + path.length();
                rest = rest + "?" + u.query();
            }
        }
        if (rest.isEmpty()) {
            return new GopherPath("1", -1, "", at, s93, s93Index, null, -1, question, s93 != null);
        }
        int typeLength = PercentCodec.isEscape(rest, 0) ? 3 : Character.charCount(rest.codePointAt(0));
        String type = rest.substring(0, typeLength);
        int selectorIndex = at + typeLength;
        String gp = rest.substring(typeLength);
        int tab1 = gp.indexOf(TAB);
        if (tab1 < 0) {
            return new GopherPath(type, at, gp, selectorIndex, s93, s93Index, null, -1, question, s93 != null);
        }
        int searchIndex = selectorIndex + tab1 + 3;
        String afterSelector = gp.substring(tab1 + 3);
        int tab2 = afterSelector.indexOf(TAB);
        if (tab2 < 0) {
            return new GopherPath(type, at, gp.substring(0, tab1), selectorIndex, afterSelector, searchIndex, null, -1,
                    question, false);
        }
        return new GopherPath(type, at, gp.substring(0, tab1), selectorIndex, afterSelector.substring(0, tab2), searchIndex,
                afterSelector.substring(tab2 + 3), searchIndex + tab2 + 3, question, false);
    }

    /** Whether the type was defaulted to {@code 1} (an empty gopher-path). */
    boolean typeDefaulted() {
        return typeIndex < 0;
    }
}
