package org.urikit.security;

import java.util.ArrayList;
import java.util.List;
import org.urikit.AddressClass;
import org.urikit.Host;
import org.urikit.encoding.PercentCodec;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.net.Ascii;
import org.urikit.net.DomainLabels;
import org.urikit.net.Ipv4Addresses;
import org.urikit.publicsuffix.PublicSuffixList;

/**
 * Turns the host of a URI into a {@link CanonicalHost} and records what is wrong with it: escapes
 * (RFC 3986 §3.2.2), rare IPv4 forms and the readers that disagree on them (§7.4), IPv6 addresses
 * that carry IPv4 ones, internationalized labels (UTS #39), and the destination's class (RFC 6890).
 */
final class HostAnalyzer {
    /** {@code browserIpv4} of a host the URL Standard reads as a domain, not as an address. */
    static final long BROWSER_NAME = -2;

    /** The longest DNS name, in characters, without a trailing dot (RFC 1034 §3.1). */
    private static final int MAX_NAME = 254;

    private HostAnalyzer() {
    }

    /**
     * The canonical host of {@code written} (the raw host of a parsed URI, whose typed form is
     * {@code info}, or null for a registered name); findings point at {@code index} (the host's start in the input, or -1).
     * {@code browserIpv4} is the address the URL Standard reads the host as, {@link #BROWSER_NAME}
     * when it reads a domain, or -1 (no WHATWG reading available, or another kind of host).
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
                    Ascii.lower(written), null, null);
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
        return new CanonicalHost(written, text, v4, c, c.isInternal(), readings, null, text, null, null);
    }

    private static CanonicalHost ipv6(String written, Host.Ipv6 v6, int index, Findings f) {
        AddressClass c = AddressClass.ofIpv6(v6.high(), v6.low());
        long embedded = AddressClass.embeddedIpv4(v6.high(), v6.low());
        Host.Ipv4 v4 = null;
        if (embedded >= 0) {
            v4 = new Host.Ipv4((int) embedded);
            f.add(FindingCode.IPV6_EMBEDDED_IPV4, index, "the IPv6 address " + Findings.shorten(written) + " carries the IPv4 address " + v4
                    + " (" + Findings.word(AddressClass.ofIpv4((int) embedded)) + ")");
        }
        if (v6.zone() != null) {
            f.add(FindingCode.IPV6_ZONE, index, "the IPv6 address " + Findings.shorten(written) + " names the zone (interface) '" + v6.zone() + "'");
        }
        classFindings(written, c, List.of(), index, f);
        String text = v6.toUriString();
        return new CanonicalHost(written, text, v6, c, c.isInternal(), List.of(), v4, text, null, null);
    }

    private static CanonicalHost name(String written, int index, long browserIpv4, Findings f) {
        if (written.isEmpty()) {
            return new CanonicalHost(written, "", new Host.RegName(""), null, false, List.of(), null, "", null, null);
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
                f.add(FindingCode.IDN_LABEL_INVALID, index, "the host is " + name.length()
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
            if (name.length() > MAX_NAME) {
                // The limit is on the ASCII form (RFC 1034 §3.1), which conversion can take past it.
                f.add(FindingCode.IDN_LABEL_INVALID, index, "the host's ASCII form is " + name.length()
                        + " characters long, longer than any DNS name (253)");
            }
        }
        int end = name.length();
        while (end > 1 && name.charAt(end - 1) == '.') {
            end--;
        }
        int dots = name.length() - end;
        if (dots > 0) {
            // Every trailing dot goes: one is the root label (RFC 1034 §3.1), the URL Standard ignores
            // it; more are empty labels, which clients that strip dots strip too, so '2130706433..' is
            // judged (and reported) as the address it is without them, not as '2130706433.', which
            // reads as 127.0.0.1 when parsed again.
            name = name.substring(0, end);
            f.add(FindingCode.HOST_TRAILING_DOT, at(index, written.length() - (written.endsWith(".".repeat(dots)) ? dots : 1)),
                    "the host '" + Findings.shorten(written) + "' ends with " + (dots == 1 ? "a dot" : dots + " dots (empty labels)")
                            + "; it is the same host as '" + Findings.shorten(name) + "'");
        }
        boolean digit = Ascii.isDigit(name.charAt(0));         // both readers need a leading digit
        long aton = digit ? Ipv4Addresses.inetAton(name) : -1;
        long jdk = digit ? Ipv4Addresses.jdk(name) : -1;
        if (browserIpv4 >= 0 || aton >= 0 || jdk >= 0) {
            return numericName(written, name, dots, index, browserIpv4, aton, jdk, f);
        }
        int lastDot = name.lastIndexOf('.');
        boolean numericLast = lastDot + 1 < name.length() && Ascii.isDigit(name.charAt(lastDot + 1));
        if (numericLast && Ipv4Addresses.endsInANumber(name, 0, name.length())) {
            f.add(FindingCode.HOST_ENDS_IN_NUMBER, index, "the host '" + written
                    + "' ends in a number but is not an IPv4 address to any reader: it is not a DNS name");
            return new CanonicalHost(written, name, new Host.RegName(name), null, false, List.of(), null, name, null, null);
        }
        AddressClass c = NamedHosts.classify(name, lastDot);
        classFindings(written, c, List.of(), index, f);
        PublicSuffixList psl = PublicSuffixList.defaults();
        int suffixStart = psl.publicSuffixStart(name);
        int registrableStart = PublicSuffixList.registrableDomainStart(name, suffixStart);
        if (suffixStart == 0 && psl.section(name) != null) {
            f.add(FindingCode.HOST_IS_PUBLIC_SUFFIX, index, "the host '" + Findings.shorten(name) + "' is a public suffix");
        }
        return new CanonicalHost(written, name, new Host.RegName(name), c, c.isInternal(), List.of(), null,
                unicode == null ? name : unicode, suffixStart < 0 ? null : name.substring(suffixStart),
                registrableStart < 0 ? null : name.substring(registrableStart));
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
        // The URL Standard's domain to ASCII first, on the whole name, as browsers map it: a label
        // that UTS #46 maps to nothing (a lone soft hyphen) goes, which can leave a single label.
        IdnaResult whole = Idna.domainToAscii(name, false);
        String ascii = whole.isValid() && whole.value() != null ? whole.value() : DomainLabels.map(name, label -> {
            String a = Idn.toAsciiLabel(label);
            if (a == null) {
                f.add(FindingCode.IDN_LABEL_INVALID, index, "the label '" + Findings.shorten(label) + "' of the host '"
                        + Findings.shorten(written) + "' cannot be converted to an A-label (UTS #46)");
            }
            return a == null ? label : a;
        });
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
                f.add(FindingCode.IDN_LABEL_INVALID, index, "the label '" + Findings.shorten(label)
                        + "' is not valid Punycode, or not a valid label once decoded (RFC 3492; UTS #46 §4.1)");
            } else if (shown.length == labels.length && shown[i].startsWith("xn--")) {
                if (Scripts.isMixedScript(u)) {
                    f.add(FindingCode.LABEL_MIXED_SCRIPT, index, "the host label '" + label + "' ('" + u + "') mixes scripts ("
                            + Scripts.describe(u) + "): shown in Punycode (UTS #39 §5.2)");
                } else {
                    f.add(FindingCode.LABEL_CONFUSABLE, index, "the host label '" + label + "' ('" + u
                            + "') is shown in Punycode: a whole-script confusable or characters not allowed in identifiers (UTS #39)");
                }
            }
        }
        f.add(FindingCode.IDN_HOST, index, "the host '" + Findings.shorten(name) + "' is internationalized: '"
                + Findings.shorten(display) + "'");
        return display;
    }

    private static CanonicalHost numericName(String written, String name, int dots, int index, long browser, long aton,
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
                    + describe(readings) + notReadBy(browser, aton, jdk) + (dots == 0 ? "" : dots == 1 ? " (read without its trailing dot)" : " (read without its trailing dots)"));
        }
        boolean differ = aton < 0 || jdk < 0 || browser == BROWSER_NAME;
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
        return new CanonicalHost(written, text, primary, c, internal, readings, null, text, null, null);
    }

    /** {@code inet_aton (glibc resolvers) reads it as 127.0.0.1 (loopback), the JDK's InetAddress as 177.0.0.1 (public)}. */
    private static String describe(List<Ipv4Reading> readings) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < readings.size(); i++) {
            Ipv4Reading r = readings.get(i);
            b.append(i == 0 ? "" : ", ").append(r.reader().description()).append(i == 0 ? " reads it as " : " as ")
                    .append(r.address()).append(" (").append(Findings.word(r.addressClass())).append(')');
        }
        return b.toString();
    }

    /** {@code ; the JDK's InetAddress does not read it as an address} for the readers that do not. */
    private static String notReadBy(long browser, long aton, long jdk) {
        List<String> who = new ArrayList<>(3);
        if (browser == BROWSER_NAME) {
            who.add("the URL Standard (browsers)");
        }
        if (aton < 0) {
            who.add("inet_aton (glibc resolvers)");
        }
        if (jdk < 0) {
            who.add("the JDK's InetAddress");
        }
        if (who.isEmpty()) {
            return "";
        }
        String last = who.remove(who.size() - 1);
        return "; " + (who.isEmpty() ? last + " does" : String.join(", ", who) + " and " + last + " do") + " not read it as an address";
    }

    /**
     * The findings of the destination's class: of the host, and of every reading of it. One
     * finding, of the heaviest kind (cloud metadata, internal, special-purpose) whose class the
     * policy does not allow; when it allows them all, of the heaviest kind, as information.
     */
    private static void classFindings(String written, AddressClass c, List<Ipv4Reading> readings, int index, Findings f) {
        InspectionPolicy p = f.policy();
        AddressClass metadata = null;
        AddressClass internal = null;
        AddressClass special = null;
        for (int i = -1; i < readings.size(); i++) {
            AddressClass k = i < 0 ? c : readings.get(i).addressClass();
            if (k == AddressClass.CLOUD_METADATA) {
                metadata = prefer(p, metadata, k);
            } else if (k.isInternal()) {
                internal = prefer(p, internal, k);
            } else if (k.isSpecialPurpose()) {
                special = prefer(p, special, k);
            }
        }
        boolean allAllowed = (metadata == null || p.allows(metadata)) && (internal == null || p.allows(internal))
                && (special == null || p.allows(special));
        String host = Findings.shorten(written);
        if (metadata != null && (allAllowed || !p.allows(metadata))) {
            f.add(FindingCode.CLOUD_METADATA, metadata, index, "the host '" + host + "' is a cloud metadata service");
        } else if (internal != null && (allAllowed || !p.allows(internal))) {
            f.add(FindingCode.HOST_INTERNAL, internal, index, "the host '" + host + "' is internal (" + Findings.word(internal) + ")");
        } else if (special != null) {
            f.add(FindingCode.HOST_SPECIAL_PURPOSE, special, index, "the host '" + host + "' is special-purpose (" + Findings.word(special) + ")");
        }
    }

    /** {@code current}, or {@code k} when there is none yet or when the policy allows the one there is and not {@code k}. */
    private static AddressClass prefer(InspectionPolicy p, AddressClass current, AddressClass k) {
        return current == null || (p.allows(current) && !p.allows(k)) ? k : current;
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
}
