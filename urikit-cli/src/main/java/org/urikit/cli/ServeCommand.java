package org.urikit.cli;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Map;
import org.urikit.Uri;
import org.urikit.cli.serve.Commands;
import org.urikit.cli.serve.PlaygroundServer;
import org.urikit.security.InspectionPolicy;

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
 * shutdown hook: the requests in progress get up to a second to finish. It reads no items.
 */
final class ServeCommand implements Command {
    /** A TCP port, 0 to 65535 (0: any free port). */
    static final Opt PORT = Opt.value("N", "The TCP port to listen on (default: ${DEFAULT-VALUE}; 0: any free port).", "--port")
            .defaultValue("8080").converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    Integer port = (Integer) Opt.INT.convert(text);
                    if (port < 0 || port > 65535) {
                        throw new IllegalArgumentException("'" + text + "' is not a port (0 to 65535)");
                    }
                    return port;
                }
            });

    static final Opt HOST = Opt.value("ADDRESS", "The address to listen on (default: ${DEFAULT-VALUE}, this machine only).", "--host")
            .defaultValue("127.0.0.1");

    static final CommandDef DEF = new CommandDef("serve") {
        @Override
        Command create(Args args) {
            return new ServeCommand(args);
        }
    }.description("Serve the playground: a page that shows how RFC 3986 and the WHATWG URL Standard (browsers) read a URL, "
            + "where they disagree and the inspector's verdict, with a JSON API under /api/.",
            "Runs until Ctrl-C; prints the page's address on standard output.")
            .exits("130:stopped by Ctrl-C (143 by SIGTERM): the status of a process ended by the signal",
                    "2:usage error (a port out of range, an unknown host)",
                    "3:the address cannot be listened on (the port is in use, the address is not this machine's)")
            .options(PORT, HOST);

    private final String host;
    private final int port;

    ServeCommand(Args args) {
        this.host = args.value(HOST);
        this.port = args.<Integer>value(PORT);
    }

    @Override
    public int run(Streams io) {
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            throw new UsageError("Invalid value for option '--host': unknown host '" + Main.oneLine(host) + "'");
        }
        PlaygroundServer server;
        try {
            server = PlaygroundServer.start(new InetSocketAddress(address, port), COMMANDS, io.err());
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
        try {
            server.awaitStop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return ExitStatus.OK;
    }

    /** What the playground's calls take from the commands: the JSON reader of {@code --vars}, and the tables of idna and check. */
    static final Commands COMMANDS = new CommandObjects();

    private static final class CommandObjects implements Commands {
        @Override
        public Map<String, Object> jsonObject(String text) {
            return JsonVariables.parse(text);
        }

        @Override
        public String idna(String domain, boolean toUnicode, boolean showPasswords) {
            return IdnaCommand.json(domain, toUnicode, showPasswords);
        }

        @Override
        public String check(String input, Uri base, InspectionPolicy policy, boolean resolve, boolean showPasswords) {
            return CheckCommand.playground(input, base, policy, resolve, showPasswords);
        }
    }
}
