package org.urikit.scheme.legacy;

import java.util.List;
import org.urikit.Uri;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeStatus;
import org.urikit.scheme.SchemeView;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * The historic schemes of this module as {@link java.util.ServiceLoader} providers of
 * {@link SchemeHandler}: with this module on the class path or the module path,
 * {@link SchemeRegistry#defaults()} (and so {@link Uri#normalize()}, {@link Uri#effectivePort()}
 * and the CLI) knows them; without it they are schemes without a handler, parsed generically
 * (RFC 3986 §3.1, RFC 1738 §4).
 *
 * <pre>{@code
 * SchemeRegistry.defaults().defaultPort("gopher");                   // 70
 * Uri.parse("gopher://h:70/1").normalize();                          // gopher://h/1
 * GopherUrl.parse("gopher://h/0sel").plan().revealedLines();         // ["sel\r\n"]
 * LegacySchemes.handlers().size();                                   // 11
 * }</pre>
 *
 * <p>The schemes, with their default ports: gopher (70, RFC 1738 §3.4), news (none, §3.6), nntp
 * (119, §3.7), telnet (23, §3.8), rlogin and tn3270 (none: the 1993 and 1994 URL drafts),
 * wais (210, §3.9), prospero (1525, §3.11), mid and cid (none, RFC 2392) and afs (none, historic).
 *
 * <p>Each nested class is one provider, named in {@code module-info.java} ({@code provides}) and
 * in {@code META-INF/services/org.urikit.scheme.SchemeHandler}: a service provider is a class
 * with a public constructor, and several of the schemes share one handler class (telnet, rlogin
 * and tn3270; mid and cid), so each provider hands every call to its scheme's handler. They exist
 * for the service loader; code looks the handlers up in a {@link SchemeRegistry}.
 */
public final class LegacySchemes {
    private LegacySchemes() {
    }

    /** The handlers of this module, one per scheme, in the order of RFC 1738 §3 and then the drafts. */
    public static List<SchemeHandler> handlers() {
        return List.of(GopherSchemeHandler.INSTANCE, NewsSchemeHandler.INSTANCE, NntpSchemeHandler.INSTANCE,
                TelnetSchemeHandler.TELNET, WaisSchemeHandler.INSTANCE, ProsperoSchemeHandler.INSTANCE,
                TelnetSchemeHandler.RLOGIN, TelnetSchemeHandler.TN3270, MidCidSchemeHandler.MID, MidCidSchemeHandler.CID,
                AfsSchemeHandler.INSTANCE);
    }

    /** A provider: every method is its scheme's handler's. */
    abstract static class Provider implements SchemeHandler {
        private final SchemeHandler handler;

        Provider(SchemeHandler handler) {
            this.handler = handler;
        }

        @Override
        public final String scheme() {
            return handler.scheme();
        }

        @Override
        public final int defaultPort() {
            return handler.defaultPort();
        }

        @Override
        public final SchemeStatus status() {
            return handler.status();
        }

        @Override
        public final Uri normalize(Uri uri) {
            return handler.normalize(uri);
        }

        @Override
        public final List<Violation> validate(Uri uri, ValidationPolicy policy) {
            return handler.validate(uri, policy);
        }

        @Override
        public final SchemeView view(Uri uri) {
            return handler.view(uri);
        }

        @Override
        public final PlanResult plan(Uri uri, ValidationPolicy policy) {
            return handler.plan(uri, policy);
        }

        @Override
        public final String toString() {
            return handler.toString();
        }
    }

    /** gopher (RFC 1738 §3.4): {@code SchemeRegistry.defaults().handler("gopher")}. */
    public static final class Gopher extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Gopher() {
            super(GopherSchemeHandler.INSTANCE);
        }
    }

    /** news (RFC 1738 §3.6): {@code SchemeRegistry.defaults().handler("news")}. */
    public static final class News extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public News() {
            super(NewsSchemeHandler.INSTANCE);
        }
    }

    /** nntp (RFC 1738 §3.7): {@code SchemeRegistry.defaults().handler("nntp")}. */
    public static final class Nntp extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Nntp() {
            super(NntpSchemeHandler.INSTANCE);
        }
    }

    /** telnet (RFC 1738 §3.8): {@code SchemeRegistry.defaults().handler("telnet")}. */
    public static final class Telnet extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Telnet() {
            super(TelnetSchemeHandler.TELNET);
        }
    }

    /** wais (RFC 1738 §3.9): {@code SchemeRegistry.defaults().handler("wais")}. */
    public static final class Wais extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Wais() {
            super(WaisSchemeHandler.INSTANCE);
        }
    }

    /** prospero (RFC 1738 §3.11): {@code SchemeRegistry.defaults().handler("prospero")}. */
    public static final class Prospero extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Prospero() {
            super(ProsperoSchemeHandler.INSTANCE);
        }
    }

    /** rlogin, with the telnet login syntax (the 1993 and 1994 URL drafts): {@code SchemeRegistry.defaults().handler("rlogin")}. */
    public static final class Rlogin extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Rlogin() {
            super(TelnetSchemeHandler.RLOGIN);
        }
    }

    /** tn3270, reserved by RFC 1738 §4, with the telnet login syntax: {@code SchemeRegistry.defaults().handler("tn3270")}. */
    public static final class Tn3270 extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Tn3270() {
            super(TelnetSchemeHandler.TN3270);
        }
    }

    /** mid (RFC 2392; the 1994 draft): {@code SchemeRegistry.defaults().handler("mid")}. */
    public static final class Mid extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Mid() {
            super(MidCidSchemeHandler.MID);
        }
    }

    /** cid (RFC 2392; the 1994 draft): {@code SchemeRegistry.defaults().handler("cid")}. */
    public static final class Cid extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Cid() {
            super(MidCidSchemeHandler.CID);
        }
    }

    /** afs, historic (the 1993 and 1994 URL drafts): {@code SchemeRegistry.defaults().handler("afs")}. */
    public static final class Afs extends Provider {
        /** For {@link java.util.ServiceLoader}. */
        public Afs() {
            super(AfsSchemeHandler.INSTANCE);
        }
    }
}
