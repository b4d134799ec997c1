package org.urikit.scheme.legacy;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.urikit.Component;
import org.urikit.Normalization;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.Plans;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeRules;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The gopher handler (RFC 1738 §3.4 with the Gopher+ forms of the 1994 URL draft): a host and
 * no userinfo, default port 70; the view is
 * {@link GopherUrl}; the plan is the exact request text with its TAB separators and CR LF.
 * Package-private: use {@link SchemeRegistry#defaults()}.
 */
final class GopherSchemeHandler extends NamedSchemeHandler {
    static final GopherSchemeHandler INSTANCE = new GopherSchemeHandler();
    static final int DEFAULT_PORT = 70;
    /** The section cited by this scheme's violations. */
    private static final String RULE = "RFC 1738 §3.4.1";
    private static final Set<Normalization> DOT_SEGMENTS = EnumSet.of(Normalization.DOT_SEGMENTS);

    private GopherSchemeHandler() {
        super("gopher", DEFAULT_PORT);
    }

    /**
     * The generic rules (port 70 dropped), then: an empty gopher-path becomes {@code "/"} (both are
     * type 1 with an empty selector, RFC 1738 §3.4.1); a literal {@code '?'} read as part of the
     * gopher-path is written {@code %3F}, as the 1994 draft's summary writes it (a literal '?'
     * starts a query for generic parsers); escapes of characters a path may hold literally are decoded, since
     * the gopher-path has no reserved characters and its parts are used decoded (RFC 1738 §3.4.1), so
     * {@code gopher://h/0a%2Fb} and {@code gopher://h/0a/b} are the same request. {@code %09}
     * stays: it is the field separator. Dot segments that either rewrite brings into the path are
     * removed, as in any path, so that normalizing twice gives the same result.
     */
    @Override
    public Uri normalize(Uri uri) {
        Uri u = SchemeRules.authority(uri, defaultPort(), true);
        if (!u.hasAuthority() || (!u.hasQuery() && u.path().indexOf('%') < 0)) {
            return u;                                // no '?' to rewrite, no escape to decode
        }
        GopherPath p = GopherPath.of(u);
        String path = u.path();
        String query = u.query();
        if (p.question() >= 0) {
            path = path + "%3F" + query.replace("?", "%3F");
            query = null;
        }
        // '.' stays escaped: a decoded "%2E" could complete a "." or ".." segment, which generic
        // normalization would then remove (changing the selector, and normalizing twice would differ).
        path = LegacyEscapes.decodeAllowed(path, literal(u.profile()).without("."));
        if (path.equals(u.path()) && query == u.query()) {
            return u;
        }
        // The rewritten path is a path like any other: a dot segment that the folded query brought
        // in ("?/a/../b") or a decoded "%2F" completed ("..%2F") is removed now, as normalizing the
        // result again would (RFC 3986 §6.2.2.3), so that the normal form is a fixed point.
        return u.toBuilder().rawPath(path).rawQuery(query).build().normalize(DOT_SEGMENTS);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, GopherIssue.GOPHER_AUTHORITY_MISSING, GopherIssue.GOPHER_HOST_EMPTY, "gopher", RULE);
        if (uri.hasUserInfo()) {
            c.add(GopherIssue.GOPHER_USERINFO, Checks.authorityStart(uri),
                    "gopher URLs have a host and port only, no user or password (RFC 1738 §3.4, §5)");
        }
        Checks.authority(uri, c, defaultPort());
        GopherPath p = GopherPath.of(uri);
        if (p.question() >= 0) {
            c.add(GopherIssue.GOPHER_LITERAL_QUESTION_MARK, p.question(), "a literal '?' starts a query for generic"
                    + " parsers (RFC 3986 §3.4); it is read as part of the gopher-path, which has no reserved characters"
                    + " (RFC 1738 §3.4.1): write it %3F (RFC 1738 §3.4.4)");
        }
        // RFC 1738 §3.4.1: a selector may hold any octet except TAB, LF and CR; the search string is sent on the same line.
        Escapes.lineBreak(p.selector(), p.selectorIndex(), c, "gopher selector");
        if (p.search() != null) {
            Escapes.lineBreak(p.search(), p.searchIndex(), c, "gopher search string");
            int tab = Escapes.find(p.search(), Escapes.TAB);
            if (p.s93Search() && tab >= 0) {
                c.add(GopherIssue.GOPHER_TAB_IN_SEARCH, p.searchIndex() + tab,
                        "the search string decodes to a TAB, which would add a field to the gopher request (RFC 1738 §3.4.1)");
            }
        }
        if (p.plus() != null) {
            GopherPlus g = GopherPlus.parse(Escapes.decode(p.plus()));
            if (g.form() != GopherPlus.Form.ASK_DATA) {
                Escapes.lineBreak(p.plus(), p.plusIndex(), c, "Gopher+ string");
            } else if (!onDefaultPort(uri)) {
                c.add(GopherIssue.GOPHER_ASK_DATA_PORT, p.plusIndex() + Escapes.find(p.plus(), Escapes.CR, Escapes.LF),
                        "a filled-in ASK form sends CR LF lines, allowed only on the gopher port " + DEFAULT_PORT
                        + " (RFC 1738 §3.4.9); this URL names port " + uri.port());
            }
        }
        return c.list();
    }

    private static boolean onDefaultPort(Uri uri) {
        return Checks.effectivePort(uri, DEFAULT_PORT) == DEFAULT_PORT;
    }

    /** Present when the URL has a host and a port that fits 16 bits. */
    @Override
    public GopherUrl view(Uri uri) {
        return Checks.hasServer(uri) ? new GopherUrl(uri) : null;
    }

    /**
     * The request (RFC 1738 §3.4.2–§3.4.9; with an empty search, selector TAB gopher+string):
     * refused for a validation error, a reserved non-default port (RFC 1738 §6), a host decoding
     * to CR, LF or NUL, and a NUL anywhere in what is sent (RFC 3986 §7.3).
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        return Plans.serverPlan(this, uri, policy, GopherIssue.GOPHER_AUTHORITY_MISSING, GopherIssue.GOPHER_HOST_EMPTY, c -> {
            GopherPath p = GopherPath.of(uri);
            Escapes.nul(p.selector(), p.selectorIndex(), c, "gopher selector");
            if (p.search() != null) {
                Escapes.nul(p.search(), p.searchIndex(), c, "gopher search string");
            }
            if (p.plus() != null) {
                Escapes.nul(p.plus(), p.plusIndex(), c, "Gopher+ string");
            }
        }, () -> new GopherUrl(uri).requestPlan());
    }

    /** The characters a gopher-path part may hold literally when built from decoded text: a path's, with {@code '/'}. */
    static CharClass literal(org.urikit.Profile profile) {
        return profile.allowed(Component.PATH_SEGMENT).with("/");
    }

    @Override
    public String toString() {
        return "gopher (default port " + DEFAULT_PORT + ")";
    }
}
