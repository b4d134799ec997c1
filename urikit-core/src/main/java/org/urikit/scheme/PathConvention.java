package org.urikit.scheme;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;

/**
 * How a local file path is written, for converting {@code file} URLs to and from paths
 * ({@link FileUrl#toPathString}, {@link FileUrl#fromPathString}). The conversions are
 * implemented by urikit for both conventions, so they give the same answers on any operating
 * system.
 *
 * <pre>{@code
 * FileUrl u = FileUrl.parse("file:///C:/Program%20Files/caf%C3%A9.txt");
 * u.toPathString(PathConvention.WINDOWS);   // C:\Program Files\café.txt
 * FileUrl.fromPathString("/home/a b", PathConvention.UNIX);   // file:///home/a%20b
 * PathConvention.current();                 // the convention of the default file system
 * }</pre>
 *
 * @see <a href="https://www.rfc-editor.org/rfc/rfc8089#appendix-E">RFC 8089 Appendix E (nonstandard syntax variations)</a>
 */
public enum PathConvention {
    /** POSIX paths: {@code /} separates names, an absolute path starts with {@code /}. */
    UNIX,
    /**
     * Windows paths: {@code \} separates names ({@code /} is accepted on input); absolute paths
     * are drive paths {@code C:\x}, UNC paths {@code \\server\share\x} (also in their
     * {@code \\?\} long forms), and rooted paths {@code \x} on the current drive.
     */
    WINDOWS;

    /** The convention of the default file system: {@link #WINDOWS} when its separator is {@code \}. */
    public static PathConvention current() {
        return of(FileSystems.getDefault());
    }

    /** The convention of {@code fs}: {@link #WINDOWS} when its separator is {@code \}, else {@link #UNIX}. */
    public static PathConvention of(FileSystem fs) {
        return fs.getSeparator().equals("\\") ? WINDOWS : UNIX;
    }
}
