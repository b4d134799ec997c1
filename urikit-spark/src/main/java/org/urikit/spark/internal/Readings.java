package org.urikit.spark.internal;

import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.Idna;

/**
 * How the functions read their text arguments, and what they do with text they cannot read: a URI
 * reference (RFC 3986), or else, for text with non-ASCII characters, an IRI reference (RFC 3987)
 * read as the URI it maps to ({@code Uri.fromIri}: non-ASCII characters percent-encoded as UTF-8,
 * a non-ASCII host in A-labels). A URI is ASCII, so the IRI reading only ever answers where the
 * URI reading has no answer.
 *
 * <pre>{@code
 * Readings.read("http://Example.COM/a");       // the URI as written
 * Readings.read("http://bücher.example/café"); // http://xn--bcher-kva.example/caf%C3%A9
 * Readings.read("http://h:x/");                // null: neither (PORT_INVALID at 9)
 * }</pre>
 *
 * <p>The kernels follow one pattern: read, answer, and on text they cannot read return
 * {@link #invalid} (NULL, or {@link UriSqlException} when the call fails on error); a failure of the
 * library itself goes to {@link #failed}, so that one bad row never fails a task unless asked to.
 */
final class Readings {
    /** What the functions that read a reference expect. */
    static final String REFERENCE = "a URI reference (RFC 3986) or IRI reference (RFC 3987)";
    /** What a base (and a relativized target) must be. */
    static final String ABSOLUTE = "an absolute URI (RFC 3986 §4.3) or IRI (RFC 3987)";

    private Readings() {
    }

    /** {@code text} as a URI reference, or as the URI of an IRI reference; null if it is neither. */
    static Uri read(String text) {
        Uri u = Uri.parseOrNull(text);
        if (u != null || Idna.isAscii(text)) {
            return u;
        }
        try {
            return Uri.fromIri(text);
        } catch (UriSyntaxException e) {
            return null;
        }
    }

    /** {@link #read}, and null unless the result is an absolute URI (RFC 3986 §4.3). */
    static Uri readAbsolute(String text) {
        Uri u = read(text);
        return u == null || !u.isAbsolute() ? null : u;
    }

    /**
     * Null, for {@code text} that {@link #read} (or, with {@code absolute}, {@link #readAbsolute})
     * rejects; or, when {@code call} fails on error, {@link UriSqlException#INVALID_URI} with the
     * reason: the URI parser's for ASCII text, the IRI mapping's for other text,
     * {@code SCHEME_MISSING} at 0 for a relative reference where an absolute URI is needed.
     *
     * @param argument the argument as the message names it: "the argument", "the base", ...
     */
    static <T> T invalid(Call call, String argument, String text, boolean absolute) {
        if (!call.failOnError()) {
            return null;
        }
        throw reason(call, argument, absolute ? ABSOLUTE : REFERENCE, text, !absolute || read(text) == null);
    }

    private static UriSqlException reason(Call call, String argument, String expected, String text, boolean unreadable) {
        if (!unreadable) {
            return UriSqlException.invalid(call, argument, expected, text, SyntaxError.SCHEME_MISSING, 0);
        }
        if (!Idna.isAscii(text)) {
            try {
                Uri.fromIri(text);
            } catch (UriSyntaxException e) {
                return UriSqlException.invalid(call, argument, expected, text, e.error(), e.index());
            }
        }
        ParseResult r = Uri.tryParse(text);
        if (r instanceof ParseResult.Failure f) {
            return UriSqlException.invalid(call, argument, expected, text, f.error(), f.index());
        }
        return UriSqlException.invalid(call, argument, expected, text, SyntaxError.SCHEME_MISSING, 0);
    }

    /**
     * After a kernel caught {@code e}: rethrows a {@link UriSqlException} (the kernel's own answer),
     * raises {@link UriSqlException#INTERNAL} when {@code call} fails on error, and gives null
     * otherwise (a failure of the library, a bug, costs one row its answer, not the task).
     */
    static <T> T failed(Call call, Throwable e) {
        if (e instanceof UriSqlException mine) {
            throw mine;
        }
        if (call.failOnError()) {
            throw UriSqlException.internal(call, e);
        }
        return null;
    }
}
