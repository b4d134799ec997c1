package org.urikit.robust;

import static org.urikit.RobustChecks.that;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters.Parameter;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.whatwg.UrlSearchParams;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;
import org.urikit.whatwg.WebUrlPropertiesTest;
import org.urikit.whatwg.WebUrlSyntaxException;

/**
 * Jazzer targets for the URL Standard's API, {@link WebUrl} and {@link UrlSearchParams}, through
 * the public API only. The properties are the standard's own goals and the API's contract:
 * <ul>
 * <li>the href parses back to itself ({@code parse(href).href == href}, the property ada and
 *   rust-url fuzz for), and it is the serializer's concatenation of the getters (URL Standard,
 *   "URL serializer");</li>
 * <li>{@code tryParse}, {@code parseOrNull}, {@code canParse} and {@code parse} agree, with a base
 *   as a {@code WebUrl} or as a string too, and a failure's index lies in the input;</li>
 * <li>every {@code with…} setter leaves a URL whose href parses back to it (but for the standard's
 *   one exception, {@code protocol} {@code file} on a {@code localhost} host, testdata/whatwg/fuzz-findings.md),
 *   setting the same value twice changes nothing more, and only {@code withHref} throws;
 *   {@code withAppendedPathSegment} makes its data the last segment;</li>
 * <li>{@code URLSearchParams}: the serialization parses back to the same pairs (lone surrogates
 *   becoming U+FFFD), and {@code set}, {@code append}, {@code delete} and {@code sort} do what the
 *   standard says.</li>
 * </ul>
 * Values are compared by {@link WebUrl#href()}, never {@code toString()} (the masked form).
 * Regression seeds: {@code src/test/resources/org/urikit/robust/WhatwgFuzzTargetsTestInputs/<method>/}.
 */
class WhatwgFuzzTargetsTest {

    /** The input and a base: the text before and after the first 0xFF byte. */
    @FuzzTest(maxDuration = "10m")
    void webUrl(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String input = f.get(0);
        WebUrl u = checkParse(input, null, null);
        if (u != null) {
            checkUrl(u);
        }
        if (f.size() > 1) {
            String baseText = f.get(1);
            WebUrl base = WebUrl.parseOrNull(baseText);
            WebUrl r = checkParse(input, base, baseText);
            if (r != null) {
                checkUrl(r);
            }
            if (base != null) {
                checkUrl(base);
                WebUrl viaResolve = resolveOrNull(base, input);
                that(Objects.equals(href(viaResolve), href(r)), input, () -> "base.resolve differs: " + href(viaResolve));
            }
        }
    }

    /**
     * Setters: the first field is a URL (or, when it does not parse, one of a few fixed ones), the
     * second a program (one setter per character), the others the values, in order.
     */
    @FuzzTest(maxDuration = "10m")
    void webUrlSetters(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        WebUrl u = WebUrl.parseOrNull(f.get(0));
        if (u == null) {
            u = WebUrl.parse(START[Math.floorMod(f.get(0).hashCode(), START.length)]);
        }
        String program = f.size() > 1 ? f.get(1) : "";
        int next = 2;
        for (int k = 0; k < program.length() && k < 16; k++) {
            String value = next < f.size() ? f.get(next) : "";
            next++;
            int op = program.charAt(k) % 11;
            WebUrl before = u;
            WebUrl after = set(before, op, value);
            if (after == null) {
                continue;        // withHref of a value that does not parse: the standard throws a TypeError
            }
            if (op == 1 && after.scheme().equals("file") && after.hostname().equals("localhost")) {
                // The standard's one exception (testdata/whatwg/fuzz-findings.md #3): the protocol setter keeps
                // the host, but parsing "file://localhost/" gives the empty host, as whatwg-url does too.
                that(WebUrl.parse(after.href()).href().startsWith("file:///"), before.href(), "file://localhost/ reparsed");
                u = WebUrl.parse(after.href());
                continue;
            }
            checkRoundTrip(after, () -> "setter " + op + " " + RobustChecks.show(value) + " on " + before.href());
            WebUrl again = set(after, op, value);
            that(again != null && again.href().equals(after.href()), before.href(),
                    () -> "setter " + op + " " + RobustChecks.show(value) + " twice: " + after.href() + " then " + href(again));
            u = after;
        }
        checkUrl(u);
        checkAppend(u, next < f.size() ? f.get(next) : "");
    }

