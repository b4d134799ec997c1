package org.urikit.robust;

import static org.urikit.RobustChecks.that;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.RobustChecks;
import org.urikit.template.TemplateError;
import org.urikit.template.UriTemplate;
import org.urikit.template.UriTemplateException;

/**
 * A Jazzer target for {@link UriTemplate}: parse, expand (full, strict, partial) and match. The
 * first field (fields are separated by 0xFF bytes) is the template; the next ones are the values
 * of its variables in order: a field starting with U+0001 is undefined, with U+0002 a list (members
 * separated by U+0003), with U+0004 a map (keys and values alternating, separated by U+0003), any
 * other field a string. Properties:
 * <ul>
 * <li>parsing gives a template whose text is the input, or a {@link UriTemplateException} whose
 *   index lies in the template; so does every expansion, whatever the values;</li>
 * <li>{@code expandStrict} equals {@code expand} when every variable is defined, and otherwise fails
 *   with {@link TemplateError#VARIABLE_UNDEFINED} naming the first undefined one;</li>
 * <li>{@code expandPartial(a).expand(a ∪ b)} equals {@code expand(a ∪ b)} (the documented rule;
 *   compared as sorted characters where a {@code ?} expression may reorder its pairs);</li>
 * <li>where {@code isMatchable()}, an expansion with string values (lists for {@code {/var*}})
 *   without {@code %} matches, and the matched variables expand to the same text.</li>
 * </ul>
 * Regression seeds: {@code src/test/resources/org/urikit/robust/TemplateFuzzTargetsTestInputs/<method>/}.
 */
class TemplateFuzzTargetsTest {

    @FuzzTest(maxDuration = "10m")
    void template(byte[] data) {
        List<String> f = FuzzInput.fields(data);
        String text = f.get(0);
        UriTemplate t;
        try {
            t = UriTemplate.parse(text);
        } catch (UriTemplateException e) {
            that(e.index() >= 0 && e.index() <= text.length() && e.rawInput().equals(text), text, "parse error index " + e.index());
            that(e.getMessage().startsWith(e.error().name() + " at index " + e.index()), text, "message");
            return;
        }
        that(t.text().equals(text) && UriTemplate.parse(text).equals(t), text, "the template's text");
        List<String> names = t.variables();
        Map<String, Object> vars = new LinkedHashMap<>();
        boolean plain = true;          // string values without '%', lists only where matching takes them
        for (int i = 0; i < names.size(); i++) {
            Object v = value(i + 1 < f.size() ? f.get(i + 1) : "\u0001");
            if (v != null) {
                vars.put(names.get(i), v);
            }
            plain &= v == null || (v instanceof String s ? s.indexOf('%') < 0 : v instanceof List<?> l && explodedPath(text, names.get(i))
                    && l.stream().allMatch(m -> ((String) m).indexOf('%') < 0));
        }
        String full = expand(t, vars, text);
        if (full == null) {
            return;             // a value of a kind the template cannot take (checked in expand)
        }
        checkStrict(t, vars, full, text);
        checkPartial(t, vars, full, text);
        if (plain && t.isMatchable()) {
            Map<String, Object> m = t.match(full);
            that(m != null, text, () -> "the expansion " + RobustChecks.show(full) + " of " + vars + " does not match");
            String again = expand(t, m, text);
            that(full.equals(again), text, () -> "the matched variables " + m + " expand to " + again + ", not " + full);
        } else if (!t.isMatchable()) {
            that(t.unmatchableReason() != null, text, "unmatchable without a reason");
            try {
                t.match(full);
                throw new AssertionError("match of an unmatchable template did not throw: " + text);
            } catch (UriTemplateException e) {
                that(e.error() == TemplateError.TEMPLATE_NOT_MATCHABLE && e.index() >= 0 && e.index() <= text.length(), text, "TEMPLATE_NOT_MATCHABLE");
            }
        }
    }

    /** The expansion, or null when the values do not fit the template (a prefix on a list or map, a nested list). */
    private static String expand(UriTemplate t, Map<String, ?> vars, String text) {
        try {
            return t.expand(vars);
        } catch (UriTemplateException e) {
            that((e.error() == TemplateError.PREFIX_ON_COMPOSITE || e.error() == TemplateError.VALUE_INVALID)
                    && e.index() >= 0 && e.index() < text.length(), text, "expansion error " + e.getMessage());
            return null;
        }
    }

    private static void checkStrict(UriTemplate t, Map<String, Object> vars, String full, String text) {
        String undefined = null;
        for (String name : t.variables()) {
            if (undefined == null && !defined(vars.get(name))) {
                undefined = name;
            }
        }
        try {
            String strict = t.expandStrict(vars);
            that(undefined == null && strict.equals(full), text, "expandStrict succeeded with an undefined variable or differs");
        } catch (UriTemplateException e) {
            String first = undefined;
            that(first != null && e.error() == TemplateError.VARIABLE_UNDEFINED && e.detail().contains("'" + first + "'")
                    && text.startsWith(first, e.index()), text, () -> "expandStrict: " + e.getMessage() + ", expected " + first);
        }
    }

    /** Given the first half of the variables, then all of them: the same expansion. */
    private static void checkPartial(UriTemplate t, Map<String, Object> vars, String full, String text) {
        Map<String, Object> first = new HashMap<>();
        int k = 0;
        for (Map.Entry<String, Object> e : vars.entrySet()) {
            if (k++ % 2 == 0) {
                first.put(e.getKey(), e.getValue());
            }
        }
        UriTemplate partial = t.expandPartial(first);
        String later = partial.expand(vars);
        if (text.contains("{?")) {
            that(sorted(later).equals(sorted(full)), text, () -> "partial then full: " + later + " vs " + full);
        } else {
            that(later.equals(full), text, () -> "partial " + partial + " then full: " + later + " vs " + full);
        }
    }

    /** RFC 6570 §2.3: null, and a list or map without a defined member, are undefined. */
    private static boolean defined(Object v) {
        if (v instanceof List<?> l) {
            return l.stream().anyMatch(m -> m != null);
        }
        if (v instanceof Map<?, ?> m) {
            return m.values().stream().anyMatch(x -> x != null);
        }
        return v != null;
    }

    /** Whether {@code name} appears in the template as an exploded path variable {@code {/name*}} (alone in its expression). */
    private static boolean explodedPath(String text, String name) {
        return text.contains("{/" + name + "*}");
    }

    private static Object value(String field) {
        if (field.startsWith("\u0001")) {
            return null;
        }
        if (field.startsWith("\u0002")) {
            return Arrays.asList(field.substring(1).split("\u0003", -1));
        }
        if (field.startsWith("\u0004")) {
            String[] kv = field.substring(1).split("\u0003", -1);
            Map<String, String> m = new LinkedHashMap<>();
            for (int i = 0; i + 1 < kv.length; i += 2) {
                m.put(kv[i], kv[i + 1]);
            }
            return m;
        }
        return field;
    }

    private static String sorted(String s) {
        char[] c = s.toCharArray();
        Arrays.sort(c);
        return new String(c);
    }
}
