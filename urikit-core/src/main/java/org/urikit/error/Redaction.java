package org.urikit.error;

/**
 * The one rule by which urikit hides a password in text it shows (RFC 3986 §3.2.1, §7.5):
 * <b>a non-empty password in the userinfo becomes {@value #MASK}; an empty password
 * ({@code ftp://foo:@host.com/}) and a userinfo without {@code ':'} are left as written</b>, since
 * they hold nothing to hide. The password is everything between the userinfo's first {@code ':'}
 * and the {@code '@'} that ends it.
 *
 * <pre>{@code
 * Redaction.redact("ftp://foo:secret@host.com/");   // "ftp://foo:****@host.com/"
 * Redaction.redact("ftp://foo:@host.com/");         // "ftp://foo:@host.com/"   (empty: nothing to hide)
 * Redaction.redact("ht tp://u:pw@h/");              // "ht tp://u:****@h/"      (not a URI, masked all the same)
 * Redaction.redact("http://h/a:b@c");               // unchanged: ':' and '@' in the path are no userinfo
 * }</pre>
 *
 * <p>Every redacted form in urikit follows it: {@code Uri.redacted()}, the scheme views'
 * {@code redacted()}, the retrieval-plan steps that carry a password, and the messages and
 * {@link UriSyntaxException#input()} of syntax errors. It reads text that may not parse: the
 * authority is what follows a leading {@code "//"}, or a leading {@code "name:"} and {@code "//"}
 * where the name holds no {@code ':'}, {@code '/'}, {@code '?'} or {@code '#'} (RFC 3986 §3: the
 * scheme, then {@code "//"} authority); it ends at the first {@code '/'}, {@code '?'} or {@code '#'};
 * the userinfo is the authority up to its last {@code '@'}. For a URI that parses, this is the
 * userinfo the parser reads.
 */
public final class Redaction {
    /** What a password is replaced with. */
    public static final String MASK = "****";

    private Redaction() {
    }

    /**
     * {@code text} with a non-empty password masked as {@value #MASK}; {@code text} itself when it
     * holds none. Null gives null.
     */
    public static String redact(String text) {
        if (text == null) {
            return null;
        }
        long span = passwordSpan(text);
        if (span < 0) {
            return text;
        }
        int from = (int) (span >>> 32);
        int to = (int) span;
        return text.substring(0, from) + MASK + text.substring(to);
    }

    /**
     * Where the non-empty password of {@code text} is, as {@code from << 32 | to} (the password is
     * {@code text.substring(from, to)}), or -1 when there is none. Package-private: the caret
     * message of {@link Diagnostics} maps indices through it.
     */
    static long passwordSpan(String text) {
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (c == ':' || c == '/' || c == '?' || c == '#') {
                break;
            }
            i++;
        }
        int authority;
        if (i < n && text.charAt(i) == ':') {
            authority = i + 1;
        } else if (i == 0) {
            authority = 0;
        } else {
            return -1;
        }
        if (!text.startsWith("//", authority)) {
            return -1;
        }
        authority += 2;
        int end = authority;
        int at = -1;
        while (end < n) {
            char c = text.charAt(end);
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
            if (c == '@') {
                at = end;
            }
            end++;
        }
        if (at < 0) {
            return -1;
        }
        int colon = text.indexOf(':', authority);
        if (colon < 0 || colon >= at || colon + 1 == at) {
            return -1;
        }
        return ((long) (colon + 1) << 32) | at;
    }
}
