package org.urikit.scheme;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.urikit.Profile;
import org.urikit.Uri;

/**
 * The mailto handler (RFC 6068; RFC 1738 §3.5 is its single-address
 * case): {@code mailto:[addr-spec *("," addr-spec)][?hfname=hfvalue *("&" ...)]}.
 * No authority, no port; the view is {@link MailtoUrl}; no retrieval: a mailto URL names a mailbox,
 * not a data object (RFC 1738 §3.5). Package-private.
 */
final class MailtoSchemeHandler extends NamedSchemeHandler {
    static final MailtoSchemeHandler INSTANCE = new MailtoSchemeHandler();
    /** The headers RFC 6068 §3 and §6 treat as safe (and the address headers {@code to} and {@code cc}). */
    static final Set<String> SAFE_HEADERS = Set.of("to", "cc", "subject", "keywords", "body", "in-reply-to");
    /** Headers holding addresses, which may repeat. */
    static final Set<String> ADDRESS_HEADERS = Set.of("to", "cc", "bcc");

    private MailtoSchemeHandler() {
        super("mailto", -1);
    }

    /**
     * The generic rules, then the domain of each address of the path is lower-cased (domain names
     * are case-insensitive, RFC 5321 §2.4; the local part is not and stays) and so is each header
     * name (RFC 5322 §1.2.2). Header values are left as written.
     */
    @Override
    public Uri normalize(Uri uri) {
        Uri u = super.normalize(uri);
        if (u.hasAuthority() || (Escapes.lowerOutsideEscapes(u.path()) == u.path()
                && (!u.hasQuery() || Escapes.lowerOutsideEscapes(u.query()) == u.query()))) {
            return u;                                // no upper-case letter anywhere: nothing to lower-case
        }
        StringBuilder path = new StringBuilder();
        for (String a : Splitter.split(u.path(), ",")) {
            int sep = AddrSpec.separator(a);
            if (sep >= 0) {
                int domain = sep + (a.charAt(sep) == '@' ? 1 : 3);
                if (!a.regionMatches(true, domain, "%5B", 0, 3)) {   // not a domain literal "%5B...%5D"
                    a = a.substring(0, domain) + Escapes.lowerOutsideEscapes(a.substring(domain));
                }
            }
            path.append(a).append(',');
        }
        path.setLength(path.length() - 1);
        String query = u.query();
        if (query != null) {
            StringBuilder q = new StringBuilder();
            for (String f : Splitter.split(query, "&")) {
                int eq = f.indexOf('=');
                q.append(eq < 0 ? f : Escapes.lowerOutsideEscapes(f.substring(0, eq)) + f.substring(eq)).append('&');
            }
            q.setLength(q.length() - 1);
            query = q.toString();
        }
        if (path.toString().equals(u.path()) && (query == null || query.equals(u.query()))) {
            return u;
        }
        return u.toBuilder().rawPath(path.toString()).rawQuery(query).build();
    }

    /** The rules of RFC 6068 §2 and §6; of each code only the first violation is reported ({@link Reports}). */
    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        if (uri.hasAuthority()) {
            c.add(MailtoIssue.MAILTO_AUTHORITY, Checks.authorityStart(uri) - 2,
                    "mailto URIs have no authority: mailto:addr-spec (RFC 6068 §2)");
            return c.list();
        }
        String path = uri.path();
        int at = Checks.pathStart(uri);
        if (uri.profile() == Profile.RFC1738 && path.isEmpty() && !uri.hasQuery()) {
            c.add(MailtoIssue.MAILTO_EMPTY, at, "mailto: needs an address: encoded822addr = 1*xchar (RFC 1738 §5)");
            return c.list();
        }
        Reports.Once once = new Reports.Once(c);
        boolean recipient = false;
        if (!path.isEmpty()) {
            int p = at;
            for (String a : Splitter.split(path, ",")) {
                if (AddrSpec.separator(a) >= 0) {
                    recipient = true;
                } else {
                    once.add(MailtoIssue.MAILTO_ADDRESS_INVALID, p, "'" + a + "' is not an address: local-part \"@\" domain"
                            + " (RFC 6068 §2; RFC 5322 §3.4.1), percent-encoded");
                }
                unencoded(once, a, p, "/&;=", "an address");
                p += a.length() + 1;
            }
        }
        if (uri.hasQuery()) {
            int p = Checks.queryStart(uri);
            Set<String> seen = new HashSet<>();
            for (String f : Splitter.split(uri.query(), "&")) {
                int eq = f.indexOf('=');
                if (eq <= 0) {
                    once.add(MailtoIssue.MAILTO_HEADER_INVALID, p, "'" + f + "' is not a header field: hfname \"=\" hfvalue"
                            + " (RFC 6068 §2)");
                } else {
                    String name = Escapes.decode(f.substring(0, eq)).toLowerCase(Locale.ROOT);
                    header(once, name, f, eq, p, seen);
                    recipient |= name.equals("to") && eq + 1 < f.length();
                }
                p += f.length() + 1;
            }
        }
        if (!recipient) {
            c.add(MailtoIssue.MAILTO_RECIPIENT_MISSING, at, "no recipient: the user has to add one (RFC 6068 §2 allows it)");
        }
        return c.list();
    }

    private static void header(Reports.Once once, String name, String f, int eq, int p, Set<String> seen) {
        String value = f.substring(eq + 1);
        if (!unencoded(once, f.substring(0, eq), p, "/?", "a header name")) {
            unencoded(once, value, p + eq + 1, "/?=", "a header value");
        }
        if (!SAFE_HEADERS.contains(name)) {
            once.add(MailtoIssue.MAILTO_HEADER_UNSAFE, p, "the header '" + name + "' is not one RFC 6068 §6 deems safe"
                    + " (to, cc, subject, keywords, body, in-reply-to): a client should not use it without asking");
        }
        if (!ADDRESS_HEADERS.contains(name) && !seen.add(name)) {
            once.add(MailtoIssue.MAILTO_HEADER_REPEATED, p, "the header '" + name + "' appears again; the first value is used");
        }
        // A CR or LF would start another header; the body may hold line breaks (RFC 6068 §5).
        once.lineSafe(value, p + eq + 1, "mailto " + name + " header", !name.equals("body"));
    }

    /** Reports the first of {@code chars} written literally in {@code raw}; returns whether it found one. */
    private static boolean unencoded(Reports.Once once, String raw, int at, String chars, String what) {
        if (once.has(MailtoIssue.MAILTO_CHAR_UNENCODED)) {
            return false;
        }
        for (int i = 0; i < raw.length(); i++) {
            if (chars.indexOf(raw.charAt(i)) >= 0) {
                once.add(MailtoIssue.MAILTO_CHAR_UNENCODED, at + i, "'" + raw.charAt(i) + "' in " + what
                        + " must be percent-encoded (RFC 6068 §2)");
                return true;
            }
        }
        return false;
    }

    /** Present for every mailto URI without an authority. */
    @Override
    public MailtoUrl view(Uri uri) {
        return uri.hasAuthority() ? null : new MailtoUrl(uri);
    }

    @Override
    public String toString() {
        return "mailto";
    }
}
