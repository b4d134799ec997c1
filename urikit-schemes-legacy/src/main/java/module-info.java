/**
 * urikit's historic URL schemes: gopher, news, nntp, telnet, rlogin, tn3270, wais, prospero, mid,
 * cid and afs (RFC 1738 §3, the 1993 and 1994 URL drafts, RFC 2392), with their typed views,
 * validation and retrieval plans, in the package {@code org.urikit.scheme.legacy}.
 *
 * <p>The handlers are {@link org.urikit.scheme.SchemeHandler} services: with this module present,
 * {@code SchemeRegistry.defaults()} finds them through {@link java.util.ServiceLoader}, and
 * {@code Uri.normalize()} applies their rules; without it these schemes are unknown to urikit and
 * parsed generically. The module uses only the exported API of {@code org.urikit}.
 */
module org.urikit.schemes.legacy {
    requires transitive org.urikit;

    exports org.urikit.scheme.legacy;

    provides org.urikit.scheme.SchemeHandler with
            org.urikit.scheme.legacy.LegacySchemes.Gopher,
            org.urikit.scheme.legacy.LegacySchemes.News,
            org.urikit.scheme.legacy.LegacySchemes.Nntp,
            org.urikit.scheme.legacy.LegacySchemes.Telnet,
            org.urikit.scheme.legacy.LegacySchemes.Wais,
            org.urikit.scheme.legacy.LegacySchemes.Prospero,
            org.urikit.scheme.legacy.LegacySchemes.Rlogin,
            org.urikit.scheme.legacy.LegacySchemes.Tn3270,
            org.urikit.scheme.legacy.LegacySchemes.Mid,
            org.urikit.scheme.legacy.LegacySchemes.Cid,
            org.urikit.scheme.legacy.LegacySchemes.Afs;
}
