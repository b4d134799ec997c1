package org.urikit.idna;

/**
 * The Validity Criteria of UTS #46 §4.1 for one non-empty label, including the ContextJ rules of
 * RFC 5892 Appendix A (criterion 8, CheckJoiners) and the Bidi rule of RFC 5893 §2 (criterion 9,
 * CheckBidi).
 *
 * <pre>{@code
 * ErrorList errors = new ErrorList();
 * LabelChecks.check("a\u200Cb", false, Uts46Options.DEFAULT, false, "a\u200Cb", 0, errors);
 * errors.toList();   // [C1 at index 1]
 * }</pre>
 *
 * <p>Each criterion that fails adds one error; the index is that of the offending character in
 * the input when the label appears there unchanged, otherwise the start of the label.
 */
final class LabelChecks {
    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;
    private static final int VIRAMA = 9;

    private LabelChecks() {
    }

    /**
     * Checks {@code label} (non-empty, after mapping, normalization and, for an A-label,
     * decoding), which starts at {@code start} in {@code input}.
     *
     * @param decoded    whether the label was decoded from an A-label (nontransitional validity,
     *                   and criteria 1, 4 and 5 apply)
     * @param bidiDomain whether CheckBidi is on and the domain name is a Bidi domain name
     */
    static void check(String label, boolean decoded, Uts46Options o, boolean bidiDomain, String input, int start,
            ErrorList errors) {
        boolean verbatim = input.regionMatches(start, label, 0, label.length());
        if (decoded && !Nfc.isNormalized(label)) {
            errors.add(IdnaErrorCode.V1, start, "the decoded label " + show(label) + " is not in NFC");
        }
        int length = label.codePointCount(0, label.length());
        if (o.checkHyphens()) {
            if (length >= 4 && label.codePointAt(label.offsetByCodePoints(0, 2)) == '-'
                    && label.codePointAt(label.offsetByCodePoints(0, 3)) == '-') {
                errors.add(IdnaErrorCode.V2, start, "the label " + show(label) + " has '-' in its third and fourth positions");
            }
            if (label.charAt(0) == '-' || label.charAt(label.length() - 1) == '-') {
                errors.add(IdnaErrorCode.V3, start, "the label " + show(label) + " begins or ends with '-'");
            }
        }
        if (decoded && label.startsWith("xn--")) {
            errors.add(IdnaErrorCode.V4, start, "the decoded label " + show(label) + " begins with xn--");
        }
        if (decoded && label.indexOf('.') >= 0) {
            errors.add(IdnaErrorCode.V5, start, "the decoded label " + show(label) + " contains '.'");
        }
        int first = label.codePointAt(0);
        if (first >= 0x80 && Uts46Data.isMark(Uts46Data.props(first))) {
            errors.add(IdnaErrorCode.V6, start, "the label begins with the combining mark " + uplus(first));
        }
        statuses(label, decoded, o, verbatim, start, errors);
        if (o.checkJoiners()) {
            joiners(label, verbatim, start, errors);
        }
        if (bidiDomain) {
            bidi(label, start, errors);
        }
    }

    /** Criterion 7: the IDNA status of every code point, and UseSTD3ASCIIRules. */
    private static void statuses(String label, boolean decoded, Uts46Options o, boolean verbatim, int start,
            ErrorList errors) {
        boolean deviationOk = decoded || !o.transitionalProcessing();
        boolean v7 = false;
        boolean u1 = false;
        for (int i = 0; i < label.length(); ) {
            int cp = Nfc.codePointAt(label, i, label.length());
            int at = verbatim ? start + i : start;
            i += Character.charCount(cp);
            if (cp < 0x80) {
                if (cp >= 'A' && cp <= 'Z') {
                    if (!v7) {
                        v7 = true;
                        errors.add(IdnaErrorCode.V7, at, "the decoded label holds the upper-case letter '" + (char) cp + "'");
                    }
                } else if (o.useStd3AsciiRules() && !u1 && !isLdh(cp)) {
                    u1 = true;
                    errors.add(IdnaErrorCode.U1, at, "the label holds " + describe(cp)
                            + ", which UseSTD3ASCIIRules does not allow (only a-z, 0-9 and '-')");
                }
                continue;
            }
            int status = Uts46Data.status(Uts46Data.mapping(cp));
            if (!v7 && status != Uts46Data.VALID && !(status == Uts46Data.DEVIATION && deviationOk)) {
                v7 = true;
                errors.add(IdnaErrorCode.V7, at, describe(cp) + " is not allowed in a label (IDNA status "
                        + statusName(status) + ")");
            }
            if (v7 && (u1 || !o.useStd3AsciiRules())) {
                return;
            }
        }
    }

