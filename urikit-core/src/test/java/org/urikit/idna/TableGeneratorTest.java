package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.urikit.testing.TestData;

/**
 * The committed tables are exactly what {@link TableGenerator} makes of the Unicode data in
 * {@code conformance/unicode-17/}: regenerated in memory and compared byte for byte, so that
 * neither the data nor the generator can change without the tables following (run
 * {@code TableGenerator} to update them).
 */
class TableGeneratorTest {
    @Test
    void committedTablesAreTheGeneratedOnes() throws IOException {
        Map<String, byte[]> generated = TableGenerator.generate(TestData.conformance("unicode-17"));
        assertEquals(3, generated.size());
        for (Map.Entry<String, byte[]> e : generated.entrySet()) {
            try (InputStream in = Idna.class.getResourceAsStream(e.getKey())) {
                byte[] committed = in.readAllBytes();
                assertArrayEquals(e.getValue(), committed, e.getKey() + " differs from what TableGenerator makes of "
                        + "conformance/unicode-17/: run TableGenerator (see its class comment) and commit the result");
            }
        }
    }
}
