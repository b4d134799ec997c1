package org.urikit.security;

import java.util.ArrayList;
import java.util.List;
import org.urikit.AddressClass;
import org.urikit.Host;
import org.urikit.encoding.PercentCodec;
import org.urikit.net.Ascii;
import org.urikit.net.Ipv4Addresses;
import org.urikit.publicsuffix.PublicSuffixList;

/**
 * Turns the host of a URI into a {@link CanonicalHost} and records what is wrong with it: escapes
 * (RFC 3986 §3.2.2), rare IPv4 forms and the readers that disagree on them (§7.4), IPv6 addresses
 * that carry IPv4 ones, internationalized labels (UTS #39), and the destination's class (RFC 6890).
 */
final class HostAnalyzer {
    /** The longest DNS name, in characters, without a trailing dot (RFC 1034 §3.1). */
    private static final int MAX_NAME = 254;

    private HostAnalyzer() {
    }

    /**
     * The canonical host of {@code written} (the raw host of a parsed URI, whose typed form is
     * {@code info}, or null for a registered name); findings point at {@code index} (the host's start in the input, or -1).
     * {@code browserIpv4} is the address the URL Standard reads the host as, or -1 (not an
     * address, or no WHATWG reading available).
     */
    static CanonicalHost analyze(String written, Host info, int index, long browserIpv4, Findings f) {
        if (info instanceof Host.Ipv4 v4) {
            return ipv4Literal(written, v4, index, browserIpv4 >= 0, f);
        }
        if (info instanceof Host.Ipv6 v6) {
            return ipv6(written, v6, index, f);
        }
        if (info instanceof Host.IpFuture) {
            f.add(FindingCode.IPVFUTURE, index, "the host " + Findings.shorten(written) + " is an IPvFuture literal");
            return new CanonicalHost(written, Ascii.lower(written), info, null, false, List.of(), null,
                    Ascii.lower(written), -1, -1);
        }
        return name(written, index, browserIpv4, f);
    }

    private static CanonicalHost ipv4Literal(String written, Host.Ipv4 v4, int index, boolean browser, Findings f) {
        List<Ipv4Reading> readings = new ArrayList<>(3);
        if (browser) {
            readings.add(new Ipv4Reading(Ipv4Reader.URL_STANDARD, v4));
        }
        readings.add(new Ipv4Reading(Ipv4Reader.INET_ATON, v4));
        readings.add(new Ipv4Reading(Ipv4Reader.JDK, v4));
        AddressClass c = AddressClass.ofIpv4(v4.address());
        String text = v4.toString();
        if (!written.equals(text)) {                   // an IRI host that IDNA turned into an address
            f.add(FindingCode.IPV4_RARE_FORM, index, "the host '" + Findings.shorten(written) + "' is not written as an IPv4 address, but is "
                    + text + " once converted to ASCII");
        }
        classFindings(written, c, List.of(), index, f);
        return new CanonicalHost(written, text, v4, c, c.isInternal(), List.copyOf(readings), null, text, -1, -1);
    }

    private static CanonicalHost ipv6(String written, Host.Ipv6 v6, int index, Findings f) {
        AddressClass c = AddressClass.ofIpv6(v6.high(), v6.low());
        long embedded = AddressClass.embeddedIpv4(v6.high(), v6.low());
        Host.Ipv4 v4 = null;
        if (embedded >= 0) {
            v4 = new Host.Ipv4((int) embedded);
            f.add(FindingCode.IPV6_EMBEDDED_IPV4, index, "the IPv6 address " + Findings.shorten(written) + " carries the IPv4 address " + v4
                    + " (" + AddressClass.ofIpv4((int) embedded).cliName() + ")");
        }
        if (v6.zone() != null) {
            f.add(FindingCode.IPV6_ZONE, index, "the IPv6 address " + Findings.shorten(written) + " names the zone (interface) '" + v6.zone() + "'");
        }
        classFindings(written, c, List.of(), index, f);
        String text = v6.toUriString();
        return new CanonicalHost(written, text, v6, c, c.isInternal(), List.of(), v4, text, -1, -1);
    }

