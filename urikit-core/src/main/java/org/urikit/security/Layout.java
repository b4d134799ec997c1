package org.urikit.security;

import org.urikit.Uri;

/** Where the components of a parsed input start in the input text (also for an IRI, whose delimiters are ASCII). */
final class Layout {
    final int authorityStart;
    final int hostStart;
    final int hostEnd;
    final int portStart;
    final int pathStart;
    final int pathEnd;

    private Layout(int authorityStart, int hostStart, int hostEnd, int portStart, int pathStart, int pathEnd) {
        this.authorityStart = authorityStart;
        this.hostStart = hostStart;
        this.hostEnd = hostEnd;
        this.portStart = portStart;
        this.pathStart = pathStart;
        this.pathEnd = pathEnd;
    }

    static Layout of(String input, Uri ref) {
        int n = input.length();
        int schemeEnd = ref.isAbsolute() ? input.indexOf(':') : -1;
        int authorityStart = -1;
        int hostStart = -1;
        int hostEnd = -1;
        int portStart = -1;
        int pathStart = schemeEnd + 1;
        // The first '?' is the query's and the first '#' the fragment's: no component before them holds one.
        int queryStart = ref.hasQuery() ? input.indexOf('?', pathStart) : -1;
        int pathEnd = queryStart >= 0 ? queryStart : ref.hasFragment() ? input.indexOf('#', pathStart) : n;
        if (ref.hasAuthority()) {
            authorityStart = schemeEnd + 3;
            // An authority holds no '/', and a path after an authority starts with one.
            int end = ref.isPathEmpty() ? pathEnd : input.indexOf('/', authorityStart);
            hostStart = ref.hasUserInfo() ? input.lastIndexOf('@', end - 1) + 1 : authorityStart;
            portStart = ref.hasPort() ? input.lastIndexOf(':', end - 1) + 1 : -1;
            hostEnd = portStart > 0 ? portStart - 1 : end;
            pathStart = end;
        }
        return new Layout(authorityStart, hostStart, hostEnd, portStart, pathStart, pathEnd);
    }
}
