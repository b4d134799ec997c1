package org.urikit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.urikit.error.UriSyntaxException;
import org.urikit.internal.Components;
import org.urikit.internal.Grammar;

/**
 * Establishing the base URI of a document (RFC 3986 §5.1): the candidates
 * are taken in the RFC's order of precedence and the first one present wins.
 *
 * <ol>
 * <li>a base <b>embedded in the content</b> (§5.1.1), e.g. HTML {@code <base href>};</li>
 * <li>the base of the <b>encapsulating entity</b> (§5.1.2), e.g. the enclosing message's
 *   {@code Content-Base}/{@code Content-Location}, or the base of the enclosing document;</li>
 * <li>the <b>URI used to retrieve</b> the document (§5.1.3); after redirects, the last one;</li>
 * <li>an application <b>default</b> (§5.1.4).</li>
 * </ol>
 *
 * <pre>{@code
 * BaseUri base = BaseUri.builder()
 *         .embedded("http://www.ics.uci.edu/Test/a/b/c")        // <BASE href="...">
 *         .retrievedFrom("http://example.org/doc", "http://example.org/moved")
 *         .establish();
 * base.source();             // EMBEDDED
 * base.resolve("../x");      // http://www.ics.uci.edu/Test/a/x, whatever the retrieval context
 *
 * BaseUri.builder().retrievedFrom("http://a/b/", "../c").establish().uri();  // http://a/c
 * BaseUri.builder().establish();   // null: no base, relative references are unusable
 * }</pre>
 *
 * <p>A candidate that is itself a relative reference (a relative {@code Content-Location}, a
 * relative redirect {@code Location}) is resolved against the base the lower layers establish
 * (§5.1.2: "the base URI of the encapsulating entity"); with nothing below it, it cannot apply
 * and is passed over. The fragment of the chosen base is removed (§5.1: a base URI is "stripped
 * of any fragment component prior to its use"). When no candidate applies there is no base:
 * the 1997 draft's default was the empty string, meaning every reference must be absolute, and
 * RFC 3986 leaves the default to the application.
 *
 * @param uri    the base URI: absolute, without a fragment
 * @param source the layer of RFC 3986 §5.1 it came from
 */
public record BaseUri(Uri uri, Source source) {

    /** Which layer of RFC 3986 §5.1 supplied the base. */
    public enum Source {
        /** §5.1.1 Base URI Embedded in Content. */
        EMBEDDED,
        /** §5.1.2 Base URI from the Encapsulating Entity. */
        ENCAPSULATING_ENTITY,
        /** §5.1.3 Base URI from the Retrieval URI. */
        RETRIEVAL_URI,
        /** §5.1.4 Default Base URI (application-dependent). */
        DEFAULT
    }

    /**
     * Checks that {@code uri} can be a base: absolute and without a fragment (RFC 3986 §5.1).
     *
     * @throws IllegalArgumentException if it is relative or has a fragment
     */
    public BaseUri {
        if (!uri.isAbsolute() || uri.hasFragment() || source == null) {
            throw new IllegalArgumentException("a base URI is absolute, has no fragment and a source: " + uri + " (" + source + ")");
        }
    }

    /** {@code uri().resolve(reference)}. */
    public Uri resolve(String reference) {
        return uri.resolve(reference);
    }

    /** {@code uri().resolve(reference)}. */
    public Uri resolve(Uri reference) {
        return uri.resolve(reference);
    }

    /** A new, empty builder. Strings are parsed under RFC 3986 unless {@link Builder#profile} says otherwise. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@code http://a/b (EMBEDDED)}, a password masked. */
    @Override
    public String toString() {
        return uri + " (" + source + ")";
    }

    /** Collects the candidates; any may be left out. Not thread-safe; {@link #establish()} does not change it. */
    public static final class Builder {
        private Profile profile = Profile.RFC3986;
        private String embedded;
        private String encapsulating;
        private final List<String> retrieval = new ArrayList<>();
        private String defaultBase;

        private Builder() {
        }

        /** The grammar used to parse the candidate strings (RFC 3986 by default). */
        public Builder profile(Profile profile) {
            this.profile = Objects.requireNonNull(profile, "profile");
            return this;
        }

        /** §5.1.1: the base written in the document itself, or null for none. */
        public Builder embedded(String base) {
            this.embedded = base;
            return this;
        }

        /** §5.1.2: the base of the encapsulating entity (message header or enclosing document), or null for none. */
        public Builder encapsulatingEntity(String base) {
            this.encapsulating = base;
            return this;
        }

        /** §5.1.3: the URIs used to retrieve the document, first request first and redirect targets after it; the last one counts. */
        public Builder retrievedFrom(String... uris) {
            retrieval.clear();
            for (String u : uris) {
                retrieval.add(Objects.requireNonNull(u, "retrieval URI"));
            }
            return this;
        }

        /** §5.1.4: the application's default base, or null for none. */
        public Builder defaultBase(String base) {
            this.defaultBase = base;
            return this;
        }

        /**
         * The base URI that applies, or null if no candidate does.
         *
         * @throws UriSyntaxException if a candidate is not a URI reference
         */
        public BaseUri establish() {
            BaseUri current = layer(null, defaultBase, Source.DEFAULT);
            BaseUri retrieved = null;
            for (String u : retrieval) {
                // a relative redirect target is resolved against the URI it redirected from
                BaseUri next = layer(retrieved != null ? retrieved : current, u, Source.RETRIEVAL_URI);
                retrieved = orElse(next, retrieved);
            }
            current = orElse(retrieved, current);
            current = orElse(layer(current, encapsulating, Source.ENCAPSULATING_ENTITY), current);
            current = orElse(layer(current, embedded, Source.EMBEDDED), current);
            return current;
        }

        private static BaseUri orElse(BaseUri a, BaseUri b) {
            return a != null ? a : b;
        }

        /** The candidate {@code text} as a base, resolved against {@code below} if relative; null if it cannot apply. */
        private BaseUri layer(BaseUri below, String text, Source source) {
            if (text == null) {
                return null;
            }
            Uri u = Uri.parse(text, profile);
            if (!u.isAbsolute()) {
                if (below == null) {
                    return null;
                }
                u = below.uri.resolve(u);
            }
            if (u.hasFragment()) {
                Components c = Components.of(Bridge.INSTANCE, u);
                c.fragment = null;
                u = Components.parse(Bridge.INSTANCE, c.recompose(), u.grammar, Grammar.rfc3986());
            }
            return new BaseUri(u, source);
        }
    }
}
