package org.urikit.cli.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.urikit.Component;
import org.urikit.Span;

/**
 * A reading's text cut into the pieces the page draws, in order and covering every character:
 * the components of RFC 3986 §3 at their {@link Span spans} ({@code Uri.span} and
 * {@code WebUrl.span}, both in their own text), the path cut into its segments at {@code '/'}
 * (§3.3) and the query into its pairs at {@code '&'} (the form convention of the URL Standard §5.1;
 * RFC 3986 §3.4 gives the query no structure), and the delimiters between them.
 *
 * <pre>{@code
 * Uri u = Uri.parse("http://u:pw@h:8/a/b?x=1&y#f");
 * Parts.of(u.toUriString(), u::span);
 * // scheme "http", delimiter "://", user "u", delimiter ":" (of the userinfo), password "pw",
 * // delimiter "@", host "h", delimiter ":", port "8", delimiter "/" (of the path), segment 0 "a",
 * // delimiter "/", segment 1 "b", delimiter "?", pair 0 "x=1", delimiter "&", pair 1 "y", delimiter "#", fragment "f"
 * }</pre>
 *
 * <p>Each piece names its {@code component} (the one a difference between the readings is about:
 * {@code scheme}, {@code userinfo}, {@code host}, {@code port}, {@code path}, {@code query},
 * {@code fragment}; null for the delimiters between components) and its {@code kind}, which the
 * page colours: {@code scheme user password host port segment pair fragment delimiter}.
 */
final class Parts {
    /**
     * One piece: {@code text[start, end)}.
     *
     * @param component the component it belongs to, or null for a delimiter between components
     * @param kind      what it is, for its colour
     * @param index     the number of a segment or pair (from 0), else -1
     */
    record Part(String component, String kind, int index, int start, int end) {
    }

    private final String text;
    private final List<Part> parts = new ArrayList<>();
    private int at;

    private Parts(String text) {
        this.text = text;
    }

    /** The pieces of {@code text}, whose components lie at {@code span} (null when absent). */
    static List<Part> of(String text, Function<Component, Span> span) {
        Parts p = new Parts(text);
        p.add(span.apply(Component.SCHEME), "scheme", "scheme", -1, null);
        p.add(span.apply(Component.USER), "userinfo", "user", -1, null);
        p.add(span.apply(Component.PASSWORD), "userinfo", "password", -1, "userinfo");
        p.add(span.apply(Component.HOST), "host", "host", -1, null);
        p.add(span.apply(Component.PORT), "port", "port", -1, null);
        p.split(span.apply(Component.PATH), '/', "path", "segment");
        p.split(span.apply(Component.QUERY), '&', "query", "pair");
        p.add(span.apply(Component.FRAGMENT), "fragment", "fragment", -1, null);
        p.delimiter(text.length(), null);
        return p.parts;
    }

    /** {@link #of} with every index moved to where it is in the shown text (empty pieces left out). */
    static List<Part> shown(List<Part> parts, Shown shown) {
        List<Part> moved = new ArrayList<>(parts.size());
        for (Part p : parts) {
            int start = shown.index(p.start());
            int end = shown.index(p.end());
            if (end > start) {
                moved.add(new Part(p.component(), p.kind(), p.index(), start, end));
            }
        }
        return moved;
    }

    /** A component at {@code s} (nothing when absent or empty); the text before it is a delimiter of {@code gap}. */
    private void add(Span s, String component, String kind, int index, String gap) {
        if (s == null) {
            return;
        }
        delimiter(s.start(), gap);
        if (s.end() > s.start()) {
            parts.add(new Part(component, kind, index, s.start(), s.end()));
            at = s.end();
        }
    }

    /** The component at {@code s} cut at each {@code separator}, a delimiter of the component. */
    private void split(Span s, char separator, String component, String kind) {
        if (s == null) {
            return;
        }
        delimiter(s.start(), null);
        int n = 0;
        int from = s.start();
        for (int i = s.start(); i <= s.end(); i++) {
            if (i == s.end() || text.charAt(i) == separator) {
                if (i > from) {
                    add(new Span(from, i), component, kind, n++, component);
                }
                delimiter(i == s.end() ? i : i + 1, component);
                from = i + 1;
            }
        }
    }

    /** The text from the last piece up to {@code to}, if any, as a delimiter of {@code component}. */
    private void delimiter(int to, String component) {
        if (to > at) {
            parts.add(new Part(component, "delimiter", -1, at, to));
            at = to;
        }
    }
}
