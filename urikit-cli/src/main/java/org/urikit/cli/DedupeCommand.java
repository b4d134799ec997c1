package org.urikit.cli;

import java.io.IOException;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import org.urikit.Equivalence;
import org.urikit.Uri;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code urikit dedupe}: writes each input line unless an equivalent one (RFC 3986 §6.2, at
 * {@code --level}) came before it, so the first of each equivalence class is kept, in input
 * order, streaming.
 *
 * <pre>{@code
 * $ printf 'http://a/b\nHTTP://A:80/b\nhttp://a/c\n' | urikit dedupe
 * http://a/b
 * http://a/c
 * }</pre>
 *
 * <p>The key of a valid input is {@link Uri#equivalenceKey(Equivalence)}; an invalid input is
 * compared as written (and kept the first time). Memory grows with the number of distinct keys:
 * at most {@code --max-keys} (default {@value #DEFAULT_MAX_KEYS}, about 150 bytes each plus the
 * key); past it the command stops with exit status 3 rather than run out of memory.
 */
@Command(name = "dedupe",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Keep the first of each class of equivalent URI references (RFC 3986 section 6.2), in input order.",
            "With no URI arguments, reads standard input, one URI reference per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every line was read (invalid references are compared as written)",
            "1:a line was not UTF-8 (said on stderr and left out)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, more distinct keys than --max-keys)"})
final class DedupeCommand implements Callable<Integer> {
    /** The default bound on distinct keys. */
    static final int DEFAULT_MAX_KEYS = 10_000_000;

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

    @Option(names = "--json", description = "Write one JSON object per line kept: the input and its key.")
    private boolean json;

    @Option(names = "--show-passwords", description = "Show passwords in the output (masked as **** by default).")
    private boolean showPasswords;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "scheme",
            converter = LevelConverter.ForEquivalent.class, completionCandidates = LevelConverter.ForEquivalent.Names.class,
            description = "When two references are the same: string, syntax or scheme (RFC 3986 section 6.2; default: ${DEFAULT-VALUE}).")
    private Equivalence level;

    @Option(names = "--max-keys", paramLabel = "N", defaultValue = "" + DEFAULT_MAX_KEYS,
            description = "Stop with exit status 3 after N distinct keys (default: ${DEFAULT-VALUE}).")
    private int maxKeys;

    @Parameters(paramLabel = "URI", arity = "0..*",
            description = "URI references (put '--' before one that starts with '-'; '-' reads standard input).")
    private List<String> uris = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        Format format = Format.of(json, items, "input", showPasswords);
        Set<String> seen = new HashSet<>();
        boolean[] full = {false};
        // The set of keys is shared and the order matters: one thread.
        int status = ItemLoop.run(Inputs.of(uris, io.in(), batch.input), io, format, 1, out -> {
            JsonOutput j = format.structured() ? format.json(out) : null;
            ItemLoop.ItemHandler keep = item -> {
                if (full[0]) {
                    return true;
                }
                Outcome<Uri> o = mode.read("input", item, profile.profile());
                String key = o.succeeded() ? "u" + o.value().equivalenceKey(level) : "s" + item;
                if (seen.contains(key)) {
                    return true;
                }
                if (seen.size() >= maxKeys) {
                    full[0] = true;
                    io.err().println("urikit dedupe: more than " + maxKeys + " distinct keys; raise --max-keys (and the heap, "
                            + "JAVA_OPTS=-Xmx...) or split the input");
                    return true;
                }
                seen.add(key);
                if (j != null) {
                    JsonGenerator g = j.begin();
                    g.writeStringField("input", item);
                    g.writeBooleanField("valid", o.succeeded());
                    g.writeStringField("key", key.substring(1));
                    j.end();
                } else {
                    out.print(format.line(item) + "\n");
                }
                return true;
            };
            return new ItemLoop.MalformedAware() {
                @Override
                public boolean handle(String item) throws IOException {
                    return keep.handle(item);
                }

                @Override
                public boolean malformed(String item, Inputs.Malformed where) {
                    // The output holds input lines only: a line that is not UTF-8 cannot be written back
                    // as it was, so it is left out and said on stderr (exit status 1).
                    io.err().println("urikit dedupe: " + where.message() + "; the line is left out");
                    return false;
                }
            };
        });
        return full[0] ? ExitStatus.FAILURE : status;
    }
}
