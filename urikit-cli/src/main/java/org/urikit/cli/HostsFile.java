package org.urikit.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.urikit.security.HostResolver;

/**
 * {@code urikit check --hosts FILE}: the answers of a hosts file ({@code /etc/hosts} form, UTF-8;
 * {@link HostResolver#hostsFile}), which {@code --resolve} gives instead of DNS's, for tests and
 * offline use. A name on several lines has several answers.
 *
 * <pre>{@code
 * $ cat hosts.txt
 * 127.0.0.1       attacker.example.com
 * 93.184.215.14   www.example.com
 * $ urikit check --json --resolve --hosts hosts.txt http://attacker.example.com/
 * {... "verdict":"deny", ... "addresses":[{"address":"127.0.0.1","class":"loopback"}], ...}
 * }</pre>
 */
final class HostsFile {
    private HostsFile() {
    }

    /**
     * The resolver of the file {@code path}.
     *
     * @throws IllegalArgumentException with a one-line reason: the file cannot be read, or a line
     *         is not an address followed by names (with its number)
     */
    static HostResolver read(String path) {
        Path file = Path.of(path);
        String text = text(file);
        try {
            return HostResolver.hostsFile(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ", " + e.getMessage());
        }
    }

    /**
     * The text of a file an option names (UTF-8): {@code --hosts FILE}, {@code template --vars @FILE}.
     *
     * @throws IllegalArgumentException {@code cannot read FILE: no such file} (or another one-line reason)
     */
    static String text(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read " + file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IllegalArgumentException("cannot read " + file + ": permission denied");
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("cannot read " + file + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }
}
