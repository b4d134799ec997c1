package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * The output layer of the item commands: JSON lines, chosen fields ({@code --field}, {@code -r})
 * or lines for people, with passwords masked in all of them unless {@code --show-passwords}.
 *
 * <pre>{@code
 * Format f = Format.of(false, options, "result", false);
 * f.structured();                     // true with --field or -r: the command builds its JSON object
 * f.json(out);                        // a JsonOutput that prints the chosen fields, passwords masked
 * f.line("http://u:p@h/ -> ...");     // "http://u:****@h/ -> ..."
 * }</pre>
 */
final class Format {
    private final boolean json;
    private final List<String> select;
    private final boolean mask;

    private Format(boolean json, List<String> select, boolean mask) {
        this.json = json;
        this.select = select;
        this.mask = mask;
    }

    /**
     * @param json          {@code --json}
     * @param options       the shared options ({@code --field}, {@code -r}); null for none
     * @param rawField      the field {@code -r} prints
     * @param showPasswords {@code --show-passwords}
     */
    static Format of(boolean json, ItemOptions options, String rawField, boolean showPasswords) {
        List<String> select = options == null ? null : options.select(rawField);
        return new Format(json || select != null, select, !showPasswords);
    }

    /** Whether the command writes its JSON object (for {@code --json}, {@code --field} or {@code -r}). */
    boolean structured() {
        return json;
    }

    /** Whether passwords are masked. */
    boolean masks() {
        return mask;
    }

    /** A JSON writer on {@code out} with this format's field choice and masking. */
    JsonOutput json(PrintStream out) {
        return new JsonOutput(out, select, mask);
    }

    /** A line for people, masked. */
    String line(String text) {
        return mask ? Passwords.mask(text) : text;
    }

    /** A string echoed back in a message, masked. */
    String text(String text) {
        return mask ? Passwords.mask(text) : text;
    }

    /** Writes what a line that is not UTF-8 gives: an {@code INVALID_UTF8} object or line. */
    void malformed(PrintStream out, String item, Inputs.Malformed m) throws IOException {
        if (json) {
            JsonOutput o = json(out);
            JsonGenerator g = o.begin();
            g.writeStringField("input", item);
            g.writeBooleanField("valid", false);
            g.writeStringField("error", "INVALID_UTF8");
            g.writeNumberField("line", m.line());
            g.writeNumberField("offset", m.offset());
            g.writeStringField("message", m.message());
            o.end();
        } else {
            out.print(line("line " + m.line() + ": " + m.message()) + "\n");
        }
    }
}
