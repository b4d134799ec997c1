package org.urikit.template;

import org.urikit.error.InputSyntaxException;

/**
 * Thrown when a string is not a URI Template (RFC 6570 §2), when values cannot be expanded
 * (RFC 6570 §2.3, §2.4.1), or when a template that is not matchable is asked to match. It
 * carries the reason ({@link #error()}), the template and the 0-based UTF-16 index in it
 * ({@link #index()}); {@link #getMessage()} draws a caret under that character.
 *
 * <pre>{@code
 * try {
 *     UriTemplate.parse("{var:0}");
 * } catch (UriTemplateException e) {
 *     e.error();        // PREFIX_INVALID
 *     e.index();        // 5
 *     e.getMessage();   // "PREFIX_INVALID at index 5: a prefix modifier is ':' followed by a length from 1 to 9999, found '0'
 *                       //    {var:0}
 *                       //         ^"
 * }
 * }</pre>
 *
 * <p>An {@link InputSyntaxException} like {@link org.urikit.error.UriSyntaxException}: unchecked, a
 * code, an index, and a message built only when it is read; the template is {@link #rawInput()}
 * ({@link #input()} with a password of a URI in it masked). Long templates are shown as a window
 * around the index. A {@link TemplateError#TEMPLATE_NOT_MATCHABLE} exception also has a {@link #detail()}
 * saying which expression makes matches ambiguous.
 */
public final class UriTemplateException extends InputSyntaxException {
    private static final long serialVersionUID = 1L;

    private final TemplateError error;
    private final String detail;

    /**
     * @param error    the reason
     * @param template the whole template text
     * @param index    the 0-based UTF-16 index in {@code template}, from 0 to {@code template.length()}
     */
    public UriTemplateException(TemplateError error, String template, int index) {
        this(error, template, index, null);
    }

    /**
     * @param error    the reason
     * @param template the whole template text
     * @param index    the 0-based UTF-16 index in {@code template}, from 0 to {@code template.length()}
     * @param detail   a sentence added to the description (null for none)
     */
    public UriTemplateException(TemplateError error, String template, int index, String detail) {
        super(detail == null ? error.description() : error.description() + ": " + detail, template, index);
        this.error = error;
        this.detail = detail;
    }

    /** {@link TemplateError#name()}. */
    @Override
    protected String code() {
        return error.name();
    }

    /** The reason code. */
    public TemplateError error() {
        return error;
    }

    /** What exactly is wrong beyond {@link TemplateError#description()}, or null. */
    public String detail() {
        return detail;
    }

    /** {@code "template"}. */
    @Override
    protected String textName() {
        return "template";
    }
}
