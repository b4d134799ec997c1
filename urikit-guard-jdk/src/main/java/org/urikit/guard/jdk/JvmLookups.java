package org.urikit.guard.jdk;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.urikit.AddressClass;
import org.urikit.security.FetchDeniedException;
import org.urikit.security.FetchGuard;
import org.urikit.security.HostResolver;
import org.urikit.security.InspectionPolicy;

/**
 * The check of this JVM's name lookups: the policy by which urikit-guard-resolver (Java 18+,
 * {@code java.net.spi.InetAddressResolverProvider}) judges every answer of every lookup the JVM
 * makes, and the names it leaves unchecked. The JDK's {@code java.net.http.HttpClient} has no
 * resolver of its own: it resolves names through {@link InetAddress}, so the only place to check
 * the addresses it connects to, with no second lookup, is the JVM's resolver.
 *
 * <pre>{@code
 * // Java 18+, urikit-guard-resolver on the class path:
 * JvmLookups.areChecked();                                   // true
 * JvmLookups.use(InspectionPolicy.FETCH, "db.internal");     // every lookup judged by FETCH, but db.internal's
 * InetAddress.getByName("169.254.169.254.nip.io");           // throws UnknownHostException (CLOUD_METADATA)
 * }</pre>
 *
 * <p>The policy applies to the whole JVM: a process whose lookups are checked cannot reach an
 * internal name unless the policy allows its class or the name is unchecked. Start the JVM with
 * {@code -Durikit.lookups.allow=loopback,private} (address classes, as
 * the constant names in lower case with {@code -} for {@code _}, {@code link-local}) and {@code -Durikit.lookups.unchecked=db.internal,...}
 * to have them from the first lookup on ({@code -Durikit.lookups.hosts=FILE} answers names from a
 * hosts file instead of DNS, {@link #hostsFile()}); {@link #use} changes them later (the JVM's cache keeps
 * earlier answers for {@code networkaddress.cache.ttl} seconds, denials for
 * {@code networkaddress.cache.negative.ttl}). The default is {@link InspectionPolicy#FETCH} with no
 * unchecked name.
 */
public final class JvmLookups {
    /** The resolver provider of urikit-guard-resolver. */
    static final String PROVIDER = "org.urikit.guard.resolver.GuardedResolverProvider";

    private record Config(InspectionPolicy policy, Set<String> unchecked) {
    }

