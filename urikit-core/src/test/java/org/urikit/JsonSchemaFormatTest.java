package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.urikit.net.Ipv4Addresses;
import org.urikit.net.Ipv6Addresses;
import org.urikit.testing.Deviations;
import org.urikit.testing.Rfc3986Abnf;
import org.urikit.testing.TestData;

/**
 * The JSON Schema Test Suite {@code format} tests ({@code conformance/json-schema-format},
 * draft 2020-12, MIT): {@code uri} (an absolute URI: RFC 3986 {@code URI}), {@code uri-reference},
 * {@code ipv4} (dotted quad without leading zeros, as RFC 3986 {@code IPv4address}) and
 * {@code ipv6} (RFC 4291 text, no zone, no brackets, as RFC 3986 {@code IPv6address}). All
 * string cases must pass; non-string data is always valid in the suite and is skipped.
 */
class JsonSchemaFormatTest {

    /** One string case: where it is, its text and whether the suite calls it valid. */
    record Case(String id, String data, boolean valid, String description) {
    }

    /** The string cases of {@code testdata/json-schema-format/<file>}, in file order, with ids {@code json-schema/<name>/<n>}. */
    static List<Case> read(String file) throws IOException {
        List<Case> out = new ArrayList<>();
        String name = file.substring(0, file.indexOf('.'));
        try (JsonParser p = new JsonFactory().createParser(TestData.conformance("json-schema-format/" + file).toFile())) {
            expect(p.nextToken(), JsonToken.START_ARRAY);
            while (p.nextToken() == JsonToken.START_OBJECT) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    if (!field.equals("tests")) {
                        p.skipChildren();
                        continue;
                    }
                    expect(p.currentToken(), JsonToken.START_ARRAY);
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        String description = null;
                        String data = null;
                        boolean stringData = false;
                        Boolean valid = null;
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String f = p.currentName();
                            JsonToken t = p.nextToken();
                            switch (f) {
                                case "description" -> description = p.getText();
                                case "valid" -> valid = p.getBooleanValue();
                                case "data" -> {
                                    stringData = t == JsonToken.VALUE_STRING;
                                    data = stringData ? p.getText() : null;
                                    p.skipChildren();
                                }
                                default -> p.skipChildren();
                            }
                        }
                        if (stringData) {
                            out.add(new Case("json-schema/" + name + "/" + out.size(), data, valid, description));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static void expect(JsonToken actual, JsonToken expected) {
        if (actual != expected) {
            throw new IllegalStateException("unexpected JSON: " + actual + ", wanted " + expected);
        }
    }

    private static void run(String file, int expectedCases, Predicate<String> accepts) throws IOException {
        List<Case> cases = read(file);
        assertEquals(expectedCases, cases.size(), "string cases in " + file + " (testdata/README.md)");
        Deviations.Tally tally = Deviations.parse().tally("json-schema " + file.substring(0, file.indexOf('.')));
        for (Case c : cases) {
            boolean actual = accepts.test(c.data());
            tally.record(c.id(), c.data(), actual == c.valid(), () -> (c.valid() ? "rejected valid " : "accepted invalid ")
                    + UriAssertions.TestDataText.show(c.data()) + " (" + c.description() + ")");
        }
        tally.finish();
    }

    @Test
    void uri() throws IOException {
        run("uri.json", 40, s -> {
            ParseResult r = Uri.tryParse(s);
            boolean absolute = r.isSuccess() && r.orNull().isAbsolute();
            assertEquals(absolute, Rfc3986Abnf.isUri(s), "independent ABNF agrees on " + s);
            if (absolute) {
                UriAssertions.check(r.orNull());
                assertEquals(r.orNull(), Uri.parseAbsolute(s));
            }
            return absolute;
        });
    }

    @Test
    void uriReference() throws IOException {
        run("uri-reference.json", 22, s -> {
            boolean valid = Uri.isValid(s);
            assertEquals(valid, Rfc3986Abnf.isUriReference(s), "independent ABNF agrees on " + s);
            if (valid) {
                UriAssertions.parse(s);
            }
            return valid;
        });
    }

    @Test
    void ipv4() throws IOException {
        run("ipv4.json", 35, s -> {
            boolean direct = Ipv4Addresses.isDottedDecimal(s, 0, s.length());
            ParseResult r = Uri.tryParse("http://" + s + "/");
            if (r.isSuccess()) {
                UriAssertions.check(r.orNull());
            }
            boolean viaUri = r.isSuccess() && r.orNull().hostKind() == HostKind.IPV4 && r.orNull().host().equals(s);
            assertEquals(direct, viaUri, "Ipv4Addresses.isDottedDecimal and the parser's host kind agree on " + s);
            assertEquals(direct, Rfc3986Abnf.isIpv4address(s), "independent ABNF agrees on " + s);
            return direct;
        });
    }

    @Test
    void ipv6() throws IOException {
        run("ipv6.json", 36, s -> {
            boolean direct = Ipv6Addresses.end(s, 0, s.length()) == s.length();
            ParseResult r = Uri.tryParse("http://[" + s + "]/");
            if (r.isSuccess()) {
                UriAssertions.check(r.orNull());
            }
            boolean viaUri = r.isSuccess() && r.orNull().hostKind() == HostKind.IPV6;
            if (viaUri) {
                assertNull(((Host.Ipv6) r.orNull().hostInfo()).zone(), "no zone in a JSON Schema ipv6");
            }
            assertEquals(direct, viaUri, "Ipv6Addresses.end and the parser agree on " + s);
            assertEquals(direct, Rfc3986Abnf.isIpv6address(s), "independent ABNF agrees on " + s);
            return direct;
        });
    }
}
