package org.urikit.security;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.urikit.AddressClass;
import org.urikit.error.Severity;

/**
 * Collects the findings of one inspection: each code at most once (the first occurrence, so the
 * result stays small for any input), with its severity from the policy, and the verdict.
 */
final class Findings {
    private final InspectionPolicy policy;
    private long seen;
    private List<Finding> list;
    private Severity max = Severity.INFO;

    Findings(InspectionPolicy policy) {
        this.policy = policy;
    }

    /** Whether {@code code} has been found. */
    boolean has(FindingCode code) {
        return (seen & 1L << code.ordinal()) != 0;
    }

    /** Adds a finding unless its code is already there. */
    void add(FindingCode code, int index, String message) {
        add(code, null, index, message);
    }

    /**
     * Adds a finding about a destination of class {@code c} (null: none) unless its code is
     * already there; its severity is the policy's for that class ({@link InspectionPolicy#severity(FindingCode, AddressClass)}).
     */
    void add(FindingCode code, AddressClass c, int index, String message) {
        if (has(code)) {
            return;
        }
        seen |= 1L << code.ordinal();
        Severity s = policy.severity(code, c);
        if (s.compareTo(max) > 0) {
            max = s;
        }
        if (list == null) {
            list = new ArrayList<>(4);
        }
        list.add(new Finding(code, s, index, message));
    }

    /** How a message names an address class: lower case, {@code -} for {@code _} ({@code link-local}). */
    static String word(AddressClass c) {
        return c.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Text from the input as a message quotes it: at most 80 characters, a longer text cut with "...". */
    static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }

    InspectionPolicy policy() {
        return policy;
    }

    /** The findings in the order of their index in the input; those not in the input (-1) last. */
    List<Finding> list() {
        if (list == null) {
            return List.of();
        }
        if (list.size() > 1) {
            list.sort((a, b) -> Integer.compareUnsigned(a.index(), b.index()));
        }
        return Collections.unmodifiableList(list);
    }

    Verdict verdict() {
        return Verdict.of(max);
    }
}
