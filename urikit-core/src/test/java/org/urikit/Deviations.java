package org.urikit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.urikit.testing.TestData;
import org.urikit.testing.TestData.Row;

/** The rows of a deviations file under {@code testdata/deviations/}, by case id. */
final class Deviations {
    private Deviations() {
    }

    static Map<String, Row> load(String file) {
        Map<String, Row> out = new LinkedHashMap<>();
        for (Row r : TestData.rows("deviations/" + file)) {
            if (out.put(r.id(), r) != null) {
                throw new IllegalStateException(file + ": duplicate id " + r.id());
            }
        }
        return out;
    }
}
