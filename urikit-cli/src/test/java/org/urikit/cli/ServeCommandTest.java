package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code urikit serve} as a command: its usage errors in-process, and a real process that serves
 * the page and stops cleanly on Ctrl-C (SIGINT: the shutdown hook stops the server).
 */
class ServeCommandTest {
    @Test
    void usage() throws IOException {
        MainTest.Run help = MainTest.run("", "serve", "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("Usage: urikit serve [-hV] [--host=ADDRESS] [--port=N]"), help.out());
        assertEquals(new MainTest.Run(2, "", "urikit serve: Invalid value for option '--port': '70000' is not a port (0 to 65535) "
                + "(see 'urikit serve --help')\n"), MainTest.run("", "serve", "--port", "70000"));
        assertEquals(new MainTest.Run(2, "", "urikit serve: Invalid value for option '--port': '-1' is not a port (0 to 65535) "
                + "(see 'urikit serve --help')\n"), MainTest.run("", "serve", "--port=-1"));
        assertEquals(new MainTest.Run(2, "", "urikit serve: Invalid value for option '--port': 'x' is not an int "
                + "(see 'urikit serve --help')\n"), MainTest.run("", "serve", "--port", "x"));
        assertEquals(new MainTest.Run(2, "", "urikit serve: Invalid value for option '--host': unknown host '[::1' "
                + "(see 'urikit serve --help')\n"), MainTest.run("", "serve", "--host", "[::1"));
        assertEquals(new MainTest.Run(2, "", "urikit serve: Unmatched argument at index 1: 'http://a/' "
                + "(see 'urikit serve --help')\n"), MainTest.run("", "serve", "http://a/"));
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            MainTest.Run r = MainTest.run("", "serve", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(3, r.status());
            assertEquals("", r.out());
            assertTrue(r.err().startsWith("urikit serve: cannot listen on 127.0.0.1 port " + taken.getLocalPort() + ": ")
                    && r.err().endsWith("\n") && r.err().split("\n").length == 1, r.err());
        }
    }

    @Test
    void servesUntilCtrlC() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                "org.urikit.cli.Main", "serve", "--port", "0")).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.matches("urikit serve: the playground is at http://127\\.0\\.0\\.1:[0-9]+/ \\(Ctrl-C stops it\\)"),
                    line);
            String url = line.substring(line.indexOf("http://"), line.indexOf(" (Ctrl-C"));
            HttpResponse<String> page = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                    .send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("<title>urikit playground</title>"));
            // Ctrl-C: SIGINT to the process; SIGTERM where this test runs with SIGINT ignored (a
            // background job of a shell without job control), which the child inherits.
            boolean ignored = sigintIgnored();
            assertEquals(0, new ProcessBuilder("kill", ignored ? "-TERM" : "-INT", Long.toString(p.pid())).start().waitFor());
            assertTrue(p.waitFor(10, TimeUnit.SECONDS), "still running 10 s after the signal");
            assertEquals(ignored ? 143 : 130, p.exitValue(), "the exit status of a process ended by the signal");
            assertEquals("urikit serve: stopped\n", new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
            assertEquals(null, out.readLine());
            int port = URI.create(url).getPort();
            assertThrows(ConnectException.class, () -> new Socket(InetAddress.getByName("127.0.0.1"), port).close());
        } finally {
            p.destroyForcibly();
        }
    }

    /** Whether this process ignores SIGINT (signal 2: bit 1 of {@code SigIgn} in /proc/self/status, Linux). */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!java.nio.file.Files.exists(status)) {
            return false;
        }
        for (String line : java.nio.file.Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16) & 2) != 0;
            }
        }
        return false;
    }
}
