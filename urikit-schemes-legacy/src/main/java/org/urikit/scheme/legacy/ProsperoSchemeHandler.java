package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.scheme.Checks;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.Reports;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The prospero handler (RFC 1738 §3.11): a host and no userinfo,
 * default port 1525, an opaque hsoname and {@code ;field=value} pairs; the view is
 * {@link ProsperoUrl}. No retrieval is planned: the Prospero directory protocol is not in RFC 1738,
 * and its server tells the client which access method to use (RFC 1738 §3.11). Package-private.
 */
final class ProsperoSchemeHandler extends NamedSchemeHandler {
    static final ProsperoSchemeHandler INSTANCE = new ProsperoSchemeHandler();
    static final int DEFAULT_PORT = 1525;
    /** {@code psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]} written literally, and {@code '/'}. */
    static final CharClass PSEGMENT = WaisPath.UCHAR.with("?:@&=/");
    /** {@code fieldname = fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]} written literally. */
    static final CharClass FIELD = WaisPath.UCHAR.with("?:@&");
    private static final CharClass ALPHANUM = CharClass.ALPHA.union(CharClass.DIGIT);

    private ProsperoSchemeHandler() {
        super("prospero", DEFAULT_PORT);
    }

    /** The rules of RFC 1738 §3.11 and §5 (and the 1993 and 1994 drafts' {@code %00} forms under the RFC 1738 profile); of each code only the first violation is reported. */
    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, ProsperoIssue.PROSPERO_AUTHORITY_MISSING, ProsperoIssue.PROSPERO_HOST_EMPTY, "prospero",
                "RFC 1738 §3.11");
        if (uri.hasUserInfo()) {
            c.add(ProsperoIssue.PROSPERO_USERINFO, Checks.authorityStart(uri),
                    "prospero URLs use no user name or password (RFC 1738 §3.11)");
        }
        Checks.authority(uri, c, defaultPort());
        if (!uri.hasAuthority()) {
            return c.list();
        }
        ProsperoPath p = ProsperoPath.of(uri);
        if (p.hsoname() == null) {
            c.add(ProsperoIssue.PROSPERO_PATH_MISSING, p.hsonameIndex(), "a prospero URL has '/' and an hsoname after the"
                    + " host: prospero://host/hsoname (RFC 1738 §3.11)");
            return c.list();
        }
        if (p.question() >= 0) {
            c.add(ProsperoIssue.PROSPERO_LITERAL_QUESTION_MARK, p.question(), "a literal '?' starts a query for generic"
                    + " parsers (RFC 3986 §3.4); RFC 1738 §5 reads it as part of the hsoname or field: write it %3F");
        }
        boolean badCharacter = character(c, p.hsoname(), p.hsonameIndex(), "hsoname", PSEGMENT);
        int nul = p.hsoname().indexOf("%00");
        if (nul >= 0 && uri.profile() != Profile.RFC1738) {
            c.add(ProsperoIssue.PROSPERO_LEGACY_VERSION, p.hsonameIndex() + nul, "%00 separated the version and attributes"
                    + " in the 1993 and 1994 URL drafts; parse with Profile.RFC1738 to read them, or encode the NUL differently");
        }
        if (p.version() != null) {
            boolean empty = p.version().isEmpty();
            if ((empty && p.attributes().isEmpty()) || (!empty && !CharClass.DIGIT.containsAll(p.version()))) {
                c.add(ProsperoIssue.PROSPERO_VERSION_INVALID, p.versionIndex(), "the version after %00 is digits;"
                        + " it may be empty only when attributes follow (the 1993 and 1994 URL drafts)");
            }
            int at = p.attributesIndex();
            for (String a : p.attributes()) {
                if (a.isEmpty() || !ALPHANUM.containsAll(a)) {
                    c.add(ProsperoIssue.PROSPERO_ATTRIBUTE_INVALID, at, "'" + a + "' is not an attribute: alphanums (the 1993 and 1994 URL drafts)");
                    break;
                }
                at += a.length() + 3;
            }
        }
        Reports.Once once = new Reports.Once(c);
        if (badCharacter) {
            once.mark(ProsperoIssue.PROSPERO_CHAR_INVALID);
        }
        for (int i = 0; i < p.fields().size() && !(once.has(ProsperoIssue.PROSPERO_FIELD_INVALID)
                && once.has(ProsperoIssue.PROSPERO_CHAR_INVALID)); i++) {
            String f = p.fields().get(i);
            int at = p.fieldIndexes().get(i);
            int eq = f.indexOf('=');
            if (eq < 0) {
                once.add(ProsperoIssue.PROSPERO_FIELD_INVALID, at, "'" + f + "' is not a field: \";\" fieldname \"=\" fieldvalue"
                        + " (RFC 1738 §3.11, §5)");
            } else if (!once.has(ProsperoIssue.PROSPERO_CHAR_INVALID)) {
                if (character(c, f.substring(0, eq), at, "field name", FIELD)
                        || character(c, f.substring(eq + 1), at + eq + 1, "field value", FIELD)) {
                    once.mark(ProsperoIssue.PROSPERO_CHAR_INVALID);
                }
            }
        }
        return c.list();
    }

    /** Reports the first character of {@code raw} {@code allowed} does not hold literally; returns whether there is one. */
    private static boolean character(Checks.Collector c, String raw, int at, String what, CharClass allowed) {
        int i = WaisPath.invalid(raw, allowed);
        if (i >= 0) {
            c.add(ProsperoIssue.PROSPERO_CHAR_INVALID, at + i, "'" + raw.charAt(i) + "' may not appear literally in a"
                    + " prospero " + what + " (RFC 1738 §5): write it percent-encoded");
        }
        return i >= 0;
    }

    /** Present when the URL has a host, a 16-bit port and a {@code '/'} after them. */
    @Override
    public ProsperoUrl view(Uri uri) {
        return Checks.hasServer(uri) && uri.path().startsWith("/") ? new ProsperoUrl(uri) : null;
    }

    @Override
    public String toString() {
        return "prospero (default port " + DEFAULT_PORT + ")";
    }
}
