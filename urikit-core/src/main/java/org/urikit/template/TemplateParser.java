package org.urikit.template;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * The parser of RFC 6570 §2: one left-to-right pass over the template, no backtracking, with the
 * index of the first offending character on error. Literals are stored already expanded
 * (RFC 6570 §3.1), so expansion only copies them.
 */
final class TemplateParser {
    /** {@code varchar = ALPHA / DIGIT / "_" / pct-encoded} (RFC 6570 §2.3), without the pct-encoded part. */
    private static final CharClass VARCHAR = CharClass.ALPHA.union(CharClass.DIGIT).with("_");

    /**
     * The ASCII characters of {@code literals} (RFC 6570 §2.1): {@code %x21 / %x23-24 / %x26 /
     * %x28-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E}, which is exactly RFC 3986's
     * {@code reserved / unreserved} without {@code "'"} — plus {@code "'"}: it is a
     * {@code sub-delims} character that a URI may hold anywhere, RFC 6570's own Level 1 example
     * {@code '{var}'} (uritemplate-test spec-examples.json) copies it, and it is the only
     * reserved character the ABNF leaves out.
     */
    static final CharClass LITERAL = Operator.UNRESERVED_OR_RESERVED;

    private final String t;
    private final int n;
    private final List<Object> parts = new ArrayList<>();
    /** The varspecs of the expression being read, {@code specs[0, specCount)}; reused for every expression. */
    private VarSpec[] specs = new VarSpec[4];
    private int specCount;

    private TemplateParser(String template) {
        this.t = template;
        this.n = template.length();
    }

    /**
     * {@code URI-Template = *( literals / expression )} (RFC 6570 §2): the parts of the template,
     * literal text (a {@code String}, already expanded) and {@link Expression}s, in order.
     */
    static Object[] parse(String template) {
        TemplateParser p = new TemplateParser(template);
        int i = 0;
        while (i < p.n) {
            i = p.t.charAt(i) == '{' ? p.expression(i) : p.literals(i);
        }
        return p.parts.toArray();
    }

    /** The names of the variables of {@code parts}, in the order of their first appearance, each once. */
    static List<String> variables(Object[] parts) {
        Set<String> names = new LinkedHashSet<>();
        for (Object part : parts) {
            if (part instanceof Expression e) {
                for (VarSpec v : e.vars) {
                    names.add(v.name());
                }
            }
        }
        return List.copyOf(names);
    }

    private UriTemplateException error(TemplateError e, int index) {
        return new UriTemplateException(e, t, index);
    }

    /**
     * {@code literals = %x21 / %x23-24 / ... / ucschar / iprivate / pct-encoded} (RFC 6570 §2.1),
     * up to the next {@code "{"}; stored expanded as §3.1 says: characters allowed in a URI and
     * pct-encoded triplets are copied, other characters become the triplets of their UTF-8 octets.
     */
    private int literals(int from) {
        int i = from;
        boolean ascii = true;
        while (i < n) {
            char c = t.charAt(i);
            if (LITERAL.contains(c)) {
                i++; // the common case: '{', '}' and '%' are not in LITERAL
                continue;
            }
            if (c == '{') {
                break;
            }
            if (c < 0x80) {
                if (c == '%') {
                    if (!PercentCodec.isEscape(t, i)) {
                        throw error(TemplateError.PERCENT_ENCODING_INVALID, i);
                    }
                    i += 3;
                    continue;
                }
                throw error(c == '}' ? TemplateError.CLOSE_BRACE_UNMATCHED : TemplateError.LITERAL_INVALID, i);
            } else {
                int cp = t.codePointAt(i);
                if (!isUcscharOrIprivate(cp)) {
                    throw error(TemplateError.LITERAL_INVALID, i);
                }
                i += Character.charCount(cp);
                ascii = false;
            }
        }
        // ASCII literals are valid URI text already: only other characters need encoding
        String literal = t.substring(from, i);
        parts.add(ascii ? literal : PercentCodec.encodeKeepingEscapes(literal, LITERAL));
        return i;
    }

    /**
     * {@code ucschar / iprivate} of RFC 3987 §2.2, the non-ASCII characters a literal may hold
     * (RFC 6570 §2.1): from U+00A0 up, without surrogates, U+FDD0–FDEF, U+FFF0–FFFF, the last two
     * code points of every plane and U+E0000–E0FFF.
     */
    static boolean isUcscharOrIprivate(int cp) {
        if (cp < 0xA0 || (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0xFDD0 && cp <= 0xFDEF)
                || (cp >= 0xFFF0 && cp <= 0xFFFF)) {
            return false;
        }
        return (cp & 0xFFFE) != 0xFFFE && !(cp >= 0xE0000 && cp <= 0xE0FFF);
    }

