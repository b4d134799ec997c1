package org.urikit.cli;

import org.urikit.Profile;
import picocli.CommandLine.Option;

/**
 * The {@code --profile} option, shared by every subcommand that parses: a subcommand declares
 * {@code @Mixin ProfileOption profile;} and calls {@link #profile()}.
 *
 * <pre>{@code
 * urikit parse --profile rfc2396 'http://[::1]/'   # invalid: RFC 2396 has no IP literals
 * }</pre>
 */
final class ProfileOption {
    @Option(names = "--profile", paramLabel = "PROFILE", defaultValue = "rfc3986",
            converter = ProfileConverter.class, completionCandidates = ProfileConverter.Names.class,
            description = "Grammar generation: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private Profile profile;

    /** The selected profile, {@link Profile#RFC3986} unless {@code --profile} says otherwise. */
    Profile profile() {
        return profile;
    }
}
