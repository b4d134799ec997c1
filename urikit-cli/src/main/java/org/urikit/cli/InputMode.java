package org.urikit.cli;

import org.urikit.Profile;
import org.urikit.RepairedUri;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * How an input string becomes a URI ({@link Opts#MODES}): strictly (RFC 3986, the default),
 * {@code --lenient} (text typed by people, {@link Uri#parseLenient}), {@code --iri} (an IRI,
 * RFC 3987 §3.1, {@link Uri#fromIri}) or {@code --whatwg} (as a browser reads it: the URL
 * Standard's basic URL parser, {@link WebUrl}, whose serialization is then read as a URI).
 *
 * <pre>{@code
 * $ urikit normalize --iri -r 'http://bücher.example/café'
 * http://xn--bcher-kva.example/caf%C3%A9
 * $ urikit normalize --lenient -r ' http://a.example/b c '
 * http://a.example/b%20c
 * }</pre>
 *
 * <p>For {@code --iri}, {@link Uri#fromIri} converts a non-ASCII host with UTS #46 (the URL
 * Standard's domain to ASCII), so the host is the same A-label a browser uses (IDNA2008 with the
 * UTS #46 mapping, not IDNA2003).
 */
final class InputMode {
    private final boolean lenient;
    private final boolean iri;
    private final boolean whatwg;
    private final Profile profile;

    /** The mode and the profile of {@code args} ({@code --profile} when the command has it, else RFC 3986). */
    InputMode(Args args) {
        this.lenient = args.flag(Opts.LENIENT);
        this.iri = args.flag(Opts.IRI);
        this.whatwg = args.flag(Opts.WHATWG);
        Profile p = args.value(Opts.PROFILE);
        this.profile = p == null ? Profile.RFC3986 : p;
    }

    /** Whether an input mode other than strict parsing was chosen. */
    boolean any() {
        return lenient || iri || whatwg;
    }

    /** The profile inputs are parsed under. */
    Profile profile() {
        return profile;
    }

    /** {@code text} read in the chosen mode (strictly under the profile by default), or why it cannot be. */
    Outcome<Uri> read(String in, String text) {
        if (!any()) {
            return Outcome.parse(in, text, profile);
        }
        try {
            if (lenient) {
                RepairedUri r = Uri.parseLenient(text);
                return Outcome.of(r.uri());
            }
            if (iri) {
                return Outcome.of(Uri.fromIri(text));
            }
            WebUrl url = WebUrl.parseOrNull(text);
            if (url == null) {
                return rejected(in, (WebUrlResult.Failure) WebUrl.tryParse(text));
            }
            return Outcome.parse(in, url.href(), profile);
        } catch (UriSyntaxException e) {
            return Outcome.rejected(in, e);
        }
    }

    /** The URL Standard's failure as the rejection of the input called {@code in}: its standard name, index and description. */
    static <T> Outcome<T> rejected(String in, WebUrlResult.Failure f) {
        String name = f.error().standardName();
        return Outcome.rejected(in, name, f.index(), name + " at index " + f.index() + ": " + f.error().description());
    }
}
