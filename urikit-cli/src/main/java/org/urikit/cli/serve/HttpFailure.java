package org.urikit.cli.serve;

/**
 * A request the server does not answer with a result: an HTTP status (RFC 9110 §15.5), a short
 * code and a sentence for people, sent as {@code {"error":"too-large","message":"..."}}.
 *
 * <pre>{@code
 * throw new HttpFailure(413, "too-large", "the request body is over 65536 bytes");
 * }</pre>
 */
final class HttpFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    HttpFailure(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    /** The HTTP status. */
    int status() {
        return status;
    }

    /** The short code, e.g. {@code too-large}. */
    String code() {
        return code;
    }
}
