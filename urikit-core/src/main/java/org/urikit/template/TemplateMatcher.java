package org.urikit.template;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * Runs a {@link MatchPlan}: one left-to-right pass over the URI text, no backtracking. Literals
 * must be there exactly; a value is the longest run of value characters (with well-formed
 * pct-encoded triplets) and is decoded; an optional element is present when its lead or marker
 * is next. The plan guarantees that each of these decisions is the only possible one.
 */
final class TemplateMatcher {
    private final String uri;
    /** The value of each varspec of the plan, by slot; null while undefined. */
    private final Object[] values;
    /** The slot of the current expression's first varspec. */
    private int slot;
    /** Whether the run that {@link #scan} found last holds a pct-encoded triplet. */
    private boolean escaped;

    private TemplateMatcher(String uri, int slots) {
        this.uri = uri;
        this.values = new Object[slots];
    }

    /** The decoded values, in template order, or null when {@code uri} is not an expansion of the template. */
    static Map<String, Object> match(Object[] parts, MatchPlan plan, String uri) {
        TemplateMatcher m = new TemplateMatcher(uri, plan.names.length);
        int n = uri.length();
        int pos = 0;
        for (int p = 0; p < parts.length; p++) {
            Object part = parts[p];
            if (part instanceof String literal) {
                if (!uri.startsWith(literal, pos)) {
                    return null;
                }
                pos += literal.length();
                continue;
            }
            int end = p == plan.lastExpressionPart ? n - plan.suffixLength : n;
            if (end < pos) {
                return null;
            }
            m.slot = plan.slots[p];
            pos = m.expression((Expression) part, plan.firstMarkers[p], plan.nextMarkers[p], pos, end);
            if (pos < 0) {
                return null;
            }
        }
        return pos == n ? MatchedVariables.of(plan.names, m.values) : null;
    }

    /** Matches one expression in {@code [pos, end)}; returns where it stopped, or -1. */
    private int expression(Expression e, String[] firstMarkers, String[] nextMarkers, int pos, int end) {
        Operator op = e.operator;
        VarSpec[] vars = e.vars;
        // the value characters other than '%' (which scan reads as the start of a triplet)
        CharClass allowed = op.allowReserved ? Operator.UNRESERVED_OR_RESERVED : CharClass.UNRESERVED;
        switch (op) {
            case NONE, RESERVED, FRAGMENT, LABEL, PATH -> {
                for (int i = 0; i < vars.length; i++) {
                    VarSpec v = vars[i];
                    if (v.explode()) {
                        return exploded(i, pos, end);
                    }
                    boolean head = i == 0 && (op == Operator.NONE || op == Operator.RESERVED);
                    if (!head) {
                        char lead = i == 0 ? op.first.charAt(0) : op.separator;
                        if (pos >= end || uri.charAt(pos) != lead) {
                            break; // this one is absent, and so are the rest
                        }
                        pos++;
                    }
                    pos = value(i, pos, end, allowed);
                    if (pos < 0) {
                        return -1;
                    }
                }
                return pos;
            }
            default -> {
                // Named values in any order, each at most once: the variable whose marker is next.
                boolean any = false;
                boolean[] seen = new boolean[vars.length];
                int found = 0;
                while (found < vars.length) {
                    int next = -1;
                    int q = -1;
                    for (int i = 0; i < vars.length && next < 0; i++) {
                        if (seen[i]) {
                            continue;
                        }
                        String marker = any ? nextMarkers[i] : firstMarkers[i];
                        q = pos + marker.length();
                        if (q > end || !uri.startsWith(marker, pos)) {
                            continue;
                        }
                        if (op == Operator.PATH_PARAMETER && q < end && uri.charAt(q) != '='
                                && (allowed.contains(uri.charAt(q)) || uri.charAt(q) == '%')) {
                            continue; // a longer name: ";xy" is not ";x"
                        }
                        next = i;
                    }
                    if (next < 0) {
                        return pos;
                    }
                    seen[next] = true;
                    found++;
                    any = true;
                    if (op == Operator.PATH_PARAMETER) {
                        // ";name" then "=value", or nothing for an empty value (ifemp is "")
                        if (q < end && uri.charAt(q) == '=') {
                            q++;
                        } else {
                            values[slot + next] = "";
                            pos = q;
                            continue;
                        }
                    }
                    pos = value(next, q, end, allowed);
                    if (pos < 0) {
                        return -1;
                    }
                }
                return pos;
            }
        }
    }

    /** {@code {/list*}}, the {@code i}-th varspec of its expression: "/" value, repeated. */
    private int exploded(int i, int pos, int end) {
        List<String> list = new ArrayList<>();
        while (pos < end && uri.charAt(pos) == '/') {
            int from = pos + 1;
            pos = scan(from, end, CharClass.UNRESERVED);
            if (pos < 0) {
                return -1;
            }
            list.add(decode(from, pos));
        }
        if (!list.isEmpty()) {
            values[slot + i] = Collections.unmodifiableList(list);
        }
        return pos;
    }

    /** The value of the {@code i}-th varspec of the expression, from {@code from}; returns where it ends, or -1. */
    private int value(int i, int from, int end, CharClass allowed) {
        int to = scan(from, end, allowed);
        if (to >= 0) {
            values[slot + i] = decode(from, to);
        }
        return to;
    }

    /** The run {@code [from, to)} that {@link #scan} just found, decoded (RFC 3986 §2.1, as UTF-8). */
    private String decode(int from, int to) {
        String raw = uri.substring(from, to);
        return escaped ? PercentCodec.decode(raw) : raw;
    }

    /**
     * The end of the longest run of {@code allowed} characters (which do not include '%') and
     * pct-encoded triplets from {@code pos}; -1 at a '%' that starts no triplet. Sets
     * {@link #escaped}.
     */
    private int scan(int pos, int end, CharClass allowed) {
        escaped = false;
        while (pos < end) {
            char c = uri.charAt(pos);
            if (allowed.contains(c)) {
                pos++;
            } else if (c == '%') {
                if (pos + 2 >= end || !PercentCodec.isEscape(uri, pos)) {
                    return -1;
                }
                escaped = true;
                pos += 3;
            } else {
                break;
            }
        }
        return pos;
    }
}
