package org.urikit.cli;

import java.util.Objects;
import org.urikit.ParseResult;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;

/**
 * What one item of {@code resolve}, {@code relativize}, {@code normalize} or {@code equivalent}
 * came to: a value, or the {@link Rejection} of one of its inputs, with the library's reason
 * code, index and message (docs/cli.md: {@code "result":null,"error":…,"index":…,"message":…}).
 *
 * <pre>{@code
 * Outcome<Uri> base = Outcome.parse("base", "http://h:x/", Profile.RFC3986);
 * base.succeeded();              // false
 * base.rejection().error();      // "PORT_INVALID"
 * base.rejection().in();         // "base": the input the index is in
 * base.rejection().index();      // 9: an index into the base
 * base.rejection().human();      // "error in the base: PORT_INVALID at index 9: the port must be decimal digits, found 'x'"
 * }</pre>
 *
 * @param value     the value, null when rejected
 * @param rejection why there is no value, null when there is one
 * @param <T>       the type of the value
 */
record Outcome<T>(T value, Rejection rejection) {

    Outcome {
        if ((value == null) == (rejection == null)) {
            throw new IllegalArgumentException("exactly one of value and rejection");
        }
    }

    /**
     * The rejection of one input string.
     *
     * @param in      which input the index refers to: {@code "base"}, {@code "reference"}, {@code "target"},
     *                {@code "input"}, {@code "A"}, {@code "B"} (the JSON field {@code errorIn})
     * @param error   the library's reason code (for {@code --whatwg} input, the URL Standard's name)
     * @param index   the 0-based UTF-16 index in that input
     * @param message the library's message, with its caret lines
     */
    record Rejection(String in, String error, int index, String message) {
        Rejection {
            Objects.requireNonNull(in, "in");
            Objects.requireNonNull(error, "error");
            Objects.requireNonNull(message, "message");
        }

        /** One line for people: {@code error in the base: CODE at index N: description} (the caret lines left out). */
        String human() {
            return "error in " + (in.length() == 1 ? in : "the " + in) + ": " + HumanLine.firstLine(message);
        }
    }

    /** A value. */
    static <T> Outcome<T> of(T value) {
        return new Outcome<>(Objects.requireNonNull(value, "value"), null);
    }

    /** {@code text} parsed under {@code profile}, or its rejection as the input called {@code in}. */
    static Outcome<Uri> parse(String in, String text, Profile profile) {
        ParseResult r = Uri.tryParse(text, profile);
        if (r instanceof ParseResult.Success s) {
            return of(s.uri());
        }
        ParseResult.Failure f = (ParseResult.Failure) r;
        return new Outcome<>(null, new Rejection(in, f.error().name(), f.index(), f.message()));
    }

    /** A library operation's refusal, blamed on the input called {@code in} (the one {@code e.index()} is in). */
    static <T> Outcome<T> rejected(String in, UriSyntaxException e) {
        return new Outcome<>(null, new Rejection(in, e.error().name(), e.index(), e.getMessage()));
    }

    /** A refusal with its own code. */
    static <T> Outcome<T> rejected(String in, String error, int index, String message) {
        return new Outcome<>(null, new Rejection(in, error, index, message));
    }

    /** Whether there is a value. */
    boolean succeeded() {
        return rejection == null;
    }

    /** This rejection as the outcome of another step (only for a rejected outcome). */
    <U> Outcome<U> rejectedAs() {
        if (rejection == null) {
            throw new IllegalStateException("not rejected: " + value);
        }
        return new Outcome<>(null, rejection);
    }
}
