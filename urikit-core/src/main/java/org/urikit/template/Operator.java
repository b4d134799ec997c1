package org.urikit.template;

import org.urikit.encoding.CharClass;

/**
 * The expression operators and their expansion behaviour, the table of RFC 6570 Appendix A:
 *
 * <pre>
 *           NUL   +     .     /     ;     ?     &amp;     #
 * first     ""    ""    "."   "/"   ";"   "?"   "&amp;"   "#"
 * sep       ","   ","   "."   "/"   ";"   "&amp;"   "&amp;"   ","
 * named     no    no    no    no    yes   yes   yes   no
 * ifemp     ""    ""    ""    ""    ""    "="   "="   ""
 * allow     U     U+R   U     U     U     U     U     U+R
 * </pre>
 *
 * U is {@code unreserved} (RFC 3986 §2.3) and U+R adds {@code reserved} (§2.2) and keeps
 * {@code pct-encoded} triplets as they are (RFC 6570 §3.2.3).
 */
enum Operator {
    /** Simple string expansion, {@code {var}} (RFC 6570 §3.2.2). */
    NONE('\0', "", ',', false, "", false),
    /** Reserved expansion, {@code {+var}} (RFC 6570 §3.2.3). */
    RESERVED('+', "", ',', false, "", true),
    /** Fragment expansion, {@code {#var}} (RFC 6570 §3.2.4). */
    FRAGMENT('#', "#", ',', false, "", true),
    /** Label expansion with dot-prefix, {@code {.var}} (RFC 6570 §3.2.5). */
    LABEL('.', ".", '.', false, "", false),
    /** Path segment expansion, {@code {/var}} (RFC 6570 §3.2.6). */
    PATH('/', "/", '/', false, "", false),
    /** Path-style parameter expansion, {@code {;var}} (RFC 6570 §3.2.7). */
    PATH_PARAMETER(';', ";", ';', true, "", false),
    /** Form-style query expansion, {@code {?var}} (RFC 6570 §3.2.8). */
    QUERY('?', "?", '&', true, "=", false),
    /** Form-style query continuation, {@code {&var}} (RFC 6570 §3.2.9). */
    QUERY_CONTINUATION('&', "&", '&', true, "=", false);

    /** The characters that expansion leaves as they are under U+R (RFC 6570 §1.5: reserved and unreserved). */
    static final CharClass UNRESERVED_OR_RESERVED = CharClass.UNRESERVED.union(CharClass.RESERVED);

    /** The operator character, {@code '\0'} for none. */
    final char symbol;
    final String first;
    final char separator;
    final boolean named;
    final String ifEmpty;
    /** Whether reserved characters and pct-encoded triplets pass unencoded (U+R). */
    final boolean allowReserved;

    Operator(char symbol, String first, char separator, boolean named, String ifEmpty, boolean allowReserved) {
        this.symbol = symbol;
        this.first = first;
        this.separator = separator;
        this.named = named;
        this.ifEmpty = ifEmpty;
        this.allowReserved = allowReserved;
    }

    /**
     * The operator for {@code c}: one of {@code + # . / ; ? &}; null for any other character.
     * {@code operator = op-level2 / op-level3 / op-reserve} (RFC 6570 §2.2).
     */
    static Operator of(char c) {
        return switch (c) {
            case '+' -> RESERVED;
            case '#' -> FRAGMENT;
            case '.' -> LABEL;
            case '/' -> PATH;
            case ';' -> PATH_PARAMETER;
            case '?' -> QUERY;
            case '&' -> QUERY_CONTINUATION;
            default -> null;
        };
    }

    /** {@code op-reserve = "=" / "," / "!" / "@" / "|"}: reserved for future extensions (RFC 6570 §2.2). */
    static boolean isReservedForExtensions(char c) {
        return c == '=' || c == ',' || c == '!' || c == '@' || c == '|';
    }

    /** The text of the operator in a template: {@code ""} for none. */
    String text() {
        return this == NONE ? "" : String.valueOf(symbol);
    }
}
