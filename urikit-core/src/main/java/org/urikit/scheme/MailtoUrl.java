package org.urikit.scheme;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;

/**
 * A mailto URI (RFC 6068; RFC 1738 §3.5 is the single-address case): recipients and header fields, decoded as UTF-8; an immutable view and a builder.
 *
 * <pre>{@code
 * MailtoUrl m = MailtoUrl.parse("mailto:joe@example.com?cc=bob@example.com&body=hello");
 * m.to();        // ["joe@example.com"]
 * m.cc();        // ["bob@example.com"]
 * m.body();      // "hello"
 * MailtoUrl.parse("mailto:user%25gw@relay.example").addresses();   // ["user%gw@relay.example"]   (RFC 1738 §3.5)
 * MailtoUrl.parse("mailto:?to=a@x.example,b@x.example").to();     // ["a@x.example", "b@x.example"]
 * MailtoUrl.builder().addAddress("a@x.example").subject("caf\u00e9 & more").build();
 * // mailto:a@x.example?subject=caf%C3%A9%20%26%20more
 * }</pre>
 *
 * <p>The path holds comma-separated addresses; {@code ?hfname=hfvalue&...} adds header fields,
 * {@code body} being the message body (RFC 6068 §2). {@code mailto:a?to=b} has the recipients
 * {@code a} and {@code b}. Header names are case-insensitive; {@link #headers()} keeps them as
 * written, the accessors look them up in lower case and take the first value of a repeated
 * non-address header. A {@code '+'} is a plus, never a space (RFC 6068 §5). A mailto URI names a
 * mailbox, not a data object (RFC 1738 §3.5): there is no retrieval plan.
 *
 * <p>{@link #fields()}: {@code to}, {@code cc}, {@code bcc} (lists), {@code subject}, {@code body}
 * and {@code headers} (the other header fields, lower-case name to first value).
 */
public final class MailtoUrl extends UriView {
    /** One header field, decoded. */
    public record HeaderField(String name, String value) {
        /** Checks the components. */
        public HeaderField {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(value, "value");
        }

        /** {@code name=value}, decoded (not URI text). */
        @Override
        public String toString() {
            return name + "=" + value;
        }
    }

    /**
     * Parses a mailto URI.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a mailto URI (or has an authority)
     */
    public static MailtoUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a mailto URI without an authority
     */
    public static MailtoUrl from(Uri uri) {
        return Checks.view(uri, MailtoSchemeHandler.INSTANCE, MailtoSchemeHandler.INSTANCE::view, "a mailto URI");
    }

    MailtoUrl(Uri uri) {
        super(uri, MailtoSchemeHandler.INSTANCE);
    }

