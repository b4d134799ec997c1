package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.urikit.scheme.Splitter;

/**
 * The Gopher+ string of a gopher URL, decoded, and which of the forms of RFC 1738 §3.4.4–§3.4.9
 * and the 1994 draft's summary it has (RFC 1738 §3.4.4): the item's view, its attributes,
 * the attributes of a directory's items, the ASK form, or a filled-in ASK form. An immutable value.
 *
 * <pre>{@code
 * GopherPlus.parse("+application/postscript Es_ES").form();   // VIEW, view "application/postscript", language "Es_ES"
 * GopherPlus.parse("!+ABSTRACT +SMELL").attributes();          // ["+ABSTRACT", "+SMELL"]
 * GopherPlus.parse("?").form();                                // ASK
 * GopherPlus g = GopherPlus.askData(null, null, List.of("ask_item1_value", "ask_item2_value"));
 * g.text();            // "+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n"
 * g.requestSuffix();   // the same: the request ends with the data block's terminator line
 * GopherPlus.parse("+").requestSuffix();                       // "+\r\n"
 * }</pre>
 *
 * <p>In a URL the Gopher+ string is everything after the second {@code %09} of the gopher-path
 * (RFC 1738 §3.4); {@link GopherUrl#gopherPlus()} decodes it, so {@code %20} is a space, {@code %09} a
 * TAB and {@code %0D%0A} CR LF. The ASK form is {@code ?}, written {@code %3F} in a URL because a
 * literal {@code '?'} starts a query for generic parsers (both are accepted).
 *
 * <p>The forms (the 1994 draft's summary):
 * <ul>
 * <li>{@link Form#VIEW}: {@code +[view_name[ language_name]]} (RFC 1738 §3.4.4);</li>
 * <li>{@link Form#ITEM_ATTRIBUTES}: {@code ![attribute_name[ attribute_name]...]} (RFC 1738 §3.4.6);</li>
 * <li>{@link Form#DIRECTORY_ATTRIBUTES}: {@code $[attribute_name[ attribute_name]...]};</li>
 * <li>{@link Form#ASK}: {@code ?}, the user fills in the item's ASK form at retrieval (RFC 1738 §3.4.5);</li>
 * <li>{@link Form#ASK_DATA}: {@code +[view_name[ language_name]]} TAB {@code 1} CR LF
 *   {@code +-1} CR LF, one line per answer, and the line {@code .} (RFC 1738 §3.4.9). Nothing may
 *   follow the terminator, and no answer may be {@code .}: either would let a URL smuggle more
 *   protocol data after the block;</li>
 * <li>{@link Form#OTHER}: anything else ({@code some_gplus_stuff} in the 1994 draft's
 *   template). It is sent as it is, and a plan refuses it if it holds CR, LF or NUL.</li>
 * </ul>
 */
public final class GopherPlus {
    /** The shapes a Gopher+ string can have. */
    public enum Form {
        /** {@code +} with an optional view name and language: the item in that view (RFC 1738 §3.4.4). */
        VIEW,
        /** {@code !} with optional attribute names: the item's attributes (RFC 1738 §3.4.6). */
        ITEM_ATTRIBUTES,
        /** {@code $} with optional attribute names: the attributes of every item of a directory (RFC 1738 §3.4.6). */
        DIRECTORY_ATTRIBUTES,
        /** {@code ?}: an ASK item; the client fetches the form and asks the user (RFC 1738 §3.4.5). */
        ASK,
        /** A filled-in ASK form: view, then a data block of answers (RFC 1738 §3.4.9). */
        ASK_DATA,
        /** None of the forms above. */
        OTHER
    }

    private static final String CRLF = "\r\n";
    /** What follows the view in a filled-in ASK form up to the first answer: TAB "1" CR LF "+-1" CR LF. */
    private static final String ASK_BLOCK = "\t1\r\n+-1\r\n";

    private final String text;
    private final Form form;
    private final String view;
    private final String language;
    private final List<String> attributes;
    private final List<String> askValues;

