package org.urikit.template;

/**
 * One {@code expression = "{" [ operator ] variable-list "}"} of a template (RFC 6570 §2.2):
 * its operator, its varspecs in order, and where it is in the template.
 */
final class Expression {
    final Operator operator;
    final VarSpec[] vars;
    /** The index of the {@code "{"} in the template. */
    final int start;
    /** The expression as written, braces included. */
    final String text;

    Expression(Operator operator, VarSpec[] vars, int start, String text) {
        this.operator = operator;
        this.vars = vars;
        this.start = start;
        this.text = text;
    }
}
