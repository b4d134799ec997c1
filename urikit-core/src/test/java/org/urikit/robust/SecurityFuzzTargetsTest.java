package org.urikit.robust;

import static org.urikit.RobustChecks.that;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.idna.Idna;
import org.urikit.publicsuffix.PublicSuffixList;
import org.urikit.security.Finding;
import org.urikit.security.FindingCode;
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;
import org.urikit.security.Verdict;

/**
 * Jazzer targets for the security inspector and the Public Suffix List, through the public API.
 *
 * <p><b>Inspector.</b> The input and a base (fields separated by a 0xFF byte) are inspected under
 * {@link InspectionPolicy#FETCH} and {@link InspectionPolicy#LINK}; the findings' indices lie in
 * the input (or are -1, from the base). The property is that the inspector judges where a URL
 * leads, not how it is written: inspecting the target ({@link Inspection#target()}) without a base
 * gives the same target and, once the findings about the writing and the base ({@link #WRITING})
 * are set aside, which legitimately differ between a reference and its target:
 * <ul>
 * <li>for an input that is an ASCII URI reference (the target is the input resolved against the
 *   base and normalized), the same findings and so the same verdict; with a dot segment, which
 *   removes the segment before it and what that held, no finding the input has not and a verdict
 *   no worse;</li>
 * <li>for an IRI or an input that is no URI reference (the target is the IRI's URI or the
 *   browser's reading, whose host is in canonical form, so a host's rare spelling such as
 *   fullwidth digits is gone), no finding the input has not (a raw control character counting
 *   as the encoded one the browser makes of it), and a verdict no worse.</li>
 * </ul>
 * {@link #WRITING}: syntax, raw controls, backslashes and non-ASCII characters, which the target no
 * longer has; network-path references, dot segments (encoded or not) and escapes in the host
 * (normalization decodes those of unreserved characters, {@code %7E} as well as {@code %41}),
 * which resolution and normalization remove; a trailing dot, the same host without it (UTS #46 can
 * make one in an IRI's host: a last label of soft hyphens, U+00AD, maps to nothing); an address
 * in a rare form, which normalization can turn into the usual one ({@code 169.254.9%2E3} decodes to
 * {@code 169.254.9.3}; where it leads is judged by the address findings of both); an {@code @}
 * right after the authority, which
 * normalization moves away from it ({@code http://a?@b} becomes {@code http://a/?@b}); the
 * relation to the base, and a browser's reading of the text as written.
 *
 * <p><b>Public suffixes.</b> For any host, the public suffix and the registrable domain are
 * suffixes of the host (ASCII letters lower-cased) that start at a label, the registrable domain is
 * one label longer, and it is its own registrable domain with the same suffix; the allocation-free
 * {@code publicSuffixStart} agrees. The same holds for any list that {@link PublicSuffixList#parse}
 * accepts (the {@code publicSuffixList} target reads the list from the input).
 *
 * <p>Regression seeds: {@code src/test/resources/org/urikit/robust/SecurityFuzzTargetsTestInputs/<method>/}.
 */
class SecurityFuzzTargetsTest {
    /** Findings about how the reference is written or where it was found, not where it leads. */
    static final Set<FindingCode> WRITING = EnumSet.of(FindingCode.SYNTAX_INVALID, FindingCode.CONTROL_CHARACTER,
            FindingCode.BACKSLASH, FindingCode.NON_ASCII, FindingCode.NETWORK_PATH_REFERENCE, FindingCode.RELATIVE_WITHOUT_BASE,
            FindingCode.DOT_SEGMENT, FindingCode.ENCODED_DOT_SEGMENT, FindingCode.HOST_PERCENT_ENCODED,
            FindingCode.HOST_ENCODED_DELIMITER, FindingCode.HOST_TRAILING_DOT, FindingCode.IPV4_RARE_FORM, FindingCode.AT_SIGN_MISLEADING,
            FindingCode.CROSS_ORIGIN, FindingCode.CROSS_SITE, FindingCode.BROWSER_HOST_DIFFERS, FindingCode.BROWSER_REJECTS);

