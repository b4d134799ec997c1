package org.urikit.net;

import java.util.function.UnaryOperator;

/**
 * The labels of a domain name as UTS #46 §4 (processing step 3) and the URL Standard's domain to
 * ASCII split it: at a full stop U+002E or at one of the three that map to it, the ideographic
 * full stop U+3002, the fullwidth full stop U+FF0E and the halfwidth ideographic full stop U+FF61.
 *
 * <pre>{@code
 * DomainLabels.isDot('\u3002');                              // true
 * DomainLabels.map("bücher。example", Idna::toAsciiLabel);    // "xn--bcher-kva.example"
 * }</pre>
 */
public final class DomainLabels {
    private DomainLabels() {
    }

    /** Whether {@code c} separates labels. */
    public static boolean isDot(char c) {
        return c == '.' || c == '\u3002' || c == '\uff0e' || c == '\uff61';
    }

    /**
     * {@code name} with each non-empty label replaced by {@code convert} of it and the separators
     * written as {@code '.'}; null as soon as {@code convert} gives null for a label.
     */
    public static String map(String name, UnaryOperator<String> convert) {
        StringBuilder b = new StringBuilder(name.length() + 16);
        int from = 0;
        for (int i = 0; i <= name.length(); i++) {
            if (i == name.length() || isDot(name.charAt(i))) {
                String label = name.substring(from, i);
                if (!label.isEmpty()) {
                    String converted = convert.apply(label);
                    if (converted == null) {
                        return null;
                    }
                    b.append(converted);
                }
                if (i < name.length()) {
                    b.append('.');
                }
                from = i + 1;
            }
        }
        return b.toString();
    }
}
