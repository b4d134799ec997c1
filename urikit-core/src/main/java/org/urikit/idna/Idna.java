package org.urikit.idna;

import java.util.List;
import java.util.Objects;
import org.urikit.net.Ascii;

/**
 * Internationalized domain names: UTS #46 (Unicode IDNA Compatibility Processing, Unicode 17.0.0)
 * ToASCII and ToUnicode, the URL Standard's "domain to ASCII" and "domain to Unicode" (§3.3
 * IDNA), and a display form that keeps spoofable labels in Punycode.
 *
 * <pre>{@code
 * Idna.toAscii("Bücher.example", Uts46Options.DEFAULT).value();          // "xn--bcher-kva.example"
 * Idna.toUnicode("xn--bcher-kva.example", Uts46Options.DEFAULT).value(); // "bücher.example"
 * Idna.domainToAscii("EXAMPLE.com", false).value();                      // "example.com" (no table read)
 * Idna.domainToAscii("a\u200Db.com", false).errors();                    // [C2 at index 1]
 * Idna.toDisplayUnicode("xn--bcher-kva.example");                        // "bücher.example"
 * Idna.toDisplayUnicode("xn--pple-43d.com");                             // "xn--pple-43d.com" (Cyrillic а + pple)
 * }</pre>
 *
 * <p>The tables are generated from the Unicode 17.0.0 data files (the IDNA Mapping Table of
 * UTS #46 §5 and the UCD files behind NFC, the Bidi rule and the ContextJ rules), not taken from
 * {@code java.net.IDN}, which implements IDNA2003 (RFC 3490), or from
 * {@code java.text.Normalizer}, whose Unicode version is the JDK's. They are read on the first
 * call that needs them: ASCII domains never load them. Every method accepts any string (empty,
 * huge, with controls or unpaired surrogates) and reports problems as {@link IdnaError}s; none
 * throws for bad input.
 */
public final class Idna {
    private Idna() {
    }

    /**
     * UTS #46 ToASCII (§4.2): processing (§4), then each label with non-ASCII characters as
     * {@code xn--} and its Punycode, then the DNS length checks if asked. The result's value is
     * the converted string even when there are errors; a domain with errors must not be looked up
     * (§4.2 step 5).
     *
     * <pre>{@code
     * Idna.toAscii("faß.DE", Uts46Options.DEFAULT).value();                                  // "xn--fa-hia.de"
     * Idna.toAscii("faß.DE", Uts46Options.DEFAULT.withTransitionalProcessing(true)).value(); // "fass.de"
     * }</pre>
     */
    public static IdnaResult toAscii(String domain, Uts46Options options) {
        return Uts46.toAscii(Objects.requireNonNull(domain, "domain"), Objects.requireNonNull(options, "options"));
    }

    /**
     * The ASCII form of one label as hosts are compared (the public suffix list, the security
     * inspector): an ASCII label lower-cased, any other its A-label ({@code xn--} and Punycode,
     * RFC 3492) by {@link #toAscii} with {@link Uts46Options#URL_STANDARD}; null when UTS #46
     * reports an error or the label maps to more than one label or to nothing.
     *
     * <pre>{@code
     * Idna.toAsciiLabel("EXAMPLE");  // "example"
     * Idna.toAsciiLabel("Bücher");   // "xn--bcher-kva"
     * Idna.toAsciiLabel("a\u200Db"); // null (ContextJ, RFC 5892 Appendix A.2)
     * }</pre>
     */
    public static String toAsciiLabel(String label) {
        if (Ascii.isAscii(Objects.requireNonNull(label, "label"))) {
            return Ascii.lower(label);
        }
        IdnaResult r = Uts46.toAscii(label, Uts46Options.URL_STANDARD);
        String a = r.value();
        return !r.isValid() || a == null || a.isEmpty() || a.indexOf('.') >= 0 ? null : Ascii.lower(a);
    }

