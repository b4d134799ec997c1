package org.urikit.idna;

import java.util.Arrays;
import java.util.List;
import org.urikit.net.Ascii;

/**
 * UTS #46 processing (§4: map, normalize, break, convert/validate), ToASCII (§4.2) and
 * ToUnicode (§4.3).
 *
 * <pre>{@code
 * Uts46.toAscii("Bücher.example", Uts46Options.DEFAULT).value();     // "xn--bcher-kva.example"
 * Uts46.toUnicode("xn--bcher-kva.example", Uts46Options.DEFAULT).value();   // "bücher.example"
 * }</pre>
 *
 * <p>ASCII input in which no label starts with {@code xn--} takes a path that reads no table:
 * mapping is lower-casing (the only ASCII mappings of the IDNA Mapping Table are A–Z, which the
 * table generator checks), normalization changes nothing, and of the validity criteria only
 * CheckHyphens and UseSTD3ASCIIRules can fail (ASCII is valid in the table, has no combining
 * marks, joiners or right-to-left characters). Lower-case input is returned as the same string.
 */
final class Uts46 {
    private Uts46() {
    }

    /** The result of steps 1–4 for a domain: its labels, where each starts in the input, and the errors. */
    static final class Processed {
        final String input;
        final String[] labels;
        final int[] starts;
        /** Whether the label could not be converted (it is kept as it was) or failed validation. */
        final boolean[] failed;
        final ErrorList errors;

        Processed(String input, String[] labels, int[] starts, boolean[] failed, ErrorList errors) {
            this.input = input;
            this.labels = labels;
            this.starts = starts;
            this.failed = failed;
            this.errors = errors;
        }
    }

    /**
     * ToASCII ({@code toAscii}) or ToUnicode of an input that {@link #isPlainAscii} says both give
     * lower-cased: the ASCII checks, and with VerifyDnsLength the lengths (ToASCII, §4.2 step 4) or
     * the empty labels (ToUnicode).
     */
    private static IdnaResult plainAscii(String input, Uts46Options o, boolean toAscii) {
        String lower = Ascii.lower(input);
        ErrorList errors = checkAscii(lower, o, null);
        if (o.verifyDnsLength()) {
            errors = toAscii ? checkDnsLength(lower, errors) : checkEmptyLabels(lower, errors);
        }
        return new IdnaResult(lower, errors == null ? List.of() : errors.toList());
    }

    /** ToASCII (§4.2) of {@code input} under {@code o}. */
    static IdnaResult toAscii(String input, Uts46Options o) {
        if (isPlainAscii(input)) {
            return plainAscii(input, o, true);
        }
        Processed p = process(input, o);
        StringBuilder out = new StringBuilder(input.length() + 16);
        Punycode.Failure f = new Punycode.Failure();
        for (int k = 0; k < p.labels.length; k++) {
            if (k > 0) {
                out.append('.');
            }
            String label = p.labels[k];
            if (Ascii.isAscii(label)) {
                out.append(label);
                continue;
            }
            String encoded = Punycode.encode(label, 0, label.length(), f, Punycode.SIMPLE_MAX);
            if (encoded == null) {
                p.errors.add(IdnaErrorCode.A3, p.starts[k], "the label " + LabelChecks.show(label)
                        + " cannot be encoded as Punycode: " + f.detail);
                out.append(label);
            } else {
                out.append("xn--").append(encoded);
            }
        }
        String value = out.toString();
        if (o.verifyDnsLength()) {
            checkDnsLength(value, p, p.errors);
        }
        return new IdnaResult(value, p.errors.toList());
    }

    /** ToUnicode (§4.3) of {@code input} under {@code o}. */
    static IdnaResult toUnicode(String input, Uts46Options o) {
        if (isPlainAscii(input)) {
            return plainAscii(input, o, false);
        }
        Processed p = process(input, o);
        if (o.verifyDnsLength()) {
            for (int k = 0; k < p.labels.length; k++) {
                if (p.labels[k].isEmpty() && (k < p.labels.length - 1 || p.labels.length == 1)) {
                    p.errors.add(IdnaErrorCode.X4_2, p.starts[k], "empty label");
                }
            }
        }
        return new IdnaResult(String.join(".", p.labels), p.errors.toList());
    }

