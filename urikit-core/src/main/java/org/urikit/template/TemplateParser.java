package org.urikit.template;

import java.util.ArrayList;
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

    /** What {@link #parse} produced. */
    static final class Parsed {
        /** Literal text (a {@code String}, already expanded) and {@link Expression}s, in order. */
        final Object[] parts;
        final List<String> variables;
        final int literalLength;
        final int varSpecCount;

        Parsed(Object[] parts, List<String> variables, int literalLength, int varSpecCount) {
            this.parts = parts;
            this.variables = variables;
            this.literalLength = literalLength;
            this.varSpecCount = varSpecCount;
        }
    }

    private final String t;
    private final int n;
    private final List<Object> parts = new ArrayList<>();
    private final Set<String> variables = new LinkedHashSet<>();
    private int literalLength;
    private int varSpecCount;

    private TemplateParser(String template) {
        this.t = template;
        this.n = template.length();
    }

    /** {@code URI-Template = *( literals / expression )} (RFC 6570 §2). */
    static Parsed parse(String template) {
        TemplateParser p = new TemplateParser(template);
        int i = 0;
        while (i < p.n) {
            i = p.t.charAt(i) == '{' ? p.expression(i) : p.literals(i);
        }
        return new Parsed(p.parts.toArray(), List.copyOf(p.variables), p.literalLength, p.varSpecCount);
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
        while (i < n) {
            char c = t.charAt(i);
            if (c == '{') {
                break;
            }
            if (c < 0x80) {
                if (c == '%') {
                    if (!PercentCodec.isEscape(t, i)) {
                        throw error(TemplateError.INVALID_PERCENT_ENCODING, i);
                    }
                    i += 3;
                    continue;
                }
                if (c == '}') {
                    throw error(TemplateError.UNMATCHED_CLOSE_BRACE, i);
                }
                if (!LITERAL.contains(c)) {
                    throw error(TemplateError.INVALID_LITERAL, i);
                }
                i++;
            } else {
                int cp = t.codePointAt(i);
                if (!isUcscharOrIprivate(cp)) {
                    throw error(TemplateError.INVALID_LITERAL, i);
                }
                i += Character.charCount(cp);
            }
        }
        String expanded = PercentCodec.encodeKeepingEscapes(t.substring(from, i), LITERAL);
        parts.add(expanded);
        literalLength += expanded.length();
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
            throw error(TemplateError.UNCLOSED_EXPRESSION, start);
        }
        char c = t.charAt(i);
        Operator op = Operator.of(c);
        if (op != null) {
            i++;
        } else if (Operator.isReservedForExtensions(c)) {
            throw error(TemplateError.INVALID_OPERATOR, i);
        } else {
            op = Operator.NONE;
        }
        if (i >= n) {
            throw error(TemplateError.UNCLOSED_EXPRESSION, start);
        }
        if (t.charAt(i) == '}') {
            throw error(TemplateError.EMPTY_EXPRESSION, start);
        }
        List<VarSpec> specs = new ArrayList<>(4);
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
                    throw error(TemplateError.INVALID_PREFIX, i);
                }
                while (i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                    if (i - digitsStart == 4) {
                        throw error(TemplateError.INVALID_PREFIX, i);
                    }
                    prefix = prefix * 10 + (t.charAt(i) - '0');
                    i++;
                }
                c = charAt(start, i);
                if (c == '*') {
                    throw error(TemplateError.INVALID_MODIFIER, i);
                }
                if (c != ',' && c != '}') {
                    throw error(TemplateError.INVALID_PREFIX, i);
                }
            } else if (c == '*') {
                explode = true;
                i++;
                c = charAt(start, i);
                if (c != ',' && c != '}') {
                    throw error(TemplateError.INVALID_MODIFIER, i);
                }
            } else if (c != ',' && c != '}') {
                throw error(TemplateError.INVALID_VARIABLE_NAME, i);
            }
            specs.add(new VarSpec(name, prefix, explode, nameStart, t.substring(nameStart, i)));
            variables.add(name);
            varSpecCount++;
            if (c == '}') {
                i++;
                break;
            }
            i++; // ','
        }
        parts.add(new Expression(op, specs.toArray(new VarSpec[0]), start, t.substring(start, i)));
        return i;
    }

    /**
     * The character at {@code i} inside the expression opened at {@code start}; the end of the
     * template, or a {@code "{"}, means that expression is never closed.
     */
    private char charAt(int start, int i) {
        if (i >= n || t.charAt(i) == '{') {
            throw error(TemplateError.UNCLOSED_EXPRESSION, start);
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
                throw error(TemplateError.INVALID_VARIABLE_NAME, -i - 1);
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
                throw error(TemplateError.INVALID_PERCENT_ENCODING, i);
            }
            return i + 3;
        }
        return -i - 1;
    }
}
