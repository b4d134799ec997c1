package org.urikit.cli;

import java.io.FilterReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.urikit.text.UriExtractor;
import org.urikit.text.UriMatch;

/**
 * {@code urikit extract}: the URI references in running text (mail, news, notes, Markdown, HTML),
 * found by {@link UriExtractor} as the URL drafts recommend delimiting them, one output line per
 * reference.
 *
 * <pre>{@code
 * $ urikit extract notes.txt                 # FILE:LINE: URI
 * notes.txt:2: ftp://ds.internic.net/rfc/
 * $ urikit extract --json notes.txt
 * {"uri":"ftp://ds.internic.net/rfc/","start":98,"end":125,"line":2,"form":"angle","file":"notes.txt"}
 * $ urikit extract -r notes.txt | urikit parse --json    # only the URI: a pipe into the other commands
 * $ urikit extract --abbreviated < mail.txt              # www.x.org, ftp.x.org, user@host.x also count
 * }</pre>
 *
 * <p>Each FILE (or standard input, with no FILE or for {@code -}) is read as UTF-8 text (malformed
 * bytes become U+FFFD) and streamed: memory stays flat however big the file. {@code start} and
 * {@code end} are offsets in UTF-16 code units from the start of the file, {@code end} exclusive;
 * {@code line} is 1-based. A file that cannot be read gives one line on standard error and exit
 * status 1; the other files are still read. A reference's password is masked unless
 * {@code --show-passwords}. The contract is docs/cli.md.
 */
final class ExtractCommand implements Command {
    /** Output is flushed and checked at least this often, in matches. */
    private static final int FLUSH_EVERY = 1024;

    static final Opt JSON = Opt.flag("Write one JSON object per reference (NDJSON): uri, start, end, line, form, file.", "--json");
    static final Opt RAW = Opt.flag("Write only the URI, one per line (for a pipe into another command).", "-r", "--raw");
    static final Opt ABBREVIATED = Opt.flag(
            "Also expand abbreviated references: www.x.org (http://), ftp.x.org (ftp://), user@host.org (mailto:).", "--abbreviated");

    static final CommandDef DEF = new CommandDef("extract") {
        @Override
        Command create(Args args) {
            return new ExtractCommand(args);
        }
    }.description("Find the URI references in running text (RFC 3986 draft (2003), Appendix E), one line per reference.",
            "Reads each FILE, or standard input when there is none (or for '-').")
            .exits("0:every file was read (whether or not it held references)",
                    "1:a file could not be read (one line on stderr; the other files are still read)", ExitStatus.USAGE_LINE,
                    "3:the command failed (unwritable output, internal error)")
            .options(ABBREVIATED, Opts.SHOW_PASSWORDS).group(false, JSON, RAW)
            .param(Param.many("FILE", "Text files to search ('-' is standard input)."));

    private final boolean json;
    private final boolean raw;
    private final boolean abbreviated;
    private final boolean show;
    private final List<String> files;

    ExtractCommand(Args args) {
        this.json = args.flag(JSON);
        this.raw = args.flag(RAW);
        this.abbreviated = args.flag(ABBREVIATED);
        this.show = args.flag(Opts.SHOW_PASSWORDS);
        this.files = args.positionals();
    }

    /** Standard output went away: stop reading. */
    private static final class OutputClosed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutputClosed() {
            super(null, null, false, false);
        }
    }

    @Override
    public int run(Streams io) {
        UriExtractor extractor = UriExtractor.builder().abbreviated(abbreviated).build();
        ExitStatus status = new ExitStatus();
        List<String> names = files.isEmpty() ? List.of("-") : files;
        try {
            for (String name : names) {
                extract(extractor, name, io, status);
            }
        } catch (OutputClosed e) {
            status.add(ExitStatus.FAILURE);
            return status.code();
        }
        if (io.out().checkError()) {
            status.add(ExitStatus.FAILURE);
        }
        return status.code();
    }

    /** Writes the matches of one file (or of standard input for {@code "-"}); a read failure is one stderr line and status 1. */
    private void extract(UriExtractor extractor, String name, Streams io, ExitStatus status) {
        boolean stdin = name.equals("-");
        String file = stdin ? null : name;
        PrintStream out = io.out();
        Out buffer = new Out();
        MatchWriter writer = writer(buffer, file);
        long[] count = {0};
        try (InputStream in = stdin ? new NonClosing(io.in()) : Files.newInputStream(Path.of(name))) {
            Reader reader = new FlushingReader(new InputStreamReader(in, StandardCharsets.UTF_8), buffer, out);
            extractor.forEach(reader, m -> {
                writer.write(m);
                if (++count[0] % FLUSH_EVERY == 0) {
                    buffer.writeTo(out);
                    if (out.checkError()) {
                        throw new OutputClosed();
                    }
                }
            });
            buffer.writeTo(out);
        } catch (IOException | InvalidPathException e) {
            buffer.writeTo(out);
            io.err().println("urikit extract: cannot read " + (stdin ? "standard input" : "'" + name + "'") + ": " + reason(e));
            status.add(ExitStatus.INVALID);
        } catch (UncheckedIOException e) {
            io.err().println("urikit extract: cannot write: " + Main.oneLine(String.valueOf(e.getCause().getMessage())));
            throw new OutputClosed();
        }
    }

    private static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : Main.oneLine(m);
    }

    /** Writes one match as one line. */
    @FunctionalInterface
    private interface MatchWriter {
        void write(UriMatch m);
    }

    private MatchWriter writer(Out out, String file) {
        if (json) {
            JsonLine g = new JsonLine(out);
            return m -> {
                g.reset().beginObject();
                g.name("uri").string(Masks.text(m.reference(), show));
                g.name("start").number(m.start());
                g.name("end").number(m.end());
                g.name("line").number(m.line());
                g.name("form").string(Names.of(m.form()));
                g.name("file").string(file);
                g.endObject();
                out.nl();
            };
        }
        if (raw) {
            return m -> out.text(Masks.text(m.reference(), show)).nl();
        }
        String prefix = (file == null ? "-" : file) + ":";
        return m -> out.text(prefix).number(m.line()).text(": ").text(Masks.text(m.reference(), show)).nl();
    }

    /** A reader that writes out what was found before it would wait for input, so results stream out behind a slow producer. */
    private static final class FlushingReader extends FilterReader {
        private final Out buffer;
        private final PrintStream out;

        FlushingReader(Reader in, Out buffer, PrintStream out) {
            super(in);
            this.buffer = buffer;
            this.out = out;
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            if (!in.ready()) {
                buffer.writeTo(out);
                out.flush();
            }
            return in.read(buf, off, len);
        }
    }

    /** Standard input, which reading a file named {@code -} must not close. */
    private static final class NonClosing extends java.io.FilterInputStream {
        NonClosing(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
        }
    }
}
