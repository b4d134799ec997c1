package org.urikit;

import java.util.Objects;

/**
 * One change that {@link Uri#parseLenient(String)} made to the text a person typed: what kind of
 * change, where in the <em>original</em> input, which text was there and what replaced it.
 *
 * <pre>{@code
 * Uri.parseLenient("http://a/b c").repairs();
 * // [ENCODED_SPACE at 10: " " -> "%20"]
 * }</pre>
 *
 * <p>Applying the repairs to the input in index order, each replacing {@code original} at
 * {@code index}, gives the repaired text. Adjacent repairs of the same kind are one record:
 * {@code "http://a/\\\\b"} has one {@link Kind#BACKSLASH_AS_SLASH} repair with original {@code "\\\\"}.
 *
 * @param kind what was done
 * @param index the 0-based UTF-16 index of {@code original} in the input as given
 * @param original the text that was removed or replaced (never empty)
 * @param replacement what took its place (empty for a removal)
 * @see RepairedUri
 */
public record Repair(Kind kind, int index, String original, String replacement) {

    /** What kind of repair was made (RFC 3986 Appendix C; RFC 1738 Appendix; draft-fielding-url-syntax-05 Appendix E). */
    public enum Kind {
        /** Whitespace (Unicode spaces and control characters) around the text, or just inside a wrapper, removed. */
        TRIMMED_WHITESPACE,
        /** One character of the one pair of {@code <...>} or {@code "..."} around the text removed (RFC 3986 Appendix C). */
        STRIPPED_WRAPPER,
        /** A leading {@code URL:} (any case) and the whitespace after it removed (RFC 1738 Appendix; the 1994 URL draft's "PrePrefix"). */
        STRIPPED_URL_PREFIX,
        /** A run of whitespace that holds a tab or line break, as left by wrapping a long URI, removed (RFC 3986 Appendix C). */
        REMOVED_LINE_BREAK,
        /** A space written as {@code %20}. */
        ENCODED_SPACE,
        /** A US-ASCII character the component does not allow (such as {@code " < > \ ^ ` { | }}) percent-encoded. */
        ENCODED_CHARACTER,
        /** A non-ASCII character percent-encoded as UTF-8; a lone surrogate becomes {@code %EF%BF%BD} (U+FFFD). */
        ENCODED_NON_ASCII,
        /** A {@code '%'} not followed by two hexadecimal digits written as {@code %25}. */
        ENCODED_PERCENT,
        /**
         * A {@code '\'} before the query read as {@code '/'} in a reference with a special scheme
         * ({@code http https ws wss ftp file}) or none, as the URL Standard's parser reads it.
         */
        BACKSLASH_AS_SLASH,
        /** A registered name with non-ASCII characters written in its A-label form (URL Standard, domain to ASCII; UTS #46). */
        HOST_TO_ASCII
    }

    /** Checks the components: an index in the input, text that was there, what replaced it. */
    public Repair {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(replacement, "replacement");
        if (index < 0 || original.isEmpty()) {
            throw new IllegalArgumentException("a repair at " + index + " of " + original.length() + " characters");
        }
    }

    /** {@code ENCODED_SPACE at 10: " " -> "%20"} ({@code ""} for a removal). */
    @Override
    public String toString() {
        return kind + " at " + index + ": \"" + original + "\" -> \"" + replacement + "\"";
    }
}
