package org.urikit.template;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.urikit.encoding.CharClass;

/**
 * Whether a template can be matched, and what the matcher needs to do it in one pass. Matching
 * is not part of RFC 6570; {@link UriTemplate#match(String)} documents the rules this class
 * enforces.
 *
 * <p>The analysis reads the template as a sequence of elements: literal text; a mandatory value
 * (the first variable of a {@code {var}} or {@code {+var}} expression); an optional value behind
 * a one-character lead ({@code /a}, {@code .a}, {@code #a}, {@code ,a}); a repeated one (an
 * exploded {@code {/list*}}); and a named one behind its marker ({@code ;name},
 * {@code ?name=}, {@code &name=}). The matcher reads values greedily and decides optional
 * elements by their lead, so the template is matchable when every such decision is forced by
 * the next character (the LL(1) condition): no character that may follow a value can be part of
 * that value, and no character that may follow an absent element can be its lead. The last
 * expression is matched inside the region before the template's final literal text, which is
 * fixed, so what comes after it never counts ({@code {+path}/here} is matchable).
 */
final class MatchPlan {
    /** The characters of an expanded value under U: unreserved, and '%' of a pct-encoded triplet. */
    static final CharClass VALUE_U = CharClass.UNRESERVED.with("%");
    /** The characters of an expanded value under U+R: every URI character, and '%'. */
    static final CharClass VALUE_UR = Operator.UNRESERVED_OR_RESERVED.with("%");

    private static final int LIT = 0;
    private static final int HEAD = 1;
    private static final int OPT = 2;
    private static final int REP = 3;
    private static final int NAMED = 4;

    /** Why the template is not matchable, null when it is. */
    final String reason;
    /** The index in the template that {@link #reason} is about. */
    final int index;
    /** The part index of the last expression, -1 when there is none. */
    final int lastExpressionPart;
    /** The length of the literal text after the last expression. */
    final int suffixLength;
    /** Per part: the marker of each named variable when it is the first of its expression to match ({@code ";x"}, {@code "?x="}). */
    final String[][] firstMarkers;
    /** Per part: the marker of each named variable after another one matched ({@code ";x"}, {@code "&x="}). */
    final String[][] nextMarkers;
    /** The names of all varspecs in template order: a matchable template names each variable once. */
    final String[] names;
    /** Per part: the index in {@link #names} of the expression's first varspec. */
    final int[] slots;

    private MatchPlan(String reason, int index, int lastExpressionPart, int suffixLength, String[][] firstMarkers,
            String[][] nextMarkers, String[] names, int[] slots) {
        this.reason = reason;
        this.index = index;
        this.lastExpressionPart = lastExpressionPart;
        this.suffixLength = suffixLength;
        this.firstMarkers = firstMarkers;
        this.nextMarkers = nextMarkers;
        this.names = names;
        this.slots = slots;
    }

    boolean matchable() {
        return reason == null;
    }

    static MatchPlan of(Object[] parts) {
        int last = -1;
        int suffix = 0;
        String[][] firstMarkers = new String[parts.length][];
        String[][] nextMarkers = new String[parts.length][];
        int[] slots = new int[parts.length];
        List<String> names = new ArrayList<>();
        for (int p = 0; p < parts.length; p++) {
            if (parts[p] instanceof Expression e) {
                last = p;
                suffix = 0;
                slots[p] = names.size();
                for (VarSpec v : e.vars) {
                    names.add(v.name());
                }
                if (e.operator.named) {
                    firstMarkers[p] = new String[e.vars.length];
                    nextMarkers[p] = new String[e.vars.length];
                    for (int i = 0; i < e.vars.length; i++) {
                        String name = e.vars[i].name();
                        String eq = e.operator == Operator.PATH_PARAMETER ? "" : "=";
                        firstMarkers[p][i] = e.operator.first + name + eq;
                        nextMarkers[p][i] = e.operator.separator + name + eq;
                    }
                }
            } else {
                suffix += ((String) parts[p]).length();
            }
        }
        String[] problem = structure(parts);
        if (problem == null) {
            problem = new Analysis(parts, last).conflicts();
        }
        String[] all = names.toArray(new String[0]);
        if (problem != null) {
            return new MatchPlan(problem[0], Integer.parseInt(problem[1]), last, suffix, firstMarkers, nextMarkers, all, slots);
        }
        return new MatchPlan(null, -1, last, suffix, firstMarkers, nextMarkers, all, slots);
    }