    /** The addresses of the path, decoded, in order (empty for {@code mailto:?...}). */
    public List<String> addresses() {
        List<String> out = new ArrayList<>();
        if (!uri.path().isEmpty()) {
            for (String a : Splitter.split(uri.path(), ",")) {
                out.add(Escapes.decode(a));
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The header fields, decoded, in order, names as written. */
    public List<HeaderField> headers() {
        List<HeaderField> out = new ArrayList<>();
        if (uri.hasQuery()) {
            for (String f : Splitter.split(uri.query(), "&")) {
                int eq = f.indexOf('=');
                if (eq > 0) {
                    out.add(new HeaderField(Escapes.decode(f.substring(0, eq)), Escapes.decode(f.substring(eq + 1))));
                }
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The first value of the header {@code name} (any case), or null. */
    public String header(String name) {
        for (HeaderField h : headers()) {
            if (h.name().equalsIgnoreCase(name)) {
                return h.value();
            }
        }
        return null;
    }

    /** The recipients: the path's addresses, then those of every {@code to} header (comma-separated). */
    public List<String> to() {
        List<String> out = new ArrayList<>(addresses());
        out.addAll(list("to"));
        return Collections.unmodifiableList(out);
    }

    /** The addresses of every {@code cc} header. */
    public List<String> cc() {
        return list("cc");
    }

    /** The addresses of every {@code bcc} header (a header RFC 6068 §6 does not deem safe). */
    public List<String> bcc() {
        return list("bcc");
    }

    private List<String> list(String name) {
        List<String> out = new ArrayList<>();
        for (HeaderField h : headers()) {
            if (h.name().equalsIgnoreCase(name)) {
                for (String a : Splitter.split(h.value(), ",")) {
                    if (!a.isBlank()) {
                        out.add(a.strip());
                    }
                }
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The subject, or null. */
    public String subject() {
        return header("subject");
    }

    /** The body (its line breaks are CR LF, RFC 6068 §5), or null. */
    public String body() {
        return header("body");
    }

    /** {@code to}, {@code cc}, {@code bcc}, {@code subject}, {@code body}, {@code headers}. */
    @Override
    public Map<String, Object> fields() {
        Map<String, String> other = new LinkedHashMap<>();
        for (HeaderField h : headers()) {
            String name = h.name().toLowerCase(Locale.ROOT);
            if (!MailtoSchemeHandler.ADDRESS_HEADERS.contains(name) && !name.equals("subject") && !name.equals("body")) {
                other.putIfAbsent(name, h.value());
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("to", to());
        m.put("cc", cc());
        m.put("bcc", bcc());
        m.put("subject", subject());
        m.put("body", body());
        m.put("headers", Collections.unmodifiableMap(other));
        return Collections.unmodifiableMap(m);
    }

    /** A builder holding this URI's addresses and headers as written: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        Builder b = new Builder();
        if (!uri.path().isEmpty()) {
            b.addresses.addAll(List.of(Splitter.split(uri.path(), ",")));
        }
        if (uri.hasQuery()) {
            b.headers.addAll(List.of(Splitter.split(uri.query(), "&")));
        }
        b.fragment = uri.fragment();
        b.profile = uri.profile();
        b.original = uri;
        return b;
    }

    /** A builder for a new mailto URI. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds a {@link MailtoUrl}: {@code mailto:} and the addresses joined by {@code ','}, then
     * {@code ?name=value&...}. Decoded text is percent-encoded as RFC 6068 §2 asks: in addresses
     * everything but unreserved characters and {@code ! $ ' ( ) * + : @}; in header fields
     * everything but unreserved characters and {@code ! $ ' ( ) * , ; : @}: spaces as {@code %20}
     * and {@code '+'} as {@code %2B}, so that no reader takes it for a form-encoded space (RFC 6068
     * §5: "'+' characters MAY be encoded as %2B"). Mutable, not thread-safe.
     */
    public static final class Builder {
        private static final CharClass ADDRESS = CharClass.UNRESERVED.with("!$'()*+:@");
        private static final CharClass QCHAR = CharClass.UNRESERVED.with("!$'()*,;:@");
        private final List<String> addresses = new ArrayList<>();
        private final List<String> headers = new ArrayList<>();
        private String fragment;
        private org.urikit.Profile profile = org.urikit.Profile.RFC3986;
        /** The URI read by {@link MailtoUrl#toBuilder()}, until a setter changes something. */
        private Uri original;

        private Builder() {
        }

        /** Appends a recipient address given as decoded text ({@code "user%gw@relay.example"} is written {@code user%25gw@...}). */
        public Builder addAddress(String decoded) {
            addresses.add(PercentCodec.encode(Objects.requireNonNull(decoded, "address"), ADDRESS));
            original = null;
            return this;
        }

        /** Appends the header field {@code name=value}, both decoded. */
        public Builder addHeader(String name, String value) {
            if (Objects.requireNonNull(name, "name").isEmpty()) {
                throw new IllegalArgumentException("a header name cannot be empty");
            }
            headers.add(PercentCodec.encode(name, QCHAR) + "=" + PercentCodec.encode(Objects.requireNonNull(value, "value"), QCHAR));
            original = null;
            return this;
        }

        /** {@code addHeader("subject", subject)}. */
        public Builder subject(String subject) {
            return addHeader("subject", subject);
        }

        /** {@code addHeader("body", body)}: write line breaks as CR LF (RFC 6068 §5). */
        public Builder body(String body) {
            return addHeader("body", body);
        }

        /** Removes every address and header field. */
        public Builder clear() {
            addresses.clear();
            headers.clear();
            original = null;
            return this;
        }

        /** The URI: exactly the one read when nothing was changed. */
        public MailtoUrl build() {
            if (original != null) {
                return from(original);
            }
            String text = "mailto:" + String.join(",", addresses) + (headers.isEmpty() ? "" : "?" + String.join("&", headers))
                    + (fragment == null ? "" : "#" + fragment);
            return from(Uri.parse(text, profile));
        }
    }
}
