package org.urikit.cli.serve;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.Equivalence;
import org.urikit.ParseResult;
import org.urikit.ResolveOptions;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import org.urikit.security.InspectionPolicy;
import org.urikit.template.UriTemplate;
import org.urikit.template.UriTemplateException;
import org.urikit.whatwg.UrlReadings;
import org.urikit.whatwg.WebUrl;

/**
 * The calls under {@code /api/}, each a thin layer over the library: the request's fields in
 * ({@link ApiRequest}), one JSON object out. Any string is an input: one that the library rejects
 * is answered with 200 and the rejection described ({@code "valid":false}, {@code "error"}, the
 * {@code index} and the {@code caret}); only a request that is not a call (an unknown field, a
 * missing input, a body that is not JSON) is a 400.
 *
 * <pre>{@code
 * POST /api/diff {"input":"http://0x7f.1/"}
 * {"input":"http://0x7f.1/","rfc3986":{"valid":true,...},"whatwg":{"valid":true,...},"agree":false,
 *  "differences":[{"component":"host","rfc3986":"0x7f.1","whatwg":"127.0.0.1"}]}
 * }</pre>
 *
 * <p>{@code idna} and {@code check} answer the objects of {@code urikit idna --json} and
 * {@code urikit check --json}, written by those commands' field tables ({@link Commands}); the
 * others write their own fields here.
 *
 * <p>Every call takes {@code showPasswords} (false by default): a non-empty password is
 * {@code ****} in every text of the answer unless it is true. The calls and their fields are listed
 * in docs/cli.md ({@code urikit serve}).
 */
final class Api {
    /** One call: reads its fields and answers one JSON object (UTF-8). */
    private interface Call {
        byte[] answer(ApiRequest request) throws IOException, HttpFailure;
    }

    /** A call whose answer this class writes, field by field. */
    private interface FieldsCall {
        void answer(ApiRequest request, JsonGenerator g) throws IOException, HttpFailure;
    }

    private final Map<String, Call> calls = new LinkedHashMap<>();
    private final Commands commands;

    /** @param commands the commands' JSON reader (a template's {@code vars} in a query) and the objects of idna and check */
    Api(Commands commands) {
        this.commands = commands;
        calls.put("parse", fields(this::parse));
        calls.put("whatwg", fields(this::whatwg));
        calls.put("diff", fields(this::diff));
        calls.put("check", this::check);
        calls.put("resolve", fields(this::resolve));
        calls.put("normalize", fields(this::normalize));
        calls.put("idna", this::idna);
        calls.put("template", fields(this::template));
    }

    private static Call fields(FieldsCall call) {
        return r -> PlaygroundServer.json(g -> call.answer(r, g));
    }

    /** The names of the calls, in the order of the documentation. */
    List<String> names() {
        return List.copyOf(calls.keySet());
    }

    /** The answer of call {@code name}; a 404 when there is no such call. */
    byte[] answer(String name, ApiRequest request) throws IOException, HttpFailure {
        Call call = calls.get(name);
        if (call == null) {
            throw new HttpFailure(404, "not-found", "no such call: /api/" + name + " (the calls: " + String.join(", ", names()) + ")");
        }
        return call.answer(request);
    }