    /** Modifiers and repeated names that make values unrecoverable; {reason, index} or null. */
    private static String[] structure(Object[] parts) {
        Set<String> seen = new HashSet<>();
        for (Object part : parts) {
            if (!(part instanceof Expression e)) {
                continue;
            }
            for (VarSpec v : e.vars) {
                if (v.prefix() > 0) {
                    return problem(v, e.text() + " keeps only the first " + v.prefix()
                            + " characters of '" + v.name() + "', so the value cannot be recovered");
                }
                if (v.explode() && e.operator != Operator.PATH) {
                    return problem(v, "explode is matched only in a path expression {/var*}, not in " + e.text());
                }
                if (!seen.add(v.name())) {
                    return problem(v, "the variable '" + v.name() + "' appears more than once");
                }
            }
        }
        return null;
    }

    private static String[] problem(VarSpec v, String reason) {
        return new String[] {reason, Integer.toString(v.index())};
    }

    /** The elements of the template and their FIRST sets; see the class comment. */
    private static final class Analysis {
        private final int[] kind;
        private final char[] lead;
        private final CharClass[] allowed;
        private final CharClass[] named;   // the named leads of a NAMED element
        private final VarSpec[] spec;
        private final Expression[] expr;
        private final int[] exprStart;     // the first element of the element's expression
        private final int[] exprEnd;       // the element after the element's expression
        private final int count;
        private final int lastStart;       // the elements of the last expression: [lastStart, lastEnd)
        private final int lastEnd;
        private final CharClass[] firstChars;   // FIRST over literal, value and lead characters
        private final CharClass[] firstNamed;   // FIRST over the leads of named elements
        private final CharClass[] boundedChars; // the same inside the last expression, which ends at its bound
        private final CharClass[] boundedNamed;
        private final int[] chainEnd;

        Analysis(Object[] parts, int lastPart) {
            int size = 0;
            for (Object part : parts) {
                size += part instanceof Expression e ? e.vars.length : 1;
            }
            kind = new int[size];
            lead = new char[size];
            allowed = new CharClass[size];
            named = new CharClass[size];
            spec = new VarSpec[size];
            expr = new Expression[size];
            exprStart = new int[size];
            exprEnd = new int[size];
            int k = 0;
            int ls = size;
            int le = size;
            for (int p = 0; p < parts.length; p++) {
                if (parts[p] instanceof String literal) {
                    kind[k] = LIT;
                    lead[k] = literal.charAt(0);
                    exprStart[k] = k;
                    exprEnd[k] = k + 1;
                    k++;
                    continue;
                }
                Expression e = (Expression) parts[p];
                Operator op = e.operator;
                int start = k;
                if (p == lastPart) {
                    ls = k;
                    le = k + e.vars.length;
                }
                for (int i = 0; i < e.vars.length; i++, k++) {
                    spec[k] = e.vars[i];
                    expr[k] = e;
                    exprStart[k] = start;
                    exprEnd[k] = start + e.vars.length;
                    allowed[k] = op.allowReserved ? VALUE_UR : VALUE_U;
                    switch (op) {
                        case NONE, RESERVED -> {
                            kind[k] = i == 0 ? HEAD : OPT;
                            lead[k] = ',';
                        }
                        case FRAGMENT -> {
                            kind[k] = OPT;
                            lead[k] = i == 0 ? '#' : ',';
                        }
                        case LABEL, PATH -> {
                            kind[k] = e.vars[i].explode() ? REP : OPT;
                            lead[k] = op.symbol;
                        }
                        case QUERY -> {
                            // values come in any order: each may be the first ('?') or a later one ('&')
                            kind[k] = NAMED;
                            named[k] = CharClass.of(e.vars.length == 1 ? "?" : "?&");
                        }
                        case PATH_PARAMETER, QUERY_CONTINUATION -> {
                            kind[k] = NAMED;
                            named[k] = CharClass.of(String.valueOf(op.symbol));
                        }
                        default -> throw new IllegalStateException(op.name());
                    }
                }
            }
            count = size;
            lastStart = ls;
            lastEnd = le;
            firstChars = new CharClass[size + 1];
            firstNamed = new CharClass[size + 1];
            firstChars[size] = CharClass.NONE;
            firstNamed[size] = CharClass.NONE;
            for (int i = size - 1; i >= 0; i--) {
                firstChars[i] = contribution(i).union(kind[i] == LIT ? CharClass.NONE : firstChars[i + 1]);
                firstNamed[i] = (kind[i] == NAMED ? named[i] : CharClass.NONE)
                        .union(kind[i] == LIT ? CharClass.NONE : firstNamed[i + 1]);
            }
            // chainEnd[j], for the first element j of an expression: the element after the run of
            // adjacent expressions that start with the same lead as j (one pass, right to left).
            chainEnd = new int[size + 1];
            for (int j = size - 1; j >= 0; j--) {
                if (exprStart[j] == j && kind[j] != LIT) {
                    int after = exprEnd[j];
                    chainEnd[j] = continuesChain(j, after) ? chainEnd[after] : after;
                }
            }
            boundedChars = new CharClass[size + 1];
            boundedNamed = new CharClass[size + 1];
            boundedChars[lastEnd] = CharClass.NONE;
            boundedNamed[lastEnd] = CharClass.NONE;
            for (int i = lastEnd - 1; i >= lastStart; i--) {
                boundedChars[i] = contribution(i).union(boundedChars[i + 1]);
                boundedNamed[i] = (kind[i] == NAMED ? named[i] : CharClass.NONE).union(boundedNamed[i + 1]);
            }
        }

