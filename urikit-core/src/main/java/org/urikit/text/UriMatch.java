package org.urikit.text;

import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.net.Ascii;

/**
 * One URI reference found in running text by {@link UriExtractor}: the reference as it should be
 * used, where it was written, and how.
 *
 * <pre>{@code
 * UriMatch m = UriExtractor.defaults().findAll("Note the warning in <http://ds.internic.net/\n"
 *         + "    instructions/overview.html#WARNING>.").get(0);
 * m.reference();    // "http://ds.internic.net/instructions/overview.html#WARNING"
 * m.form();         // ANGLE
 * m.start();        // 21: the 'h' (the '<' is not part of the reference)
 * m.end();          // 83: after the last 'G', before '>'
 * m.line();         // 1: the line of start()
 * m.isWrapped();    // true: a line break and indentation were removed
 * m.uri();          // the parsed Uri
 * }</pre>
 *
 * <p>{@link #reference()} is the text between the delimiters with the whitespace removed that a
 * reference wrapped across lines carries (the 1997 draft of RFC 2396, Appendix E: "The whitespace
 * should be ignored when extracting the URL"), with an abbreviation expanded
 * ({@code www.w3.org/Addressing/} gives {@code http://www.w3.org/Addressing/}, the RFC 3986 draft
 * (2003), Appendix F) and, in an HTML attribute, read as browsers read it (character references
 * decoded, tabs and newlines removed, spaces percent-encoded). It is otherwise
 * exactly as written: percent-encoding is not changed, and an IRI keeps its non-ASCII characters
 * ({@link #uri()} is its URI, RFC 3987 §3.1).
 *
 * <p>{@link #start()} and {@link #end()} are offsets in the text, in UTF-16 code units (Java
 * {@code char}s), end exclusive: the first and past the last character of the reference as
 * written, delimiters excluded, so for a reference on one line without abbreviation or character
 * references, {@code text.substring(start, end)} is the reference. They are {@code long}s because
 * a {@link java.io.Reader} may deliver more than 2^31 characters.
 *
 * <p>Matches are values: {@code equals} compares every component.
 *
 * @param reference    the reference as it should be used: delimiters and wrapping whitespace removed,
 *                     an abbreviation expanded
 * @param start        the offset of the reference's first character in the text (UTF-16 units from the start)
 * @param end          the offset just past the reference's last character in the text (exclusive)
 * @param line         the 1-based line of {@code start} (line breaks: {@code \n}, {@code \r}, {@code \r\n})
 * @param form         how the reference was delimited
 * @param expandedFrom the abbreviated text as written (such as {@code www.w3.org/Addressing/}), or
 *                     null when nothing was expanded
 * @param isWrapped    whether whitespace inside the delimiters (line breaks, indentation) was
 *                     removed from the reference
 * @param isAmbiguous  whether a hyphen stands at a line break: inside a wrapper the hyphen was
 *                     kept, though it may have been added by a typesetter when breaking the line
 *                     (1997 and 2003 drafts, Appendix E: the hyphen "may or may not actually be
 *                     part of the URL"); at the end of a bare reference the reference stops
 *                     there, though it may continue on the next line
 * @param uri          the reference as a {@link Uri}: {@link Uri#parse(String)} of the reference,
 *                     or for an IRI {@link Uri#fromIri(String)} (non-ASCII characters
 *                     percent-encoded as UTF-8, an internationalized host in its ASCII form);
 *                     every match is a valid reference
 */
public record UriMatch(String reference, long start, long end, long line, Form form, String expandedFrom,
        boolean isWrapped, boolean isAmbiguous, Uri uri) {

    /**
     * How a reference was delimited in the text.
     *
     * <pre>{@code
     * UriExtractor.defaults().find("<URL:ftp://a.example/b> \"http://a.example/\" http://b.example/.")
     *         .map(UriMatch::form).toList();   // [URL_PREFIX, QUOTED, BARE]
     * }</pre>
     */
    public enum Form {
        /**
         * {@code <http://a/b>}: angle brackets, recommended by the 1994 URL draft ("Wrappers for URIs
         * in plain text"), RFC 1738 (Appendix, "Recommendations for URLs in Context") and the 1997
         * and 2003 drafts (Appendix E); may be wrapped across lines.
         */
        ANGLE,
        /**
         * {@code <URL:http://a/b>} (or {@code URL:http://a/b} outside brackets): the prefix of the
         * 1994 URL draft ("PrePrefix") and RFC 1738's Appendix, any case, with or without a space
         * after it (1997 draft, Appendix E).
         */
        URL_PREFIX,
        /** {@code "http://a/b"}: double quotes (1997 and 2003 drafts, Appendix E). */
        QUOTED,
        /** {@code http://a/b}: delimited by whitespace, trailing sentence punctuation removed. */
        BARE,
        /**
         * {@code www.w3.org/Addressing/}, {@code ftp.example.org/pub}, {@code user@host.example}:
         * an abbreviated reference expanded by a heuristic (RFC 3986 draft (2003), Appendix F);
         * only when {@link UriExtractor.Builder#abbreviated(boolean)} is on.
         */
        ABBREVIATED,
        /** {@code [text](http://a/b)}: a Markdown inline link or image destination; relative references count. */
        MARKDOWN,
        /** {@code href="http://a/b"}: an HTML {@code href} attribute value; relative references count. */
        HREF,
        /** {@code src="http://a/b.png"}: an HTML {@code src} attribute value (img, script, iframe, …); relative references count. */
        SRC
    }

    /** Checks that the reference, its form and its URI are given, at a place in a text. */
    public UriMatch {
        if (reference == null || form == null || uri == null || start < 0 || end < start || line < 1) {
            throw new IllegalArgumentException("not a match: " + form + "[" + start + "," + end + ") line " + line
                    + (reference == null || uri == null ? " without its reference" : ""));
        }
    }

    /** Whether {@link #reference()} is an expansion of an abbreviated form ({@link Form#ABBREVIATED}). */
    public boolean isExpanded() {
        return expandedFrom != null;
    }

    /** Whether the reference is an IRI (it has non-ASCII characters; {@link #uri()} maps it, RFC 3987 §3.1). */
    public boolean isIri() {
        return !Ascii.isAscii(reference);
    }

    /**
     * For example {@code ANGLE[21,83) line 1: http://ds.internic.net/instructions/overview.html#WARNING (wrapped)};
     * a password in the reference is masked ({@link Redaction}).
     */
    @Override
    public String toString() {
        return form + "[" + start + "," + end + ") line " + line + ": " + Redaction.redact(reference)
                + (expandedFrom != null ? " (expanded from " + Redaction.redact(expandedFrom) + ")" : "")
                + (isWrapped ? " (wrapped)" : "") + (isAmbiguous ? " (ambiguous hyphen)" : "");
    }
}
