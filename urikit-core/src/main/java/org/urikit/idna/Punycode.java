package org.urikit.idna;

import java.util.Arrays;

/**
 * Punycode (RFC 3492): the Bootstring encoding of Unicode strings as letters, digits and
 * hyphens that IDNA uses for the part of an A-label after {@code xn--}.
 *
 * <pre>{@code
 * Punycode.encode("bücher");      // "bcher-kva"
 * Punycode.decode("bcher-kva");   // "bücher"
 * Punycode.encode("Bach");        // "Bach-": basic code points are copied, case and all
 * Punycode.decode("ls8h=");       // throws PunycodeException: DIGIT_INVALID at index 4
 * }</pre>
 *
 * <p>The overflow checks of RFC 3492 §6.4 are made with 31-bit signed integers (as in the
 * sample implementation's {@code maxint} and in punycode.js), so a label that would need larger
 * values fails with {@link PunycodeException.Reason#OVERFLOW} instead of wrapping around; no
 * real label comes near the limit (a DNS label has at most 63 octets). Decoding rejects
 * results that would hold a surrogate or a value above U+10FFFF, and encoding rejects an
 * unpaired surrogate, since neither is a Unicode scalar value. Digits are written in lower case
 * and read in either case (§5).
 *
 * <p>Time is linear in practice and O(n log n) at worst: the algorithms of §6.2 and §6.3 move
 * or rescan the whole string for every inserted code point, which is quadratic on long hostile
 * input, so beyond a few hundred code points both directions count positions with a Fenwick
 * tree instead, with exactly the same results and the same overflow points.
 */
public final class Punycode {
    private static final int BASE = 36;
    private static final int T_MIN = 1;
    private static final int T_MAX = 26;
    private static final int SKEW = 38;
    private static final int DAMP = 700;
    private static final int INITIAL_BIAS = 72;
    private static final int INITIAL_N = 0x80;
    private static final char DELIMITER = '-';
    private static final int MAX_INT = Integer.MAX_VALUE;

    /** Above this many code points the Fenwick-tree algorithms are used. */
    static final int SIMPLE_MAX = 256;

    private Punycode() {
    }

    /**
     * The Punycode encoding of {@code input} (RFC 3492 §6.3), without any {@code xn--} prefix.
     *
     * @throws PunycodeException for an unpaired surrogate, or on overflow (§6.4)
     */
    public static String encode(CharSequence input) {
        Failure f = new Failure();
        return f.orThrow(encode(input, 0, input.length(), f, SIMPLE_MAX));
    }

    /**
     * The Unicode string that {@code input} encodes (RFC 3492 §6.2), given without any
     * {@code xn--} prefix.
     *
     * @throws PunycodeException for a character that is not a digit where one is expected, a
     *     non-ASCII character before the last {@code '-'}, a truncated input, an overflow (§6.4),
     *     or a result that would hold a surrogate or a value above U+10FFFF
     */
    public static String decode(CharSequence input) {
        Failure f = new Failure();
        return f.orThrow(decode(input, 0, input.length(), f, SIMPLE_MAX));
    }

    /** Why the last call failed: filled in when a method returns null. */
    static final class Failure {
        PunycodeException.Reason reason;
        int index;
        String detail;

        void set(PunycodeException.Reason reason, int index, String detail) {
            this.reason = reason;
            this.index = index;
            this.detail = detail;
        }

        PunycodeException exception() {
            return new PunycodeException(reason, index, detail);
        }

        /** {@code result}, or the exception of this failure when it is null. */
        String orThrow(String result) {
            if (result == null) {
                throw exception();
            }
            return result;
        }
    }

    // ---- decoding (RFC 3492 §6.2) ---------------------------------------------------------

