package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code --get FORMAT} of {@code urikit edit}: text with {@code {component}} placeholders,
 * parsed once and expanded for each URL (as trurl's {@code --get} does). Components: {@code url},
 * {@code scheme}, {@code user}, {@code password}, {@code userinfo}, {@code host}, {@code port},
 * {@code path}, {@code query}, {@code fragment}; each as written (percent-encoded), or percent-decoded
 * with {@code decoded:} ({@code {decoded:path}}); {@code {default:port}} is the port or else the
 * scheme's default. {@code {query:NAME}} is the first value of the query parameter NAME, decoded, and
 * {@code {query-all:NAME}} all of them, separated by spaces. A component the URL does not have is
 * nothing. Backslash escapes: {@code \\ \t \n \r \{}.
 *
 * <pre>{@code
 * GetFormat f = GetFormat.parse("{scheme} {default:port} {path}");
 * f.expand(view);   // "https 443 /hello.html"
 * }</pre>
 */
final class GetFormat {
    /** The components a placeholder names. */
    static final List<String> COMPONENTS = List.of("url", "scheme", "user", "password", "userinfo", "host", "port", "path", "query",
            "fragment");

    /** What a URL gives a placeholder. */
    interface Source {
        /** The component as written, or null when absent ({@code url}: the whole URL, passwords masked unless shown). */
        String component(String name);

        /** The scheme's default port, or -1. */
        int defaultPort();

        /** The decoded values of the query parameters called {@code name}, in order. */
        List<String> parameter(String name);

        /** {@code s} percent-decoded. */
        String decode(String s);
    }

    /** One placeholder: its component or query key, and its modifier. */
    private record Placeholder(String modifier, String name) {
    }

    private final List<Object> parts;

    private GetFormat(List<Object> parts) {
        this.parts = parts;
    }

    /**
     * The format of {@code text}.
     *
     * @throws IllegalArgumentException for an unknown component or modifier, or a '{' that is not closed
     */
    static GetFormat parse(String text) {
        List<Object> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char e = text.charAt(++i);
                switch (e) {
                    case 't' -> literal.append('\t');
                    case 'n' -> literal.append('\n');
                    case 'r' -> literal.append('\r');
                    default -> literal.append(e);
                }
            } else if (c == '{') {
                int close = text.indexOf('}', i);
                if (close < 0) {
                    throw new IllegalArgumentException("'{' at index " + i + " has no closing '}'");
                }
                if (literal.length() > 0) {
                    parts.add(literal.toString());
                    literal.setLength(0);
                }
                parts.add(placeholder(text.substring(i + 1, close)));
                i = close;
            } else {
                literal.append(c);
            }
        }
        if (literal.length() > 0) {
            parts.add(literal.toString());
        }
        return new GetFormat(List.copyOf(parts));
    }

    private static Placeholder placeholder(String inside) {
        int colon = inside.indexOf(':');
        String modifier = colon < 0 ? "" : inside.substring(0, colon);
        String name = colon < 0 ? inside : inside.substring(colon + 1);
        switch (modifier) {
            case "query", "query-all":
                return new Placeholder(modifier, name);
            case "", "decoded", "default":
                if (!COMPONENTS.contains(name)) {
                    throw new IllegalArgumentException("unknown component '" + name + "' in {" + inside + "} (expected one of "
                            + String.join(", ", COMPONENTS) + ", or query:NAME, query-all:NAME)");
                }
                if (modifier.equals("default") && !name.equals("port")) {
                    throw new IllegalArgumentException("default: is for {default:port} only, found {" + inside + "}");
                }
                return new Placeholder(modifier, name);
            default:
                throw new IllegalArgumentException("unknown modifier '" + modifier + "' in {" + inside
                        + "} (expected decoded:, default:, query: or query-all:)");
        }
    }

    /** Equal when the parts are: the same text and placeholders. */
    @Override
    public boolean equals(Object o) {
        return o instanceof GetFormat f && f.parts.equals(parts);
    }

    @Override
    public int hashCode() {
        return parts.hashCode();
    }

    /** The text for {@code source}. */
    String expand(Source source) {
        StringBuilder sb = new StringBuilder();
        for (Object part : parts) {
            if (part instanceof String s) {
                sb.append(s);
                continue;
            }
            Placeholder p = (Placeholder) part;
            switch (p.modifier()) {
                case "query" -> {
                    List<String> values = source.parameter(p.name());
                    if (!values.isEmpty() && values.get(0) != null) {
                        sb.append(values.get(0));
                    }
                }
                case "query-all" -> {
                    List<String> values = source.parameter(p.name());
                    for (int i = 0; i < values.size(); i++) {
                        sb.append(i > 0 ? " " : "").append(values.get(i) == null ? "" : values.get(i));
                    }
                }
                default -> {
                    String v = source.component(p.name());
                    if (v == null && p.modifier().equals("default")) {
                        int port = source.defaultPort();
                        v = port < 0 ? null : Integer.toString(port);
                    }
                    if (v != null) {
                        sb.append(p.modifier().equals("decoded") ? source.decode(v) : v);
                    }
                }
            }
        }
        return sb.toString();
    }
}
