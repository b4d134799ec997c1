package org.urikit.scheme;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.urikit.Profile;
import org.urikit.testing.TestData;

/**
 * Shared helpers of the scheme tests: the vector files, JSON cells, policies and violations
 * written as text.
 *
 * <p>Every file {@code testdata/scheme/vectors/*.tsv} has the columns
 * {@code id input profile policy valid violations fields plan provenance}:
 * <ul>
 * <li>{@code profile}: {@code -} for RFC 3986, else a profile's CLI name ({@code rfc1738});</li>
 * <li>{@code policy}: {@code -} for the defaults, else {@code ;}-separated settings
 *   {@code anonymousPassword=...}, {@code passwordPrompt=...}, {@code reservedPorts=none|FROM-TO},
 *   {@code severity.CODE=error|warning}, {@code ignore=CODE};</li>
 * <li>{@code valid}: {@code true} or {@code false} ({@link SchemeReport#isValid()});</li>
 * <li>{@code violations}: {@code -} for none, else space-separated {@code CODE@index:severity}
 *   in the order reported;</li>
 * <li>{@code fields}: the view's fields as a JSON object, {@code -} for no view;</li>
 * <li>{@code plan}: {@code {"protocol":..,"host":..,"port":..,"steps":[..]}}, {@code -} for none.</li>
 * </ul>
 * A new scheme's vectors are a new file in that directory; {@link SchemeVectorsTest} picks up every file.
 */
final class SchemeCases {
    private static final JsonFactory JSON = new JsonFactory();

    private SchemeCases() {
    }

    /** The vector files, by name ({@code "vectors/http.tsv"}), sorted. */
    static List<String> vectorFiles() {
        URL dir = SchemeCases.class.getResource("/testdata/scheme/vectors");
        if (dir == null) {
            throw new IllegalStateException("no testdata/scheme/vectors on the test class path");
        }
        try (Stream<Path> s = Files.list(Path.of(dir.toURI()))) {
            return s.map(p -> "scheme/vectors/" + p.getFileName()).filter(n -> n.endsWith(".tsv")).sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every row of every vector file, named {@code file:id}. */
    static Stream<Arguments> vectors() {
        List<Arguments> all = new ArrayList<>();
        for (String f : vectorFiles()) {
            all.addAll(TestData.arguments(f));
        }
        return all.stream();
    }

    /** The rows of the vector file of one scheme. */
    static List<TestData.Row> vectorRows(String scheme) {
        return TestData.rows("scheme/vectors/" + scheme + ".tsv");
    }

    static Profile profile(String name) {
        return name == null ? Profile.RFC3986 : Profile.fromName(name);
    }

    /** The policy a {@code policy} cell describes. */
    static ValidationPolicy policy(String spec) {
        ValidationPolicy p = ValidationPolicy.defaults();
        if (spec == null) {
            return p;
        }
        for (String setting : spec.split(";")) {
            int eq = setting.indexOf('=');
            String key = setting.substring(0, eq);
            String value = setting.substring(eq + 1);
            if (key.equals("anonymousPassword")) {
                p = p.withAnonymousPassword(value);
            } else if (key.equals("passwordPrompt")) {
                p = p.withPasswordPrompt(value);
            } else if (key.equals("reservedPorts")) {
                if (value.equals("none")) {
                    p = p.withoutReservedPorts();
                } else {
                    String[] r = value.split("-");
                    p = p.withReservedPorts(Integer.parseInt(r[0]), Integer.parseInt(r[1]));
                }
            } else if (key.startsWith("severity.")) {
                p = p.withSeverity(issue(key.substring("severity.".length())), Severity.valueOf(value.toUpperCase()));
            } else if (key.equals("ignore")) {
                p = p.ignoring(issue(value));
            } else {
                throw new IllegalArgumentException("unknown policy setting " + setting);
            }
        }
        return p;
    }

    /** The issue enums of the built-in handlers: a new scheme's enum is added here. */
    static final List<Class<? extends Issue>> ISSUE_TYPES = List.of(CommonIssue.class, HttpIssue.class, FtpIssue.class,
            FileIssue.class, GopherIssue.class, NewsIssue.class, NntpIssue.class, TelnetIssue.class, WaisIssue.class,
            ProsperoIssue.class, MailtoIssue.class, MidCidIssue.class, AfsIssue.class, UrnIssue.class);

    /** The issue with code {@code code}, looked up in {@link #ISSUE_TYPES}. */
    static Issue issue(String code) {
        for (Class<? extends Issue> c : ISSUE_TYPES) {
            for (Object o : c.getEnumConstants()) {
                if (((Issue) o).code().equals(code)) {
                    return (Issue) o;
                }
            }
        }
        throw new IllegalArgumentException("no issue " + code);
    }

    /** {@code CODE@index:severity ...}, or null for none. */
    static String violations(List<Violation> violations) {
        if (violations.isEmpty()) {
            return null;
        }
        return violations.stream().map(v -> v.code() + "@" + v.index() + ":" + v.severity().cliName())
                .collect(Collectors.joining(" "));
    }

    /** The plan as the JSON value the {@code plan} column holds. */
    static Map<String, Object> plan(RetrievalPlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("protocol", p.protocol());
        m.put("host", p.host());
        m.put("port", p.port());
        m.put("steps", p.lines());
        return m;
    }

    /** Parses a JSON value: objects as ordered maps, arrays as lists, integers as {@link Integer}. */
    static Object json(String text) {
        try (JsonParser p = JSON.createParser(text)) {
            p.nextToken();
            Object v = value(p);
            if (p.nextToken() != null) {
                throw new IllegalArgumentException("trailing text in " + text);
            }
            return v;
        } catch (IOException e) {
            throw new IllegalArgumentException("bad JSON cell: " + text, e);
        }
    }

    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    m.put(name, value(p));
                }
                return m;
            }
            case START_ARRAY: {
                List<Object> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    l.add(value(p));
                }
                return l;
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
                return p.getIntValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IllegalArgumentException("unexpected JSON token " + t);
        }
    }
}
