package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.UriSyntaxException;
import org.urikit.scheme.FileUrl;
import org.urikit.scheme.FtpUrl;
import org.urikit.scheme.HttpUrl;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;
import org.urikit.template.UriTemplate;
import org.urikit.testing.TestData;
import org.urikit.text.UriExtractor;
import org.urikit.whatwg.UrlReadings;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;
import org.urikit.whatwg.WebUrlSyntaxException;

/**
 * The password table: every attack input of {@code password-table.tsv} (the password
 * {@code S3CRETpw} in each userinfo shape either reading finds) through every public value,
 * result and exception type of urikit-core that has a {@code toString()}, {@code getMessage()} or
 * display form showing input text; none shows the password (where the input has it as data, a
 * path segment, it stays). The positive side: the exact text is still there for code that hands it on.
 */
class PasswordTableTest {
    private static final String SECRET = "S3CRETpw";
    private static final String BASE = "https://good.com/app/";

    static List<Arguments> rows() {
        return TestData.arguments("password-table.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void noRenderingShowsThePassword(TestData.Row row) {
        String input = row.get("input");
        String data = row.get("data");
        Map<String, String> shown = renderings(input);
        List<String> leaks = new ArrayList<>();
        shown.forEach((what, text) -> {
            String rest = text;
            for (String d : data == null ? new String[0] : data.split("\\|")) {
                rest = rest.replace(d, "");
            }
            if (rest.contains(SECRET)) {
                leaks.add(what + ": " + text);
            }
        });
        assertEquals(List.of(), leaks, row.id() + " " + input);
        assertTrue(shown.size() >= 30, "renderings " + shown.keySet());
    }

    @Test
    void allRowsPass() {
        int renderings = 0;
        List<TestData.Row> rows = TestData.rows("password-table.tsv");
        for (TestData.Row row : rows) {
            renderings += renderings(row.get("input")).size();
        }
        System.out.println("Password table: " + rows.size() + " attack inputs, " + renderings + " renderings checked");
    }

    /** The exact text is where code that hands a value on takes it from. */
    @Test
    void theExactTextIsStillThere() {
        String text = "https://u:S3CRETpw@example.com/a";
        assertEquals(text, Uri.parse(text).toUriString());
        assertEquals(text, WebUrl.parse(text).href());
        assertEquals("S3CRETpw", Uri.parse(text).span(Component.PASSWORD).substring(text));
        assertEquals("S3CRETpw", WebUrl.parse(text).password());
        assertEquals("http://u:S3CRETpw@h:x/", exception(() -> Uri.parse("http://u:S3CRETpw@h:x/"), UriSyntaxException.class).rawInput());
        assertEquals("http://u:S3CRETpw@h:x/",
                exception(() -> WebUrl.parse("http://u:S3CRETpw@h:x/"), WebUrlSyntaxException.class).rawInput());
        assertEquals("http://u:S3CRETpw@/", exception(() -> HttpUrl.parse("http://u:S3CRETpw@/"), SchemeSyntaxException.class).rawInput());
        assertEquals("http:u:S3CRETpw@h", UriInspector.inspect("http:u:S3CRETpw@h", InspectionPolicy.LINK).input());
        assertEquals(text, UriExtractor.defaults().findAll("see " + text + " now").get(0).reference());
        assertEquals("https://u:S3CRETpw@h/x", UriTemplate.parse("https://u:S3CRETpw@h/{x}").expand(Map.of("x", "x")));
        assertEquals("https://u:S3CRETpw@h/{x}", UriTemplate.parse("https://u:S3CRETpw@h/{x}").text());
        assertEquals(text, ((WebUrlResult.Failure) WebUrl.tryParse("https://u:S3CRETpw@h:x/")).input().replace("h:x/", "example.com/a"));
        assertEquals("S3CRETpw", HttpUrl.parse(text).password());
        assertEquals(List.of("USER u", "PASS S3CRETpw", "RETR x"), FtpUrl.parse("ftp://u:S3CRETpw@h/x").plan().revealedLines());
        // A Uri value expands as its exact text (its toString() masks).
        assertEquals(text, UriTemplate.parse("{+u}").expand(Map.of("u", Uri.parse(text))));
    }

    /** Everything that shows {@code input} to people, by what shows it. */
    static Map<String, String> renderings(String input) {
        Map<String, String> out = new LinkedHashMap<>();
        ParseResult r = Uri.tryParse(input);
        add(out, "ParseResult", () -> r);
        for (Profile p : Profile.values()) {
            add(out, "ParseResult " + p, () -> Uri.tryParse(input, p));
        }
        if (r instanceof ParseResult.Failure f) {
            add(out, "Failure.message", f::message);
            add(out, "UriSyntaxException", () -> Uri.parse(input));
            add(out, "UriSyntaxException.input", () -> f.toException().input());
        } else {
            Uri u = r.orNull();
            add(out, "Uri", () -> u);
            add(out, "Uri.redacted", u::redacted);
            add(out, "Uri.toDiagram", u::toDiagram);
            add(out, "Uri.normalize", u::normalize);
            add(out, "BaseUri", () -> BaseUri.builder().embedded(input).retrievedFrom(BASE).establish());
            add(out, "Uri.resolve", () -> Uri.parse(BASE).resolve(u));
            SchemeRegistry registry = SchemeRegistry.defaults();
            add(out, "SchemeReport", () -> registry.inspect(u, ValidationPolicy.defaults()));
            add(out, "SchemeView", () -> registry.view(u));
            add(out, "Violations", () -> registry.validate(u));
            add(out, "PlanResult", () -> registry.plan(u, ValidationPolicy.defaults()));
        }
        add(out, "RepairedUri", () -> Uri.parseLenient(input));
        add(out, "Uri.fromIri", () -> Uri.fromIri(input));
        add(out, "HttpUrl", () -> HttpUrl.parse(input));
        add(out, "HttpUrl.redacted", () -> HttpUrl.parse(input).redacted());
        add(out, "HttpUrl.plan", () -> HttpUrl.parse(input).plan());
        add(out, "FtpUrl", () -> FtpUrl.parse(input));
        add(out, "FtpUrl.plan", () -> FtpUrl.parse(input).plan());
        add(out, "FileUrl", () -> FileUrl.parse(input));
        WebUrlResult w = WebUrl.tryParse(input);
        add(out, "WebUrlResult", () -> w);
        add(out, "WebUrlResult.redactedInput", w::redactedInput);
        add(out, "WebUrlResult against a base", () -> WebUrl.tryParse(input, BASE));
        add(out, "WebUrl", () -> WebUrl.parse(input));
        add(out, "WebUrl.redacted", () -> WebUrl.parse(input).redacted());
        if (w instanceof WebUrlResult.Failure f) {
            add(out, "WebUrlResult.Failure.message", f::message);
            add(out, "WebUrlSyntaxException.input", () -> f.toException().input());
        }
        add(out, "UrlReadings", () -> UrlReadings.compare(input));
        add(out, "UrlReadings against a base", () -> UrlReadings.compare(input, BASE));
        add(out, "UrlReadings.differences", () -> UrlReadings.compare(input).differences());
        for (InspectionPolicy policy : List.of(InspectionPolicy.FETCH, InspectionPolicy.LINK)) {
            add(out, "Inspection " + policy, () -> UriInspector.inspect(input, policy));
            add(out, "Inspection.findings " + policy, () -> UriInspector.inspect(input, policy).findings());
            add(out, "Inspection.redactedInput " + policy, () -> UriInspector.inspect(input, policy).redactedInput());
            add(out, "Inspection against a base " + policy, () -> UriInspector.inspect(input, Uri.parse(BASE), policy));
            add(out, "Inspection.findings against a base " + policy,
                    () -> UriInspector.inspect(input, Uri.parse(BASE), policy).findings());
        }
        add(out, "UriMatch", () -> UriExtractor.defaults().findAll("see " + input + " now"));
        add(out, "UriMatch in angle brackets", () -> UriExtractor.defaults().findAll("see <" + input + "> now"));
        add(out, "UriTemplate", () -> UriTemplate.parse(input));
        add(out, "UriTemplate.expandPartial", () -> UriTemplate.parse(input + "{x}").expandPartial(Map.of()));
        return out;
    }

    /** Records what {@code shown} gives, or the exception it throws ({@code toString()}: the class and the message). */
    private static void add(Map<String, String> out, String what, Supplier<Object> shown) {
        try {
            out.put(what, String.valueOf(shown.get()));
        } catch (RuntimeException e) {
            out.put(what + " (thrown)", e.toString());
        }
    }

    private static <E extends RuntimeException> E exception(Runnable r, Class<E> type) {
        try {
            r.run();
        } catch (RuntimeException e) {
            return type.cast(e);
        }
        throw new AssertionError("no " + type.getSimpleName());
    }
}
