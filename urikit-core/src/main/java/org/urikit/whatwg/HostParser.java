package org.urikit.whatwg;

import org.urikit.encoding.PercentCodec;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.net.Ascii;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;

/**
 * The URL Standard's "host parser" (section "Host parsing"), with the domain parser of section
 * "IDNA" and the opaque-host parser: a host string in, its serialization and {@link HostType}
 * out ({@link UrlInput#hostType}), or null after a fatal validation error.
 *
 * <pre>
 *   EXAMPLE.com     (special)      -> example.com       DOMAIN
 *   exam%70le.org   (special)      -> example.org       DOMAIN, domain-percent-encoded
 *   0x7f.1          (special)      -> 127.0.0.1         IPV4, IPv4-too-few-parts, IPv4-non-decimal-part
 *   [0:0::1]        (any)          -> [::1]             IPV6
 *   EXAMPLE%2Ecom   (non-special)  -> EXAMPLE%2Ecom     OPAQUE
 *   exa mple.org    (special)      -> failure           domain-to-ASCII
 * </pre>
 *
 * <p>A domain that is all ASCII after percent-decoding is lower-cased here (the standard's
 * domain parser returns it lower-cased whatever Unicode ToASCII says of it, for web
 * compatibility); a non-ASCII domain goes through UTS #46 ({@link Idna#domainToAscii}).
 */
final class HostParser {
    private HostParser() {
    }

    /** Forbidden host code points (URL Standard, "Host miscellaneous"), as bits of code points 0–127. */
    private static final long FORBIDDEN_HOST_LO = mask("\u0000\t\n\r #/:<>?");
    private static final long FORBIDDEN_HOST_HI = mask("@[\\]^|");
    /** Forbidden domain code points: forbidden host code points, C0 controls, '%' and DEL. */
    private static final long FORBIDDEN_DOMAIN_LO = FORBIDDEN_HOST_LO | 0xFFFFFFFFL | 1L << '%';
    private static final long FORBIDDEN_DOMAIN_HI = FORBIDDEN_HOST_HI | 1L << (0x7F - 64);

    private static long mask(String chars) {
        long m = 0;
        for (char c : chars.toCharArray()) {
            m |= 1L << (c & 63);
        }
        return m;
    }

    static boolean isForbiddenHost(char c) {
        return c < 64 ? (FORBIDDEN_HOST_LO >>> c & 1) != 0 : c < 128 && (FORBIDDEN_HOST_HI >>> (c - 64) & 1) != 0;
    }

    static boolean isForbiddenDomain(char c) {
        return c < 64 ? (FORBIDDEN_DOMAIN_LO >>> c & 1) != 0 : c < 128 && (FORBIDDEN_DOMAIN_HI >>> (c - 64) & 1) != 0;
    }

    /**
     * "host parser" of {@code s[from, to)} (a slice of the parser's input, so that error indices
     * are input indices): the serialized host, with {@link UrlInput#hostType} set, or null.
     */
    static String parse(UrlInput p, String s, int from, int to, boolean isOpaque) {
        if (from < to && s.charAt(from) == '[') {
            if (s.charAt(to - 1) != ']' || to - from < 2) {
                p.fatal(WebUrlError.IPV6_UNCLOSED, to);
                return null;
            }
            long[] address = new long[2];
            if (!Ipv6Addresses.parse(s, from + 1, to - 1, p.hostErrors(), address)) {
                return null;
            }
            p.hostType = HostType.IPV6;
            // The "IPv6 serializer": RFC 5952 text, an IPv4-mapped address in hex too, in brackets.
            StringBuilder out = new StringBuilder(41).append('[');
            Ipv6Addresses.appendTo(out, address[0], address[1], false);
            return out.append(']').toString();
        }
        if (isOpaque) {
            return opaqueHost(p, s, from, to);
        }
        // Percent-decode, then UTF-8 decode without BOM (malformed bytes become U+FFFD).
        String domain;
        boolean mappable; // whether domain[i] is the input character s[from + i]
        if (s.indexOf('%', from) >= 0 && s.indexOf('%', from) < to) {
            for (int i = from; i + 2 < to; i++) {
                if (s.charAt(i) == '%' && Ascii.isHexDigit(s.charAt(i + 1)) && Ascii.isHexDigit(s.charAt(i + 2))) {
                    p.error(WebUrlError.DOMAIN_PERCENT_ENCODED, i);
                    break;
                }
            }
            domain = PercentCodec.decodeLenient(s.substring(from, to));
            mappable = false;
        } else {
            domain = s.substring(from, to);
            mappable = true;
        }
        String asciiDomain = domainParser(p, domain, from, mappable);
        if (asciiDomain == null) {
            return null;
        }
        if (Ipv4Addresses.endsInANumber(asciiDomain, 0, asciiDomain.length())) {
            if (!Ascii.isAscii(domain)) {
                p.error(WebUrlError.IPV4_NON_ASCII_INPUT, from);
            }
            long address = Ipv4Addresses.parse(asciiDomain, from, p.hostErrors());
            if (address < 0) {
                return null;
            }
            p.hostType = HostType.IPV4;
            return Ipv4Addresses.format((int) address);
        }
        p.hostType = HostType.DOMAIN;
        return asciiDomain;
    }

