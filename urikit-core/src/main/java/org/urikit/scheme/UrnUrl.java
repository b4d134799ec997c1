package org.urikit.scheme;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * A URN (RFC 8141, beyond RFC 1738; RFC 1738 §4 reserves the name {@code urn}): a namespace
 * identifier (NID), the namespace-specific string (NSS) and the optional r-, q- and f-components;
 * an immutable view and a builder.
 *
 * <pre>{@code
 * UrnUrl u = UrnUrl.parse("urn:ISBN:0-395-36341-1");
 * u.nid();           // "ISBN"
 * u.nss();           // "0-395-36341-1"
 * u.canonicalNid();  // "isbn"   (NIDs are case-insensitive, RFC 8141 §3.1)
 * UrnUrl.parse("urn:example:a?+r?=q#f").qComponent();   // "q"
 * UrnUrl.builder().nid("example").nss("a b").build();   // urn:example:a%20b
 * }</pre>
 *
 * <p>The NSS and the r- and q-components are kept as written: how to decode them is the
 * namespace's business (RFC 8141 §2.1); {@link #decodedNss()} applies plain UTF-8 percent-decoding.
 * Two URNs are URN-equivalent when their NIDs match case-insensitively and their NSSs match after
 * normalizing the hex case of escapes; the r-, q- and f-components do not count (RFC 8141 §3):
 * see {@link #equivalenceKey()}. Scheme-based normalization lower-cases the NID.
 *
 * <p>{@link #fields()}: {@code nid}, {@code nss}, {@code rComponent}, {@code qComponent},
 * {@code fComponent} (as written; null when absent).
 */
public final class UrnUrl extends UriView {

    UrnUrl(Uri uri) {
        super(uri, UrnSchemeHandler.INSTANCE);
    }

    /**
     * Parses a URN.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not {@code urn:NID:...} with a valid NID
     */
    public static UrnUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not {@code urn:NID:...} with a valid NID
     */
    public static UrnUrl from(Uri uri) {
        return Checks.view(uri, UrnSchemeHandler.INSTANCE, UrnSchemeHandler.INSTANCE::view, "a URN");
    }

    /** The namespace identifier as written. */
    public String nid() {
        return uri.path().substring(0, UrnSchemeHandler.nidEnd(uri));
    }

    /** The namespace identifier in lower case. */
    public String canonicalNid() {
        return nid().toLowerCase(Locale.ROOT);
    }

    /** The namespace-specific string as written (may be empty in an invalid URN). */
    public String nss() {
        return uri.path().substring(UrnSchemeHandler.nidEnd(uri) + 1);
    }

    /** The NSS percent-decoded as UTF-8 (namespaces may define other rules). */
    public String decodedNss() {
        return Escapes.decode(nss());
    }

    /** The r-component (after {@code ?+}) as written, or null. */
    public String rComponent() {
        String[] rq = UrnSchemeHandler.components(uri.query());
        return rq == null ? null : rq[0];
    }

    /** The q-component (after {@code ?=}) as written, or null. */
    public String qComponent() {
        String[] rq = UrnSchemeHandler.components(uri.query());
        return rq == null ? null : rq[1];
    }

    /** The f-component (the fragment) as written, or null. */
    public String fComponent() {
        return uri.fragment();
    }

    /**
     * The URN-equivalence key of RFC 8141 §3.1: {@code urn:}, the NID in lower case, {@code ':'}
     * and the NSS with the hex digits of its escapes in upper case; no r-, q- or f-component.
     */
    public String equivalenceKey() {
        StringBuilder sb = new StringBuilder("urn:").append(canonicalNid()).append(':');
        String nss = nss();
        for (int i = 0; i < nss.length(); i++) {
            if (PercentCodec.isEscape(nss, i)) {
                sb.append('%').append(Character.toUpperCase(nss.charAt(i + 1))).append(Character.toUpperCase(nss.charAt(i + 2)));
                i += 2;
            } else {
                sb.append(nss.charAt(i));
            }
        }
        return sb.toString();
    }

    /** {@code nid}, {@code nss}, {@code rComponent}, {@code qComponent}, {@code fComponent}. */
    @Override
    public Map<String, Object> fields() {
        return fields("nid", nid(), "nss", nss(),
                "rComponent", rComponent(), "qComponent", qComponent(),
                "fComponent", fComponent());
    }

    /** A builder holding this URN's parts as written: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.nid = nid();
        b.nss = nss();
        b.r = rComponent();
        b.q = qComponent();
        b.f = fComponent();
        b.original = uri;
        return b;
    }

    /** A builder for a new URN; it needs an NID and an NSS. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link UrnUrl}: {@code urn:NID:NSS[?+r][?=q][#f]}. Mutable, not thread-safe. */
    public static final class Builder {
        private static final CharClass NSS = CharClass.PCHAR.with("/");
        private String nid;
        private String nss;
        private String r;
        private String q;
        private String f;
        /** The URI read by {@link UrnUrl#toBuilder()}, until a setter changes something. */
        private Uri original;

        private Builder() {
        }

        /**
         * The namespace identifier.
         *
         * @throws IllegalArgumentException unless 2–32 letters, digits and inner hyphens (RFC 8141 §2)
         */
        public Builder nid(String nid) {
            if (!UrnSchemeHandler.isNid(Objects.requireNonNull(nid, "nid"))) {
                throw new IllegalArgumentException("not a URN namespace identifier (RFC 8141 §2): " + nid);
            }
            this.nid = nid;
            original = null;
            return this;
        }

        /** The NSS as decoded text, percent-encoded as UTF-8 where a path cannot hold it (a leading {@code '/'} too). */
        public Builder nss(String decoded) {
            String e = PercentCodec.encode(Objects.requireNonNull(decoded, "nss"), NSS);
            this.nss = e.startsWith("/") ? "%2F" + e.substring(1) : e;
            original = null;
            return this;
        }

        /** The NSS as raw text (checked when built). */
        public Builder rawNss(String raw) {
            this.nss = Objects.requireNonNull(raw, "nss");
            original = null;
            return this;
        }

        /** The r-component as raw text, or null. */
        public Builder rComponent(String raw) {
            this.r = raw;
            original = null;
            return this;
        }

        /** The q-component as raw text, or null. */
        public Builder qComponent(String raw) {
            this.q = raw;
            original = null;
            return this;
        }

        /** The f-component (fragment) as raw text, or null. */
        public Builder fComponent(String raw) {
            this.f = raw;
            original = null;
            return this;
        }

        /**
         * The URN: exactly the one read when nothing was changed (a query that is not r- and
         * q-components is dropped once something is).
         *
         * @throws IllegalStateException without an NID or NSS
         * @throws org.urikit.error.UriSyntaxException if a raw part is malformed
         */
        public UrnUrl build() {
            if (original != null) {
                return from(original);
            }
            if (nid == null || nss == null) {
                throw new IllegalStateException("a URN needs an NID and an NSS");
            }
            String text = "urn:" + nid + ":" + nss + (r == null ? "" : "?+" + r) + (q == null ? "" : "?=" + q)
                    + (f == null ? "" : "#" + f);
            return from(Uri.parse(text));
        }
    }
}
