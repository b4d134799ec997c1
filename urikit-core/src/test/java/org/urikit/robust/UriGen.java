package org.urikit.robust;

import java.util.Random;

/**
 * Random URI references from the RFC 3986 ABNF (§3, §4.1, Appendix A, with RFC 6874 zone
 * identifiers), and near-valid ones: a valid reference with one character replaced, inserted or
 * deleted. Plain {@link Random} so that the same seed gives the same corpus in the differential
 * test and the jqwik properties ({@code Arbitraries.randomValue}) alike.
 *
 * <p>Every production of Appendix A is reachable, each with its ABNF quoted where it is built.
 * Lengths are kept small (a few dozen characters): the adversarial test covers long inputs.
 */
final class UriGen {
    /** A generated valid reference and the components it was built from (null = absent). */
    record Ref(String text, String scheme, String userInfo, String host, String port, String path, String query,
            String fragment) {
        String authority() {
            return host == null ? null : (userInfo == null ? "" : userInfo + "@") + host + (port == null ? "" : ":" + port);
        }
    }

    private static final String ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final String DIGIT = "0123456789";
    private static final String HEXDIG = "0123456789ABCDEFabcdef";
    private static final String UNRESERVED = ALPHA + DIGIT + "-._~";
    private static final String SUB_DELIMS = "!$&'()*+,;=";

    /** Characters a one-character mutation inserts: delimiters, '%', brackets, controls, non-ASCII, surrogates. */
    private static final String MUTATIONS = ":/?#[]@%!$&'()*+,;=-._~ \"<>\\^`{|}\t\n\r\u0000\u007f\u0080\u00a0\u00e9"
            + "\u0130\u2028\ufeff\uffff\ud800\udc00" + "aZ09vV";

    private final Random r;

    UriGen(Random r) {
        this.r = r;
    }

    // ---- references -----------------------------------------------------------------------

    /** URI-reference = URI / relative-ref   (§4.1) */
    Ref reference() {
        return r.nextInt(3) == 0 ? relativeRef() : uri();
    }

    /** URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]   (§3) */
    Ref uri() {
        String scheme = scheme();
        return withPart(scheme, r.nextInt(4));
    }

    /** relative-ref = relative-part [ "?" query ] [ "#" fragment ]   (§4.2) */
    Ref relativeRef() {
        return withPart(null, r.nextInt(4));
    }