    /**
     * Decodes {@code s[start, end)}; returns null and fills {@code f} (with an index into
     * {@code s}) on failure. {@code simpleMax} selects the algorithm (tests compare the two).
     */
    static String decode(CharSequence s, int start, int end, Failure f, int simpleMax) {
        int delimiter = -1;
        for (int i = end - 1; i >= start; i--) {
            if (s.charAt(i) == DELIMITER) {
                delimiter = i;
                break;
            }
        }
        int basic = delimiter > start ? delimiter - start : 0;
        for (int i = start; i < start + basic; i++) {
            if (s.charAt(i) >= 0x80) {
                f.set(PunycodeException.Reason.NON_BASIC, i, "a non-ASCII character before the last '-'");
                return null;
            }
        }
        int in = basic > 0 ? delimiter + 1 : start;
        CodePoints inserted = new CodePoints(Math.max(4, end - in));   // each code point with its position
        int n = INITIAL_N;
        int i = 0;
        int bias = INITIAL_BIAS;
        while (in < end) {
            int varintStart = in;
            int oldi = i;
            int w = 1;
            for (int k = BASE; ; k += BASE) {
                if (in >= end) {
                    f.set(PunycodeException.Reason.TRUNCATED, end, "the input ends inside a number");
                    return null;
                }
                char c = s.charAt(in++);
                int digit = digit(c);
                if (digit < 0) {
                    f.set(PunycodeException.Reason.DIGIT_INVALID, in - 1, quote(c) + " is not a Punycode digit (a-z, A-Z, 0-9)");
                    return null;
                }
                if (digit > (MAX_INT - i) / w) {
                    f.set(PunycodeException.Reason.OVERFLOW, in - 1, "the position would exceed 2^31-1");
                    return null;
                }
                i += digit * w;
                int t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
                if (digit < t) {
                    break;
                }
                if (w > MAX_INT / (BASE - t)) {
                    f.set(PunycodeException.Reason.OVERFLOW, in - 1, "the weight would exceed 2^31-1");
                    return null;
                }
                w *= BASE - t;
            }
            int length = basic + inserted.length + 1;
            bias = adapt(i - oldi, length, oldi == 0);
            if (i / length > MAX_INT - n) {
                f.set(PunycodeException.Reason.OVERFLOW, varintStart, "the code point would exceed 2^31-1");
                return null;
            }
            n += i / length;
            i %= length;
            if (n > Character.MAX_CODE_POINT || (n >= Character.MIN_SURROGATE && n <= Character.MAX_SURROGATE)) {
                f.set(PunycodeException.Reason.CODE_POINT_INVALID, varintStart,
                        "decodes to " + (n > Character.MAX_CODE_POINT ? "a value above U+10FFFF" : LabelChecks.uplus(n))
                                + ", not a Unicode scalar value");
                return null;
            }
            inserted.add(n, i);
            i++;
        }
        int total = basic + inserted.length;
        int[] out = new int[total];
        if (total <= simpleMax) {
            for (int k = 0; k < basic; k++) {
                out[k] = s.charAt(start + k);
            }
            for (int k = 0; k < inserted.length; k++) {
                int p = inserted.values[k];
                System.arraycopy(out, p, out, p + 1, basic + k - p);
                out[p] = inserted.cps[k];
            }
        } else {
            place(s, start, basic, inserted, out);
        }
        return new String(out, 0, total);
    }

    /**
     * Puts the inserted code points where the insertions leave them, without moving anything:
     * the last insertion at position p ends in the p-th free slot, and so on backwards; the basic
     * code points take the slots left over, in order.
     */
    private static void place(CharSequence s, int start, int basic, CodePoints inserted, int[] out) {
        int total = out.length;
        Fenwick free = Fenwick.allOnes(total);
        boolean[] used = new boolean[total];
        for (int k = inserted.length - 1; k >= 0; k--) {
            int slot = free.findNth(inserted.values[k]);
            free.add(slot, -1);
            used[slot] = true;
            out[slot] = inserted.cps[k];
        }
        int b = 0;
        for (int slot = 0; slot < total; slot++) {
            if (!used[slot]) {
                out[slot] = s.charAt(start + b++);
            }
        }
    }

    private static int digit(char c) {
        if (c >= 'a' && c <= 'z') {
            return c - 'a';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 26;
        }
        return -1;
    }

    // ---- encoding (RFC 3492 §6.3) ---------------------------------------------------------

    /**
     * Encodes {@code s[start, end)}; returns null and fills {@code f} (with an index into
     * {@code s}) on failure. {@code simpleMax} selects the algorithm (tests compare the two).
     */
    static String encode(CharSequence s, int start, int end, Failure f, int simpleMax) {
        int[] cps = new int[end - start];
        int length = 0;
        int basic = 0;
        StringBuilder out = new StringBuilder(end - start + 8);
        for (int i = start; i < end; ) {
            int cp = Nfc.codePointAt(s, i, end);
            if (cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE) {
                f.set(PunycodeException.Reason.SURROGATE_UNPAIRED, i, "unpaired surrogate " + LabelChecks.uplus(cp));
                return null;
            }
            i += Character.charCount(cp);
            cps[length++] = cp;
            if (cp < INITIAL_N) {
                out.append((char) cp);
                basic++;
            }
        }
        if (basic > 0) {
            out.append(DELIMITER);
        }
        int overflowAt = length <= simpleMax ? encodeSimple(cps, length, basic, out) : encodeCounted(cps, length, basic, out);
        if (overflowAt >= 0) {
            int index = start;
            for (int k = 0; k < overflowAt; k++) {
                index += Character.charCount(cps[k]);
            }
            f.set(PunycodeException.Reason.OVERFLOW, index, "the delta would exceed 2^31-1");
            return null;
        }
        return out.toString();
    }

