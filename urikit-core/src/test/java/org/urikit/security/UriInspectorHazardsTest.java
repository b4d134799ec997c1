package org.urikit.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.AddressClass;
import org.urikit.Uri;
import org.urikit.testing.Names;
import org.urikit.testing.TestData;

/**
 * {@link UriInspector} over {@code testdata/security/hazards.tsv}: for each input, the verdict,
 * exactly the finding codes, the canonical host and its class (the file's header gives the sources
 * of the payloads and the meaning of the columns).
 */
class UriInspectorHazardsTest {
    static List<TestData.Row> rows() {
        return TestData.rows("security/hazards.tsv");
    }

    static InspectionPolicy policy(String name) {
        switch (name) {
            case "fetch":
                return InspectionPolicy.FETCH;
            case "link":
                return InspectionPolicy.LINK;
            case "fetch-internal":
                return InspectionPolicy.FETCH.toBuilder().allowInternal(true).build();
            case "fetch-loopback":
                return InspectionPolicy.FETCH.toBuilder().allowedAddressClasses(AddressClass.LOOPBACK).build();
            default:
                throw new IllegalArgumentException("unknown policy " + name);
        }
    }

    /** The differences between the row's expectations and the inspection, or an empty list. */
    static List<String> check(TestData.Row row) {
        String base = row.get("base");
        Inspection i = UriInspector.inspect(row.get("input"), base == null ? null : Uri.parse(base), policy(row.get("policy")));
        List<String> problems = new ArrayList<>();
        if (!row.get("verdict").equals(Names.of(i.verdict()))) {
            problems.add("verdict " + Names.of(i.verdict()) + ", expected " + row.get("verdict"));
        }
        Set<String> expected = new TreeSet<>();
        if (row.get("codes") != null) {
            expected.addAll(List.of(row.get("codes").split(",")));
        }
        Set<String> actual = new TreeSet<>();
        i.findings().forEach(f -> actual.add(f.code().name()));
        if (!expected.equals(actual)) {
            problems.add("codes " + actual + ", expected " + expected + "; findings " + i.findings());
        }
        String host = i.host() == null ? null : i.host().text();
        if (!java.util.Objects.equals(row.get("host"), host)) {
            problems.add("host " + host + ", expected " + row.get("host"));
        }
        String cls = i.addressClass() == null ? null : Names.of(i.addressClass());
        if (!java.util.Objects.equals(row.get("class"), cls)) {
            problems.add("class " + cls + ", expected " + row.get("class"));
        }
        return problems;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void hazard(TestData.Row row) {
        assertEquals(List.of(), check(row), row.file() + ":" + row.line() + " " + row.id() + " " + row.get("input"));
    }

    @Test
    void allHazardsPass() {
        TestData.assertAllPass("Inspector hazards.tsv", rows(), r -> check(r));
    }
}