    /** RFC 3986's reading of a URI reference (relative or absolute). */
    private void parse(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("input", "showPasswords"));
        String input = r.required("input");
        boolean show = r.flag("showPasswords");
        g.writeStringField("input", Shown.of(input, show).text());
        g.writeObjectFieldStart("rfc3986");
        Readings.rfc3986(g, Uri.tryParse(input), input, show);
        g.writeEndObject();
    }

    /** The URL Standard's reading, against {@code base} when given. */
    private void whatwg(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("input", "base", "showPasswords"));
        String input = r.required("input");
        boolean show = r.flag("showPasswords");
        g.writeStringField("input", Shown.of(input, show).text());
        g.writeObjectFieldStart("whatwg");
        Readings.whatwg(g, WebUrl.tryParse(input, r.text("base")), input, show);
        g.writeEndObject();
    }

    /** Both readings and where they disagree ({@link UrlReadings}). */
    private void diff(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("input", "base", "showPasswords"));
        String input = r.required("input");
        boolean show = r.flag("showPasswords");
        UrlReadings readings = UrlReadings.compare(input, r.text("base"));
        g.writeStringField("input", Shown.of(input, show).text());
        g.writeObjectFieldStart("rfc3986");
        Readings.rfc3986(g, readings.rfc3986(), input, show);
        g.writeEndObject();
        g.writeObjectFieldStart("whatwg");
        Readings.whatwg(g, readings.whatwg(), input, show);
        g.writeEndObject();
        Readings.differences(g, readings, show);
    }

    /**
     * The inspector's verdict under the fetch (default) or link policy, as {@code urikit check --json};
     * with {@code resolve} (false by default: typing never makes a lookup) as {@code check --resolve}.
     */
    private byte[] check(ApiRequest r) throws IOException, HttpFailure {
        r.only(List.of("input", "base", "policy", "resolve", "showPasswords"));
        String input = r.required("input");
        boolean show = r.flag("showPasswords");
        InspectionPolicy policy = r.choice("policy", List.of("fetch", "link")).equals("fetch") ? InspectionPolicy.FETCH
                : InspectionPolicy.LINK;
        boolean resolve = r.flag("resolve");
        String base = r.text("base");
        Uri baseUri = null;
        if (base != null) {
            ParseResult b = absolute(base);
            if (b instanceof ParseResult.Failure f) {
                return PlaygroundServer.json(g -> {
                    g.writeStringField("input", Shown.of(input, show).text());
                    g.writeNullField("verdict");
                    Readings.failure(g, f.error().name(), f.index(), Shown.of(base, show), false, Readings.firstLine(f.message()));
                });
            }
            baseUri = b.orNull();
        }
        return commands.check(input, baseUri, policy, resolve, show).getBytes(StandardCharsets.UTF_8);
    }

    /** RFC 3986 §5.2: the target of a reference ({@code input}) against {@code base}; {@code strict} by default. */
    private void resolve(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("base", "input", "strict", "showPasswords"));
        String base = r.required("base");
        String input = r.required("input");
        boolean strict = r.text("strict") == null || r.flag("strict");
        boolean show = r.flag("showPasswords");
        g.writeStringField("base", Shown.of(base, show).text());
        g.writeStringField("input", Shown.of(input, show).text());
        ParseResult b = absolute(base);
        ParseResult ref = Uri.tryParse(input);
        if (b instanceof ParseResult.Failure f) {
            rejected(g, f, Shown.of(base, show), false);
        } else if (ref instanceof ParseResult.Failure f) {
            rejected(g, f, Shown.of(input, show), true);
        } else {
            try {
                g.writeStringField("result", Shown.of(b.orNull().resolve(ref.orNull(), ResolveOptions.defaults().withStrict(strict))
                        .toUriString(), show).text());
            } catch (UriSyntaxException e) {
                g.writeNullField("result");
                Readings.failure(g, e.error().name(), e.index(), Shown.of(e.rawInput(), show), e.rawInput().equals(input),
                        Readings.firstLine(e.getMessage()));
            }
        }
    }

    /** RFC 3986 §6.2.2 ({@code syntax}) or with §6.2.3 too ({@code scheme}, the default). */
    private void normalize(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("input", "level", "showPasswords"));
        String input = r.required("input");
        Equivalence level = r.choice("level", List.of("scheme", "syntax")).equals("scheme") ? Equivalence.SCHEME : Equivalence.SYNTAX;
        boolean show = r.flag("showPasswords");
        g.writeStringField("input", Shown.of(input, show).text());
        ParseResult p = Uri.tryParse(input);
        if (p instanceof ParseResult.Failure f) {
            rejected(g, f, Shown.of(input, show), true);
        } else {
            g.writeStringField("result", Shown.of(p.orNull().normalize(level.normalizations()).toUriString(), show).text());
        }
    }

    /** The URL Standard's domain to ASCII (or, with {@code toUnicode}, to Unicode), as {@code urikit idna --json}. */
    private byte[] idna(ApiRequest r) throws HttpFailure {
        r.only(List.of("input", "toUnicode", "showPasswords"));
        return commands.idna(r.required("input"), r.flag("toUnicode"), r.flag("showPasswords")).getBytes(StandardCharsets.UTF_8);
    }

    /** RFC 6570: a template expanded with {@code vars} (a JSON object), or matched against {@code match}. */
    private void template(ApiRequest r, JsonGenerator g) throws IOException, HttpFailure {
        r.only(List.of("template", "vars", "match", "showPasswords"));
        String template = r.required("template");
        Object vars = r.value("vars");
        String match = r.text("match");
        boolean show = r.flag("showPasswords");
        if ((vars == null) == (match == null)) {
            throw new HttpFailure(400, "bad-request", "give exactly one of the fields 'vars' (a JSON object) and 'match' (a URI)");
        }
        Map<String, Object> values = match == null ? variables(vars) : null;
        Shown text = Shown.of(template, show);
        g.writeStringField("template", text.text());
        if (match != null) {
            g.writeStringField("uri", Shown.of(match, show).text());
        }
        try {
            UriTemplate t = UriTemplate.parse(template);
            if (match == null) {
                g.writeStringField("result", Shown.of(t.expand(values), show).text());
                return;
            }
            Map<String, Object> m = t.match(match);
            g.writeBooleanField("matches", m != null);
            g.writeFieldName("variables");
            value(g, m);
        } catch (UriTemplateException e) {
            if (match == null) {
                g.writeNullField("result");
            } else {
                g.writeBooleanField("matches", false);
                g.writeNullField("variables");
            }
            Readings.failure(g, e.error().name(), e.index(), text, true, Readings.firstLine(e.getMessage()));
        }
    }

    /** A matched value: a string, a list of them, or the map of the variables (null when there is none). */
    private static void value(JsonGenerator g, Object v) throws IOException {
        if (v instanceof Map<?, ?> m) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                g.writeFieldName((String) e.getKey());
                value(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof List<?> l) {
            g.writeStartArray();
            for (Object o : l) {
                value(g, o);
            }
            g.writeEndArray();
        } else {
            g.writeString((String) v);
        }
    }

    /** A template's variables: the object of a JSON body, or the JSON text of a query. */
    @SuppressWarnings("unchecked")
    private Map<String, Object> variables(Object vars) throws HttpFailure {
        if (vars instanceof Map<?, ?> m) {
            return (Map<String, Object>) m;
        }
        if (vars instanceof String s) {
            try {
                return commands.jsonObject(s);
            } catch (IllegalArgumentException e) {
                throw new HttpFailure(400, "bad-request", "the field 'vars' must be a JSON object: " + e.getMessage());
            }
        }
        throw new HttpFailure(400, "bad-request", "the field 'vars' must be a JSON object");
    }

    /** RFC 3986's reading of a base, which must be absolute (§5.1). */
    private static ParseResult absolute(String base) {
        ParseResult b = Uri.tryParse(base);
        if (b instanceof ParseResult.Success s && !s.uri().isAbsolute()) {
            return new ParseResult.Failure(org.urikit.error.SyntaxError.SCHEME_MISSING, 0, base);
        }
        return b;
    }

    /** {@code "result":null} and the rejection. */
    private static void rejected(JsonGenerator g, ParseResult.Failure f, Shown text, boolean inInput) throws IOException {
        g.writeNullField("result");
        Readings.failure(g, f.error().name(), f.index(), text, inInput, Readings.firstLine(f.message()));
    }
}
