/**
 * urikit: RFC 3986 URI references, with the earlier URL generations as profiles.
 *
 * <p>Exported: {@code org.urikit} (the {@code Uri} value type and its parser entry points),
 * {@code org.urikit.encoding} (character classes and percent-encoding), {@code org.urikit.scheme}
 * (scheme handlers and their registry), {@code org.urikit.text} (URI references in running
 * text), {@code org.urikit.idna} (UTS #46 IDNA, Punycode and the URL Standard's domain to
 * ASCII), {@code org.urikit.template} (RFC 6570 URI Templates), {@code org.urikit.whatwg}
 * (URLs as the WHATWG URL Standard reads them) and {@code org.urikit.security} (the security
 * inspector and the Public Suffix List). Everything under {@code org.urikit.internal} is
 * implementation.
 */
module org.urikit {
    exports org.urikit;
    exports org.urikit.encoding;
    exports org.urikit.idna;
    exports org.urikit.scheme;
    exports org.urikit.security;
    exports org.urikit.template;
    exports org.urikit.text;
    exports org.urikit.whatwg;
}
