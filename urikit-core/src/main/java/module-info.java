/**
 * urikit: RFC 3986 URI references, with the earlier URL generations as profiles.
 *
 * <p>Exported: {@code org.urikit} (the {@code Uri} value type and its parser entry points),
 * {@code org.urikit.encoding} (character classes and percent-encoding) and {@code org.urikit.scheme}
 * (scheme handlers and their registry). Everything under {@code org.urikit.internal} is
 * implementation.
 */
module org.urikit {
    exports org.urikit;
    exports org.urikit.encoding;
    exports org.urikit.scheme;
    exports org.urikit.security;
}
