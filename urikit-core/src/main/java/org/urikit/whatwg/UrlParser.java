package org.urikit.whatwg;

import java.util.ArrayList;
import org.urikit.net.Ipv4Addresses;

/**
 * The URL Standard's "basic URL parser" (section "URL parsing"): the state machine, state by
 * state ({@link State}, one method each), with a base URL and the state override that the API's
 * setters use. It writes the URL record into a {@link UrlRecord}, whose serialization is the
 * href, as it reads: one pass over the input, and the href is the one string it makes.
 *
 * <p>Where the standard appends one code point at a time to a buffer that is only read at the
 * end of a state (scheme, authority, host, port, a path segment, the query), this parser scans to
 * the end of that run first, with one lookup per code unit in the class table
 * {@link Chars#CLASSES}, and works on the slice of the input; the observable result, errors
 * included, is the same. The authority state reads the authority once, noting its last
 * {@code '@'}, where the host ends and whether the host is a plain ASCII domain, for the host
 * and port states, instead of rewinding the pointer; the relative and file states append the
 * base's query only once they know it is kept (the record is serialized in order).
 *
 * <p>The input, trimmed and without tabs and newlines, and the validation errors are those of
 * {@link UrlInput}. Parsing without collecting validation errors (the {@code parse} and {@code parseOrNull}
 * entry points) uses a parser, record and buffer kept per thread, so that a URL costs the
 * {@link WebUrl} and its href and nothing else; and the common hosts (an ASCII domain, an
 * opaque host with nothing to encode) are held as ranges of the input rather than strings.
 */
final class UrlParser extends UrlInput {
    /** The states of the basic URL parser, named and ordered as in the standard. */
    enum State {
        SCHEME_START, SCHEME, NO_SCHEME, SPECIAL_RELATIVE_OR_AUTHORITY, PATH_OR_AUTHORITY, RELATIVE,
        RELATIVE_SLASH, SPECIAL_AUTHORITY_SLASHES, SPECIAL_AUTHORITY_IGNORE_SLASHES, AUTHORITY, HOST,
        HOSTNAME, PORT, FILE, FILE_SLASH, FILE_HOST, PATH_START, PATH, OPAQUE_PATH, QUERY, FRAGMENT
    }

    /** {@link #run} results. */
    static final int DONE = 0;
    static final int FAILURE = 1;
    /** The state override made the parser return early (the setter keeps whatever was set). */
    static final int RETURNED = 2;

    private static final int EOF = -1;

    /** The parser of each thread, for the entry points that do not collect validation errors. */
    private static final ThreadLocal<UrlParser> OF_THREAD = ThreadLocal.withInitial(() -> new UrlParser(new UrlRecord(256)));

    private WebUrl base;
    /** The state override, or null. */
    private State override;
    final UrlRecord url;

    /** A path segment that the file host state started ("buffer is not reset"), or -1. */
    private int carriedSegment;
    /** The pointer. */
    private int ptr;
    /** {@link #run}'s result when a state returns. */
    private int result;
    /** The authority state's reading for the host and port states: where the authority ends (or -1), where the host ends, whether it is plain. */
    private int authorityEnd;
    private int hostEnd;
    private boolean plainHost;
    /** Whether the thread's parser is in use. */
    private boolean busy;

    private UrlParser(UrlRecord url) {
        this.url = url;
    }

    /**
     * A parser of {@code input} against {@code base} (or null) without state override: a new one
     * when collecting validation errors, else the thread's own, which {@link #parse} releases.
     */
    static UrlParser forInput(String input, WebUrl base, boolean collect) {
        UrlParser p = collect ? null : OF_THREAD.get();
        if (p == null || p.busy) {
            p = new UrlParser(new UrlRecord(input.length() + 16));
        }
        p.busy = !collect;
        p.base = base;
        p.override = null;
        p.errors = collect ? new ArrayList<>() : null;
        p.setInput(input, collect);
        return p;
    }

