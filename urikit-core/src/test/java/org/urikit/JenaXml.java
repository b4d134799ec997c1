package org.urikit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A minimal reader for the jena-iri XML test files: elements, attributes and the XML
 * attribute-value rules they rely on (the five predefined entities, character references, and
 * literal whitespace read as a space). Text content, DTDs and namespaces are not needed.
 *
 * <p>Why not {@code javax.xml}: the tests are compiled and run inside the {@code org.urikit}
 * module, which does not read {@code java.xml}, and urikit-core's module descriptor must not
 * require it; using the JDK's DOM would need {@code --add-reads org.urikit=java.xml} for
 * test compilation and for surefire.
 */
final class JenaXml {
    private static final Pattern TAG = Pattern.compile("<!--.*?-->|<\\?.*?\\?>|<(/?)([A-Za-z_][\\w.-]*)((?:\\s+[^\\s=/>]+\\s*=\\s*(?:'[^']*'|\"[^\"]*\"))*)\\s*(/?)>",
            Pattern.DOTALL);
    private static final Pattern ATTRIBUTE = Pattern.compile("([^\\s=]+)\\s*=\\s*(?:'([^']*)'|\"([^\"]*)\")");

    /** An element: name, attributes in document order, child elements. */
    record Element(String name, Map<String, String> attributes, List<Element> children) {
        String attribute(String n) {
            return attributes.get(n);
        }

        /** The first child named {@code n}, or null. */
        Element child(String n) {
            for (Element e : children) {
                if (e.name.equals(n)) {
                    return e;
                }
            }
            return null;
        }

        /** All descendants (and this) named {@code n}, in document order. */
        List<Element> all(String n) {
            List<Element> out = new ArrayList<>();
            collect(n, out);
            return out;
        }

        private void collect(String n, List<Element> out) {
            if (name.equals(n)) {
                out.add(this);
            }
            for (Element e : children) {
                e.collect(n, out);
            }
        }
    }

    private JenaXml() {
    }

    /** The root element of {@code file}. */
    static Element read(Path file) throws IOException {
        String xml = Files.readString(file, StandardCharsets.UTF_8);
        Element root = new Element("#document", Map.of(), new ArrayList<>());
        Deque<Element> open = new ArrayDeque<>();
        open.push(root);
        Matcher m = TAG.matcher(xml);
        int at = 0;
        while (m.find(at)) {
            at = m.end();
            if (m.group(2) == null) {
                continue;   // comment or processing instruction
            }
            if (!m.group(1).isEmpty()) {
                Element closed = open.pop();
                if (!closed.name.equals(m.group(2))) {
                    throw new IOException("</" + m.group(2) + "> closes <" + closed.name + "> at " + m.start());
                }
                continue;
            }
            Map<String, String> attributes = new LinkedHashMap<>();
            Matcher a = ATTRIBUTE.matcher(m.group(3));
            while (a.find()) {
                attributes.put(a.group(1), value(a.group(2) != null ? a.group(2) : a.group(3)));
            }
            Element e = new Element(m.group(2), attributes, new ArrayList<>());
            open.peek().children.add(e);
            if (m.group(4).isEmpty()) {
                open.push(e);
            }
        }
        if (open.size() != 1) {
            throw new IOException("unclosed <" + open.peek().name + ">");
        }
        return root;
    }

    /** XML 1.0 §3.3.3: literal whitespace becomes a space; then references are replaced. */
    static String value(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                sb.append(' ');
            } else if (c == '&') {
                int end = raw.indexOf(';', i);
                String ref = raw.substring(i + 1, end);
                switch (ref) {
                    case "amp" -> sb.append('&');
                    case "lt" -> sb.append('<');
                    case "gt" -> sb.append('>');
                    case "apos" -> sb.append('\'');
                    case "quot" -> sb.append('"');
                    default -> sb.appendCodePoint(ref.startsWith("#x") ? Integer.parseInt(ref.substring(2), 16)
                            : Integer.parseInt(ref.substring(1)));
                }
                i = end;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