    private static CanonicalHost name(String written, int index, long browserIpv4, Findings f) {
        if (written.isEmpty()) {
            return new CanonicalHost(written, "", null, null, false, List.of(), null, "", -1, -1);
        }
        // One look at the text decides which of the steps below have anything to do.
        boolean percent = false;
        boolean upper = false;
        boolean nonAscii = false;
        for (int i = 0, n = written.length(); i < n; i++) {
            char ch = written.charAt(i);
            percent |= ch == '%';
            upper |= ch >= 'A' && ch <= 'Z';
            nonAscii |= ch >= 0x80;
        }
        String name = written;
        if (percent) {
            name = decode(written, index, f);
        }
        if (upper || percent) {
            name = Ascii.lower(name);
        }
        String unicode = null;
        if (name.length() > MAX_NAME) {
            // Longer than any DNS name (RFC 1034 §3.1): no label of it is converted or decoded.
            if (!Ascii.isAscii(name) || name.indexOf("xn--") >= 0) {
                f.add(FindingCode.INVALID_IDN_LABEL, index, "the host is " + name.length()
                        + " characters long, longer than any DNS name (253): its labels are not converted");
            }
        } else {
            if ((percent || nonAscii) && !Ascii.isAscii(name)) {
                unicode = name;
                name = toAscii(name, written, index, f);
            }
            if (name.indexOf("xn--") >= 0) {
                unicode = checkLabels(name, index, f);
            }
        }
        String withDot = name;
        if (name.length() > 1 && name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
            f.add(FindingCode.HOST_TRAILING_DOT, at(index, written.length() - 1),
                    "the host '" + Findings.shorten(written) + "' ends with a dot; it is the same host as '" + Findings.shorten(name) + "'");
        }
        // Read without the trailing dot: the URL Standard ignores it, and so do the clients that strip it.
        boolean digit = Ascii.isDigit(name.charAt(0));         // both readers need a leading digit
        long aton = digit ? Ipv4Addresses.inetAton(name) : -1;
        long jdk = digit ? Ipv4Addresses.jdk(name) : -1;
        if (browserIpv4 >= 0 || aton >= 0 || jdk >= 0) {
            return numericName(written, name, name != withDot, index, browserIpv4, aton, jdk, f);
        }
        int lastDot = name.lastIndexOf('.');
        boolean numericLast = lastDot + 1 < name.length() && Ascii.isDigit(name.charAt(lastDot + 1));
        if (numericLast && Ipv4Addresses.endsInANumber(withDot, 0, withDot.length())) {
            f.add(FindingCode.HOST_ENDS_IN_NUMBER, index, "the host '" + written
                    + "' ends in a number but is not an IPv4 address to any reader: it is not a DNS name");
            return new CanonicalHost(written, name, null, null, false, List.of(), null, name, -1, -1);
        }
        AddressClass c = NamedHosts.classify(name, lastDot);
        classFindings(written, c, List.of(), index, f);
        PublicSuffixList psl = PublicSuffixList.defaults();
        int suffixStart = psl.publicSuffixStart(name);
        int registrableStart = PublicSuffixList.registrableDomainStart(name, suffixStart);
        if (suffixStart == 0 && psl.section(name) != null) {
            f.add(FindingCode.HOST_IS_PUBLIC_SUFFIX, index, "the host '" + Findings.shorten(name) + "' is a public suffix");
        }
        return new CanonicalHost(written, name, null, c, c.isInternal(), List.of(), null,
                unicode == null ? name : unicode, suffixStart, registrableStart);
    }

