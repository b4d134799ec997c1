package org.urikit.spark.internal;

import java.util.Locale;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.urikit.Equivalence;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Uri;

/**
 * The per-row work of every urikit SQL function: Spark's internal string type in, the library's
 * answer out. Generated code calls these methods directly, so they are public; they are not API
 * (the functions are, see {@code org.urikit.spark.UrikitFunctions}).
 *
 * <pre>{@code
 * UriKernels.host(UTF8String.fromString("http://[::1]:80/"));   // "[::1]"
 * UriKernels.host(UTF8String.fromString("http://h:x/"));       // null: not a URI reference
 * }</pre>
 *
 * <p>Contract of every method: the arguments are never null (the expressions return SQL NULL for
 * a NULL argument before calling), and no method throws. Invalid input gives {@code null}, or
 * {@code valid = false} with the error for {@link #parse}; a failure of the library itself
 * ({@link RuntimeException} or {@link StackOverflowError}, which would be a bug) is caught per row
 * and treated the same way, so one bad row never fails a task. Parsing is RFC 3986
 * ({@code Uri.parse}); the text is Spark's UTF-8 decoded to a Java string.
 */
public final class UriKernels {
    /** The {@code error} of {@link #parse} when the library failed on a row instead of answering. */
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    private UriKernels() {
    }

    /**
     * {@code uri_parse}: a row of {@link UriStruct#TYPE}. A valid reference gives its raw components
     * (null where absent, RFC 3986 §3), {@code valid = true}; an invalid one gives
     * {@code valid = false}, the {@code SyntaxError} name and the index of the first offending
     * character. With {@code redactPasswords} a non-empty password in the userinfo reads
     * {@code ****} (RFC 3986 §3.2.1, §7.5).
     */
    public static InternalRow parse(UTF8String s, boolean redactPasswords) {
        Object[] v = new Object[UriStruct.FIELDS];
        try {
            ParseResult r = Uri.tryParse(s.toString());
            if (r instanceof ParseResult.Success ok) {
                Uri u = ok.uri();
                HostKind kind = u.hostKind();
                String userInfo = u.userInfo();
                if (redactPasswords && u.hasPassword()) {
                    userInfo = Uri.parse(u.redacted()).userInfo();
                }
                v[UriStruct.SCHEME] = utf8(u.scheme());
                v[UriStruct.USERINFO] = utf8(userInfo);
                v[UriStruct.HOST] = utf8(u.host());
                v[UriStruct.HOST_TYPE] = kind == null ? null : utf8(kind.cliName());
                v[UriStruct.PORT] = utf8(u.port());
                v[UriStruct.PATH] = utf8(u.path());
                v[UriStruct.QUERY] = utf8(u.query());
                v[UriStruct.FRAGMENT] = utf8(u.fragment());
                v[UriStruct.VALID] = Boolean.TRUE;
            } else {
                ParseResult.Failure f = (ParseResult.Failure) r;
                v[UriStruct.VALID] = Boolean.FALSE;
                v[UriStruct.ERROR] = utf8(f.error().name());
                v[UriStruct.ERROR_INDEX] = f.index();
            }
        } catch (RuntimeException | StackOverflowError e) {
            v = new Object[UriStruct.FIELDS];
            v[UriStruct.VALID] = Boolean.FALSE;
            v[UriStruct.ERROR] = utf8(INTERNAL_ERROR);
        }
        return new GenericInternalRow(v);
    }

    /** {@code uri_valid}: whether the text is a URI reference (RFC 3986 §4.1). */
    public static boolean valid(UTF8String s) {
        try {
            return Uri.isValid(s.toString());
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    /** {@code uri_host}: the raw host (brackets kept for an IP literal, possibly empty), or null. */
    public static UTF8String host(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.host());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_normalize(s)}: every RFC 3986 §6.2.2 step and the §6.2.3 scheme rung ({@code Uri.normalize()}). */
    public static UTF8String normalize(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.normalize().toString());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_normalize(s, level)}: {@code syntax} (§6.2.2 only) or {@code scheme} (also §6.2.3); null for another level. */
    public static UTF8String normalize(UTF8String s, UTF8String level) {
        Equivalence e = normalizeLevel(level.toString());
        if (e == null) {
            return null;
        }
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.normalize(e.normalizations()).toString());
        } catch (RuntimeException | StackOverflowError x) {
            return null;
        }
    }

    /** {@code uri_resolve}: the target of {@code ref} against the absolute URI {@code base} (RFC 3986 §5.2, strict), or null. */
    public static UTF8String resolve(UTF8String base, UTF8String ref) {
        try {
            Uri b = Uri.parseOrNull(base.toString());
            if (b == null || !b.isAbsolute()) {
                return null;
            }
            Uri t = b.resolveOrNull(ref.toString());
            return t == null ? null : utf8(t.toString());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_relativize}: the shortest reference from {@code base} to {@code target} ({@code Uri.relativize}), or null. */
    public static UTF8String relativize(UTF8String base, UTF8String target) {
        try {
            Uri b = Uri.parseOrNull(base.toString());
            Uri t = Uri.parseOrNull(target.toString());
            if (b == null || t == null || !b.isAbsolute() || !t.isAbsolute()) {
                return null;
            }
            return utf8(b.relativize(t).toString());
        } catch (RuntimeException | StackOverflowError e) {     // UriSyntaxException included
            return null;
        }
    }

    /** {@code uri_equivalence_key(s)}: the key at the scheme rung of RFC 3986 §6.2 ({@code Equivalence.SCHEME}). */
    public static UTF8String equivalenceKey(UTF8String s) {
        return key(s, Equivalence.SCHEME);
    }

    /** {@code uri_equivalence_key(s, level)}: {@code string}, {@code syntax} or {@code scheme}; null for another level. */
    public static UTF8String equivalenceKey(UTF8String s, UTF8String level) {
        Equivalence e = equivalenceLevel(level.toString());
        return e == null ? null : key(s, e);
    }

    private static UTF8String key(UTF8String s, Equivalence level) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.equivalenceKey(level));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * {@code uri_query_param}: the decoded value of the first query parameter called {@code name}
     * ({@code Uri.queryParameters().get}); null when the reference is invalid, has no such
     * parameter, or the parameter has no {@code '='}.
     */
    public static UTF8String queryParam(UTF8String s, UTF8String name) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.queryParameters().get(name.toString()));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_redact}: the text with a non-empty password replaced by {@code ****} ({@code Uri.redacted()}), or null. */
    public static UTF8String redact(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.redacted());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** The level of {@code uri_normalize}: {@code syntax} or {@code scheme} (any case), else null. */
    public static Equivalence normalizeLevel(String name) {
        Equivalence e = equivalenceLevel(name);
        return e == Equivalence.STRING ? null : e;
    }

    /** The level of {@code uri_equivalence_key}: {@code string}, {@code syntax} or {@code scheme} (any case), else null. */
    public static Equivalence equivalenceLevel(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "string":
                return Equivalence.STRING;
            case "syntax":
                return Equivalence.SYNTAX;
            case "scheme":
                return Equivalence.SCHEME;
            default:
                return null;
        }
    }

    private static UTF8String utf8(String s) {
        return s == null ? null : UTF8String.fromString(s);
    }
}
