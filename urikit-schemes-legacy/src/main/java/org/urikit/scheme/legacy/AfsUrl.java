package org.urikit.scheme.legacy;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.scheme.Checks;
import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.error.Severity;
import org.urikit.scheme.UriView;
import org.urikit.scheme.Violation;

/**
 * An afs URL, historic (the 1993 draft's {@code afsaddress = a f s : // cellname / path}): an Andrew File System cell and a path in it; an immutable view and a builder.
 *
 * <pre>{@code
 * AfsUrl a = AfsUrl.parse("afs://transarc.com/usr/x");
 * a.cell();           // "transarc.com"
 * a.decodedPathSegments();   // ["usr", "x"]
 * AfsUrl.builder().cell("transarc.com").addPathSegment("usr").build();   // afs://transarc.com/usr
 * }</pre>
 *
 * <p>Validation always reports {@link AfsIssue#AFS_HISTORIC}. No retrieval plan: an AFS path is
 * read through the local file system's AFS client.
 *
 * <p>{@link #fields()}: {@code cell} and {@code pathSegments} (decoded).
 */
public final class AfsUrl extends UriView {

    AfsUrl(Uri uri) {
        super(uri, AfsSchemeHandler.INSTANCE);
    }

    /**
     * Parses an afs URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not an afs URL with a cell
     */
    public static AfsUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not an afs URL with a cell
     */
    public static AfsUrl from(Uri uri) {
        Objects.requireNonNull(uri, "uri");
        Checks.requireScheme(uri, "afs".equalsIgnoreCase(uri.scheme()), "an afs URL");
        if (!Checks.hasServer(uri)) {
            throw new SchemeSyntaxException(uri.toUriString(), List.of(new Violation(CommonIssue.HANDLER_MISSING, Severity.ERROR,
                    Checks.pathStart(uri), "an afs URL names a cell: afs://cellname/path (the 1993 URL draft)")));
        }
        return new AfsUrl(uri);
    }

    /** The cell name (the host), decoded. */
    public String cell() {
        return Checks.decodedHost(uri);
    }

    /** The path segments, decoded. */
    public List<String> decodedPathSegments() {
        return uri.decodedPathSegments();
    }

    /** {@code cell}, {@code pathSegments}. */
    @Override
    public Map<String, Object> fields() {
        return fields("cell", cell(), "pathSegments", decodedPathSegments());
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder());
    }

    /** A builder for a new afs URL; it needs a cell. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("afs"));
    }

    /** Builds an {@link AfsUrl}. Mutable, not thread-safe. */
    public static final class Builder {
        private final UriBuilder b;

        private Builder(UriBuilder b) {
            this.b = b;
        }

        /** The cell name as decoded text. */
        public Builder cell(String decoded) {
            b.host(Objects.requireNonNull(decoded, "cell"));
            return this;
        }

        /** Appends a path segment given as decoded text. */
        public Builder addPathSegment(String decoded) {
            b.addPathSegment(decoded);
            return this;
        }

        /**
         * The URL.
         *
         * @throws SchemeSyntaxException without a cell
         */
        public AfsUrl build() {
            return from(b.build());
        }
    }
}
