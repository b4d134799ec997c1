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
    /** The index after the {@code "}"}. */
    final int end;
    private final String template;

    Expression(Operator operator, VarSpec[] vars, String template, int start, int end) {
        this.operator = operator;
        this.vars = vars;
        this.template = template;
        this.start = start;
        this.end = end;
    }

    /** The expression as written, braces included (cut from the template when asked for). */
    String text() {
        return template.substring(start, end);
    }

    /** Appends {@link #text()} to {@code sb}. */
    void appendText(StringBuilder sb) {
        sb.append(template, start, end);
    }
}
