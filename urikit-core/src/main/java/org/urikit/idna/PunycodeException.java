package org.urikit.idna;

/**
 * Why a string could not be Punycode-encoded or -decoded (RFC 3492), and where.
 *
 * <pre>{@code
 * try {
 *     Punycode.decode("ls8h=");
 * } catch (PunycodeException e) {
 *     e.reason();    // DIGIT_INVALID
 *     e.index();     // 4: the '=' in the input
 *     e.getMessage(); // "DIGIT_INVALID at index 4: '=' is not a Punycode digit (a-z, A-Z, 0-9)"
 * }
 * }</pre>
 */
public final class PunycodeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The kinds of failure. */
    public enum Reason {
        /** Decoding: a character that is not a base-36 digit ({@code a-z}, {@code A-Z}, {@code 0-9}) where one is expected (RFC 3492 §6.2). */
        DIGIT_INVALID,
        /** Decoding: a non-basic (non-ASCII) code point before the last delimiter (RFC 3492 §6.2). */
        NON_BASIC,
        /** Decoding: the input ends inside a variable-length integer (RFC 3492 §6.2). */
        TRUNCATED,
        /** A value would exceed the 31-bit integers of the computation (RFC 3492 §6.4). */
        OVERFLOW,
        /** Decoding: the result would contain a surrogate or a value above U+10FFFF, which no string can hold. */
        CODE_POINT_INVALID,
        /** Encoding: the input holds an unpaired surrogate, which is not a Unicode scalar value. */
        SURROGATE_UNPAIRED
    }

    private final Reason reason;
    private final int index;

    PunycodeException(Reason reason, int index, String detail) {
        super(reason + " at index " + index + ": " + detail);
        this.reason = reason;
        this.index = index;
    }

    /** What went wrong. */
    public Reason reason() {
        return reason;
    }

    /** The UTF-16 index in the input where it went wrong. */
    public int index() {
        return index;
    }
}