    private static final Uri[] BASES = {Uri.parse("https://good.example/app/page?q#f"), Uri.parse("http://10.0.0.1:8080/"),
        Uri.parse("file:///etc/"), Uri.parse("mailto:a@b.example")};

    @FuzzTest(maxDuration = "10m")
    void inspector(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String input = f.get(0);
        Uri base = null;
        if (f.size() > 1) {
            base = Uri.parseOrNull(f.get(1));
            if (base == null || !base.isAbsolute()) {
                base = BASES[Math.floorMod(f.get(1).length(), BASES.length)];
            }
        }
        for (InspectionPolicy policy : new InspectionPolicy[] {InspectionPolicy.FETCH, InspectionPolicy.LINK}) {
            Inspection i = UriInspector.inspect(input, base, policy);
            checkInspection(input, i, policy);
            Uri t = i.target();
            if (t == null) {
                continue;
            }
            String target = t.toUriString();
            that(t.isAbsolute(), input, () -> "a target that is not absolute: " + target);
            Inspection j = UriInspector.inspect(target, policy);
            checkInspection(target, j, policy);
            that(j.target() != null && j.target().toUriString().equals(target), input,
                    () -> "the target " + target + " inspected has the target " + (j.target() == null ? null : j.target().toUriString()));
            Set<FindingCode> a = where(i);
            Set<FindingCode> b = where(j);
            if (!i.has(FindingCode.SYNTAX_INVALID) && !i.has(FindingCode.NON_ASCII)
                    && (i.has(FindingCode.DOT_SEGMENT) || i.has(FindingCode.ENCODED_DOT_SEGMENT))) {
                // '..' removes the segment before it with what it held (RFC 3986 §5.2.4): the input's
                // path findings may be gone from the target, which has none the input has not
                that(a.containsAll(b), input, () -> "the target " + target + " has findings " + b + " that the input "
                        + a + " has not (" + policy + ")");
                that(verdict(b, policy).compareTo(verdict(a, policy)) <= 0, input, "the target is judged worse than the input");
            } else if (!i.has(FindingCode.SYNTAX_INVALID) && !i.has(FindingCode.NON_ASCII)) {
                that(a.equals(b), input, () -> "findings about the destination differ: " + a + " for the input, " + b
                        + " for its target " + target + " (" + policy + ")");
                that(verdict(a, policy) == verdict(b, policy), input, "verdict of the input and of its target");
            } else {
                // the target is the browser's reading or the IRI's URI, whose host is canonical (UTS #46 maps
                // fullwidth digits): the host's spelling may be gone
                Set<FindingCode> written = EnumSet.copyOf(a);
                if (i.has(FindingCode.CONTROL_CHARACTER)) {
                    written.add(FindingCode.ENCODED_CONTROL);    // the browser percent-encodes a raw control
                }
                that(written.containsAll(b), input, () -> "the browser's reading " + target + " has findings " + b
                        + " that the input " + a + " has not (" + policy + ")");
                that(verdict(b, policy).compareTo(verdict(written, policy)) <= 0, input, "the browser's reading is judged worse");
            }
        }
    }

    @FuzzTest(maxDuration = "10m")
    void publicSuffix(byte[] data) {
        String host = FuzzInput.text(data);
        checkSuffixes(PublicSuffixList.defaults(), host);
        checkSuffixes(PublicSuffixList.defaults().icannOnly(), host);
    }

    /** A list read from the first field (0xFF-separated), then the hosts of the other fields. */
    @FuzzTest(maxDuration = "10m")
    void publicSuffixList(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        PublicSuffixList psl;
        try {
            psl = PublicSuffixList.parse(f.get(0));
        } catch (IllegalArgumentException e) {
            that(e.getMessage() != null && e.getMessage().contains("line"), f.get(0), "a rejection that names no line: " + e.getMessage());
            return;
        }
        that(psl.size() >= 0 && psl.icannOnly().size() <= psl.size(), f.get(0), "size");
        for (int k = 1; k < f.size(); k++) {
            checkSuffixes(psl, f.get(k));
            checkSuffixes(psl.icannOnly(), f.get(k));
        }
    }

    // ---- checks ---------------------------------------------------------------------------------

