package org.urikit.scheme;

import java.util.Map;
import org.urikit.Uri;

/**
 * A typed, immutable view of a URI of one scheme, with the scheme's parts decoded: what
 * {@link SchemeHandler#view(Uri)} returns. Each built-in scheme has its own class
 * ({@link HttpUrl}, {@link FtpUrl}, {@link FileUrl}) with typed accessors and a builder; this
 * interface is what they share, for generic code such as the CLI.
 *
 * <pre>{@code
 * SchemeView v = SchemeRegistry.defaults().view(Uri.parse("ftp://h/a/b;type=i"));
 * v.scheme();    // "ftp"
 * v.fields();    // {user=null, password=null, host=h, port=21, directories=[a], name=b, type=i}
 * v.toUri();     // ftp://h/a/b;type=i
 * if (v instanceof FtpUrl ftp) { ftp.directories(); }
 * }</pre>
 *
 * <p>Equality of views is the equality of their URIs' text.
 */
public interface SchemeView {
    /** The scheme in lower case, e.g. {@code "ftp"}. */
    String scheme();

    /** The URI this view was read from or built into, exactly as written. */
    Uri toUri();

    /**
     * The scheme's parts by name, in the order the scheme's syntax writes them, named as the
     * view's accessors (and its javadoc) name them. Values are {@code null} (absent),
     * {@link String}, {@link Integer}, {@link Boolean}, {@code List<String>} or
     * {@code Map<String, String>}: what a JSON writer needs and nothing else. Unmodifiable.
     */
    Map<String, Object> fields();
}