    private GopherPlus(String text, Form form, String view, String language, List<String> attributes, List<String> askValues) {
        this.text = text;
        this.form = form;
        this.view = view;
        this.language = language;
        this.attributes = attributes;
        this.askValues = askValues;
    }

    /** Reads a decoded Gopher+ string; never throws for a non-null string. */
    public static GopherPlus parse(String decoded) {
        Objects.requireNonNull(decoded, "decoded");
        String s = decoded;
        if (s.equals("?")) {
            return new GopherPlus(s, Form.ASK, null, null, List.of(), List.of());
        }
        if (s.startsWith("!") || s.startsWith("$")) {
            if (hasLineOrTab(s)) {
                return other(s);
            }
            List<String> names = new ArrayList<>();
            for (String n : Splitter.split(s.substring(1), " ")) {
                if (!n.isEmpty()) {
                    names.add(n);
                }
            }
            return new GopherPlus(s, s.charAt(0) == '!' ? Form.ITEM_ATTRIBUTES : Form.DIRECTORY_ATTRIBUTES, null, null,
                    Collections.unmodifiableList(names), List.of());
        }
        if (!s.startsWith("+")) {
            return other(s);
        }
        int tab = s.indexOf('\t');
        String head = s.substring(1, tab < 0 ? s.length() : tab);
        if (hasLineOrTab(head)) {
            return other(s);
        }
        int space = head.indexOf(' ');
        String view = head.isEmpty() ? null : space < 0 ? head : head.substring(0, space);
        String language = space < 0 ? null : head.substring(space + 1);
        if (tab < 0) {
            return new GopherPlus(s, Form.VIEW, view, language, List.of(), List.of());
        }
        List<String> values = askValues(s.substring(tab));
        return values == null ? other(s) : new GopherPlus(s, Form.ASK_DATA, view, language, List.of(), values);
    }

    /** The answers of a data block {@code TAB 1 CRLF +-1 CRLF (value CRLF)* . CRLF}, or null if {@code tail} is not one. */
    private static List<String> askValues(String tail) {
        if (!tail.startsWith(ASK_BLOCK)) {
            return null;
        }
        List<String> values = new ArrayList<>();
        int p = ASK_BLOCK.length();
        while (true) {
            int end = tail.indexOf(CRLF, p);
            if (end < 0) {
                return null;
            }
            String line = tail.substring(p, end);
            if (line.indexOf('\r') >= 0 || line.indexOf('\n') >= 0) {
                return null;
            }
            if (line.equals(".")) {
                return end + 2 == tail.length() ? Collections.unmodifiableList(values) : null;
            }
            values.add(line);
            p = end + 2;
        }
    }

    private static GopherPlus other(String s) {
        return new GopherPlus(s, Form.OTHER, null, null, List.of(), List.of());
    }

    private static boolean hasLineOrTab(String s) {
        return s.indexOf('\r') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\t') >= 0;
    }

    // ---- factories -----------------------------------------------------------------------------

    /**
     * The view form: {@code +}, {@code +view} or {@code +view language} (RFC 1738 §3.4.8).
     *
     * @param view     the view name, e.g. {@code "application/postscript"}, or null for the default view
     * @param language the language, e.g. {@code "Es_ES"}, or null; needs a view
     * @throws IllegalArgumentException if a name holds a space, TAB, CR or LF, or a language has no view
     */
    public static GopherPlus view(String view, String language) {
        return checked("+" + viewText(view, language));
    }

    /** The item's attributes: {@code !} and the names separated by spaces; none for all attributes (RFC 1738 §3.4.6). */
    public static GopherPlus itemAttributes(String... names) {
        return checked("!" + names(names));
    }

    /** The attributes of every item of a directory: {@code $} and the names separated by spaces (RFC 1738 §3.4.6). */
    public static GopherPlus directoryAttributes(String... names) {
        return checked("$" + names(names));
    }

    /** The ASK form {@code ?} (RFC 1738 §3.4.5). */
    public static GopherPlus ask() {
        return parse("?");
    }

