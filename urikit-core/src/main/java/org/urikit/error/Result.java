package org.urikit.error;

/**
 * What the results of the entry points that never throw share ({@code Uri.tryParse} gives a
 * {@code ParseResult}, {@code WebUrl.tryParse} a {@code WebUrlResult}): a value, or a failure
 * that says why and where. Each kind is a sealed interface with a {@code Success} and a
 * {@code Failure} record, for pattern matching.
 *
 * <pre>{@code
 * Result<Uri> r = Uri.tryParse("http://h:x/");
 * r.isSuccess();     // false
 * r.orNull();        // null
 * r.orElseThrow();   // throws UriSyntaxException: PORT_INVALID at index 9 ...
 * }</pre>
 *
 * @param <T> the value's type
 */
public interface Result<T> {
    /** The value, or null for a failure (a success gives its value). */
    default T orNull() {
        return null;
    }

    /** The failure as an exception, to throw or to report; null for a success (a failure gives its exception). */
    default InputSyntaxException toException() {
        return null;
    }

    /** The value, or throws {@link #toException()} for a failure. */
    default T orElseThrow() {
        T value = orNull();
        if (value == null) {
            throw toException();
        }
        return value;
    }

    /** Whether there is a value. */
    default boolean isSuccess() {
        return orNull() != null;
    }
}
