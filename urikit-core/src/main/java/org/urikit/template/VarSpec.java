package org.urikit.template;

/**
 * One {@code varspec = varname [ modifier-level4 ]} of an expression (RFC 6570 §2.3, §2.4):
 * the name as written, the prefix length (0 for none) or the explode flag, and where it is in
 * the template (for error messages and partial expansion).
 *
 * @param name    the name exactly as written, pct-encoded triplets included (RFC 6570 §2.3)
 * @param prefix  {@code max-length} of a prefix modifier, 1 to 9999; 0 when there is none (RFC 6570 §2.4.1)
 * @param explode whether the explode modifier {@code "*"} is given (RFC 6570 §2.4.2)
 * @param index   the index of the name's first character in the template
 * @param end     the index after the varspec (after its modifier, if any)
 */
record VarSpec(String name, int prefix, boolean explode, int index, int end) {
    void appendText(StringBuilder sb, String template) {
        sb.append(template, index, end);
    }
}