    /**
     * The standard's "domain parser" with {@code beStrict} false ({@link Idna#domainToAscii}, the
     * home of UTS #46 and of the parser's ASCII shortcut): the strict run only for its
     * validation error, then the relaxed result; a failure (IDNA errors, an empty result, a
     * forbidden domain code point) follows that validation error, which the strict run, whose
     * checks include the relaxed ones, has recorded.
     */
    private static String domainParser(UrlInput p, String domain, int from, boolean mappable) {
        IdnaResult r = Idna.domainToAscii(domain, false);
        int failedAt = r.isValid() ? -1 : position(r, domain, from, mappable);
        if (p.collecting()) {
            IdnaResult strict = Idna.domainToAscii(domain, true);
            if (!strict.isValid()) {
                p.error(WebUrlError.DOMAIN_TO_ASCII, failedAt >= 0 ? failedAt : position(strict, domain, from, mappable));
            }
        }
        if (failedAt >= 0) {
            p.failAfterReported(WebUrlError.DOMAIN_TO_ASCII, failedAt);
            return null;
        }
        return r.value();
    }

    /** The input index of the first IDNA error: inside the host when the domain is the host text itself, else its start. */
    private static int position(IdnaResult r, String domain, int from, boolean mappable) {
        int at = r.errors().get(0).index();
        return mappable && at >= 0 && at < domain.length() ? from + at : from;
    }

    /**
     * "opaque-host parser" of {@code s[from, to)}: fails on a forbidden host code point, reports
     * other non-URL units, and UTF-8 percent-encodes with the C0 control percent-encode set.
     */
    static String opaqueHost(UrlInput p, String s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (isForbiddenHost(s.charAt(i))) {
                p.fatal(WebUrlError.HOST_INVALID_CODE_POINT, i);
                return null;
            }
        }
        if (p.collecting()) {
            for (int i = from; i < to; i++) {
                int cp = s.codePointAt(i);
                if (cp != '%' && !Chars.isUrlCodePoint(cp)) {
                    p.error(WebUrlError.INVALID_URL_UNIT, i);
                    break;
                }
                if (cp > 0xFFFF) {
                    i++;
                }
            }
            for (int i = from; i < to; i++) {
                if (s.charAt(i) == '%' && (i + 2 >= to || !Ascii.isHexDigit(s.charAt(i + 1)) || !Ascii.isHexDigit(s.charAt(i + 2)))) {
                    p.error(WebUrlError.INVALID_URL_UNIT, i);
                    break;
                }
            }
        }
        p.hostType = from == to ? HostType.EMPTY : HostType.OPAQUE;
        Href out = new Href(to - from + 16);
        Encoding.appendEncoded(out, s, from, to, Encoding.C0_LO, Encoding.C0_HI);
        return out.toString();
    }
}
