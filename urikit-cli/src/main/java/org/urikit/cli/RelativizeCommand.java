package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit relativize}: the shortest reference that resolves against a base URI to exactly
 * each target (the inverse of RFC 3986 §5.2, {@link Uri#relativize(Uri)}).
 *
 * <pre>{@code
 * $ urikit relativize 'http://a/b/c/d;p?q' http://a/b/g
 * http://a/b/g relative to http://a/b/c/d;p?q -> ../g
 * $ urikit relativize --json 'http://a/b/c/d;p?q' http://a/b/g 'http://a/b/c/d;p?q' http://z/b/c/g https://a/b/c/g
 * {"base":"http://a/b/c/d;p?q","target":"http://a/b/g","result":"../g"}
 * {"base":"http://a/b/c/d;p?q","target":"http://a/b/c/d;p?q","result":""}
 * {"base":"http://a/b/c/d;p?q","target":"http://z/b/c/g","result":"//z/b/c/g"}
 * {"base":"http://a/b/c/d;p?q","target":"https://a/b/c/g","result":"https://a/b/c/g"}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md: resolving {@code result} against the
 * base gives the target exactly, and no shorter reference does (a relative path wins a tie).
 * Another authority gives a network-path reference, another scheme the target itself. One
 * target has no such reference: one whose path keeps {@code "."} or {@code ".."} segments that
 * resolution would remove ({@code http://a/b/../g}); like the library, the command then gives
 * the target itself. The base and the targets are parsed under {@code --profile}, and resolution
 * follows the base's profile. Both must be absolute: an invalid or relative base or target gives
 * {@code "result":null} with the library's code ({@code MISSING_SCHEME} for a relative one),
 * index and message. With no TARGET arguments the targets are read from standard input.
 */
@Command(name = "relativize",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Give the shortest reference that resolves against BASE to exactly each target URI.",
            "With no TARGET arguments, reads standard input, one target per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every target was relativized",
            "1:the base or at least one target was invalid or relative (all targets are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class RelativizeCommand implements Callable<Integer> {
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

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Option(names = "--json", description = "Write one JSON object per target (NDJSON).")
    private boolean json;

    @Parameters(index = "0", paramLabel = "BASE", description = "The base URI: absolute, with a scheme.")
    private String base;

    @Parameters(index = "1..*", paramLabel = "TARGET", arity = "0..*",
            description = "Absolute URIs to relativize (put '--' before one that starts with '-').")
    private List<String> targets = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        Outcome<Uri> parsedBase = mode.read("base", base, profile.profile());
        Format format = Format.of(json, items, "result", showPasswords);
        return ItemLoop.run(Inputs.of(targets, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return target -> {
                    Outcome<String> o = relativize(parsedBase, target);
                    JsonGenerator g = j.begin();
                    g.writeStringField("base", base);
                    g.writeStringField("target", target);
                    g.writeStringField("result", o.value());
                    o.writeRejectionWithPlace(g);
                    j.end();
                    return o.succeeded();
                };
            }
            return target -> {
                Outcome<String> o = relativize(parsedBase, target);
                String result = o.succeeded() ? HumanLine.show(o.value()) : o.rejection().human();
                out.print(format.line(HumanLine.show(target) + " relative to " + HumanLine.show(base) + " -> " + result) + "\n");
                return o.succeeded();
            };
        });
    }

    /** The shortest reference from the base to {@code target}, or why there is none. */
    private Outcome<String> relativize(Outcome<Uri> parsedBase, String target) {
        if (!parsedBase.succeeded()) {
            return parsedBase.rejectedAs();
        }
        Outcome<Uri> t = mode.read("target", target, profile.profile());
        if (!t.succeeded()) {
            return t.rejectedAs();
        }
        Uri b = parsedBase.value();
        Uri r;
        try {
            r = b.relativize(t.value());
        } catch (UriSyntaxException e) {
            // MISSING_SCHEME, for a relative base or target (checked in that order).
            return Outcome.rejected(b.isAbsolute() ? "target" : "base", e);
        }
        // The promise is that the result resolves to the target exactly: check it (RFC 3986 section 5.2).
        String back;
        try {
            back = b.resolve(r).toUriString();
        } catch (UriSyntaxException e) {
            return Outcome.of(r.toUriString()); // a base the profile cannot resolve against: nothing to check
        }
        String wanted = t.value().toUriString();
        if (!back.equals(wanted)) {
            int index = dotSegment(wanted);
            return Outcome.rejected("target", UNREACHABLE, index, UNREACHABLE + " at index " + index
                    + ": no reference resolves to this target, because resolution removes its dot segments"
                    + " (RFC 3986 section 5.2.4); the nearest reference resolves to " + back);
        }
        return Outcome.of(r.toUriString());
    }

    /** The reason code of a target that no reference reaches. */
    static final String UNREACHABLE = "UNREACHABLE_TARGET";

    /** The index of the first "." or ".." segment of the path of {@code uri}, or 0. */
    static int dotSegment(String uri) {
        int end = uri.length();
        for (int i = 0; i < uri.length(); i++) {
            char c = uri.charAt(i);
            if (c == '?' || c == '#') {
                end = i;
                break;
            }
        }
        for (int i = 0; i < end; i++) {
            if (uri.charAt(i) == '/' && i + 1 < end && uri.charAt(i + 1) == '.') {
                int j = i + 2;
                if (j < end && uri.charAt(j) == '.') {
                    j++;
                }
                if (j == end || uri.charAt(j) == '/') {
                    return i + 1;
                }
            }
        }
        return 0;
    }
}