    /** Steps 1 to 4 of §4 for a domain that is not plain ASCII. */
    static Processed process(String input, Uts46Options o) {
        Mapped m = map(input, o);
        // Step 2: normalize. No character composes or decomposes with FULL STOP (the generator
        // checks it), so the labels of the normalized text are those of the mapped text.
        String[] parts = breakLabels(Nfc.normalize(m.text), m.labels);
        int labels = m.labels;
        int[] starts = m.starts;
        // Step 4: convert the A-labels, then validate (the Bidi rule needs to know whether any label is right-to-left).
        ErrorList errors = new ErrorList();
        boolean[] failed = new boolean[labels];
        boolean[] decoded = new boolean[labels];
        Punycode.Failure f = new Punycode.Failure();
        boolean rtl = false;
        for (int k = 0; k < labels; k++) {
            String label = parts[k];
            if (label.startsWith("xn--")) {
                int errorsBefore = errors.size();
                convert(parts, k, starts[k], o, f, errors);
                decoded[k] = parts[k] != label;
                failed[k] = errors.size() > errorsBefore || !decoded[k];
            }
            rtl = rtl || LabelChecks.hasRtl(parts[k]);
        }
        boolean bidiDomain = o.checkBidi() && rtl;
        for (int k = 0; k < labels; k++) {
            String label = parts[k];
            if (label.isEmpty() || (failed[k] && !decoded[k])) {
                continue;
            }
            int errorsBefore = errors.size();
            LabelChecks.check(label, decoded[k], o, bidiDomain, input, starts[k], errors);
            failed[k] |= errors.size() > errorsBefore;
        }
        return new Processed(input, parts, Arrays.copyOf(starts, labels), failed, errors);
    }

    /** The text of §4 step 1, and where each of its labels starts in the input. */
    private static final class Mapped {
        final StringBuilder text;
        int[] starts = new int[8];
        int labels = 1;

        Mapped(int capacity) {
            text = new StringBuilder(capacity);
        }

        void labelStartsAt(int inputIndex) {
            if (labels == starts.length) {
                starts = Arrays.copyOf(starts, labels * 2);
            }
            starts[labels++] = inputIndex;
        }
    }

    /** §4 step 1: each code point mapped by its status, noting where each label starts in the input. */
    private static Mapped map(String input, Uts46Options o) {
        int n = input.length();
        Mapped m = new Mapped(n + 8);
        StringBuilder mapped = m.text;
        for (int i = 0; i < n; ) {
            char c = input.charAt(i);
            if (c < 0x80) {
                mapped.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
                i++;
                if (c == '.') {
                    m.labelStartsAt(i);
                }
                continue;
            }
            int cp = Nfc.codePointAt(input, i, n);
            int next = i + Character.charCount(cp);
            int v = Uts46Data.mapping(cp);
            int status = Uts46Data.status(v);
            if (status == Uts46Data.MAPPED || (status == Uts46Data.DEVIATION && o.transitionalProcessing())) {
                int from = mapped.length();
                Uts46Data.appendMapping(cp, v, mapped);
                if (status == Uts46Data.MAPPED && o.transitionalProcessing()) {
                    mapDeviations(mapped, from);
                }
                for (int j = from; j < mapped.length(); j++) {
                    if (mapped.charAt(j) == '.') {
                        m.labelStartsAt(next);
                    }
                }
            } else if (status != Uts46Data.IGNORED) {
                mapped.appendCodePoint(cp);
            }
            i = next;
        }
        return m;
    }

    /** §4 step 3: the labels of {@code normalized}, which has {@code labels} of them. */
    private static String[] breakLabels(String normalized, int labels) {
        String[] parts = new String[labels];
        int k = 0;
        int from = 0;
        for (int j = 0; j <= normalized.length(); j++) {
            if (j == normalized.length() || normalized.charAt(j) == '.') {
                parts[k++] = normalized.substring(from, j);
                from = j + 1;
            }
        }
        return parts;
    }

    /**
     * Transitional processing maps the deviation characters wherever they stand, also where a
     * mapping produced one: U+1E9E LATIN CAPITAL LETTER SHARP S maps to ß, and so on to "ss"
     * (IdnaTestV2.txt expects {@code FAẞ.de} to give {@code fass.de} in transitional processing).
     */
    private static void mapDeviations(StringBuilder mapped, int from) {
        for (int j = from; j < mapped.length(); ) {
            int cp = mapped.codePointAt(j);
            int n = Character.charCount(cp);
            int v = cp < 0x80 ? Uts46Data.VALID : Uts46Data.mapping(cp);
            if (Uts46Data.status(v) != Uts46Data.DEVIATION) {
                j += n;
                continue;
            }
            StringBuilder m = new StringBuilder(2);
            Uts46Data.appendMapping(cp, v, m);
            mapped.replace(j, j + n, m.toString());
            j += m.length();
        }
    }

    /** §4 step 4 for a label that starts with {@code xn--}: replaces {@code parts[k]} by its decoding when it has one. */
    private static void convert(String[] parts, int k, int start, Uts46Options o, Punycode.Failure f, ErrorList errors) {
        String label = parts[k];
        if (!Ascii.isAscii(label)) {
            errors.add(IdnaErrorCode.P4, start, "the label " + LabelChecks.show(label)
                    + " starts with xn-- but holds a non-ASCII character");
            return;
        }
        String d = Punycode.decode(label, 4, label.length(), f, Punycode.SIMPLE_MAX);
        if (d == null) {
            if (!o.ignoreInvalidPunycode()) {
                errors.add(IdnaErrorCode.P4, start, "the label " + LabelChecks.show(label) + " is not valid Punycode: "
                        + f.reason + " at index " + f.index + " of the label (" + f.detail + ")");
            }
            return;
        }
        parts[k] = d;
        if (d.isEmpty() || Ascii.isAscii(d)) {
            errors.add(IdnaErrorCode.P4, start, "the label " + LabelChecks.show(label) + " decodes to "
                    + (d.isEmpty() ? "nothing" : "only ASCII (" + LabelChecks.show(d) + ")"));
        }
    }