    private static void checkInspection(String input, Inspection i, InspectionPolicy policy) {
        that(i.input().equals(input), input, "input");
        Verdict v = Verdict.ALLOW;
        for (Finding x : i.findings()) {
            that(x.index() >= -1 && x.index() <= input.length(), input, () -> "finding index " + x);
            that(x.severity() == policy.severity(x.code()), input, () -> "severity of " + x);
            v = Verdict.of(x.severity()).compareTo(v) > 0 ? Verdict.of(x.severity()) : v;
        }
        that(i.verdict() == v, input, "the verdict is not the heaviest finding's severity");
        that(i.findings().stream().map(Finding::code).distinct().count() == i.findings().size(), input, "a code twice");
        that(i.host() == null || i.target() != null || i.has(FindingCode.NETWORK_PATH_REFERENCE) || i.browserTarget() != null,
                input, "a host without a target, a network-path reference or a browser's reading");
        that(!i.redactedInput().isEmpty() || input.isEmpty(), input, "redacted input");
    }

    /** The codes of the findings about where the URL leads. */
    private static Set<FindingCode> where(Inspection i) {
        Set<FindingCode> s = EnumSet.noneOf(FindingCode.class);
        for (Finding x : i.findings()) {
            if (!WRITING.contains(x.code())) {
                s.add(x.code());
            }
        }
        return s;
    }

    /** The heaviest severity among {@code codes}. */
    private static Verdict verdict(Set<FindingCode> codes, InspectionPolicy policy) {
        Verdict v = Verdict.ALLOW;
        for (FindingCode c : codes) {
            Verdict w = Verdict.of(policy.severity(c));
            v = w.compareTo(v) > 0 ? w : v;
        }
        return v;
    }

    /** UTS #46 label separators, which the list treats as dots. */
    private static boolean isDot(char c) {
        return c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61';
    }

    private static void checkSuffixes(PublicSuffixList psl, String host) {
        String suffix = psl.publicSuffix(host);
        String site = psl.registrableDomain(host);
        String lower = Idna.asciiLowercase(host);
        that(psl.isPublicSuffix(host) == (suffix != null && site == null), host, "isPublicSuffix");
        if (suffix == null) {
            that(site == null, host, "a registrable domain without a public suffix");
            return;
        }
        checkLabelSuffix(host, lower, suffix, "public suffix");
        if (site == null) {
            return;
        }
        checkLabelSuffix(host, lower, site, "registrable domain");
        that(site.length() > suffix.length() + 1 && site.endsWith(suffix) && isDot(site.charAt(site.length() - suffix.length() - 1))
                && site.substring(0, site.length() - suffix.length() - 1).chars().noneMatch(c -> isDot((char) c)), host,
                () -> "the registrable domain " + site + " is not one label before " + suffix);
        that(site.equals(psl.registrableDomain(site)) && suffix.equals(psl.publicSuffix(site)), host,
                () -> "the registrable domain " + site + " has the registrable domain " + psl.registrableDomain(site)
                        + " and the suffix " + psl.publicSuffix(site));
        String name = lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower;
        if (Idna.isAscii(name) && !name.isEmpty()) {
            int start = psl.publicSuffixStart(name);
            String plain = suffix.endsWith(".") ? suffix.substring(0, suffix.length() - 1) : suffix;
            that(start >= 0 && name.substring(start).equals(plain), host, () -> "publicSuffixStart " + start + " for " + suffix);
            int siteStart = PublicSuffixList.registrableDomainStart(name, start);
            String plainSite = site.endsWith(".") ? site.substring(0, site.length() - 1) : site;
            that(siteStart >= 0 && name.substring(siteStart).equals(plainSite), host, "registrableDomainStart");
        }
    }

    /** {@code part} ends {@code lower} (the host, ASCII letters lower-cased) and starts at a label. */
    private static void checkLabelSuffix(String host, String lower, String part, String what) {
        that(!part.isEmpty() && lower.endsWith(part), host, () -> "the " + what + " " + RobustChecks.show(part) + " is not a suffix");
        int before = lower.length() - part.length() - 1;
        that(before < 0 || isDot(lower.charAt(before)), host, () -> "the " + what + " " + part + " does not start at a label");
    }
}
