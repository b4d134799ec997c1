package org.urikit.text;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.urikit.encoding.CharClass;
import org.urikit.scheme.SchemeRegistry;

/**
 * Finds URI references in running text (mail, news, logs, chat, Markdown, HTML), following the
 * URL drafts' recommendations for URIs in context: the 1994 URL draft ("PrePrefix", "Wrappers for
 * URIs in plain text"), RFC 1738 (Appendix, "Recommendations for URLs in Context"), the 1997 draft
 * of RFC 2396 (Appendix E, "Recommendations for Delimiting URLs in Context") and the RFC 3986
 * draft (2003), Appendix E, "Recommendations for Delimiting URI in Context" (Appendix C of RFC
 * 3986) and Appendix F, "Abbreviated URIs".
 *
 * <pre>{@code
 * UriExtractor x = UriExtractor.defaults();
 * x.findAll("Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n"
 *         + "but you can probably pick it up from <ftp://ds.internic.\n"
 *         + "net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n"
 *         + "ietf/uri/historical.html#WARNING>.");
 * // [QUOTED http://www.w3.org/Addressing/, ANGLE ftp://ds.internic.net/rfc/,
 * //  ANGLE http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING]
 *
 * x.find(reader).map(UriMatch::reference).forEach(System.out::println);   // streaming, constant memory
 * x.forEach(text, m -> System.out.println(m.line() + ": " + m.reference()));
 *
 * UriExtractor.builder().abbreviated(true).build()
 *         .findAll("see www.w3.org/Addressing/ or mail timbl@info.cern.ch.");
 * // [ABBREVIATED http://www.w3.org/Addressing/ (from www.w3.org/Addressing/),
 * //  ABBREVIATED mailto:timbl@info.cern.ch (from timbl@info.cern.ch)]
 * }</pre>
 *
 * <h2>Rules</h2>
 * <ul>
 * <li><b>Wrappers.</b> {@code <…>} and {@code <URL:…>} (the prefix in any case) delimit a
 *   reference, which may be broken across lines: whitespace inside is removed, so the
 *   indentation of continuation lines goes too. A hyphen right before a line break is kept and
 *   the match flagged ambiguous. Double quotes delimit a reference without whitespace. See
 *   {@link UriMatch.Form#ANGLE}, {@link UriMatch.Form#URL_PREFIX}, {@link UriMatch.Form#QUOTED}.</li>
 * <li><b>Bare references</b> end at whitespace and never continue onto the next line. They hold
 *   the characters of URIs and IRIs (RFC 3987 §2.2: {@code …/Hatfield–McCoy_feud} keeps its en
 *   dash, a joiner is kept), but not bidirectional formatting characters (RFC 3987 §4.1); in text
 *   written without spaces, ideographic and fullwidth punctuation ({@code 。 、 （ 」}) ends them as
 *   a space would. Trailing {@code . , ; : ! ? '} and other punctuation ({@code … – ” »}) are not
 *   part of them; a {@code )}, {@code ]} or other closing bracket is part of one only when it
 *   closes a bracket opened inside it ({@code http://example.com/wiki/A_(b)}).</li>
 * <li><b>Which schemes count</b>: any scheme followed by {@code //} and a host or path
 *   ({@code http://#} names nothing), any scheme after {@code URL:}, and the names of
 *   {@link SchemeRegistry#defaults()} (http, https, ftp, mailto, file, urn, …, and the schemes
 *   other modules provide; change them with {@link Builder#schemes(Collection)}) when the
 *   reference follows its scheme's rules ({@code mailto:} an address, {@code urn:} a namespace and
 *   a name, checked by the registry's handlers); so "ratio 3:4", "Note: this", "10:30" and
 *   "http:header" are not references. A scheme starts a word: not after an ASCII letter or digit,
 *   {@code _}, a currency sign, {@code #} or {@code @} ({@code $http://…}). Relative references are
 *   found only where markup says a link follows: Markdown {@code [text](url)} and HTML
 *   {@code href="…"} and {@code src="…"}, whose values are read as browsers read them (character
 *   references decoded, tabs and newlines removed, spaces percent-encoded).</li>
 * <li><b>As written.</b> IPv6 literals, percent-encoding and IRIs (non-ASCII characters,
 *   RFC 3987) are kept as written; {@link UriMatch#uri()} is the {@link org.urikit.Uri}. A
 *   candidate that is not a valid URI reference (RFC 3986 §4.1) or IRI is skipped, not repaired
 *   ({@link org.urikit.Uri#parseLenient(String)} repairs a single reference): a wrapper such as
 *   {@code <http://a/\[\>} is skipped whole, nothing inside it reported.</li>
 * <li><b>Abbreviations</b> ({@code www.} → {@code http://}, {@code ftp.} → {@code ftp://},
 *   {@code user@host.domain} → {@code mailto:}) only with {@link Builder#abbreviated(boolean)}.</li>
 * </ul>
 *
 * <h2>Cost</h2>
 * One left-to-right pass, no regular expressions and no backtracking: time is linear in the text,
 * and memory is constant beyond the current match. A match longer than {@link #maxLength()}
 * characters (default {@value #DEFAULT_MAX_LENGTH}; the reference as written, and for a wrapper its
 * brackets and whitespace too) is not reported: a bare run that long is skipped to its end, a
 * wrapper that long is given up (the text inside is still searched for bare references), and the
 * search goes on. An extractor
 * is immutable and thread-safe; each call keeps its own state.
 */
