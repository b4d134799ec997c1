package org.urikit.cli;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.urikit.Equivalence;
import org.urikit.Uri;

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
 * <p>The key of a valid input is {@link Equivalence#key(Uri)}; an invalid input is
 * compared as written (and kept the first time). Memory grows with the number of distinct keys:
 * at most {@code --max-keys} (default {@value #DEFAULT_MAX_KEYS}, about 150 bytes each plus the
 * key); past it the command stops with exit status 3 rather than run out of memory. The lines
 * kept are written with their passwords masked unless {@code --show-passwords}.
 */
final class DedupeCommand implements Command {
    /** The default bound on distinct keys. */
    static final int DEFAULT_MAX_KEYS = 10_000_000;

    static final Opt JSON = Opt.flag("Write one JSON object per line kept: the input and its key.", "--json");
    static final Opt MAX_KEYS = Opt.value("N", "Stop with exit status 3 after N distinct keys (default: ${DEFAULT-VALUE}).",
            "--max-keys").defaultValue("" + DEFAULT_MAX_KEYS).converter(Opt.INT);

    static final CommandDef DEF = new CommandDef("dedupe") {
        @Override
        Command create(Args args) {
            return new DedupeCommand(args);
        }
    }.description("Keep the first of each class of equivalent URI references (RFC 3986 section 6.2), in input order.",
            "With no URI arguments, reads standard input, one URI reference per line.")
            .exits("0:every line was read (invalid references are compared as written)",
                    "1:a line was not UTF-8 (said on stderr and left out)", ExitStatus.USAGE_LINE,
                    "3:the command failed (unreadable input, unwritable output, more distinct keys than --max-keys)")
            .options(JSON, Opts.FIELD, Opts.RAW, Opts.SHOW_PASSWORDS, Opts.INPUT, Opts.JOBS, Opts.PROFILE, Levels.COMPARE, MAX_KEYS)
            .group(false, Opts.MODES)
            .param(Param.many("URI", "URI references (put '--' before one that starts with '-'; '-' reads standard input)."));

    /** A line kept: the input as shown, whether it is valid, its key. */
    record Kept(String input, boolean valid, String key) {
    }

    /** The fields of {@code dedupe --json}, in order. */
    enum F implements Field<Kept> {
        INPUT,
        VALID,
        KEY;

        @Override
        public Object value(Kept k) {
            switch (this) {
                case INPUT: return k.input();
                case VALID: return k.valid();
                default: return k.key();
            }
        }
    }

    private static final Table<Kept> TABLE = new Table<>(List.of(F.values()));

    private final Args args;
    private final InputMode mode;
    private final Equivalence level;
    private final int maxKeys;
    private final boolean show;

    DedupeCommand(Args args) {
        this.args = args;
        this.mode = new InputMode(args);
        this.level = args.value(Levels.COMPARE);
        this.maxKeys = args.value(MAX_KEYS);
        this.show = args.flag(Opts.SHOW_PASSWORDS);
    }

    @Override
    public int run(Streams io) {
        List<String> fields = args.values(Opts.FIELD);
        List<String> select = !fields.isEmpty() ? fields : args.flag(Opts.RAW) ? List.of("input") : null;
        ItemCommand.checkFields(TABLE.names(), select);
        List<Field<Kept>> chosen = select == null ? null : TABLE.fields(select);
        boolean json = args.flag(JSON);
        Set<String> seen = new HashSet<>();
        boolean[] full = {false};
        // The set of keys is shared and the order matters: one thread.
        int status = ItemLoop.run(Inputs.of(args.positionals(), io.in(), args.value(Opts.INPUT)), io, 1, new ItemLoop.HandlerFactory() {
            @Override
            public ItemLoop.ItemHandler create(Out out) {
                JsonLine j = new JsonLine(out);
                return new ItemLoop.MalformedAware() {
                    @Override
                    public boolean handle(String item) {
                        if (full[0]) {
                            return true;
                        }
                        Outcome<Uri> o = mode.read("input", item);
                        String key = o.succeeded() ? "u" + level.key(o.value()) : "s" + item;
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
                        Kept k = new Kept(Masks.text(item, show), o.succeeded(), Masks.text(key.substring(1), show));
                        if (chosen != null) {
                            TABLE.select(out, k, chosen);
                        } else if (json) {
                            TABLE.json(j.reset(), k);
                            out.nl();
                        } else {
                            out.text(k.input()).nl();
                        }
                        return true;
                    }

                    @Override
                    public boolean malformed(String item, Inputs.Malformed where) {
                        // The output holds input lines only: a line that is not UTF-8 cannot be written back
                        // as it was, so it is left out and said on stderr (exit status 1).
                        io.err().println("urikit dedupe: " + where.message() + "; the line is left out");
                        return false;
                    }
                };
            }
        });
        return full[0] ? ExitStatus.FAILURE : status;
    }
}