    /**
     * {@code s} with the ASCII letters A to Z lower-cased and every other character as it is (the
     * "ASCII lowercase" of the Infra Standard); {@code s} itself when it has no upper-case ASCII letter.
     *
     * <pre>{@code
     * Idna.asciiLowercase("ÉCOLE.Example"); // "École.example"
     * }</pre>
     */
    public static String asciiLowercase(String s) {
        return Ascii.lower(Objects.requireNonNull(s, "s"));
    }

    /**
     * Whether every character of {@code s} is ASCII (below U+0080).
     *
     * <pre>{@code
     * Idna.isAscii("example.com"); // true
     * Idna.isAscii("bücher.de");   // false
     * }</pre>
     */
    public static boolean isAscii(CharSequence s) {
        return Ascii.isAscii(Objects.requireNonNull(s, "s"));
    }

    /**
     * UTS #46 ToUnicode (§4.3): processing (§4), with {@code xn--} labels decoded. A string is
     * always produced; a label that cannot be decoded is kept as it is and an error recorded.
     *
     * <pre>{@code
     * Idna.toUnicode("xn--bcher-kva.example", Uts46Options.DEFAULT).value();   // "bücher.example"
     * Idna.toUnicode("xn--0.example", Uts46Options.DEFAULT).errors();          // [P4 at index 0]: truncated Punycode
     * }</pre>
     */
    public static IdnaResult toUnicode(String domain, Uts46Options options) {
        return Uts46.toUnicode(Objects.requireNonNull(domain, "domain"), Objects.requireNonNull(options, "options"));
    }

    /**
     * The URL Standard's "domain to ASCII" (§3.3), with the check of the host parser (§3.5)
     * that the result holds no forbidden domain code point: what a URL parser makes of a
     * domain. With {@code beStrict} false an ASCII domain is only lower-cased (the standard's
     * web-compatible shortcut: no table is read, and a lower-case domain is returned as the same
     * string, even with an {@code xn--} label that is no valid Punycode: the web platform tests'
     * "Domain is ASCII, but a label is invalid IDNA"); otherwise ToASCII with
     * {@link Uts46Options#URL_STANDARD} (or {@link Uts46Options#URL_STANDARD_STRICT}), as
     * {@link #domainToAscii(String, Uts46Options)}. A failure is a result with errors: those of
     * ToASCII, {@link IdnaErrorCode#EMPTY_DOMAIN} when the result is empty, or
     * {@link IdnaErrorCode#FORBIDDEN_DOMAIN_CODE_POINT} (whose index is that of the input
     * character it comes from).
     *
     * <pre>{@code
     * Idna.domainToAscii("Bücher.example", false).value();   // "xn--bcher-kva.example"
     * Idna.domainToAscii("xn--a.com", false).isValid();      // true: ASCII is only lower-cased
     * Idna.domainToAscii("a\u00A0b", false).errors();        // [FORBIDDEN_DOMAIN_CODE_POINT at index 1]: NBSP maps to a space
     * }</pre>
     *
     * <p>IPv4 addresses and percent-decoding are the host parser's business, not this method's.
     */
    public static IdnaResult domainToAscii(String domain, boolean beStrict) {
        Objects.requireNonNull(domain, "domain");
        if (!beStrict) {
            IdnaResult ascii = asciiDomainToAscii(domain);
            if (ascii != null) {
                return ascii;
            }
        }
        return domainToAscii(domain, beStrict ? Uts46Options.URL_STANDARD_STRICT : Uts46Options.URL_STANDARD);
    }

