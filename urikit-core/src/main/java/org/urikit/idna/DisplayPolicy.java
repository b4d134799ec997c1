package org.urikit.idna;

/**
 * Which A-labels a host name shown to people may show in Unicode: the rule behind
 * {@link Idna#toDisplayUnicode(String)}, after the IDN display policies of browsers (Chromium's
 * {@code IDNSpoofChecker}, Mozilla's {@code network.IDN.restriction_profile}) and UTS #39.
 *
 * <pre>{@code
 * DisplayPolicy.display("xn--bcher-kva.example");   // "bücher.example": one script, all Allowed
 * DisplayPolicy.display("xn--pple-43d.com");        // "xn--pple-43d.com": Cyrillic а mixed with Latin
 * DisplayPolicy.display("xn--80ak6aa92e.com");      // "xn--80ak6aa92e.com": "аррӏе", all Cyrillic look-alikes of Latin
 * }</pre>
 *
 * <p>A label that decodes without error is shown in Unicode when all of these hold (the first
 * three are the rules of Chromium's IDN policy, {@code docs/idn.md} in the Chromium sources,
 * which Mozilla shares):
 * <ol>
 * <li>every code point has Identifier_Status=Allowed (UTS #39 §3.1, the General Security
 *   Profile: no symbols, emoji, historic or limited-use scripts, invisible characters);</li>
 * <li>the label is Highly Restrictive (UTS #39 §5.2): its resolved script set (§5.1, from
 *   Script_Extensions, Common and Inherited ignored) is not empty, or it is covered by Latin + Han
 *   + Hiragana + Katakana, Latin + Han + Bopomofo, or Latin + Han + Hangul;</li>
 * <li>it is not a whole-script confusable of a Latin label: a label of one script other than
 *   Latin whose every letter {@code confusables.txt} maps to ASCII letters or digits (Cyrillic
 *   {@code аррӏе}, Greek {@code ορο}) stays in Punycode, unless the top-level label is in the same
 *   script ({@code .рф}, {@code .ελ}), as Chromium does for such labels;</li>
 * <li>no combining mark follows itself ({@code a\u0301\u0301} stacks accents that hide each
 *   other).</li>
 * </ol>
 * Every other label is shown as its A-label; ASCII labels are shown as they are. Not reproduced
 * from Chromium: its list of top domains compared by skeleton, its per-TLD lists of scripts, and
 * its check against mixing decimal digits of two numbering systems.
 */
final class DisplayPolicy {
    private DisplayPolicy() {
    }

    /** The display form of {@code domain}: see {@link Idna#toDisplayUnicode(String)}. */
    static String display(String domain) {
        IdnaResult ascii = Idna.domainToAscii(domain, false);
        if (!ascii.isValid()) {
            return domain;
        }
        String a = ascii.value();
        if (Uts46.isPlainAscii(a)) {
            return a;
        }
        Uts46.Processed p = Uts46.process(a, Uts46Options.URL_STANDARD);
        int last = p.labels.length - 1;
        if (last > 0 && p.labels[last].isEmpty()) {
            last--;
        }
        long[] tld = isAceLabel(a, p.starts[last]) && !p.failed[last] ? resolvedScripts(p.labels[last]) : null;
        StringBuilder out = new StringBuilder(a.length());
        for (int k = 0; k < p.labels.length; k++) {
            int start = p.starts[k];
            int end = k + 1 < p.labels.length ? p.starts[k + 1] - 1 : a.length();
            if (k > 0) {
                out.append('.');
            }
            if (isAceLabel(a, start) && !p.failed[k] && isSafe(p.labels[k], tld)) {
                out.append(p.labels[k]);
            } else {
                out.append(a, start, end);
            }
        }
        return out.toString();
    }

    private static boolean isAceLabel(String s, int start) {
        return s.startsWith("xn--", start);
    }

    /** Whether the U-label {@code label} passes the three checks of the class comment. */
    static boolean isSafe(String label, long[] tldScripts) {
        long[] resolved = {-1L, -1L, -1L};
        boolean scripted = false;
        boolean lookalikes = true;
        int previous = -1;
        for (int i = 0; i < label.length(); ) {
            int cp = label.codePointAt(i);
            i += Character.charCount(cp);
            int v = DisplayData.value(cp);
            if ((v & DisplayData.ALLOWED) == 0 || (cp == previous && Uts46Data.isMark(Uts46Data.props(cp)))) {
                return false;
            }
            previous = cp;
            if (DisplayData.isCommonOrInherited(v)) {
                continue;
            }
            scripted = true;
            DisplayData.retain(resolved, v);
            lookalikes &= (v & DisplayData.LATIN_LOOKALIKE) != 0;
        }
        if (!scripted) {
            return true;
        }
        if (isEmpty(resolved)) {
            return coveredByOneOf(label, Combinations.ALL);
        }
        if (intersects(Combinations.LATIN, resolved)) {
            return true;
        }
        return !lookalikes || (tldScripts != null && intersects(tldScripts, resolved));
    }

    /** The resolved script set of a label (§5.1), or null when it has no characters of a specific script. */
    private static long[] resolvedScripts(String label) {
        long[] resolved = {-1L, -1L, -1L};
        boolean scripted = false;
        for (int i = 0; i < label.length(); ) {
            int cp = label.codePointAt(i);
            i += Character.charCount(cp);
            int v = DisplayData.value(cp);
            if (!DisplayData.isCommonOrInherited(v)) {
                scripted = true;
                DisplayData.retain(resolved, v);
            }
        }
        return scripted ? resolved : null;
    }

    private static boolean coveredByOneOf(String label, long[][] combinations) {
        for (long[] combination : combinations) {
            boolean covered = true;
            for (int i = 0; i < label.length() && covered; ) {
                int cp = label.codePointAt(i);
                i += Character.charCount(cp);
                int v = DisplayData.value(cp);
                covered = DisplayData.isCommonOrInherited(v) || DisplayData.intersects(combination, v);
            }
            if (covered) {
                return true;
            }
        }
        return false;
    }

    private static boolean isEmpty(long[] set) {
        for (long w : set) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean intersects(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** The script combinations of UTS #39 §5.2 Highly Restrictive. */
    private static final class Combinations {
        static final long[] LATIN = DisplayData.setOf("Latin");
        static final long[][] ALL = {
            DisplayData.setOf("Latin", "Han", "Hiragana", "Katakana"),
            DisplayData.setOf("Latin", "Han", "Bopomofo"),
            DisplayData.setOf("Latin", "Han", "Hangul")};
    }
}
