package org.urikit.scheme;

import org.urikit.error.Severity;

/**
 * The mailto rules (RFC 6068; RFC 1738 §3.5 is its simplest
 * case), checked by the mailto handler. A CR or LF in a header value
 * other than {@code body} is {@link CommonIssue#ENCODED_LINE_BREAK}: it would add a header.
 *
 * <pre>{@code
 * SchemeRegistry r = SchemeRegistry.defaults();
 * r.validate(Uri.parse("mailto:joe"));                        // [ERROR MAILTO_ADDRESS_INVALID at 7: ..., WARNING MAILTO_RECIPIENT_MISSING at 7: ...]
 * r.validate(Uri.parse("mailto:a@example.com?subject"));      // [ERROR MAILTO_HEADER_INVALID at 21: ...]
 * r.validate(Uri.parse("mailto:a@example.com?bcc=b@x.org"));  // [WARNING MAILTO_HEADER_UNSAFE at 21: ...]
 * }</pre>
 */
public enum MailtoIssue implements Issue {
    /** An authority ({@code mailto://...}): mailto URIs have none (RFC 6068 §2). */
    MAILTO_AUTHORITY,
    /** Nothing after {@code mailto:} under {@link org.urikit.Profile#RFC1738}: {@code encoded822addr = 1*xchar} (RFC 1738 §5). */
    MAILTO_EMPTY,
    /** No recipient, neither in the path nor in a {@code to} header: RFC 6068 allows it, the user must add one. */
    MAILTO_RECIPIENT_MISSING,
    /** An address of the path that is not an {@code addr-spec} (RFC 6068 §2; RFC 5322 §3.4.1), or an empty one ({@code a@x,,b@y}). */
    MAILTO_ADDRESS_INVALID,
    /**
     * A character RFC 6068 §2 says must be percent-encoded, written literally: {@code / & ; =} in
     * an address, {@code / ? =} inside a header name or value ({@code qchar}). Parsing is still
     * unambiguous, hence a warning.
     */
    MAILTO_CHAR_UNENCODED,
    /** A header field that is not {@code hfname "=" hfvalue} with a non-empty name (RFC 6068 §2). */
    MAILTO_HEADER_INVALID,
    /**
     * A header other than {@code to}, {@code cc}, {@code subject}, {@code keywords}, {@code body}
     * and {@code in-reply-to}: RFC 6068 §6 says only a limited set is safe in general, and a client
     * should not create a message with a dangerous one ({@code bcc}, {@code from}, ...).
     */
    MAILTO_HEADER_UNSAFE,
    /** The same header ({@code subject}, {@code body}, ...) twice: the first value is used. Address headers may repeat. */
    MAILTO_HEADER_REPEATED;

    /**
     * {@link Severity#WARNING} for {@link #MAILTO_RECIPIENT_MISSING}, {@link #MAILTO_CHAR_UNENCODED},
     * {@link #MAILTO_HEADER_UNSAFE}, {@link #MAILTO_HEADER_REPEATED}; else
     * {@link Severity#ERROR}.
     */
    @Override
    public Severity defaultSeverity() {
        switch (this) {
            case MAILTO_RECIPIENT_MISSING:
            case MAILTO_CHAR_UNENCODED:
            case MAILTO_HEADER_UNSAFE:
            case MAILTO_HEADER_REPEATED:
                return Severity.WARNING;
            default:
                return Severity.ERROR;
        }
    }
}
