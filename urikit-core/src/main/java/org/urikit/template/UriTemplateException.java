package org.urikit.template;

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
 *     e.error();        // INVALID_PREFIX
 *     e.index();        // 5
 *     e.getMessage();   // "INVALID_PREFIX at index 5: a prefix modifier is ':' followed by a length from 1 to 9999, found '0'
 *                       //    {var:0}
 *                       //         ^"
 * }
 * }</pre>
 *
 * <p>It mirrors {@link org.urikit.error.UriSyntaxException}: unchecked (an
 * {@link IllegalArgumentException}), a code, an index, and a message built only when it is read.
 * Long templates are shown as a window around the index. A {@link TemplateError#NOT_MATCHABLE}
 * exception also has a {@link #detail()} saying which expression makes matches ambiguous.
 */
public final class UriTemplateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient String template;
    private final TemplateError error;
    private final int index;
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
        super(error.description());
        this.error = error;
        this.template = template;
        this.index = index;
        this.detail = detail;
    }

    /**
     * {@code CODE at index N: description[: detail], found 'c'}, then the template (or a window
     * around the index for long templates) and a caret line under the offending character.
     */
    @Override
    public String getMessage() {
        return TemplateDiagnostics.message(error, detail, template, index);
    }

    /** The reason code. */
    public TemplateError error() {
        return error;
    }

    /** The template text. */
    public String template() {
        return template;
    }

    /** The 0-based UTF-16 index in {@link #template()} ({@code template().length()} when the template ended too early). */
    public int index() {
        return index;
    }

    /** What exactly is wrong beyond {@link TemplateError#description()}, or null. */
    public String detail() {
        return detail;
    }
}
