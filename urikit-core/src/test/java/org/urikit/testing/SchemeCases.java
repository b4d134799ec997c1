package org.urikit.testing;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.urikit.Equivalence;
import org.urikit.Normalization;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.CommonIssue;
import org.urikit.scheme.FileIssue;
import org.urikit.scheme.FtpIssue;
import org.urikit.scheme.HttpIssue;
import org.urikit.scheme.Issue;
import org.urikit.scheme.MailtoIssue;
import org.urikit.scheme.PlanResult;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeHandler;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeReport;
import org.urikit.scheme.SchemeStatus;
import org.urikit.scheme.SchemeView;
import org.urikit.error.Severity;
import org.urikit.scheme.UrnIssue;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;


/**
 * Shared helpers of the scheme tests of urikit-core and urikit-schemes-legacy (in the core's test
 * jar): the vector files, JSON cells, policies and violations written as text, and the checks
 * that each module runs over its own data files.
 *
 * <p>Every vector file ({@code testdata/scheme/vectors/*.tsv} in the core,
 * {@code testdata/legacy/vectors/*.tsv} in urikit-schemes-legacy) has the columns
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
 * A new scheme's vectors are a new file in that directory; {@link #vectors(String)} picks up every file.
 */
public final class SchemeCases {
    /** The core's vector files: {@code testdata/scheme/vectors}. */
    public static final String VECTORS = "scheme/vectors";
    /** The issue enums of the core's handlers: a new scheme's enum is added here. */
    public static final List<Class<? extends Issue>> ISSUE_TYPES = List.of(CommonIssue.class, HttpIssue.class, FtpIssue.class,
            FileIssue.class, MailtoIssue.class, UrnIssue.class);

    private static final JsonFactory JSON = new JsonFactory();

    private SchemeCases() {
    }

    /** The vector files of {@code testdata/<dir>} (a directory, not in a jar), by name ({@code "scheme/vectors/http.tsv"}), sorted. */
    public static List<String> vectorFiles(String dir) {
        URL url = SchemeCases.class.getResource("/testdata/" + dir);
        if (url == null) {
            throw new IllegalStateException("no testdata/" + dir + " on the test class path");
        }
        try (Stream<Path> s = Files.list(Path.of(url.toURI()))) {
            return s.map(p -> dir + "/" + p.getFileName()).filter(n -> n.endsWith(".tsv")).sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every row of every vector file of {@code testdata/<dir>}, named {@code file:id}. */
    public static Stream<Arguments> vectors(String dir) {
        List<Arguments> all = new ArrayList<>();
        for (String f : vectorFiles(dir)) {
            all.addAll(TestData.arguments(f));
        }
        return all.stream();
    }

    /** The rows of the core's vector file of one scheme. */
    public static List<TestData.Row> vectorRows(String scheme) {
        return vectorRows(VECTORS, scheme);
    }

    /** The rows of the vector file of one scheme in {@code testdata/<dir>}. */
    public static List<TestData.Row> vectorRows(String dir, String scheme) {
        return TestData.rows(dir + "/" + scheme + ".tsv");
    }

    /** The rows with a view ({@code fields} not {@code -}) of the vector files of {@code schemes} in {@code testdata/<dir>}, as arguments. */
    public static List<Arguments> viewRows(String dir, List<String> schemes) {
        List<Arguments> out = new ArrayList<>();
        for (String s : schemes) {
            for (TestData.Row r : vectorRows(dir, s)) {
                if (r.get("fields") != null) {
                    out.add(Arguments.of(r));
                }
            }
        }
        return out;
    }

    /** The view the default registry gives of a vector row's input. */
    public static SchemeView view(TestData.Row row) {
        Uri u = Uri.parse(row.get("input"), profile(row.get("profile")));
        return SchemeRegistry.defaults().view(u);
    }

    /** A view and its {@code toBuilder().build()} are the same URI, to the letter. */
    public static void checkRebuilt(TestData.Row row, SchemeView v, SchemeView again) {
        assertEquals(v.toUri().toUriString(), again.toUri().toUriString(), row.file() + " " + row.id());
        assertEquals(v, again, row.id());
    }

    /**
     * The fields of a valid RFC 3986 vector row, which a view's typed builder is given to build the
     * same fields again ({@link #checkBuilt}); null for another row.
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> builderFields(TestData.Row row) {
        if (!Boolean.parseBoolean(row.get("valid")) || row.get("profile") != null) {
            return null;
        }
        return (Map<String, Object>) json(row.get("fields"));
    }

    /** What the typed builder built from {@code fields} has those fields and the view's scheme. */
    public static void checkBuilt(TestData.Row row, Map<String, Object> fields, SchemeView v, SchemeView built) {
        assertEquals(fields, built.fields(), row.file() + " " + row.id() + " built " + built);
        assertEquals(v.scheme(), built.scheme());
    }

    /** The rows of the files {@code testdata/<dir>/<scheme>-normalize.tsv} of {@code schemes} (see {@link #checkNormalize}). */
    public static List<Arguments> normalizeCases(String dir, List<String> schemes) {
        List<Arguments> all = new ArrayList<>();
        for (String s : schemes) {
            all.addAll(TestData.arguments(dir + "/" + s + "-normalize.tsv"));
        }
        return all;
    }

    /** The profile a {@code profile} cell names ({@code -}: RFC 3986). */
    public static Profile profile(String name) {
        return name == null ? Profile.RFC3986 : Names.parse(Profile.class, name);
    }

    /** The policy a {@code policy} cell describes, its codes among the core's issues. */
    public static ValidationPolicy policy(String spec) {
        return policy(spec, ISSUE_TYPES);
    }

    /** The policy a {@code policy} cell describes, its codes among {@code issueTypes}. */
    public static ValidationPolicy policy(String spec, List<Class<? extends Issue>> issueTypes) {
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
                p = p.withSeverity(issue(key.substring("severity.".length()), issueTypes),
                        Severity.valueOf(value.toUpperCase(Locale.ROOT)));
            } else if (key.equals("ignore")) {
                p = p.ignoring(issue(value, issueTypes));
            } else {
                throw new IllegalArgumentException("unknown policy setting " + setting);
            }
        }
        return p;
    }

