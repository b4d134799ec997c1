package org.urikit.scheme;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * The conversions between {@code file} URLs and local path strings, for the Unix and the
 * Windows conventions, written out here so that they do not depend on the platform (RFC 8089
 * §2 and Appendix E). Package-private: see {@link FileUrl}.
 */
final class FilePaths {
    /** Characters Windows does not allow in a file name besides controls (the ':' of a drive is handled apart). */
    private static final String WINDOWS_FORBIDDEN = "<>:\"|?*";

    private FilePaths() {
    }

    // ---- URL to path ---------------------------------------------------------------------------

    static String toPath(Uri u, PathConvention convention) {
        Checks.Collector c = new Checks.Collector(ValidationPolicy.defaults());
        if (u.hasQuery()) {
            c.refuse(FileIssue.FILE_QUERY, Checks.queryStart(u) - 1, "a local path has no query (RFC 8089 §2)");
        }
        boolean local = FileSchemeHandler.isLocal(u);
        List<String> raw = u.path().isEmpty() ? List.of("") : u.pathSegments();
        int[] offsets = offsets(u, raw);
        List<String> names = new ArrayList<>(raw.size());
        String result;
        if (convention == PathConvention.UNIX) {
            if (!local) {
                c.refuse(FileIssue.FILE_NOT_LOCAL, Checks.hostStart(u), "the host '" + u.host()
                        + "' is not the local machine; a Unix path cannot name a file on another host (RFC 1738 §3.10)");
            }
            for (int i = 0; i < raw.size(); i++) {
                names.add(name(raw.get(i), offsets[i], c, "%2F", null));
            }
            result = "/" + String.join("/", names);
        } else {
            int first = 0;
            String prefix;
            if (local && isDrive(raw.get(0))) {
                prefix = raw.get(0).charAt(0) + ":\\";
                first = 1;
            } else if (local && raw.size() >= 3 && raw.get(0).isEmpty()) {
                prefix = "\\\\";           // file:////server/share/x (RFC 8089 E.3.2)
                first = 1;
            } else if (local) {
                prefix = "\\";             // rooted on the current drive
            } else {
                // file://server/share/x (RFC 8089 E.3.1); the server name must be a valid name too
                prefix = "\\\\" + name(u.host(), Checks.hostStart(u), c, "%2F", "%5C") + "\\";
            }
            for (int i = first; i < raw.size(); i++) {
                names.add(name(raw.get(i), offsets[i], c, "%2F", "%5C"));
            }
            result = prefix + String.join("\\", names);
        }
        if (c.hasErrors()) {
            throw new SchemeSyntaxException(u.toUriString(), c.list());
        }
        return result;
    }

    /**
     * Whether a raw segment is a drive letter: {@code C:}, or the older {@code C|} of RFC 8089
     * E.2.2, which RFC 3986 only allows encoded ({@code C%7C}, what {@code Uri.parseLenient} makes of it).
     */
    static boolean isDrive(String segment) {
        if (segment.isEmpty() || !CharClass.ALPHA.contains(segment.charAt(0))) {
            return false;
        }
        return (segment.length() == 2 && segment.charAt(1) == ':')
                || (segment.length() == 4 && segment.regionMatches(true, 1, "%7C", 0, 3));
    }

    private static int[] offsets(Uri u, List<String> raw) {
        int[] o = new int[raw.size()];
        int at = Checks.pathStart(u) + 1;
        for (int i = 0; i < o.length; i++) {
            o[i] = at;
            at += raw.get(i).length() + 1;
        }
        return o;
    }

