package org.urikit.error;

import java.util.Objects;

/**
 * The one rule by which urikit hides a password in text it shows (RFC 3986 §3.2.1, §7.5):
 * <b>a non-empty password becomes {@value #MASK}; an empty password ({@code ftp://foo:@host.com/})
 * and a userinfo without {@code ':'} are left as written</b>, since they hold nothing to hide. The
 * password is everything between the first {@code ':'} of the credentials and the {@code '@'} that
 * ends them.
 *
 * <pre>{@code
 * Redaction.redact("ftp://foo:secret@host.com/");   // "ftp://foo:****@host.com/"
 * Redaction.redact("ftp://foo:@host.com/");         // "ftp://foo:@host.com/"   (empty: nothing to hide)
 * Redaction.redact("ht tp://u:pw@h/");              // "ht tp://u:****@h/"      (not a URI, masked all the same)
 * Redaction.redact("http:/u:pw@h/");                // "http:/u:****@h/"        (the URL Standard reads credentials)
 * Redaction.redact("http://h/a:b@c");               // unchanged: ':' and '@' in the path are no userinfo
 * Redaction.mask("u:pw", 2, 4);                     // "u:****": the one masking function, over a known span
 * }</pre>
 *
 * <p>Every redacted form in urikit goes through {@link #mask}: {@code Uri.toString()} and
 * {@code WebUrl.toString()}, the scheme views, the retrieval-plan steps that carry a password, the
 * messages and {@code input()} of the syntax exceptions, the results and the inspector's findings.
 *
 * <p>{@link #redact} finds the password in text that need not parse, as either reading finds one,
 * and masks it:
 * <ul>
 * <li>RFC 3986's (§3, Appendix B): the authority follows a leading {@code "//"}, or a leading
 *   {@code "name:"} and {@code "//"} where the name holds no {@code ':'}, {@code '/'}, {@code '?'}
 *   or {@code '#'}; it ends at the first {@code '/'}, {@code '?'} or {@code '#'};</li>
 * <li>the URL Standard's (basic URL parser): leading and trailing C0 controls and spaces are
 *   trimmed and tabs and newlines ignored; after a special scheme ({@code http https ws wss ftp
 *   file}, any case) and its {@code ':'} come any number of {@code '/'} and {@code '\'}, none
 *   included ({@code http:u:pw@h}); after another scheme, {@code "//"}; without a scheme, two
 *   slashes or backslashes (the reading against a special base, as a page's links are read). The
 *   authority then ends at the first {@code '/'}, {@code '?'} or {@code '#'}, or {@code '\'} after a
 *   special scheme.</li>
 * </ul>
 * The credentials are the authority up to its last {@code '@'}. The scan is lexical, one pass
 * over the text, allocates nothing when there is nothing to mask and never throws; for a URI
 * that parses it finds the userinfo's password the parser reads. A path segment equal to the
 * password is not touched ({@code ftp://u:pw@h/pw/x} gives {@code ftp://u:****@h/pw/x}).
 */
public final class Redaction {
    /** What a password is replaced with. */
    public static final String MASK = "****";

    /** The URL Standard's special schemes. */
    private static final String[] SPECIAL = {"http", "https", "ws", "wss", "ftp", "file"};

    private Redaction() {
    }

