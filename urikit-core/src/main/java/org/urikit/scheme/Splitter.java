package org.urikit.scheme;

import java.util.ArrayList;
import java.util.List;

/**
 * Splitting scheme-specific text at a delimiter ({@code ','} between mailto addresses, {@code '&'}
 * between header fields) without regular expressions
 * (house rule for library code). Public as part of the extension API (see {@link Checks}).
 *
 * <pre>{@code
 * Splitter.split("a,,b", ",");   // [a, "", b]
 * Splitter.split("", ",");       // [""]
 * }</pre>
 */
public final class Splitter {
    private Splitter() {
    }

    /**
     * The pieces of {@code s} between occurrences of {@code delimiter}, empty ones included, as
     * {@code String.split(delimiter, -1)} with a literal delimiter: {@code "a,,b"} gives
     * {@code [a, "", b]} and {@code ""} gives {@code [""]}.
     */
    public static String[] split(String s, String delimiter) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int i = s.indexOf(delimiter); i >= 0; i = s.indexOf(delimiter, from)) {
            out.add(s.substring(from, i));
            from = i + delimiter.length();
        }
        out.add(s.substring(from));
        return out.toArray(new String[0]);
    }
}
