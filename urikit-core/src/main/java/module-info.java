/**
 * urikit: URIs and URLs for Java. RFC 3986 references with the earlier URL generations as
 * profiles, the WHATWG URL Standard, UTS #46 IDNA, URI Templates, extraction from text and a
 * security inspector.
 *
 * <p>Exported, bottom up (each package depends only on the ones before it):
 * {@code org.urikit.error} (reason codes and the syntax exception), {@code org.urikit.encoding}
 * (character classes and percent-encoding), {@code org.urikit.idna} (UTS #46, Punycode and the
 * URL Standard's domain to ASCII), {@code org.urikit.publicsuffix} (the Public Suffix List),
 * {@code org.urikit} (the {@code Uri} value type and its entry points), {@code org.urikit.scheme}
 * (scheme handlers and their registry), then
 * {@code org.urikit.template} (RFC 6570 URI Templates), {@code org.urikit.text} (URI references
 * in running text), {@code org.urikit.whatwg} (URLs as the WHATWG URL Standard reads them) and
 * {@code org.urikit.security} (the inspector and the fetch guard).
 * {@code org.urikit.internal} (parser, resolver, normalizer) is implementation, between the
 * Public Suffix List and the API. {@code org.urikit.net} (IPv4 and IPv6 text, address ranges,
 * ASCII) is implementation too, the floor under every other package: the RFC 3986 reading,
 * the WHATWG reading and the inspector share it.
 */
module org.urikit {
    exports org.urikit;
    exports org.urikit.encoding;
    exports org.urikit.error;
    exports org.urikit.idna;
    exports org.urikit.publicsuffix;
    exports org.urikit.scheme;
    exports org.urikit.security;
    exports org.urikit.template;
    exports org.urikit.text;
    exports org.urikit.whatwg;

    // Scheme-based normalization (RFC 3986 §6.2.3) is a layer above the API: Uri.normalize()
    // finds the built-in rules as a service instead of depending on org.urikit.scheme.
    uses org.urikit.SchemeNormalizer;
    provides org.urikit.SchemeNormalizer with org.urikit.scheme.BuiltinSchemeNormalizer;

    // SchemeRegistry.defaults() adds the handlers other modules provide (urikit-schemes-legacy:
    // the historic schemes of RFC 1738 and the URL drafts) to the core's own.
    uses org.urikit.scheme.SchemeHandler;
}
