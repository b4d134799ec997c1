package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.HostKind;
import org.urikit.Uri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit parse}: splits each URI reference into its components (RFC 3986 §3, §4.1) or
 * says why it is not one, with the reason code and the index of the first offending character.
 *
 * <pre>{@code
 * $ urikit parse 'http://u@h:8/p?q#f' 'http://h:x/'
 * http://u@h:8/p?q#f -> scheme http, userinfo u, host h (reg-name), port 8, path /p, query q, fragment f
 * http://h:x/ -> invalid: INVALID_PORT at index 9: the port must be decimal digits, found 'x'
 * $ urikit parse --json 'http://u@h:8/p?q#f'
 * {"input":"http://u@h:8/p?q#f","valid":true,"absolute":true,"scheme":"http","authority":"u@h:8",
 *  "userinfo":"u","host":"h","hostType":"reg-name","port":"8","path":"/p","query":"q","fragment":"f"}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md: an absent component
 * is {@code null}, an empty one {@code ""}, values are the raw text as written. For people, one
 * line per input: the components present, each shown as {@link HumanLine#show} does; with
 * {@code --explain}, a block per input (one row per component, the message with its caret line,
 * {@link Uri#toDiagram()}). {@code --json --explain} adds {@code offsets}: the start and end
 * (UTF-16 indexes, end exclusive) of each component present.
 */
@Command(name = "parse",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Split URI references into their components (RFC 3986 section 3), or report why they are invalid.",
            "With no URI arguments, reads standard input, one URI reference per line; '-' also means standard input."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every input was valid",
            "1:at least one input was invalid (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class ParseCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Mixin
    private ProfileOption profile;

    @Mixin
    private InputMode mode;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions batch;

    @Option(names = "--json", description = "Write one JSON object per input line (NDJSON).")
    private boolean json;

    @Option(names = "--explain", description = "For people: a block per input with a diagram of the component boundaries; "
            + "with --json: the offsets of the components.")
    private boolean explain;

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Parameters(paramLabel = "URI", arity = "0..*",
            description = "URI references to parse (put '--' before one that starts with '-'; '-' reads standard input).")
    private List<String> uris = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        Format format = Format.of(json, items, "valid", showPasswords);
        return ItemLoop.run(Inputs.of(uris, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return item -> writeJson(j, item, mode.read("input", item, profile.profile()));
            }
            if (explain) {
                HumanOutput h = new HumanOutput(out);
                return item -> writeBlock(h, format, item, mode.read("input", item, profile.profile()));
            }
            return item -> writeLine(out, format, item, mode.read("input", item, profile.profile()));
        });
    }

    /** One NDJSON line for {@code input}; returns whether it was valid. */
    private boolean writeJson(JsonOutput out, String input, Outcome<Uri> result) throws IOException {
        JsonGenerator g = out.begin();
        g.writeStringField("input", input);
        if (result.succeeded()) {
            Uri u = result.value();
            HostKind kind = u.hostKind();
            g.writeBooleanField("valid", true);
            if (mode.any()) {
                g.writeStringField("uri", u.toUriString());
            }
            g.writeBooleanField("absolute", u.isAbsolute());
            g.writeStringField("scheme", u.scheme());
            g.writeStringField("authority", out.masks() ? Passwords.maskAuthority(u.authority()) : u.authority());
            g.writeStringField("userinfo", out.masks() ? Passwords.maskUserInfo(u.userInfo()) : u.userInfo());
            g.writeStringField("host", u.host());
            g.writeStringField("hostType", kind == null ? null : kind.cliName());
            g.writeStringField("port", u.port());
            g.writeStringField("path", u.path());
            g.writeStringField("query", u.query());
            g.writeStringField("fragment", u.fragment());
            if (explain) {
                writeOffsets(g, u);
            }
        } else {
            g.writeBooleanField("valid", false);
            result.writeRejection(g);
        }
        out.end();
        return result.succeeded();
    }

    /**
     * {@code "offsets":{"scheme":[0,4],…}}: where each component present starts and ends in the URI
     * text (the input itself unless an input mode changed it), UTF-16 indexes, end exclusive.
     */
    static void writeOffsets(JsonGenerator g, Uri u) throws IOException {
        g.writeObjectFieldStart("offsets");
        int pos = 0;
        if (u.scheme() != null) {
            span(g, "scheme", 0, u.scheme().length());
            pos = u.scheme().length() + 1;
        }
        if (u.authority() != null) {
            pos += 2;
            span(g, "authority", pos, pos + u.authority().length());
            int host = pos;
            if (u.userInfo() != null) {
                span(g, "userinfo", pos, pos + u.userInfo().length());
                host = pos + u.userInfo().length() + 1;
            }
            span(g, "host", host, host + u.host().length());
            if (u.port() != null) {
                int port = host + u.host().length() + 1;
                span(g, "port", port, port + u.port().length());
            }
            pos += u.authority().length();
        }
        span(g, "path", pos, pos + u.path().length());
        pos += u.path().length();
        if (u.query() != null) {
            span(g, "query", pos + 1, pos + 1 + u.query().length());
            pos += 1 + u.query().length();
        }
        if (u.fragment() != null) {
            span(g, "fragment", pos + 1, pos + 1 + u.fragment().length());
        }
        g.writeEndObject();
    }

    private static void span(JsonGenerator g, String name, int start, int end) throws IOException {
        g.writeArrayFieldStart(name);
        g.writeNumber(start);
        g.writeNumber(end);
        g.writeEndArray();
    }

    /** One line for {@code input}; returns whether it was valid. */
    private boolean writeLine(PrintStream out, Format format, String input, Outcome<Uri> result) {
        StringBuilder sb = new StringBuilder(HumanLine.show(input)).append(" -> ");
        if (result.succeeded()) {
            Uri u = result.value();
            if (mode.any()) {
                sb.append(HumanLine.show(u.toUriString())).append(": ");
            }
            int start = sb.length();
            component(sb, start, "scheme", u.scheme());
            if (u.scheme() == null) {
                sb.append("relative");
            }
            component(sb, start, "userinfo", format.masks() ? Passwords.maskUserInfo(u.userInfo()) : u.userInfo());
            if (u.host() != null) {
                component(sb, start, "host", u.host());
                sb.append(" (").append(u.hostKind().cliName()).append(')');
            }
            component(sb, start, "port", u.port());
            if (u.authority() != null || !u.path().isEmpty()) {
                component(sb, start, "path", u.path());
            }
            component(sb, start, "query", u.query());
            component(sb, start, "fragment", u.fragment());
        } else {
            sb.append("invalid: ").append(HumanLine.firstLine(result.rejection().message()));
        }
        out.print(format.line(sb.toString()) + "\n");
        return result.succeeded();
    }

    private static void component(StringBuilder sb, int start, String name, String value) {
        if (value == null) {
            return;
        }
        if (sb.length() > start) {
            sb.append(", ");
        }
        sb.append(name).append(' ').append(HumanLine.show(value));
    }

    /** One block for {@code input} ({@code --explain}); returns whether it was valid. */
    private boolean writeBlock(HumanOutput out, Format format, String input, Outcome<Uri> result) {
        out.begin().string("input", format.text(input));
        if (result.succeeded()) {
            Uri u = result.value();
            HostKind kind = u.hostKind();
            out.text("valid", true);
            if (mode.any()) {
                out.string("uri", format.text(u.toUriString()));
            }
            out.text("absolute", u.isAbsolute())
                    .string("scheme", u.scheme())
                    .string("authority", format.masks() ? Passwords.maskAuthority(u.authority()) : u.authority())
                    .string("userinfo", format.masks() ? Passwords.maskUserInfo(u.userInfo()) : u.userInfo())
                    .string("host", u.host())
                    .text("hostType", kind == null ? null : kind.cliName())
                    .string("port", u.port())
                    .string("path", u.path())
                    .string("query", u.query())
                    .string("fragment", u.fragment());
            out.section("diagram", format.text(u.toDiagram()));
        } else {
            out.text("valid", false).lines("error", format.text(result.rejection().message()));
        }
        out.end();
        return result.succeeded();
    }
}
