package org.urikit.text;

import org.urikit.Uri;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.error.Severity;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;

/**
 * One pass of {@link UriExtractor} over one text: a main loop that steps over characters until
 * one that can open a reference (a trigger), and a bounded attempt at each trigger.
 *
 * <table>
 * <caption>Triggers</caption>
 * <tr><th>character</th><th>attempt</th><th>class</th></tr>
 * <tr><td>{@code <}</td><td>angle brackets, {@code <URL:…>}</td><td>{@link Delimiters#angle}</td></tr>
 * <tr><td>{@code "}</td><td>double quotes</td><td>{@link Delimiters#quoted}</td></tr>
 * <tr><td>{@code :}</td><td>a scheme before it (looked back for): bare, {@code URL:} prefix</td><td>{@link BareForms#colon}</td></tr>
 * <tr><td>{@code ]}</td><td>{@code ](} of a Markdown link</td><td>{@link Markup#markdown}</td></tr>
 * <tr><td>{@code =}</td><td>{@code href=} or {@code src=} before it</td><td>{@link Markup#href}</td></tr>
 * <tr><td>{@code .} {@code @}</td><td>{@code www.}/{@code ftp.}, {@code user@host} (only when abbreviations are on)</td><td>{@link Abbreviations}</td></tr>
 * </table>
 *
 * <p><b>Linear time.</b> Every attempt either consumes what it read (the main loop continues
 * after it and no later match starts before it) or fails and lets the main loop continue one
 * character after its trigger. A failed attempt reads at most up to its stopping character, and
 * no two failed attempts of one kind read the same characters: an angle attempt stops at the next
 * {@code <}, a quote attempt at the next {@code "}, a bare or abbreviated attempt that got as far
 * as reading a whole run of non-space characters consumes it, and the Markdown, {@code href} and
 * abbreviation attempts keep a floor below which they do not start again. Look-backs are bounded
 * ({@value #MAX_SCHEME} characters for a scheme, 64 for the local part of a mail address). So each
 * character is read a bounded number of times, and each candidate is parsed at most twice. The
 * tests count this work ({@link #work()}) on adversarial inputs.
 *
 * <p><b>Constant memory.</b> Nothing is kept but the current attempt's text, at most the
 * extractor's maximum length (plus {@value #LOOKBACK} characters of look-back and one read chunk).
 */
final class Scanner {
    /** Characters kept before the current position, for look-backs: more than any look-back reads. */
    static final int LOOKBACK = 128;
    /** The longest scheme name recognized in running text. */
    static final int MAX_SCHEME = 64;

    final TextWindow win;
    final int maxLength;
    final SchemeNames schemes;
    private final SchemeRegistry registry;
    private final boolean[] triggers;

    /** Where the main loop continues. */
    private long pos;
    /** The end of the last consumed stretch: no match starts before it. */
    long floor;
    /** Failed attempts of these kinds do not start again before these offsets. */
    long markdownFloor;
    long hrefFloor;
    long abbreviationFloor;

    /** Results of {@link #scanToken}. */
    long tokenEnd;
    boolean tokenNonAscii;
    boolean tokenTooLong;

    /** The text of a wrapped reference, reused. */
    final StringBuilder sb = new StringBuilder();

    private UriMatch pending;
    private long mainLoopChars;
    private long parsedChars;

    Scanner(TextWindow win, int maxLength, SchemeNames schemes, SchemeRegistry registry, boolean abbreviated) {
        this.win = win;
        this.maxLength = maxLength;
        this.schemes = schemes;
        this.registry = registry;
        boolean[] t = new boolean[']' + 1];
        for (char c : "<\":]=".toCharArray()) {
            t[c] = true;
        }
        if (abbreviated) {
            t['.'] = true;
            t['@'] = true;
        }
        this.triggers = t;
    }

    /** The next match, or null at the end of the text. */
    UriMatch next() {
        while (pending == null) {
            if (!step()) {
                return null;
            }
        }
        UriMatch m = pending;
        pending = null;
        return m;
    }

