package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.urikit.ParseResult;
import org.urikit.Profile;
import org.urikit.RepairedUri;
import org.urikit.RobustChecks;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.PercentCodec;
import org.urikit.encoding.QueryParameters;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/**
 * Concurrency (issue 6, part 4): {@code Uri}, the codecs and the shared grammar tables are
 * immutable, so several threads that parse, decode, normalize, resolve, relativize and read the
 * <em>same</em> {@code Uri} instances at once must get exactly what one thread gets. A second test checks the premise by
 * reflection: no static field anywhere in the library can change, and the value types have only
 * final fields.
 */
class ConcurrencyTest {
    private static final int THREADS = 4;
    private static final Uri BASE = Uri.parse("http://a/b/c/d;p?q");

    private static List<String> corpus() throws IOException {
        List<String> out = new ArrayList<>();
        UriGen g = new UriGen(new Random(6));
        for (int k = 0; k < 1500; k++) {
            String s = g.reference().text();
            out.add(s);
            out.add(g.mutate(s));
        }
        List<String> lines = TestData.datasetLines("kasztp");
        out.addAll(lines.subList(0, Math.min(1000, lines.size())));
        return out;
    }

    /** Everything the API says about {@code s}, as one string: every profile's verdict and components, lenient, codecs. */
    private static String describe(String s) {
        StringBuilder sb = new StringBuilder();
        for (Profile p : Profile.values()) {
            ParseResult r = Uri.tryParse(s, p);
            if (r instanceof ParseResult.Failure f) {
                sb.append(f.error()).append('@').append(f.index()).append(' ');
            } else {
                sb.append(read(r.orElseThrow())).append(' ');
            }
        }
        try {
            RepairedUri l = Uri.parseLenient(s);
            sb.append(l.uri()).append(l.repairs());
        } catch (UriSyntaxException e) {
            sb.append(e.getMessage());
        }
        sb.append(PercentCodec.decodeLenient(s)).append(PercentCodec.encodePathSegment(s))
                .append(PercentCodec.encode(s, CharClass.QUERY)).append(PercentCodec.encodeKeepingEscapes(s))
                .append(FormCodec.decode(s)).append(FormCodec.encode(s)).append(QueryParameters.parse(s))
                .append(QueryParameters.parseForm(s).toFormEncoded());
        return sb.toString();
    }

    /** Every accessor of a parsed value. */
    private static String read(Uri u) {
        return u.scheme() + "|" + u.authority() + "|" + u.userInfo() + "|" + u.host() + "|" + u.hostKind() + "|"
                + u.hostInfo() + "|" + u.port() + "|" + u.portNumber() + "|" + u.path() + "|" + u.pathSegments() + "|"
                + u.decodedPathSegments() + "|" + u.query() + "|" + u.queryParameters() + "|" + u.fragment() + "|"
                + u.decodedFragment() + "|" + u.decodedUserInfo() + "|" + u.isOpaque() + "|" + u.hashCode() + "|"
                + u.toDiagram() + "|" + u.toBuilder().build() + "|" + u.normalize() + "|" + resolveAndRelativize(u);
    }

    private static String resolveAndRelativize(Uri u) {
        try {
            if (!u.isAbsolute()) {
                return BASE.resolve(u).toUriString();
            }
            Uri t = u.resolve("../x?y#z");
            return t + "|" + u.relativize(t);
        } catch (UriSyntaxException e) {
            return e.getMessage();      // e.g. BASE_NOT_HIERARCHICAL under the older profiles
        }
    }