    /**
     * Domain to ASCII with the given UTS #46 options and without the shortcut for ASCII domains:
     * ToASCII on every label, ASCII ones included, then the checks of
     * {@link #domainToAscii(String, boolean)} (an empty result, a forbidden domain code point).
     * With {@link Uts46Options#URL_STANDARD} it is what a validator says of a domain the URL
     * parser would take as it is: an {@code xn--} label must hold valid Punycode of a valid
     * label (UTS #46 §4.1 step 4, IgnoreInvalidPunycode false, as the URL Standard sets it).
     *
     * <pre>{@code
     * Idna.domainToAscii("xn--a.com", Uts46Options.URL_STANDARD).errors();   // [V7 at index 0]: it decodes to U+0080
     * Idna.domainToAscii("xn--", Uts46Options.URL_STANDARD).errors();        // [P4 at index 0]: it decodes to nothing
     * Idna.domainToAscii("xn--a.com", false).isValid();                      // true: the URL parser's shortcut
     * Idna.domainToAscii("Bücher.example", Uts46Options.URL_STANDARD).value();   // "xn--bcher-kva.example"
     * }</pre>
     */
    public static IdnaResult domainToAscii(String domain, Uts46Options options) {
        Objects.requireNonNull(domain, "domain");
        IdnaResult result = Uts46.toAscii(domain, Objects.requireNonNull(options, "options"));
        if (!result.isValid()) {
            return result;
        }
        String value = result.value();
        if (value.isEmpty()) {
            return new IdnaResult(value, List.of(new IdnaError(IdnaErrorCode.EMPTY_DOMAIN, 0, "the domain is empty")));
        }
        int forbidden = firstForbidden(value);
        if (forbidden >= 0) {
            char c = value.charAt(forbidden);
            return new IdnaResult(value, List.of(new IdnaError(IdnaErrorCode.FORBIDDEN_DOMAIN_CODE_POINT,
                    sourceOf(domain, c), "the domain holds " + LabelChecks.describe(c) + ", a forbidden domain code point")));
        }
        return result;
    }

    /**
     * Domain to ASCII of an ASCII domain with {@code beStrict} false, in one pass: lower-casing,
     * the empty check and the forbidden code points; null when {@code domain} is not ASCII.
     */
    private static IdnaResult asciiDomainToAscii(String domain) {
        int n = domain.length();
        int forbidden = -1;
        boolean upper = false;
        for (int i = 0; i < n; i++) {
            char c = domain.charAt(i);
            if (c >= 0x80) {
                return null;
            }
            if (c >= 'A' && c <= 'Z') {
                upper = true;
            } else if (forbidden < 0 && isForbiddenDomainCodePoint(c)) {
                forbidden = i;
            }
        }
        String value = upper ? Ascii.lower(domain) : domain;
        if (n == 0) {
            return new IdnaResult(value, List.of(new IdnaError(IdnaErrorCode.EMPTY_DOMAIN, 0, "the domain is empty")));
        }
        if (forbidden >= 0) {
            return new IdnaResult(value, List.of(new IdnaError(IdnaErrorCode.FORBIDDEN_DOMAIN_CODE_POINT, forbidden,
                    "the domain holds " + LabelChecks.describe(domain.charAt(forbidden)) + ", a forbidden domain code point")));
        }
        return new IdnaResult(value, List.of());
    }