    /** Characters read so far: by the main loop, by the attempts, and handed to the parser. */
    long work() {
        return mainLoopChars + win.reads + parsedChars;
    }

    /** Steps to the next trigger and runs its attempt; false at the end of the text. */
    private boolean step() {
        TextWindow w = win;
        char[] b = w.buf;
        int n = w.len;
        long base = w.base;
        int from = (int) (pos - base);
        int i = from;
        boolean[] t = triggers;
        while (i < n) {
            char c = b[i];
            // Every trigger lies in '"' .. ']': lower-case letters, digits below '"' and spaces skip the table.
            if (c >= '"' && c <= ']' && t[c]) {
                break;
            }
            i++;
        }
        mainLoopChars += i - from;
        if (i >= n) {
            pos = base + n;
            w.keep(pos - LOOKBACK);
            return w.fill();
        }
        long p = base + i;
        w.keep(p - LOOKBACK);
        pos = attempt(b[i], p);
        return true;
    }

    private long attempt(char c, long p) {
        switch (c) {
            case '<':
                return Delimiters.angle(this, p);
            case '"':
                return Delimiters.quoted(this, p);
            case ':':
                return BareForms.colon(this, p);
            case ']':
                return Markup.markdown(this, p);
            case '=':
                return Markup.href(this, p);
            case '.':
                return Abbreviations.www(this, p);
            case '@':
                return Abbreviations.mail(this, p);
            default:
                throw new AssertionError(c);
        }
    }

    /** Marks everything before {@code end} as consumed and returns it (where the main loop continues). */
    long consume(long end) {
        floor = end;
        return end;
    }

    /** Records a match (at most one per attempt). */
    void emit(String reference, long start, long end, UriMatch.Form form, String expandedFrom,
            boolean wrapped, boolean ambiguous, Uri uri) {
        pending = new UriMatch(reference, start, end, win.line(start), form, expandedFrom, wrapped, ambiguous, uri);
    }

    /**
     * The reference as a {@link Uri} (RFC 3986, or RFC 3987 when it has non-ASCII characters), or
     * null when it is not a valid URI reference.
     */
    Uri parse(String reference, boolean nonAscii) {
        parsedChars += reference.length();
        if (!nonAscii) {
            return Uri.parseOrNull(reference);
        }
        try {
            return Uri.fromIri(reference);
        } catch (IllegalArgumentException e) {   // UriSyntaxException, such as a host without an IDNA form
            return null;
        }
    }

    /**
     * {@code uri} if it follows the rules of its scheme, else null: a scheme that counts by its
     * name alone, without {@code "//"} after it, must also be used as its scheme defines
     * ({@code mailto:} an address, {@code urn:} a namespace and a name, {@code http:} an
     * authority), so that "the mailto:URL form" or "http:header" are not references. The rules are the registry's
     * handlers ({@link SchemeRegistry#validate(Uri, ValidationPolicy)}): a violation of severity
     * error under the default policy rejects the candidate; a scheme without a handler passes.
     */
    Uri followingScheme(Uri uri) {
        if (uri == null) {
            return null;
        }
        for (Violation v : registry.validate(uri, ValidationPolicy.defaults())) {
            if (v.severity() == Severity.ERROR) {
                return null;
            }
        }
        return uri;
    }

    /** Whether {@code "//"} follows the colon at {@code colon}. */
    boolean slashesAfter(long colon) {
        return win.at(colon + 1) == '/' && win.at(colon + 2) == '/';
    }

