package org.urikit.scheme;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.encoding.PercentCodec;

/**
 * The ftp handler (RFC 1738 §3.2): default port 21,
 * a host is required, the path is the CWD arguments and a final name with an optional
 * {@code ;type=} code; the view is {@link FtpUrl}; the plan is the command sequence.
 * Package-private: use {@link SchemeRegistry#defaults()}.
 */
final class FtpSchemeHandler extends NamedSchemeHandler {
    static final FtpSchemeHandler INSTANCE = new FtpSchemeHandler();
    static final int DEFAULT_PORT = 21;

    private FtpSchemeHandler() {
        super("ftp", DEFAULT_PORT);
    }

    /**
     * The generic rules, and the {@code ;type=} suffix in lower case ({@code ;TYPE=I} is
     * {@code ;type=i}): RFC 1738's literal {@code ";type="} is case-insensitive (RFC 822
     * notation) and its {@code ftptype} accepts either case (RFC 1738 §3.2.3, §5).
     */
    @Override
    public Uri normalize(Uri uri) {
        Uri u = super.normalize(uri);
        Parts p = Parts.of(u);
        if (p == null || p.type() == null) {
            return u;
        }
        String path = u.path();
        int typeKeyword = p.typeOffset() - Checks.pathStart(u) - ";type=".length();
        String lowered = path.substring(0, typeKeyword) + ";type=" + p.type().toLowerCase(Locale.ROOT);
        if (lowered.equals(path)) {
            return u;
        }
        return SchemeRules.withAuthority(u, u.userInfo(), u.host(), u.port(), lowered);
    }

    @Override
    public List<Violation> validate(Uri uri, ValidationPolicy policy) {
        Checks.Collector c = new Checks.Collector(policy);
        Checks.server(uri, c, FtpIssue.FTP_AUTHORITY_MISSING, FtpIssue.FTP_HOST_EMPTY, "ftp", "RFC 1738 §3.2");
        Checks.authority(uri, c, defaultPort());
        Parts p = Parts.of(uri);
        if (p != null) {
            for (int i = 0; i < p.rawDirectories().size(); i++) {
                semicolon(p.rawDirectories().get(i), p.directoryOffsets()[i], c);
            }
            if (p.rawName() != null) {
                semicolon(p.rawName(), p.nameOffset(), c);
            }
            if (p.type() != null && !validType(p.type(), uri.profile())) {
                c.add(FtpIssue.FTP_TYPE_INVALID, p.typeOffset(), "';type=" + p.type() + "' is not a, i or d"
                        + (uri.profile() == Profile.RFC1738 ? " or an RFC 959 code (A[N|T|C], E[N|T|C], I, L<digits>)" : "")
                        + " (RFC 1738 §3.2.3)");
            }
        }
        if (uri.hasQuery()) {
            c.add(FtpIssue.FTP_QUERY, Checks.queryStart(uri) - 1,
                    "ftp URLs have no query; a '?' in a file name is written %3F (RFC 1738 §3.2.2)");
        }
        return c.list();
    }

    private static void semicolon(String raw, int offset, Checks.Collector c) {
        int semi = raw.indexOf(';');
        if (semi >= 0) {
            c.add(FtpIssue.FTP_SEMICOLON, offset + semi,
                    "';' in an ftp directory or file name is reserved and must be encoded as %3B (RFC 1738 §3.2.2)");
        }
    }

