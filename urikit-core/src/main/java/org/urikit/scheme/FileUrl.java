package org.urikit.scheme;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;

/**
 * A {@code file} URL (RFC 1738 §3.10, {@code file://<host>/<path>}; RFC 8089): an immutable
 * view with the host and path decoded, conversions to and from local paths under the Unix and
 * Windows conventions, and a builder.
 *
 * <pre>{@code
 * FileUrl u = FileUrl.parse("file:///home/me/caf%C3%A9%20menu.txt");
 * u.isLocal();          // true: the empty host is the machine interpreting the URL (RFC 1738 §3.10)
 * u.decodedPathSegments();     // ["home", "me", "café menu.txt"]
 * u.toPathString(PathConvention.UNIX);                       // /home/me/café menu.txt
 * FileUrl.parse("file:///C:/Program%20Files/x.txt").toPathString(PathConvention.WINDOWS);
 * // C:\Program Files\x.txt
 * FileUrl.parse("file://server/share/x").toPathString(PathConvention.WINDOWS);   // \\server\share\x (UNC)
 * FileUrl.fromPathString("C:\\a b\\c", PathConvention.WINDOWS);                  // file:///C:/a%20b/c
 * FileUrl.fromPath(Path.of("/tmp/x"));                                         // file:///tmp/x
 * }</pre>
 *
 * <h2>The path mappings (RFC 8089 §2 and Appendix E)</h2>
 * <table>
 * <caption>URL and path, in both directions</caption>
 * <tr><th>URL</th><th>Unix</th><th>Windows</th></tr>
 * <tr><td>{@code file:///etc/motd}, {@code file://localhost/etc/motd}, {@code file:/etc/motd}</td>
 *     <td>{@code /etc/motd}</td><td>{@code \etc\motd} (rooted on the current drive)</td></tr>
 * <tr><td>{@code file:///C:/x/y%20z} (also {@code C%7C}, E.2.2's {@code C|} encoded)</td><td>{@code /C:/x/y z}</td><td>{@code C:\x\y z}</td></tr>
 * <tr><td>{@code file://server/share/x} (E.3.1), {@code file:////server/share/x} (E.3.2)</td>
 *     <td>refused: another host ({@link FileIssue#FILE_NOT_LOCAL})</td><td>{@code \\server\share\x}</td></tr>
 * </table>
 * Names are percent-encoded as UTF-8 (RFC 3986 §2.5) with path-segment rules, so spaces and non-ASCII
 * round-trip; a segment that would decode to a separator ({@code %2F}, and {@code %5C} on
 * Windows), to NUL, to bytes that are not UTF-8 or (on Windows) to a character Windows forbids
 * is refused rather than changed. A query is refused; a fragment is dropped.
 *
 * <p>Other systems are mapped by the user, as RFC 1738 §3.10 shows for VMS: the file
 * {@code DISK$USER:[MY.NOTES]NOTE123456.TXT} on {@code vms.host.edu} is
 * {@code file://vms.host.edu/disk$user/my/notes/note12345.txt} (the seed's own example, whose
 * name differs between the two forms); urikit gives that URL's host and segments but does not
 * convert VMS syntax.
 *
 * <p>{@link #fields()} names the parts {@code host} (null without an authority, {@code ""} when
 * empty), {@code local}, {@code path} (as written) and {@code pathSegments} (decoded).
 */
public final class FileUrl extends UriView {

    /**
     * Parses a file URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a file URL with an absolute path
     */
    public static FileUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a file URL with an absolute path
     */
    public static FileUrl from(Uri uri) {
        return Checks.view(uri, FileSchemeHandler.INSTANCE, FileSchemeHandler.INSTANCE::view, "a file URL");
    }

