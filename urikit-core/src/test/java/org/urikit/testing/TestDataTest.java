package org.urikit.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class TestDataTest {
    @Test
    void parsesHeaderCommentsAbsentAndEscapes() {
        List<TestData.Row> rows = TestData.parse("x.tsv",
                "# provenance line\nid\tinput\tquery\n#s is a comment line\nc1\ta\\tb\\u00e9\t-\nc2\t#frag\t\n");
        assertEquals(2, rows.size());
        assertEquals("c1", rows.get(0).id());
        assertEquals("a\tb\u00e9", rows.get(0).get("input"));
        assertNull(rows.get(0).get("query"));
        assertEquals("#frag", rows.get(1).get("input"));
        assertEquals("", rows.get(1).get("query"));
        assertEquals(5, rows.get(1).line());
    }
}