    /** URLSearchParams: the first field is form-encoded text, the others the arguments of a program of edits. */
    @FuzzTest(maxDuration = "10m")
    void urlSearchParams(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String text = f.get(0);
        UrlSearchParams p = UrlSearchParams.parse(text);
        checkParams(p, text);
        that(UrlSearchParams.fromSearch("?" + text).equals(p), text, "fromSearch(\"?\" + s) differs from parse(s)");
        String name = f.size() > 1 ? f.get(1) : "";
        String value = f.size() > 2 ? f.get(2) : "";
        UrlSearchParams set = p.with(name, value);
        that(value.equals(set.get(name)) && set.getAll(name).size() == 1, text, "set: one pair with the value");
        checkParams(set, text);
        UrlSearchParams appended = p.withAppended(name, value);
        that(appended.size() == p.size() + 1 && appended.toList().get(p.size()).equals(new Parameter(name, value)), text,
                "append: the pair at the end");
        checkParams(appended, text);
        UrlSearchParams deleted = appended.without(name);
        that(!deleted.has(name) && deleted.size() == p.size() - p.getAll(name).size(), text, "delete: every pair of the name");
        that(!appended.without(name, value).has(name, value), text, "delete(name, value)");
        UrlSearchParams sorted = appended.sorted();
        that(sorted.size() == appended.size() && sorted.sorted() == sorted, text, "sort is a fixed point");
        for (int i = 1; i < sorted.size(); i++) {
            that(sorted.toList().get(i - 1).name().compareTo(sorted.toList().get(i).name()) <= 0, text, "sort order");
        }
        // On a URL: the query becomes the serialization, and reads back as the pairs.
        WebUrl url = WebUrl.parse(START[Math.floorMod(text.length(), START.length)]);
        WebUrl w = url.withSearchParams(appended);
        checkRoundTrip(w, () -> "withSearchParams on " + url.href());
        that(w.searchParams().equals(UrlSearchParams.parse(appended.toString())), text,
                () -> "the query of " + w.href() + " does not read back as the pairs");
    }

    // ---- checks ---------------------------------------------------------------------------------

    /** URLs to start the setter programs from when the input is not one: special, file, opaque, non-special with a host. */
    private static final String[] START = {"https://user:pass@example.com:8080/a/b?q=1#f", "file:///C:/dir/f", "mailto:a@b.example",
        "sc://h/p?q#f", "http://[::1]/", "blob:https://a.example/uuid", "data:text/plain,x", "ws://0x7f.1/"};

    /** One setter; null when withHref is given a value that does not parse. */
    private static WebUrl set(WebUrl u, int op, String value) {
        return switch (op) {
            case 0 -> {
                try {
                    yield u.withHref(value);
                } catch (WebUrlSyntaxException e) {
                    that(WebUrl.parseOrNull(value) == null, value, "withHref threw for a value that parses");
                    yield null;
                }
            }
            case 1 -> u.withProtocol(value);
            case 2 -> u.withUsername(value);
            case 3 -> u.withPassword(value);
            case 4 -> u.withHost(value);
            case 5 -> u.withHostname(value);
            case 6 -> u.withPort(value);
            case 7 -> u.withPathname(value);
            case 8 -> u.withSearch(value);
            case 9 -> u.withHash(value);
            default -> u.withSearchParams(UrlSearchParams.parse(value));
        };
    }

    /**
     * {@code input} through every parse entry point, with {@code base} (a URL) or {@code baseText}
     * (its text, which may not parse): they agree; a failure's index lies in the input.
     */
    private static WebUrl checkParse(String input, WebUrl base, String baseText) {
        if (baseText != null && base == null) {
            // The URL constructor with a base that does not parse throws, whatever the input.
            that(!WebUrl.canParse(input, baseText) && !WebUrl.tryParse(input, baseText).isSuccess(), input,
                    "parsed against a base that does not parse");
            return null;
        }
        WebUrlResult r = base == null ? WebUrl.tryParse(input) : WebUrl.tryParse(input, base);
        WebUrl orNull = base == null ? WebUrl.parseOrNull(input) : WebUrl.parseOrNull(input, base);
        boolean can = base == null ? WebUrl.canParse(input) : WebUrl.canParse(input, baseText);
        WebUrl thrown = null;
        try {
            thrown = base == null ? WebUrl.parse(input) : WebUrl.parse(input, base);
        } catch (WebUrlSyntaxException e) {
            that(e.index() >= 0 && e.index() <= input.length(), input, "failure index " + e.index());
            that(!r.isSuccess(), input, "parse threw, tryParse succeeded");
        }
        if (r instanceof WebUrlResult.Failure fail) {
            that(fail.index() >= 0 && fail.index() <= input.length(), input, "failure index " + fail.index());
            that(orNull == null && !can && thrown == null, input, "tryParse failed, another entry point did not");
            that(!fail.message().isEmpty(), input, "empty message");
            return null;
        }
        WebUrl u = r.orElseThrow();
        that(orNull != null && orNull.href().equals(u.href()) && thrown != null && thrown.href().equals(u.href()) && can,
                input, "entry points disagree");
        if (base != null) {
            WebUrlResult viaText = WebUrl.tryParse(input, baseText);
            that(viaText.isSuccess() && viaText.orElseThrow().href().equals(u.href()), input,
                    "a base as a URL and as a string disagree");
        }
        return u;
    }

