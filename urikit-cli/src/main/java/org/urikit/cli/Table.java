package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The fields of a command's output object, in order: one table drives the JSON object
 * ({@link #json}), the chosen fields of {@code --field} and {@code -r} ({@link #select}) and the
 * block for people ({@link #block}), so the three can never disagree on a name or a value.
 *
 * <pre>{@code
 * Table<ParseItem> t = new Table<>(List.of(ParseField.values()));
 * t.json(json, item);                           // {"input":"http://a/","valid":true,...}
 * t.select(out, item, t.fields("host", "port")); // a\t\n
 * t.block(human, item);                         // input      "http://a/" ...
 * }</pre>
 *
 * @param <R> what one item came to
 */
final class Table<R> {
    private final List<Field<R>> fields;
    /** The fields as an array, for the loops that run once per item. */
    private final Field<R>[] array;

    /** The JSON name of each field, and encoded once. */
    private final String[] names;
    private final byte[][] encodedNames;

    @SuppressWarnings("unchecked")
    Table(List<? extends Field<R>> fields) {
        this.fields = List.copyOf(fields);
        this.array = this.fields.toArray(new Field[0]);
        this.names = new String[array.length];
        this.encodedNames = new byte[array.length][];
        for (int i = 0; i < array.length; i++) {
            names[i] = array[i].jsonName();
            encodedNames[i] = JsonLine.encodedName(names[i]);
        }
    }

    /** The fields, in order. */
    List<Field<R>> fields() {
        return fields;
    }

    /** The JSON names, in order. */
    List<String> names() {
        return List.of(names);
    }

    /** The field called {@code name}, or null. */
    Field<R> field(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return array[i];
            }
        }
        return null;
    }

    /** For each name, its field, or null when this table has none of that name. */
    List<Field<R>> fields(List<String> names) {
        List<Field<R>> out = new ArrayList<>(names.size());
        for (String n : names) {
            out.add(field(n));
        }
        return out;
    }

    /** Writes the object of {@code r}: every present field, in order. */
    void json(JsonLine w, R r) {
        w.beginObject();
        Field<R>[] fs = array;
        for (int i = 0; i < fs.length; i++) {
            Field<R> f = fs[i];
            if (f.present(r)) {
                f.json(w.name(encodedNames[i]), r);
            }
        }
        w.endObject();
    }

    /** The object of {@code r} as JSON text, as {@link #json(JsonLine, Object)} writes it (for the playground's calls). */
    String json(R r) {
        Out out = new Out();
        json(new JsonLine(out), r);
        return out.toString();
    }

    /**
     * Writes the chosen fields of {@code r} on one line, tab-separated ({@code --field}): a string as
     * it is with {@code \}, tab, CR and LF written {@code \\}, {@code \t}, {@code \r}, {@code \n}; a
     * null, absent or unknown ({@code null} in {@code chosen}) field as nothing; a number or
     * boolean as JSON writes it; an object or array as compact JSON.
     */
    void select(Out out, R r, List<Field<R>> chosen) {
        for (int i = 0; i < chosen.size(); i++) {
            if (i > 0) {
                out.ascii('\t');
            }
            Field<R> f = chosen.get(i);
            if (f != null && f.present(r)) {
                tsv(out, f.value(r));
            }
        }
        out.nl();
    }

    /** One value as {@link #select} writes it. */
    static void tsv(Out out, Object v) {
        if (v == null) {
            return;
        }
        if (v instanceof String s) {
            out.text(escape(s));
        } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof Double) {
            out.text(v.toString());
        } else {
            new JsonLine(out).value(v);
        }
    }

    /** Writes the rows of {@code r} into a block for people (the caller ends the block); values are aligned past the longest name. */
    void block(HumanOutput h, R r) {
        int longest = 0;
        for (int i = 0; i < array.length; i++) {
            if (array[i].show() != Field.Show.NONE) {
                longest = Math.max(longest, names[i].length());
            }
        }
        h.column(longest);
        for (int i = 0; i < array.length; i++) {
            Field<R> f = array[i];
            if (f.show() != Field.Show.NONE && f.present(r)) {
                row(h, names[i], f.show(), f.value(r));
            }
        }
    }

    /** One row: {@code (absent)} for null, else the value as {@code show} says. */
    static void row(HumanOutput h, String name, Field.Show show, Object v) {
        if (v == null) {
            h.text(name, null);
        } else if (v instanceof JsonLine.Json j) {
            if (show == Field.Show.SECTION) {
                h.section(name, j.human());
            } else {
                h.lines(name, j.human());
            }
        } else if (v instanceof List<?> || v instanceof Map<?, ?>) {
            h.text(name, JsonLine.compact(v));
        } else if (show == Field.Show.QUOTED && v instanceof String s) {
            h.string(name, s);
        } else if (show == Field.Show.LINES) {
            h.lines(name, v.toString());
        } else {
            h.text(name, v);
        }
    }

    /** {@code s} with {@code \}, tab, CR and LF escaped, so that one value stays on its line and in its column. */
    static String escape(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String r = switch (c) {
                case '\\' -> "\\\\";
                case '\t' -> "\\t";
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                default -> null;
            };
            if (r != null && sb == null) {
                sb = new StringBuilder(s.length() + 8).append(s, 0, i);
            }
            if (sb != null) {
                if (r != null) {
                    sb.append(r);
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? s : sb.toString();
    }
}
