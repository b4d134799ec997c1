package org.urikit.security;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.urikit.AddressClass;
import org.urikit.error.Severity;

/**
 * What {@link UriInspector} allows: the severity of each {@link FindingCode}, the schemes allowed
 * and those treated as dangerous, whether internal destinations are allowed, and the ports
 * allowed. An immutable value; change it through {@link #toBuilder()}.
 *
 * <pre>{@code
 * InspectionPolicy.FETCH;   // a server fetching a URL it was given: only http and https, internal hosts denied
 * InspectionPolicy.LINK;    // a link in a page: any scheme but the dangerous ones, internal hosts allowed
 * InspectionPolicy redirect = InspectionPolicy.LINK.toBuilder()
 *         .severity(FindingCode.CROSS_SITE, Severity.ERROR)            // an open-redirect check
 *         .build();
 * InspectionPolicy lab = InspectionPolicy.FETCH.toBuilder()
 *         .allowInternal(true)                                        // a crawler of the intranet
 *         .allowedSchemes("http", "https", "ftp")
 *         .allowedPorts(80, 443, 8080)
 *         .build();
 * }</pre>
 *
 * <p>{@link #FETCH} is for server-side requests (webhooks, link previews, importers): it denies
 * every finding by which the URL could reach the server's own network (internal and
 * special-purpose hosts, cloud metadata, the rare IPv4 forms resolvers read as addresses, hosts a
 * browser or decoder reads differently, ports of other protocols) and anything malformed.
 * {@link #LINK} is for links shown to people: it allows internal destinations and warns on the
 * confusions (userinfo, look-alike hosts, backslashes), and still denies the schemes that run
 * code. Each code's severity under each preset is in {@link FindingCode}.
 *
 * <p>{@code allowInternal(true)} lowers {@link FindingCode#HOST_INTERNAL} and
 * {@link FindingCode#HOST_SPECIAL_PURPOSE} to {@link Severity#INFO}; it leaves
 * {@link FindingCode#CLOUD_METADATA} as it is (set that one's severity explicitly). For a finer
 * choice, {@code allowedAddressClasses} names the classes allowed: a destination of one of them
 * (written in the URL, or an address the name resolves to, {@link FetchGuard}) is reported at
 * {@link Severity#INFO}, every other keeps its severity.
 *
 * <pre>{@code
 * InspectionPolicy loopbackOnly = InspectionPolicy.FETCH.toBuilder()
 *         .allowedAddressClasses(AddressClass.LOOPBACK)               // a test that fetches from its own server
 *         .build();
 * UriInspector.inspect("http://127.0.0.1:8080/", loopbackOnly).verdict();   // ALLOW (HOST_INTERNAL is info)
 * UriInspector.inspect("http://10.0.0.1/", loopbackOnly).verdict();         // DENY
 * }</pre>
 */
public final class InspectionPolicy {
    private static final FindingCode[] CODES = FindingCode.values();
    private static final Set<String> DEFAULT_DANGEROUS = Set.of("javascript", "data", "vbscript", "file");
    /** The classes {@code allowInternal(true)} allows: every internal and special-purpose class but cloud metadata. */
    private static final Set<AddressClass> INTERNAL = Collections.unmodifiableSet(EnumSet.of(AddressClass.LOOPBACK,
            AddressClass.PRIVATE, AddressClass.LINK_LOCAL, AddressClass.UNSPECIFIED, AddressClass.SHARED,
            AddressClass.LOCAL_NAME, AddressClass.MULTICAST, AddressClass.RESERVED, AddressClass.DOCUMENTATION,
            AddressClass.BENCHMARKING));

    /** Server-side fetch: http and https only; internal, special-purpose and ambiguous hosts denied. */
    public static final InspectionPolicy FETCH = presets(true);

    /** A link in a page: any scheme but the dangerous ones; internal hosts allowed; confusions warned. */
    public static final InspectionPolicy LINK = presets(false);

    private final String name;
    private final Severity[] severities;
    private final Set<String> allowedSchemes;
    private final Set<String> dangerousSchemes;
    private final boolean allowInternal;
    private final Set<AddressClass> allowedClasses;
    private final Set<Integer> allowedPorts;
    /** Hash-based copies of the scheme sets, for the lookups of every inspection. */
    private final Set<String> allowedLookup;
    private final Set<String> dangerousLookup;

