package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.UriBuilder;
import org.urikit.encoding.PercentCodec;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Escapes;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeSyntaxException;
import org.urikit.scheme.ServerUrl;

/**
 * A wais URL (RFC 1738 §3.9): a searchable database, a search in it, or
 * one document of it; an immutable view, the request, and a builder.
 *
 * <pre>{@code
 * WaisUrl w = WaisUrl.parse("wais://quake.think.com/wais-discussion-archives?lynch");
 * w.effectivePort();  // 210
 * w.database();   // "wais-discussion-archives"
 * w.search();     // "lynch"
 * w.plan().lines();   // ["DATABASE wais-discussion-archives", "SEARCH lynch"]
 *
 * WaisUrl d = WaisUrl.from(Uri.parse("wais://h/db/TEXT/1=abc;2=de%3Bf;", Profile.RFC1738));
 * d.wtype();         // "TEXT"
 * d.wpathFields();   // {1=abc, 2=de;f}   (the 1994 draft's form)
 * WaisUrl.builder().host("h").database("db").search("x y").build();   // wais://h/db?x%20y
 * }</pre>
 *
 * <p>WAIS speaks Z39.50 (binary), not text lines: the plan's steps name the request's parts,
 * {@code DATABASE <database>}, then {@code SEARCH <search>} (the placeholder {@code <search>}
 * for a database URL, whose client asks the user for the query) or {@code RETRIEVE <wtype> <wpath>}.
 * The wpath is the document id the server issued, opaque and possibly binary (RFC 1738 §3.9), so it stays
 * percent-encoded in the plan; {@link #wpath()} decodes it as UTF-8.
 *
 * <p>{@link #fields()}: {@code host}, {@code port}, {@code database}, {@code search}, {@code wtype},
 * {@code wpath} (decoded), {@code documentLength} (the 1993 form's) and {@code wpathFields} (the 1994 form's).
 */
public final class WaisUrl extends ServerUrl {
    private final WaisPath path;

    WaisUrl(Uri uri, WaisPath path) {
        super(uri, WaisSchemeHandler.INSTANCE);
        this.path = path;
    }

    /**
     * Parses a wais URL.
     *
     * @throws org.urikit.error.UriSyntaxException if {@code text} is not a URI reference
     * @throws SchemeSyntaxException if it is not a wais URL with a host and a database
     */
    public static WaisUrl parse(String text) {
        return from(Uri.parse(text));
    }

    /**
     * The view of {@code uri}.
     *
     * @throws SchemeSyntaxException if {@code uri} is not a wais URL with a host and a database path
     */
    public static WaisUrl from(Uri uri) {
        return Checks.view(uri, WaisSchemeHandler.INSTANCE, WaisSchemeHandler.INSTANCE::view, "a wais URL");
    }

    /** The database, decoded. */
    public String database() {
        return Escapes.decode(path.database());
    }

    /** The search, decoded ({@code '+'} stays {@code '+'}), or null. */
    public String search() {
        return Escapes.decode(uri.query());
    }

    /** The WAIS object type of a document URL, decoded, or null. */
    public String wtype() {
        return Escapes.decode(path.wtype());
    }

    /** The document path of a document URL, decoded as UTF-8, or null; opaque (RFC 1738 §3.9). */
    public String wpath() {
        return Escapes.decode(path.wpath());
    }

    /** Whether this names one document ({@code /database/wtype/wpath}). */
    public boolean isDocument() {
        return path.wtype() != null;
    }

    /** The document length of the 1993 form {@code /database/wtype/length/path} (the 1993 URL draft), or null. */
    public Integer documentLength() {
        return path.length();
    }

    /** The fields of the 1994 form's wpath ({@code 1=abc;2=de%3Bf;} is {@code {1=abc, 2=de;f}}), or null. */
    public Map<String, String> wpathFields() {
        return path.fields();
    }

    RetrievalPlan requestPlan() {
        List<String> steps = new ArrayList<>();
        steps.add("DATABASE " + database());
        if (isDocument()) {
            steps.add("RETRIEVE " + wtype() + " " + path.wpath());
        } else {
            steps.add("SEARCH " + (uri.hasQuery() ? search() : "<search>"));
        }
        return RetrievalPlan.of("wais", Checks.connectHost(uri), effectivePort(), steps);
    }

    /** {@code host}, {@code port}, {@code database}, {@code search}, {@code wtype}, {@code wpath}, {@code documentLength}, {@code wpathFields}. */
    @Override
    public Map<String, Object> fields() {
        return fields("host", host(), "port", effectivePort(),
                "database", database(), "search", search(),
                "wtype", wtype(), "wpath", wpath(),
                "documentLength", documentLength(), "wpathFields", wpathFields());
    }

    /** A builder holding this URL's parts: {@code toBuilder().build()} equals this. */
    public Builder toBuilder() {
        Builder b = new Builder(uri.toBuilder());
        b.database = path.database();
        b.wtype = path.wtype();
        b.wpath = path.length() == null ? path.wpath() : path.length() + "/" + path.wpath();
        return b;
    }

    /** A builder for a new wais URL; it needs a host and a database. */
    public static Builder builder() {
        return new Builder(Uri.builder().scheme("wais"));
    }

    /**
     * Builds a {@link WaisUrl}. Decoded text is encoded to RFC 1738's {@code uchar} (and the
     * search's {@code ; : @ & =}); port 210 is left out (RFC 3986 §3.2.3). Mutable, not thread-safe.
     */
    public static final class Builder extends ServerUrl.ServerBuilder<Builder> {
        private String database;
        private String wtype;
        private String wpath;
        private boolean pathChanged;

        private Builder(UriBuilder b) {
            super(b, WaisSchemeHandler.DEFAULT_PORT);
        }

        /** The database as decoded text. */
        public Builder database(String decoded) {
            database = PercentCodec.encode(Objects.requireNonNull(decoded, "database"), WaisPath.UCHAR);
            pathChanged = true;
            return this;
        }

        /** The search as decoded text, or null for none; clears a document. */
        public Builder search(String decoded) {
            b.rawQuery(decoded == null ? null : PercentCodec.encode(decoded, WaisPath.SEARCH));
            if (decoded != null && wtype != null) {
                wtype = null;
                wpath = null;
                pathChanged = true;
            }
            return this;
        }

        /**
         * One document: its type as decoded text and its wpath as raw text (the document id the
         * server issued, already percent-encoded, RFC 1738 §3.9). Clears a search.
         */
        public Builder document(String wtype, String rawWpath) {
            this.wtype = PercentCodec.encode(Objects.requireNonNull(wtype, "wtype"), WaisPath.UCHAR);
            this.wpath = Objects.requireNonNull(rawWpath, "wpath");
            pathChanged = true;
            b.rawQuery(null);
            return this;
        }

        /**
         * The URL.
         *
         * @throws SchemeSyntaxException if it has no host or no database
         */
        public WaisUrl build() {
            if (pathChanged && database != null) {
                b.rawPath("/" + database + (wtype == null ? "" : "/" + wtype + "/" + wpath));
            }
            return from(b.build());
        }
    }
}
