package org.urikit.template;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
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
    private final Map<String, Object> out = new LinkedHashMap<>();

    private TemplateMatcher(String uri) {
        this.uri = uri;
    }

    /** The decoded values, in template order, or null when {@code uri} is not an expansion of the template. */
    static Map<String, Object> match(Object[] parts, MatchPlan plan, String uri) {
        TemplateMatcher m = new TemplateMatcher(uri);
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
            pos = m.expression((Expression) part, plan.firstMarkers[p], plan.nextMarkers[p], pos, end);
            if (pos < 0) {
                return null;
            }
        }
        return pos == n ? Collections.unmodifiableMap(m.out) : null;
    }

    /** Matches one expression in {@code [pos, end)}; returns where it stopped, or -1. */
    private int expression(Expression e, String[] firstMarkers, String[] nextMarkers, int pos, int end) {
        Operator op = e.operator;
        VarSpec[] vars = e.vars;
        CharClass allowed = op.allowReserved ? MatchPlan.VALUE_UR : MatchPlan.VALUE_U;
        switch (op) {
            case NONE, RESERVED, FRAGMENT, LABEL, PATH -> {
                for (int i = 0; i < vars.length; i++) {
                    VarSpec v = vars[i];
                    if (v.explode) {
                        return exploded(v, pos, end);
                    }
                    boolean head = i == 0 && (op == Operator.NONE || op == Operator.RESERVED);
                    if (!head) {
                        char lead = i == 0 ? op.first.charAt(0) : op.separator;
                        if (pos >= end || uri.charAt(pos) != lead) {
                            break; // this one is absent, and so are the rest
                        }
                        pos++;
                    }
                    pos = value(v, pos, end, allowed);
                    if (pos < 0) {
                        return -1;
                    }
                }
                return pos;
            }
            default -> {
                boolean any = false;
                for (int i = 0; i < vars.length; i++) {
                    String marker = any ? nextMarkers[i] : firstMarkers[i];
                    int q = pos + marker.length();
                    if (q > end || !uri.startsWith(marker, pos)) {
                        continue;
                    }
                    if (op == Operator.PATH_PARAMETER) {
                        // ";name" then "=value", or nothing for an empty value (ifemp is "")
                        if (q < end && uri.charAt(q) == '=') {
                            q++;
                        } else if (q < end && allowed.contains(uri.charAt(q))) {
                            continue; // a longer name: ";xy" is not ";x"
                        } else {
                            out.put(vars[i].name, "");
                            pos = q;
                            any = true;
                            continue;
                        }
                    }
                    pos = value(vars[i], q, end, allowed);
                    if (pos < 0) {
                        return -1;
                    }
                    any = true;
                }
                return pos;
            }
        }
    }

    /** {@code {/list*}}: "/" value, repeated. */
    private int exploded(VarSpec v, int pos, int end) {
        List<String> list = new ArrayList<>();
        while (pos < end && uri.charAt(pos) == '/') {
            int from = pos + 1;
            pos = scan(from, end, MatchPlan.VALUE_U);
            if (pos < 0) {
                return -1;
            }
            list.add(PercentCodec.decode(uri.substring(from, pos)));
        }
        if (!list.isEmpty()) {
            out.put(v.name, Collections.unmodifiableList(list));
        }
        return pos;
    }

    private int value(VarSpec v, int from, int end, CharClass allowed) {
        int to = scan(from, end, allowed);
        if (to >= 0) {
            out.put(v.name, PercentCodec.decode(uri.substring(from, to)));
        }
        return to;
    }

    /** The end of the longest run of {@code allowed} from {@code pos}; -1 at a '%' that starts no triplet. */
    private int scan(int pos, int end, CharClass allowed) {
        while (pos < end) {
            char c = uri.charAt(pos);
            if (c == '%') {
                if (pos + 2 >= end || !PercentCodec.isEscape(uri, pos)) {
                    return -1;
                }
                pos += 3;
            } else if (allowed.contains(c)) {
                pos++;
            } else {
                break;
            }
        }
        return pos;
    }
}
