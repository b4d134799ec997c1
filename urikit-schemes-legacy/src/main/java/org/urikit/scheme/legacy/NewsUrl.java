package org.urikit.scheme.legacy;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.UriView;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * A news URL (RFC 1738 §3.6): all groups ({@code news:*}), a newsgroup or
 * a message-id, with no news host; an immutable view, the NNTP command that reads it, and a builder.
 *
 * <pre>{@code
 * NewsUrl.parse("news:comp.infosystems.www.servers.unix").newsgroup();   // "comp.infosystems.www.servers.unix"
 * NewsUrl a = NewsUrl.parse("news:12345@host.example");
 * a.messageId();      // "12345@host.example"   (RFC 1738 §3.6)
 * a.plan().lines();   // ["ARTICLE <12345@host.example>"]
 * NewsUrl.parse("news:*").isAllGroups();                  // true; plan: ["LIST"]
 * NewsUrl.builder().newsgroup("comp.lang.java").build();   // news:comp.lang.java
 * }</pre>
 *
 * <p>A message-id is told apart from a group by its {@code '@'} (RFC 1738 §3.6). News URLs are
 * location-independent (RFC 1738 §3.6): the reader asks its own news server, which the plan writes as the
 * placeholder host {@code <news-server>} at port 119. RFC 5538 (beyond RFC 1738) adds
 * {@code news://server/group}; urikit reads that form too, with the {@link NewsIssue#NEWS_SERVER}
 * warning, and then plans against that server.
 *
 * <p>{@link #fields()}: {@code server} (null unless written), {@code port} (the URL's, else 119),
 * {@code allGroups}, {@code newsgroup} and {@code messageId}.
 */
public final class NewsUrl extends UriView {
    /** The host a plan connects to when the URL names no server: the reader's own news server. */
    public static final String LOCAL_NEWS_SERVER = "<news-server>";

    NewsUrl(Uri uri) {
        super(uri, NewsSchemeHandler.INSTANCE);
    }

    /**
     * Parses a news URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a news URL with a grouppart
     */
    public static NewsUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a news URL with a grouppart
     */
    public static NewsUrl from(Uri uri) {
        return Checks.view(uri, NewsSchemeHandler.INSTANCE, NewsSchemeHandler.INSTANCE::view, "a news URL");
    }

    private String raw() {
        return NewsSchemeHandler.groupPart(uri);
    }

    /** Whether this is {@code news:*}, all available newsgroups (RFC 1738 §3.6). */
    public boolean isAllGroups() {
        return raw().equals("*");
    }

    /** The newsgroup, decoded, or null for {@code *} and message-ids. */
    public String newsgroup() {
        String r = raw();
        return r.equals("*") || r.indexOf('@') >= 0 ? null : Escapes.decode(r);
    }

    /** The message-id without {@code <>}, decoded, or null (RFC 1738 §3.6). */
    public String messageId() {
        String r = raw();
        return r.indexOf('@') >= 0 ? Escapes.decode(r) : null;
    }

    /** The server of the RFC 5538 form {@code news://server/...}, decoded, or null (RFC 1738 §3.6). */
    public String server() {
        if (!uri.hasAuthority()) {
            return null;
        }
        return Checks.decodedHost(uri);
    }

    /** The port of the news server: the URL's, or 119. */
    public int effectivePort() {
        return Checks.effectivePort(uri, NewsSchemeHandler.NNTP_PORT);
    }

    /** {@link #plan(ValidationPolicy)} with {@link ValidationPolicy#defaults()}. */
    public RetrievalPlan plan() {
        return plan(ValidationPolicy.defaults());
    }

    /**
     * The NNTP command: {@code LIST}, {@code GROUP <newsgroup>} or {@code ARTICLE <<message-id>>}.
     *
     * @throws SchemeSyntaxException if the plan is refused
     */
    public RetrievalPlan plan(ValidationPolicy policy) {
        PlanResult r = NewsSchemeHandler.INSTANCE.plan(uri, policy);
        if (r instanceof PlanResult.Planned p) {
            return p.retrievalPlan();
        }
        throw new SchemeSyntaxException(uri.toUriString(), r.violations().stream().filter(Violation::isError).toList());
    }

    RetrievalPlan commandPlan() {
        String command = isAllGroups() ? "LIST" : messageId() != null ? "ARTICLE <" + messageId() + ">" : "GROUP " + newsgroup();
        String host = uri.hasAuthority() ? Checks.connectHost(uri) : LOCAL_NEWS_SERVER;
        return RetrievalPlan.of("nntp", host, effectivePort(), List.of(command));
    }

    /** {@code server}, {@code port}, {@code allGroups}, {@code newsgroup}, {@code messageId}. */
    @Override
    public Map<String, Object> fields() {
        return fields("server", server(), "port", effectivePort(),
                "allGroups", isAllGroups(), "newsgroup", newsgroup(),
                "messageId", messageId());
    }

    /** A builder holding this URL's parts. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.server = uri.hasAuthority() ? uri.host() : null;
        b.port = uri.port();
        b.raw = raw();
        b.fragment = uri.fragment();
        b.original = uri;
        return b;
    }

    /** A builder for a new news URL; it needs one of {@link Builder#allGroups()}, {@code newsgroup} or {@code messageId}. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds a {@link NewsUrl}: {@code news:} and the grouppart, percent-encoded where an opaque
     * path cannot hold it. Mutable, not thread-safe.
     */
    public static final class Builder {
        private static final CharClass LITERAL = CharClass.PCHAR.with("/");
        private String server;
        private String port;
        private String raw = "";
        private String fragment;
        /** The URI read by {@link NewsUrl#toBuilder()}, until a setter changes something. */
        private Uri original;

        private Builder() {
        }

        /** All available newsgroups: {@code news:*} (RFC 1738 §3.6). */
        public Builder allGroups() {
            original = null;
            raw = "*";
            return this;
        }

        /**
         * A newsgroup.
         *
         * @throws IllegalArgumentException if it is not a group name (RFC 1738 §5)
         */
        public Builder newsgroup(String group) {
            if (!NewsSchemeHandler.isGroup(Objects.requireNonNull(group, "group"))) {
                throw new IllegalArgumentException("not a newsgroup name (RFC 1738 §5): " + group);
            }
            original = null;
            raw = PercentCodec.encode(group, LITERAL);
            return this;
        }

        /**
         * A message-id, without {@code <>} (RFC 1738 §3.6).
         *
         * @throws IllegalArgumentException if it is not {@code unique@domain}
         */
        public Builder messageId(String id) {
            Objects.requireNonNull(id, "id");
            int at = id.indexOf('@');
            if (at < 0 || !NewsSchemeHandler.isIdPart(id.substring(0, at)) || !NewsSchemeHandler.isIdPart(id.substring(at + 1))) {
                throw new IllegalArgumentException("not a message-id (unique@domain, no <>): " + id);
            }
            String left = PercentCodec.encode(id.substring(0, at), LITERAL.without("@"));
            if (left.startsWith("/")) {
                left = "%2F" + left.substring(1);     // "news://" would read as an authority
            }
            original = null;
            raw = left + "@" + PercentCodec.encode(id.substring(at + 1), LITERAL);
            return this;
        }

        /** The RFC 5538 server (beyond RFC 1738), or null for none (the usual news URL). */
        public Builder server(String host) {
            original = null;
            server = host == null ? null : PercentCodec.encodeRegName(host);
            if (host == null) {
                port = null;
            }
            return this;
        }

        /**
         * The RFC 5538 server's port; left out when it is 119.
         *
         * @throws IllegalStateException without a server
         */
        public Builder port(int port) {
            if (server == null) {
                throw new IllegalStateException("a port needs a server");
            }
            Checks.checkPort(port);
            original = null;
            this.port = port == NewsSchemeHandler.NNTP_PORT ? null : Integer.toString(port);
            return this;
        }

        /**
         * The URL: exactly the one read when nothing was changed, else {@code news:} and the parts
         * (a query, which news URLs do not have, is dropped; the fragment is kept).
         *
         * @throws SchemeSyntaxException if nothing was named
         */
        public NewsUrl build() {
            if (original != null) {
                return from(original);
            }
            String text = server == null ? "news:" + raw : "news://" + server + (port == null ? "" : ":" + port) + "/" + raw;
            return from(Uri.parse(text + (fragment == null ? "" : "#" + fragment)));
        }
    }
}
