package org.urikit.scheme;

import java.util.OptionalInt;

/**
 * The one place where the built-in handlers are registered: {@link SchemeRegistry#defaults()}
 * is {@link #register(SchemeRegistry)} applied to the empty registry. Adding a scheme is one
 * line here (and the handler's own files). Package-private.
 */
final class BuiltinSchemes {
    private BuiltinSchemes() {
    }

    static SchemeRegistry register(SchemeRegistry r) {
        return r
                // RFC 1738 §3.3 (http); RFC 2818 / RFC 9110 for https (RFC 9110 §4.2.2).
                .with(HttpSchemeHandler.HTTP)
                .with(HttpSchemeHandler.HTTPS)
                // RFC 6455, beyond RFC 1738: default ports and the http-like empty path only.
                .with(new StandardSchemeHandler("ws", OptionalInt.of(80), true))
                .with(new StandardSchemeHandler("wss", OptionalInt.of(443), true))
                // RFC 1738 §3.2.
                .with(FtpSchemeHandler.INSTANCE)
                // RFC 1738 §3.4, §3.7, §3.8, §3.9, §3.11.
                .with(GopherSchemeHandler.INSTANCE)
                .with(NntpSchemeHandler.INSTANCE)
                .with(TelnetSchemeHandler.TELNET)
                .with(WaisSchemeHandler.INSTANCE)
                .with(ProsperoSchemeHandler.INSTANCE)
                // RFC 6068; RFC 1738 §3.5, §3.6.
                .with(MailtoSchemeHandler.INSTANCE)
                .with(NewsSchemeHandler.INSTANCE)
                // rlogin and tn3270 with the telnet login syntax (the 1993 and 1994 URL drafts), no default port.
                .with(TelnetSchemeHandler.RLOGIN)
                .with(TelnetSchemeHandler.TN3270)
                // The 1994 draft's mid and cid (RFC 2392); afs, historic (the 1993 draft); urn
                // (RFC 8141; RFC 1738 §4 reserves the name); the experimental x- family (RFC 1738 §4).
                .with(MidCidSchemeHandler.MID)
                .with(MidCidSchemeHandler.CID)
                .with(AfsSchemeHandler.INSTANCE)
                .with(UrnSchemeHandler.INSTANCE)
                .withPrefix(ExperimentalSchemeHandler.PREFIX, ExperimentalSchemeHandler.INSTANCE)
                // RFC 1738 §3.10, RFC 8089.
                .with(FileSchemeHandler.INSTANCE);
    }
}
