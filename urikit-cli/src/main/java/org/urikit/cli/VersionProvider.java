package org.urikit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * {@code urikit --version}: the project version from the jar's manifest
 * ({@code Implementation-Version}, which the build writes), or, when the classes run outside the
 * jar (the tests), from {@code org/urikit/cli/version.properties}, which Maven filters the same way.
 *
 * <pre>{@code
 * $ urikit --version
 * urikit 0.2.0
 * }</pre>
 */
final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"urikit " + version()};
    }

    /** The version string, e.g. {@code 0.2.0}. */
    static String version() {
        String fromManifest = VersionProvider.class.getPackage().getImplementationVersion();
        if (fromManifest != null) {
            return fromManifest;
        }
        try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                return "(unknown version)";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "(unknown version)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