    /**
     * Scans a run of reference characters from {@code s}: it ends before whitespace, a character
     * that no URI or IRI contains ({@link Chars#isToken}), or a {@code )}, {@code ]} or non-ASCII
     * closing bracket that closes nothing opened inside the run (so {@code (see http://a/b_(c))}
     * gives {@code http://a/b_(c)}, and {@code ⟨http://a/b⟩} gives {@code http://a/b}).
     * Sets {@link #tokenEnd}, {@link #tokenNonAscii} and {@link #tokenTooLong}: the run goes past
     * {@code spanStart + maxLength}; then, when {@code skipWhenLong}, the scan goes on to the run's
     * end without keeping its text (the caller consumes it), else it stops there.
     */
    void scanToken(long s, long spanStart, boolean skipWhenLong) {
        TextWindow w = win;
        long limit = spanStart + maxLength;
        long e = s;
        int paren = 0;
        int bracket = 0;
        int wide = 0;           // other non-ASCII brackets (⟨ ⟩, ❨ ❩); the CJK ones end the run anyway
        boolean nonAscii = false;
        boolean tooLong = false;
        scan:
        while (w.has(e)) {
            // Straight over the buffer until its end, the run's end, or the length limit.
            char[] b = w.buf;
            long base = w.base;
            int from = (int) (e - base);
            int stop = (int) Math.min(w.len, limit + 1 - base);
            int i = from;
            if (tooLong) {
                stop = w.len;
            }
            for (; i < stop; i++) {
                char c = b[i];
                if (c < 0x80) {
                    if (!Chars.isToken(c)) {
                        break;
                    }
                    if (c == '(') {
                        paren++;
                    } else if (c == ')') {
                        if (paren == 0) {
                            break;
                        }
                        paren--;
                    } else if (c == '[') {
                        bracket++;
                    } else if (c == ']') {
                        if (bracket == 0) {
                            break;
                        }
                        bracket--;
                    }
                } else {
                    if (!Chars.isNonAsciiToken(c)) {
                        break;
                    }
                    if (Chars.isOpenBracket(c)) {
                        wide++;
                    } else if (Chars.isCloseBracket(c)) {
                        if (wide == 0) {
                            break;
                        }
                        wide--;
                    }
                    nonAscii = true;
                }
            }
            w.reads += i - from;
            e = base + i;
            if (i < stop) {
                break;          // the run ended at b[i]
            }
            if (e > limit && !tooLong) {
                tooLong = true;
                if (!skipWhenLong) {
                    break scan;
                }
            }
            if (tooLong) {
                w.keep(e - LOOKBACK);
            }
        }
        tokenEnd = e;
        tokenNonAscii = nonAscii;
        tokenTooLong = tooLong;
    }

    /**
     * Whether {@code ref}, whose scheme's colon is at {@code colon}, is more than a scheme prefix:
     * {@code http:} and {@code http://} alone are not references in running text ("a URI prefix
     * of "http://""), and neither is {@code "//"} followed by an empty authority and an empty
     * path ({@code http://?q}, {@code http://#}): nothing is named. {@code file:///etc} (an empty
     * authority, then a path) is.
     */
    static boolean hasBody(String ref, int colon) {
        if (ref.startsWith("//", colon + 1)) {
            return ref.length() > colon + 3 && ref.charAt(colon + 3) != '?' && ref.charAt(colon + 3) != '#';
        }
        return ref.length() > colon + 1;
    }

    /** Whether {@code "URL:"} (any case) starts at {@code p}. */
    boolean isUrlColon(long p) {
        return Chars.lower(win.at(p)) == 'u' && Chars.lower(win.at(p + 1)) == 'r' && Chars.lower(win.at(p + 2)) == 'l'
                && win.at(p + 3) == ':';
    }

    /**
     * The end of the scheme name that starts at {@code s} when a {@code ':'} follows it (the
     * offset of that colon), else -1. {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}
     * (RFC 3986 §3.1), at most {@value #MAX_SCHEME} characters.
     */
    long schemeColon(long s) {
        if (!Chars.isAlpha(win.at(s))) {
            return -1;
        }
        long q = s + 1;
        while (Chars.isScheme(win.at(q))) {
            if (q - s >= MAX_SCHEME) {
                return -1;
            }
            q++;
        }
        return win.at(q) == ':' ? q : -1;
    }

    /** Whether a scheme that ends at {@code colon} counts in running text: a known name, or {@code "//"} follows. */
    boolean counts(long s, long colon) {
        return slashesAfter(colon) || schemes.contains(win, s, colon);
    }
}
