/**
 * urikit: RFC 3986 URI references, with the earlier URL generations as profiles.
 *
 * <p>Exported, bottom up: {@code org.urikit.error} (reason codes and the syntax exception),
 * {@code org.urikit.encoding} (character classes and percent-encoding), {@code org.urikit} (the
 * {@code Uri} value type and its entry points) and {@code org.urikit.scheme} (scheme handlers and
 * their registry). {@code org.urikit.internal} (parser, resolver, normalizer) is implementation,
 * between the encoding layer and the API. Each package depends only on the ones below it.
 */
module org.urikit {
    exports org.urikit;
    exports org.urikit.encoding;
    exports org.urikit.error;
    exports org.urikit.scheme;

    // Scheme-based normalization (RFC 3986 §6.2.3) is a layer above the API: Uri.normalize()
    // finds the built-in rules as a service instead of depending on org.urikit.scheme.
    uses org.urikit.SchemeNormalizer;
    provides org.urikit.SchemeNormalizer with org.urikit.scheme.BuiltinSchemeNormalizer;
}