    /** Criterion 8: the ContextJ rules of RFC 5892 Appendix A.1 (ZWNJ) and A.2 (ZWJ). */
    private static void joiners(String label, boolean verbatim, int start, ErrorList errors) {
        if (label.indexOf(ZWNJ) < 0 && label.indexOf(ZWJ) < 0) {
            return;
        }
        int[] cps = codePoints(label);
        int utf16 = 0;
        boolean c1 = false;
        boolean c2 = false;
        for (int i = 0; i < cps.length; utf16 += Character.charCount(cps[i]), i++) {
            int cp = cps[i];
            if (cp != ZWNJ && cp != ZWJ) {
                continue;
            }
            if (i > 0 && Nfc.ccc(cps[i - 1]) == VIRAMA) {
                continue;
            }
            int at = verbatim ? start + utf16 : start;
            if (cp == ZWJ) {
                if (!c2) {
                    c2 = true;
                    errors.add(IdnaErrorCode.C2, at, "ZERO WIDTH JOINER not after a virama (RFC 5892 A.2)");
                }
                continue;
            }
            // (Joining_Type:{L,D})(Joining_Type:T)* ZWNJ (Joining_Type:T)*(Joining_Type:{R,D})
            int j = i - 1;
            while (j >= 0 && joiningType(cps[j]) == Uts46Data.JT_T) {
                j--;
            }
            int before = j >= 0 ? joiningType(cps[j]) : -1;
            int k = i + 1;
            while (k < cps.length && joiningType(cps[k]) == Uts46Data.JT_T) {
                k++;
            }
            int after = k < cps.length ? joiningType(cps[k]) : -1;
            boolean ok = (before == Uts46Data.JT_L || before == Uts46Data.JT_D)
                    && (after == Uts46Data.JT_R || after == Uts46Data.JT_D);
            if (!ok && !c1) {
                c1 = true;
                errors.add(IdnaErrorCode.C1, at, "ZERO WIDTH NON-JOINER not after a virama nor between joining letters (RFC 5892 A.1)");
            }
        }
    }

    private static int joiningType(int cp) {
        return cp < 0x80 ? Uts46Data.JT_U : Uts46Data.joiningType(Uts46Data.props(cp));
    }

    /** Criterion 9: the six conditions of the Bidi rule (RFC 5893 §2). */
    private static void bidi(String label, int start, ErrorList errors) {
        int[] cps = codePoints(label);
        int first = bidiClass(cps[0]);
        boolean rtl;
        if (first == Uts46Data.BIDI_R || first == Uts46Data.BIDI_AL) {
            rtl = true;
        } else if (first == Uts46Data.BIDI_L) {
            rtl = false;
        } else {
            errors.add(IdnaErrorCode.B1, start, "in a Bidi domain name, the label " + show(label)
                    + " starts with neither a left-to-right nor a right-to-left letter (RFC 5893 §2 rule 1)");
            return;
        }
        boolean bad = false;
        boolean en = false;
        boolean an = false;
        int last = -1;
        for (int cp : cps) {
            int bc = bidiClass(cp);
            en |= bc == Uts46Data.BIDI_EN;
            an |= bc == Uts46Data.BIDI_AN;
            if (bc != Uts46Data.BIDI_NSM) {
                last = bc;
            }
            bad |= rtl ? !allowedRtl(bc) : !allowedLtr(bc);
        }
        if (rtl) {
            if (bad) {
                errors.add(IdnaErrorCode.B2, start, "the right-to-left label " + show(label)
                        + " holds a character that is not R, AL, AN, EN, ES, CS, ET, ON, BN or NSM (RFC 5893 §2 rule 2)");
            }
            if (last != Uts46Data.BIDI_R && last != Uts46Data.BIDI_AL && last != Uts46Data.BIDI_EN && last != Uts46Data.BIDI_AN) {
                errors.add(IdnaErrorCode.B3, start, "the right-to-left label " + show(label)
                        + " does not end with R, AL, EN or AN (RFC 5893 §2 rule 3)");
            }
            if (en && an) {
                errors.add(IdnaErrorCode.B4, start, "the right-to-left label " + show(label)
                        + " mixes European (EN) and Arabic-Indic (AN) digits (RFC 5893 §2 rule 4)");
            }
        } else {
            if (bad) {
                errors.add(IdnaErrorCode.B5, start, "the left-to-right label " + show(label)
                        + " holds a character that is not L, EN, ES, CS, ET, ON, BN or NSM (RFC 5893 §2 rule 5)");
            }
            if (last != Uts46Data.BIDI_L && last != Uts46Data.BIDI_EN) {
                errors.add(IdnaErrorCode.B6, start, "the left-to-right label " + show(label)
                        + " does not end with L or EN (RFC 5893 §2 rule 6)");
            }
        }
    }