public final class UriExtractor {
    /** The default {@link #maxLength()}: 64 KB. */
    public static final int DEFAULT_MAX_LENGTH = 65536;
    /** The smallest allowed {@link #maxLength()}. */
    public static final int MIN_MAX_LENGTH = 16;
    /** The largest allowed {@link #maxLength()}. */
    public static final int MAX_MAX_LENGTH = 1 << 28;

    private static final UriExtractor DEFAULTS = new Builder().build();

    private final boolean abbreviated;
    private final int maxLength;
    private final Set<String> schemes;
    private final SchemeRegistry registry;
    private final SchemeNames names;

    private UriExtractor(Builder b) {
        this.abbreviated = b.abbreviated;
        this.maxLength = b.maxLength;
        this.registry = b.registry;
        this.schemes = Set.copyOf(b.schemes);
        this.names = new SchemeNames(this.schemes);
    }

    /** The extractor with the default settings: no abbreviations, the default registry's schemes, 64 KB matches. */
    public static UriExtractor defaults() {
        return DEFAULTS;
    }

    /** A builder with the default settings. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder with this extractor's settings. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.abbreviated = abbreviated;
        b.maxLength = maxLength;
        b.schemes = new TreeSet<>(schemes);
        b.registry = registry;
        return b;
    }

    /** Whether abbreviated forms are expanded. */
    public boolean abbreviated() {
        return abbreviated;
    }

    /** The longest match reported, in characters, delimiters and whitespace included. */
    public int maxLength() {
        return maxLength;
    }

    /** The lower-case scheme names that count without {@code "//"} after them. */
    public Set<String> schemes() {
        return schemes;
    }

    /** The matches in {@code text}, in order, lazily. */
    public Stream<UriMatch> find(CharSequence text) {
        Objects.requireNonNull(text, "text");
        return stream(scanner(TextWindow.of(text)));
    }

    /**
     * The matches in the characters of {@code reader}, in order, read lazily as the stream is
     * consumed (memory stays constant however long the text). The reader is not closed.
     *
     * @throws UncheckedIOException from the stream's operations when the reader fails
     */
    public Stream<UriMatch> find(Reader reader) {
        Objects.requireNonNull(reader, "reader");
        return stream(scanner(TextWindow.of(reader)));
    }

    /** All matches in {@code text}, in order. */
    public List<UriMatch> findAll(CharSequence text) {
        List<UriMatch> out = new ArrayList<>();
        forEach(text, out::add);
        return out;
    }