    /**
     * The file URL of a local path string written in {@code convention}.
     *
     * @throws IllegalArgumentException if {@code path} is not absolute in that convention
     *     (relative, drive-relative such as {@code C:x}, a UNC path without a share), or contains
     *     NUL or a lone surrogate
     */
    public static FileUrl fromPathString(String path, PathConvention convention) {
        return new FileUrl(FilePaths.fromPath(Objects.requireNonNull(path, "path"), Objects.requireNonNull(convention, "convention")));
    }

    /** The file URL of {@code path}, made absolute, in the convention of its file system. */
    public static FileUrl fromPath(Path path) {
        Path p = path.toAbsolutePath();
        return fromPathString(p.toString(), PathConvention.of(p.getFileSystem()));
    }

    /** The view of {@code uri}, which {@link FileSchemeHandler#view} has checked. */
    FileUrl(Uri uri) {
        super(uri, FileSchemeHandler.INSTANCE);
    }

    /** The host, decoded: {@code ""} for {@code file:///}, null for {@code file:/x} (no authority). */
    public String host() {
        if (!uri.hasAuthority()) {
            return null;
        }
        return Checks.decodedHost(uri);
    }

    /** Whether the file is on the machine interpreting the URL: no host, an empty host, or {@code localhost} (RFC 1738 §3.10). */
    public boolean isLocal() {
        return FileSchemeHandler.isLocal(uri);
    }

    /** The path as written. */
    public String path() {
        return uri.path();
    }

    /** The path segments, decoded ({@link Uri#decodedPathSegments()}). */
    public List<String> decodedPathSegments() {
        return uri.decodedPathSegments();
    }

    /**
     * The local path this URL names, written in {@code convention} (see the class comment).
     *
     * @throws SchemeSyntaxException naming each reason the URL has no such path
     */
    public String toPathString(PathConvention convention) {
        return FilePaths.toPath(uri, Objects.requireNonNull(convention, "convention"));
    }

    /**
     * The local path this URL names, on the default file system.
     *
     * @throws SchemeSyntaxException if the URL names no local path (see {@link #toPathString})
     */
    public Path toPath() {
        return Path.of(toPathString(PathConvention.current()));
    }

    /** {@code host}, {@code local}, {@code path}, {@code pathSegments}. */
    @Override
    public Map<String, Object> fields() {
        return fields("host", host(), "local", isLocal(), "path", path(), "pathSegments", decodedPathSegments());
    }

    /** A builder holding this URL's parts as written: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder());
    }

    /** A builder for a new file URL, with the empty (local) host until {@link Builder#host} says otherwise. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("file").host(""));
    }

    /**
     * Builds a {@link FileUrl}. Mutable, not thread-safe.
     *
     * <pre>{@code
     * FileUrl.builder().addPathSegment("C:").addPathSegment("a b").build();   // file:///C:/a%20b
     * }</pre>
     */
    public static final class Builder {
        private final UriBuilder b;

        private Builder(UriBuilder b) {
            this.b = b;
        }

        /** The host as decoded text: {@code ""} (the default) or {@code "localhost"} for this machine, or another host. */
        public Builder host(String decoded) {
            b.host(Objects.requireNonNull(decoded, "host"));
            return this;
        }

        /** Appends a path segment given as decoded text ({@code '/'} in it is encoded). */
        public Builder addPathSegment(String decoded) {
            b.addPathSegment(decoded);
            return this;
        }

        /** Replaces the path with the segments {@code decoded}, each encoded. */
        public Builder pathSegments(List<String> decoded) {
            b.rawPath(null);
            decoded.forEach(this::addPathSegment);
            return this;
        }

        /** The whole path as raw text, starting with {@code '/'}. */
        public Builder rawPath(String raw) {
            b.rawPath(raw);
            return this;
        }

        /** The fragment as decoded text, or null for none. */
        public Builder fragment(String decoded) {
            b.fragment(decoded);
            return this;
        }

        /**
         * The URL.
         *
         * @throws org.urikit.error.UriSyntaxException if a raw part is malformed
         * @throws SchemeSyntaxException if the path is not absolute
         */
        public FileUrl build() {
            return from(b.build());
        }
    }
}
