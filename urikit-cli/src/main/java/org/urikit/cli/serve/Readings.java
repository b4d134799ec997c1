package org.urikit.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import org.urikit.Component;
import org.urikit.Host;
import org.urikit.ParseResult;
import org.urikit.Span;
import org.urikit.Uri;
import org.urikit.cli.Names;
import org.urikit.whatwg.UrlReadings;
import org.urikit.whatwg.ValidationError;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * The JSON of the two readings of a string, as the API answers them: RFC 3986's
 * ({@link ParseResult}, drawn on the URI's own text with {@link Uri#span}) and the URL
 * Standard's ({@link WebUrlResult}, drawn on the href with {@link WebUrl#span}), and where they
 * disagree ({@link UrlReadings}).
 *
 * <pre>{@code
 * "rfc3986":{"valid":true,"uri":"http://0x7f.1/","absolute":true,
 *            "host":{"text":"0x7f.1","kind":"reg-name","addressClass":null},
 *            "spans":{"scheme":[0,4],"authority":[7,13],...},"parts":[{"component":"scheme","kind":"scheme","index":-1,"start":0,"end":4},...]}
 * "rfc3986":{"valid":false,"error":"USERINFO_CHAR_INVALID","index":15,"caret":15,"text":"http://evil.com\\@good.com/",
 *            "errorIn":"input","message":"USERINFO_CHAR_INVALID at index 15: ..."}
 * }</pre>
 *
 * <p>Every text is shown with its password masked unless passwords are asked for ({@link Shown});
 * {@code index} is where the library found an error in the text as given, {@code caret} where that
 * is in the shown {@code text}; spans and parts are positions in the shown {@code uri} or {@code href}.
 */
final class Readings {
    /** The components with a single span, in the order of RFC 3986 §3 (a path segment has none). */
    private static final List<Component> SPANNED = List.of(Component.SCHEME, Component.AUTHORITY, Component.USERINFO,
            Component.USER, Component.PASSWORD, Component.HOST, Component.PORT, Component.PATH, Component.QUERY,
            Component.FRAGMENT);

    private Readings() {
    }

    /**
     * The fields of an RFC 3986 reading of {@code input} (or of {@code input} against {@code base}:
     * a failure whose text is not the input is the base's).
     */
    static void rfc3986(JsonGenerator g, ParseResult r, String input, boolean showPasswords) throws IOException {
        if (r instanceof ParseResult.Success s) {
            Uri u = s.uri();
            g.writeBooleanField("valid", true);
            Shown shown = Shown.of(u.toUriString(), showPasswords);
            g.writeStringField("uri", shown.text());
            g.writeBooleanField("absolute", u.isAbsolute());
            host(g, u.hasAuthority() ? u.hostInfo() : null);
            drawn(g, u.toUriString(), u::span, shown);
        } else {
            ParseResult.Failure f = (ParseResult.Failure) r;
            g.writeBooleanField("valid", false);
            Shown text = Shown.of(f.input(), showPasswords);
            failure(g, f.error().name(), f.index(), text, f.input().equals(input), firstLine(f.message()));
        }
    }

    /** The fields of the URL Standard's reading of {@code input} (against a base, whose failure says so). */
    static void whatwg(JsonGenerator g, WebUrlResult r, String input, boolean showPasswords) throws IOException {
        boolean inInput = !(r instanceof WebUrlResult.Failure f) || f.input().equals(input);
        if (r instanceof WebUrlResult.Success s) {
            WebUrl u = s.url();
            g.writeBooleanField("valid", true);
            Shown shown = Shown.of(u.href(), showPasswords);
            g.writeStringField("href", shown.text());
            host(g, u.hostInfo());
            drawn(g, u.href(), u::span, shown);
        } else {
            WebUrlResult.Failure f = (WebUrlResult.Failure) r;
            g.writeBooleanField("valid", false);
            failure(g, f.error().standardName(), f.index(), Shown.of(f.input(), showPasswords), inInput, firstLine(f.message()));
        }
        // Validation errors point into the input; those of a base that failed are not listed.
        Shown in = Shown.of(input, showPasswords);
        g.writeArrayFieldStart("validationErrors");
        if (inInput) {
            for (ValidationError e : r.validationErrors()) {
                g.writeStartObject();
                g.writeStringField("error", e.error().standardName());
                g.writeNumberField("index", e.index());
                g.writeNumberField("caret", in.index(e.index()));
                g.writeStringField("description", e.error().description());
                g.writeEndObject();
            }
        }
        g.writeEndArray();
    }

    /** {@code "agree"} and the {@code "differences"} of the two readings, values shown as in the readings. */
    static void differences(JsonGenerator g, UrlReadings r, boolean showPasswords) throws IOException {
        g.writeBooleanField("agree", r.agree());
        g.writeArrayFieldStart("differences");
        if (r.validityDiffers()) {                      // the row urikit diff writes (DiffCommand.Differences)
            g.writeStartObject();
            g.writeStringField("component", "validity");
            g.writeStringField("rfc3986", r.rfc3986().isSuccess() ? "valid" : "invalid");
            g.writeStringField("whatwg", r.whatwg().isSuccess() ? "valid" : "invalid");
            g.writeEndObject();
        }
        for (UrlReadings.Difference raw : r.differences()) {
            UrlReadings.Difference d = showPasswords ? raw : raw.redacted();
            g.writeStartObject();
            g.writeStringField("component", Names.of(d.component()));
            g.writeStringField("rfc3986", d.rfc3986());
            g.writeStringField("whatwg", d.whatwg());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /**
     * The fields of a rejection: the code, the index in the text as given, the caret in the shown
     * text, the shown text itself, which text it is in and the library's one-line message.
     */
    static void failure(JsonGenerator g, String code, int index, Shown text, boolean inInput, String message) throws IOException {
        g.writeStringField("error", code);
        g.writeNumberField("index", index);
        g.writeNumberField("caret", text.index(index));
        g.writeStringField("text", text.text());
        g.writeStringField("errorIn", inInput ? "input" : "base");
        g.writeStringField("message", message);
    }

    /** The first line of a library message (its caret lines are for terminals). */
    static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }

    /** {@code "host":{"text","kind","addressClass"}} (RFC 6890 for an address), or null. */
    private static void host(JsonGenerator g, Host h) throws IOException {
        g.writeFieldName("host");
        if (h == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        g.writeStringField("text", h.toUriString());
        g.writeStringField("kind", Names.of(h.kind()));
        String addressClass = null;
        if (h instanceof Host.Ipv4 v4) {
            addressClass = Names.of(v4.addressClass());
        } else if (h instanceof Host.Ipv6 v6) {
            addressClass = Names.of(v6.addressClass());
        }
        g.writeStringField("addressClass", addressClass);
        g.writeEndObject();
    }

    /** {@code "spans"} (each component's {@code [start,end]}, or null) and {@code "parts"}, in the shown text. */
    private static void drawn(JsonGenerator g, String text, Function<Component, Span> span, Shown shown) throws IOException {
        g.writeObjectFieldStart("spans");
        for (Component c : SPANNED) {
            Span s = span.apply(c);
            g.writeFieldName(name(c));
            if (s == null) {
                g.writeNull();
            } else {
                g.writeStartArray();
                g.writeNumber(shown.index(s.start()));
                g.writeNumber(shown.index(s.end()));
                g.writeEndArray();
            }
        }
        g.writeEndObject();
        g.writeArrayFieldStart("parts");
        for (Parts.Part p : Parts.shown(Parts.of(text, span), shown)) {
            g.writeStartObject();
            g.writeStringField("component", p.component());
            g.writeStringField("kind", p.kind());
            g.writeNumberField("index", p.index());
            g.writeNumberField("start", p.start());
            g.writeNumberField("end", p.end());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** {@code scheme}, {@code userinfo}, …: the component's name in the JSON. */
    private static String name(Component c) {
        return c.name().toLowerCase(java.util.Locale.ROOT);
    }
}