    /** Calls {@code action} with each match in {@code text}, in order. */
    public void forEach(CharSequence text, Consumer<? super UriMatch> action) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(action, "action");
        Scanner sc = scanner(TextWindow.of(text));
        for (UriMatch m = sc.next(); m != null; m = sc.next()) {
            action.accept(m);
        }
    }

    /**
     * Calls {@code action} with each match in the characters of {@code reader}, in order, as they
     * are found (constant memory). The reader is not closed.
     *
     * @throws IOException when the reader fails; the matches before the failure have been given to {@code action}
     */
    public void forEach(Reader reader, Consumer<? super UriMatch> action) throws IOException {
        Objects.requireNonNull(reader, "reader");
        Objects.requireNonNull(action, "action");
        Scanner sc = scanner(TextWindow.of(reader));
        try {
            for (UriMatch m = sc.next(); m != null; m = sc.next()) {
                action.accept(m);
            }
        } catch (TextWindow.ReadFailure e) {
            throw e.getCause();
        }
    }

    /** A scanner over {@code w} with this extractor's settings (package-private for the tests, which count its work). */
    Scanner scanner(TextWindow w) {
        return new Scanner(w, maxLength, names, registry, abbreviated);
    }

    private static Stream<UriMatch> stream(Scanner sc) {
        Iterator<UriMatch> it = new Iterator<>() {
            private UriMatch next;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (next == null && !done) {
                    next = sc.next();
                    done = next == null;
                }
                return next != null;
            }

            @Override
            public UriMatch next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                UriMatch m = next;
                next = null;
                return m;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it,
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.IMMUTABLE), false);
    }

    @Override
    public String toString() {
        return "UriExtractor[abbreviated=" + abbreviated + ", maxLength=" + maxLength + ", schemes=" + new TreeSet<>(schemes) + "]";
    }

    /**
     * Settings of a {@link UriExtractor}.
     *
     * <pre>{@code
     * UriExtractor x = UriExtractor.builder()
     *         .abbreviated(true)                 // www. / ftp. / user@host.domain
     *         .addSchemes("tel", "data")         // "tel:+1-816-555-1212" counts too
     *         .maxLength(8192)
     *         .build();
     * }</pre>
     */
    public static final class Builder {
        private boolean abbreviated;
        private int maxLength = DEFAULT_MAX_LENGTH;
        private Set<String> schemes = new TreeSet<>(SchemeRegistry.defaults().schemes());
        private SchemeRegistry registry = SchemeRegistry.defaults();

        private Builder() {
        }

        /**
         * Expand abbreviated references (RFC 3986 draft (2003), Appendix F): {@code www.} to
         * {@code http://www.}, {@code ftp.} to {@code ftp://ftp.}, {@code user@host.domain} to
         * {@code mailto:user@host.domain}. Off by default: these are guesses.
         */
        public Builder abbreviated(boolean on) {
            this.abbreviated = on;
            return this;
        }

        /**
         * The scheme names that count without {@code "//"} after them, replacing the current ones
         * (by default those of {@link SchemeRegistry#defaults()}). Any scheme followed by
         * {@code "//"} counts regardless.
         *
         * @throws IllegalArgumentException if a name is not a scheme ({@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )},
         *     RFC 3986 §3.1) or is longer than 64 characters
         */
        public Builder schemes(Collection<String> names) {
            Set<String> s = new TreeSet<>();
            for (String name : names) {
                s.add(checkScheme(name));
            }
            this.schemes = s;
            return this;
        }

        /**
         * The names of {@code registry}'s handlers (see {@link #schemes(Collection)}), and the
         * registry whose handlers check a reference of a scheme that counts by its name alone
         * (default {@link SchemeRegistry#defaults()}).
         */
        public Builder schemes(SchemeRegistry registry) {
            schemes(registry.schemes());
            this.registry = registry;
            return this;
        }

        /** Adds scheme names to the current ones (see {@link #schemes(Collection)}). */
        public Builder addSchemes(String... names) {
            for (String name : names) {
                schemes.add(checkScheme(name));
            }
            return this;
        }

        /**
         * The longest match reported, in characters from its first delimiter to its last (default
         * {@value UriExtractor#DEFAULT_MAX_LENGTH}). Longer candidates are skipped; memory use is
         * proportional to this limit.
         *
         * @throws IllegalArgumentException outside {@value UriExtractor#MIN_MAX_LENGTH} to {@value UriExtractor#MAX_MAX_LENGTH}
         */
        public Builder maxLength(int chars) {
            if (chars < MIN_MAX_LENGTH || chars > MAX_MAX_LENGTH) {
                throw new IllegalArgumentException("maxLength must be between " + MIN_MAX_LENGTH + " and "
                        + MAX_MAX_LENGTH + ", got " + chars);
            }
            this.maxLength = chars;
            return this;
        }

        /** The extractor. */
        public UriExtractor build() {
            return new UriExtractor(this);
        }

        private static String checkScheme(String name) {
            Objects.requireNonNull(name, "scheme name");
            if (name.isEmpty() || name.length() > Scanner.MAX_SCHEME || !CharClass.ALPHA.contains(name.charAt(0))
                    || !CharClass.SCHEME.containsAll(name)) {
                throw new IllegalArgumentException("not a scheme name: \"" + name + "\"");
            }
            return name.toLowerCase(Locale.ROOT);
        }
    }
}