    /** RFC 3492 §6.3 as written; returns -1, or the code point index being encoded when it overflowed. */
    private static int encodeSimple(int[] cps, int length, int basic, StringBuilder out) {
        int n = INITIAL_N;
        int delta = 0;
        int bias = INITIAL_BIAS;
        int h = basic;
        while (h < length) {
            int m = Integer.MAX_VALUE;
            int mAt = 0;
            for (int j = 0; j < length; j++) {
                if (cps[j] >= n && cps[j] < m) {
                    m = cps[j];
                    mAt = j;
                }
            }
            if (m - n > (MAX_INT - delta) / (h + 1)) {
                return mAt;
            }
            delta += (m - n) * (h + 1);
            n = m;
            for (int j = 0; j < length; j++) {
                int c = cps[j];
                if (c < n) {
                    if (delta == MAX_INT) {
                        return j;
                    }
                    delta++;
                } else if (c == n) {
                    writeNumber(delta, bias, out);
                    bias = adapt(delta, h + 1, h == basic);
                    delta = 0;
                    h++;
                }
            }
            if (delta == MAX_INT) {
                return mAt;
            }
            delta++;
            n++;
        }
        return -1;
    }

    /**
     * The same output as {@link #encodeSimple} in O(n log n): for each value in increasing
     * order, the count of smaller code points between two of its occurrences (which the simple
     * algorithm gets by rescanning the string) comes from a Fenwick tree over the positions.
     */
    private static int encodeCounted(int[] cps, int length, int basic, StringBuilder out) {
        long[] order = new long[length - basic];
        Fenwick smaller = new Fenwick(length);
        int k = 0;
        for (int j = 0; j < length; j++) {
            if (cps[j] < INITIAL_N) {
                smaller.add(j, 1);
            } else {
                order[k++] = ((long) cps[j] << 32) | j;
            }
        }
        Arrays.sort(order);
        int n = INITIAL_N;
        int delta = 0;
        int bias = INITIAL_BIAS;
        int h = basic;
        for (int g = 0; g < order.length; ) {
            int m = (int) (order[g] >>> 32);
            int firstAt = (int) order[g];
            if (m - n > (MAX_INT - delta) / (h + 1)) {
                return firstAt;
            }
            delta += (m - n) * (h + 1);
            n = m;
            int groupEnd = g;
            while (groupEnd < order.length && (int) (order[groupEnd] >>> 32) == m) {
                groupEnd++;
            }
            int from = 0;
            for (int q = g; q < groupEnd; q++) {
                int j = (int) order[q];
                int count = smaller.sum(j) - smaller.sum(from);
                if (count > MAX_INT - delta) {
                    return j;
                }
                delta += count;
                writeNumber(delta, bias, out);
                bias = adapt(delta, h + 1, h == basic);
                delta = 0;
                h++;
                from = j + 1;
            }
            int rest = smaller.sum(length) - smaller.sum(from);
            if (rest > MAX_INT - delta - 1) {
                return firstAt;
            }
            delta += rest + 1;
            n++;
            for (int q = g; q < groupEnd; q++) {
                smaller.add((int) order[q], 1);
            }
            g = groupEnd;
        }
        return -1;
    }

    /** Writes {@code q} as a generalized variable-length integer (RFC 3492 §3.3). */
    private static void writeNumber(int q, int bias, StringBuilder out) {
        for (int k = BASE; ; k += BASE) {
            int t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
            if (q < t) {
                break;
            }
            out.append(digitChar(t + (q - t) % (BASE - t)));
            q = (q - t) / (BASE - t);
        }
        out.append(digitChar(q));
    }

    private static char digitChar(int d) {
        return (char) (d < 26 ? 'a' + d : '0' + d - 26);
    }

    /** The bias adaptation function (RFC 3492 §6.1). */
    private static int adapt(int delta, int numPoints, boolean firstTime) {
        delta = firstTime ? delta / DAMP : delta / 2;
        delta += delta / numPoints;
        int k = 0;
        while (delta > ((BASE - T_MIN) * T_MAX) / 2) {
            delta /= BASE - T_MIN;
            k += BASE;
        }
        return k + (BASE - T_MIN + 1) * delta / (delta + SKEW);
    }

    private static String quote(char c) {
        return c >= 0x20 && c < 0x7F ? "'" + c + "'" : LabelChecks.uplus(c);
    }

    /** A Fenwick (binary indexed) tree of counts over positions {@code 0..size-1}. */
    private static final class Fenwick {
        private final int[] tree;

        Fenwick(int size) {
            tree = new int[size + 1];
        }

        static Fenwick allOnes(int size) {
            Fenwick f = new Fenwick(size);
            for (int i = 1; i <= size; i++) {
                f.tree[i] = i & -i;
            }
            return f;
        }

        void add(int position, int delta) {
            for (int i = position + 1; i < tree.length; i += i & -i) {
                tree[i] += delta;
            }
        }

        /** The sum over positions {@code [0, end)}. */
        int sum(int end) {
            int s = 0;
            for (int i = end; i > 0; i -= i & -i) {
                s += tree[i];
            }
            return s;
        }

        /** The position of the {@code nth} (0-based) one, for a tree of zeros and ones. */
        int findNth(int nth) {
            int pos = 0;
            int remaining = nth + 1;
            for (int step = Integer.highestOneBit(tree.length); step > 0; step >>= 1) {
                int next = pos + step;
                if (next < tree.length && tree[next] < remaining) {
                    pos = next;
                    remaining -= tree[next];
                }
            }
            return pos;
        }
    }
}