    /** A parser that runs the state machine with {@code override} over {@code value} on {@code url}. */
    static UrlParser forSetter(String value, UrlRecord url, State override) {
        UrlParser p = new UrlParser(url);
        p.override = override;
        p.takeSetterValue(value);
        p.clearState();
        url.src = p.in;
        return p;
    }

    /**
     * The URL of {@code s}, a special URL that the fast path has read as its own serialization up
     * to {@code at}, in the state {@code state} (the path, where {@code at} starts a segment; the
     * query; the fragment), with its host {@code s[hostStart, hostEnd)}, its path from
     * {@code pathStart}, and its query and fragment from {@code queryStart} and
     * {@code fragmentStart} (or -1): the state machine goes on from there, as it would have after
     * reading {@code s[0, at)}. Null when the rest holds a tab or newline (the caller starts over).
     */
    static WebUrl resume(String s, int special, int hostStart, int hostEnd, HostType type, int pathStart,
            int queryStart, int fragmentStart, State state, int at) {
        int to = s.length();
        while (to > at && s.charAt(to - 1) <= ' ') {
            to--;
        }
        UrlParser p = OF_THREAD.get();
        if (p.busy || hasTabOrNewline(s, at, to)) {
            return null;
        }
        p.busy = true;
        p.base = null;
        p.override = null;
        p.errors = null;
        p.takeCanonical(s, to);
        p.clearState();
        // In the path state the record holds the path before the segment at `at`, without its '/'.
        p.url.resume(s, special, hostStart, hostEnd, type, pathStart, queryStart, fragmentStart,
                state == State.PATH ? at - 1 : at);
        try {
            p.run(state, at);
            return p.url.build(s);
        } finally {
            p.release();
        }
    }

    /** Takes {@code input} ({@link #take}) and empties the record for it. */
    private void setInput(String input, boolean collect) {
        take(input, collect);
        clearState();
        url.reset(in);
    }

    /** Forgets what the previous input left in the parser's state. */
    private void clearState() {
        clearReports();
        carriedSegment = -1;
        authorityEnd = -1;
    }

    // ---- the state machine --------------------------------------------------------------------

    /** Runs the parser and serializes: the URL, or null when it returns failure ({@link #failure} says why). */
    WebUrl parse() {
        try {
            return run() == FAILURE ? null : url.build(original());
        } finally {
            release();
        }
    }

    /** Frees the thread's parser for the next URL, keeping no reference to this one's input or base (null stores cost no barrier). */
    private void release() {
        busy = false;
        base = null;
        in = null;
        url.src = null;
    }

    /** Runs the state machine from the first code point; DONE, FAILURE or RETURNED. */
    int run() {
        return run(override == null ? State.SCHEME_START : override, start);
    }

    /** Runs the state machine from {@code state} at {@code from}. */
    private int run(State state, int from) {
        ptr = from;
        while (true) {
            int c = at(ptr);
            state = switch (state) {
                case SCHEME_START -> schemeStart(c);
                case SCHEME -> scheme();
                case NO_SCHEME -> noScheme(c);
                case SPECIAL_RELATIVE_OR_AUTHORITY -> specialRelativeOrAuthority(c);
                case PATH_OR_AUTHORITY -> pathOrAuthority(c);
                case RELATIVE -> relative(c);
                case RELATIVE_SLASH -> relativeSlash(c);
                case SPECIAL_AUTHORITY_SLASHES -> specialAuthoritySlashes(c);
                case SPECIAL_AUTHORITY_IGNORE_SLASHES -> specialAuthorityIgnoreSlashes(c);
                case AUTHORITY -> authority();
                case HOST, HOSTNAME -> host();
                case PORT -> port();
                case FILE -> file(c);
                case FILE_SLASH -> fileSlash(c);
                case FILE_HOST -> fileHost();
                case PATH_START -> pathStart(c);
                case PATH -> path();
                case OPAQUE_PATH -> opaquePath(c);
                case QUERY -> query();
                case FRAGMENT -> fragment(c);
            };
            if (state == null) {
                return result;
            }
            if (ptr >= end) {
                return DONE;
            }
            ptr++;
        }
    }

