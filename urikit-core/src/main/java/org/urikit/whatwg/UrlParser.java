package org.urikit.whatwg;

import java.util.ArrayList;
import java.util.List;
import org.urikit.net.Ascii;

/**
 * The URL Standard's "basic URL parser" (section "URL parsing"): the state machine, state by
 * state, with a base URL and the state override that the API's setters use. It writes the URL
 * record into a {@link UrlRecord}, whose serialization is the href.
 *
 * <p>Where the standard appends one code point at a time to a buffer that is only read at the
 * end of a state (scheme, authority, host, port, a path segment, the query), this parser scans to
 * the end of that run first and works on the slice of the input; the observable result, errors
 * included, is the same. The authority state looks ahead once for the end of the authority and
 * its last {@code '@'} instead of rewinding the pointer; the relative and file states append the
 * base's query only once they know it is kept (the record is serialized in order).
 *
 * <p>Indices are UTF-16 indices into the input after its leading and trailing C0 controls and
 * spaces and its tabs and newlines are removed; {@link #originalIndex} maps them back.
 */
final class UrlParser {
    static final int NO_OVERRIDE = 0;
    static final int SCHEME_START = 1;
    static final int SCHEME = 2;
    static final int SCHEME_MISSING = 3;
    static final int SPECIAL_RELATIVE_OR_AUTHORITY = 4;
    static final int PATH_OR_AUTHORITY = 5;
    static final int RELATIVE = 6;
    static final int RELATIVE_SLASH = 7;
    static final int SPECIAL_AUTHORITY_SLASHES = 8;
    static final int SPECIAL_AUTHORITY_IGNORE_SLASHES = 9;
    static final int AUTHORITY = 10;
    static final int HOST = 11;
    static final int HOSTNAME = 12;
    static final int PORT = 13;
    static final int FILE = 14;
    static final int FILE_SLASH = 15;
    static final int FILE_HOST = 16;
    static final int PATH_START = 17;
    static final int PATH = 18;
    static final int OPAQUE_PATH = 19;
    static final int QUERY = 20;
    static final int FRAGMENT = 21;

    /** {@link #run} results. */
    static final int DONE = 0;
    static final int FAILURE = 1;
    /** The state override made the parser return early (the setter keeps whatever was set). */
    static final int RETURNED = 2;

    private static final int EOF = -1;

    /** The string given to the parser. */
    final String original;
    /** The input after trimming and tab/newline removal (lone surrogates read as U+FFFD). */
    final String in;
    private final int n;
    private int trimStart;
    private int trimEnd;
    /** {@link #originalIndex}'s map when tabs or newlines were removed, built when first needed. */
    private int[] toOriginal;
    private boolean tabsRemoved;
    private final WebUrl base;
    private final int override;
    final UrlRecord url;

    /** Set by {@link HostParser} with each host it returns. */
    HostType hostType;

    private List<ValidationError> errors;
    /** The collector the IPv4 and IPv6 parsers report to, made on the first IP address. */
    private HostErrors hostErrors;
    WebUrlError failure;
    int failureIndex;
    /** A path segment that the file host state started ("buffer is not reset"), or -1. */
    private int carriedSegment = -1;

    private UrlParser(String original, String in, WebUrl base, int override, UrlRecord url, boolean collect) {
        this.original = original;
        this.in = in;
        this.n = in.length();
        this.base = base;
        this.override = override;
        this.url = url;
        this.errors = collect ? new ArrayList<>() : null;
    }