    private InspectionPolicy(Builder b) {
        this.name = b.name;
        this.severities = b.severities.clone();
        this.allowedSchemes = Collections.unmodifiableSet(new TreeSet<>(b.allowedSchemes));
        this.dangerousSchemes = Collections.unmodifiableSet(new TreeSet<>(b.dangerousSchemes));
        this.allowedClasses = Collections.unmodifiableSet(b.allowedClasses.isEmpty()
                ? EnumSet.noneOf(AddressClass.class) : EnumSet.copyOf(b.allowedClasses));
        this.allowInternal = allowedClasses.containsAll(INTERNAL);
        this.allowedPorts = Collections.unmodifiableSet(new TreeSet<>(b.allowedPorts));
        this.allowedLookup = Set.copyOf(allowedSchemes);
        this.dangerousLookup = Set.copyOf(dangerousSchemes);
    }

    private static InspectionPolicy presets(boolean fetch) {
        Builder b = new Builder();
        b.name = fetch ? "fetch" : "link";
        for (FindingCode c : CODES) {
            b.severities[c.ordinal()] = fetch ? c.fetchSeverity() : c.linkSeverity();
        }
        if (fetch) {
            b.allowedSchemes.addAll(Set.of("http", "https"));
        }
        b.dangerousSchemes.addAll(DEFAULT_DANGEROUS);
        if (!fetch) {
            b.allowedClasses.addAll(INTERNAL);
        }
        return b.build();
    }

    /** A builder that starts from {@link #FETCH}. */
    public static Builder builder() {
        return FETCH.toBuilder();
    }

    /** A builder that starts from this policy. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.name = name;
        System.arraycopy(severities, 0, b.severities, 0, severities.length);
        b.allowedSchemes.addAll(allowedSchemes);
        b.dangerousSchemes.addAll(dangerousSchemes);
        b.allowedClasses.addAll(allowedClasses);
        b.allowedPorts.addAll(allowedPorts);
        return b;
    }

    /**
     * The severity of {@code code} under this policy, after {@link #allowsInternal()}: with internal
     * destinations allowed, {@link FindingCode#HOST_INTERNAL} and
     * {@link FindingCode#HOST_SPECIAL_PURPOSE} are {@link Severity#INFO}.
     */
    public Severity severity(FindingCode code) {
        if (allowInternal && (code == FindingCode.HOST_INTERNAL || code == FindingCode.HOST_SPECIAL_PURPOSE)) {
            return Severity.INFO;
        }
        return severities[code.ordinal()];
    }

    /** The schemes allowed (lower case); empty means every scheme that is not dangerous. */
    public Set<String> allowedSchemes() {
        return allowedSchemes;
    }

    /** The schemes denied as dangerous (lower case) unless they are explicitly allowed. */
    public Set<String> dangerousSchemes() {
        return dangerousSchemes;
    }

    /**
     * The severity of {@code code} for a destination of class {@code c}: {@link Severity#INFO}
     * for {@link FindingCode#HOST_INTERNAL}, {@link FindingCode#HOST_SPECIAL_PURPOSE} and
     * {@link FindingCode#CLOUD_METADATA} when {@code c} is allowed, else {@link #severity(FindingCode)}.
     */
    Severity severity(FindingCode code, AddressClass c) {
        if (c != null && allowedClasses.contains(c) && (code == FindingCode.HOST_INTERNAL
                || code == FindingCode.HOST_SPECIAL_PURPOSE || code == FindingCode.CLOUD_METADATA)) {
            return Severity.INFO;
        }
        return severity(code);
    }

    /** Whether every internal and special-purpose class but cloud metadata is allowed ({@link Builder#allowInternal}). */
    public boolean allowsInternal() {
        return allowInternal;
    }

    /** Whether a destination of class {@code c} is allowed: its findings are {@link Severity#INFO}. */
    public boolean allows(AddressClass c) {
        return allowedClasses.contains(c);
    }

    /** The address classes allowed (see {@link Builder#allowedAddressClasses}); empty under {@link #FETCH}. */
    public Set<AddressClass> allowedAddressClasses() {
        return allowedClasses;
    }

    /** The ports allowed besides each scheme's default; empty means any port. */
    public Set<Integer> allowedPorts() {
        return allowedPorts;
    }

    /** Whether {@code scheme} (lower case) is dangerous under this policy: listed as dangerous and not explicitly allowed. */
    boolean isDangerous(String scheme) {
        return dangerousLookup.contains(scheme) && !allowedLookup.contains(scheme);
    }

