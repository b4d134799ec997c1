package org.urikit.internal;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;

/**
 * A URI reference as a {@link java.net.URI}: hands it to {@link java.net.URI} only when that class reads
 * the same text with the same components, and otherwise says why it cannot.
 *
 * <p>{@code java.net.URI} implements RFC 2396 with RFC 2732 IPv6 literals and a few extensions.
 * {@code toJavaNetUri()} builds {@code new java.net.URI(toString())} and compares its raw
 * components ({@code getScheme}, {@code getRawUserInfo}, {@code getHost}, {@code getPort},
 * {@code getRawPath}, {@code getRawQuery}, {@code getRawSchemeSpecificPart},
 * {@code getRawFragment}) with this reference's. Found by experiment on JDK 17, these valid
 * RFC 3986 references cannot be represented, and throw {@link IllegalArgumentException}:
 * <ul>
 * <li><b>IPvFuture</b> literals ({@code http://[v1.x]/}): rejected ("Malformed IPv6 address").</li>
 * <li><b>An empty scheme-specific part</b> ({@code about:}, {@code s:#f}): rejected; RFC 2396
 *   requires at least one character after the scheme.</li>
 * <li><b>An empty authority with nothing after it</b> ({@code http://}, {@code //}): rejected
 *   ("Expected authority").</li>
 * <li><b>A registry-based authority</b>: {@code java.net.URI} falls back to reading the
 *   authority as a registry name, with {@code getHost()} null and {@code getPort()} -1, when the
 *   host is not an RFC 2396 host name or IPv4 address. Valid RFC 3986 reg-names where this
 *   happens include {@code a_b}, {@code a%20b}, {@code a~b}, sub-delimiters ({@code a!b},
 *   {@code a+b}), labels starting or ending in {@code '-'} ({@code -a}), an empty label
 *   ({@code a..b}), a last label starting with a digit ({@code a.1}, {@code 127.1},
 *   {@code 999.999.999.999}, {@code 0x7f.1}); also an empty host with a userinfo or port
 *   ({@code http://:80/}, {@code http://u@/}) and a port above 2147483647.</li>
 * <li><b>IPv6 zones</b> ({@code http://[fe80::1%25eth0]/}): {@code java.net.URI} accepts the text
 *   but takes what follows {@code '%'} literally as an RFC 4007 scope, so the zone would be
 *   {@code 25eth0} (and {@code InetAddress} reports "no such interface 25eth0"), not RFC 6874's
 *   {@code eth0}.</li>
 * </ul>
 * One difference is accepted: an <b>empty authority</b> followed by a path, query or fragment
 * ({@code file:///etc}, {@code http://?q}) is reported by {@code java.net.URI} as no authority
 * ({@code getRawAuthority()} null) while its text keeps the {@code //}. Refusing it would refuse
 * every {@code file:///} URI; note that {@code java.net.URI.resolve} and {@code normalize} drop
 * such an empty authority.
 */
public final class JavaNetUriInterop {
    private JavaNetUriInterop() {
    }

    /**
     * {@code new java.net.URI(text)} when it reads the same components.
     *
     * @throws IllegalArgumentException naming why {@code java.net.URI} cannot represent {@code u}
     */
    public static <U> URI toJavaNetUri(UriAccess<U> a, U u) {
        String text = a.text(u);
        if (a.hostKind(u) == UriFactory.IPVFUTURE) {
            throw cannot(text, "java.net.URI has no IPvFuture literals (it implements RFC 2732 IPv6 literals only)");
        }
        URI j;
        try {
            j = new URI(text);
        } catch (URISyntaxException e) {
            throw cannot(text, rejectionReason(a, u) + " (java.net.URI says: " + e.getMessage() + ")");
        }
        String scheme = a.scheme(u);
        if (!Objects.equals(scheme, j.getScheme())) {
            throw differs(text, "scheme", scheme, j.getScheme());
        }
        if (a.isOpaque(u)) {
            int fragmentStart = a.fragmentStart(u);
            String ssp = text.substring(scheme.length() + 1, fragmentStart >= 0 ? fragmentStart : text.length());
            if (!j.isOpaque() || !ssp.equals(j.getRawSchemeSpecificPart())) {
                throw differs(text, "scheme-specific part", ssp, j.getRawSchemeSpecificPart());
            }
        } else {
            authority(a, u, j, text);
            if (!a.path(u).equals(j.getRawPath())) {
                throw differs(text, "path", a.path(u), j.getRawPath());
            }
            if (!Objects.equals(a.query(u), j.getRawQuery())) {
                throw differs(text, "query", a.query(u), j.getRawQuery());
            }
        }
        if (!Objects.equals(a.fragment(u), j.getRawFragment())) {
            throw differs(text, "fragment", a.fragment(u), j.getRawFragment());
        }
        return j;
    }