    /** RFC 1738's a, i, d in either case; under the RFC 1738 profile also the 1994 URL draft's RFC 959 codes. */
    static boolean validType(String type, Profile profile) {
        String t = type.toUpperCase(Locale.ROOT);
        if (t.equals("A") || t.equals("I") || t.equals("D")) {
            return true;
        }
        if (profile != Profile.RFC1738) {
            return false;
        }
        if (t.length() == 2 && (t.charAt(0) == 'A' || t.charAt(0) == 'E') && "NTC".indexOf(t.charAt(1)) >= 0) {
            return true;
        }
        if (t.equals("E")) {
            return true;
        }
        if (t.length() >= 2 && t.charAt(0) == 'L') {
            for (int i = 1; i < t.length(); i++) {
                if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** Present when the URL has a host and a 16-bit port. */
    @Override
    public FtpUrl view(Uri uri) {
        return Checks.hasServer(uri) ? new FtpUrl(uri, Parts.of(uri)) : null;
    }

    /**
     * The command sequence (RFC 1738 §3.2.1–§3.2.3): the login, a {@code CWD} per directory, then
     * {@code NLST} for a listing or {@code TYPE} and {@code RETR} for a file. Refused for a
     * validation error, a reserved non-default port, and any argument or host that decodes to
     * CR, LF or NUL (RFC 1738 §6, RFC 3986 §7.3).
     */
    @Override
    public PlanResult plan(Uri uri, ValidationPolicy policy) {
        Parts p = Parts.of(uri);
        return Plans.serverPlan(this, uri, policy, FtpIssue.FTP_AUTHORITY_MISSING, FtpIssue.FTP_HOST_EMPTY, c -> {
            if (uri.hasUserInfo()) {
                Escapes.lineSafe(uri.userInfo(), Checks.authorityStart(uri), c, "user name or password");
            }
            for (int i = 0; i < p.rawDirectories().size(); i++) {
                Escapes.lineSafe(p.rawDirectories().get(i), p.directoryOffsets()[i], c, "CWD argument");
            }
            if (p.rawName() != null) {
                Escapes.lineSafe(p.rawName(), p.nameOffset(), c, "file name");
            }
        }, () -> new FtpUrl(uri, p).commands(policy));
    }

    @Override
    public String toString() {
        return "ftp (default port 21)";
    }

    /**
     * The url-path of an ftp URL split as RFC 1738 §3.2.2 reads it: raw directories (the CWD
     * arguments) with their offsets in the URI's text, the raw name and the type code.
     * {@code rawName} is null when there is no url-path ({@code ftp://h}); {@code typeKeyword} is
     * {@code ";type="} as written (any case), or null.
     */
    record Parts(List<String> rawDirectories, int[] directoryOffsets, String rawName, int nameOffset, String type,
            int typeOffset, String typeKeyword) {

        /** The parts of {@code u}'s path, or null for a path that does not start with '/' and is not empty. */
        static Parts of(Uri u) {
            String path = u.path();
            int start = Checks.pathStart(u);
            if (path.isEmpty()) {
                return new Parts(List.of(), new int[0], null, start, null, -1, null);
            }
            if (path.charAt(0) != '/') {
                return null;
            }
            List<String> dirs = new ArrayList<>();
            List<Integer> offsets = new ArrayList<>();
            int i = 1;
            int slash;
            while ((slash = path.indexOf('/', i)) >= 0) {
                dirs.add(path.substring(i, slash));
                offsets.add(start + i);
                i = slash + 1;
            }
            String name = path.substring(i);
            int nameOffset = start + i;
            String type = null;
            int typeOffset = -1;
            String keyword = null;
            int semi = name.lastIndexOf(';');
            if (semi >= 0 && name.regionMatches(true, semi, ";type=", 0, 6)) {
                keyword = name.substring(semi, semi + 6);
                type = name.substring(semi + 6);
                typeOffset = nameOffset + semi + 6;
                name = name.substring(0, semi);
            }
            int[] o = new int[offsets.size()];
            for (int k = 0; k < o.length; k++) {
                o[k] = offsets.get(k);
            }
            return new Parts(Collections.unmodifiableList(dirs), o, name, nameOffset, type, typeOffset, keyword);
        }

        List<String> directories() {
            List<String> out = new ArrayList<>(rawDirectories.size());
            for (String d : rawDirectories) {
                out.add(PercentCodec.decodeLenient(d));
            }
            return Collections.unmodifiableList(out);
        }
    }
}