    /** Whether {@code scheme} (lower case) passes the allow-list. */
    boolean isAllowed(String scheme) {
        return allowedLookup.isEmpty() || allowedLookup.contains(scheme);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof InspectionPolicy p && Arrays.equals(severities, p.severities) && allowedClasses.equals(p.allowedClasses)
                && allowedSchemes.equals(p.allowedSchemes) && dangerousSchemes.equals(p.dangerousSchemes)
                && allowedPorts.equals(p.allowedPorts);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(severities), allowedSchemes, dangerousSchemes, allowedClasses, allowedPorts);
    }

    /** {@code InspectionPolicy[fetch]} for a preset, {@code InspectionPolicy[custom, from fetch]} for a changed one. */
    @Override
    public String toString() {
        return this.equals(FETCH) ? "InspectionPolicy[fetch]" : this.equals(LINK) ? "InspectionPolicy[link]"
                : "InspectionPolicy[custom, from " + name + ": allowedSchemes=" + allowedSchemes + ", allowedAddressClasses="
                        + allowedClasses + ", allowedPorts=" + allowedPorts + "]";
    }

    /** Builds an {@link InspectionPolicy}; obtained from {@link InspectionPolicy#toBuilder()}. */
    public static final class Builder {
        private String name;
        private final Severity[] severities = new Severity[CODES.length];
        private final Set<String> allowedSchemes = new TreeSet<>();
        private final Set<String> dangerousSchemes = new TreeSet<>();
        private final Set<AddressClass> allowedClasses = EnumSet.noneOf(AddressClass.class);
        private final Set<Integer> allowedPorts = new TreeSet<>();

        private Builder() {
        }

        /** Sets the severity of one finding code. */
        public Builder severity(FindingCode code, Severity severity) {
            severities[code.ordinal()] = Objects.requireNonNull(severity, "severity");
            return this;
        }

        /**
         * Replaces the allow-list of schemes (compared case-insensitively); no argument allows every
         * scheme that is not dangerous. A dangerous scheme named here is allowed.
         */
        public Builder allowedSchemes(String... schemes) {
            allowedSchemes.clear();
            for (String s : schemes) {
                allowedSchemes.add(scheme(s));
            }
            return this;
        }

        /** Replaces the set of dangerous schemes (compared case-insensitively). */
        public Builder dangerousSchemes(String... schemes) {
            dangerousSchemes.clear();
            for (String s : schemes) {
                dangerousSchemes.add(scheme(s));
            }
            return this;
        }

        /**
         * Whether internal and special-purpose destinations are allowed (see the class comment):
         * true adds every internal and special-purpose class but {@link AddressClass#CLOUD_METADATA}
         * to the allowed classes, false removes them.
         */
        public Builder allowInternal(boolean allow) {
            if (allow) {
                allowedClasses.addAll(INTERNAL);
            } else {
                allowedClasses.removeAll(INTERNAL);
            }
            return this;
        }

        /**
         * Replaces the address classes allowed: the findings of a destination of one of these
         * classes ({@link FindingCode#HOST_INTERNAL}, {@link FindingCode#HOST_SPECIAL_PURPOSE},
         * {@link FindingCode#CLOUD_METADATA}) are {@link Severity#INFO}; no argument allows none.
         * {@link AddressClass#PUBLIC} and {@link AddressClass#DOMAIN} have no findings to lower.
         */
        public Builder allowedAddressClasses(AddressClass... classes) {
            allowedClasses.clear();
            for (AddressClass c : classes) {
                allowedClasses.add(Objects.requireNonNull(c, "address class"));
            }
            return this;
        }

        /** Replaces the ports allowed besides each scheme's default; no argument allows any port. */
        public Builder allowedPorts(int... ports) {
            allowedPorts.clear();
            for (int p : ports) {
                if (p < 0 || p > 65535) {
                    throw new IllegalArgumentException("not a port: " + p);
                }
                allowedPorts.add(p);
            }
            return this;
        }

        private static String scheme(String s) {
            Objects.requireNonNull(s, "scheme");
            if (s.isEmpty()) {
                throw new IllegalArgumentException("empty scheme");
            }
            return s.toLowerCase(Locale.ROOT);
        }

        /** The policy. */
        public InspectionPolicy build() {
            return new InspectionPolicy(this);
        }
    }
}
