package org.urikit.scheme.legacy;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.UriView;

/**
 * A mid or cid URL (the 1994 draft; RFC 2392 beyond RFC 1738): a mail message by its
 * message-id, optionally one of its body parts by content-id ({@code mid:}), or a body part of the
 * same message by content-id ({@code cid:}); an immutable view and a builder.
 *
 * <pre>{@code
 * MidCidUrl m = MidCidUrl.parse("mid:12345.6789@host.example");
 * m.messageId();     // "12345.6789@host.example"   (the Message-ID header's value without <>)
 * m.contentId();     // null
 * MidCidUrl.parse("mid:960830.1639@XIson.com/partA.960830.1639@XIson.com").contentId();   // "partA.960830.1639@XIson.com"
 * MidCidUrl.parse("cid:foo4%25foo1@bar.net").contentId();   // "foo4%foo1@bar.net"
 * MidCidUrl.builder("cid").contentId("foo4%foo1@bar.net").build();   // cid:foo4%25foo1@bar.net
 * }</pre>
 *
 * <p>{@link #messageHeaderValue()} is what RFC 2392 compares with the {@code Message-ID} or
 * {@code Content-ID} header: the decoded id in {@code <>}. No retrieval plan: the message is one
 * the reader already has.
 *
 * <p>{@link #fields()}: {@code messageId} (null for cid) and {@code contentId}.
 */
public final class MidCidUrl extends UriView {
    private final MidCidSchemeHandler handler;

    MidCidUrl(Uri uri, MidCidSchemeHandler handler) {
        super(uri, handler);
        this.handler = handler;
    }

    private static MidCidSchemeHandler handlerOf(String scheme) {
        String s = scheme == null ? "" : scheme.toLowerCase(Locale.ROOT);
        return s.equals("mid") ? MidCidSchemeHandler.MID : s.equals("cid") ? MidCidSchemeHandler.CID : null;
    }

    /**
     * Parses a mid or cid URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a mid or cid URL
     */
    public static MidCidUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a mid or cid URL without an authority
     */
    public static MidCidUrl from(Uri uri) {
        return Checks.view(uri, MidCidUrl::handlerOf, MidCidSchemeHandler::view, "a mid or cid URL");
    }

    /** The message-id of a mid URL, decoded, without {@code <>}; null for cid. */
    public String messageId() {
        return Escapes.decode(handler.messageId(uri));
    }

    /** The content-id, decoded, without {@code <>}; null for a mid URL without one. */
    public String contentId() {
        return Escapes.decode(handler.contentId(uri));
    }

    /** The header value the URL refers to: {@code <messageId>} for mid (the message), {@code <contentId>} for cid. */
    public String messageHeaderValue() {
        return "<" + (handler.isMid() ? messageId() : contentId()) + ">";
    }

    /** {@code messageId}, {@code contentId}. */
    @Override
    public Map<String, Object> fields() {
        return fields("messageId", messageId(), "contentId", contentId());
    }

    /** A builder holding this URL's ids. */
    public Builder toBuilder() {
        Builder b = new Builder(handler);
        b.messageId = handler.messageId(uri);
        b.contentId = handler.contentId(uri);
        b.fragment = uri.fragment();
        b.original = uri;
        return b;
    }

    /**
     * A builder for a new URL of {@code scheme}, {@code "mid"} or {@code "cid"}.
     *
     * @throws IllegalArgumentException for another scheme
     */
    public static Builder builder(String scheme) {
        MidCidSchemeHandler h = handlerOf(scheme);
        if (h == null) {
            throw new IllegalArgumentException("not mid or cid: " + scheme);
        }
        return new Builder(h);
    }

    /**
     * Builds a {@link MidCidUrl}; ids are given decoded, without {@code <>}, and percent-encoded
     * where a path cannot hold them ({@code '/'} too, which separates the two ids of a mid URL).
     * Mutable, not thread-safe.
     */
    public static final class Builder {
        private static final CharClass LITERAL = CharClass.PCHAR;
        private final MidCidSchemeHandler handler;
        private String messageId;
        private String contentId;
        private String fragment;
        /** The URI read by {@link MidCidUrl#toBuilder()}, until a setter changes something. */
        private Uri original;

        private Builder(MidCidSchemeHandler handler) {
            this.handler = handler;
        }

        /**
         * The message-id (mid only).
         *
         * @throws IllegalStateException for a cid builder
         */
        public Builder messageId(String decoded) {
            if (!handler.isMid()) {
                throw new IllegalStateException("cid URLs have no message-id");
            }
            original = null;
            messageId = PercentCodec.encode(Objects.requireNonNull(decoded, "messageId"), LITERAL);
            return this;
        }

        /** The content-id, or null for none (mid only). */
        public Builder contentId(String decoded) {
            original = null;
            contentId = decoded == null ? null : PercentCodec.encode(decoded, LITERAL);
            return this;
        }

        /**
         * The URL: exactly the one read when nothing was changed, else the scheme and the ids (a
         * query, which these URLs do not have, is dropped; the fragment is kept).
         *
         * @throws IllegalStateException without the id the scheme needs
         */
        public MidCidUrl build() {
            if (original != null) {
                return from(original);
            }
            String path;
            if (handler.isMid()) {
                if (messageId == null) {
                    throw new IllegalStateException("a mid URL needs a message-id");
                }
                path = messageId + (contentId == null ? "" : "/" + contentId);
            } else {
                if (contentId == null) {
                    throw new IllegalStateException("a cid URL needs a content-id");
                }
                path = contentId;
            }
            return from(Uri.parse(handler.scheme() + ":" + path + (fragment == null ? "" : "#" + fragment)));
        }
    }
}
