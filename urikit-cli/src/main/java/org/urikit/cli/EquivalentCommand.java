package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.Equivalence;
import org.urikit.Uri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit equivalent}: whether two URI references are equivalent at one rung of RFC 3986's
 * comparison ladder (§6.2), with {@link Uri#isEquivalentTo(Uri, Equivalence)}; the exit status
 * says it too (0 equivalent, 1 not).
 *
 * <pre>{@code
 * $ urikit equivalent http://example.com/ http://example.com:80/
 * http://example.com/ == http://example.com:80/ (scheme level)
 * $ urikit equivalent --json --level syntax http://example.com/ http://example.com:80/; echo $?
 * {"a":"http://example.com/","b":"http://example.com:80/","equivalent":false,"level":"syntax"}
 * 1
 * $ urikit equivalent --json http://a/ 'http://h:x/'
 * {"a":"http://a/","b":"http://h:x/","equivalent":null,"level":"scheme","error":"INVALID_PORT","index":9,"message":"..."}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. Levels: {@code string} compares the
 * characters (§6.2.1); {@code syntax} compares after case, percent-encoding and dot-segment
 * normalization (§6.2.2); {@code scheme} (the default) also applies the scheme's rules, such as
 * the default port (§6.2.3). {@code false} does not prove that A and B identify different
 * resources (§6.1), and the references are compared as written: resolve relative ones first.
 * Both are parsed under {@code --profile}. An invalid A or B gives {@code "equivalent":null} with
 * the library's code, index and message (A is checked first) and exit status 4. A and B are both
 * required; standard input is not read.
 */
@Command(name = "equivalent",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Tell whether two URI references are equivalent (RFC 3986 section 6.2); the exit status says it too.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:A and B are equivalent",
            "1:A and B are not equivalent",
            "2:usage error",
            "3:the command failed (unwritable output, internal error)",
            "4:A or B is not a valid URI reference"})
final class EquivalentCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Mixin
    private ProfileOption profile;

    @Mixin
    private InputMode mode;

    @Mixin
    private ItemOptions items;

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Option(names = "--json", description = "Write one JSON object (NDJSON).")
    private boolean json;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            converter = LevelConverter.ForEquivalent.class, completionCandidates = LevelConverter.ForEquivalent.Names.class,
            description = "string: the same characters (RFC 3986 section 6.2.1); syntax: after case, percent-encoding "
                    + "and dot-segment normalization (6.2.2); scheme: also the scheme's rules, such as default ports (6.2.3). "
                    + "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Equivalence level;

    @Parameters(index = "0", paramLabel = "A", description = "A URI reference (put '--' before A if it starts with '-').")
    private String a;

    @Parameters(index = "1", paramLabel = "B", description = "The URI reference to compare A with.")
    private String b;

    @Override
    public Integer call() {
        Streams io = main.streams();
        Format format = Format.of(json, items, "equivalent", showPasswords);
        boolean[] invalid = {false};
        // One item, the pair: ItemLoop gives the output-failure handling.
        int status = ItemLoop.run(Inputs.of(List.of(a), io.in()), io, format, 1, out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return ignored -> {
                    Outcome<Boolean> o = compare();
                    invalid[0] = !o.succeeded();
                    JsonGenerator g = j.begin();
                    g.writeStringField("a", a);
                    g.writeStringField("b", b);
                    g.writeFieldName("equivalent");
                    if (o.succeeded()) {
                        g.writeBoolean(o.value());
                    } else {
                        g.writeNull();
                    }
                    g.writeStringField("level", LevelConverter.name(level));
                    o.writeRejectionWithPlace(g);
                    j.end();
                    return o.succeeded() && o.value();
                };
            }
            return ignored -> {
                Outcome<Boolean> o = compare();
                invalid[0] = !o.succeeded();
                String line;
                if (o.succeeded()) {
                    line = HumanLine.show(a) + (o.value() ? " == " : " != ") + HumanLine.show(b)
                            + " (" + LevelConverter.name(level) + " level)";
                } else {
                    line = HumanLine.show(a) + " vs " + HumanLine.show(b) + " (" + LevelConverter.name(level) + " level) -> "
                            + o.rejection().human();
                }
                out.print(format.line(line) + "\n");
                return o.succeeded() && o.value();
            };
        });
        return status == ExitStatus.INVALID && invalid[0] ? ExitStatus.NOT_COMPARABLE : status;
    }

    /** Whether A and B are equivalent at the chosen level, or why they cannot be compared. */
    private Outcome<Boolean> compare() {
        Outcome<Uri> ua = mode.read("A", a, profile.profile());
        if (!ua.succeeded()) {
            return ua.rejectedAs();
        }
        Outcome<Uri> ub = mode.read("B", b, profile.profile());
        if (!ub.succeeded()) {
            return ub.rejectedAs();
        }
        return Outcome.of(ua.value().isEquivalentTo(ub.value(), level));
    }
}
