package org.urikit.cli;

import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;

/**
 * {@code urikit relativize}: the shortest reference that resolves against a base URI to exactly
 * each target (the inverse of RFC 3986 §5.2, {@link Uri#relativize(Uri)}).
 *
 * <pre>{@code
 * $ urikit relativize 'http://a/b/c/d;p?q' http://a/b/g
 * http://a/b/g relative to http://a/b/c/d;p?q -> ../g
 * $ urikit relativize --json 'http://a/b/c/d;p?q' http://a/b/g 'http://a/b/c/d;p?q' http://z/b/c/g https://a/b/c/g
 * {"base":"http://a/b/c/d;p?q","target":"http://a/b/g","result":"../g"}
 * {"base":"http://a/b/c/d;p?q","target":"http://a/b/c/d;p?q","result":""}
 * {"base":"http://a/b/c/d;p?q","target":"http://z/b/c/g","result":"//z/b/c/g"}
 * {"base":"http://a/b/c/d;p?q","target":"https://a/b/c/g","result":"https://a/b/c/g"}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md: resolving {@code result} against the
 * base gives the target exactly, and no shorter reference does (a relative path wins a tie).
 * Another authority gives a network-path reference, another scheme the target itself. A target
 * whose path keeps {@code "."} or {@code ".."} segments that resolution would remove
 * ({@code http://a/x/./y}) has no such reference: {@code TARGET_UNREACHABLE}. The base and the
 * targets are parsed under {@code --profile}, and resolution follows the base's profile. Both
 * must be absolute: an invalid or relative base or target gives {@code "result":null} with
 * {@code errorIn} and the library's code ({@code SCHEME_MISSING} for a relative one), index and
 * message.
 */
final class RelativizeCommand extends ResultCommand.AgainstBase {
    static final CommandDef DEF = new CommandDef("relativize") {
        @Override
        Command create(Args args) {
            return new RelativizeCommand(args);
        }
    }.description("Give the shortest reference that resolves against BASE to exactly each target URI.",
            "With no TARGET arguments, reads standard input, one target per line.")
            .exits(ExitStatus.items("every target was relativized",
                    "the base or at least one target was invalid or relative (all targets are still printed)"))
            .options(Opts.ITEMS).options(Opts.PROFILE).group(false, Opts.MODES)
            .param(Param.one("BASE", "The base URI: absolute, with a scheme."))
            .param(Param.many("TARGET", "Absolute URIs to relativize (put '--' before one that starts with '-')."));

    /** The reason code of a target that no reference reaches. */
    static final String UNREACHABLE = "TARGET_UNREACHABLE";

    RelativizeCommand(Args args) {
        super(args, "target");
    }

    /** {@code TARGET relative to BASE -> RESULT}. */
    @Override
    void line(Out out, Result r) {
        out.text(HumanLine.show(r.echoes()[1])).text(" relative to ").text(HumanLine.show(r.echoes()[0])).text(" -> ").text(shown(r));
    }

    /** The shortest reference from the base to {@code target}, or why there is none. */
    @Override
    Outcome<String> apply(String target) {
        if (!parsedBase.succeeded()) {
            return parsedBase.rejectedAs();
        }
        Outcome<Uri> t = mode.read("target", target);
        if (!t.succeeded()) {
            return t.rejectedAs();
        }
        Uri b = parsedBase.value();
        Uri r;
        try {
            r = b.relativize(t.value());
        } catch (UriSyntaxException e) {
            // SCHEME_MISSING, for a relative base or target (checked in that order).
            return Outcome.rejected(b.isAbsolute() ? "target" : "base", e);
        }
        // The promise is that the result resolves to the target exactly: check it (RFC 3986 section 5.2).
        String back;
        try {
            back = b.resolve(r).toUriString();
        } catch (UriSyntaxException e) {
            return Outcome.of(r.toUriString()); // a base the profile cannot resolve against: nothing to check
        }
        String wanted = t.value().toUriString();
        if (!back.equals(wanted)) {
            int index = dotSegment(wanted);
            // A message never shows a password (the library's messages do not either).
            return Outcome.rejected("target", UNREACHABLE, index, UNREACHABLE + " at index " + index
                    + ": no reference resolves to this target, because resolution removes its dot segments"
                    + " (RFC 3986 section 5.2.4); the nearest reference resolves to " + Masks.text(back, false));
        }
        return Outcome.of(r.toUriString());
    }

    /** The index of the first "." or ".." segment of the path of {@code uri}, or 0. */
    static int dotSegment(String uri) {
        int end = uri.length();
        for (int i = 0; i < uri.length(); i++) {
            char c = uri.charAt(i);
            if (c == '?' || c == '#') {
                end = i;
                break;
            }
        }
        for (int i = 0; i < end; i++) {
            if (uri.charAt(i) == '/' && i + 1 < end && uri.charAt(i + 1) == '.') {
                int j = i + 2;
                if (j < end && uri.charAt(j) == '.') {
                    j++;
                }
                if (j == end || uri.charAt(j) == '/') {
                    return i + 1;
                }
            }
        }
        return 0;
    }
}
