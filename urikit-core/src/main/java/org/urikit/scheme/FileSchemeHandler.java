package org.urikit.scheme;

import java.util.Locale;
import java.util.OptionalInt;
import org.urikit.Uri;
import org.urikit.internal.Normalizer;

/**
 * The {@code file} scheme (RFC 1738 §3.10, RFC 8089 §2): no port, and the host
 * {@code localhost} means the same as an empty host, so {@code file://localhost/etc/motd}
 * normalizes to {@code file:///etc/motd}. Immutable.
 */
final class FileSchemeHandler implements SchemeHandler {

    @Override
    public String scheme() {
        return "file";
    }

    @Override
    public Uri normalize(Uri uri) {
        Uri u = SchemeHandler.super.normalize(uri);
        if (u.hasAuthority() && !u.hasUserInfo() && !u.hasPort() && u.host().toLowerCase(Locale.ROOT).equals("localhost")) {
            return Normalizer.withAuthority(u, null, "", null, u.path());
        }
        return u;
    }

    @Override
    public String toString() {
        return "file";
    }

    @Override
    public OptionalInt defaultPort() {
        return OptionalInt.empty();
    }
}
