package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The functions' documentation: {@code DESCRIBE FUNCTION EXTENDED} prints every name's usage,
 * arguments, examples and version (never Spark's "N/A"); every example prints exactly its answer
 * (in ANSI mode on the Spark 4 lines, without on Spark 3.5); and the function list of docs/spark.md is the one generated from the
 * same documentation, so the two cannot drift. {@code -Durikit.updateDocs=true} rewrites that
 * section instead of failing on a difference:
 *
 * <pre>{@code
 * mvn -B -pl urikit-spark/spark-4_2.13 -am test -Dtest=DocsTest -Dsurefire.failIfNoSpecifiedTests=false -Durikit.updateDocs=true
 * }</pre>
 */
class DocsTest {
    static final String BEGIN = "<!-- BEGIN functions: generated from DESCRIBE FUNCTION EXTENDED by DocsTest; do not edit -->";
    static final String END = "<!-- END functions -->";

    @TestFactory
    Stream<DynamicTest> describeFunctionExtended() {
        SparkSession spark = SharedSpark.session();
        List<DynamicTest> tests = new ArrayList<>();
        for (SqlFunction f : SqlFunction.all()) {
            ExpressionInfo info = f.info();
            List<String> shown = spark.sql("DESCRIBE FUNCTION EXTENDED " + f.name()).collectAsList().stream()
                    .map(r -> r.getString(0)).collect(Collectors.toList());
            tests.add(DynamicTest.dynamicTest(f.name(), () -> {
                String all = String.join("\n", shown);
                assertEquals("Function: " + f.name(), shown.get(0));
                assertEquals("Class: " + info.getClassName(), shown.get(1));
                assertEquals("Usage: " + info.getUsage(), shown.get(2));
                assertEquals("Extended Usage:" + info.getExtended(), shown.get(3));
                assertTrue(shown.get(2).startsWith("Usage: " + f.name() + "("), shown.get(2));
                assertFalse(all.contains("N/A"), all);
                assertTrue(all.contains("    Arguments:\n      * "), all);
                assertTrue(all.contains("    Examples:\n      > SELECT "), all);
                assertTrue(info.getExamples().contains(f.name() + "("), all);
                assertTrue(all.contains("    Since: 0."), all);
                if (f.replacement() != null) {
                    assertTrue(all.contains("    Deprecated:\n      Use uri_whatwg"), all);
                }
                if (!f.lenient() && f.function().canFail()) {
                    assertTrue(all.replaceAll("\\s+", " ").contains("raises URIKIT_INVALID_URI"), all);
                }
            }));
        }
        return tests.stream();
    }

    /**
     * Every example of every name prints its documented answer, in the ANSI mode the line has by
     * default (off in Spark 3.5, on in Spark 4): CI runs both, on different lines.
     */
    @TestFactory
    Stream<DynamicTest> examplesPrintTheirAnswers() {
        SparkSession spark = SharedSpark.session();
        boolean ansi = spark.version().startsWith("4");
        List<DynamicTest> tests = new ArrayList<>();
        int pass = 0;
        int total = 0;
        spark.conf().set("spark.sql.ansi.enabled", Boolean.toString(ansi));
        try {
            for (SqlFunction f : SqlFunction.all()) {
                List<String[]> examples = examples(f.info());
                for (int i = 0; i < examples.size(); i++) {
                    String[] e = examples.get(i);
                    String printed;
                    try {
                        printed = printed(spark.sql(e[0]));
                    } catch (Exception x) {
                        printed = "error: " + x.getMessage();
                    }
                    total++;
                    pass += printed.equals(e[1]) ? 1 : 0;
                    String answer = printed;
                    tests.add(DynamicTest.dynamicTest(f.name() + " example " + (i + 1), () -> assertEquals(e[1], answer, e[0])));
                }
            }
        } finally {
            spark.conf().set("spark.sql.ansi.enabled", "false");
        }
        System.out.println("documentation examples (spark.sql.ansi.enabled=" + ansi + "): " + pass + "/" + total + " pass");
        assertTrue(total >= 2 * SqlFunction.all().size(), "every name needs two examples at least: " + total);
        return tests.stream();
    }

    @Test
    void docsListTheFunctionsAsGenerated() throws IOException {
        Path file = Path.of(System.getProperty("urikit.root", "."), "docs", "spark.md");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertTrue(begin >= 0 && end > begin, "docs/spark.md must hold the generated section between " + BEGIN + " and " + END);
        String generated = markdown();
        String current = text.substring(begin + BEGIN.length(), end);
        if (Boolean.getBoolean("urikit.updateDocs")) {
            Files.writeString(file, text.substring(0, begin + BEGIN.length()) + generated + text.substring(end), StandardCharsets.UTF_8);
            return;
        }
        assertEquals(generated, current, "docs/spark.md differs from the functions' documentation: run DocsTest with "
                + "-Durikit.updateDocs=true (see its javadoc)");
        // the link of Spark's WRONG_NUM_ARGS error: docs/spark.md#functions
        assertTrue(SqlFunction.DOCROOT.endsWith("docs/spark.md#functions"), SqlFunction.DOCROOT);
        assertTrue(text.contains("\n## Functions\n"), "docs/spark.md needs the heading the error links to");
    }

    /** The function list: for each name, its usage, arguments, examples, note and version, from its ExpressionInfo. */
    static String markdown() {
        StringBuilder md = new StringBuilder("\n");
        for (SqlFunction f : SqlFunction.all()) {
            ExpressionInfo info = f.info();
            md.append("\n### `").append(f.name()).append("`\n\n");
            String usage = info.getUsage();
            int dash = usage.indexOf(" - ");
            md.append('`').append(usage, 0, dash).append("`: ").append(usage.substring(dash + 3)).append("\n\n");
            for (String a : paragraphs(info.getArguments(), "      * ")) {
                int sep = a.indexOf(" - ");
                md.append("- `").append(a, 0, sep).append("`: ").append(a.substring(sep + 3)).append('\n');
            }
            md.append("\n```sql\n");
            for (String[] e : examples(info)) {
                md.append("> ").append(e[0]).append(";\n");
                for (String line : e[1].split("\n", -1)) {
                    md.append("  ").append(line.replace("\t", "  |  ")).append('\n');
                }
            }
            md.append("```\n\n");
            String note = oneLine(info.getNote());
            String deprecated = oneLine(info.getDeprecated());
            if (!deprecated.isEmpty()) {
                md.append("**Deprecated**: ").append(deprecated).append(' ');
            }
            if (!note.isEmpty()) {
                md.append(note).append(' ');
            }
            md.append("Since ").append(info.getSince()).append(".\n");
        }
        return md.append('\n').toString();
    }

    /** The examples of an ExpressionInfo: {SQL without the semicolon, answer}. */
    static List<String[]> examples(ExpressionInfo info) {
        List<String[]> out = new ArrayList<>();
        String[] lines = info.getExamples().split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("      > ")) {
                String sql = lines[i].substring(8, lines[i].length() - 1);
                StringBuilder answer = new StringBuilder();
                while (i + 1 < lines.length && lines[i + 1].startsWith("       ") && !lines[i + 1].startsWith("      > ")) {
                    answer.append(answer.length() == 0 ? "" : "\n").append(lines[++i].substring(7));
                }
                out.add(new String[] {sql, answer.toString()});
            }
        }
        return out;
    }

    /** The items of a Spark section ("      * a - ..." with continuation lines), each on one line. */
    private static List<String> paragraphs(String section, String marker) {
        List<String> items = new ArrayList<>();
        for (String line : section.split("\n")) {
            if (line.startsWith(marker)) {
                items.add(line.substring(marker.length()));
            } else if (!items.isEmpty() && line.startsWith("        ")) {
                items.set(items.size() - 1, items.get(items.size() - 1) + " " + line.trim());
            }
        }
        return items;
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.trim().replaceAll("\\s*\n\\s*", " ");
    }

    /** What Spark's SQL shell prints for the rows: columns separated by a tab, NULL, arrays as ["a","b"]. */
    static String printed(Dataset<Row> df) {
        StructType schema = df.schema();
        List<String> rows = new ArrayList<>();
        for (Row r : df.collectAsList()) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < r.length(); i++) {
                DataType type = schema.fields()[i].dataType();
                cells.add(cell(r.isNullAt(i) ? null : type instanceof ArrayType ? r.getList(i) : r.get(i), type, false));
            }
            rows.add(String.join("\t", cells));
        }
        return String.join("\n", rows);
    }

    private static String cell(Object v, DataType type, boolean nested) {
        if (v == null) {
            return nested ? "null" : "NULL";
        }
        if (type instanceof ArrayType a) {
            List<String> items = new ArrayList<>();
            for (Object e : (List<?>) v) {                 // arrays only at the top level in the examples
                items.add(cell(e, a.elementType(), true));
            }
            return "[" + String.join(",", items) + "]";
        }
        if (type instanceof StructType s) {
            List<String> items = new ArrayList<>();
            Row r = (Row) v;
            for (int i = 0; i < s.fields().length; i++) {
                StructField field = s.fields()[i];
                items.add("\"" + field.name() + "\":" + cell(r.get(i), field.dataType(), true));
            }
            return "{" + String.join(",", items) + "}";
        }
        return v instanceof String && nested ? "\"" + v + "\"" : v.toString();
    }
}