    /** {@code expression = "{" [ operator ] variable-list "}"} (RFC 6570 §2.2); returns the index after the {@code "}"}. */
    private int expression(int start) {
        int i = start + 1;
        if (i >= n) {
            throw error(TemplateError.EXPRESSION_UNCLOSED, start);
        }
        char c = t.charAt(i);
        Operator op = Operator.of(c);
        if (op != null) {
            i++;
        } else if (Operator.isReservedForExtensions(c)) {
            throw error(TemplateError.OPERATOR_INVALID, i);
        } else {
            op = Operator.NONE;
        }
        if (i >= n) {
            throw error(TemplateError.EXPRESSION_UNCLOSED, start);
        }
        if (t.charAt(i) == '}') {
            throw error(TemplateError.EXPRESSION_EMPTY, start);
        }
        specCount = 0;
        // variable-list = varspec *( "," varspec )
        while (true) {
            int nameStart = i;
            i = varname(start, i);
            String name = t.substring(nameStart, i);
            int prefix = 0;
            boolean explode = false;
            c = charAt(start, i);
            if (c == ':') {
                i++;
                int digitsStart = i;
                c = charAt(start, i);
                // max-length = %x31-39 0*3DIGIT ; positive integer < 10000
                if (c < '1' || c > '9') {
                    throw error(TemplateError.PREFIX_INVALID, i);
                }
                while (i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                    if (i - digitsStart == 4) {
                        throw error(TemplateError.PREFIX_INVALID, i);
                    }
                    prefix = prefix * 10 + (t.charAt(i) - '0');
                    i++;
                }
                c = charAt(start, i);
                if (c == '*') {
                    throw error(TemplateError.MODIFIER_INVALID, i);
                }
                if (c != ',' && c != '}') {
                    throw error(TemplateError.PREFIX_INVALID, i);
                }
            } else if (c == '*') {
                explode = true;
                i++;
                c = charAt(start, i);
                if (c != ',' && c != '}') {
                    throw error(TemplateError.MODIFIER_INVALID, i);
                }
            } else if (c != ',' && c != '}') {
                throw error(TemplateError.VARIABLE_NAME_INVALID, i);
            }
            if (specCount == specs.length) {
                specs = Arrays.copyOf(specs, specCount * 2);
            }
            specs[specCount++] = new VarSpec(name, prefix, explode, nameStart, i);
            if (c == '}') {
                i++;
                break;
            }
            i++; // ','
        }
        VarSpec[] vars = new VarSpec[specCount];
        System.arraycopy(specs, 0, vars, 0, specCount);
        parts.add(new Expression(op, vars, t, start, i));
        return i;
    }

    /**
     * The character at {@code i} inside the expression opened at {@code start}; the end of the
     * template, or a {@code "{"}, means that expression is never closed.
     */
    private char charAt(int start, int i) {
        if (i >= n || t.charAt(i) == '{') {
            throw error(TemplateError.EXPRESSION_UNCLOSED, start);
        }
        return t.charAt(i);
    }

    /** {@code varname = varchar *( ["."] varchar )} (RFC 6570 §2.3); returns the index after it. */
    private int varname(int start, int i) {
        while (true) {
            // one varchar is required here: at the start, and after a "."
            char c = charAt(start, i);
            i = varchar(c, i);
            if (i < 0) {
                throw error(TemplateError.VARIABLE_NAME_INVALID, -i - 1);
            }
            while (i < n) {
                int next = varchar(t.charAt(i), i);
                if (next < 0) {
                    break;
                }
                i = next;
            }
            if (i < n && t.charAt(i) == '.') {
                i++;
                continue;
            }
            return i;
        }
    }

    /** The index after the varchar at {@code i}, or {@code -i - 1} when there is none. */
    private int varchar(char c, int i) {
        if (VARCHAR.contains(c)) {
            return i + 1;
        }
        if (c == '%') {
            if (!PercentCodec.isEscape(t, i)) {
                throw error(TemplateError.PERCENT_ENCODING_INVALID, i);
            }
            return i + 3;
        }
        return -i - 1;
    }
}
