package org.urikit.whatwg;

import java.util.List;
import org.urikit.net.Ascii;

/**
 * The basic URL parser's input and what it reports about it (URL Standard, "URL parsing", the
 * steps before the state machine, and "validation error"): the string given, trimmed of leading
 * and trailing C0 controls and spaces, without tabs and newlines; the validation errors, with
 * their indices mapped back to the string given; and the failure. {@link UrlParser} runs the
 * state machine over it.
 *
 * <p>The trimming is a range of the string given; tabs and newlines, which real URLs seldom hold,
 * are looked for with {@link String#indexOf(int)} (a vectorized search) and removed into a copy
 * only when there are some. A lone surrogate is read as U+FFFD where it matters: by the
 * percent-encoder, and for the host parser ({@link #scalarValues}); the copy made when collecting
 * validation errors has them replaced beforehand. Indices are UTF-16 indices into {@link #in}.
 */
abstract class UrlInput {
    /** The string given to the parser, or null when it is {@link #in} (see {@link #original()}). */
    private String original;
    /** The input: the string given, or a copy of its trimmed part without tabs and newlines. */
    String in;
    /** The input's range in {@link #in}. */
    int start;
    int end;
    /** The input's range in the string given (leading and trailing C0 controls and spaces trimmed). */
    private int trimStart;
    private int trimEnd;
    /** Whether {@link #in} is a copy with tabs or newlines removed. */
    private boolean tabsRemoved;
    /** {@link #originalIndex}'s map when tabs or newlines were removed, built when first needed. */
    private int[] toOriginal;

    /** Set by {@link HostParser} with each host it returns. */
    HostType hostType;
    /** The validation errors, or null when not collecting them. */
    List<ValidationError> errors;
    /** The collector the IPv4 and IPv6 parsers report to, made on the first IP address. */
    private HostErrors hostErrors;
    WebUrlError failure;
    int failureIndex;

    /**
     * Takes {@code input}: trims it, and removes tabs and newlines into a copy when it has some
     * (always a copy when {@code collect}, which also reports what the copy leaves out).
     */
    final void take(String input, boolean collect) {
        int from = Ascii.skipC0ControlOrSpace(input, 0, input.length());
        int to = Ascii.skipC0ControlOrSpaceBack(input, from, input.length());
        trimStart = from;
        trimEnd = to;
        // The thread's parser is kept from one URL to the next, in the old generation, where a
        // reference store costs a GC write barrier: `original` is only written when it is not `in`.
        if (collect || hasTabOrNewline(input, from, to)) {
            in = clean(input, from, to);
            original = input;
            start = 0;
            end = in.length();
        } else {
            in = input;
            original = null;
            start = from;
            end = to;
        }
        tabsRemoved = end - start != to - from;
        if (collect) {
            reportRemovedUnits();
        }
    }

    /** Takes {@code s[0, to)}, which the caller knows to have no leading C0 control or space, no tab or newline. */
    final void takeCanonical(String s, int to) {
        in = s;
        original = null;
        start = 0;
        end = to;
        trimStart = 0;
        trimEnd = to;
        tabsRemoved = false;
    }

    /** Takes a setter's value: not trimmed (the setters trim what the standard says), tabs and newlines removed. */
    final void takeSetterValue(String value) {
        in = clean(value, 0, value.length());
        original = value;
        start = 0;
        end = in.length();
        trimStart = 0;
        trimEnd = value.length();
        tabsRemoved = end != value.length();
    }

    /** Forgets the reports of the previous input. */
    final void clearReports() {
        toOriginal = null;
        hostType = null;
        hostErrors = null;
        failure = null;
        failureIndex = 0;
    }

    /** Whether {@code s[from, to)} holds a tab, LF or CR: three vectorized searches, which find none in nearly every URL. */
    static boolean hasTabOrNewline(String s, int from, int to) {
        int t = s.indexOf('\t', from);
        int lf = s.indexOf('\n', from);
        int cr = s.indexOf('\r', from);
        return t >= 0 && t < to || lf >= 0 && lf < to || cr >= 0 && cr < to;
    }

