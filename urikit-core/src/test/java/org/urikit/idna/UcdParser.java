package org.urikit.idna;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the data files of the Unicode Character Database in their common format (UAX #44 §4.2):
 * one code point or range ({@code 0041} or {@code 0041..005A}) and {@code ;}-separated fields per
 * line, {@code #} starting a comment, and {@code # @missing:} lines giving the default values.
 *
 * <pre>{@code
 * for (UcdParser.Line l : UcdParser.lines(dir.resolve("DerivedJoiningType.txt"))) {
 *     l.first(); l.last(); l.field(0);   // 0x0640, 0x0640, "C"
 * }
 * }</pre>
 */
final class UcdParser {
    private UcdParser() {
    }

    /** One data line: its range and the fields after the range, trimmed. */
    record Line(int first, int last, List<String> fields) {
        String field(int i) {
            return i < fields.size() ? fields.get(i) : "";
        }
    }

    /** The data lines of {@code file}, comments removed. */
    static List<Line> lines(Path file) {
        List<Line> out = new ArrayList<>();
        for (String raw : read(file)) {
            if (raw.startsWith("\uFEFF")) {
                raw = raw.substring(1);
            }
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (!line.isEmpty()) {
                out.add(parse(line));
            }
        }
        return out;
    }

    /** The {@code # @missing: range; value} lines of {@code file}, in file order. */
    static List<Line> missing(Path file) {
        List<Line> out = new ArrayList<>();
        for (String raw : read(file)) {
            String prefix = "# @missing:";
            if (raw.startsWith(prefix)) {
                out.add(parse(raw.substring(prefix.length()).strip()));
            }
        }
        return out;
    }

    /** The text of a space-separated sequence of hexadecimal code points ({@code "0073 0073"} is {@code "ss"}). */
    static String codePoints(String hex) {
        StringBuilder sb = new StringBuilder();
        for (String h : hex.strip().split("\\s+")) {
            if (!h.isEmpty()) {
                sb.appendCodePoint(Integer.parseInt(h, 16));
            }
        }
        return sb.toString();
    }

    private static Line parse(String line) {
        String[] parts = line.split(";", -1);
        String range = parts[0].strip();
        int dots = range.indexOf("..");
        int first = Integer.parseInt(dots < 0 ? range : range.substring(0, dots), 16);
        int last = dots < 0 ? first : Integer.parseInt(range.substring(dots + 2), 16);
        List<String> fields = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            fields.add(parts[i].strip());
        }
        return new Line(first, last, fields);
    }

    private static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
