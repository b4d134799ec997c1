package org.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.testing.TestData;

/** {@link Uri#parseLenient(String)}: requirements R80–R83, R209–R221, R218, O-28, O-29. */
class LenientParserTest {

    static List<Arguments> cases() {
        return TestData.arguments("lenient/lenient.tsv");
    }

    @ParameterizedTest
    @MethodSource("cases")
    void lenient(TestData.Row row) {
        String input = row.get("input");
        String strict = row.get("strict");
        // Strict parsing never repairs.
        switch (strict) {
            case "rejects" -> assertFalse(Uri.isValid(input), "strict parse must reject " + input);
            case "same" -> assertEquals(input, Uri.parse(input).toUriString());
            case "scheme-url" -> assertEquals("url", Uri.parse(input).scheme().toLowerCase(java.util.Locale.ROOT));
            default -> fail("unknown strict column " + strict);
        }
        if (row.get("error") != null) {
            UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parseLenient(input));
            assertEquals(SyntaxError.valueOf(row.get("error")), e.error(), e.getMessage());
            assertEquals(Integer.parseInt(row.get("index")), e.index(), e.getMessage());
            assertEquals(input, e.rawInput(), "the index refers to the original input");
            return;
        }
        RepairedUri r = Uri.parseLenient(input);
        assertEquals(row.get("expected"), r.uri().toUriString());
        assertEquals(input, r.input());
        String kinds = r.repairs().stream().map(x -> x.kind() + "@" + x.index()).collect(Collectors.joining(","));
        assertEquals(row.get("repairs"), kinds);
        assertEquals(!r.repairs().isEmpty(), r.isRepaired());
        assertEquals(r.uri().toUriString(), replay(input, r.repairs()), "the repairs rebuild the repaired text");
        r.uri().checkInvariants();
        // Repairing is idempotent: the result needs no further repair.
        assertEquals(List.of(), Uri.parseLenient(r.uri().toUriString()).repairs());
    }

    /** Applies the repairs to the input, in index order: the repaired text. */
    static String replay(String input, List<Repair> repairs) {
        StringBuilder sb = new StringBuilder();
        int at = 0;
        for (Repair r : repairs) {
            assertTrue(r.index() >= at, "repairs are ordered and do not overlap: " + repairs);
            assertEquals(r.original(), input.substring(r.index(), r.index() + r.original().length()),
                    "original text at its index: " + r);
            assertFalse(r.original().isEmpty(), r.toString());
            sb.append(input, at, r.index()).append(r.replacement());
            at = r.index() + r.original().length();
        }
        return sb.append(input, at, input.length()).toString();
    }

    @Test
    void documentedExamples() {
        // RepairedUri javadoc
        RepairedUri r = Uri.parseLenient("  <URL: http://a.example/b >");
        assertEquals("http://a.example/b", r.uri().toUriString());
        assertEquals(List.of(new Repair(Repair.Kind.TRIMMED_WHITESPACE, 0, "  ", ""),
                new Repair(Repair.Kind.STRIPPED_WRAPPER, 2, "<", ""),
                new Repair(Repair.Kind.STRIPPED_URL_PREFIX, 3, "URL: ", ""),
                new Repair(Repair.Kind.TRIMMED_WHITESPACE, 26, " ", ""),
                new Repair(Repair.Kind.STRIPPED_WRAPPER, 27, ">", "")), r.repairs());
        assertEquals(List.of(), Uri.parseLenient("http://a/").repairs());
        // Repair javadoc
        assertEquals(List.of(new Repair(Repair.Kind.ENCODED_SPACE, 10, " ", "%20")), Uri.parseLenient("http://a/b c").repairs());
        // Uri.parseLenient javadoc
        assertEquals("http://a.example/b%20c", Uri.parseLenient("  <URL: http://a.example/b c> ").uri().toUriString());
        assertEquals(List.of(new Repair(Repair.Kind.ENCODED_NON_ASCII, 9, "\u00e9", "%C3%A9")),
                Uri.parseLenient("http://a/\u00e9").repairs());
    }

    @Test
    void nullIsRejected() {
        assertThrows(NullPointerException.class, () -> Uri.parseLenient(null));
    }

    @Test
    void hugeInputIsHandled() {
        String path = "a b".repeat(100_000);
        RepairedUri r = Uri.parseLenient("http://h/" + path);
        assertEquals(100_000, r.repairs().size());
        assertEquals("http://h/" + "a%20b".repeat(100_000), r.uri().toUriString());
    }

    /**
     * Every string from the shared corpora (WPT URL inputs, Jena's real-world IRIs, the CoRE href
     * vectors, the JSON Schema format suite): lenient parsing either repairs it into a valid URI
     * whose repairs replay, or rejects it with an index inside the original input; a valid input
     * comes back unchanged unless it starts with "url:".
     */
    @Test
    void sharedCorpora() {
        for (var corpus : SharedInputs.all().entrySet()) {
            int repaired = 0;
            int unchanged = 0;
            int rejected = 0;
            for (String input : corpus.getValue()) {
                RepairedUri r;
                try {
                    r = Uri.parseLenient(input);
                } catch (UriSyntaxException e) {
                    assertTrue(e.index() >= 0 && e.index() <= input.length(), e.getMessage());
                    assertEquals(input, e.rawInput());
                    rejected++;
                    continue;
                }
                r.uri().checkInvariants();
                assertEquals(r.uri().toUriString(), replay(input, r.repairs()), input);
                assertEquals(List.of(), Uri.parseLenient(r.uri().toUriString()).repairs(), "idempotent: " + input);
                if (Uri.isValid(input) && !input.regionMatches(true, 0, "url:", 0, 4)) {
                    assertEquals(List.of(), r.repairs(), "valid input is not repaired: " + input);
                }
                if (r.isRepaired()) {
                    repaired++;
                } else {
                    unchanged++;
                }
            }
            System.out.println("lenient " + corpus.getKey() + ": " + corpus.getValue().size() + "/"
                    + corpus.getValue().size() + " pass (" + unchanged + " unchanged, " + repaired + " repaired, "
                    + rejected + " rejected with an index)");
        }
    }

    /** Seeded random strings over URI delimiters, spaces, controls, '%', non-ASCII and lone surrogates. */
    @Test
    void randomInputsNeverFailOtherwise() {
        Random random = new Random(0x5eed_1e41L);
        String pool = "ab:/?#@[]%25 \t\n<>\"URLurl.-_~!$&'()*+,;=\\^`{|}\u00e9\u00a0\u4e2d\ud83d\ude00\ud800\u0001";
        int repaired = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder sb = new StringBuilder();
            if (random.nextBoolean()) {
                sb.append(random.nextBoolean() ? "http://" : "<URL: s:");
            }
            int len = random.nextInt(12);
            for (int k = 0; k < len; k++) {
                sb.append(pool.charAt(random.nextInt(pool.length())));
            }
            String input = sb.toString();
            try {
                RepairedUri r = Uri.parseLenient(input);
                r.uri().checkInvariants();
                assertEquals(r.uri().toUriString(), replay(input, r.repairs()), input);
                assertEquals(List.of(), Uri.parseLenient(r.uri().toUriString()).repairs(), input);
                repaired += r.isRepaired() ? 1 : 0;
            } catch (UriSyntaxException e) {
                assertTrue(e.index() >= 0 && e.index() <= input.length(), e.getMessage());
            }
        }
        assertTrue(repaired > 1000, "the generator exercises repairs: " + repaired);
    }

    /** String inputs of the vendored conformance data (conformance/). */
    static final class SharedInputs {
        private SharedInputs() {
        }

        /** Corpus name to its distinct strings, in file order. */
        static java.util.Map<String, List<String>> all() {
            java.util.Map<String, List<String>> m = new java.util.LinkedHashMap<>();
            m.put("wpt urltestdata inputs", json("wpt-url/urltestdata.json", Set.of("input", "base", "href")));
            m.put("wpt urltestdata-javascript-only inputs",
                    json("wpt-url/urltestdata-javascript-only.json", Set.of("input", "base", "href")));
            m.put("jena-iri uris.xml", jenaUris());
            m.put("core-href tests.csv", coreHref());
            m.put("json-schema-format uri/uri-reference/iri/iri-reference", jsonSchema());
            return m;
        }

        /** The strings of all corpora that RFC 3986 parsing accepts. */
        static List<String> valid() {
            Set<String> out = new LinkedHashSet<>();
            for (List<String> l : all().values()) {
                for (String s : l) {
                    if (Uri.isValid(s)) {
                        out.add(s);
                    }
                }
            }
            return new ArrayList<>(out);
        }

        static List<String> json(String file, Set<String> fields) {
            Set<String> out = new LinkedHashSet<>();
            try (JsonParser p = new JsonFactory().createParser(TestData.conformance(file).toFile())) {
                JsonToken t;
                while ((t = p.nextToken()) != null) {
                    if (t == JsonToken.FIELD_NAME && fields.contains(p.currentName())
                            && p.nextToken() == JsonToken.VALUE_STRING) {
                        out.add(p.getText());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new ArrayList<>(out);
        }

        static List<String> jsonSchema() {
            List<String> out = new ArrayList<>();
            for (String f : List.of("uri", "uri-reference", "iri", "iri-reference")) {
                out.addAll(json("json-schema-format/" + f + ".json", Set.of("data")));
            }
            return new ArrayList<>(new LinkedHashSet<>(out));
        }

        /** The absolute, base and relative attributes of jena-iri uris.xml (the module does not read java.xml). */
        static List<String> jenaUris() {
            Set<String> out = new LinkedHashSet<>();
            try {
                String xml = Files.readString(TestData.conformance("jena-iri/uris.xml"), StandardCharsets.UTF_8);
                xml = xml.replaceAll("(?s)<!--.*?-->", "");
                Matcher m = Pattern.compile("\\b(absolute|base|relative)\\s*=\\s*(\"([^\"]*)\"|'([^']*)')").matcher(xml);
                while (m.find()) {
                    out.add(xmlText(m.group(3) != null ? m.group(3) : m.group(4)));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new ArrayList<>(out);
        }

        private static String xmlText(String s) {
            Matcher m = Pattern.compile("&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);").matcher(s);
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                String e = m.group(1);
                String r = switch (e) {
                    case "amp" -> "&";
                    case "lt" -> "<";
                    case "gt" -> ">";
                    case "quot" -> "\"";
                    case "apos" -> "'";
                    default -> new String(Character.toChars(e.startsWith("#x") ? Integer.parseInt(e.substring(2), 16)
                            : Integer.parseInt(e.substring(1))));
                };
                m.appendReplacement(sb, Matcher.quoteReplacement(r));
            }
            m.appendTail(sb);
            return sb.toString();
        }

        /** The uri, red and resolved_uri columns of core-href tests.csv (';'-separated, '|' quotes). */
        static List<String> coreHref() {
            Set<String> out = new LinkedHashSet<>();
            try {
                Path p = TestData.conformance("core-href/tests.csv");
                List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
                List<String> header = splitCsv(lines.get(0));
                for (String line : lines.subList(1, lines.size())) {
                    List<String> f = splitCsv(line);
                    for (String col : List.of("uri", "red", "resolved_uri")) {
                        int i = header.indexOf(col);
                        if (i < f.size() && !(col.equals("red") && f.get(i).isEmpty())) {
                            out.add(f.get(i));
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new ArrayList<>(out);
        }

        private static List<String> splitCsv(String line) {
            List<String> out = new ArrayList<>();
            StringBuilder sb = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '|') {
                    quoted = !quoted;
                } else if (c == ';' && !quoted) {
                    out.add(sb.toString());
                    sb.setLength(0);
                } else {
                    sb.append(c);
                }
            }
            out.add(sb.toString());
            return out;
        }
    }
}
