package org.urikit.template;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random URI Templates and values for the properties of {@link UriTemplatePropertiesTest}: templates
 * built from literal pieces and expressions of every operator (distinct names, explode only as
 * {@code {/var*}}, no prefix), and values inside the matching domain that
 * {@link UriTemplate#match(String)} documents.
 */
final class TemplateGen {
    private static final String[] LITERALS = {"/", "/users/", "x", "-", ".json", "?fixed=1", "caf\u00e9", "%20", ":", "/v1", "#", "~a", "'"};
    private static final String[] OPERATORS = {"", "+", "#", ".", "/", ";", "?", "&"};
    /** Value characters: unreserved, reserved, '%', space, non-ASCII, a character outside the BMP. */
    private static final String ALPHABET = "aZ09-._~:/?#[]@!$&'()*+,;=% \u00e9\u20ac";
    private static final String ASTRAL = "\uD834\uDD1E";

    private final Random r;
    private int names;

    TemplateGen(Random r) {
        this.r = r;
    }

    /** A template of up to five parts (literals and expressions). */
    String template() {
        StringBuilder sb = new StringBuilder();
        int parts = 1 + r.nextInt(5);
        for (int i = 0; i < parts; i++) {
            if (r.nextInt(3) == 0) {
                sb.append(LITERALS[r.nextInt(LITERALS.length)]);
            } else {
                sb.append(expression());
            }
        }
        return sb.toString();
    }

    private String expression() {
        String op = OPERATORS[r.nextInt(OPERATORS.length)];
        StringBuilder sb = new StringBuilder("{").append(op);
        int vars = 1 + (r.nextInt(4) == 0 ? r.nextInt(3) : 0);
        for (int i = 0; i < vars; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(r.nextInt(5) == 0 ? "v.x" : "v").append(names++);
            if (op.equals("/") && i == vars - 1 && r.nextInt(3) == 0) {
                sb.append('*');
            }
        }
        return sb.append('}').toString();
    }

    /** A string value; under {@code +} and {@code #} without '%' (a triplet there is kept, not encoded). */
    String value(boolean reserved) {
        int length = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(6);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            if (r.nextInt(20) == 0) {
                sb.append(ASTRAL);
                continue;
            }
            char c = ALPHABET.charAt(r.nextInt(ALPHABET.length()));
            if (reserved && c == '%') {
                c = 'p';
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /**
     * Values of {@code t}'s variables inside the matching domain: named variables are defined or
     * not independently; in a chain of unnamed ones (an expression, or adjacent {@code /},
     * {@code .} or {@code #} expressions) the defined ones come first; the first variable of
     * {@code {x}} and {@code {+x}} is always defined; an exploded path variable is a non-empty list.
     */
    Map<String, Object> values(UriTemplate t) {
        Map<String, Object> out = new LinkedHashMap<>();
        Object[] parts = TemplateParser.parse(t.toString());
        boolean chainOpen = false;   // whether the previous chain element was defined
        Operator previous = null;
        for (Object part : parts) {
            if (!(part instanceof Expression e)) {
                previous = null;
                continue;
            }
            Operator op = e.operator;
            boolean continues = previous == op && (op == Operator.PATH || op == Operator.LABEL || op == Operator.FRAGMENT);
            if (!continues) {
                chainOpen = true;
            }
            for (int i = 0; i < e.vars.length; i++) {
                VarSpec v = e.vars[i];
                if (op.named) {
                    if (r.nextBoolean()) {
                        out.put(v.name(), value(false));
                    }
                    continue;
                }
                boolean head = i == 0 && (op == Operator.NONE || op == Operator.RESERVED);
                boolean defined = head || (chainOpen && r.nextInt(3) != 0);
                chainOpen = defined;
                if (!defined) {
                    continue;
                }
                if (v.explode()) {
                    List<String> list = new ArrayList<>();
                    int n = 1 + r.nextInt(3);
                    for (int k = 0; k < n; k++) {
                        list.add(value(false));
                    }
                    out.put(v.name(), list);
                } else {
                    out.put(v.name(), value(op.allowReserved));
                }
            }
            previous = op;
        }
        return out;
    }
}
