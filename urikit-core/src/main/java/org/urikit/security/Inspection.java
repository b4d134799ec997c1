package org.urikit.security;

import java.util.List;
import org.urikit.AddressClass;
import org.urikit.Uri;

/**
 * The result of {@link UriInspector#inspect}: the verdict, the findings behind it, where the
 * input leads (the target, resolved against the base and normalized) and the canonical host.
 *
 * <pre>{@code
 * Inspection i = UriInspector.inspect("//0x7f.1/admin", Uri.parse("https://good.com/app/"), InspectionPolicy.FETCH);
 * i.verdict();                    // DENY
 * i.target();                     // https://0x7f.1/admin
 * i.host().text();                // "127.0.0.1"
 * i.addressClass();               // LOOPBACK
 * i.findings();                   // at 0: NETWORK_PATH_REFERENCE, CROSS_ORIGIN, CROSS_SITE;
 *                                 // at 2: IPV4_RARE_FORM, IPV4_READINGS_DIFFER, HOST_INTERNAL
 * i.has(FindingCode.HOST_INTERNAL);   // true
 * }</pre>
 *
 * <p>The target is RFC 3986's reading (§5.2 resolution, §6.2 normalization). When the input is
 * not a URI reference (a backslash, a space, a leading blank) but a browser reads it, the target
 * and the host are the browser's reading (the URL Standard's href, parsed and normalized); when
 * neither reads it, they are null. {@link #browserTarget()} always says where a browser goes.
 */
public final class Inspection {
    private final String input;
    private final Verdict verdict;
    private final List<Finding> findings;
    private final Uri target;
    private final CanonicalHost host;
    private final Uri base;
    /** The browser's reading, or null until {@link #browserTarget()} reads it (when the inspection did not need it). */
    private BrowserReading browser;
    private final String redactedInput;

    Inspection(String input, Uri base, Verdict verdict, List<Finding> findings, Uri target, CanonicalHost host,
            BrowserReading browser, String redactedInput) {
        this.input = input;
        this.base = base;
        this.verdict = verdict;
        this.findings = findings;
        this.target = target;
        this.host = host;
        this.browser = browser;
        this.redactedInput = redactedInput;
    }

    /** The text inspected, exactly as given. */
    public String input() {
        return input;
    }

    /** {@link Verdict#ALLOW}, {@link Verdict#WARN} or {@link Verdict#DENY}: the heaviest finding's severity. */
    public Verdict verdict() {
        return verdict;
    }

    /** The findings, in the order they were made, each code at most once (its first occurrence). */
    public List<Finding> findings() {
        return findings;
    }

    /** Whether a finding with {@code code} was made. */
    public boolean has(FindingCode code) {
        for (Finding f : findings) {
            if (f.code() == code) {
                return true;
            }
        }
        return false;
    }

    /**
     * The target under RFC 3986: the input resolved against the base (§5.2) and normalized (§6.2,
     * so {@code /a/%2e%2e/b} is {@code /b}); for an input that is not a URI reference, the
     * browser's reading, if it has one; null for a relative reference without a base.
     */
    public Uri target() {
        return target;
    }

    /**
     * The host in canonical form: the target's; without a target, the host the input names all the
     * same (a network-path reference inspected without a base, {@code //evil.com/x}; or the host of
     * a browser's reading whose href is no RFC 3986 URI, {@code https://a.example\x]/}); null
     * without an authority.
     */
    public CanonicalHost host() {
        return host;
    }

    /**
     * The host's class ({@link CanonicalHost#addressClass()}), or null when there is no host to
     * classify: no target, a target without an authority ({@code mailto:}), the empty host of
     * {@code file:///x}, an IPvFuture literal (absent is null: README, "Names").
     */
    public AddressClass addressClass() {
        return host == null ? null : host.addressClass();
    }

    /** The host's site ({@link CanonicalHost#site()}), or null without a host. */
    public String site() {
        return host == null ? null : host.site();
    }

    /**
     * Where a browser goes (the URL Standard's serialization of the input parsed against the
     * base, {@link org.urikit.whatwg.WebUrl#href()}), or null when the browser rejects the input.
     */
    public String browserTarget() {
        BrowserReading b = browser;
        if (b == null) {
            b = BrowserReading.read(input, base);     // a racing second read gives an equal value
            browser = b;
        }
        return b == null || b.isFailure() ? null : b.href();
    }

    /** The input with the password of its userinfo replaced by {@code ****} (RFC 3986 §7.5), for logs and displays. */
    public String redactedInput() {
        return redactedInput;
    }

    /** The target with its password replaced by {@code ****}, or null without a target. */
    public String redactedTarget() {
        return target == null ? null : target.redacted();
    }

    /** {@code DENY http://0x7f.1/ [IPV4_RARE_FORM, HOST_INTERNAL]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(verdict.name()).append(' ').append(redactedInput).append(" [");
        for (int i = 0; i < findings.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(findings.get(i).code());
        }
        return b.append(']').toString();
    }
}
