package org.urikit.idna;

/**
 * The input flags of UTS #46 processing (§4, §4.2, §4.3). Immutable; every {@code with…} method
 * returns a new value.
 *
 * <pre>{@code
 * Idna.toAscii("faß.de", Uts46Options.DEFAULT);                                  // xn--fa-hia.de
 * Idna.toAscii("faß.de", Uts46Options.DEFAULT.withTransitionalProcessing(true)); // fass.de
 * Idna.toAscii("-x.com", Uts46Options.DEFAULT).isValid();                        // false: V3
 * Idna.toAscii("-x.com", Uts46Options.URL_STANDARD).isValid();                   // true
 * }</pre>
 *
 * @param checkHyphens           §4.1 criteria 2 and 3: no {@code --} in the third and fourth
 *                               positions, no {@code -} at either end of a label
 * @param checkBidi              §4.1 criterion 9: the Bidi rule of RFC 5893 §2, when the domain
 *                               name is a Bidi domain name
 * @param checkJoiners           §4.1 criterion 8: the ContextJ rules of RFC 5892 Appendix A
 * @param useStd3AsciiRules      §4.1 criterion 7.3: in labels, ASCII only as a-z, 0-9 and {@code -}
 * @param transitionalProcessing §4 step 1 (deprecated by UTS #46): map the deviation characters
 *                               ß, ς, ZWJ and ZWNJ as IDNA2003 did
 * @param verifyDnsLength        §4.2 step 4: labels of 1 to 63 and names of 1 to 253 characters
 *                               (and, in ToUnicode, an error for an empty label other than the
 *                               root, {@link IdnaErrorCode#X4_2})
 * @param ignoreInvalidPunycode  §4 step 4.2: keep an {@code xn--} label whose Punycode is invalid
 *                               as it is, without an error
 */
public record Uts46Options(boolean checkHyphens, boolean checkBidi, boolean checkJoiners, boolean useStd3AsciiRules,
        boolean transitionalProcessing, boolean verifyDnsLength, boolean ignoreInvalidPunycode) {

    // One bit a flag, for with(int, boolean).
    private static final int HYPHENS = 1, BIDI = 2, JOINERS = 4, STD3 = 8,
            TRANSITIONAL = 16, DNS_LENGTH = 32, IGNORE_PUNYCODE = 64;

    /**
     * The defaults that UTS #46 recommends (§4, §4.2): every check on, nontransitional, DNS
     * lengths verified, invalid Punycode an error.
     */
    public static final Uts46Options DEFAULT = new Uts46Options(true, true, true, true, false, true, false);

    /**
     * The flags of the URL Standard's "domain to ASCII" (and "domain to Unicode") with
     * {@code beStrict} false, as every URL parser uses them: CheckBidi and CheckJoiners only.
     */
    public static final Uts46Options URL_STANDARD = new Uts46Options(false, true, true, false, false, false, false);

    /**
     * The URL Standard's flags with {@code beStrict} true: also CheckHyphens, UseSTD3ASCIIRules
     * and VerifyDnsLength (what the standard's "valid domain" check uses).
     */
    public static final Uts46Options URL_STANDARD_STRICT = new Uts46Options(true, true, true, true, false, true, false);

    /** These options with CheckHyphens (§4.1 criteria 2 and 3) set to {@code v}. */
    public Uts46Options withCheckHyphens(boolean v) {
        return with(HYPHENS, v);
    }

    /** These options with CheckBidi (§4.1 criterion 9, RFC 5893) set to {@code v}. */
    public Uts46Options withCheckBidi(boolean v) {
        return with(BIDI, v);
    }

    /** These options with CheckJoiners (§4.1 criterion 8, RFC 5892 Appendix A) set to {@code v}. */
    public Uts46Options withCheckJoiners(boolean v) {
        return with(JOINERS, v);
    }

    /** These options with UseSTD3ASCIIRules (§4.1 criterion 7) set to {@code v}. */
    public Uts46Options withUseStd3AsciiRules(boolean v) {
        return with(STD3, v);
    }

    /** These options with Transitional_Processing (§4 step 1; deprecated by UTS #46) set to {@code v}. */
    public Uts46Options withTransitionalProcessing(boolean v) {
        return with(TRANSITIONAL, v);
    }

    /** These options with VerifyDnsLength (§4.2 step 4) set to {@code v}. */
    public Uts46Options withVerifyDnsLength(boolean v) {
        return with(DNS_LENGTH, v);
    }

    /** These options with IgnoreInvalidPunycode (§4 step 4) set to {@code v}. */
    public Uts46Options withIgnoreInvalidPunycode(boolean v) {
        return with(IGNORE_PUNYCODE, v);
    }

    /** These options with the flag {@code flag} (one of the constants above) set to {@code v}. */
    private Uts46Options with(int flag, boolean v) {
        int bits = (checkHyphens ? HYPHENS : 0) | (checkBidi ? BIDI : 0) | (checkJoiners ? JOINERS : 0)
                | (useStd3AsciiRules ? STD3 : 0) | (transitionalProcessing ? TRANSITIONAL : 0)
                | (verifyDnsLength ? DNS_LENGTH : 0) | (ignoreInvalidPunycode ? IGNORE_PUNYCODE : 0);
        bits = v ? bits | flag : bits & ~flag;
        return new Uts46Options((bits & HYPHENS) != 0, (bits & BIDI) != 0, (bits & JOINERS) != 0, (bits & STD3) != 0,
                (bits & TRANSITIONAL) != 0, (bits & DNS_LENGTH) != 0, (bits & IGNORE_PUNYCODE) != 0);
    }
}
