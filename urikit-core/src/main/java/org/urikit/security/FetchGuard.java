package org.urikit.security;

import org.urikit.error.Severity;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.urikit.AddressClass;
import org.urikit.Host;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.whatwg.HostType;
import org.urikit.whatwg.WebUrl;

/**
 * Decides whether a server may fetch a URL, down to the addresses it connects to: the text of the
 * URL as {@link UriInspector} judges it, then the host read as an HTTP client reads it (the URL
 * Standard), looked up through a {@link HostResolver}, and every address classified (RFC 6890,
 * {@link AddressClass}). One internal answer denies the fetch, whatever the others are. The
 * decision carries the addresses that were checked, so that the connection goes to them and not
 * to the answer of a second lookup (DNS rebinding: a name that answers a public address to the
 * check and {@code 127.0.0.1} to the connection).
 *
 * <pre>{@code
 * FetchGuard guard = FetchGuard.defaults();                    // InspectionPolicy.FETCH, the system's resolver
 * guard.check("https://example.com/hook").verdict();           // ALLOW: its addresses are public
 * guard.check("http://169.254.169.254.nip.io/").verdict();     // DENY: the name resolves to the metadata service
 * guard.check("http://kubernetes.default.svc/").verdict();     // DENY: an internal name, not looked up
 * guard.check("http://no-such-name.example.org/").verdict();   // DENY: HOST_UNRESOLVED; a name that does not resolve is not allowed
 *
 * List<InetAddress> connectTo = guard.check(url).addressesOrThrow();   // throws FetchDeniedException when denied
 *
 * FetchGuard tests = FetchGuard.builder()
 *         .policy(InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build())
 *         .resolver(HostResolver.of(Map.of("app.example.net", List.of(InetAddress.getLoopbackAddress()))))
 *         .build();
 * tests.check("http://app.example.net:8080/").addresses();     // [127.0.0.1 (loopback)], allowed
 * tests.check("http://10.0.0.1/").verdict();                   // DENY: only loopback is allowed
 * }</pre>
 *
 * <p>The HTTP clients' hooks are in modules of their own (README, "The fetch guard"): OkHttp
 * ({@code urikit-guard-okhttp}), Apache HttpClient 5 ({@code urikit-guard-httpclient5}) and the
 * JDK's {@code java.net.http.HttpClient} ({@code urikit-guard-jdk}). Each calls {@link #checkHost}
 * where the client resolves a name, and {@link #inspect} on every URL it is about to request,
 * redirects included. A check followed by a connection that resolves the name again is not safe:
 * connect to {@link FetchDecision#addressesOrThrow()}.
 *
 * <p>Immutable and thread-safe; the lookups are made on the calling thread, through the resolver.
 */
public final class FetchGuard {
    private static final FetchGuard DEFAULTS = new FetchGuard(InspectionPolicy.FETCH, HostResolver.system());
    /** The codes of the address classes, heaviest first. */
    private static final FindingCode[] CLASS_CODES = {FindingCode.CLOUD_METADATA, FindingCode.HOST_INTERNAL,
        FindingCode.HOST_SPECIAL_PURPOSE};

    private final InspectionPolicy policy;
    private final HostResolver resolver;