    /**
     * The validity criteria that can fail for a plain ASCII label: CheckHyphens and
     * UseSTD3ASCIIRules. Like the other checks of plain ASCII, it takes the errors so far (null for
     * none) and returns them, so that a valid domain allocates no list.
     */
    private static ErrorList checkAscii(String s, Uts46Options o, ErrorList errors) {
        if (!o.checkHyphens() && !o.useStd3AsciiRules()) {
            return errors;
        }
        int start = 0;
        for (int j = 0; j <= s.length(); j++) {
            if (j < s.length() && s.charAt(j) != '.') {
                continue;
            }
            if (j > start) {
                if (o.checkHyphens()) {
                    if (j - start >= 4 && s.charAt(start + 2) == '-' && s.charAt(start + 3) == '-') {
                        errors = ErrorList.add(errors, IdnaErrorCode.V2, start, "the label " + LabelChecks.show(s.substring(start, j))
                                + " has '-' in its third and fourth positions");
                    }
                    if (s.charAt(start) == '-' || s.charAt(j - 1) == '-') {
                        errors = ErrorList.add(errors, IdnaErrorCode.V3, start, "the label " + LabelChecks.show(s.substring(start, j))
                                + " begins or ends with '-'");
                    }
                }
                if (o.useStd3AsciiRules()) {
                    for (int i = start; i < j; i++) {
                        if (!LabelChecks.isLdh(s.charAt(i))) {
                            errors = ErrorList.add(errors, IdnaErrorCode.U1, i, "the label holds " + LabelChecks.describe(s.charAt(i))
                                    + ", which UseSTD3ASCIIRules does not allow (only a-z, 0-9 and '-')");
                            break;
                        }
                    }
                }
            }
            start = j + 1;
        }
        return errors;
    }

    /** §4.2 step 4 on a plain ASCII domain (the labels start where they start in the input). */
    private static ErrorList checkDnsLength(String s, ErrorList errors) {
        int start = 0;
        for (int j = 0; j <= s.length(); j++) {
            if (j == s.length() || s.charAt(j) == '.') {
                errors = labelLength(j - start, start, errors);
                start = j + 1;
            }
        }
        return domainLength(s, errors);
    }

    /** §4.2 step 4 on the ToASCII result of a processed domain. */
    private static void checkDnsLength(String value, Processed p, ErrorList errors) {
        int start = 0;
        int k = 0;
        for (int j = 0; j <= value.length(); j++) {
            if (j == value.length() || value.charAt(j) == '.') {
                labelLength(j - start, p.starts[Math.min(k, p.starts.length - 1)], errors);
                k++;
                start = j + 1;
            }
        }
        domainLength(value, errors);
    }

    private static ErrorList labelLength(int length, int index, ErrorList errors) {
        if (length == 0) {
            return ErrorList.add(errors, IdnaErrorCode.A4_2, index, "empty label");
        } else if (length > 63) {
            return ErrorList.add(errors, IdnaErrorCode.A4_2, index, "a label of " + length + " characters (at most 63)");
        }
        return errors;
    }

    private static ErrorList domainLength(String s, ErrorList errors) {
        int length = s.length();
        if (length > 1 && s.charAt(length - 1) == '.') {
            length--; // the root label and its dot do not count
        } else if (length == 1 && s.charAt(0) == '.') {
            length = 0;
        }
        if (length < 1 || length > 253) {
            return ErrorList.add(errors, IdnaErrorCode.A4_1, 0, length < 1 ? "empty domain name"
                    : "a domain name of " + length + " characters (at most 253)");
        }
        return errors;
    }

    /** ToUnicode's empty-label check on a plain ASCII domain: every empty label but a final root label. */
    private static ErrorList checkEmptyLabels(String s, ErrorList errors) {
        int start = 0;
        for (int j = 0; j <= s.length(); j++) {
            if (j == s.length() || s.charAt(j) == '.') {
                if (j == start && (j < s.length() || start == 0)) {
                    errors = ErrorList.add(errors, IdnaErrorCode.X4_2, start, "empty label");
                }
                start = j + 1;
            }
        }
        return errors;
    }

    /** Whether {@code s} is ASCII and no label of it starts with {@code xn--} in any case. */
    static boolean isPlainAscii(String s) {
        int labelStart = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            if (c == '.') {
                labelStart = i + 1;
            } else if (c == '-' && i == labelStart + 3 && s.charAt(i - 1) == '-' && (s.charAt(i - 2) | 0x20) == 'n'
                    && (s.charAt(i - 3) | 0x20) == 'x') {
                return false;
            }
        }
        return true;
    }
}
