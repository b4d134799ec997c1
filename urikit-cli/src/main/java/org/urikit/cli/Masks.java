package org.urikit.cli;

import org.urikit.Uri;
import org.urikit.error.Redaction;

/**
 * How the commands hide passwords unless {@code --show-passwords} is given: always by the library's
 * one rule, {@link Redaction} (a non-empty password becomes {@value Redaction#MASK}; RFC 3986
 * §3.2.1, §7.5), applied to what is echoed — an input, a URI, a userinfo — never by a rule of the
 * CLI's own. {@code index} fields and the library's messages keep referring to the input as given.
 *
 * <pre>{@code
 * Masks.text("http://u:pw@h/", false);          // "http://u:****@h/"
 * Masks.userInfo("u:pw", false);                 // "u:****"
 * Masks.uri(Uri.parse("http://u:pw@h/"), false).userInfo();   // "u:****": the reading of the masked text
 * }</pre>
 */
final class Masks {
    private Masks() {
    }

    /** {@code text} as echoed: its password masked unless {@code show}; null stays null. */
    static String text(String text, boolean show) {
        return show || text == null ? text : Redaction.redact(text);
    }

    /** A userinfo ({@code user:password}) as echoed: the password masked as in an authority. */
    static String userInfo(String userInfo, boolean show) {
        if (show || userInfo == null || userInfo.indexOf(':') < 0) {
            return userInfo;
        }
        String masked = Redaction.redact("//" + userInfo + "@");
        return masked.substring(2, masked.length() - 1);
    }

    /**
     * {@code u} as shown: itself unless its text holds a password to hide, else the reading of its
     * masked text (the same components, the password as {@value Redaction#MASK}), whose components
     * can be printed as they are.
     */
    static Uri uri(Uri u, boolean show) {
        if (show) {
            return u;
        }
        String text = u.toUriString();
        String masked = Redaction.redact(text);
        if (masked == text) {
            return u;
        }
        Uri m = Uri.parseOrNull(masked, u.profile());
        if (m == null) {
            throw new IllegalStateException("the masked form of a URI does not parse");
        }
        return m;
    }
}