    private static WebUrl resolveOrNull(WebUrl base, String input) {
        try {
            return base.resolve(input);
        } catch (WebUrlSyntaxException e) {
            return null;
        }
    }

    /** The properties of a parsed URL. */
    static void checkUrl(WebUrl u) {
        String href = u.href();
        checkRoundTrip(u, () -> "parsed");
        that(WebUrlPropertiesTest.serialize(u).equals(href), href, () -> "the getters serialize to " + WebUrlPropertiesTest.serialize(u));
        that(u.protocol().equals(u.scheme() + ":"), href, "protocol");
        that(u.search().isEmpty() == (u.query() == null || u.query().isEmpty()), href, "search and query");
        that(u.hash().isEmpty() == (u.fragment() == null || u.fragment().isEmpty()), href, "hash and fragment");
        that(u.host().startsWith(u.hostname()), href, "host and hostname");
        that(u.port().isEmpty() == (u.portNumber() < 0), href, "port and portNumber");
        that(u.equalsExcludingFragments(WebUrl.parse(u.withHash("").href())), href, "equalsExcludingFragments");
        String origin = u.origin().serialize();
        that(!origin.isEmpty(), href, "empty origin");
        that(UrlSearchParams.fromSearch(u.search()).equals(u.searchParams()), href, "searchParams and search disagree");
        that(u.redacted().length() <= href.length() + 4, href, "redacted");
        // toUri: when the href is an RFC 3986 URI, it is the same text, and it reads back as the same URL.
        Uri uri = Uri.parseOrNull(href);
        if (uri != null) {
            that(u.toUri().toUriString().equals(href), href, "toUri text");
            that(WebUrl.fromUri(uri).href().equals(href), href, "fromUri(toUri())");
        }
    }

    /**
     * {@link WebUrl#withAppendedPathSegment}: {@code "."} and {@code ".."} are refused
     * ({@code DOT_SEGMENT_AS_DATA}), an opaque path is left as it is, and otherwise the data is the
     * path's last segment, decoded back (lone surrogates as U+FFFD), in a URL whose href parses back.
     */
    static void checkAppend(WebUrl u, String segment) {
        WebUrl w;
        try {
            w = u.withAppendedPathSegment(segment);
        } catch (UriSyntaxException e) {
            that((segment.equals(".") || segment.equals("..")) && e.error() == SyntaxError.DOT_SEGMENT_AS_DATA, u.href(),
                    () -> "withAppendedPathSegment(" + RobustChecks.show(segment) + ") threw " + e.error());
            return;
        }
        that(!segment.equals(".") && !segment.equals(".."), u.href(), "withAppendedPathSegment took a dot segment");
        checkRoundTrip(w, () -> "withAppendedPathSegment(" + RobustChecks.show(segment) + ") on " + u.href());
        if (u.hasOpaquePath()) {
            that(w.href().equals(u.href()), u.href(), "withAppendedPathSegment changed an opaque path");
            return;
        }
        String path = w.pathname();
        String last = path.substring(path.lastIndexOf('/') + 1);
        that(PercentCodec.decode(last).equals(RobustChecks.wellFormed(segment)), u.href(),
                () -> "withAppendedPathSegment(" + RobustChecks.show(segment) + "): the last segment of " + w.href());
    }

    /** {@code parse(u.href())} is {@code u}: the same href and the same components. */
    static void checkRoundTrip(WebUrl u, java.util.function.Supplier<String> how) {
        String href = u.href();
        WebUrl again = WebUrl.parseOrNull(href);
        that(again != null, href, () -> how.get() + ": the href does not parse");
        that(again.href().equals(href), href, () -> how.get() + ": the href parses to " + again.href());
        that(again.equals(u) && again.hashCode() == u.hashCode(), href, () -> how.get() + ": equals");
        that(again.hasOpaquePath() == u.hasOpaquePath() && again.hasHost() == u.hasHost()
                && again.pathname().equals(u.pathname()) && Objects.equals(again.query(), u.query())
                && again.hostname().equals(u.hostname()) && again.username().equals(u.username())
                && again.password().equals(u.password()) && again.port().equals(u.port()), href,
                () -> how.get() + ": the components of the href differ");
    }

    /** The serialization of {@code p} parses back to its pairs, with lone surrogates as U+FFFD. */
    private static void checkParams(UrlSearchParams p, String input) {
        List<Parameter> wellFormed = new ArrayList<>();
        for (Parameter q : p) {
            wellFormed.add(new Parameter(RobustChecks.wellFormed(q.name()), RobustChecks.wellFormed(q.value())));
        }
        UrlSearchParams back = UrlSearchParams.parse(p.toString());
        that(back.toList().equals(wellFormed), input, () -> "the serialization " + RobustChecks.show(p.toString())
                + " reads back as other pairs");
        that(UrlSearchParams.parse(back.toString()).equals(back), input, "serialize and parse is not a fixed point");
    }

    private static String href(WebUrl u) {
        return u == null ? null : u.href();
    }
}
