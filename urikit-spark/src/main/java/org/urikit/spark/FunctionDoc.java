package org.urikit.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;

/**
 * A function's documentation in Spark's own form, the form of {@code @ExpressionDescription}:
 * usage, arguments, examples (each SQL statement with the answer Spark prints), a note, the
 * version it came in, and for a function that can fail, the call that shows how. It becomes the
 * function's {@link ExpressionInfo}, which {@code DESCRIBE FUNCTION EXTENDED} prints and from which
 * the function list of docs/spark.md is generated; a test runs every example.
 *
 * <pre>{@code
 * new FunctionDoc("(s)", "Returns the host of `s` ...", List.of(arg("s", "a URI reference")),
 *         List.of(example("SELECT _FUNC_('http://[::1]:80/')", "[::1]")), "", "0.2.0",
 *         new Failure("_FUNC_('http://h:x/')", "PORT_INVALID", 9));
 * }</pre>
 *
 * @param signature the arguments as written after the name: {@code (s [, level])}
 * @param description what the function returns, one paragraph
 * @param arguments each argument
 * @param examples SQL statements ({@code _FUNC_} stands for the name) and their printed answers
 *     (columns separated by a tab, NULL as {@code NULL}, arrays as {@code ["a","b"]})
 * @param note a paragraph for the Note section, or ""
 * @param since the urikit version that brought the function
 * @param failure for a function that raises an error in ANSI mode: a call that does, else null
 */
record FunctionDoc(String signature, String description, List<Argument> arguments, List<Example> examples, String note,
        String since, Failure failure) {
    /** Where Spark puts the functions of URLs (parse_url, url_encode) in its function reference. */
    static final String GROUP = "url_funcs";
    /** The ExpressionInfo source of functions written in Java. */
    static final String SOURCE = "java_udf";
    /** Spark wraps the extended usage at this column. */
    private static final int WIDTH = 100;

    /** An argument and what it takes. */
    record Argument(String name, String text) {
    }

    /** A statement and what Spark prints for it. */
    record Example(String sql, String answer) {
    }

    /**
     * A call that raises {@code URIKIT_INVALID_URI} in ANSI mode (and gives NULL from the
     * {@code try_} twin), with the error code and index the message carries.
     */
    record Failure(String call, String code, int index) {
    }

    static Argument arg(String name, String text) {
        return new Argument(name, text);
    }

    static Example example(String sql, String answer) {
        return new Example(sql, answer);
    }

    /** {@code _FUNC_(s) - description}, Spark's usage line ({@code _FUNC_} is replaced by the name). */
    String usage() {
        return "_FUNC_" + signature + " - " + description;
    }

    /** The ExpressionInfo of {@code name}, implemented by {@code className}; {@code deprecated} is "" or a sentence. */
    ExpressionInfo info(String className, String name, String deprecated) {
        return new ExpressionInfo(className, null, name, usage(), arguments(arguments), examples(examples),
                paragraph(note), GROUP, since, paragraph(deprecated), SOURCE);
    }

    /**
     * The documentation of the {@code try_} twin: the same function, never failing on its input.
     * Its examples: the failing call, which gives NULL, and the first example.
     */
    FunctionDoc lenient(String name, String since) {
        List<Example> ex = new ArrayList<>();
        ex.add(example("SELECT " + failure.call(), "NULL"));
        ex.add(examples.get(0));
        return new FunctionDoc(signature, "The same as `" + name + "`, but returns NULL instead of raising an error "
                + "for input it cannot read, whatever `spark.sql.ansi.enabled` says.", arguments, ex, "", since, null);
    }

    private static String arguments(List<Argument> args) {
        StringBuilder sb = new StringBuilder("\n    Arguments:\n");
        for (Argument a : args) {
            wrap(sb, "      * " + a.name() + " - " + a.text(), "        ");
        }
        return sb.append("  ").toString();
    }

    private static String examples(List<Example> examples) {
        StringBuilder sb = new StringBuilder("\n    Examples:\n");
        for (Example e : examples) {
            sb.append("      > ").append(e.sql()).append(";\n");
            sb.append("       ").append(e.answer()).append('\n');
        }
        return sb.append("  ").toString();
    }

    /** Spark's form of a note or deprecation: a newline and four spaces, the text, a newline and two spaces. */
    private static String paragraph(String text) {
        if (text.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("\n");
        wrap(sb, "    " + text, "      ");
        return sb.append("  ").toString();
    }

    /** {@code line} broken at spaces before {@link #WIDTH} columns, continuation lines indented by {@code indent}. */
    private static void wrap(StringBuilder sb, String line, String indent) {
        String rest = line;
        while (rest.length() > WIDTH) {
            int cut = rest.lastIndexOf(' ', WIDTH);
            if (cut <= indent.length()) {
                break;
            }
            sb.append(rest, 0, cut).append('\n');
            rest = indent + rest.substring(cut + 1);
        }
        sb.append(rest).append('\n');
    }
}
