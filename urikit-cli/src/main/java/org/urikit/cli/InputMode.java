package org.urikit.cli;

import org.urikit.Profile;
import org.urikit.RepairedUri;
import org.urikit.Uri;
import org.urikit.error.UriSyntaxException;
import org.urikit.whatwg.WebUrlResult;
import org.urikit.whatwg.WebUrl;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * How an input string becomes a URI: strictly (RFC 3986, the default), {@code --lenient} (text
 * typed by people, {@link Uri#parseLenient}), {@code --iri} (an IRI, RFC 3987 §3.1,
 * {@link Uri#fromIri}) or {@code --whatwg} (as a browser reads it: the URL Standard's basic URL
 * parser, {@link WebUrl}, whose serialization is then read as a URI).
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
    /** The mutually exclusive options. */
    static final class Choice {
        @Option(names = "--lenient", description = "Read inputs typed by people: trim blanks, strip <URL:...>, encode spaces and other characters (Uri.parseLenient).")
        boolean lenient;

        @Option(names = "--iri", description = "Read inputs as IRIs (RFC 3987): non-ASCII characters percent-encoded, hosts to A-labels (UTS #46).")
        boolean iri;

        @Option(names = "--whatwg", description = "Read inputs as a browser does (the WHATWG URL Standard), then use the resulting URL.")
        boolean whatwg;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Choice choice;

    /** Whether an input mode other than strict parsing was chosen. */
    boolean any() {
        return choice != null && (choice.lenient || choice.iri || choice.whatwg);
    }

    /** {@code text} read in the chosen mode (strictly under {@code profile} by default), or why it cannot be. */
    Outcome<Uri> read(String in, String text, Profile profile) {
        if (!any()) {
            return Outcome.parse(in, text, profile);
        }
        try {
            if (choice.lenient) {
                RepairedUri r = Uri.parseLenient(text);
                return Outcome.of(r.uri());
            }
            if (choice.iri) {
                return Outcome.of(Uri.fromIri(text));
            }
            WebUrlResult r = WebUrl.tryParse(text);
            if (r instanceof WebUrlResult.Failure f) {
                String name = f.error().standardName();
                return Outcome.rejected(in, name, f.index(), name + " at index " + f.index() + ": " + f.error().description());
            }
            return Outcome.parse(in, ((WebUrlResult.Success) r).url().href(), profile);
        } catch (UriSyntaxException e) {
            return Outcome.rejected(in, e);
        }
    }
}
