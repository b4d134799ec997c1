package org.urikit.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.urikit.Profile;

/**
 * The options that several commands share, each declared once (docs/cli.md, "Options of every
 * command"): the output format ({@code --json}, {@code --field}, {@code -r}), passwords, where the
 * items come from and how many threads work on them, the profile and the input modes. A command
 * lists the ones it takes in its {@link CommandDef}; {@link #ITEMS} are those of every command that
 * works on one item per line.
 */
final class Opts {
    private Opts() {
    }

    static final Opt JSON = Opt.flag("Write one JSON object per input (NDJSON).", "--json");

    static final Opt FIELD = Opt.value("NAME",
            "Print only this field of the JSON object (repeatable: the values are tab-separated), one line per input.",
            "--field").repeatable();

    static final Opt RAW = Opt.flag("Print only the result, one line per input (an empty line when there is none).", "-r", "--raw");

    static final Opt SHOW_PASSWORDS = Opt.flag("Show passwords in the output (masked as **** by default).", "--show-passwords");

    static final Opt INPUT = Opt.value("FILE",
            "Read the items from FILE, one per line (gzip-compressed when the name ends in .gz), instead of standard input.",
            "--input").converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return Path.of(text);
                }
            });

    static final Opt JOBS = Opt.value("N",
            "Work on the input lines with N threads; the output keeps the input order (default: the number of processors).",
            "--jobs").converter(Opt.INT);

    /** The options of every command that works on one item per line. */
    static final Opt[] ITEMS = {JSON, FIELD, RAW, SHOW_PASSWORDS, INPUT, JOBS};

    static final Opt PROFILE = Opt.value("PROFILE", "Grammar generation: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).",
            "--profile").defaultValue("rfc3986").candidates(profileNames()).converter(new Opt.Converter() {
                @Override
                public Object convert(String text) {
                    return Names.profile(text);
                }
            });

    static final Opt LENIENT = Opt.flag("Read inputs typed by people: trim blanks, strip <URL:...>, encode spaces and other "
            + "characters (Uri.parseLenient).", "--lenient");
    static final Opt IRI = Opt.flag("Read inputs as IRIs (RFC 3987): non-ASCII characters percent-encoded, hosts to A-labels "
            + "(UTS #46).", "--iri");
    static final Opt WHATWG = Opt.flag("Read inputs as a browser does (the WHATWG URL Standard), then use the resulting URL.",
            "--whatwg");

    /** The input modes: at most one ({@link InputMode}). */
    static final Opt[] MODES = {LENIENT, IRI, WHATWG};

    private static List<String> profileNames() {
        List<String> names = new ArrayList<>();
        for (Profile p : Profile.values()) {
            names.add(Names.of(p));
        }
        return List.copyOf(names);
    }
}
