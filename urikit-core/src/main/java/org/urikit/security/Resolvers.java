package org.urikit.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.net.Ascii;

/** The resolvers of {@link HostResolver}: the system's and fixed answers. */
final class Resolvers {
    private Resolvers() {
    }

    /** {@link HostResolver#system()}. */
    static final HostResolver SYSTEM = new HostResolver() {
        @Override
        public List<InetAddress> resolve(String name) throws UnknownHostException {
            return List.of(InetAddress.getAllByName(Objects.requireNonNull(name, "name")));
        }

        @Override
        public String toString() {
            return "HostResolver.system()";
        }
    };

    /** The key of a name among fixed answers: lower case, without one trailing dot. */
    static String key(String name) {
        String lower = Ascii.lower(name);
        return lower.length() > 1 && lower.endsWith(".") ? lower.substring(0, lower.length() - 1) : lower;
    }

    /** {@link HostResolver#of(Map)}. */
    static final class Fixed implements HostResolver {
        private final Map<String, List<InetAddress>> answers;

        Fixed(Map<String, List<InetAddress>> answers) {
            this.answers = answers;
        }

        @Override
        public List<InetAddress> resolve(String name) throws UnknownHostException {
            List<InetAddress> a = answers.get(key(Objects.requireNonNull(name, "name")));
            if (a == null) {
                throw new UnknownHostException(name + ": not among the fixed answers");
            }
            return a;
        }

        @Override
        public String toString() {
            return "HostResolver.of(" + answers.size() + " names)";
        }
    }
}