    /** The decoded name; records escapes of plain characters and of anything else. */
    private static String decode(String written, int index, Findings f) {
        boolean plain = false;
        int firstPlain = -1;
        for (int i = written.indexOf('%'); i >= 0; i = written.indexOf('%', i + 1)) {
            int b = InputScan.octet(written, i);           // -1 for a '%' of a browser's opaque host that is no escape
            if (b < 0) {
                continue;
            }
            if (Ascii.isLetter(b) || Ascii.isDigit(b) || b == '-' || b == '.') {
                if (!plain) {
                    plain = true;
                    firstPlain = i;
                }
            } else if (b < 0x80 && !f.has(FindingCode.HOST_ENCODED_DELIMITER)) {
                f.add(FindingCode.HOST_ENCODED_DELIMITER, at(index, i), "'" + written.substring(i, i + 3) + "' in the host decodes to "
                        + describeByte(b) + ", which is not allowed in a host name; decoders cut or split the name there");
            }
        }
        String decoded = PercentCodec.decodeLenient(written);
        if (decoded.indexOf('\ufffd') >= 0) {
            f.add(FindingCode.HOST_ENCODED_DELIMITER, at(index, written.indexOf('%')),
                    "the escapes in the host '" + Findings.shorten(written) + "' are not UTF-8");
        }
        if (plain) {
            f.add(FindingCode.HOST_PERCENT_ENCODED, at(index, firstPlain),
                    "the host '" + Findings.shorten(written) + "' is '" + Findings.shorten(Ascii.lower(decoded)) + "' once decoded");
        }
        return decoded;
    }

    /** The name with its non-ASCII labels as A-labels; records the internationalized host. */
    private static String toAscii(String name, String written, int index, Findings f) {
        StringBuilder b = new StringBuilder(name.length() + 16);
        int from = 0;
        for (int i = 0; i <= name.length(); i++) {
            if (i == name.length() || isDot(name.charAt(i))) {
                String label = name.substring(from, i);
                if (!label.isEmpty()) {
                    String a = Idn.toAsciiLabel(label);
                    if (a == null) {
                        f.add(FindingCode.INVALID_IDN_LABEL, index, "the label '" + Findings.shorten(label) + "' of the host '"
                                + Findings.shorten(written) + "' cannot be converted to an A-label (UTS #46)");
                        a = label;
                    }
                    b.append(a);
                }
                if (i < name.length()) {
                    b.append('.');
                }
                from = i + 1;
            }
        }
        String ascii = b.toString();
        f.add(FindingCode.IDN_HOST, index, "the host '" + Findings.shorten(name) + "' is internationalized; its ASCII form is '" + Findings.shorten(ascii) + "'");
        return ascii;
    }

    /**
     * Checks each A-label: that it decodes (UTS #46 ToUnicode), and that UTS #39's checks let it
     * be shown in Unicode ({@link Idn#display}); returns the name as an address bar shows it.
     */
    private static String checkLabels(String name, int index, Findings f) {
        String display = Idn.display(name);
        String[] labels = name.split("\\.", -1);
        String[] shown = display.split("\\.", -1);
        for (int i = 0; i < labels.length; i++) {
            String label = labels[i];
            if (!label.startsWith("xn--")) {
                continue;
            }
            // A label has at most 63 octets (RFC 1034 §3.1): a longer one is not decoded at all.
            String u = label.length() > 63 ? null : Idn.toUnicodeLabel(label);
            if (u == null) {
                f.add(FindingCode.INVALID_IDN_LABEL, index, "the label '" + Findings.shorten(label)
                        + "' is not valid Punycode, or not a valid label once decoded (RFC 3492; UTS #46 §4.1)");
            } else if (shown.length == labels.length && shown[i].startsWith("xn--")) {
                if (Scripts.isMixedScript(u)) {
                    f.add(FindingCode.MIXED_SCRIPT_LABEL, index, "the host label '" + label + "' ('" + u + "') mixes scripts ("
                            + Scripts.describe(u) + "): shown in Punycode (UTS #39 §5.2)");
                } else {
                    f.add(FindingCode.CONFUSABLE_LABEL, index, "the host label '" + label + "' ('" + u
                            + "') is shown in Punycode: a whole-script confusable or characters not allowed in identifiers (UTS #39)");
                }
            }
        }
        f.add(FindingCode.IDN_HOST, index, "the host '" + Findings.shorten(name) + "' is internationalized: '"
                + Findings.shorten(display) + "'");
        return display;
    }

