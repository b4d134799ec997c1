package org.urikit.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.urikit.Uri;

/**
 * Hides a URI's password in what {@code urikit scheme} derives from it (requirements R234:
 * "logging and CLI output show the redacted form by default"): the typed view's
 * {@code password} field becomes {@code ****}, and so does the password at the end of a plan
 * step ({@code PASS secret}, {@code password: secret}). The echoed {@code input} stays verbatim,
 * as the output contract requires; {@code --show-passwords} turns masking off.
 */
final class PasswordMask {
    static final String MASK = "****";
    private static final PasswordMask NONE = new PasswordMask(null);

    private final String secret;

    private PasswordMask(String secret) {
        this.secret = secret;
    }

    /** The mask for {@code uri}'s non-empty password, or one that changes nothing. */
    static PasswordMask of(Uri uri, boolean show) {
        if (show || !uri.hasPassword()) {
            return NONE;
        }
        String userInfo = uri.decodedUserInfo();
        String password = userInfo.substring(userInfo.indexOf(':') + 1);
        return password.isEmpty() ? NONE : new PasswordMask(password);
    }

    /** {@code fields} with a non-empty {@code password} value masked. */
    Map<String, Object> fields(Map<String, Object> fields) {
        if (secret == null || !(fields.get("password") instanceof String p) || p.isEmpty()) {
            return fields;
        }
        Map<String, Object> copy = new LinkedHashMap<>(fields);
        copy.put("password", MASK);
        return copy;
    }

    /** {@code steps} with the password masked where a step ends with it. */
    List<String> steps(List<String> steps) {
        if (secret == null) {
            return steps;
        }
        return steps.stream()
                .map(s -> s.endsWith(" " + secret) ? s.substring(0, s.length() - secret.length()) + MASK : s)
                .toList();
    }
}
