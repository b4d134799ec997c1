package org.urikit.cli;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.urikit.Profile;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converts a {@code --profile} value to a {@link Profile} with {@link Profile#fromName}; an
 * unknown name is a usage error (exit status 2) with the library's message, which lists the
 * valid names.
 *
 * <pre>{@code
 * new ProfileConverter().convert("rfc2396");   // Profile.RFC2396
 * new ProfileConverter().convert("rfc9999");   // TypeConversionException: unknown profile 'rfc9999' (expected one of ...)
 * }</pre>
 */
final class ProfileConverter implements ITypeConverter<Profile> {
    @Override
    public Profile convert(String value) {
        try {
            return Profile.fromName(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }

    /** The CLI names of all profiles, in declaration order, for help texts and shell completion. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>();
            for (Profile p : Profile.values()) {
                names.add(p.cliName());
            }
            return names.iterator();
        }
    }
}