    private static CanonicalHost numericName(String written, String name, boolean dotted, int index, long browser, long aton,
            long jdk, Findings f) {
        List<Ipv4Reading> readings = new ArrayList<>(3);
        if (browser >= 0) {
            readings.add(new Ipv4Reading(Ipv4Reader.URL_STANDARD, new Host.Ipv4((int) browser)));
        }
        if (aton >= 0) {
            readings.add(new Ipv4Reading(Ipv4Reader.INET_ATON, new Host.Ipv4((int) aton)));
        }
        if (jdk >= 0) {
            readings.add(new Ipv4Reading(Ipv4Reader.JDK, new Host.Ipv4((int) jdk)));
        }
        Host.Ipv4 primary = readings.get(0).address();
        String text = primary.toString();
        if (!written.equals(text)) {
            f.add(FindingCode.IPV4_RARE_FORM, index, "the host '" + Findings.shorten(written) + "' is not written as an IPv4 address, but "
                    + describe(readings) + notReadBy(browser, aton, jdk) + (dotted ? " (read without its trailing dot)" : ""));
        }
        boolean differ = aton < 0 || jdk < 0;
        for (Ipv4Reading r : readings) {
            differ |= !r.address().equals(primary);
        }
        if (differ) {
            f.add(FindingCode.IPV4_READINGS_DIFFER, index, "readers disagree on the host '" + Findings.shorten(written) + "': "
                    + describe(readings) + notReadBy(browser, aton, jdk));
        }
        AddressClass c = AddressClass.ofIpv4(primary.address());
        classFindings(written, c, readings, index, f);
        boolean internal = false;
        for (Ipv4Reading r : readings) {
            internal |= r.addressClass().isInternal();
        }
        return new CanonicalHost(written, text, primary, c, internal, List.copyOf(readings), null, text, -1, -1);
    }

    /** {@code inet_aton (glibc resolvers) reads it as 127.0.0.1 (loopback), the JDK's InetAddress as 177.0.0.1 (public)}. */
    private static String describe(List<Ipv4Reading> readings) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < readings.size(); i++) {
            Ipv4Reading r = readings.get(i);
            b.append(i == 0 ? "" : ", ").append(r.reader().description()).append(i == 0 ? " reads it as " : " as ")
                    .append(r.address()).append(" (").append(r.addressClass().cliName()).append(')');
        }
        return b.toString();
    }

    /** {@code ; the JDK's InetAddress does not read it as an address} for the readers that do not. */
    private static String notReadBy(long browser, long aton, long jdk) {
        String who = aton < 0 && jdk < 0 ? "inet_aton (glibc resolvers) and the JDK's InetAddress do"
                : aton < 0 ? "inet_aton (glibc resolvers) does" : jdk < 0 ? "the JDK's InetAddress does" : null;
        return who == null ? "" : "; " + who + " not read it as an address";
    }

    /** The findings of the destination's class: of the host, and of every reading of it. */
    private static void classFindings(String written, AddressClass c, List<Ipv4Reading> readings, int index, Findings f) {
        AddressClass metadata = c == AddressClass.CLOUD_METADATA ? c : null;
        AddressClass internal = c.isInternal() ? c : null;
        AddressClass special = c.isSpecialPurpose() ? c : null;
        for (Ipv4Reading r : readings) {
            AddressClass rc = r.addressClass();
            metadata = metadata == null && rc == AddressClass.CLOUD_METADATA ? rc : metadata;
            internal = internal == null && rc.isInternal() ? rc : internal;
            special = special == null && rc.isSpecialPurpose() ? rc : special;
        }
        if (metadata != null) {
            f.add(FindingCode.CLOUD_METADATA, index, "the host '" + Findings.shorten(written) + "' is a cloud metadata service");
        } else if (internal != null) {
            f.add(FindingCode.INTERNAL_HOST, index, "the host '" + Findings.shorten(written) + "' is internal (" + internal.cliName() + ")");
        } else if (special != null) {
            f.add(FindingCode.SPECIAL_PURPOSE_HOST, index, "the host '" + Findings.shorten(written) + "' is special-purpose (" + special.cliName() + ")");
        }
    }

    private static String describeByte(int b) {
        if (b < 0x20 || b == 0x7f) {
            return String.format("the control character U+%04X", b);
        }
        return b == ' ' ? "a space" : "'" + (char) b + "'";
    }

    private static int at(int index, int offset) {
        return index < 0 ? -1 : index + offset;
    }

    private static boolean isDot(char c) {
        return c == '.' || c == '\u3002' || c == '\uff0e' || c == '\uff61';
    }
}