        /** Whether element {@code j} starts an expression whose first element has the lead of element {@code k}. */
        private boolean continuesChain(int k, int j) {
            return j < count && (kind[j] == OPT || kind[j] == REP) && lead[j] == lead[k] && exprStart[j] == j;
        }

        /** The characters element {@code i} itself can start with (named leads apart). */
        private CharClass contribution(int i) {
            return switch (kind[i]) {
                case LIT, OPT, REP -> CharClass.of(String.valueOf(lead[i]));
                case HEAD -> allowed[i];
                default -> CharClass.NONE;
            };
        }

        /** FIRST(k) as seen from element {@code from}: bounded when {@code from} is in the last expression. */
        private CharClass chars(int from, int k) {
            if (from >= lastStart && from < lastEnd) {
                return k >= lastEnd ? CharClass.NONE : boundedChars[k];
            }
            return firstChars[k];
        }

        private CharClass namedLeads(int from, int k) {
            if (from >= lastStart && from < lastEnd) {
                return k >= lastEnd ? CharClass.NONE : boundedNamed[k];
            }
            return firstNamed[k];
        }

        /** The first conflict as {reason, index}, or null. */
        String[] conflicts() {
            for (int k = 0; k < count; k++) {
                if (kind[k] == LIT) {
                    continue;
                }
                VarSpec v = spec[k];
                CharClass follow = chars(k, k + 1).union(namedLeads(k, k + 1));
                if (kind[k] == REP) {
                    follow = follow.with(String.valueOf(lead[k]));
                }
                CharClass clash = follow.intersect(allowed[k]);
                if (expr[k].operator == Operator.PATH_PARAMETER) {
                    clash = clash.union(follow.intersect(CharClass.of("=")));
                }
                if (!clash.isEmpty()) {
                    return problem(v, "the value of '" + v.name() + "' in " + expr[k].text() + " may contain "
                            + show(clash) + ", which may also come right after it");
                }
                switch (kind[k]) {
                    case OPT -> {
                        // Adjacent expressions led by the same character are absent whenever this
                        // element is ({/a}{/b}: values are taken left to right), so skip them.
                        int j = exprEnd[k];
                        if (continuesChain(k, j)) {
                            j = chainEnd[j];
                        }
                        if (chars(k, j).union(namedLeads(k, j)).contains(lead[k])) {
                            return problem(v, "whether " + expr[k].text() + " holds '" + v.name()
                                    + "' is ambiguous: what follows may also start with '" + lead[k] + "'");
                        }
                    }
                    case REP -> {
                        if (chars(k, k + 1).union(namedLeads(k, k + 1)).contains(lead[k])) {
                            return problem(v, "the exploded '" + v.name() + "' must end the path: what follows "
                                    + expr[k].text() + " may also start with '" + lead[k] + "'");
                        }
                    }
                    case NAMED -> {
                        CharClass clashLead = chars(k, k + 1).intersect(named[k]);
                        if (!clashLead.isEmpty()) {
                            return problem(v, "whether " + expr[k].text() + " holds '" + v.name()
                                    + "' is ambiguous: what follows may also start with " + show(clashLead));
                        }
                    }
                    default -> {
                    }
                }
            }
            return null;
        }

        /** One member of {@code c} for a message: a delimiter if there is one, then a letter or digit, '%' last. */
        private static String show(CharClass c) {
            for (CharClass preferred : new CharClass[] {CharClass.RESERVED.union(CharClass.of("-._~")),
                    CharClass.ALPHA.union(CharClass.DIGIT), CharClass.NONE.complement()}) {
                for (int ch = 0x21; ch < 0x7F; ch++) {
                    if (preferred.contains(ch) && c.contains(ch)) {
                        return "'" + (char) ch + "'";
                    }
                }
            }
            return c.toString();
        }
    }
}
