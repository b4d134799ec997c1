package org.urikit;

/**
 * Where a component lies in a value's own text: the half-open range {@code [start, end)} of
 * UTF-16 indices, delimiters excluded ({@code "?"} is not part of the query's span; the
 * components and delimiters of RFC 3986 §3 and Appendix B). Given by
 * {@link Uri#span(Component)} (in the URI's text, {@link Uri#toUriString()}) and
 * {@code WebUrl.span(Component)} (in the href).
 *
 * <pre>{@code
 * Uri u = Uri.parse("http://u:pw@example.com:8080/a?q#f");
 * u.span(Component.HOST);                            // [12,23)
 * u.span(Component.HOST).substring(u.toUriString());   // "example.com"
 * u.span(Component.PASSWORD);                        // [9,11)
 * u.span(Component.PORT).length();                   // 4
 * Uri.parse("http://h/?").span(Component.QUERY).isEmpty();   // true: present and empty
 * Uri.parse("http://h/").span(Component.QUERY);              // null: absent
 * }</pre>
 *
 * @param start the index of the component's first character
 * @param end   the index after its last character ({@code start} for an empty component)
 */
public record Span(int start, int end) {
    /**
     * Checks the bounds.
     *
     * @throws IllegalArgumentException if {@code start} is negative or {@code end} is before it
     */
    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("not a span: [" + start + "," + end + ")");
        }
    }

    /** The number of characters covered, {@code end - start}. */
    public int length() {
        return end - start;
    }

    /** Whether the span covers no character (a present but empty component). */
    public boolean isEmpty() {
        return start == end;
    }

    /**
     * The text this span covers in {@code text}: {@code text.substring(start, end)}.
     *
     * @throws IndexOutOfBoundsException if {@code text} is shorter than {@link #end()}
     */
    public String substring(String text) {
        return text.substring(start, end);
    }

    /** Whether {@code index} is inside: {@code start <= index < end}. */
    public boolean contains(int index) {
        return index >= start && index < end;
    }

    /** {@code [start,end)}, e.g. {@code [7,18)}. */
    @Override
    public String toString() {
        return "[" + start + "," + end + ")";
    }
}