    /** The issue with code {@code code}, looked up in {@code issueTypes}. */
    public static Issue issue(String code, List<Class<? extends Issue>> issueTypes) {
        for (Class<? extends Issue> c : issueTypes) {
            for (Object o : c.getEnumConstants()) {
                if (((Issue) o).code().equals(code)) {
                    return (Issue) o;
                }
            }
        }
        throw new IllegalArgumentException("no issue " + code);
    }

    /** {@code CODE@index:severity ...}, or null for none. */
    public static String violations(List<Violation> violations) {
        if (violations.isEmpty()) {
            return null;
        }
        return violations.stream().map(v -> v.code() + "@" + v.index() + ":" + Names.of(v.severity()))
                .collect(Collectors.joining(" "));
    }

    /** The plan as the JSON value the {@code plan} column holds. */
    public static Map<String, Object> plan(RetrievalPlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("protocol", p.protocol());
        m.put("host", p.host());
        m.put("port", p.portNumber());
        m.put("steps", p.lines());
        return m;
    }

    /**
     * One vector row through {@link SchemeRegistry#inspect} of the default registry, and the
     * consistency of validate, view and plan with it; {@code issueTypes} hold the codes of the
     * {@code policy} cell.
     */
    public static void checkVector(TestData.Row row, List<Class<? extends Issue>> issueTypes) {
        String where = row.file() + ":" + row.line() + " " + row.id() + " " + row.get("input");
        Uri uri = Uri.parse(row.get("input"), profile(row.get("profile")));
        ValidationPolicy policy = policy(row.get("policy"), issueTypes);
        SchemeRegistry registry = SchemeRegistry.defaults();
        SchemeReport report = registry.inspect(uri, policy);

        assertEquals(row.get("violations"), violations(report.violations()), where + " violations");
        assertEquals(Boolean.parseBoolean(row.get("valid")), report.isValid(), where + " valid");
        String fields = row.get("fields");
        assertEquals(fields == null ? null : json(fields), report.view() == null ? null : report.view().fields(), where + " fields");
        String plan = row.get("plan");
        assertEquals(plan == null ? null : json(plan), report.plan() == null ? null : plan(report.plan()), where + " plan");

        // The registry's separate entry points agree with inspect: its violations are those of
        // validation then of the plan, one per code and index, an error where either has one.
        List<Violation> validation = registry.validate(uri, policy);
        PlanResult planned = registry.plan(uri, policy);
        List<Violation> both = new ArrayList<>(validation);
        both.addAll(planned.violations());
        Function<Violation, String> key = v -> v.code() + "@" + v.index();
        assertEquals(both.stream().map(key).distinct().toList(), report.violations().stream().map(key).toList(), where + " merge");
        for (Violation v : report.violations()) {
            assertEquals(both.stream().anyMatch(w -> key.apply(w).equals(key.apply(v)) && w.isError()), v.isError(),
                    where + " merged severity of " + v);
        }
        assertEquals(report.plan(), planned.plan(), where + " plan()");
        assertEquals(report.view(), registry.view(uri), where + " view()");
        if (planned instanceof PlanResult.Planned) {
            assertTrue(planned.violations().stream().noneMatch(Violation::isError), where + " a plan has no error");
        }
        if (report.view() != null) {
            SchemeView v = report.view();
            assertEquals(uri, v.toUri(), where + " the view keeps the URI");
            assertEquals(uri.scheme().toLowerCase(Locale.ROOT), v.scheme(), where + " view scheme");
        }
        for (Violation v : report.violations()) {
            assertTrue(v.index() <= uri.toUriString().length(), where + " index in range: " + v);
            assertFalse(v.message().isBlank(), where + " message");
        }
        // A plan never carries a CR, LF or NUL, except a gopher request line, which is exact text (RFC 1738 §3.4).
        RetrievalPlan p = report.plan();
        if (p != null && !p.protocol().equals("gopher")) {
            for (String step : p.revealedLines()) {
                assertTrue(step.indexOf('\r') < 0 && step.indexOf('\n') < 0 && step.indexOf('\0') < 0, where + " step " + step);
            }
        }
    }

