package org.urikit.security;

import org.urikit.error.Severity;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a {@link FetchGuard} decided about a URL (or a host, or an address): the verdict, the
 * findings behind it, and the addresses to connect to, each with its class. The addresses are the
 * ones that were checked: a connection made to them is the connection that was judged, with no
 * second lookup in between (which DNS rebinding would answer differently).
 *
 * <pre>{@code
 * FetchDecision d = FetchGuard.defaults().check("https://example.com/hook");
 * d.verdict();                 // ALLOW
 * d.addresses();               // [93.184.215.14 (public), 2606:2800:21f:cb07:6820:80da:af6b:8b2c (public)]
 * List<InetAddress> to = d.addressesOrThrow();   // connect to these, in order
 *
 * FetchDecision e = guard.check("http://169.254.169.254.nip.io/latest/meta-data/");
 * e.verdict();                 // DENY
 * e.findings();                // [ERROR CLOUD_METADATA at -1: the name '169.254.169.254.nip.io' resolves to 169.254.169.254 (cloud-metadata)]
 * e.addressesOrThrow();        // throws FetchDeniedException (code CLOUD_METADATA)
 * }</pre>
 *
 * <p>The findings are the inspection's ({@link UriInspector}: the text of the URL) followed by
 * those of the addresses (RFC 6890: internal, cloud metadata, special-purpose; or
 * {@link FindingCode#HOST_UNRESOLVED}), whose index is -1. A URL the inspection denies is not
 * looked up: its decision has no addresses.
 *
 * <p>A record (until 0.3 a class with the same accessors); {@link #verdict()} follows from the
 * findings.
 *
 * @param target what was checked, a password masked: the URL as the client reads it (the URL
 *     Standard's href), or the input when no client reads it; the host for
 *     {@link FetchGuard#checkHost}; the address for {@link FetchGuard#checkAddress}
 * @param host the host that was looked up or judged (the URL Standard's serialization:
 *     {@code example.com}, {@code 127.0.0.1}, {@code [::1]}), or null when there is none
 * @param findings the inspection's findings, then those of the addresses (index -1)
 * @param addresses every address of the host with its class, in the resolver's order: the answers
 *     for a name, the address of a literal; empty when nothing was looked up (a denied URL, a
 *     check without lookup of a name) or the name does not resolve
 * @param inspection the inspection of the URL's text, or null for {@link FetchGuard#checkAddress}
 */
public record FetchDecision(String target, String host, List<Finding> findings, List<ResolvedAddress> addresses,
        Inspection inspection) {
    /** The lists are copied; {@code target} is required. */
    public FetchDecision {
        Objects.requireNonNull(target, "target");
        findings = List.copyOf(findings);
        addresses = List.copyOf(addresses);
    }

    /** {@link Verdict#DENY} when any finding is denied under the policy; a {@link Verdict#WARN} does not stop a fetch. */
    public Verdict verdict() {
        Severity max = Severity.INFO;
        for (Finding f : findings) {
            max = f.severity().compareTo(max) > 0 ? f.severity() : max;
        }
        return Verdict.of(max);
    }

    /** Whether the fetch may go ahead: the verdict is not {@link Verdict#DENY}. */
    public boolean isAllowed() {
        return verdict() != Verdict.DENY;
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

    /** The first finding denied under the policy, or null when the fetch is allowed. */
    public Finding denial() {
        for (Finding f : findings) {
            if (f.severity() == Severity.ERROR) {
                return f;
            }
        }
        return null;
    }



    /**
     * The addresses to connect to, when the fetch is allowed: all of them, in order (a denied
     * decision never gives any).
     *
     * @throws FetchDeniedException when the verdict is {@link Verdict#DENY}
     */
    public List<InetAddress> addressesOrThrow() throws FetchDeniedException {
        orThrow();
        List<InetAddress> out = new ArrayList<>(addresses.size());
        for (ResolvedAddress a : addresses) {
            out.add(a.address());
        }
        return out;
    }

    /**
     * This decision, when the fetch is allowed.
     *
     * @throws FetchDeniedException when the verdict is {@link Verdict#DENY}
     */
    public FetchDecision orThrow() throws FetchDeniedException {
        if (!isAllowed()) {
            throw new FetchDeniedException(this);
        }
        return this;
    }

    /** {@code DENY http://a.example/ -> [127.0.0.1 (loopback)] [HOST_INTERNAL]}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(verdict().name()).append(' ').append(target).append(" -> ").append(addresses).append(" [");
        for (int i = 0; i < findings.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(findings.get(i).code());
        }
        return b.append(']').toString();
    }
}
