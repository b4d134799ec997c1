package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
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
 * The news handler (RFC 1738 §3.6): {@code news:*}, {@code news:<group>}
 * or {@code news:<message-id>}, no host and no default port (RFC 1738 §3.6: "news host names are NOT part of news URLs"); the view is {@link NewsUrl};
 * the plan is the NNTP command (RFC 977) sent to the reader's own news server. Package-private:
 * use {@link SchemeRegistry#defaults()}.
 */
final class NewsSchemeHandler extends NamedSchemeHandler {
    static final NewsSchemeHandler INSTANCE = new NewsSchemeHandler();
    /** The NNTP port (RFC 977, RFC 1738 §3.7): where a news reader connects, and RFC 5538's default for {@code news://server}. */
    static final int NNTP_PORT = 119;

    private NewsSchemeHandler() {
        super("news", -1);
    }

    /**
     * The generic rules; for the RFC 5538 form {@code news://server:119/...} the NNTP port is
     * dropped, as that RFC makes it the default.
     */
    @Override
    public Uri normalize(Uri uri) {
        return SchemeRules.authority(uri, NNTP_PORT, false);
    }

    /** The raw grouppart: the opaque path, or the path after the server's {@code '/'}. */
    static String groupPart(Uri u) {
        String path = u.path();
        return u.hasAuthority() && path.startsWith("/") ? path.substring(1) : path;
    }

    static int groupPartIndex(Uri u) {
        return Checks.pathStart(u) + (u.hasAuthority() && u.path().startsWith("/") ? 1 : 0);
    }

    /** {@code group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]} (RFC 1738 §5), on decoded text. */
    static boolean isGroup(String s) {
        if (s.isEmpty() || !isAlpha(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (!isAlpha(ch) && !(ch >= '0' && ch <= '9') && "-.+_".indexOf(ch) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAlpha(char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
    }

    /** One side of a message-id, decoded: non-empty printable ASCII without {@code < > @} (RFC 1036 §2.1.5). */
    static boolean isIdPart(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch <= 0x20 || ch >= 0x7F || ch == '<' || ch == '>' || ch == '@') {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        if (uri.hasAuthority()) {
            c.add(NewsIssue.NEWS_SERVER, Checks.authorityStart(uri), "news host names are not part of news URLs"
                    + " (RFC 1738 §3.6): the reader uses its own news server. RFC 5538 allows news://server/ (read as such)");
            Checks.authority(uri, c, NNTP_PORT);
        }
        String raw = groupPart(uri);
        int at = groupPartIndex(uri);
        if (raw.isEmpty()) {
            c.add(NewsIssue.NEWS_EMPTY, at, "a news URL names \"*\", a newsgroup or a message-id (RFC 1738 §3.6)");
        } else if (!raw.equals("*")) {
            int sep = raw.indexOf('@');
            if (sep < 0) {
                if (!isGroup(Escapes.decode(raw))) {
                    c.add(NewsIssue.NEWS_GROUP_INVALID, at, "'" + raw + "' is not a newsgroup name: group = alpha"
                            + " *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ] (RFC 1738 §5)");
                }
            } else if (!isIdPart(Escapes.decode(raw.substring(0, sep))) || !isIdPart(Escapes.decode(raw.substring(sep + 1)))) {
                c.add(NewsIssue.NEWS_ARTICLE_INVALID, at, "'" + raw + "' is not a message-id: unique@full_domain_name,"
                        + " printable ASCII without spaces, '<', '>' or another '@' (RFC 1738 §3.6; RFC 1036 §2.1.5)");
            }
        }
        if (uri.hasQuery()) {
            c.add(NewsIssue.NEWS_QUERY, Checks.queryStart(uri) - 1,
                    "news URLs have no query; write a '?' of a message-id as %3F (RFC 1738 §3.6)");
        }
        return c.list();
    }

    /** Present when the grouppart is not empty (and a server, if written, has a host and a 16-bit port). */
    @Override
    public NewsUrl view(Uri uri) {
        if (groupPart(uri).isEmpty() || (uri.hasAuthority() && !Checks.hasServer(uri))) {
            return null;
        }
        return new NewsUrl(uri);
    }

    /**
     * The NNTP command (RFC 1738 §3.6; RFC 977): {@code LIST} for {@code *}, {@code GROUP} for a group,
     * {@code ARTICLE <message-id>} for an article, sent to {@code <news-server>} (the reader's own
     * server, a placeholder) or the RFC 5538 server, port 119. Refused for a validation error, a
     * reserved port other than 119, and CR, LF or NUL in what is sent.
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        c.addAll(validate(uri, policy));
        if (!c.hasErrors() && (!uri.hasAuthority() || Plans.server(uri, c, NewsIssue.NEWS_SERVER, NewsIssue.NEWS_SERVER, "news"))) {
            if (uri.hasAuthority()) {
                Checks.port(uri, c, NNTP_PORT, true);
                Escapes.lineSafe(uri.host(), Checks.hostStart(uri), c, "host");
            }
            Escapes.lineSafe(groupPart(uri), groupPartIndex(uri), c, "news grouppart");
            if (groupPart(uri).isEmpty()) {        // whatever the policy made of NEWS_EMPTY
                c.refuse(NewsIssue.NEWS_EMPTY, groupPartIndex(uri), "nothing to ask the news server for");
            }
        }
        return Checks.finish(c, () -> new NewsUrl(uri).commandPlan());
    }

    @Override
    public String toString() {
        return "news";
    }
}