    /**
     * {@code text} with a non-empty password masked as {@value #MASK} (see the class comment for
     * where a password is found); {@code text} itself when it holds none. Null gives null.
     */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        long span = passwordSpan(text);
        return span < 0 ? text : mask(text, from(span), to(span));
    }

    /**
     * The part {@code text[from, to)} as it shows in {@link #redact(String) redact(text)}: a piece of
     * the password inside it is masked, so that a message can quote a component of a text (its
     * userinfo, a prefix, what follows the host) without showing the password.
     *
     * <pre>{@code
     * Redaction.redact("http://u:pw@h/x", 7, 11);   // "u:****"   (the userinfo)
     * Redaction.redact("http:u:pw@h", 5, 11);       // "u:****@h" (the path RFC 3986 reads)
     * Redaction.redact("http://u:pw@h/x", 13, 15);  // "/x"
     * }</pre>
     *
     * @throws IndexOutOfBoundsException if {@code [from, to)} is not a range of {@code text}
     */
    public static String redact(String text, int from, int to) {
        Objects.checkFromToIndex(from, to, text.length());
        long span = passwordSpan(text);
        if (span < 0 || to <= from(span) || from >= to(span)) {
            return text.substring(from, to);
        }
        return mask(text, Math.max(from, from(span)), Math.min(to, to(span))).substring(from,
                to - (Math.min(to, to(span)) - Math.max(from, from(span))) + MASK.length());
    }

    /**
     * Where index {@code index} of {@code text} (0 to its length) is in {@link #redact(String)
     * redact(text)}: moved by the mask after the password, at the mask's start inside it. For a
     * caret under masked text.
     *
     * <pre>{@code
     * Redaction.maskedIndex("http://u:secret@h:x/", 18);   // 16: the 'x' of "http://u:****@h:x/"
     * Redaction.maskedIndex("http://u:secret@h:x/", 11);   // 9: inside the password, the mask's start
     * }</pre>
     */
    public static int maskedIndex(String text, int index) {
        long span = passwordSpan(text);
        return span < 0 || index <= from(span) ? index : index >= to(span) ? index - (to(span) - from(span)) + MASK.length() : from(span);
    }

    /**
     * {@code text} with {@code text[from, to)}, a password, replaced by {@value #MASK}: the one masking
     * function. An empty span (an empty password) leaves {@code text} as it is.
     *
     * @throws IndexOutOfBoundsException if {@code [from, to)} is not a range of {@code text}
     */
    public static String mask(String text, int from, int to) {
        Objects.checkFromToIndex(from, to, text.length());
        if (from == to) {
            return text;
        }
        return new StringBuilder(text.length() - (to - from) + MASK.length()).append(text, 0, from).append(MASK)
                .append(text, to, text.length()).toString();
    }

    /**
     * Where the non-empty password of {@code text} is, as {@code from << 32 | to} (the password is
     * {@code text.substring(from, to)}), or -1 when there is none. Package-private: {@link Caret}
     * maps the indices of a message through it.
     */
    static long passwordSpan(String text) {
        // A password is followed by an '@' (credentials below): without one, there is none. Most text
        // has none, and indexOf finds that faster than the scan (whatwg --json spent a tenth of its time here).
        if (text.indexOf('@') < 0) {
            return -1;
        }
        int n = text.length();
        int lead = 0;                                   // the URL Standard trims leading C0 controls and spaces
        while (lead < n && text.charAt(lead) <= ' ') {
            lead++;
        }
        // The text before the first ':': RFC 3986's scheme holds no '/', '?' or '#' (Appendix B), the
        // URL Standard's is ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) with tabs and newlines ignored.
        int colon = -1;
        int schemeChars = 0;
        boolean urlScheme = true;
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == ':') {
                colon = i;
                break;
            }
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
            if (i >= lead && !isTabOrNewline(c)) {
                urlScheme &= isAlpha(c) || schemeChars > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.');
                schemeChars++;
            }
        }
        int rfcStart = colon >= 0 && text.startsWith("//", colon + 1) ? colon + 3 : text.startsWith("//") ? 2 : -1;
        boolean special = true;
        int urlStart = -1;
        if (colon >= 0 && urlScheme && schemeChars > 0) {
            special = isSpecial(text, lead, colon);
            urlStart = special ? skipSlashes(text, colon + 1) : afterTwoSlashes(text, colon + 1);
        } else if (colon < 0 || !urlScheme) {
            int first = skipTabs(text, lead);           // no scheme: "//" or "\\" as against a special base
            if (first < n && isSlash(text.charAt(first))) {
                int second = skipTabs(text, first + 1);
                urlStart = second < n && isSlash(text.charAt(second)) ? skipSlashes(text, second + 1) : -1;
            }
        }
        long rfc = rfcStart >= 0 ? credentials(text, rfcStart, false) : -1;
        // From the same start the URL Standard's authority is a prefix of RFC 3986's: nothing more to find.
        long url = urlStart >= 0 && urlStart != rfcStart ? credentials(text, urlStart, special) : -1;
        if (rfc < 0 || url < 0) {
            return rfc < 0 ? url : rfc;
        }
        return (long) Math.min(from(rfc), from(url)) << 32 | Math.max(to(rfc), to(url));
    }

    /**
     * The password of the authority starting at {@code start}: after the first {@code ':'} and before
     * the last {@code '@'} ahead of the authority's end ({@code '/'}, {@code '?'}, {@code '#'}, and
     * {@code '\'} when {@code special}), packed as {@link #passwordSpan}; -1 when none or empty.
     */
    private static long credentials(String text, int start, boolean special) {
        int colon = -1;
        int at = -1;
        for (int i = start, n = text.length(); i < n; i++) {
            char c = text.charAt(i);
            if (c == '/' || c == '?' || c == '#' || c == '\\' && special) {
                break;
            }
            if (c == '@') {
                at = i;
            } else if (c == ':' && colon < 0) {
                colon = i;
            }
        }
        return colon >= 0 && colon + 1 < at ? (long) (colon + 1) << 32 | at : -1;
    }

    /** Whether {@code text[from, to)}, tabs and newlines ignored, is a special scheme in any case. */
    private static boolean isSpecial(String text, int from, int to) {
        next:
        for (String name : SPECIAL) {
            int k = 0;
            for (int i = from; i < to; i++) {
                char c = text.charAt(i);
                if (isTabOrNewline(c)) {
                    continue;
                }
                if (k == name.length() || (c | 0x20) != name.charAt(k)) {
                    continue next;
                }
                k++;
            }
            if (k == name.length()) {
                return true;
            }
        }
        return false;
    }

    /** The index after the slashes, backslashes, tabs and newlines at {@code i}. */
    private static int skipSlashes(String text, int i) {
        while (i < text.length() && (isSlash(text.charAt(i)) || isTabOrNewline(text.charAt(i)))) {
            i++;
        }
        return i;
    }

    /** The index after {@code "//"} at {@code i} (tabs and newlines ignored), or -1. */
    private static int afterTwoSlashes(String text, int i) {
        for (int k = 0; k < 2; k++) {
            i = skipTabs(text, i);
            if (i >= text.length() || text.charAt(i) != '/') {
                return -1;
            }
            i++;
        }
        return i;
    }

    private static int skipTabs(String text, int i) {
        while (i < text.length() && isTabOrNewline(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isTabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean isSlash(char c) {
        return c == '/' || c == '\\';
    }

    private static boolean isAlpha(char c) {
        return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    }

    static int from(long span) {
        return (int) (span >>> 32);
    }

    static int to(long span) {
        return (int) span;
    }
}