    private static <U> void authority(UriAccess<U> a, U u, URI j, String text) {
        String authority = a.authority(u);
        if (authority == null || (authority.isEmpty() && j.getRawAuthority() == null)) {
            if (j.getRawAuthority() != null) {
                throw differs(text, "authority", authority, j.getRawAuthority());
            }
            return;         // none, or the accepted empty authority (file:///x)
        }
        String host = a.host(u);
        String port = a.port(u);
        if (j.getHost() == null) {
            String why = host.isEmpty() ? "the host is empty"
                    : port != null && !port.isEmpty() && !fitsInt(port)
                            ? "the port " + port + " does not fit an int"
                            : "'" + host + "' is not an RFC 2396 host name or IPv4 address";
            throw cannot(text, "java.net.URI reads the authority '" + authority
                    + "' as registry-based (getHost() is null, getPort() is -1) because " + why);
        }
        if (!authority.equals(j.getRawAuthority())) {
            throw differs(text, "authority", authority, j.getRawAuthority());
        }
        if (!Objects.equals(a.userInfo(u), j.getRawUserInfo())) {
            throw differs(text, "userinfo", a.userInfo(u), j.getRawUserInfo());
        }
        if (!host.equals(j.getHost())) {
            throw differs(text, "host", host, j.getHost());
        }
        int expected = port == null || port.isEmpty() || !fitsInt(port) ? -1 : Integer.parseInt(port);
        if (expected != j.getPort()) {
            throw differs(text, "port", port, String.valueOf(j.getPort()));
        }
        if (a.hostKind(u) == UriFactory.IPV6 && host.indexOf('%') >= 0) {
            String zone = host.substring(host.indexOf('%') + 3, host.length() - 1);
            throw cannot(text, "java.net.URI reads an IPv6 zone after '%' literally (RFC 4007 scope), so '"
                    + host + "' would name zone '25" + zone + "' instead of RFC 6874's '" + zone + "'");
        }
    }

    /** Whether java.net.URI's Integer.parseInt takes the port digits. */
    private static boolean fitsInt(String digits) {
        try {
            Integer.parseInt(digits);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Why java.net.URI's RFC 2396 grammar rejects a valid RFC 3986 reference, for the known cases. */
    private static <U> String rejectionReason(UriAccess<U> a, U u) {
        boolean noQuery = a.queryStart(u) < 0;
        if (a.schemeEnd(u) >= 0 && a.path(u).isEmpty() && a.hostStart(u) < 0 && noQuery) {
            return "java.net.URI requires a scheme-specific part after '" + a.scheme(u) + ":' (RFC 2396 §3)";
        }
        if (a.hostStart(u) >= 0 && a.authority(u).isEmpty() && a.path(u).isEmpty() && noQuery && a.fragmentStart(u) < 0) {
            return "java.net.URI requires a non-empty authority after '//' when nothing follows it";
        }
        return "java.net.URI rejects it";
    }

    private static IllegalArgumentException cannot(String text, String why) {
        return new IllegalArgumentException("java.net.URI cannot represent " + text + ": " + why);
    }

    private static IllegalArgumentException differs(String text, String component, String ours, String theirs) {
        return cannot(text, "java.net.URI reads the " + component + " as " + quote(theirs) + " instead of " + quote(ours));
    }

    private static String quote(String s) {
        return s == null ? "absent" : "'" + s + "'";
    }
}
