package org.urikit.template;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * Expansion (RFC 6570 §3.2 and the algorithm of Appendix A), and the partial expansion of
 * {@link UriTemplate#expandPartial}. The text is written into one {@link StringBuilder}, and
 * values that need no encoding are appended as they are, so an expansion allocates its result
 * and nothing else: each thread keeps its buffer for the next call (a buffer that grew past
 * {@value #RETAINED_CAPACITY} characters is replaced by a small one). The thread-local holds only
 * a {@code StringBuilder}, a JDK class, so it keeps no class of this library (or its class
 * loader) alive. A buffer that holds text is in use: an expansion started from inside another
 * (from a value's {@code toString()}) then gets a new one; while it is empty it can be shared,
 * since every expansion leaves it empty again, even when it fails.
 *
 * <p>Value kinds: null (undefined); a {@link Map} (associative array, pairs in iteration
 * order); a {@link Collection} or an array (list, members in iteration order); a {@link Uri} is its
 * exact text ({@link Uri#toUriString()}, since its {@code toString()} masks a password); anything
 * else is a string through {@link String#valueOf(Object)} (for a {@code WebUrl}, pass its {@code href()}). A list with no defined (non-null) member and a
 * map with no pair whose value is defined are undefined (RFC 6570 §2.3).
 */
final class Expander {
    private static final CharClass UNRESERVED = CharClass.UNRESERVED;
    /** The largest buffer a thread keeps between calls. */
    static final int RETAINED_CAPACITY = 1024;
    private static final ThreadLocal<StringBuilder> BUFFER = new ThreadLocal<>();

    private Expander() {
    }

    /** The thread's buffer, empty; a new one when the thread's buffer is in use. */
    private static StringBuilder acquire() {
        StringBuilder sb = BUFFER.get();
        if (sb == null) {
            sb = new StringBuilder(128);
            BUFFER.set(sb);
            return sb;
        }
        return sb.length() == 0 ? sb : new StringBuilder(128);
    }

    /** Empties {@code sb} for the next call; drops the thread's buffer when it has grown too large. */
    private static void reset(StringBuilder sb) {
        sb.setLength(0);
        if (sb.capacity() > RETAINED_CAPACITY && BUFFER.get() == sb) {
            BUFFER.set(new StringBuilder(128));
        }
    }

    private static final int FULL = 0;
    private static final int STRICT = 1;
    private static final int PARTIAL = 2;

    /** The expansion of {@code parts} (RFC 6570 §3). */
    static String expand(String template, Object[] parts, Map<String, ?> values) {
        return expand(template, parts, values, FULL);
    }

    /** The expansion of {@code parts}, failing at the first undefined variable ({@link UriTemplate#expandStrict}). */
    static String expandStrict(String template, Object[] parts, Map<String, ?> values) {
        return expand(template, parts, values, STRICT);
    }

    /** The partial expansion of {@code parts}, as {@link UriTemplate#expandPartial} documents it. */
    static String expandPartial(String template, Object[] parts, Map<String, ?> values) {
        return expand(template, parts, values, PARTIAL);
    }

    /** The literals of {@code parts} as they are and each expression expanded in full, strictly or partly. */
    private static String expand(String template, Object[] parts, Map<String, ?> values, int mode) {
        StringBuilder sb = acquire();
        try {
            for (Object part : parts) {
                if (part instanceof String literal) {
                    sb.append(literal);
                } else if (mode == PARTIAL) {
                    partialExpression(sb, template, values, (Expression) part);
                } else {
                    expression(sb, template, values, (Expression) part, mode == STRICT);
                }
            }
            return sb.toString();
        } finally {
            reset(sb);
        }
    }

    // ---- RFC 6570 Appendix A -------------------------------------------------------------

    /**
     * Expands one expression: each defined variable, the first with {@code first}, the others
     * after {@code sep}; when {@code strict}, an undefined variable is an error.
     */
    private static void expression(StringBuilder sb, String template, Map<String, ?> values, Expression e, boolean strict) {
        Operator op = e.operator;
        boolean first = true;
        for (VarSpec v : e.vars) {
            if (varSpec(sb, template, op, v, values.get(v.name()), first)) {
                first = false;
            } else if (strict) {
                throw new UriTemplateException(TemplateError.VARIABLE_UNDEFINED, template, v.index(),
                        "'" + v.name() + "' has no value");
            }
        }
    }

    /**
     * Appends the expansion of one varspec, preceded by {@code first} or {@code sep}, and returns
     * true; returns false, appending nothing, when the value is undefined.
     */
    private static boolean varSpec(StringBuilder sb, String template, Operator op, VarSpec v, Object value,
            boolean first) {
        if (value == null) {
            return false;
        }
        if (value instanceof String s) {
            leader(sb, op, first);
            string(sb, op, v, s);
            return true;
        }
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            // Decimal digits and '-' are unreserved: no encoding, and never empty.
            leader(sb, op, first);
            if (v.prefix() > 0) {
                string(sb, op, v, value.toString());
            } else {
                if (op.named) {
                    sb.append(v.name()).append('=');
                }
                sb.append(((Number) value).longValue());
            }
            return true;
        }
        if (value instanceof Map<?, ?> map) {
            if (!hasDefinedValue(map)) {
                return false;
            }
            checkComposite(template, v);
            leader(sb, op, first);
            map(sb, template, op, v, map);
            return true;
        }
        if (value instanceof Collection<?> || value.getClass().isArray()) {
            // Lists are read by index; other collections are copied to an array once.
            Object list = value instanceof Collection<?> c && !(c instanceof List<?> && c instanceof RandomAccess)
                    ? c.toArray() : value;
            int size = list instanceof List<?> l ? l.size() : Array.getLength(list);
            if (!hasDefinedMember(list, size)) {
                return false;
            }
            checkComposite(template, v);
            leader(sb, op, first);
            list(sb, template, op, v, list, size);
            return true;
        }
        leader(sb, op, first);
        string(sb, op, v, text(value));
        return true;
    }

    private static void leader(StringBuilder sb, Operator op, boolean first) {
        if (first) {
            sb.append(op.first);
        } else {
            sb.append(op.separator);
        }
    }

    private static void checkComposite(String template, VarSpec v) {
        if (v.prefix() > 0) {
            throw new UriTemplateException(TemplateError.PREFIX_ON_COMPOSITE, template, v.index());
        }
    }

    /** A string value (RFC 6570 §3.2.1): the name and {@code "="} or {@code ifemp} when named, then the value, cut to the prefix. */
    private static void string(StringBuilder sb, Operator op, VarSpec v, String s) {
        if (op.named) {
            sb.append(v.name());
            if (s.isEmpty()) {
                sb.append(op.ifEmpty);
                return;
            }
            sb.append('=');
        }
        encode(sb, op, v.prefix() > 0 ? prefix(s, v.prefix(), op.allowReserved) : s);
    }

    /**
     * The first {@code max} characters of {@code s} (RFC 6570 §2.4.1: "in characters, not octets,
     * in order to avoid splitting between the octets of a multi-octet-encoded character or within a
     * pct-encoded triplet"), {@code s} itself when it is not longer. Characters are Unicode code
     * points, so a surrogate pair is never split. When {@code triplets} (the {@code +} and
     * {@code #} operators, which keep the value's pct-encoded triplets, §3.2.3), a well-formed
     * triplet is one character, and so are the triplets of one UTF-8-encoded character
     * ({@code %C3%A9}): with the value {@code %61%62%63}, {@code {+v:2}} gives {@code %61%62}.
     */
    static String prefix(String s, int max, boolean triplets) {
        if (s.length() <= max) {
            return s;
        }
        int i = 0;
        int n = s.length();
        for (int count = 0; count < max && i < n; count++) {
            char c = s.charAt(i);
            if (triplets && c == '%' && PercentCodec.isEscape(s, i)) {
                i += 3 * encodedCharacterTriplets(s, i);
            } else {
                i += Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1)) ? 2 : 1;
            }
        }
        return i == n ? s : s.substring(0, i);
    }

    /**
     * How many triplets from {@code i} (a well-formed triplet) encode one character: the length of
     * the UTF-8 sequence whose lead octet it is, when that many well-formed triplets with
     * continuation octets follow (RFC 3629 §3); otherwise 1.
     */
    private static int encodedCharacterTriplets(String s, int i) {
        int lead = Character.digit(s.charAt(i + 1), 16) << 4 | Character.digit(s.charAt(i + 2), 16);
        int length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 1;
        for (int k = 1; k < length; k++) {
            int at = i + 3 * k;
            if (!PercentCodec.isEscape(s, at) || (Character.digit(s.charAt(at + 1), 16) & 0xC) != 0x8) {
                return 1;
            }
        }
        return length;
    }

    /**
     * Appends {@code s} encoded for the operator (RFC 6570 §3.2.1): U+R keeps reserved characters
     * and pct-encoded triplets; U escapes everything but unreserved; other characters become the
     * triplets of their UTF-8 octets. Nothing is copied when nothing needs encoding.
     */
    private static void encode(StringBuilder sb, Operator op, String s) {
        if (op.allowReserved) {
            PercentCodec.encodeKeepingEscapesTo(sb, s, Operator.UNRESERVED_OR_RESERVED);
        } else {
            PercentCodec.encodeTo(sb, s, UNRESERVED);
        }
    }

    /** A list: a {@code RandomAccess} {@link List} or an array, of {@code size} members. */
    private static void list(StringBuilder sb, String template, Operator op, VarSpec v, Object list, int size) {
        boolean firstMember = true;
        if (!v.explode()) {
            // named: name "=" (the list has a defined member, so it is not empty), then members joined by ","
            if (op.named) {
                sb.append(v.name()).append('=');
            }
            for (int i = 0; i < size; i++) {
                Object m = member(list, i);
                if (m == null) {
                    continue;
                }
                if (!firstMember) {
                    sb.append(',');
                }
                firstMember = false;
                encode(sb, op, scalar(template, v, m));
            }
            return;
        }
        for (int i = 0; i < size; i++) {
            Object m = member(list, i);
            if (m == null) {
                continue;
            }
            if (!firstMember) {
                sb.append(op.separator);
            }
            firstMember = false;
            string(sb, op, v, scalar(template, v, m));     // no prefix: checkComposite refused one
        }
    }

    private static void map(StringBuilder sb, String template, Operator op, VarSpec v, Map<?, ?> map) {
        boolean firstPair = true;
        if (!v.explode()) {
            if (op.named) {
                sb.append(v.name()).append('=');
            }
            for (Map.Entry<?, ?> pair : map.entrySet()) {
                if (pair.getValue() == null || pair.getKey() == null) {
                    continue;
                }
                if (!firstPair) {
                    sb.append(',');
                }
                firstPair = false;
                encode(sb, op, String.valueOf(pair.getKey()));
                sb.append(',');
                encode(sb, op, scalar(template, v, pair.getValue()));
            }
            return;
        }
        for (Map.Entry<?, ?> pair : map.entrySet()) {
            if (pair.getValue() == null || pair.getKey() == null) {
                continue;
            }
            if (!firstPair) {
                sb.append(op.separator);
            }
            firstPair = false;
            encode(sb, op, String.valueOf(pair.getKey()));
            String s = scalar(template, v, pair.getValue());
            if (op.named && s.isEmpty()) {
                sb.append(op.ifEmpty);
                continue;
            }
            sb.append('=');
            encode(sb, op, s);
        }
    }

    /** A list member or map value as a string; a list or map there is an error (RFC 6570 §2.3: one level only). */
    private static String scalar(String template, VarSpec v, Object m) {
        if (m instanceof String s) {
            return s;
        }
        if (m instanceof Map<?, ?> || m instanceof Collection<?> || m.getClass().isArray()) {
            throw new UriTemplateException(TemplateError.VALUE_INVALID, template, v.index());
        }
        return text(m);
    }

    /** A scalar value as text: a {@link Uri} as its exact text, which its masked {@code toString()} is not. */
    private static String text(Object value) {
        return value instanceof Uri u ? u.toUriString() : String.valueOf(value);
    }

    private static boolean hasDefinedValue(Map<?, ?> map) {
        for (Map.Entry<?, ?> pair : map.entrySet()) {
            if (pair.getValue() != null && pair.getKey() != null) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasDefinedMember(Object list, int size) {
        for (int i = 0; i < size; i++) {
            if (member(list, i) != null) {
                return true;
            }
        }
        return false;
    }

    /** Member {@code i} of a list or of an array (of objects or of primitives, boxed). */
    private static Object member(Object list, int i) {
        if (list instanceof List<?> l) {
            return l.get(i);
        }
        if (list instanceof Object[] a) {
            return a[i];
        }
        return Array.get(list, i);
    }

    // ---- partial expansion -----------------------------------------------------------------

    /**
     * One expression of a partial expansion: a variable that is absent from the map (or mapped
     * to null) is pending and stays template text; see {@link UriTemplate#expandPartial}.
     */
    private static void partialExpression(StringBuilder sb, String template, Map<String, ?> values, Expression e) {
        VarSpec[] vars = e.vars;
        int pending = 0;
        for (VarSpec v : vars) {
            if (values.get(v.name()) == null) {
                pending++;
            }
        }
        if (pending == 0) {
            expression(sb, template, values, e, false);
            return;
        }
        Operator op = e.operator;
        if (pending == vars.length) {
            e.appendText(sb);
            return;
        }
        switch (op) {
            case NONE, RESERVED, FRAGMENT -> {
                // A comma-separated list cannot be continued by a template expression: keep it whole.
                e.appendText(sb);
            }
            case QUERY -> {
                boolean first = true;
                for (VarSpec v : vars) {
                    Object value = values.get(v.name());
                    if (value != null && varSpec(sb, template, op, v, value, first)) {
                        first = false;
                    }
                }
                // Pending variables follow, in their order, as "{&...}" once a pair has been written.
                sb.append('{').append(first ? '?' : '&');
                appendPending(sb, template, values, vars);
                sb.append('}');
            }
            default -> {
                // '.', '/', ';' and '&' put their separator before every value: pending runs stay in place.
                int i = 0;
                while (i < vars.length) {
                    Object value = values.get(vars[i].name());
                    if (value != null) {
                        varSpec(sb, template, op, vars[i], value, false);
                        i++;
                        continue;
                    }
                    sb.append('{').append(op.symbol);
                    boolean firstSpec = true;
                    while (i < vars.length && values.get(vars[i].name()) == null) {
                        if (!firstSpec) {
                            sb.append(',');
                        }
                        firstSpec = false;
                        vars[i].appendText(sb, template);
                        i++;
                    }
                    sb.append('}');
                }
            }
        }
    }

    private static void appendPending(StringBuilder sb, String template, Map<String, ?> values, VarSpec[] vars) {
        boolean firstSpec = true;
        for (VarSpec v : vars) {
            if (values.get(v.name()) == null) {
                if (!firstSpec) {
                    sb.append(',');
                }
                firstSpec = false;
                v.appendText(sb, template);
            }
        }
    }
}
