package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/** {@code urikit diff} in-process: {@code testdata/cli/diff.tsv} and the examples of docs/cli.md read from the contract. */
class DiffCommandTest {

    static Stream<Arguments> cases() {
        return CliCases.rows("cli/diff.tsv");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void tableCase(TestData.Row row) throws IOException {
        CliCases.check(row);
    }

    @Test
    void contractExamples() throws IOException {
        List<String> blocks = WhatwgCommandTest.contractBlocks("### `urikit diff");
        assertEquals(2, blocks.size(), blocks.toString());
        Map<String, Object> f = MainTest.parseObject(blocks.get(0));
        MainTest.Run json = MainTest.run("", "diff", "--json", "--", (String) f.get("input"));
        assertEquals(blocks.get(0) + "\n", json.out());
        assertEquals(1, json.status());
        // The human example: the disagreement and agreement, one line each.
        MainTest.Run human = MainTest.run("", "diff", "http://evil.com\\@good.com/", "https://example.com/a");
        assertEquals(WhatwgCommandTest.rawContractBlocks("### `urikit diff").get(1), human.out());
        assertEquals(1, human.status());
    }

    @Test
    void exitStatusIsTheAnswer() {
        assertEquals(0, MainTest.run("", "diff", "https://example.com/a").status());
        assertEquals(1, MainTest.run("", "diff", "http://evil.com\\@good.com/").status());
        assertEquals(2, MainTest.run("", "diff", "--base").status());
    }

    @Test
    void help() {
        MainTest.Run r = MainTest.run("", "diff", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: urikit diff [-hrV] [--json] [--show-passwords] [--base=URL]\n"), r.out());
    }
}
