package org.urikit.idna;

/**
 * The errors of UTS #46 processing, named as the status codes of the Unicode conformance file
 * {@code IdnaTestV2.txt} (Pn: §4 Processing step n; Vn: §4.1 Validity Criteria step n; U1:
 * UseSTD3ASCIIRules; An: §4.2 ToASCII step n; Bn: the Bidi rule, RFC 5893 §2 condition n; Cn:
 * the ContextJ rules of RFC 5892 Appendix A; X4_2: an empty label in ToUnicode), plus two codes of
 * the URL Standard's "domain to ASCII" and host parser, which UTS #46 does not have.
 *
 * <pre>{@code
 * IdnaResult r = Idna.toAscii("a\u200Cb", Uts46Options.DEFAULT);
 * r.errors().get(0).code();                 // C1
 * IdnaErrorCode.C1.description();           // "ZERO WIDTH NON-JOINER outside the contexts of RFC 5892 Appendix A.1"
 * }</pre>
 */
public enum IdnaErrorCode {
    /**
     * §4 step 1 in UTS #46 before Unicode 15.1: a disallowed code point. Since then disallowed
     * code points are reported by the validity criteria ({@link #V7}); kept so that the codes of
     * older test files can be named.
     */
    P1("a disallowed code point (UTS #46 before 15.1; now V7)"),
    /** §4 step 4: a label that starts with {@code xn--} holds non-ASCII, is not valid Punycode, or decodes to nothing or only ASCII. */
    P4("an xn-- label that is not the Punycode of a non-ASCII label"),
    /** §4.1 criterion 1: the (decoded) label is not in Normalization Form C. */
    V1("the label is not in Unicode Normalization Form C"),
    /** §4.1 criterion 2 (CheckHyphens): {@code -} in both the third and the fourth position. */
    V2("'-' in both the third and fourth positions of the label"),
    /** §4.1 criterion 3 (CheckHyphens): the label begins or ends with {@code -}. */
    V3("the label begins or ends with '-'"),
    /** §4.1 criterion 4: a decoded A-label begins with {@code xn--}. */
    V4("a decoded label begins with xn--"),
    /** §4.1 criterion 5: a decoded A-label contains a FULL STOP. */
    V5("a decoded label contains '.'"),
    /** §4.1 criterion 6: the label begins with a combining mark (General_Category=Mark). */
    V6("the label begins with a combining mark"),
    /** §4.1 criterion 7: a code point whose IDNA status is not valid (or deviation, in nontransitional processing). */
    V7("a code point that IDNA does not allow in a label"),
    /** §4.1 criterion 7 with UseSTD3ASCIIRules: an ASCII code point other than a-z, 0-9 and {@code -}. */
    U1("an ASCII code point other than a-z, 0-9 and '-' (UseSTD3ASCIIRules)"),
    /** §4.2 step 3: the label cannot be converted to Punycode (an unpaired surrogate, or overflow). */
    A3("the label cannot be encoded as Punycode"),
    /** §4.2 step 4.1 (VerifyDnsLength): the domain name, without a root label, is empty or longer than 253. */
    A4_1("the domain name is empty or longer than 253 characters (VerifyDnsLength)"),
    /** §4.2 step 4.2 (VerifyDnsLength): a label is empty or longer than 63. */
    A4_2("a label is empty or longer than 63 characters (VerifyDnsLength)"),
    /** RFC 5893 §2 condition 1: the first character of a label of a Bidi domain name is not L, R or AL. */
    B1("in a Bidi domain name, a label must start with a left-to-right or right-to-left letter"),
    /** RFC 5893 §2 condition 2: a character not allowed in a right-to-left label. */
    B2("a character not allowed in a right-to-left label"),
    /** RFC 5893 §2 condition 3: a right-to-left label does not end with R, AL, EN or AN (then NSMs). */
    B3("a right-to-left label must end with a right-to-left letter or a digit"),
    /** RFC 5893 §2 condition 4: European and Arabic-Indic digits in one right-to-left label. */
    B4("European and Arabic-Indic digits mixed in a right-to-left label"),
    /** RFC 5893 §2 condition 5: a character not allowed in a left-to-right label. */
    B5("a character not allowed in a left-to-right label of a Bidi domain name"),
    /** RFC 5893 §2 condition 6: a left-to-right label does not end with L or EN (then NSMs). */
    B6("a left-to-right label of a Bidi domain name must end with a letter or a digit"),
    /** RFC 5892 Appendix A.1 (CheckJoiners): ZERO WIDTH NON-JOINER outside its contexts. */
    C1("ZERO WIDTH NON-JOINER outside the contexts of RFC 5892 Appendix A.1"),
    /** RFC 5892 Appendix A.2 (CheckJoiners): ZERO WIDTH JOINER not after a virama. */
    C2("ZERO WIDTH JOINER outside the context of RFC 5892 Appendix A.2"),
    /**
     * ToUnicode with VerifyDnsLength: an empty label other than the root label (the code that
     * IdnaTestV2.txt gives where ToASCII reports {@link #A4_2} for an empty label).
     */
    X4_2("an empty label"),
    /** The URL Standard's domain to ASCII: the result is the empty string. */
    EMPTY_DOMAIN("the domain is empty (URL Standard, domain to ASCII)"),
    /**
     * The URL Standard's host parser: the ASCII domain contains a forbidden domain code point
     * (a C0 control, space, {@code # % / : < > ? @ [ \ ] ^ |} or DELETE).
     */
    FORBIDDEN_DOMAIN_CODE_POINT("a forbidden domain code point (URL Standard, host parsing)");

    private final String description;

    IdnaErrorCode(String description) {
        this.description = description;
    }

    /** One line saying what the code means. */
    public String description() {
        return description;
    }
}