    /** The code point at {@code i}, or EOF past the input. */
    private int at(int i) {
        return i < end ? in.charAt(i) : EOF;
    }

    private boolean special() {
        return url.special >= 0;
    }

    /** Ends the state machine with {@code r} (a state method's return value). */
    private State stop(int r) {
        result = r;
        return null;
    }

    /** Reports fatal error {@code e} at {@code at} and ends the state machine with failure. */
    private State fail(WebUrlError e, int at) {
        fatal(e, at);
        return stop(FAILURE);
    }

    private State schemeStart(int c) {
        if (Chars.isAlpha(c)) {
            return State.SCHEME;
        }
        if (override == null) {
            ptr--;
            return State.NO_SCHEME;
        }
        return stop(FAILURE);
    }

    private State scheme() {
        int from = ptr - 1;
        int i = Chars.scan(in, ptr, end, Chars.SCHEME);
        if (at(i) != ':') {
            if (override != null) {
                return stop(FAILURE);
            }
            ptr = start - 1; // start over from the first code point
            return State.NO_SCHEME;
        }
        int special = UrlRecord.specialIndex(in, from, i);
        if (override != null) {
            if ((url.special >= 0) != (special >= 0)) {
                return stop(RETURNED);
            }
            if ((url.includesCredentials() || url.port >= 0) && special == UrlRecord.FILE) {
                return stop(RETURNED);
            }
            if (url.special == UrlRecord.FILE && url.hostType == HostType.EMPTY) {
                return stop(RETURNED);
            }
        }
        url.setScheme(from, i, special);
        if (override != null) {
            if (url.port >= 0 && url.port == UrlRecord.defaultPort(special)) {
                url.port = -1;
            }
            return stop(RETURNED);
        }
        ptr = i; // c is ':'
        if (special == UrlRecord.FILE) {
            if (at(ptr + 1) != '/' || at(ptr + 2) != '/') {
                error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr + 1);
            }
            return State.FILE;
        }
        if (special >= 0 && base != null && base.specialIndex() == special) {
            return State.SPECIAL_RELATIVE_OR_AUTHORITY;
        }
        if (special >= 0) {
            return State.SPECIAL_AUTHORITY_SLASHES;
        }
        if (at(ptr + 1) == '/') {
            ptr++;
            return State.PATH_OR_AUTHORITY;
        }
        url.startOpaquePath();
        return State.OPAQUE_PATH;
    }

    private State noScheme(int c) {
        if (base == null || base.hasOpaquePath() && c != '#') {
            return fail(WebUrlError.MISSING_SCHEME_NON_RELATIVE_URL, start);
        }
        if (base.hasOpaquePath()) {
            url.setScheme(base.scheme(), base.specialIndex());
            url.copyOpaquePath(base);
            url.appendBaseQuery(base);
            url.startFragment();
            return State.FRAGMENT;
        }
        ptr--;
        return base.specialIndex() != UrlRecord.FILE ? State.RELATIVE : State.FILE;
    }

    private State specialRelativeOrAuthority(int c) {
        if (c == '/' && at(ptr + 1) == '/') {
            ptr++;
            return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        }
        error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
        ptr--;
        return State.RELATIVE;
    }

    private State pathOrAuthority(int c) {
        if (c == '/') {
            return State.AUTHORITY;
        }
        ptr--;
        return State.PATH;
    }

    private State relative(int c) {
        url.setScheme(base.scheme(), base.specialIndex());
        if (c == '/') {
            return State.RELATIVE_SLASH;
        }
        if (special() && c == '\\') {
            error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
            return State.RELATIVE_SLASH;
        }
        url.copyAuthority(base);
        url.copyPath(base);
        State next = queryOrFragmentAfterBase(c);
        if (next != null) {
            return next;
        }
        if (c != EOF) {
            url.shortenPath();
            ptr--;
            return State.PATH;
        }
        url.appendBaseQuery(base);
        return State.RELATIVE;
    }

    /**
     * The relative and file states once the base's path is taken: {@code '?'} starts an empty
     * query, {@code '#'} keeps the base's query and starts the fragment; null for anything else.
     */
    private State queryOrFragmentAfterBase(int c) {
        if (c == '?') {
            url.startQuery();
            return State.QUERY;
        }
        if (c == '#') {
            url.appendBaseQuery(base);
            url.startFragment();
            return State.FRAGMENT;
        }
        return null;
    }

    private State relativeSlash(int c) {
        if (special() && (c == '/' || c == '\\')) {
            if (c == '\\') {
                error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
            }
            return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
        }
        if (c == '/') {
            return State.AUTHORITY;
        }
        url.copyAuthority(base);
        ptr--;
        return State.PATH;
    }

    private State specialAuthoritySlashes(int c) {
        if (c == '/' && at(ptr + 1) == '/') {
            ptr++;
        } else {
            error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
            ptr--;
        }
        return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
    }

    private State specialAuthorityIgnoreSlashes(int c) {
        if (c != '/' && c != '\\') {
            ptr--;
            return State.AUTHORITY;
        }
        error(WebUrlError.SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS, ptr);
        return State.SPECIAL_AUTHORITY_IGNORE_SLASHES;
    }

    /**
     * The authority state, reading the whole authority once: up to the first {@code '/'},
     * {@code '?'} or {@code '#'} ({@code '\'} too in a special URL), the credentials before its
     * last {@code '@'}, then the host up to the first {@code ':'} outside brackets, which the
     * host state takes from {@link #hostEnd}, plain when every one of its code units is an ASCII
     * domain code point.
     */
    private State authority() {
        boolean special = special();
        int i = ptr;
        int lastAt = -1;
        int colon = -1;
        boolean brackets = false;
        boolean plain = true;
        while (true) {
            i = Chars.scan(in, i, end, Chars.DOMAIN);
            if (i == end) {
                break;
            }
            char ch = in.charAt(i);
            if (ch == '/' || ch == '?' || ch == '#' || ch == '\\' && special) {
                break;
            }
            if (ch == '@') {
                error(WebUrlError.INVALID_CREDENTIALS, i);
                lastAt = i;
                colon = -1;
                brackets = false;
                plain = true;
            } else if (colon < 0) {
                if (ch == ':' && !brackets) {
                    colon = i;
                } else {
                    plain = false;
                    if (ch == '[') {
                        brackets = true;
                    } else if (ch == ']') {
                        brackets = false;
                    }
                }
            }
            i++;
        }
        if (lastAt >= 0) {
            if (lastAt + 1 == i) {
                return fail(WebUrlError.HOST_MISSING, i);
            }
            checkUnits(ptr, lastAt);
            url.setCredentials(ptr, lastAt);
            ptr = lastAt;
        } else {
            ptr--;
        }
        authorityEnd = i;
        hostEnd = colon >= 0 ? colon : i;
        plainHost = plain;
        return State.HOST;
    }

    /** The host and hostname states. */
    private State host() {
        if (override != null && url.special == UrlRecord.FILE) {
            ptr--;
            return State.FILE_HOST;
        }
        int from = ptr;
        int to;
        boolean plain;
        if (authorityEnd >= 0) {
            to = hostEnd;
            plain = plainHost;
        } else {
            // A setter's value: read to the end of the host here.
            boolean insideBrackets = false;
            int i = ptr;
            for (int ch; (ch = at(i)) != EOF && !endsAuthority(ch); i++) {
                if (ch == ':' && !insideBrackets) {
                    break;
                }
                if (ch == '[') {
                    insideBrackets = true;
                } else if (ch == ']') {
                    insideBrackets = false;
                }
            }
            to = i;
            plain = false;
        }
        if (at(to) == ':') {
            if (to == from) {
                return fail(WebUrlError.HOST_MISSING, to);
            }
            if (override == State.HOSTNAME) {
                return stop(FAILURE);
            }
            if (!setHost(from, to, plain)) {
                return stop(FAILURE);
            }
            ptr = to;
            return State.PORT;
        }
        ptr = to - 1;
        if (special() && to == from) {
            return fail(WebUrlError.HOST_MISSING, to);
        } else if (override != null && to == from && (url.includesCredentials() || url.port >= 0)) {
            return stop(FAILURE);
        }
        if (!setHost(from, to, plain)) {
            return stop(FAILURE);
        }
        return override != null ? stop(RETURNED) : State.PATH_START;
    }

    private State port() {
        int from = ptr;
        int i = ptr;
        int port = 0;
        while (Chars.isDigit(at(i))) {
            port = Math.min(port * 10 + at(i) - '0', 100_000);
            i++;
        }
        int ch = at(i);
        if (ch != EOF && !endsAuthority(ch) && override == null) {
            return fail(WebUrlError.PORT_INVALID, i);
        }
        if (i > from) {
            if (port > 65535) {
                return fail(WebUrlError.PORT_OUT_OF_RANGE, from);
            }
            url.port = port == UrlRecord.defaultPort(url.special) ? -1 : port;
            if (override != null) {
                return stop(RETURNED);
            }
        }
        if (override != null) {
            return stop(FAILURE);
        }
        ptr = i - 1;
        return State.PATH_START;
    }

    private State file(int c) {
        url.setScheme("file", UrlRecord.FILE);
        url.setEmptyHost();
        if (c == '/' || c == '\\') {
            if (c == '\\') {
                error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
            }
            return State.FILE_SLASH;
        }
        if (base == null || base.specialIndex() != UrlRecord.FILE) {
            ptr--;
            return State.PATH;
        }
        url.setHost(base.hostname(), base.hostType());
        url.copyPath(base);
        State next = queryOrFragmentAfterBase(c);
        if (next != null) {
            return next;
        }
        if (c != EOF) {
            if (!Chars.startsWithWindowsDriveLetter(in, ptr, end)) {
                url.shortenPath();
            } else {
                error(WebUrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER, ptr);
                url.emptyPath();
            }
            ptr--;
            return State.PATH;
        }
        url.appendBaseQuery(base);
        return State.FILE;
    }

    private State fileSlash(int c) {
        if (c == '/' || c == '\\') {
            if (c == '\\') {
                error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
            }
            return State.FILE_HOST;
        }
        if (base != null && base.specialIndex() == UrlRecord.FILE) {
            url.setHost(base.hostname(), base.hostType());
            if (!Chars.startsWithWindowsDriveLetter(in, ptr, end)) {
                url.appendBaseDriveLetter(base);
            }
        }
        ptr--;
        return State.PATH;
    }

    private State fileHost() {
        int from = ptr;
        int i = Chars.scan(in, ptr, end, Chars.DOMAIN);
        boolean plain = true;
        for (int ch; (ch = at(i)) != EOF && ch != '/' && ch != '\\' && ch != '?' && ch != '#'; i++) {
            plain = false;
        }
        ptr = i - 1;
        if (override == null && i - from == 2 && Chars.isWindowsDriveLetter(in, from, end)) {
            error(WebUrlError.FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST, from);
            carriedSegment = from;
            return State.PATH;
        }
        if (i == from) {
            url.setEmptyHost();
        } else if (errors == null && plain && !Ipv4Addresses.endsInANumber(in, from, i)) {
            // An ASCII domain: domain to ASCII lower-cases it, and "localhost" is the empty host.
            if (i - from == 9 && in.regionMatches(true, from, "localhost", 0, 9)) {
                url.setEmptyHost();
            } else {
                url.setHost(from, i, true, HostType.DOMAIN);
            }
        } else {
            String host = HostParser.parse(this, scalarValues(from, i), from, i, false);
            if (host == null) {
                return stop(FAILURE);
            }
            if (host.equals("localhost")) {
                url.setEmptyHost();
            } else {
                url.setHost(host, hostType);
            }
        }
        return override != null ? stop(RETURNED) : State.PATH_START;
    }

    private State pathStart(int c) {
        if (special()) {
            if (c == '\\') {
                error(WebUrlError.INVALID_REVERSE_SOLIDUS, ptr);
            }
            if (c != '/' && c != '\\') {
                ptr--;
            }
            return State.PATH;
        }
        if (override == null && c == '?') {
            url.startQuery();
            return State.QUERY;
        }
        if (override == null && c == '#') {
            url.startFragment();
            return State.FRAGMENT;
        }
        if (c != EOF) {
            if (c != '/') {
                ptr--;
            }
            return State.PATH;
        }
        if (override != null && url.hostIsNull()) {
            url.appendSegment("");
        }
        return State.PATH_START;
    }

    /**
     * The path state, over the segments that follow one another (the state machine comes back to
     * this state after each {@code '/'}), each ended by the code point at the returned pointer.
     * Handles dot segments, the Windows drive letter quirk, and the segments' validation errors.
     * A segment that is neither a dot segment nor a drive letter and holds nothing to encode is
     * its own serialization: runs of such segments, with the {@code '/'} before each, are copied
     * into the href in one piece. A segment with something to encode is written as it is read.
     */
    private State path() {
        boolean special = special();
        int keep = special ? Chars.SPECIAL_PATH : Chars.PATH;
        int runFrom = -1;                       // in[runFrom, runTo): the href's next text, not yet written
        int runTo = -1;
        int c;
        while (true) {
            int from = carriedSegment >= 0 ? carriedSegment : ptr;
            carriedSegment = -1;
            int i = Chars.scan(in, ptr, end, keep);
            c = at(i);
            if (c != EOF && !endsSegment(c, special)) {
                runFrom = writeRun(runFrom, runTo);
                Href out = url.startSegment();
                out.appendRange(in, from, i);
                do {
                    i = Encoding.appendEscaped(out, in, i, end);
                    int run = i;
                    i = Chars.scan(in, i, end, keep);
                    out.appendRange(in, run, i);
                    c = at(i);
                } while (c != EOF && !endsSegment(c, special));
                segmentErrors(ptr, i, c, special);
            } else {
                segmentErrors(ptr, i, c, special);
                boolean slash = c == '/' || special && c == '\\';
                int length = i - from;
                boolean dots = length > 0 && length <= 6 && (in.charAt(from) == '.' || in.charAt(from) == '%');
                if (dots && Chars.isDoubleDot(in, from, i)) {
                    runFrom = writeRun(runFrom, runTo);
                    url.shortenPath();
                    if (!slash) {
                        url.appendSegment("");
                    }
                } else if (dots && Chars.isSingleDot(in, from, i)) {
                    runFrom = writeRun(runFrom, runTo);
                    if (!slash) {
                        url.appendSegment("");
                    }
                } else if (length == 2 && url.special == UrlRecord.FILE && runFrom < 0 && url.pathIsEmpty()
                        && Chars.isWindowsDriveLetter(in, from, end)) {
                    url.appendDriveLetter(in.charAt(from));
                } else if (runFrom >= 0 && runTo == from - 1 && in.charAt(runTo) == '/') {
                    runTo = i;                  // the run goes on with '/' and this segment
                } else {
                    runFrom = writeRun(runFrom, runTo);
                    if (from > start && in.charAt(from - 1) == '/') {
                        runFrom = from - 1;
                    } else {
                        url.startSegment();
                        runFrom = from;
                    }
                    runTo = i;
                }
            }
            ptr = i;
            if (c != '/' && !(special && c == '\\')) {
                break;
            }
            ptr++;
        }
        writeRun(runFrom, runTo);
        if (c == '?') {
            url.startQuery();
            return State.QUERY;
        }
        if (c == '#') {
            url.startFragment();
            return State.FRAGMENT;
        }
        return State.PATH;
    }

    /** Writes the path text {@code in[from, to)} (nothing when {@code from} is -1); returns -1, the empty run. */
    private int writeRun(int from, int to) {
        if (from >= 0) {
            url.pathOut().appendRange(in, from, to);
        }
        return -1;
    }

    /** Whether {@code c} ends a path segment: '/', '\' in a special URL, and '?' and '#' without state override. */
    private boolean endsSegment(int c, boolean special) {
        return c == '/' || special && c == '\\' || override == null && (c == '?' || c == '#');
    }

    /** The validation errors of the path segment {@code in[from, to)} that {@code c} ends. */
    private void segmentErrors(int from, int to, int c, boolean special) {
        checkUnits(from, to);
        if (special && c == '\\') {
            error(WebUrlError.INVALID_REVERSE_SOLIDUS, to);
        }
    }

    private State opaquePath(int c) {
        if (c == '?') {
            url.startQuery();
            return State.QUERY;
        }
        if (c == '#') {
            url.startFragment();
            return State.FRAGMENT;
        }
        if (c == ' ') {
            error(WebUrlError.INVALID_URL_UNIT, ptr);
            int next = at(ptr + 1);
            Href out = url.pathOut();
            if (next == '?' || next == '#') {
                out.appendAscii("%20");
            } else {
                out.append(' ');
            }
        } else if (c != EOF) {
            int i = ptr;
            if (errors != null) {
                for (int ch; (ch = at(i)) != EOF && ch != '?' && ch != '#' && ch != ' '; ) {
                    i++;
                }
                checkUnits(ptr, i);
            }
            ptr = encodeRun(url.pathOut(), ptr, Chars.OPAQUE_PATH, '?', '#', ' ') - 1;
        }
        return State.OPAQUE_PATH;
    }

    private State query() {
        int i = ptr;
        if (errors != null) {
            if (override == null) {
                while (i < end && in.charAt(i) != '#') {
                    i++;
                }
            } else {
                i = end;
            }
            checkUnits(ptr, i);
        }
        int keep = special() ? Chars.SPECIAL_QUERY : Chars.QUERY;
        ptr = override == null ? encodeRun(url.out, ptr, keep, '#', '#', '#') : encodeRun(url.out, ptr, keep, EOF, EOF, EOF);
        if (at(ptr) == '#') {
            url.startFragment();
            return State.FRAGMENT;
        }
        return State.QUERY;
    }

    private State fragment(int c) {
        if (c != EOF) {
            checkUnits(ptr, end);
            ptr = encodeRun(url.out, ptr, Chars.FRAGMENT, EOF, EOF, EOF);
        }
        return State.FRAGMENT;
    }

    /**
     * Appends the input from {@code i} to {@code out} up to the first of {@code stop1},
     * {@code stop2}, {@code stop3} (or the end): runs of class {@code keep} as they are, any other
     * code point UTF-8 percent-encoded. Returns the index where it stopped.
     */
    private int encodeRun(Href out, int i, int keep, int stop1, int stop2, int stop3) {
        while (true) {
            int run = i;
            i = Chars.scan(in, i, end, keep);
            out.appendRange(in, run, i);
            if (i == end) {
                return i;
            }
            char c = in.charAt(i);
            if (c == stop1 || c == stop2 || c == stop3) {
                return i;
            }
            i = Encoding.appendEscaped(out, in, i, end);
        }
    }

    /**
     * Host-parses {@code in[from, to)} with "url is not special" and sets the host; false on
     * failure. A plain ASCII domain that does not end in a number is its lower-cased self, and
     * an opaque host with nothing to encode its own text: both are kept as ranges of the input
     * (unless collecting validation errors, which the host parser reports).
     */
    private boolean setHost(int from, int to, boolean plain) {
        boolean special = special();
        if (errors == null) {
            if (special && plain && to > from && !Ipv4Addresses.endsInANumber(in, from, to)) {
                url.setHost(from, to, true, HostType.DOMAIN);
                return true;
            }
            if (!special && Chars.scan(in, from, to, Chars.OPAQUE_HOST) == to) {
                url.setHost(from, to, false, from == to ? HostType.EMPTY : HostType.OPAQUE);
                return true;
            }
        }
        String host = HostParser.parse(this, scalarValues(from, to), from, to, !special);
        if (host == null) {
            return false;
        }
        url.setHost(host, hostType);
        return true;
    }

    private boolean endsAuthority(int c) {
        return c == '/' || c == '?' || c == '#' || c == '\\' && url.special >= 0;
    }
}
