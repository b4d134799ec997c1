package org.urikit.testing;

import java.util.Locale;

/**
 * The names test data use for the library's enum constants: lower case, {@code -} for {@code _}
 * ({@code HostKind.REG_NAME} is {@code reg-name}, {@code Profile.RFC3986_DRAFT_2003}
 * {@code rfc3986-draft-2003}), the names of the CLI's output. The library itself has no such
 * names (README, "Names"); the CLI maps them in its own {@code Names}.
 */
public final class Names {
    private Names() {
    }

    /** The name of {@code constant}, or null for null. */
    public static String of(Enum<?> constant) {
        return constant == null ? null : constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The constant of {@code type} named {@code name} in either form ({@code rfc2396}, {@code RFC2396},
     * {@code rfc3986-draft-2003}), blanks around it ignored.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static <E extends Enum<E>> E parse(Class<E> type, String name) {
        String key = name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (E e : type.getEnumConstants()) {
            if (of(e).equals(key)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown " + type.getSimpleName() + " '" + name + "'");
    }
}
