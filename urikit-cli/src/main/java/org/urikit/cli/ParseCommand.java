package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.HostKind;
import org.urikit.ParseResult;
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
 * $ urikit parse --json 'http://u@h:8/p?q#f'
 * {"input":"http://u@h:8/p?q#f","valid":true,"absolute":true,"scheme":"http","authority":"u@h:8",
 *  "userinfo":"u","host":"h","hostType":"reg-name","port":"8","path":"/p","query":"q","fragment":"f"}
 * $ urikit parse --json 'http://h:x/'
 * {"input":"http://h:x/","valid":false,"error":"INVALID_PORT","index":9,"message":"INVALID_PORT at index 9: ..."}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md: an absent component
 * is {@code null}, an empty one {@code ""}, values are the raw text as written. The human format
 * shows the same fields, one per row, with {@code (absent)} for an absent component, and the
 * message with its caret line for an invalid input; {@code --explain} adds
 * {@link Uri#toDiagram()}.
 */
@Command(name = "parse",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Split URI references into their components (RFC 3986 section 3), or report why they are invalid.",
            "With no URI arguments, reads standard input, one URI reference per line."},
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

    @Option(names = "--json", description = "Write one JSON object per input line (NDJSON).")
    private boolean json;

    @Option(names = "--explain", description = "Add a diagram of the component boundaries (human format only).")
    private boolean explain;

    @Parameters(paramLabel = "URI", arity = "0..*",
            description = "URI references to parse (put '--' before one that starts with '-').")
    private List<String> uris = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        ItemLoop.ItemHandler handler;
        if (json) {
            JsonOutput out = new JsonOutput(io.out());
            handler = item -> writeJson(out, item, Uri.tryParse(item, profile.profile()));
        } else {
            HumanOutput out = new HumanOutput(io.out());
            handler = item -> writeHuman(out, item, Uri.tryParse(item, profile.profile()));
        }
        return ItemLoop.run(Inputs.of(uris, io.in()), io, handler);
    }

    /** One NDJSON line for {@code input}; returns whether it was valid. */
    private static boolean writeJson(JsonOutput out, String input, ParseResult result) throws IOException {
        JsonGenerator g = out.begin();
        g.writeStringField("input", input);
        if (result instanceof ParseResult.Success s) {
            Uri u = s.uri();
            HostKind kind = u.hostKind();
            g.writeBooleanField("valid", true);
            g.writeBooleanField("absolute", u.isAbsolute());
            g.writeStringField("scheme", u.scheme());
            g.writeStringField("authority", u.authority());
            g.writeStringField("userinfo", u.userInfo());
            g.writeStringField("host", u.host());
            g.writeStringField("hostType", kind == null ? null : kind.cliName());
            g.writeStringField("port", u.port());
            g.writeStringField("path", u.path());
            g.writeStringField("query", u.query());
            g.writeStringField("fragment", u.fragment());
        } else {
            ParseResult.Failure f = (ParseResult.Failure) result;
            g.writeBooleanField("valid", false);
            g.writeStringField("error", f.error().name());
            g.writeNumberField("index", f.index());
            g.writeStringField("message", f.message());
        }
        out.end();
        return result.isSuccess();
    }

    /** One block for {@code input}; returns whether it was valid. */
    private boolean writeHuman(HumanOutput out, String input, ParseResult result) {
        out.begin().string("input", input);
        if (result instanceof ParseResult.Success s) {
            Uri u = s.uri();
            HostKind kind = u.hostKind();
            out.text("valid", true)
                    .text("absolute", u.isAbsolute())
                    .string("scheme", u.scheme())
                    .string("authority", u.authority())
                    .string("userinfo", u.userInfo())
                    .string("host", u.host())
                    .text("hostType", kind == null ? null : kind.cliName())
                    .string("port", u.port())
                    .string("path", u.path())
                    .string("query", u.query())
                    .string("fragment", u.fragment());
            if (explain) {
                out.section("diagram", u.toDiagram());
            }
        } else {
            ParseResult.Failure f = (ParseResult.Failure) result;
            out.text("valid", false).lines("error", f.message());
        }
        out.end();
        return result.isSuccess();
    }
}
