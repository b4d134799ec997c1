package org.urikit.internal;

import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.net.Ascii;

/**
 * Registered names ({@code reg-name}, RFC 3986 §3.2.2) as names: the one place where a host that
 * enters with non-ASCII characters (the builder, {@code withHost}, lenient parsing, IRIs) gets its
 * ASCII form, where a name is shown, and where a percent-encoded name is decoded for a lookup.
 *
 * <p>RFC 3986 §3.2.2 allows a non-ASCII name percent-encoded as UTF-8 but asks URI producers for
 * the IDNA form, which DNS resolves: {@code bücher.example} is written {@code xn--bcher-kva.example}.
 * The conversion is the URL Standard's "domain to ASCII" (section "IDNA": UTS #46 with its
 * non-transitional options, then no forbidden domain code point), as browsers apply it, so a
 * mapping can never produce a URI delimiter: UTS #46 maps the fullwidth {@code ＠ ／ ？ ＃ ：} to
 * {@code @ / ? # :}, which are forbidden domain code points, so such a name is refused.
 */
public final class RegNames {
    private RegNames() {
    }

    /**
     * The ASCII form of a name with non-ASCII characters: the URL Standard's domain to ASCII with
     * {@code beStrict} false ({@code Bücher.example} gives {@code xn--bcher-kva.example}; the whole
     * name is lower-cased). The result carries the errors of a name that has no ASCII form.
     */
    public static IdnaResult toAscii(String name) {
        return Idna.domainToAscii(name, false);
    }

    /**
     * {@link #toAscii(String)} of {@code input[from, to)}, or a {@link UriSyntaxException}
     * {@link SyntaxError#IDN_HOST_INVALID} whose index is that of the first error in {@code input}.
     */
    public static String toAscii(String input, int from, int to) {
        IdnaResult r = toAscii(input.substring(from, to));
        if (!r.isValid()) {
            throw new UriSyntaxException(SyntaxError.IDN_HOST_INVALID, input, from + errorIndex(r));
        }
        return r.value();
    }

    /** The index in the name of the first error of a failed {@link #toAscii(String)}. */
    public static int errorIndex(IdnaResult r) {
        return r.errors().isEmpty() ? 0 : r.errors().get(0).index();
    }

    /**
     * The raw name {@code raw} as a person should see it (RFC 3987 §3.2 for the escapes; UTS #39
     * for the labels): escapes of characters that are safe to show decoded, then, if the name has
     * non-ASCII characters or an A-label, {@link Idna#toDisplayUnicode(String)}, which shows an
     * A-label in Unicode unless its Unicode form could pass for another name (mixed scripts, a
     * whole-script confusable): {@code xn--bcher-kva.example} shows as {@code bücher.example},
     * {@code xn--pple-43d.com} (Cyrillic а and Latin pple) stays as it is. A name without either
     * keeps its case.
     */
    public static String forDisplay(String raw) {
        String decoded = Iris.decodeForDisplay(raw);
        if (Ascii.isAscii(decoded) && !hasALabel(decoded)) {
            return decoded;
        }
        return Idna.toDisplayUnicode(decoded);
    }

    /** Whether a label of {@code name} starts with the ACE prefix {@code xn--}, in any case. */
    private static boolean hasALabel(String name) {
        for (int i = name.indexOf("--"); i >= 0; i = name.indexOf("--", i + 1)) {
            if (i >= 2 && (i == 2 || name.charAt(i - 3) == '.') && name.regionMatches(true, i - 2, "xn", 0, 2)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The name that the raw reg-name {@code raw} stands for, for a lookup such as the Public
     * Suffix List's: its escapes decoded as UTF-8 ({@code b%C3%BCcher.example} is
     * {@code bücher.example}); null when an escape stands for a character that a reg-name cannot
     * hold as such (a delimiter, a space, a control) or for invalid UTF-8, since the result would
     * not be the name of any host.
     */
    public static String decodedName(String raw) {
        if (raw.indexOf('%') < 0) {
            return raw;
        }
        String name = PercentCodec.decodeLenient(raw);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x80 ? !CharClass.REG_NAME.contains(c) || c == '%' : c == '\uFFFD') {
                return null;
            }
        }
        return name;
    }
}