    /** A parser of {@code input} against {@code base} (or null) without state override. */
    static UrlParser forInput(String input, WebUrl base, boolean collect) {
        int start = 0;
        int end = input.length();
        while (start < end && input.charAt(start) <= ' ') {
            start++;
        }
        while (end > start && input.charAt(end - 1) <= ' ') {
            end--;
        }
        UrlParser p = new UrlParser(input, clean(input, start, end), base, NO_OVERRIDE,
                new UrlRecord(input.length() + 8), collect);
        p.trimStart = start;
        p.trimEnd = end;
        p.tabsRemoved = p.in.length() != end - start;
        if (collect && (start > 0 || end < input.length())) {
            p.errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, start > 0 ? 0 : end));
        }
        if (collect) {
            for (int i = start; i < end; i++) {
                char c = input.charAt(i);
                if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(input.charAt(i + 1))) {
                    i++;
                } else if (Character.isSurrogate(c)) {
                    p.errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, i));
                }
            }
        }
        if (collect && p.tabsRemoved) {
            for (int i = start; i < end; i++) {
                char c = input.charAt(i);
                if (c == '\t' || c == '\n' || c == '\r') {
                    p.errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, i));
                    break;
                }
            }
        }
        return p;
    }

    /** A parser that runs the state machine with {@code override} over {@code value} on {@code url}. */
    static UrlParser forSetter(String value, UrlRecord url, int override) {
        UrlParser p = new UrlParser(value, clean(value, 0, value.length()), null, override, url, false);
        p.trimEnd = value.length();
        p.tabsRemoved = p.in.length() != value.length();
        return p;
    }

    /**
     * {@code input[start, end)} without ASCII tabs and newlines, lone surrogates read as U+FFFD
     * (the standard's input is a scalar value string); the same instance when nothing changes.
     */
    private static String clean(String input, int start, int end) {
        int i = start;
        while (i < end) {
            char c = input.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r' || Character.isSurrogate(c)) {
                break;
            }
            i++;
        }
        if (i == end) {
            return start == 0 && end == input.length() ? input : input.substring(start, end);
        }
        StringBuilder sb = new StringBuilder(end - start).append(input, start, i);
        for (; i < end; i++) {
            char c = input.charAt(i);
            if (c == '\t' || c == '\n' || c == '\r') {
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(input.charAt(i + 1))) {
                sb.append(c).append(input.charAt(++i));
            } else {
                sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
            }
        }
        return sb.toString();
    }

    // ---- errors -------------------------------------------------------------------------------

    boolean collecting() {
        return errors != null;
    }

    /** Reports a validation error at index {@code at} of {@link #in}. */
    void error(WebUrlError e, int at) {
        if (errors != null) {
            errors.add(new ValidationError(e, originalIndex(at)));
        }
    }

    /** Reports the validation error that makes the parser return failure. Returns false, for {@code return fatal(...)}. */
    boolean fatal(WebUrlError e, int at) {
        if (failure == null) {
            failure = e;
            failureIndex = at;
            error(e, at);
        }
        return false;
    }

    /** Fails with {@code e}, already reported as a validation error by the step before (the standard records it once). */
    void failAfterReported(WebUrlError e, int at) {
        if (failure == null) {
            failure = e;
            failureIndex = at;
        }
    }

    /** These errors as the IPv4 and IPv6 parsers of {@code org.urikit.net} report them. */
    HostErrors hostErrors() {
        if (hostErrors == null) {
            hostErrors = new HostErrors(this);
        }
        return hostErrors;
    }

    /** The validation errors found, or an empty list when not collecting. */
    List<ValidationError> errors() {
        return errors == null ? List.of() : errors;
    }

    /** The index in {@link #original} of index {@code i} of {@link #in} ({@code n}: the end of the trimmed input). */
    int originalIndex(int i) {
        if (i >= n) {
            return trimEnd;
        }
        if (!tabsRemoved) {
            return trimStart + i;
        }
        if (toOriginal == null) {
            // Built once, on the first error of an input that had tabs or newlines: linear, however many errors follow.
            toOriginal = new int[n];
            int k = 0;
            for (int j = trimStart; j < trimEnd && k < n; j++) {
                if (!isTabOrNewline(original.charAt(j))) {
                    toOriginal[k++] = j;
                }
            }
        }
        return toOriginal[i];
    }

    private static boolean isTabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }

    // ---- the state machine --------------------------------------------------------------------

    private int at(int i) {
        return i < n ? in.charAt(i) : EOF;
    }

    private boolean special() {
        return url.special >= 0;
    }

    /** Runs the state machine from the first code point; DONE, FAILURE or RETURNED. */
    int run() {
        int state = override == NO_OVERRIDE ? SCHEME_START : override;
        int ptr = 0;
        while (true) {
            int c = at(ptr);
            switch (state) {
                case SCHEME_START:
                    if (Chars.isAlpha(c)) {
                        state = SCHEME;
                    } else if (override == NO_OVERRIDE) {
                        state = SCHEME_MISSING;
                        ptr--;
                    } else {
                        return FAILURE;
                    }
                    break;
                case SCHEME: {
                    int start = ptr - 1;
                    int i = ptr;
                    while (i < n && Chars.isSchemeChar(in.charAt(i))) {
                        i++;
                    }
                    if (at(i) != ':') {
                        if (override != NO_OVERRIDE) {
                            return FAILURE;
                        }
                        state = SCHEME_MISSING;
                        ptr = -1; // start over from the first code point
                        break;
                    }
                    int special = UrlRecord.specialIndex(in, start, i);
                    String scheme = special >= 0 ? UrlRecord.SPECIAL[special] : Ascii.lower(in.substring(start, i));
                    if (override != NO_OVERRIDE) {
                        if ((url.special >= 0) != (special >= 0)) {
                            return RETURNED;
                        }
                        if ((url.includesCredentials() || url.port >= 0) && special == UrlRecord.FILE) {
                            return RETURNED;
                        }
                        if (url.special == UrlRecord.FILE && url.hostType == HostType.EMPTY) {
                            return RETURNED;
                        }
                    }
                    url.setScheme(scheme, special);
                    if (override != NO_OVERRIDE) {
                        if (url.port >= 0 && url.port == UrlRecord.defaultPort(special)) {
                            url.port = -1;
                        }
                        return RETURNED;
                    }
                    ptr = i; // c is ':'
                    if (special == UrlRecord.FILE) {
                        if (!startsWith(ptr + 1, "//")) {
                            error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr + 1);
                        }
                        state = FILE;
                    } else if (special >= 0 && base != null && base.specialIndex() == special) {
                        state = SPECIAL_RELATIVE_OR_AUTHORITY;
                    } else if (special >= 0) {
                        state = SPECIAL_AUTHORITY_SLASHES;
                    } else if (at(ptr + 1) == '/') {
                        state = PATH_OR_AUTHORITY;
                        ptr++;
                    } else {
                        url.startOpaquePath();
                        state = OPAQUE_PATH;
                    }
                    break;
                }
                case SCHEME_MISSING:
                    if (base == null || base.hasOpaquePath() && c != '#') {
                        return fail(WebUrlError.MISSING_SCHEME_NON_RELATIVE_URL, 0);
                    } else if (base.hasOpaquePath()) {
                        url.setScheme(base.scheme(), base.specialIndex());
                        url.copyOpaquePath(base);
                        url.appendBaseQuery(base);
                        url.startFragment();
                        state = FRAGMENT;
                    } else if (base.specialIndex() != UrlRecord.FILE) {
                        state = RELATIVE;
                        ptr--;
                    } else {
                        state = FILE;
                        ptr--;
                    }
                    break;
                case SPECIAL_RELATIVE_OR_AUTHORITY:
                    if (c == '/' && at(ptr + 1) == '/') {
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        ptr++;
                    } else {
                        error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
                        state = RELATIVE;
                        ptr--;
                    }
                    break;
                case PATH_OR_AUTHORITY:
                    if (c == '/') {
                        state = AUTHORITY;
                    } else {
                        state = PATH;
                        ptr--;
                    }
                    break;
                case RELATIVE:
                    url.setScheme(base.scheme(), base.specialIndex());
                    if (c == '/') {
                        state = RELATIVE_SLASH;
                    } else if (special() && c == '\\') {
                        error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
                        state = RELATIVE_SLASH;
                    } else {
                        url.copyAuthority(base);
                        url.copyPath(base);
                        if (c == '?') {
                            url.startQuery();
                            state = QUERY;
                        } else if (c == '#') {
                            url.appendBaseQuery(base);
                            url.startFragment();
                            state = FRAGMENT;
                        } else if (c != EOF) {
                            url.shortenPath();
                            state = PATH;
                            ptr--;
                        } else {
                            url.appendBaseQuery(base);
                        }
                    }
                    break;
                case RELATIVE_SLASH:
                    if (special() && (c == '/' || c == '\\')) {
                        if (c == '\\') {
                            error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
                        }
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                    } else if (c == '/') {
                        state = AUTHORITY;
                    } else {
                        url.copyAuthority(base);
                        state = PATH;
                        ptr--;
                    }
                    break;
                case SPECIAL_AUTHORITY_SLASHES:
                    if (c == '/' && at(ptr + 1) == '/') {
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        ptr++;
                    } else {
                        error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
                        state = SPECIAL_AUTHORITY_IGNORE_SLASHES;
                        ptr--;
                    }
                    break;
                case SPECIAL_AUTHORITY_IGNORE_SLASHES:
                    if (c != '/' && c != '\\') {
                        state = AUTHORITY;
                        ptr--;
                    } else {
                        error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
                    }
                    break;
                case AUTHORITY: {
                    int end = ptr;
                    int lastAt = -1;
                    for (int ch; (ch = at(end)) != EOF && !endsAuthority(ch); end++) {
                        if (ch == '@') {
                            error(WebUrlError.INVALID_CREDENTIALS, end);
                            lastAt = end;
                        }
                    }
                    if (lastAt >= 0) {
                        if (lastAt + 1 == end) {
                            return fail(WebUrlError.HOST_MISSING, end);
                        }
                        credentials(ptr, lastAt);
                        ptr = lastAt;
                    } else {
                        ptr--;
                    }
                    state = HOST;
                    break;
                }
                case HOST:
                case HOSTNAME: {
                    if (override != NO_OVERRIDE && url.special == UrlRecord.FILE) {
                        ptr--;
                        state = FILE_HOST;
                        break;
                    }
                    int start = ptr;
                    int i = ptr;
                    boolean insideBrackets = false;
                    int ch;
                    for (; (ch = at(i)) != EOF && !endsAuthority(ch); i++) {
                        if (ch == ':' && !insideBrackets) {
                            break;
                        }
                        if (ch == '[') {
                            insideBrackets = true;
                        } else if (ch == ']') {
                            insideBrackets = false;
                        }
                    }
                    if (ch == ':') {
                        if (i == start) {
                            return fail(WebUrlError.HOST_MISSING, i);
                        }
                        if (override == HOSTNAME) {
                            return FAILURE;
                        }
                        if (!setHost(start, i)) {
                            return FAILURE;
                        }
                        ptr = i;
                        state = PORT;
                    } else {
                        ptr = i - 1;
                        if (special() && i == start) {
                            return fail(WebUrlError.HOST_MISSING, i);
                        } else if (override != NO_OVERRIDE && i == start
                                && (url.includesCredentials() || url.port >= 0)) {
                            return FAILURE;
                        }
                        if (!setHost(start, i)) {
                            return FAILURE;
                        }
                        state = PATH_START;
                        if (override != NO_OVERRIDE) {
                            return RETURNED;
                        }
                    }
                    break;
                }
                case PORT: {
                    int start = ptr;
                    int i = ptr;
                    int port = 0;
                    while (Chars.isDigit(at(i))) {
                        port = Math.min(port * 10 + at(i) - '0', 100_000);
                        i++;
                    }
                    int ch = at(i);
                    if (ch == EOF || endsAuthority(ch) || override != NO_OVERRIDE) {
                        if (i > start) {
                            if (port > 65535) {
                                return fail(WebUrlError.PORT_OUT_OF_RANGE, start);
                            }
                            url.port = port == UrlRecord.defaultPort(url.special) ? -1 : port;
                            if (override != NO_OVERRIDE) {
                                return RETURNED;
                            }
                        }
                        if (override != NO_OVERRIDE) {
                            return FAILURE;
                        }
                        state = PATH_START;
                        ptr = i - 1;
                    } else {
                        return fail(WebUrlError.PORT_INVALID, i);
                    }
                    break;
                }
                case FILE:
                    url.setScheme("file", UrlRecord.FILE);
                    url.setHost("", HostType.EMPTY);
                    if (c == '/' || c == '\\') {
                        if (c == '\\') {
                            error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
                        }
                        state = FILE_SLASH;
                    } else if (base != null && base.specialIndex() == UrlRecord.FILE) {
                        url.setHost(base.hostname(), base.hostType());
                        url.copyPath(base);
                        if (c == '?') {
                            url.startQuery();
                            state = QUERY;
                        } else if (c == '#') {
                            url.appendBaseQuery(base);
                            url.startFragment();
                            state = FRAGMENT;
                        } else if (c != EOF) {
                            if (!startsWithWindowsDriveLetter(ptr)) {
                                url.shortenPath();
                            } else {
                                error(WebUrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER, ptr);
                                url.emptyPath();
                            }
                            state = PATH;
                            ptr--;
                        } else {
                            url.appendBaseQuery(base);
                        }
                    } else {
                        state = PATH;
                        ptr--;
                    }
                    break;
                case FILE_SLASH:
                    if (c == '/' || c == '\\') {
                        if (c == '\\') {
                            error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
                        }
                        state = FILE_HOST;
                    } else {
                        if (base != null && base.specialIndex() == UrlRecord.FILE) {
                            url.setHost(base.hostname(), base.hostType());
                            if (!startsWithWindowsDriveLetter(ptr)) {
                                url.appendBaseDriveLetter(base);
                            }
                        }
                        state = PATH;
                        ptr--;
                    }
                    break;
                case FILE_HOST: {
                    int start = ptr;
                    int i = ptr;
                    for (int ch; (ch = at(i)) != EOF && ch != '/' && ch != '\\' && ch != '?' && ch != '#'; ) {
                        i++;
                    }
                    ptr = i - 1;
                    if (override == NO_OVERRIDE && i - start == 2 && isWindowsDriveLetter(start)) {
                        error(WebUrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, start);
                        carriedSegment = start;
                        state = PATH;
                    } else if (i == start) {
                        url.setHost("", HostType.EMPTY);
                        if (override != NO_OVERRIDE) {
                            return RETURNED;
                        }
                        state = PATH_START;
                    } else {
                        String host = HostParser.parse(this, in, start, i, false);
                        if (host == null) {
                            return FAILURE;
                        }
                        if (host.equals("localhost")) {
                            url.setHost("", HostType.EMPTY);
                        } else {
                            url.setHost(host, hostType);
                        }
                        if (override != NO_OVERRIDE) {
                            return RETURNED;
                        }
                        state = PATH_START;
                    }
                    break;
                }
                case PATH_START:
                    if (special()) {
                        if (c == '\\') {
                            error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
                        }
                        state = PATH;
                        if (c != '/' && c != '\\') {
                            ptr--;
                        }
                    } else if (override == NO_OVERRIDE && c == '?') {
                        url.startQuery();
                        state = QUERY;
                    } else if (override == NO_OVERRIDE && c == '#') {
                        url.startFragment();
                        state = FRAGMENT;
                    } else if (c != EOF) {
                        state = PATH;
                        if (c != '/') {
                            ptr--;
                        }
                    } else if (override != NO_OVERRIDE && url.host == null) {
                        url.appendSegment("");
                    }
                    break;
                case PATH:
                    ptr = pathSegment(ptr);
                    if (at(ptr) == '?') {
                        url.startQuery();
                        state = QUERY;
                    } else if (at(ptr) == '#') {
                        url.startFragment();
                        state = FRAGMENT;
                    }
                    break;
                case OPAQUE_PATH:
                    if (c == '?') {
                        url.startQuery();
                        state = QUERY;
                    } else if (c == '#') {
                        url.startFragment();
                        state = FRAGMENT;
                    } else if (c == ' ') {
                        error(WebUrlError.INVALID_URL_UNIT, ptr);
                        int next = at(ptr + 1);
                        url.appendPathText(next == '?' || next == '#' ? "%20" : " ");
                    } else if (c != EOF) {
                        int i = ptr;
                        for (int ch; (ch = at(i)) != EOF && ch != '?' && ch != '#' && ch != ' '; ) {
                            i++;
                        }
                        checkUnits(ptr, i);
                        url.appendEncodedPath(in, ptr, i, Encoding.C0_LO, Encoding.C0_HI);
                        ptr = i - 1;
                    }
                    break;
                case QUERY: {
                    int i = ptr;
                    if (override == NO_OVERRIDE) {
                        while (i < n && in.charAt(i) != '#') {
                            i++;
                        }
                    } else {
                        i = n;
                    }
                    checkUnits(ptr, i);
                    if (special()) {
                        url.appendEncodedQuery(in, ptr, i, Encoding.SPECIAL_QUERY_LO, Encoding.SPECIAL_QUERY_HI);
                    } else {
                        url.appendEncodedQuery(in, ptr, i, Encoding.QUERY_LO, Encoding.QUERY_HI);
                    }
                    ptr = i;
                    if (at(ptr) == '#') {
                        url.startFragment();
                        state = FRAGMENT;
                    }
                    break;
                }
                case FRAGMENT:
                    if (c != EOF) {
                        checkUnits(ptr, n);
                        url.appendEncodedFragment(in, ptr, n);
                        ptr = n;
                    }
                    break;
                default:
                    throw new IllegalStateException("state " + state);
            }
            if (ptr >= n) {
                return DONE;
            }
            ptr++;
        }
    }

    private int fail(WebUrlError e, int at) {
        fatal(e, at);
        return FAILURE;
    }

    /**
     * The path state from {@code ptr} to the end of one segment: the segment's code points, then
     * the code point that ends it (returned: its index). Handles dot segments, the Windows drive
     * letter quirk, and the segment's validation errors.
     */
    private int pathSegment(int ptr) {
        int start = carriedSegment >= 0 ? carriedSegment : ptr;
        carriedSegment = -1;
        boolean special = special();
        int i = ptr;
        int c;
        while ((c = at(i)) != EOF && c != '/' && !(special && c == '\\')
                && !(override == NO_OVERRIDE && (c == '?' || c == '#'))) {
            i++;
        }
        checkUnits(ptr, i);
        if (special && c == '\\') {
            error(WebUrlError.INVALID_REVERSE_SOLIDUS, i);
        }
        boolean slash = c == '/' || special && c == '\\';
        if (isDoubleDot(start, i)) {
            url.shortenPath();
            if (!slash) {
                url.appendSegment("");
            }
        } else if (isSingleDot(start, i)) {
            if (!slash) {
                url.appendSegment("");
            }
        } else if (url.special == UrlRecord.FILE && url.pathIsEmpty() && i - start == 2 && isWindowsDriveLetter(start)) {
            url.appendSegment(Character.toString(in.charAt(start)) + ':');
        } else {
            url.appendEncodedSegment(in, start, i);
        }
        return i;
    }

    /** The authority's userinfo {@code in[from, at)}: username, and the password after the first ':'. */
    private void credentials(int from, int at) {
        int colon = in.indexOf(':', from);
        if (colon < 0 || colon > at) {
            colon = at;
        }
        checkUnits(from, at);
        url.setCredentials(Encoding.encode(in.substring(from, colon), Encoding.USERINFO_LO, Encoding.USERINFO_HI),
                colon < at ? Encoding.encode(in.substring(colon + 1, at), Encoding.USERINFO_LO, Encoding.USERINFO_HI) : "");
    }

    /** Host-parses {@code in[from, to)} with "url is not special" and sets the host; false on failure. */
    private boolean setHost(int from, int to) {
        String host = HostParser.parse(this, in, from, to, !special());
        if (host == null) {
            return false;
        }
        url.setHost(host, hostType);
        return true;
    }

    /** Reports invalid-URL-unit for each code point of {@code in[from, to)} that is not a URL unit. */
    private void checkUnits(int from, int to) {
        if (errors == null) {
            return;
        }
        for (int i = from; i < to; i++) {
            int cp = in.codePointAt(i);
            if (cp == '%') {
                if (i + 2 >= n || !Ascii.isHexDigit(in.charAt(i + 1)) || !Ascii.isHexDigit(in.charAt(i + 2))) {
                    error(WebUrlError.INVALID_URL_UNIT, i);
                }
            } else if (!Chars.isUrlCodePoint(cp)) {
                error(WebUrlError.INVALID_URL_UNIT, i);
            }
            if (cp > 0xFFFF) {
                i++;
            }
        }
    }

    // ---- character tests ------------------------------------------------------------------------

    private boolean endsAuthority(int c) {
        return c == '/' || c == '?' || c == '#' || c == '\\' && url.special >= 0;
    }

    private boolean startsWith(int from, String s) {
        return in.startsWith(s, from);
    }

    private boolean startsWithWindowsDriveLetter(int i) {
        return Chars.startsWithWindowsDriveLetter(in, i);
    }

    private boolean isWindowsDriveLetter(int i) {
        return Chars.isWindowsDriveLetter(in, i);
    }

    private boolean isSingleDot(int from, int to) {
        return Chars.isSingleDot(in, from, to);
    }

    private boolean isDoubleDot(int from, int to) {
        return Chars.isDoubleDot(in, from, to);
    }
}
