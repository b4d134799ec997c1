package org.urikit.scheme;

import org.urikit.error.Severity;

/**
 * The file rules (RFC 1738 §3.10, {@code fileurl = "file://" [ host | "localhost" ] "/" fpath};
 * RFC 8089 §2) and the findings of converting a file URL to a
 * local path ({@link FileUrl#toPathString(PathConvention)}).
 *
 * <pre>{@code
 * SchemeRegistry.defaults().validate(Uri.parse("file://h:8/x"));   // [ERROR FILE_PORT at 8: ...]
 * FileUrl.parse("file://server/x").toPathString(PathConvention.UNIX);
 * // SchemeSyntaxException [ERROR FILE_NOT_LOCAL at 7: ...]
 * }</pre>
 */
public enum FileIssue implements Issue {
    /** A userinfo ({@code file://u@h/x}): the file scheme has none (RFC 1738 §3.10; RFC 8089 §2). */
    FILE_USERINFO,
    /** A port ({@code file://h:8/x}): the file scheme names no protocol and has none (RFC 1738 §3.10). */
    FILE_PORT,
    /** A path that is not absolute without an authority ({@code file:etc/motd}): RFC 8089 §2 {@code local-path = path-absolute}. */
    FILE_PATH_NOT_ABSOLUTE,
    /** A query ({@code file:///x?y}): the file scheme defines none; converting to a local path refuses it. */
    FILE_QUERY,
    /** Conversion: the host is another machine, which a Unix path cannot name (RFC 1738 §3.10). */
    FILE_NOT_LOCAL,
    /** Conversion: a segment decodes to a path separator ({@code %2F}, and {@code %5C} on Windows), which would change the path's structure. */
    FILE_ENCODED_SEPARATOR,
    /** Conversion: a segment's escapes are not UTF-8 (RFC 3986 §2.5), so no file name corresponds to it. */
    FILE_NOT_UTF8,
    /** Conversion: a segment decodes to a character Windows does not allow in a file name ({@code < > : " | ? *}, controls). */
    FILE_WINDOWS_NAME_INVALID;

    /** {@link Severity#WARNING} for {@link #FILE_QUERY}, else {@link Severity#ERROR}. */
    @Override
    public Severity defaultSeverity() {
        return this == FILE_QUERY ? Severity.WARNING : Severity.ERROR;
    }
}
