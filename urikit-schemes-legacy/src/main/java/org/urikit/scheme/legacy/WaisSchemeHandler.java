package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.Plans;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The wais handler (RFC 1738 §3.9): a database, a search in it, or
 * one document; default port 210; the view is {@link WaisUrl}; the plan is the database and the
 * query. Package-private: use {@link SchemeRegistry#defaults()}.
 */
final class WaisSchemeHandler extends NamedSchemeHandler {
    static final WaisSchemeHandler INSTANCE = new WaisSchemeHandler();
    static final int DEFAULT_PORT = 210;
    /** The section cited by this scheme's violations. */
    private static final String RULE = "RFC 1738 §3.9";

    private WaisSchemeHandler() {
        super("wais", DEFAULT_PORT);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, WaisIssue.WAIS_AUTHORITY_MISSING, WaisIssue.WAIS_HOST_EMPTY, "wais", RULE);
        if (uri.hasUserInfo()) {
            c.add(WaisIssue.WAIS_USERINFO, Checks.authorityStart(uri), "wais URLs have a host and port only (RFC 1738 §5)");
        }
        Checks.authority(uri, c, defaultPort());
        WaisPath p = WaisPath.of(uri);
        if (p.database() == null || p.database().isEmpty()) {
            c.add(WaisIssue.WAIS_DATABASE_MISSING, p.databaseIndex(), "a wais URL names a database: wais://host/database ("
                    + RULE + ")");
        } else if (!p.shapeOk()) {
            c.add(WaisIssue.WAIS_PATH_INVALID, p.wtypeIndex(), "the path is /database or /database/wtype/wpath (" + RULE
                    + "); the 1993 form /database/wtype/length/path needs Profile.RFC1738");
        } else {
            character(c, p.database(), p.databaseIndex(), "database", WaisPath.UCHAR);
            if (p.wtype() != null) {
                character(c, p.wtype(), p.wtypeIndex(), "wtype", WaisPath.UCHAR);
                if (p.fields() == null && p.length() == null) {
                    character(c, p.wpath(), p.wpathIndex(), "wpath", WaisPath.UCHAR);
                }
            }
        }
        if (uri.hasQuery()) {
            if (p.wtype() != null) {
                c.add(WaisIssue.WAIS_SEARCH_ON_DOCUMENT, Checks.queryStart(uri) - 1,
                        "a wais document URL has no search (RFC 1738 §5: waisdoc)");
            } else {
                character(c, uri.query(), Checks.queryStart(uri), "search", WaisPath.SEARCH);
            }
        }
        return c.list();
    }

    private static void character(Checks.Collector c, String raw, int at, String what, org.urikit.encoding.CharClass allowed) {
        int i = WaisPath.invalid(raw, allowed);
        if (i >= 0) {
            c.add(WaisIssue.WAIS_CHAR_INVALID, at + i, "'" + raw.charAt(i) + "' may not appear literally in a wais "
                    + what + " (RFC 1738 §5: " + (allowed == WaisPath.SEARCH ? "uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\"" : "*uchar")
                    + "): write it percent-encoded");
        }
    }

    /** Present when the URL has a host, a 16-bit port and a path of one of the wais shapes. */
    @Override
    public WaisUrl view(Uri uri) {
        WaisPath p = WaisPath.of(uri);
        return Checks.hasServer(uri) && p.database() != null && !p.database().isEmpty() && p.shapeOk() ? new WaisUrl(uri, p) : null;
    }

    /**
     * The request (RFC 1738 §3.9): the database, then the search (the placeholder {@code <search>} for a
     * database URL, whose client asks the user) or the document to retrieve. Refused for a
     * validation error, a reserved non-default port and a CR, LF or NUL in the database, type or search.
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        WaisPath p = WaisPath.of(uri);
        return Plans.serverPlan(this, uri, policy, WaisIssue.WAIS_AUTHORITY_MISSING, WaisIssue.WAIS_HOST_EMPTY, c -> {
            // Whatever the policy made of them: no request without a database and a known path shape.
            if (p.database() == null || p.database().isEmpty()) {
                c.refuse(WaisIssue.WAIS_DATABASE_MISSING, p.databaseIndex(), "no database to search");
                return;
            }
            if (!p.shapeOk()) {
                c.refuse(WaisIssue.WAIS_PATH_INVALID, p.wtypeIndex(), "no wais request has this path's shape");
                return;
            }
            Escapes.lineSafe(p.database(), p.databaseIndex(), c, "wais database");
            if (p.wtype() != null) {
                Escapes.lineSafe(p.wtype(), p.wtypeIndex(), c, "wais type");
            }
            if (uri.hasQuery()) {
                Escapes.lineSafe(uri.query(), Checks.queryStart(uri), c, "wais search");
            }
        }, () -> new WaisUrl(uri, p).requestPlan());
    }

    @Override
    public String toString() {
        return "wais (default port " + DEFAULT_PORT + ")";
    }
}