    /**
     * Every scheme of the default registry that {@code schemes} selects and whose handler has a
     * view has a vector file in {@code files} ({@code https} shares http's).
     */
    public static void checkEveryViewHasVectors(List<String> files, String dir, java.util.function.Predicate<String> schemes) {
        for (String scheme : SchemeRegistry.defaults().schemes()) {
            if (!schemes.test(scheme)) {
                continue;
            }
            SchemeHandler h = SchemeRegistry.defaults().handler(scheme);
            boolean hasView = h.view(Uri.parse(scheme + "://h/x")) != null || h.view(Uri.parse(scheme + ":x")) != null;
            if (hasView) {
                assertTrue(files.stream().anyMatch(f -> f.equals(dir + "/" + scheme + ".tsv")
                                || (scheme.equals("https") && f.equals(dir + "/http.tsv"))),
                        "no vector file for " + scheme + " in " + files);
            }
        }
    }

    /**
     * One row of a {@code <scheme>-normalize.tsv} file: the scheme rung of {@link Uri#normalize()}
     * (default ports, the case rules of each scheme's fields) and the equivalence
     * {@link Equivalence#SCHEME} draws from it.
     */
    public static void checkNormalize(TestData.Row row) {
        String where = row.file() + ":" + row.line() + " " + row.id();
        Uri u = Uri.parse(row.get("input"), profile(row.get("profile")));
        Uri n = u.normalize();
        assertEquals(row.get("expected"), n.toUriString(), where);
        assertEquals(n, n.normalize(), where + " idempotent");
        assertEquals(n, SchemeRegistry.defaults().normalize(n), where + " the scheme rung is idempotent");
        assertEquals(SchemeRegistry.defaults().view(u) != null, SchemeRegistry.defaults().view(n) != null,
                where + " normalization keeps a view readable");
        String same = row.get("equivalentTo");
        if (same != null) {
            Uri other = Uri.parse(same, u.profile());
            assertTrue(Equivalence.SCHEME.test(u, other), where + " equivalent to " + same);
            assertEquals(Equivalence.SCHEME.key(u), Equivalence.SCHEME.key(other), where);
        }
        String different = row.get("notEquivalentTo");
        if (different != null) {
            assertFalse(Equivalence.SCHEME.test(u, Uri.parse(different, u.profile())), where + " not equivalent to " + different);
        }
        // Without a registry the scheme rung only drops empty ports: the rules above come from the handlers.
        if (!n.toUriString().equals(u.normalize(Normalization.all(), SchemeRegistry.empty()).toUriString())) {
            assertNotNull(SchemeRegistry.defaults().handler(u.scheme()), where);
        }
    }

    /**
     * One row of a {@code status.tsv} file: whether the default registry knows the scheme, its
     * default port (also as {@link Uri#effectivePort()} of the example), its status and the view
     * class of the example.
     */
    public static void checkStatus(TestData.Row row) {
        SchemeRegistry r = SchemeRegistry.defaults();
        String scheme = row.get("scheme");
        SchemeHandler h = r.handler(scheme);
        assertEquals(Boolean.parseBoolean(row.get("known")), h != null, scheme + " known");
        String port = row.get("defaultPort");
        int expectedPort = port == null ? -1 : Integer.parseInt(port);
        assertEquals(expectedPort, r.defaultPort(scheme), scheme);
        Uri example = Uri.parse(row.get("example"));
        if (!example.hasPort()) {
            assertEquals(expectedPort, example.effectivePort(), scheme + " Uri.effectivePort() through the service");
        }
        assertEquals(h != null, r.inspect(example, ValidationPolicy.defaults()).isKnown(), scheme);
        if (h != null) {
            assertEquals(SchemeStatus.valueOf(row.get("status")), h.status(), scheme + " status");
            if (!h.scheme().endsWith("-")) {
                assertEquals(scheme.toLowerCase(Locale.ROOT), h.scheme());
            }
        }
        String view = row.get("view");
        assertEquals(view, r.view(example) == null ? null : r.view(example).getClass().getSimpleName(), scheme + " view");
    }

    /** Parses a JSON value: objects as ordered maps, arrays as lists, integers as {@link Integer}. */
    public static Object json(String text) {
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
