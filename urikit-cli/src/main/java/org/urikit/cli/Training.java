package org.urikit.cli;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The training run of the launcher's start-up archive: runs every subcommand once or twice
 * in-process, on a few inputs, with its output thrown away, so that the JVM that runs it can write
 * down every class a call of {@code urikit} loads — a class-data-sharing archive
 * ({@code -XX:ArchiveClassesAtExit}, JDK 17 to 24) or an ahead-of-time cache
 * ({@code -XX:AOTCacheOutput}, JDK 25 and later, JEP 514). A later call maps them from that file
 * instead of loading, verifying and linking them anew, whatever its subcommand; the help and the
 * usage errors (picocli's model) are in it too.
 *
 * <pre>{@code
 * java -XX:ArchiveClassesAtExit=urikit.jsa -cp urikit.jar org.urikit.cli.Training   # JDK 17
 * java -XX:AOTCacheOutput=urikit.aot -cp urikit.jar org.urikit.cli.Training         # JDK 25
 * java -XX:SharedArchiveFile=urikit.jsa -jar urikit.jar parse http://a/             # then
 * }</pre>
 */
public final class Training {
    private Training() {
    }

    /** The command lines of the training, each run once on {@link #STDIN} when it reads standard input. */
    static final List<String[]> CALLS = List.of(
            new String[] {"parse", "http://u@h:8/p?q#f"},
            new String[] {"parse", "--json", "http://u:pw@h/a?b=c#d", "http://h:x/"},
            new String[] {"parse", "--explain", "http://a/b"},
            new String[] {"parse", "--field", "host", "-r", "http://a/"},
            new String[] {"parse", "--json"},
            new String[] {"parse", "--json", "--jobs", "2"},
            new String[] {"parse", "--whatwg", "--json", "HTTP://A/b c"},
            new String[] {"resolve", "http://a/b/c/d;p?q", "../g"},
            new String[] {"relativize", "--json", "http://a/b/c/d;p?q", "http://a/b/g"},
            new String[] {"normalize", "--json"},
            new String[] {"normalize", "--iri", "http://bücher.example/"},
            new String[] {"edit", "--set", "host=example.com", "--append", "query=a=b", "--get", "{host} {query:a}", "https://curl.se/x"},
            new String[] {"edit", "--whatwg", "--json", "--trim", "query=utm_*", "--sort-query", "https://h/?utm_x=1&b=2&a=3"},
            new String[] {"equivalent", "--json", "http://a/", "HTTP://A:80/"},
            new String[] {"scheme", "--json", "ftp://u:pw@h/a/b;type=i"},
            new String[] {"extract", "--json"},
            new String[] {"whatwg", "--json"},
            new String[] {"whatwg", "https://example.org/?q=1"},
            new String[] {"diff", "--json", "http://0x7f.1/"},
            new String[] {"idna", "--json", "Bücher.example"},
            new String[] {"template", "--json", "--vars", "{\"a\":\"b c\"}", "/x/{a}"},
            new String[] {"template", "--match", "/x/y", "/x/{a}"},
            new String[] {"check", "--json", "http://0x7f.1/"},
            new String[] {"check", "http://example.com/"},
            new String[] {"encode", "a b/c"},
            new String[] {"decode", "--json", "a%20b"},
            new String[] {"stats", "--json"},
            new String[] {"dedupe"},
            new String[] {"serve", "--help"},
            new String[] {"parse", "--help"},
            new String[] {"parse", "--bogus"});

    /** The standard input of the calls that read it. */
    static final String STDIN = "http://example.com/a/../b?x=1#f\nhttps://u:pw@[::1]:8080/\nHTTP://EXAMPLE.com:80/%7euser\n"
            + "mailto:a@b\n//h:x/\nsee <http://example.org/a> and www.x.org\n";

    /** Runs the training calls; the exit status is 0 unless the process itself fails. */
    public static void main(String[] args) {
        PrintStream none = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
        for (String[] call : CALLS) {
            Main.run(call, new ByteArrayInputStream(STDIN.getBytes(StandardCharsets.UTF_8)), none, none);
        }
    }
}
