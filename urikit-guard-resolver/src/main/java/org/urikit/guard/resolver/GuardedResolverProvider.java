package org.urikit.guard.resolver;

import java.net.spi.InetAddressResolver;
import java.net.spi.InetAddressResolverProvider;
import org.urikit.guard.jdk.JvmLookups;

/**
 * The JVM's resolver, checked (JEP 418, Java 18): on the class path, this provider is found by
 * {@link java.util.ServiceLoader} at the JVM's first lookup and answers every later one through
 * {@link GuardedResolver}: the JDK's built-in resolver looks the name up (hosts file, DNS), and
 * the answers go back only when {@link JvmLookups#policy()} allows every one of them.
 *
 * <pre>{@code
 * // java -cp app.jar:urikit-core.jar:urikit-guard-jdk.jar:urikit-guard-resolver.jar ...
 * JvmLookups.areChecked();                              // true
 * InetAddress.getByName("169.254.169.254.nip.io");      // throws UnknownHostException (CLOUD_METADATA)
 * }</pre>
 *
 * <p>This is what lets {@link org.urikit.guard.jdk.JdkHttpGuard} allow URLs whose host is a name:
 * the JDK's {@code HttpClient} resolves the name through the JVM when it connects, and connects to
 * what this resolver returned, the checked answers.
 */
public final class GuardedResolverProvider extends InetAddressResolverProvider {
    @Override
    public InetAddressResolver get(Configuration configuration) {
        return new GuardedResolver(configuration.builtinResolver(), JvmLookups.hostsFile());
    }

    @Override
    public String name() {
        return "urikit fetch guard";
    }
}