    private FetchGuard(InspectionPolicy policy, HostResolver resolver) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.resolver = Objects.requireNonNull(resolver, "resolver");
    }

    /** {@link InspectionPolicy#FETCH} and {@link HostResolver#system()}. */
    public static FetchGuard defaults() {
        return DEFAULTS;
    }

    /** A builder that starts from {@link #defaults()}. */
    public static Builder builder() {
        return DEFAULTS.toBuilder();
    }

    /** A builder that starts from this guard. */
    public Builder toBuilder() {
        return new Builder(policy, resolver);
    }

    /** The policy: what the text may hold, and which address classes are allowed. */
    public InspectionPolicy policy() {
        return policy;
    }

    /** The resolver names are looked up through. */
    public HostResolver resolver() {
        return resolver;
    }

    /** {@link #check(String, Uri)} without a base. */
    public FetchDecision check(String url) {
        return decide(url, null, true);
    }

    /**
     * Judges {@code url} (any string; relative to {@code base}, or null), looks its host up when
     * it is a name, and judges every address. A URL the inspection denies is not looked up.
     *
     * @throws IllegalArgumentException if {@code base} is a relative reference
     */
    public FetchDecision check(String url, Uri base) {
        return decide(url, base, true);
    }

    /** {@link #inspect(String, Uri)} without a base. */
    public FetchDecision inspect(String url) {
        return decide(url, null, false);
    }

    /**
     * {@link #check(String, Uri)} without the lookup: the text, and the address of a literal host;
     * a name is judged by the name alone and has no addresses. For a client hook that checks a URL
     * before the client resolves its host, where the resolution is checked by {@link #checkHost}.
     */
    public FetchDecision inspect(String url, Uri base) {
        return decide(url, base, false);
    }

    /**
     * Judges a host as a client hands it to its resolver (a name, an IPv4 address, an IPv6
     * address with or without brackets), looks a name up and judges every answer: the check of a
     * DNS hook ({@code okhttp3.Dns}, HttpClient's {@code DnsResolver}). A name like
     * {@code kubernetes.default.svc} is denied by its name, before any lookup.
     *
     * <pre>{@code
     * guard.checkHost("attacker.example").addressesOrThrow();   // throws when it answers 127.0.0.1
     * guard.checkHost("::ffff:169.254.169.254").verdict();      // DENY (CLOUD_METADATA)
     * }</pre>
     */
    public FetchDecision checkHost(String host) {
        Objects.requireNonNull(host, "host");
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c <= ' ' || c == 0x7f || "/?#@\\".indexOf(c) >= 0) {
                return new FetchDecision(Findings.shorten(host), null, List.of(new Finding(FindingCode.SYNTAX_INVALID,
                        policy.severity(FindingCode.SYNTAX_INVALID), i, "the host '" + Findings.shorten(host)
                                + "' holds a character no host has at index " + i)), List.of(), null);
            }
        }
        if (host.isEmpty()) {
            return new FetchDecision("", null, List.of(new Finding(FindingCode.HOST_UNRESOLVED,
                    policy.severity(FindingCode.HOST_UNRESOLVED), -1, "the host is empty")), List.of(), null);
        }
        String h = host.indexOf(':') >= 0 && !host.startsWith("[") ? "[" + host + "]" : host;
        String scheme = policy.isAllowed("http") || !policy.isAllowed("https") ? "http" : "https";
        FetchDecision d = decide(scheme + "://" + h + "/", null, true);
        return new FetchDecision(Findings.shorten(host), d.host(), d.findings(), d.addresses(), d.inspection());
    }

    /**
     * {@link #checkHost} as a resolver hook answers: the checked addresses, or an
     * {@link UnknownHostException} whose cause is the {@link FetchDeniedException} (OkHttp's
     * {@code Dns}, HttpClient's {@code DnsResolver} and the JVM's resolver may throw nothing else).
     *
     * <pre>{@code
     * okhttp3.Dns dns = guard::lookup;              // what urikit-guard-okhttp installs, with more
     * }</pre>
     */
    public List<InetAddress> lookup(String host) throws UnknownHostException {
        try {
            return checkHost(host).addressesOrThrow();
        } catch (FetchDeniedException e) {
            UnknownHostException u = new UnknownHostException(e.getMessage());
            u.initCause(e);
            throw u;
        }
    }

    /**
     * Judges one address a connection is about to go to, by its class alone: the check of a
     * socket factory, for a client that connects to an address it did not look up (OkHttp, for an
     * IP literal host).
     */
    public FetchDecision checkAddress(InetAddress address) {
        List<ResolvedAddress> one = List.of(ResolvedAddress.of(address));
        List<Finding> findings = new ArrayList<>(1);
        addressFindings("the connection goes to", one, EnumSet.noneOf(FindingCode.class), findings);
        return new FetchDecision(one.get(0).text(), one.get(0).text(), findings, one, null);
    }

    private FetchDecision decide(String url, Uri base, boolean lookup) {
        Inspection i = UriInspector.inspect(url, base, policy);
        List<Finding> findings = new ArrayList<>(i.findings());
        WebUrl w = i.verdict() == Verdict.DENY ? null : clientReading(url, base);
        String target = w == null ? i.redactedInput() : w.redacted();
        if (i.verdict() == Verdict.DENY) {
            return new FetchDecision(target, i.host() == null ? null : i.host().text(), findings, List.of(), i);
        }
        HostType type = w == null ? null : w.hostType();
        if (type == null || type == HostType.EMPTY || w.hostname().isEmpty()) {
            findings.add(new Finding(FindingCode.HOST_UNRESOLVED, policy.severity(FindingCode.HOST_UNRESOLVED), -1,
                    w == null ? "a client (the URL Standard) cannot read '" + Findings.shorten(target) + "'"
                            : "a client (the URL Standard) reads no host in '" + Findings.shorten(target) + "'"));
            return new FetchDecision(target, null, findings, List.of(), i);
        }
        String host = w.hostname();
        if (type == HostType.IPV4 || type == HostType.IPV6) {
            List<ResolvedAddress> one = List.of(ResolvedAddress.of(toInetAddress(w.hostInfo())));
            Set<FindingCode> already = EnumSet.noneOf(FindingCode.class);
            for (Finding f : i.findings()) {
                already.add(f.code());
            }
            addressFindings("the host '" + host + "' is", one, already, findings);
            return new FetchDecision(target, host, findings, one, i);
        }
        if (!lookup) {
            return new FetchDecision(target, host, findings, List.of(), i);
        }
        List<InetAddress> answers;
        String failure = null;
        try {
            answers = resolver.resolve(host);
        } catch (UnknownHostException e) {
            answers = null;
            failure = e.getMessage();
        }
        List<ResolvedAddress> resolved = new ArrayList<>(answers == null ? 0 : answers.size());
        if (answers != null) {
            for (InetAddress a : answers) {
                if (a != null) {
                    resolved.add(ResolvedAddress.of(a));
                }
            }
        }
        if (resolved.isEmpty()) {
            findings.add(new Finding(FindingCode.HOST_UNRESOLVED, policy.severity(FindingCode.HOST_UNRESOLVED), -1,
                    "the name '" + Findings.shorten(host) + "' does not resolve"
                            + (failure == null ? " (no address)" : " (" + Findings.shorten(failure) + ")")));
        }
        addressFindings("the name '" + Findings.shorten(host) + "' resolves to", resolved, EnumSet.noneOf(FindingCode.class), findings);
        return new FetchDecision(target, host, findings, resolved, i);
    }

    /** The URL Standard's reading of {@code url} against {@code base}: the reading of HTTP clients; null when it fails. */
    private static WebUrl clientReading(String url, Uri base) {
        WebUrl webBase = base == null ? null : WebUrl.parseOrNull(base.toUriString());
        return base != null && webBase == null ? null : WebUrl.parseOrNull(url, webBase);
    }

    /**
     * One finding per class code (cloud metadata, internal, special-purpose) that the addresses
     * have and {@code skip} does not: {@code what} (e.g. "the name 'x' resolves to") and the
     * addresses of that kind; denied when the policy allows the class of any of them not.
     */
    private void addressFindings(String what, List<ResolvedAddress> addresses, Set<FindingCode> skip, List<Finding> out) {
        for (FindingCode code : CLASS_CODES) {
            if (skip.contains(code)) {
                continue;
            }
            StringBuilder list = null;
            int n = 0;
            Severity severity = Severity.INFO;
            for (ResolvedAddress a : addresses) {
                if (codeOf(a.addressClass()) != code) {
                    continue;
                }
                list = list == null ? new StringBuilder() : list.append(", ");
                list.append(a);
                n++;
                Severity s = policy.severity(code, a.addressClass());
                severity = s.compareTo(severity) > 0 ? s : severity;
            }
            if (list != null) {
                out.add(new Finding(code, severity, -1, what + " " + list
                        + (n < addresses.size() ? ", " + n + " of its " + addresses.size() + " addresses" : "")));
            }
        }
    }

    /** The finding code of an address of class {@code c}, or null for a public address. */
    private static FindingCode codeOf(AddressClass c) {
        if (c == AddressClass.CLOUD_METADATA) {
            return FindingCode.CLOUD_METADATA;
        }
        if (c.isInternal()) {
            return FindingCode.HOST_INTERNAL;
        }
        return c.isSpecialPurpose() ? FindingCode.HOST_SPECIAL_PURPOSE : null;
    }

    /** The address of an IPv4 or IPv6 host, without a lookup. */
    private static InetAddress toInetAddress(Host h) {
        if (h instanceof Host.Ipv4 v4) {
            return Resolvers.ipv4(v4.address());
        }
        Host.Ipv6 v6 = (Host.Ipv6) h;
        return Resolvers.ipv6(v6.high(), v6.low());
    }

    /** {@code FetchGuard[InspectionPolicy[fetch], HostResolver.system()]}. */
    @Override
    public String toString() {
        return "FetchGuard[" + policy + ", " + resolver + "]";
    }

    /** Builds a {@link FetchGuard}; obtained from {@link FetchGuard#builder()} or {@link FetchGuard#toBuilder()}. */
    public static final class Builder {
        private InspectionPolicy policy;
        private HostResolver resolver;

        private Builder(InspectionPolicy policy, HostResolver resolver) {
            this.policy = policy;
            this.resolver = resolver;
        }

        /** The policy ({@link InspectionPolicy#FETCH} by default). */
        public Builder policy(InspectionPolicy policy) {
            this.policy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /** The resolver ({@link HostResolver#system()} by default). */
        public Builder resolver(HostResolver resolver) {
            this.resolver = Objects.requireNonNull(resolver, "resolver");
            return this;
        }

        /** The guard. */
        public FetchGuard build() {
            return new FetchGuard(policy, resolver);
        }
    }
}