    /**
     * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty;
     * relative-part the same with path-noscheme for path-rootless.
     */
    private Ref withPart(String scheme, int kind) {
        String userInfo = null;
        String host = null;
        String port = null;
        String path;
        switch (kind) {
            case 0 -> {
                if (r.nextInt(3) == 0) {
                    userInfo = userInfo();
                }
                host = host();
                if (r.nextInt(3) == 0) {
                    port = port();
                }
                path = pathAbempty();
            }
            case 1 -> path = pathAbsolute();
            case 2 -> path = scheme == null ? pathNoscheme() : pathRootless();
            default -> path = "";
        }
        String query = r.nextInt(3) == 0 ? queryOrFragment() : null;
        String fragment = r.nextInt(3) == 0 ? queryOrFragment() : null;
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(userInfo).append('@');
            }
            sb.append(host);
            if (port != null) {
                sb.append(':').append(port);
            }
        }
        sb.append(path);
        if (query != null) {
            sb.append('?').append(query);
        }
        if (fragment != null) {
            sb.append('#').append(fragment);
        }
        return new Ref(sb.toString(), scheme, userInfo, host, port, path, query, fragment);
    }

    // ---- components -----------------------------------------------------------------------

    /** scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )   (§3.1) */
    String scheme() {
        String[] common = {"http", "https", "ftp", "file", "mailto", "urn", "foo", "HTTP", "svn+ssh", "a.b-c"};
        if (r.nextInt(2) == 0) {
            return common[r.nextInt(common.length)];
        }
        return pick(ALPHA) + chars(ALPHA + DIGIT + "+-.", r.nextInt(6));
    }

    /** userinfo = *( unreserved / pct-encoded / sub-delims / ":" )   (§3.2.1) */
    String userInfo() {
        return pieces(UNRESERVED + SUB_DELIMS + ":", 8);
    }

    /** host = IP-literal / IPv4address / reg-name   (§3.2.2) */
    String host() {
        return switch (r.nextInt(8)) {
            case 0 -> "[" + ipv6() + "]";
            case 1 -> "[" + ipv6() + "%25" + pieces(UNRESERVED, 5, 1) + "]";     // RFC 6874 IPv6addrz
            case 2 -> "[" + ipvFuture() + "]";
            case 3 -> ipv4();
            case 4 -> decOctetLike();
            default -> regName();
        };
    }

    /** reg-name = *( unreserved / pct-encoded / sub-delims ) */
    String regName() {
        String[] common = {"example.com", "localhost", "a", "", "www.example.org", "xn--bcher-kva.example"};
        return r.nextInt(3) == 0 ? common[r.nextInt(common.length)] : pieces(UNRESERVED + SUB_DELIMS, 12);
    }

    /** IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet */
    String ipv4() {
        return decOctet() + "." + decOctet() + "." + decOctet() + "." + decOctet();
    }

    /** A reg-name that looks like an address but is not a dotted quad (999.1.1.1, 01.2.3.4, 1.2.3). */
    private String decOctetLike() {
        String[] forms = {"999.1.1.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", "256.0.0.0", "0x7f.1", "1.2.3.4."};
        return forms[r.nextInt(forms.length)];
    }

    /** dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35 */
    private String decOctet() {
        return Integer.toString(r.nextInt(4) == 0 ? r.nextInt(10) : r.nextInt(256));
    }

    /** IPv6address: one of the nine forms of §3.2.2, h16 = 1*4HEXDIG, ls32 = ( h16 ":" h16 ) / IPv4address */
    String ipv6() {
        int form = r.nextInt(9);
        if (form == 0) {
            return repeat(6) + ls32();                           // 6( h16 ":" ) ls32
        }
        // [ *(form-2)( h16 ":" ) h16 ] "::" then the right part of that form
        int rightGroups = 6 - form;                               // ( h16 ":" ) count after "::" for forms 2..5
        String left = "";
        if (form >= 2) {
            int maxLeft = form - 2;                                 // *n( h16 ":" ) h16 with n = form - 2
            left = r.nextInt(3) == 0 ? "" : repeat(r.nextInt(maxLeft + 1)) + h16();
        }
        String right;
        if (form <= 5) {
            right = repeat(form == 1 ? 5 : rightGroups) + ls32();
        } else if (form == 6) {
            right = ls32();                                         // [ *4( h16 ":" ) h16 ] "::" ls32
        } else if (form == 7) {
            right = h16();                                          // [ *5( h16 ":" ) h16 ] "::" h16
        } else {
            right = "";                                             // [ *6( h16 ":" ) h16 ] "::"
        }
        return left + "::" + right;
    }

    private String repeat(int n) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            sb.append(h16()).append(':');
        }
        return sb.toString();
    }

    private String h16() {
        return chars(HEXDIG, 1 + r.nextInt(4));
    }

    private String ls32() {
        return r.nextInt(3) == 0 ? ipv4() : h16() + ":" + h16();
    }

    /** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) */
    String ipvFuture() {
        return (r.nextBoolean() ? "v" : "V") + chars(HEXDIG, 1 + r.nextInt(3)) + "."
                + chars(UNRESERVED + SUB_DELIMS + ":", 1 + r.nextInt(6));
    }

    /** port = *DIGIT */
    String port() {
        return chars(DIGIT, r.nextInt(7));
    }

    /** path-abempty = *( "/" segment ) */
    String pathAbempty() {
        StringBuilder sb = new StringBuilder();
        int n = r.nextInt(4);
        for (int k = 0; k < n; k++) {
            sb.append('/').append(segment());
        }
        return sb.toString();
    }

    /** path-absolute = "/" [ segment-nz *( "/" segment ) ] */
    String pathAbsolute() {
        return "/" + (r.nextInt(4) == 0 ? "" : segmentNz() + pathAbempty());
    }

    /** path-rootless = segment-nz *( "/" segment ) */
    String pathRootless() {
        return segmentNz() + pathAbempty();
    }

    /** path-noscheme = segment-nz-nc *( "/" segment ) */
    String pathNoscheme() {
        String[] dots = {".", "..", "./a:b", "../..", "g"};
        String first = r.nextInt(4) == 0 ? dots[r.nextInt(dots.length)] : pieces(UNRESERVED + SUB_DELIMS + "@", 6, 1);
        return first + pathAbempty();
    }

    /** segment = *pchar */
    private String segment() {
        String[] dots = {".", "..", ""};
        return r.nextInt(5) == 0 ? dots[r.nextInt(dots.length)] : pieces(UNRESERVED + SUB_DELIMS + ":@", 6);
    }

    /** segment-nz = 1*pchar */
    private String segmentNz() {
        return pieces(UNRESERVED + SUB_DELIMS + ":@", 6, 1);
    }

    /** query = fragment = *( pchar / "/" / "?" )   (§3.4, §3.5) */
    String queryOrFragment() {
        return pieces(UNRESERVED + SUB_DELIMS + ":@/?", 10);
    }

    // ---- near-valid -----------------------------------------------------------------------

    /** {@code s} with one character replaced, inserted or deleted, at a random place. */
    String mutate(String s) {
        int op = s.isEmpty() ? 1 : r.nextInt(3);
        int at = r.nextInt(s.length() + (op == 1 ? 1 : 0));
        String c = String.valueOf(pick(MUTATIONS));
        return switch (op) {
            case 0 -> s.substring(0, at) + c + s.substring(at + 1);
            case 1 -> s.substring(0, at) + c + s.substring(at);
            default -> s.substring(0, at) + s.substring(at + 1);
        };
    }

    // ---- helpers --------------------------------------------------------------------------

    /** 0..max pieces, each a character of {@code chars} or (one time in six) a pct-encoded triplet. */
    private String pieces(String chars, int max) {
        return pieces(chars, max, 0);
    }

    private String pieces(String chars, int max, int min) {
        int n = min + r.nextInt(max - min + 1);
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            if (r.nextInt(6) == 0) {
                sb.append('%').append(pick(HEXDIG)).append(pick(HEXDIG));   // pct-encoded = "%" HEXDIG HEXDIG
            } else {
                sb.append(pick(chars));
            }
        }
        return sb.toString();
    }

    private String chars(String from, int n) {
        StringBuilder sb = new StringBuilder(n);
        for (int k = 0; k < n; k++) {
            sb.append(pick(from));
        }
        return sb.toString();
    }

    private char pick(String from) {
        return from.charAt(r.nextInt(from.length()));
    }
}
