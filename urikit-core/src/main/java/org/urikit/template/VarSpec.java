package org.urikit.template;

/**
 * One {@code varspec = varname [ modifier-level4 ]} of an expression (RFC 6570 §2.3, §2.4):
 * the name as written, the prefix length (0 for none) or the explode flag, and where it is in
 * the template (for error messages and partial expansion).
 */
final class VarSpec {
    /** The name exactly as written, pct-encoded triplets included (RFC 6570 §2.3). */
    final String name;
    /** {@code max-length} of a prefix modifier, 1 to 9999; 0 when there is none (RFC 6570 §2.4.1). */
    final int prefix;
    /** Whether the explode modifier {@code "*"} is given (RFC 6570 §2.4.2). */
    final boolean explode;
    /** The index of the name's first character in the template. */
    final int index;
    /** The index after the varspec (after its modifier, if any). */
    final int end;

    VarSpec(String name, int prefix, boolean explode, int index, int end) {
        this.name = name;
        this.prefix = prefix;
        this.explode = explode;
        this.index = index;
        this.end = end;
    }

    /** Appends the varspec as written, e.g. {@code "var:3"}, {@code "list*"}, to {@code sb}. */
    void appendText(StringBuilder sb, String template) {
        sb.append(template, index, end);
    }
}