    private static volatile Config config = fromSystemProperties();
    private static final HostResolver HOSTS = hostsFromProperty();
    private static volatile Boolean checked;
    /**
     * The last denial of each recently denied name, until a lookup of it is allowed: the JDK's
     * client turns a failed lookup into an unresolved address and a plain connection failure (and
     * the JVM caches a failed lookup for {@code networkaddress.cache.negative.ttl} seconds without
     * asking the resolver), so {@link JdkHttpGuard} finds the denial here to hand to its caller.
     */
    private static final Map<String, FetchDeniedException> DENIALS = Collections.synchronizedMap(
            new LinkedHashMap<String, FetchDeniedException>(16, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<String, FetchDeniedException> eldest) {
                    return size() > 256;
                }
            });

    private JvmLookups() {
    }

    /**
     * Judges every later lookup of the JVM by {@code policy}, except those of {@code uncheckedNames}
     * (compared case-insensitively, without a trailing dot), which are answered as they are.
     */
    public static void use(InspectionPolicy policy, String... uncheckedNames) {
        Objects.requireNonNull(policy, "policy");
        Set<String> names = new TreeSet<>();
        for (String n : uncheckedNames) {
            names.add(key(Objects.requireNonNull(n, "name")));
        }
        config = new Config(policy, Set.copyOf(names));
    }

    /** The policy lookups are judged by. */
    public static InspectionPolicy policy() {
        return config.policy();
    }

    /** Whether the lookups of {@code name} are left unchecked. */
    public static boolean isUnchecked(String name) {
        return config.unchecked().contains(key(name));
    }

    /** The names whose lookups are left unchecked, lower case. */
    public static Set<String> uncheckedNames() {
        return config.unchecked();
    }

    /**
     * Whether this JVM's lookups go through urikit-guard-resolver: Java 18 or newer, and its
     * provider the first {@code InetAddressResolverProvider} on the class path (the one the JVM
     * uses).
     */
    public static boolean areChecked() {
        Boolean c = checked;
        if (c == null) {
            c = providerInstalled();
            checked = c;
        }
        return c;
    }

    /**
     * The answers of {@code name} that the policy allows: all of them, unless one is denied (then
     * none; an {@link UnknownHostException} whose cause is the {@link FetchDeniedException}); none
     * at all is a denial too ({@code HOST_UNRESOLVED}). urikit-guard-resolver calls it with the
     * answers of the JVM's own resolver (none when that failed); no lookup is made.
     */
    public static List<InetAddress> check(String name, List<InetAddress> answers) throws UnknownHostException {
        if (isUnchecked(name)) {
            DENIALS.remove(key(name));
            return answers;
        }
        List<InetAddress> copy = List.copyOf(answers);
        FetchGuard guard = FetchGuard.builder().policy(policy()).resolver(n -> copy).build();
        try {
            List<InetAddress> allowed = guard.lookup(name);
            DENIALS.remove(key(name));
            return allowed;
        } catch (UnknownHostException e) {
            DENIALS.put(key(name), FetchDeniedException.find(e));
            throw e;
        }
    }

    /**
     * The answers of the hosts file that {@code -Durikit.lookups.hosts=FILE} names (the
     * {@link HostResolver#hostsFile} form), which urikit-guard-resolver gives instead of the JVM's
     * own resolver's; null when the property is not set. The JDK's {@code jdk.net.hosts.file} does
     * the same for the JVM's built-in resolver, but turns resolver providers off: it cannot be used
     * with this check. A file that cannot be read or parsed answers no name.
     */
    public static HostResolver hostsFile() {
        return HOSTS;
    }

    private static HostResolver hostsFromProperty() {
        String file = System.getProperty("urikit.lookups.hosts");
        if (file == null || file.isBlank()) {
            return null;
        }
        try {
            return HostResolver.hostsFile(Files.readString(Path.of(file), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            String why = "urikit.lookups.hosts: cannot use '" + file + "': " + e.getMessage();
            return name -> {
                throw new UnknownHostException(why);
            };
        }
    }

    /** The denial of the last lookup of {@code name}, when it was denied (and none was allowed since), or null. */
    static FetchDeniedException lastDenial(String name) {
        return DENIALS.get(key(name));
    }

    private static boolean providerInstalled() {
        if (Runtime.version().feature() < 18) {
            return false;
        }
        try {
            Class<?> spi = Class.forName("java.net.spi.InetAddressResolverProvider");
            return ServiceLoader.load(spi, ClassLoader.getSystemClassLoader()).stream().findFirst()
                    .map(p -> p.type().getName().equals(PROVIDER)).orElse(false);
        } catch (ClassNotFoundException | RuntimeException e) {
            return false;
        }
    }

    private static Config fromSystemProperties() {
        InspectionPolicy.Builder b = InspectionPolicy.FETCH.toBuilder();
        List<AddressClass> allowed = new ArrayList<>();
        for (String s : split(System.getProperty("urikit.lookups.allow", ""))) {
            for (AddressClass c : AddressClass.values()) {
                if (c.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-').equals(s)) {
                    allowed.add(c);
                }
            }
        }
        b.allowedAddressClasses(allowed.toArray(new AddressClass[0]));
        Set<String> names = new TreeSet<>();
        for (String s : split(System.getProperty("urikit.lookups.unchecked", ""))) {
            names.add(key(s));
        }
        return new Config(b.build(), Set.copyOf(names));
    }

    private static List<String> split(String list) {
        List<String> out = new ArrayList<>();
        for (String s : list.split(",")) {
            if (!s.isBlank()) {
                out.add(s.strip().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static String key(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.length() > 1 && lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower;
    }
}
