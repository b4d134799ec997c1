package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ServerUrl;

/**
 * An nntp URL (RFC 1738 §3.7): a newsgroup on one NNTP server and,
 * optionally, an article number within it; an immutable view, the NNTP commands, and a builder.
 *
 * <pre>{@code
 * NntpUrl n = NntpUrl.parse("nntp://news.example.com/comp.infosystems.www.misc/12345");
 * n.host();            // "news.example.com"
 * n.effectivePort();  // 119
 * n.group();           // "comp.infosystems.www.misc"
 * n.articleNumber();   // 12345
 * n.plan().lines();    // ["GROUP comp.infosystems.www.misc", "ARTICLE 12345"]
 * NntpUrl.builder().host("h").group("comp.misc").articleNumber(7).build();   // nntp://h/comp.misc/7
 * }</pre>
 *
 * <p>Article numbers differ between servers, so nntp URLs are for local use; {@code news:} is
 * preferred (RFC 1738 §3.7). The article number is optional, as in the grammar (RFC 1738 §3.7), and must be
 * 1–2147483647 (RFC 3977 §6, beyond RFC 1738).
 *
 * <p>{@link #fields()}: {@code host}, {@code port}, {@code group}, {@code articleNumber} (null when absent).
 */
public final class NntpUrl extends ServerUrl {

    NntpUrl(Uri uri) {
        super(uri, NntpSchemeHandler.INSTANCE);
    }

    /**
     * Parses an nntp URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not an nntp URL with a host and a group
     */
    public static NntpUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not an nntp URL with a host and a group
     */
    public static NntpUrl from(Uri uri) {
        return Checks.view(uri, NntpSchemeHandler.INSTANCE, NntpSchemeHandler.INSTANCE::view, "an nntp URL");
    }

    /** The newsgroup, decoded. */
    public String group() {
        return Escapes.decode(NntpSchemeHandler.segments(uri)[0]);
    }

    /** The article number within the group on this server, or -1 when the URL has none. */
    public int articleNumber() {
        String[] seg = NntpSchemeHandler.segments(uri);
        return seg.length > 1 ? NntpSchemeHandler.articleNumber(seg[1]) : -1;
    }

    RetrievalPlan commandPlan() {
        List<String> steps = new ArrayList<>();
        steps.add("GROUP " + group());
        int n = articleNumber();
        if (n >= 0) {
            steps.add("ARTICLE " + n);
        }
        return RetrievalPlan.of("nntp", Checks.connectHost(uri), effectivePort(), steps);
    }

    /** {@code host}, {@code port}, {@code group}, {@code articleNumber}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, Object> m = new LinkedHashMap<>();
        int n = articleNumber();
        m.put("host", host());
        m.put("port", effectivePort());
        m.put("group", group());
        m.put("articleNumber", n >= 0 ? n : null);
        return Collections.unmodifiableMap(m);
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder());
    }

    /** A builder for a new nntp URL; it needs a host and a group. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("nntp"));
    }

    /** Builds an {@link NntpUrl}; port 119 is left out (RFC 3986 §3.2.3). Mutable, not thread-safe. */
    public static final class Builder extends ServerUrl.ServerBuilder<Builder> {
        private String group;
        private String number;
        private boolean pathChanged;

        private Builder(UriBuilder b) {
            super(b, NntpSchemeHandler.DEFAULT_PORT);
        }

        /**
         * The newsgroup.
         *
         * @throws IllegalArgumentException if it is not a group name (RFC 1738 §5)
         */
        public Builder group(String group) {
            if (!NewsSchemeHandler.isGroup(Objects.requireNonNull(group, "group"))) {
                throw new IllegalArgumentException("not a newsgroup name (RFC 1738 §5): " + group);
            }
            this.group = PercentCodec.encodePathSegment(group);
            pathChanged = true;
            return this;
        }

        /**
         * The article number.
         *
         * @throws IllegalArgumentException unless 1–2147483647
         */
        public Builder articleNumber(int n) {
            if (n < 1) {
                throw new IllegalArgumentException("article numbers are 1..2147483647 (RFC 3977 §6): " + n);
            }
            this.number = Integer.toString(n);
            pathChanged = true;
            return this;
        }

        /** No article number. */
        public Builder clearArticleNumber() {
            this.number = null;
            pathChanged = true;
            return this;
        }

        /**
         * The URL.
         *
         * @throws SchemeSyntaxException if it has no host or no group
         */
        public NntpUrl build() {
            if (pathChanged) {
                if (group == null) {
                    String[] seg = NntpSchemeHandler.segments(b.build());
                    group = seg[0];
                }
                b.rawPath("/" + group + (number == null ? "" : "/" + number));
            }
            return from(b.build());
        }
    }
}
