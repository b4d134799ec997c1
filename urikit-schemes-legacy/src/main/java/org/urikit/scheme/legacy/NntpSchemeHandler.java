package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.NamedSchemeHandler;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.Plans;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.Splitter;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The nntp handler (RFC 1738 §3.7):
 * {@code nntp://<host>:<port>/<newsgroup-name>/<article-number>}, default port 119, the article
 * number optional; the view is {@link NntpUrl}; the plan is {@code GROUP} and {@code ARTICLE n}
 * (RFC 977). Package-private: use {@link SchemeRegistry#defaults()}.
 */
final class NntpSchemeHandler extends NamedSchemeHandler {
    static final NntpSchemeHandler INSTANCE = new NntpSchemeHandler();
    static final int DEFAULT_PORT = 119;
    /** The section cited by this scheme's violations. */
    private static final String RULE = "RFC 1738 §3.7";

    private NntpSchemeHandler() {
        super("nntp", DEFAULT_PORT);
    }

    /** The path after the authority's {@code '/'}, split at {@code '/'}: {@code [group]} or {@code [group, number, ...]}. */
    static String[] segments(Uri u) {
        String path = u.path();
        return Splitter.split(path.startsWith("/") ? path.substring(1) : path, "/");
    }

    /** The article number, or -1 if {@code raw} is not 1*digit in 1..2147483647 (RFC 3977 §6). */
    static int articleNumber(String raw) {
        if (raw.isEmpty() || raw.length() > 20) {
            return -1;
        }
        long n = 0;
        for (int i = 0; i < raw.length(); i++) {
            char ch = raw.charAt(i);
            if (ch < '0' || ch > '9') {
                return -1;
            }
            n = n * 10 + (ch - '0');
            if (n > Integer.MAX_VALUE) {
                return -1;
            }
        }
        return n == 0 ? -1 : (int) n;
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, NntpIssue.NNTP_AUTHORITY_MISSING, NntpIssue.NNTP_HOST_EMPTY, "nntp", RULE);
        if (uri.hasUserInfo()) {
            c.add(NntpIssue.NNTP_USERINFO, Checks.authorityStart(uri), "nntp URLs have a host and port only (RFC 1738 §5)");
        }
        Checks.authority(uri, c, defaultPort());
        String[] seg = segments(uri);
        int at = Checks.pathStart(uri) + (uri.path().startsWith("/") ? 1 : 0);
        if (seg[0].isEmpty()) {
            c.add(NntpIssue.NNTP_GROUP_MISSING, at, "an nntp URL names a newsgroup: nntp://host/group[/article] (" + RULE + ")");
        } else if (!NewsSchemeHandler.isGroup(Escapes.decode(seg[0]))) {
            c.add(NntpIssue.NNTP_GROUP_INVALID, at, "'" + seg[0] + "' is not a newsgroup name: group = alpha"
                    + " *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ] (RFC 1738 §5)");
        }
        if (seg.length > 1 && (seg.length > 2 || articleNumber(seg[1]) < 0)) {
            c.add(NntpIssue.NNTP_ARTICLE_NUMBER_INVALID, at + seg[0].length() + 1, "after the group comes at most an"
                    + " article number, 1*digit (RFC 1738 §5), from 1 to 2147483647 (RFC 3977 §6)");
        }
        if (uri.hasQuery()) {
            c.add(NntpIssue.NNTP_QUERY, Checks.queryStart(uri) - 1, "nntp URLs have no query (RFC 1738 §5)");
        }
        return c.list();
    }

    /** Present when the URL has a host, a 16-bit port, a group and at most a valid article number. */
    @Override
    public NntpUrl view(Uri uri) {
        String[] seg = segments(uri);
        boolean ok = Checks.hasServer(uri) && !seg[0].isEmpty() && (seg.length == 1 || (seg.length == 2 && articleNumber(seg[1]) > 0));
        return ok ? new NntpUrl(uri) : null;
    }

    /**
     * {@code GROUP <group>}, then {@code ARTICLE <n>} when the URL has a number (RFC 977).
     * Refused for a validation error, a reserved non-default port and a CR, LF or NUL in what is sent.
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        return Plans.serverPlan(this, uri, policy, NntpIssue.NNTP_AUTHORITY_MISSING, NntpIssue.NNTP_HOST_EMPTY, c -> {
            Escapes.lineSafe(segments(uri)[0], Checks.pathStart(uri) + 1, c, "newsgroup");
            // Whatever the policy made of them: no commands without a group and a valid article number.
            if (view(uri) == null) {
                c.refuse(segments(uri)[0].isEmpty() ? NntpIssue.NNTP_GROUP_MISSING : NntpIssue.NNTP_ARTICLE_NUMBER_INVALID,
                        Checks.pathStart(uri), "no GROUP and ARTICLE commands for this path");
            }
        }, () -> new NntpUrl(uri).commandPlan());
    }

    @Override
    public String toString() {
        return "nntp (default port " + DEFAULT_PORT + ")";
    }
}
