package org.urikit.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.urikit.security.Finding;
import org.urikit.security.Inspection;

/**
 * The JSON of an {@link Inspection} (the verdict of {@code org.urikit.security.UriInspector} and
 * the findings behind it, RFC 3986 §7, RFC 6890, UTS #39), as {@code urikit check --json} writes it,
 * each finding with a {@code caret}: where its index is in the shown input.
 *
 * <pre>{@code
 * {"input":"http://0x7f.1/","verdict":"deny","target":"http://0x7f.1/","host":"127.0.0.1","addressClass":"loopback",
 *  "site":"127.0.0.1","findings":[{"code":"IPV4_RARE_FORM","severity":"deny","index":7,"caret":7,
 *  "message":"...","section":"..."},...]}
 * }</pre>
 */
final class Inspections {
    private Inspections() {
    }

    /** The fields of {@code i}; the input, the target and the messages with a password masked unless shown. */
    static void write(JsonGenerator g, Inspection i, boolean showPasswords) throws IOException {
        Shown input = Shown.of(i.input(), showPasswords);
        g.writeStringField("input", input.text());
        g.writeStringField("verdict", i.verdict().cliName());
        g.writeStringField("target", i.target() == null ? null : showPasswords ? i.target().toUriString() : i.redactedTarget());
        g.writeStringField("host", i.host() == null ? null : i.host().text());
        g.writeStringField("addressClass", i.addressClass() == null ? null : i.addressClass().cliName());
        g.writeStringField("site", i.site());
        g.writeArrayFieldStart("findings");
        for (Finding f : i.findings()) {
            g.writeStartObject();
            g.writeStringField("code", f.code().name());
            g.writeStringField("severity", f.severity().cliName());
            g.writeNumberField("index", f.index());
            if (f.index() >= 0) {
                g.writeNumberField("caret", input.index(f.index()));
            } else {
                g.writeNullField("caret");
            }
            g.writeStringField("message", f.message());
            g.writeStringField("section", f.section());
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