    /** The validation errors of what the input's copy left out: leading or trailing C0 controls and spaces, lone surrogates, a tab or newline. */
    private void reportRemovedUnits() {
        String input = original();
        if (trimStart > 0 || trimEnd < input.length()) {
            errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, trimStart > 0 ? 0 : trimEnd));
        }
        for (int i = trimStart; i < trimEnd; i++) {
            if (isSurrogatePair(input, i, trimEnd)) {
                i++;
            } else if (Character.isSurrogate(input.charAt(i))) {
                errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, i));
            }
        }
        if (tabsRemoved) {
            for (int i = trimStart; i < trimEnd; i++) {
                if (isTabOrNewline(input.charAt(i))) {
                    errors.add(new ValidationError(WebUrlError.INVALID_URL_UNIT, i));
                    break;
                }
            }
        }
    }

    /**
     * {@code input[start, end)} without ASCII tabs and newlines, lone surrogates read as U+FFFD
     * (the standard's input is a scalar value string); the same instance when nothing changes.
     */
    private static String clean(String input, int start, int end) {
        int i = start;
        while (i < end) {
            char c = input.charAt(i);
            if (isTabOrNewline(c) || Character.isSurrogate(c)) {
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
            if (isTabOrNewline(c)) {
                continue;
            }
            appendScalar(sb, input, i, end);
            if (isSurrogatePair(input, i, end)) {
                i++;
            }
        }
        return sb.toString();
    }

    /** Whether {@code s[i]} and {@code s[i + 1]} (before {@code end}) are a surrogate pair. */
    private static boolean isSurrogatePair(String s, int i, int end) {
        return Character.isHighSurrogate(s.charAt(i)) && i + 1 < end && Character.isLowSurrogate(s.charAt(i + 1));
    }

    /** Appends the code point at {@code s[i]} (before {@code end}): a surrogate pair as it is, a lone surrogate as U+FFFD. */
    private static void appendScalar(StringBuilder sb, String s, int i, int end) {
        char c = s.charAt(i);
        if (isSurrogatePair(s, i, end)) {
            sb.append(c).append(s.charAt(i + 1));
        } else {
            sb.append(Character.isSurrogate(c) ? '\uFFFD' : c);
        }
    }

    /**
     * {@link #in}, with its lone surrogates read as U+FFFD when {@code in[from, to)} has one (the
     * host parser's input must be a scalar value string); the same length, so indices still hold.
     */
    final String scalarValues(int from, int to) {
        for (int i = from; i < to; i++) {
            if (Character.isSurrogate(in.charAt(i))) {
                StringBuilder sb = new StringBuilder(in.length()).append(in, 0, from);
                for (int k = from; k < in.length(); k++) {
                    appendScalar(sb, in, k, in.length());
                    if (isSurrogatePair(in, k, in.length())) {
                        k++;
                    }
                }
                return sb.toString();
            }
        }
        return in;
    }

    // ---- validation errors ------------------------------------------------------------------

    final boolean collecting() {
        return errors != null;
    }

    /** Reports a validation error at index {@code at} of {@link #in}. */
    final void error(WebUrlError e, int at) {
        if (errors != null) {
            errors.add(new ValidationError(e, originalIndex(at)));
        }
    }

    /** Reports the validation error that makes the parser return failure. Returns false, for {@code return fatal(...)}. */
    final boolean fatal(WebUrlError e, int at) {
        if (failure == null) {
            failure = e;
            failureIndex = at;
            error(e, at);
        }
        return false;
    }

    /** Fails with {@code e}, already reported as a validation error by the step before (the standard records it once). */
    final void failAfterReported(WebUrlError e, int at) {
        if (failure == null) {
            failure = e;
            failureIndex = at;
        }
    }

    /** These errors as the IPv4 and IPv6 parsers of {@code org.urikit.net} report them. */
    final HostErrors hostErrors() {
        if (hostErrors == null) {
            hostErrors = new HostErrors(this);
        }
        return hostErrors;
    }

    /** The validation errors found, or an empty list when not collecting. */
    final List<ValidationError> errors() {
        return errors == null ? List.of() : errors;
    }

    /** Reports invalid-URL-unit for each code point of {@code in[from, to)} that is not a URL unit. */
    final void checkUnits(int from, int to) {
        if (errors == null) {
            return;
        }
        for (int i = from; i < to; i++) {
            int cp = in.codePointAt(i);
            if (cp == '%') {
                if (i + 2 >= end || !org.urikit.net.Ascii.isHexDigit(in.charAt(i + 1))
                        || !org.urikit.net.Ascii.isHexDigit(in.charAt(i + 2))) {
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

    /** The index in the string given of index {@code i} of {@link #in} ({@code end}: the end of the trimmed input). */
    final int originalIndex(int i) {
        if (i >= end) {
            return trimEnd;
        }
        if (!tabsRemoved) {
            return i - start + trimStart;
        }
        if (toOriginal == null) {
            // Built once, on the first error of an input that had tabs or newlines: linear, however many errors follow.
            toOriginal = new int[end];
            int k = 0;
            for (int j = trimStart; j < trimEnd && k < end; j++) {
                if (!isTabOrNewline(original().charAt(j))) {
                    toOriginal[k++] = j;
                }
            }
        }
        return toOriginal[i];
    }

    /** The string given to the parser. */
    final String original() {
        return original != null ? original : in;
    }

    private static boolean isTabOrNewline(char c) {
        return c == '\t' || c == '\n' || c == '\r';
    }
}
