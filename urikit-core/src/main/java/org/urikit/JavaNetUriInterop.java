package org.urikit;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;

/**
 * {@link Uri#toJavaNetUri()}: hands a reference to {@link java.net.URI} only when that class reads
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
final class JavaNetUriInterop {
    private JavaNetUriInterop() {
    }

    static URI toJavaNetUri(Uri u) {
        String text = u.toString();
        if (u.hostKind() == HostKind.IPVFUTURE) {
            throw cannot(text, "java.net.URI has no IPvFuture literals (it implements RFC 2732 IPv6 literals only)");
        }
        URI j;
        try {
            j = new URI(text);
        } catch (URISyntaxException e) {
            throw cannot(text, rejectionReason(u) + " (java.net.URI says: " + e.getMessage() + ")");
        }
        if (!Objects.equals(u.scheme(), j.getScheme())) {
            throw differs(text, "scheme", u.scheme(), j.getScheme());
        }
        if (u.isOpaque()) {
            String ssp = text.substring(u.scheme().length() + 1, u.hasFragment() ? text.length() - u.fragment().length() - 1
                    : text.length());
            if (!j.isOpaque() || !ssp.equals(j.getRawSchemeSpecificPart())) {
                throw differs(text, "scheme-specific part", ssp, j.getRawSchemeSpecificPart());
            }
        } else {
            authority(u, j, text);
            if (!u.path().equals(j.getRawPath())) {
                throw differs(text, "path", u.path(), j.getRawPath());
            }
            if (!Objects.equals(u.query(), j.getRawQuery())) {
                throw differs(text, "query", u.query(), j.getRawQuery());
            }
        }
        if (!Objects.equals(u.fragment(), j.getRawFragment())) {
            throw differs(text, "fragment", u.fragment(), j.getRawFragment());
        }
        return j;
    }

    private static void authority(Uri u, URI j, String text) {
        String authority = u.authority();
        if (authority == null || (authority.isEmpty() && j.getRawAuthority() == null)) {
            if (j.getRawAuthority() != null) {
                throw differs(text, "authority", authority, j.getRawAuthority());
            }
            return;         // none, or the accepted empty authority (file:///x)
        }
        if (j.getHost() == null) {
            String why = u.host().isEmpty() ? "the host is empty"
                    : u.hasPort() && !u.port().isEmpty() && !fitsInt(u.port())
                            ? "the port " + u.port() + " does not fit an int"
                            : "'" + u.host() + "' is not an RFC 2396 host name or IPv4 address";
            throw cannot(text, "java.net.URI reads the authority '" + authority
                    + "' as registry-based (getHost() is null, getPort() is -1) because " + why);
        }
        if (!authority.equals(j.getRawAuthority())) {
            throw differs(text, "authority", authority, j.getRawAuthority());
        }
        if (!Objects.equals(u.userInfo(), j.getRawUserInfo())) {
            throw differs(text, "userinfo", u.userInfo(), j.getRawUserInfo());
        }
        if (!u.host().equals(j.getHost())) {
            throw differs(text, "host", u.host(), j.getHost());
        }
        String port = u.port();
        int expected = port == null || port.isEmpty() || !fitsInt(port) ? -1 : Integer.parseInt(port);
        if (expected != j.getPort()) {
            throw differs(text, "port", port, String.valueOf(j.getPort()));
        }
        if (u.hostKind() == HostKind.IPV6 && u.host().indexOf('%') >= 0) {
            String zone = u.host().substring(u.host().indexOf('%') + 3, u.host().length() - 1);
            throw cannot(text, "java.net.URI reads an IPv6 zone after '%' literally (RFC 4007 scope), so '"
                    + u.host() + "' would name zone '25" + zone + "' instead of RFC 6874's '" + zone + "'");
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
    private static String rejectionReason(Uri u) {
        if (u.isAbsolute() && u.path().isEmpty() && !u.hasAuthority() && !u.hasQuery()) {
            return "java.net.URI requires a scheme-specific part after '" + u.scheme() + ":' (RFC 2396 §3)";
        }
        if (u.hasAuthority() && u.authority().isEmpty() && u.path().isEmpty() && !u.hasQuery() && !u.hasFragment()) {
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