    /** The index of the first forbidden domain code point of {@code s}, or -1. */
    private static int firstForbidden(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (isForbiddenDomainCodePoint(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The URL Standard's "domain to Unicode" (§3.3): ToUnicode with the standard's flags
     * ({@link Uts46Options#URL_STANDARD}, or {@link Uts46Options#URL_STANDARD_STRICT} when
     * {@code beStrict}). The errors are the standard's validation errors: the value is the
     * result either way.
     *
     * <pre>{@code
     * Idna.domainToUnicode("xn--bcher-kva.example", false).value();   // "bücher.example"
     * Idna.domainToUnicode("EXAMPLE.com", false).value();             // "example.com"
     * }</pre>
     */
    public static IdnaResult domainToUnicode(String domain, boolean beStrict) {
        return Uts46.toUnicode(Objects.requireNonNull(domain, "domain"),
                beStrict ? Uts46Options.URL_STANDARD_STRICT : Uts46Options.URL_STANDARD);
    }

    /**
     * A host name as a browser's address bar shows it: A-labels in Unicode where that is safe,
     * in Punycode where the Unicode form could pass for another name. The domain goes through
     * {@link #domainToAscii(String, boolean) domainToAscii(domain, false)}; each {@code xn--}
     * label that decodes without error is then shown in Unicode if its characters are all
     * Allowed identifier characters (UTS #39 §3.1), it is Highly Restrictive (UTS #39 §5.2: one
     * script, or Latin with the Han-based Japanese, Chinese or Korean combinations; mixed-script
     * detection with Script_Extensions, §5.1), and it is not a whole-script confusable of a
     * Latin label (every letter a {@code confusables.txt} look-alike of an ASCII letter or digit)
     * unless the top-level label is in its script, and no combining mark is repeated. Other labels
     * are shown as ASCII. A domain that domain to ASCII rejects is returned unchanged.
     *
     * <pre>{@code
     * Idna.toDisplayUnicode("xn--bcher-kva.example");   // "bücher.example"
     * Idna.toDisplayUnicode("BÜCHER.example");          // "bücher.example"
     * Idna.toDisplayUnicode("xn--pple-43d.com");        // "xn--pple-43d.com": Cyrillic а with Latin pple
     * Idna.toDisplayUnicode("xn--80ak6aa92e.com");      // "xn--80ak6aa92e.com": all-Cyrillic look-alike of "apple"
     * Idna.toDisplayUnicode("xn--e1afmkfd.xn--p1ai");   // "пример.рф"
     * Idna.toDisplayUnicode("xn--g6h.example");         // "xn--g6h.example": a symbol (♥), not an identifier character
     * }</pre>
     *
     * <p>The rule follows Chromium's IDN display policy (its spoof checker uses the UTS #39
     * Highly Restrictive level, the Allowed identifier set and whole-script confusable checks);
     * Chromium's additional lists (top domains compared by skeleton, per-TLD script rules) are
     * not reproduced.
     */
    public static String toDisplayUnicode(String domain) {
        return DisplayPolicy.display(Objects.requireNonNull(domain, "domain"));
    }

    /**
     * Whether {@code c} is a forbidden domain code point of the URL Standard (§3.1): a forbidden
     * host code point (U+0000, tab, LF, CR, space, {@code # / : < > ? @ [ \ ] ^ |}), a C0 control,
     * {@code %} or U+007F DELETE.
     */
    static boolean isForbiddenDomainCodePoint(char c) {
        return c < 64 ? (FORBIDDEN_0_63 >>> c & 1) != 0 : c < 128 && (FORBIDDEN_64_127 >>> (c - 64) & 1) != 0;
    }

    /** The forbidden domain code points below U+0040 as bits: C0 controls, space, {@code # % / : < > ?}. */
    private static final long FORBIDDEN_0_63 = 0xFFFFFFFFL | 1L << ' ' | 1L << '#' | 1L << '%' | 1L << '/' | 1L << ':'
            | 1L << '<' | 1L << '>' | 1L << '?';
    /** The forbidden domain code points from U+0040 as bits (bit 0 is U+0040): {@code @ [ \ ] ^ |} and DELETE. */
    private static final long FORBIDDEN_64_127 = 1L << ('@' - 64) | 1L << ('[' - 64) | 1L << ('\\' - 64) | 1L << (']' - 64)
            | 1L << ('^' - 64) | 1L << ('|' - 64) | 1L << (0x7F - 64);

    /** The index of the input character that {@code forbidden} in the ASCII result comes from (itself, or a mapping). */
    private static int sourceOf(String domain, char forbidden) {
        for (int i = 0; i < domain.length(); ) {
            int cp = Nfc.codePointAt(domain, i, domain.length());
            if (cp < 0x80) {
                if (cp == forbidden) {
                    return i;
                }
            } else {
                int v = Uts46Data.mapping(cp);
                if (Uts46Data.status(v) == Uts46Data.MAPPED) {
                    StringBuilder m = new StringBuilder();
                    Uts46Data.appendMapping(cp, v, m);
                    if (m.indexOf(String.valueOf(forbidden)) >= 0) {
                        return i;
                    }
                }
            }
            i += Character.charCount(cp);
        }
        return 0;
    }
}