    private static boolean allowedRtl(int bc) {
        return switch (bc) {
            case Uts46Data.BIDI_R, Uts46Data.BIDI_AL, Uts46Data.BIDI_AN, Uts46Data.BIDI_EN, Uts46Data.BIDI_ES,
                    Uts46Data.BIDI_CS, Uts46Data.BIDI_ET, Uts46Data.BIDI_ON, Uts46Data.BIDI_BN, Uts46Data.BIDI_NSM -> true;
            default -> false;
        };
    }

    private static boolean allowedLtr(int bc) {
        return switch (bc) {
            case Uts46Data.BIDI_L, Uts46Data.BIDI_EN, Uts46Data.BIDI_ES, Uts46Data.BIDI_CS, Uts46Data.BIDI_ET,
                    Uts46Data.BIDI_ON, Uts46Data.BIDI_BN, Uts46Data.BIDI_NSM -> true;
            default -> false;
        };
    }

    /** The Bidi_Class of {@code cp}. */
    static int bidiClass(int cp) {
        return Uts46Data.bidi(Uts46Data.props(cp));
    }

    /** Whether {@code label} holds a character of Bidi_Class R, AL or AN (RFC 5893 §1.4: a Bidi domain name has one). */
    static boolean hasRtl(String label) {
        for (int i = 0; i < label.length(); ) {
            int cp = Nfc.codePointAt(label, i, label.length());
            i += Character.charCount(cp);
            if (cp >= 0x80) {
                int bc = bidiClass(cp);
                if (bc == Uts46Data.BIDI_R || bc == Uts46Data.BIDI_AL || bc == Uts46Data.BIDI_AN) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The code points of {@code s}, an unpaired surrogate standing for itself. */
    static int[] codePoints(String s) {
        int[] cps = new int[s.length()];
        int n = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = Nfc.codePointAt(s, i, s.length());
            i += Character.charCount(cp);
            cps[n++] = cp;
        }
        return n == cps.length ? cps : java.util.Arrays.copyOf(cps, n);
    }

    static boolean isLdh(int c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    }

    private static String statusName(int status) {
        return switch (status) {
            case Uts46Data.IGNORED -> "ignored";
            case Uts46Data.MAPPED -> "mapped";
            case Uts46Data.DEVIATION -> "deviation, in transitional processing";
            default -> "disallowed";
        };
    }

    /** {@code U+0041 'A'} style, for messages. */
    static String describe(int cp) {
        String hex = uplus(cp);
        return cp >= 0x20 && cp < 0x7F ? hex + " '" + (char) cp + "'" : hex;
    }

    /** {@code U+0041}: the code point in the notation of the Unicode Standard (at least four hex digits). */
    static String uplus(int cp) {
        String hex = Integer.toHexString(cp).toUpperCase(java.util.Locale.ROOT);
        return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
    }

    /** A label quoted for a message, cut to 64 characters. */
    static String show(String label) {
        return "'" + (label.length() > 64 ? label.substring(0, 64) + "…" : label) + "'";
    }
}
