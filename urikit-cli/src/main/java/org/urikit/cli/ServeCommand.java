package org.urikit.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.concurrent.Callable;
import org.urikit.cli.serve.PlaygroundServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code urikit serve}: the playground, a page on a local web server that draws how RFC 3986 and
 * the WHATWG URL Standard read a string, where they disagree and what the inspector decides, with
 * a JSON API under {@code /api/} ({@link PlaygroundServer}). It runs until Ctrl-C.
 *
 * <pre>{@code
 * $ urikit serve
 * urikit serve: the playground is at http://127.0.0.1:8080/ (Ctrl-C stops it)
 * ^Curikit serve: stopped
 * }</pre>
 *
 * <p>The server listens on 127.0.0.1 unless {@code --host} says otherwise; {@code --port 0} takes
 * any free port (the line on standard output says which). Ctrl-C (or SIGTERM) stops it through a
 * shutdown hook: the requests in progress get up to a second to finish.
 */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Serve the playground: a page that shows how RFC 3986 and the WHATWG URL Standard (browsers) read a URL, "
                + "where they disagree and the inspector's verdict, with a JSON API under /api/.",
            "Runs until Ctrl-C; prints the page's address on standard output."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "130:stopped by Ctrl-C (143 by SIGTERM): the status of a process ended by the signal",
            "2:usage error (a port out of range, an unknown host)",
            "3:the address cannot be listened on (the port is in use, the address is not this machine's)"})
final class ServeCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080",
            description = "The TCP port to listen on (default: ${DEFAULT-VALUE}; 0: any free port).")
    private int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    private String host;

    @Override
    public Integer call() throws InterruptedException {
        Streams io = main.streams();
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "invalid option value: --port must be 0 to 65535, found " + port);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new ParameterException(spec.commandLine(), "invalid option value: --host: unknown host '" + Main.oneLine(host) + "'");
        }
        PlaygroundServer server;
        try {
            server = PlaygroundServer.start(new InetSocketAddress(address, port), JsonVariables::parse, io.err());
        } catch (IOException e) {
            io.err().println("urikit serve: cannot listen on " + Main.oneLine(host) + " port " + port + ": "
                    + Main.oneLine(String.valueOf(e.getMessage())));
            return ExitStatus.FAILURE;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            io.err().println("urikit serve: stopped");
            io.err().flush();
        }, "urikit-serve-stop"));
        io.out().println("urikit serve: the playground is at " + server.url() + " (Ctrl-C stops it)");
        io.out().flush();
        server.awaitStop();
        return ExitStatus.OK;
    }
}
