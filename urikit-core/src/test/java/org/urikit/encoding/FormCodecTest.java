package org.urikit.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * {@link FormCodec} against the web-platform-tests {@code urlencoded-parser-data.json} suite
 * (read in place from {@code shared/testdata/wpt-url/}) and {@code testdata/encoding/form-*.tsv}.
 */
class FormCodecTest {

    /** One wpt case: the input and the expected [name, value] pairs. */
    record WptCase(int index, String input, List<List<String>> output) {
    }

    static List<WptCase> readWpt() throws IOException {
        List<WptCase> cases = new ArrayList<>();
        byte[] json = Files.readAllBytes(TestData.conformance("wpt-url/urlencoded-parser-data.json"));
        try (JsonParser p = new JsonFactory().createParser(json)) {
            expect(p.nextToken(), JsonToken.START_ARRAY);
            while (p.nextToken() == JsonToken.START_OBJECT) {
                String input = null;
                List<List<String>> output = null;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    JsonToken value = p.nextToken();
                    if (field.equals("input")) {
                        expect(value, JsonToken.VALUE_STRING);
                        input = p.getText();
                    } else if (field.equals("output")) {
                        expect(value, JsonToken.START_ARRAY);
                        output = new ArrayList<>();
                        while (p.nextToken() == JsonToken.START_ARRAY) {
                            List<String> pair = new ArrayList<>();
                            while (p.nextToken() == JsonToken.VALUE_STRING) {
                                pair.add(p.getText());
                            }
                            output.add(pair);
                        }
                    } else {
                        p.skipChildren();
                    }
                }
                if (input == null || output == null) {
                    throw new IllegalStateException("case " + cases.size() + " lacks input or output");
                }
                cases.add(new WptCase(cases.size(), input, output));
            }
        }
        return cases;
    }

    private static void expect(JsonToken actual, JsonToken expected) {
        if (actual != expected) {
            throw new IllegalStateException("expected " + expected + ", found " + actual);
        }
    }

    @Test
    void wptUrlencodedParserData() throws IOException {
        List<WptCase> cases = readWpt();
        assertEquals(35, cases.size(), "the shared README counts 35 cases");
        Deviations deviations = Deviations.of("wpt-urlencoded");
        for (WptCase c : cases) {
            List<List<String>> actual = new ArrayList<>();
            for (QueryParameters.Parameter p : FormCodec.parse(c.input())) {
                actual.add(List.of(p.name(), p.value()));
            }
            String failure = actual.equals(c.output()) ? null
                    : "input " + c.input() + " expected " + c.output() + " but got " + actual;
            deviations.check("wpt-urlencoded-" + c.index(), failure);
        }
        System.out.println(deviations.summary("wpt urlencoded-parser-data"));
        deviations.assertConsistent();
    }

    /** The WHATWG serializer output parses back to the same pairs, for every wpt case. */
    @Test
    void wptPairsSurviveSerializeAndParse() throws IOException {
        for (WptCase c : readWpt()) {
            QueryParameters parsed = FormCodec.parse(c.input());
            assertEquals(parsed, FormCodec.parse(FormCodec.serialize(parsed)), c.input());
        }
    }

    static List<Arguments> encodeCases() {
        return TestData.arguments("encoding/form-encode.tsv");
    }

    static List<Arguments> decodeCases() {
        return TestData.arguments("encoding/form-decode.tsv");
    }

    @ParameterizedTest
    @MethodSource("encodeCases")
    void encode(TestData.Row row) {
        String input = row.get("input");
        String actual = FormCodec.encode(input);
        if (row.get("expected").equals("=")) {
            assertSame(input, actual);
        } else {
            assertEquals(row.get("expected"), actual);
        }
        assertEquals(PercentCodecTest.wellFormed(input), FormCodec.decode(actual), "decode(encode(s))");
    }

    @ParameterizedTest
    @MethodSource("decodeCases")
    void decode(TestData.Row row) {
        String input = row.get("input");
        String actual = FormCodec.decode(input);
        if (row.get("expected").equals("=")) {
            assertSame(input, actual);
        } else {
            assertEquals(row.get("expected"), actual);
        }
    }

    @Test
    void serialize() {
        List<QueryParameters.Parameter> pairs = List.of(
                new QueryParameters.Parameter("q", "caf\u00e9 au lait"),
                new QueryParameters.Parameter("a b", "1+1=2"),
                new QueryParameters.Parameter("flag", null),
                new QueryParameters.Parameter("", ""),
                new QueryParameters.Parameter("~", "*"));
        assertEquals("q=caf%C3%A9+au+lait&a+b=1%2B1%3D2&flag&=&%7E=*", FormCodec.serialize(pairs));
        assertEquals("", FormCodec.serialize(List.of()));
        assertEquals("&a=", FormCodec.serialize(List.of(new QueryParameters.Parameter("", null),
                new QueryParameters.Parameter("a", ""))), "an empty name with no value writes nothing, the '&' stays");
        assertEquals("q=a+b&lang", FormCodec.serialize(QueryParameters.parse("q=a%20b&lang")));
        assertThrows(NullPointerException.class, () -> FormCodec.serialize(null));
    }

    @Test
    void parseKeepsALeadingQuestionMark() {
        assertEquals(List.of(new QueryParameters.Parameter("?a", "1")), FormCodec.parse("?a=1").toList());
    }

    @Test
    void allowedSetIsTheComplementOfTheWhatwgUrlencodedSet() {
        // WHATWG URL §1.3: the application/x-www-form-urlencoded percent-encode set is the
        // component set plus ! ' ( ) ~; the component set is the userinfo set plus $ % & + ,;
        // userinfo = path set plus / : ; = @ [ \ ] ^ |; path = query set plus ? ^ ` { };
        // query = C0 controls plus space " # < >; plus everything above U+007E.
        String encodeSet = "!'()~" + "$%&+," + "/:;=@[\\]^|" + "?^`{}" + " \"#<>";
        for (int c = 0; c < 128; c++) {
            boolean expectedEncoded = c < 0x20 || c == 0x7F || encodeSet.indexOf(c) >= 0;
            assertEquals(!expectedEncoded, FormCodec.ALLOWED.contains(c), "U+" + Integer.toHexString(c));
        }
    }
}