    /** One decoded file name, or the raw text after reporting why it cannot be one. */
    private static String name(String raw, int offset, Checks.Collector c, String separator, String windowsSeparator) {
        for (String sep : new String[] {separator, windowsSeparator}) {
            int at = sep == null ? -1 : indexOfIgnoreCase(raw, sep);
            if (at >= 0) {
                c.refuse(FileIssue.FILE_ENCODED_SEPARATOR, offset + at, "'" + raw.substring(at, at + 3)
                        + "' in a segment would be a path separator in the file name");
                return raw;
            }
        }
        int nul = indexOfIgnoreCase(raw, "%00");
        if (nul >= 0) {
            c.refuse(CommonIssue.ENCODED_NUL, offset + nul, "a file name cannot contain NUL (RFC 3986 §7.2)");
            return raw;
        }
        String decoded;
        try {
            decoded = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(PercentCodec.decodeToBytes(raw))).toString();
        } catch (CharacterCodingException e) {
            c.refuse(FileIssue.FILE_NOT_UTF8, offset, "the segment's escapes are not UTF-8 (RFC 3986 §2.5): " + raw);
            return raw;
        }
        if (windowsSeparator != null) {
            for (int i = 0; i < decoded.length(); i++) {
                char ch = decoded.charAt(i);
                if (ch < 0x20 || WINDOWS_FORBIDDEN.indexOf(ch) >= 0) {
                    c.refuse(FileIssue.FILE_WINDOWS_NAME_INVALID, offset, "the name '" + raw
                            + "' decodes to a character Windows does not allow in file names");
                    return raw;
                }
            }
        }
        return decoded;
    }

    private static int indexOfIgnoreCase(String s, String needle) {
        for (int i = s.indexOf('%'); i >= 0 && i + needle.length() <= s.length(); i = s.indexOf('%', i + 1)) {
            if (s.regionMatches(true, i, needle, 0, needle.length())) {
                return i;
            }
        }
        return -1;
    }

    // ---- path to URL ---------------------------------------------------------------------------

    static Uri fromPath(String path, PathConvention convention) {
        checkChars(path);
        if (convention == PathConvention.UNIX) {
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("not an absolute Unix path: '" + path + "'");
            }
            return Uri.parse("file://" + encodePath(path.substring(1).split("/", -1)));
        }
        String p = path;
        if (p.startsWith("\\\\?\\UNC\\")) {
            p = "\\\\" + p.substring(8);
        } else if (p.startsWith("\\\\?\\")) {
            p = p.substring(4);
        }
        p = p.replace('/', '\\');
        if (p.startsWith("\\\\")) {
            String rest = p.substring(2);
            int slash = rest.indexOf('\\');
            if (slash <= 0 || slash == rest.length() - 1) {
                throw new IllegalArgumentException("not a UNC path \\\\server\\share\\...: '" + path + "'");
            }
            String server = rest.substring(0, slash);
            String host = Uri.builder().host(server).build().host();
            return Uri.parse("file://" + host + encodePath(rest.substring(slash + 1).split("\\\\", -1)));
        }
        if (p.length() >= 2 && CharClass.ALPHA.contains(p.charAt(0)) && p.charAt(1) == ':') {
            if (p.length() == 2 || p.charAt(2) != '\\') {
                throw new IllegalArgumentException("a drive-relative path is not absolute: '" + path + "'");
            }
            String[] names = p.substring(3).split("\\\\", -1);
            return Uri.parse("file:///" + p.substring(0, 2) + encodePath(names));
        }
        if (p.startsWith("\\")) {
            return Uri.parse("file://" + encodePath(p.substring(1).split("\\\\", -1)));
        }
        throw new IllegalArgumentException("not an absolute Windows path: '" + path + "'");
    }

    /** {@code "/" name "/" name ...}, each name percent-encoded as UTF-8 with segment rules. */
    private static String encodePath(String[] names) {
        StringBuilder sb = new StringBuilder();
        for (String n : names) {
            sb.append('/').append(PercentCodec.encodePathSegment(n));
        }
        return sb.toString();
    }

    private static void checkChars(String path) {
        for (int i = 0; i < path.length(); i++) {
            char ch = path.charAt(i);
            if (ch == 0) {
                throw new IllegalArgumentException("NUL at index " + i + " of a path");
            }
            if (Character.isSurrogate(ch)) {
                boolean paired = Character.isHighSurrogate(ch) && i + 1 < path.length()
                        && Character.isLowSurrogate(path.charAt(i + 1));
                if (!paired) {
                    throw new IllegalArgumentException("lone surrogate at index " + i + " of a path");
                }
                i++;
            }
        }
    }
}