    /**
     * A filled-in ASK form (RFC 1738 §3.4.9): {@code +[view[ language]]} TAB {@code 1} CR LF
     * {@code +-1} CR LF, each answer and CR LF, then {@code .} CR LF.
     *
     * @throws IllegalArgumentException if an answer holds CR or LF or is {@code "."}, or the view is malformed
     */
    public static GopherPlus askData(String view, String language, List<String> answers) {
        StringBuilder sb = new StringBuilder("+").append(viewText(view, language)).append(ASK_BLOCK);
        for (String a : answers) {
            Objects.requireNonNull(a, "answer");
            if (a.indexOf('\r') >= 0 || a.indexOf('\n') >= 0 || a.equals(".")) {
                throw new IllegalArgumentException("an ASK answer cannot hold CR or LF or be \".\" (it would end the block): " + a);
            }
            sb.append(a).append(CRLF);
        }
        return checked(sb.append('.').append(CRLF).toString());
    }

    private static String viewText(String view, String language) {
        if (view == null) {
            if (language != null) {
                throw new IllegalArgumentException("a language needs a view name");
            }
            return "";
        }
        name(view);
        if (view.indexOf(' ') >= 0) {
            throw new IllegalArgumentException("a view name cannot hold a space: " + view);
        }
        return language == null ? view : view + " " + name(language);
    }

    private static String names(String... names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            if (name(n).isEmpty() || n.indexOf(' ') >= 0) {
                throw new IllegalArgumentException("not an attribute name: '" + n + "'");
            }
            sb.append(sb.length() == 0 ? "" : " ").append(n);
        }
        return sb.toString();
    }

    private static String name(String s) {
        Objects.requireNonNull(s, "name");
        if (hasLineOrTab(s)) {
            throw new IllegalArgumentException("a Gopher+ name cannot hold TAB, CR or LF: " + s);
        }
        return s;
    }

    private static GopherPlus checked(String text) {
        GopherPlus g = parse(text);
        if (g.form == Form.OTHER) {
            throw new IllegalArgumentException("not a Gopher+ form: " + text);
        }
        return g;
    }

    // ---- accessors -----------------------------------------------------------------------------

    /** The decoded Gopher+ string, e.g. {@code "!+ABSTRACT +SMELL"}. */
    public String text() {
        return text;
    }

    /** Which form it has. */
    public Form form() {
        return form;
    }

    /** The view name of {@link Form#VIEW} and {@link Form#ASK_DATA}, or null (the default view). */
    public String view() {
        return view;
    }

    /** The language of {@link Form#VIEW} and {@link Form#ASK_DATA}, or null. */
    public String language() {
        return language;
    }

    /** The attribute names of {@link Form#ITEM_ATTRIBUTES} and {@link Form#DIRECTORY_ATTRIBUTES}; empty for all, and for the other forms. */
    public List<String> attributes() {
        return attributes;
    }

    /** The answers of {@link Form#ASK_DATA}, in order; empty for the other forms. */
    public List<String> askValues() {
        return askValues;
    }

    /** Whether the text holds CR or LF: allowed only in {@link Form#ASK_DATA} (RFC 1738 §3.4.9). */
    public boolean hasLineBreak() {
        return text.indexOf('\r') >= 0 || text.indexOf('\n') >= 0;
    }

    /**
     * What the client sends after {@code selector TAB [search TAB]} (RFC 1738 §3.4.3): the text and CR
     * LF, except for {@link Form#ASK_DATA}, whose block already ends with the terminator line's
     * CR LF. For {@link Form#ASK} see {@link GopherUrl#plan()}.
     */
    public String requestSuffix() {
        return form == Form.ASK_DATA ? text : text + CRLF;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GopherPlus g && g.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** {@code FORM text}, with TAB, CR and LF written as escapes. */
    @Override
    public String toString() {
        return form + " " + text.replace("\t", "\\t").replace("\r", "\\r").replace("\n", "\\n");
    }
}