    @Test
    void threadsSharingValuesAndTablesSeeWhatOneThreadSees() throws Exception {
        List<String> inputs = corpus();
        List<String> expected = new ArrayList<>(inputs.size());
        List<Uri> shared = new ArrayList<>();
        List<String> sharedExpected = new ArrayList<>();
        for (String s : inputs) {
            expected.add(describe(s));
            Uri u = Uri.tryParse(s).orNull();
            if (u != null) {
                shared.add(u);
                sharedExpected.add(read(u));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<List<String>>> results = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            long seed = t;
            results.add(pool.submit(() -> {
                List<Integer> order = new ArrayList<>();
                for (int k = 0; k < inputs.size(); k++) {
                    order.add(k);
                }
                Collections.shuffle(order, new Random(seed));
                List<String> wrong = new ArrayList<>();
                start.await();
                for (int round = 0; round < 2; round++) {
                    for (int k : order) {
                        if (!describe(inputs.get(k)).equals(expected.get(k))) {
                            wrong.add("input " + RobustChecks.show(inputs.get(k)));
                        }
                        if (k < shared.size() && !read(shared.get(k)).equals(sharedExpected.get(k))) {
                            wrong.add("shared value " + shared.get(k));
                        }
                    }
                }
                return wrong;
            }));
        }
        start.countDown();
        List<String> wrong = new ArrayList<>();
        for (Future<List<String>> f : results) {
            wrong.addAll(f.get(5, TimeUnit.MINUTES));
        }
        pool.shutdown();
        assertEquals(List.of(), wrong, "results under " + THREADS + " threads differ from the single-threaded ones");
        System.out.println("concurrency: " + inputs.size() + " inputs and " + shared.size() + " shared values x "
                + THREADS + " threads x 2 rounds agree with one thread");
    }

    private static final String[] LIBRARY_CLASSES = {"org.urikit.Uri", "org.urikit.internal.Parser", "org.urikit.Profile",
        "org.urikit.error.SyntaxError", "org.urikit.error.UriSyntaxException", "org.urikit.ParseResult$Success",
        "org.urikit.ParseResult$Failure", "org.urikit.Host$RegName", "org.urikit.Host$Ipv4", "org.urikit.Host$Ipv6",
        "org.urikit.Host$IpFuture", "org.urikit.HostKind", "org.urikit.RepairedUri", "org.urikit.Repair",
        "org.urikit.error.Caret", "org.urikit.internal.Diagram", "org.urikit.internal.JavaNetUriInterop", "org.urikit.internal.LenientParser",
        "org.urikit.UriBuilder", "org.urikit.encoding.CharClass", "org.urikit.encoding.PercentCodec",
        "org.urikit.encoding.FormCodec", "org.urikit.encoding.QueryParameters",
        "org.urikit.encoding.QueryParameters$Parameter", "org.urikit.internal.Grammar",
        "org.urikit.net.Ipv4Addresses", "org.urikit.net.Ipv6Addresses", "org.urikit.net.Ascii",
        "org.urikit.net.AddressRanges", "org.urikit.AddressClass"};

    /** Values handed to callers and shared between threads: every instance field final. */
    private static final String[] VALUE_CLASSES = {"org.urikit.Uri", "org.urikit.ParseResult$Success",
        "org.urikit.ParseResult$Failure", "org.urikit.Host$RegName", "org.urikit.Host$Ipv4", "org.urikit.Host$Ipv6",
        "org.urikit.Host$IpFuture", "org.urikit.RepairedUri", "org.urikit.Repair", "org.urikit.error.UriSyntaxException",
        "org.urikit.encoding.CharClass", "org.urikit.encoding.QueryParameters",
        "org.urikit.encoding.QueryParameters$Parameter", "org.urikit.internal.Grammar"};

    @Test
    void noStaticStateChangesAndValuesHaveOnlyFinalFields() throws ClassNotFoundException {
        List<String> problems = new ArrayList<>();
        for (String name : LIBRARY_CLASSES) {
            for (Field f : Class.forName(name).getDeclaredFields()) {
                int m = f.getModifiers();
                if (!Modifier.isStatic(m) || f.isSynthetic()) {
                    continue;
                }
                if (!Modifier.isFinal(m)) {
                    problems.add(name + "." + f.getName() + " is a static field that is not final");
                } else if (!Modifier.isPrivate(m) && (f.getType().isArray() || java.util.Collection.class.isAssignableFrom(f.getType())
                        || java.util.Map.class.isAssignableFrom(f.getType()))) {
                    problems.add(name + "." + f.getName() + " is a shared mutable container visible outside its class");
                }
            }
        }
        for (String name : VALUE_CLASSES) {
            for (Field f : Class.forName(name).getDeclaredFields()) {
                int m = f.getModifiers();
                if (!Modifier.isStatic(m) && !Modifier.isFinal(m)) {
                    problems.add(name + "." + f.getName() + " is a non-final instance field of a shared value");
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
