package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.TestData;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * The fields that {@code whatwg --json} and {@code parse --json} write from regions of the URL's
 * text ({@link Field#json}, {@code WebUrl.span}, {@code Uri.span}) write the same bytes as the
 * getters' values ({@link Field#value} through {@link JsonLine#value}): every field of every input
 * of the web-platform-tests {@code urltestdata.json} (with its base), of ada's extra cases and of
 * the three URL lists of {@code conformance/datasets/}, passwords shown and masked.
 */
class RegionFieldsTest {
    /** The object of {@code r} as the getters give it, field by field (the reference). */
    private static <R> String byValues(Table<R> table, R r) {
        Out out = new Out();
        JsonLine w = new JsonLine(out);
        w.beginObject();
        for (Field<R> f : table.fields()) {
            if (f.present(r)) {
                w.name(f.jsonName()).value(f.value(r));
            }
        }
        w.endObject();
        return out.toString();
    }

    /** The inputs and bases of a WPT-format file. */
    private static List<String[]> wpt(String file) throws IOException {
        List<String[]> cases = new ArrayList<>();
        for (Map<String, Object> c : WhatwgCommandTest.wptCases(file)) {
            cases.add(new String[] {(String) c.get("input"), (String) c.get("base")});
        }
        return cases;
    }

    private static List<String[]> datasets() {
        List<String[]> cases = new ArrayList<>();
        for (String d : List.of("kasztp", "node_files", "isaacs_files")) {
            for (String line : TestData.datasetLines(d)) {
                cases.add(new String[] {line, null});
            }
        }
        return cases;
    }

    private static List<String[]> allInputs() throws IOException {
        List<String[]> all = new ArrayList<>(wpt("wpt-url/urltestdata.json"));
        all.addAll(wpt("ada-extra/ada_extra_urltestdata.json"));
        all.addAll(datasets());
        return all;
    }

    @Test
    void whatwgFieldsFromRegionsAreTheGetters() throws IOException {
        int valid = 0;
        int checked = 0;
        for (String[] c : allInputs()) {
            WebUrl base = c[1] == null ? null : WebUrl.parseOrNull(c[1]);
            WebUrlResult.Failure baseFailure = c[1] == null || base != null ? null : (WebUrlResult.Failure) WebUrl.tryParse(c[1]);
            for (boolean show : new boolean[] {false, true}) {
                WebReading r = WebReading.read(c[0], Masks.text(c[1], show), base, baseFailure, show);
                assertEquals(byValues(WebReading.TABLE, r), WebReading.TABLE.json(r), c[0]);
                checked++;
                if (r.valid() && show) {
                    valid++;
                }
            }
        }
        // 891 WPT cases, ada's extra ones and 97,631 dataset lines, twice each.
        assertTrue(checked > 2 * 97_631 + 2 * 891, "checked " + checked);
        assertTrue(valid > 97_000, "valid " + valid);
    }

    @Test
    void parseFieldsFromRegionsAreTheGetters() throws IOException {
        for (String[] argv : List.of(new String[] {"parse"}, new String[] {"parse", "--show-passwords"},
                new String[] {"parse", "--explain"}, new String[] {"parse", "--lenient"}, new String[] {"parse", "--whatwg"})) {
            ParseCommand command = (ParseCommand) ParseCommand.DEF.create(ArgParser.parse(ParseCommand.DEF, argv, 1));
            Table<ParseCommand.Item> table = command.table();
            int valid = 0;
            for (String[] c : allInputs()) {
                ParseCommand.Item r = command.compute(c[0]);
                assertEquals(byValues(table, r), table.json(r), c[0]);
                if (r.valid()) {
                    valid++;
                }
            }
            assertTrue(valid > 90_000, String.join(" ", argv) + ": valid " + valid);
        }
    }

    @Test
    void regionsOfTheLastCleanStringAreCopiedWithTheSameBytes() {
        Out out = new Out();
        JsonLine w = new JsonLine(out);
        String text = "http://example.com/a?q#f";
        w.beginArray().string(text).string(text, 7, 18).string(text, 0, 5, 7, 18).string(new String(text.toCharArray()))
                .string(text, 22, 24).endArray();
        assertEquals("[\"http://example.com/a?q#f\",\"example.com\",\"http:example.com\",\"http://example.com/a?q#f\",\"#f\"]",
                out.toString());
        // Escapes and non-ASCII: encoded, never copied (their bytes are not one per character).
        out.clear();
        String odd = "a\"b\\c\u00e9\ud83d\ude00\u0001";
        w.reset().beginArray().string(odd).string(odd, 1, 6).string(odd, 5, 9).endArray();
        assertEquals("[\"a\\\"b\\\\c\u00e9\\uD83D\\uDE00\\u0001\",\"\\\"b\\\\c\u00e9\",\"\u00e9\\uD83D\\uDE00\\u0001\"]", out.toString());
        // Bytes dropped after the text was written (a failed item): the text is encoded again.
        out.clear();
        w.reset().beginArray().string(text);
        out.reset(1);
        w.string("x").string(text, 0, 4).endArray();
        assertEquals("[,\"x\",\"http\"]", out.toString());
    }
}
