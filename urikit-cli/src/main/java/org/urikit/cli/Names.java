package org.urikit.cli;

import java.util.Locale;
import org.urikit.Profile;

/**
 * The CLI's names for the library's enum constants: lower case, {@code -} for {@code _}
 * ({@code HostKind.REG_NAME} is {@code reg-name}, {@code Profile.RFC3986_DRAFT_2003}
 * {@code rfc3986-draft-2003}, {@code Severity.WARNING} {@code warning}). The library has no
 * CLI or JSON names of its own (README, "Names"); every command maps its values here.
 */
public final class Names {
    private Names() {
    }

    /** The name of {@code constant}, or null for null. */
    public static String of(Enum<?> constant) {
        return constant == null ? null : constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The profile {@code --profile} names: {@code rfc2396}, {@code RFC2396}, {@code rfc3986-draft-2003}
     * (any case, {@code _} or {@code -}, blanks around it ignored).
     *
     * @throws IllegalArgumentException for an unknown name
     */
    static Profile profile(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (Profile p : Profile.values()) {
            if (of(p).equals(key)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + name + "' (expected one of rfc3986, rfc3986-draft-2003, rfc2396, rfc1738)");
    }
}
