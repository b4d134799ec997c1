package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.UriView;

/**
 * A prospero URL (RFC 1738 §3.11): a Prospero directory server, the
 * host-specific object name (hsoname) it interprets, and {@code ;field=value} pairs; an immutable
 * view and a builder.
 *
 * <pre>{@code
 * ProsperoUrl p = ProsperoUrl.parse("prospero://host.dom//pros/name;OBJECT-VERSION=2");
 * p.effectivePort();  // 1525
 * p.hsoname();    // "/pros/name"   (hence the "//")
 * p.fields();     // {host=host.dom, port=1525, hsoname=/pros/name, fields={OBJECT-VERSION=2}, version=null, attributes=[]}
 * ProsperoUrl.builder().host("host.dom").hsoname("/pros/name").addField("OBJECT-VERSION", "2").build();
 * // prospero://host.dom//pros/name;OBJECT-VERSION=2
 * ProsperoUrl.from(Uri.parse("prospero://h/obj%00%00attr1%00attr2", Profile.RFC1738)).attributes();   // [attr1, attr2]
 * }</pre>
 *
 * <p>The hsoname is opaque: only the server interprets it, and a {@code '/'} in it has no
 * hierarchical meaning (RFC 1738 §3.11). {@code ';'} is reserved: the first one ends the hsoname. Under
 * {@link org.urikit.Profile#RFC1738} the 1993/1994 form {@code hsoname%00version[%00attribute]...}
 * is read as such (the 1993 and 1994 URL drafts); otherwise {@code %00} is an encoded NUL inside the hsoname (with
 * the {@link ProsperoIssue#PROSPERO_LEGACY_VERSION} warning). To interpret the URL a client asks
 * the Prospero server, which names the access method (RFC 1738 §3.11): no retrieval plan is made.
 *
 * <p>{@link #fields()}: {@code host}, {@code port}, {@code hsoname}, {@code fields} (decoded, in
 * order; a repeated name keeps its first value), {@code version} and {@code attributes} (legacy).
 */
public final class ProsperoUrl extends UriView {
    private final ProsperoPath path;

    ProsperoUrl(Uri uri) {
        super(uri, ProsperoSchemeHandler.INSTANCE);
        this.path = ProsperoPath.of(uri);
    }

    /**
     * Parses a prospero URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a prospero URL with a host and a path
     */
    public static ProsperoUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a prospero URL with a host and a path
     */
    public static ProsperoUrl from(Uri uri) {
        return Checks.view(uri, ProsperoSchemeHandler.INSTANCE, ProsperoSchemeHandler.INSTANCE::view, "a prospero URL");
    }

    /** The host: a registered name decoded, an IP literal as written. */
    public String host() {
        return Checks.decodedHost(uri);
    }

    /** The port: the URL's, or 1525. */
    public int effectivePort() {
        return Checks.effectivePort(uri, ProsperoSchemeHandler.DEFAULT_PORT);
    }

    /** The host-specific object name, decoded (RFC 1738 §3.11). */
    public String hsoname() {
        return Escapes.decode(path.hsoname());
    }

    /** The {@code ;field=value} pairs, decoded, in order (RFC 1738 §3.11); a repeated name keeps its first value. */
    public Map<String, String> fieldSpecs() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String f : path.fields()) {
            int eq = f.indexOf('=');
            String name = Escapes.decode(eq < 0 ? f : f.substring(0, eq));
            m.putIfAbsent(name, eq < 0 ? "" : Escapes.decode(f.substring(eq + 1)));
        }
        return Collections.unmodifiableMap(m);
    }

    /** The value of field {@code name} (exact match), or null. */
    public String field(String name) {
        return fieldSpecs().get(name);
    }

    /** The version of the 1993/1994 form (only under {@link org.urikit.Profile#RFC1738}), decoded, or null. */
    public String version() {
        return Escapes.decode(path.version());
    }

    /** The attributes of the 1993 form (only under {@link org.urikit.Profile#RFC1738}). */
    public List<String> attributes() {
        List<String> out = new ArrayList<>();
        for (String a : path.attributes()) {
            out.add(Escapes.decode(a));
        }
        return Collections.unmodifiableList(out);
    }

    /** {@code host}, {@code port}, {@code hsoname}, {@code fields}, {@code version}, {@code attributes}. */
    @Override
    public Map<String, Object> fields() {
        return fields("host", host(), "port", effectivePort(),
                "hsoname", hsoname(), "fields", fieldSpecs(),
                "version", version(), "attributes", attributes());
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        return new Builder(uri.toBuilder());
    }

    /** A builder for a new prospero URL; it needs a host. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("prospero").rawPath("/"));
    }

    /**
     * Builds a {@link ProsperoUrl} in RFC 1738's form {@code prospero://host[:port]/hsoname[;field=value]...}.
     * Decoded text is encoded where RFC 1738 does not allow it literally ({@code ';'} always); port
     * 1525 is left out (RFC 3986 §3.2.3). Mutable, not thread-safe.
     */
    public static final class Builder {
        private final UriBuilder b;
        private String hsoname;
        private final List<String> fields = new ArrayList<>();
        private boolean pathChanged;

        private Builder(UriBuilder b) {
            this.b = b;
        }

        /** The host as decoded text. */
        public Builder host(String decoded) {
            b.host(Objects.requireNonNull(decoded, "host"));
            return this;
        }

        /**
         * The port; left out when it is 1525.
         *
         * @throws IllegalArgumentException unless 0–65535
         */
        public Builder port(int port) {
            Checks.portOrDefault(b, port, ProsperoSchemeHandler.DEFAULT_PORT);
            return this;
        }

        /** The hsoname as decoded text; a {@code '/'} in it is written as is (RFC 1738 §3.11). Keeps the fields already written. */
        public Builder hsoname(String decoded) {
            hsoname = PercentCodec.encode(Objects.requireNonNull(decoded, "hsoname"), ProsperoSchemeHandler.PSEGMENT.without("?"));
            pathChanged = true;
            return this;
        }

        /** Appends {@code ;name=value}, both decoded. */
        public Builder addField(String name, String value) {
            fields.add(PercentCodec.encode(Objects.requireNonNull(name, "name"), ProsperoSchemeHandler.FIELD.without("?"))
                    + "=" + PercentCodec.encode(Objects.requireNonNull(value, "value"), ProsperoSchemeHandler.FIELD.without("?")));
            pathChanged = true;
            return this;
        }

        /**
         * The URL.
         *
         * @throws SchemeSyntaxException if it has no host
         */
        public ProsperoUrl build() {
            if (pathChanged) {
                String path = b.build().path();
                String current = path.startsWith("/") ? path.substring(1) : path;
                int semi = current.indexOf(';');
                String name = hsoname != null ? hsoname : semi < 0 ? current : current.substring(0, semi);
                String kept = semi < 0 ? "" : current.substring(semi);
                StringBuilder sb = new StringBuilder("/").append(name).append(kept);
                for (String f : fields) {
                    sb.append(';').append(f);
                }
                b.rawPath(sb.toString());
                hsoname = null;
                fields.clear();
            }
            return from(b.build());
        }
    }
}
