package org.urikit.spark.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.urikit.Equivalence;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.publicsuffix.PublicSuffixList;
import org.urikit.security.Finding;
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;
import org.urikit.text.UriExtractor;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * The per-row work of every urikit SQL function: Spark's internal string type in, the library's
 * answer out. Generated code calls these methods directly, so they are public; they are not API
 * (the functions are, see {@code org.urikit.spark.UrikitFunctions}).
 *
 * <pre>{@code
 * UriKernels.host(UTF8String.fromString("http://[::1]:80/"));   // "[::1]"
 * UriKernels.host(UTF8String.fromString("http://h:x/"));       // null: not a URI reference
 * }</pre>
 *
 * <p>Contract of every method: the arguments are never null (the expressions return SQL NULL for
 * a NULL argument before calling), and no method throws. Invalid input gives {@code null}, or
 * {@code valid = false} with the error for {@link #parse}; a failure of the library itself
 * ({@link RuntimeException} or {@link StackOverflowError}, which would be a bug) is caught per row
 * and treated the same way, so one bad row never fails a task. Parsing is RFC 3986
 * ({@code Uri.parse}) except for {@link #whatwg} (the WHATWG URL Standard's parser) and
 * {@link #check} (both readings); the text is Spark's UTF-8 decoded to a Java string.
 */
public final class UriKernels {
    /** The {@code error} of {@link #parse} when the library failed on a row instead of answering. */
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    private UriKernels() {
    }

    /**
     * {@code uri_parse}: a row of {@link UriStruct#TYPE}. A valid reference gives its raw components
     * (null where absent, RFC 3986 §3), {@code valid = true}; an invalid one gives
     * {@code valid = false}, the {@code SyntaxError} name and the index of the first offending
     * character. With {@code redactPasswords} a non-empty password in the userinfo reads
     * {@code ****} (RFC 3986 §3.2.1, §7.5).
     */
    public static InternalRow parse(UTF8String s, boolean redactPasswords) {
        Object[] v = new Object[UriStruct.FIELDS];
        try {
            ParseResult r = Uri.tryParse(s.toString());
            if (r instanceof ParseResult.Success ok) {
                Uri u = ok.uri();
                HostKind kind = u.hostKind();
                String userInfo = u.userInfo();
                if (redactPasswords && u.hasPassword()) {
                    userInfo = Uri.parse(u.redacted()).userInfo();
                }
                v[UriStruct.SCHEME] = utf8(u.scheme());
                v[UriStruct.USERINFO] = utf8(userInfo);
                v[UriStruct.HOST] = utf8(u.host());
                v[UriStruct.HOST_TYPE] = kind == null ? null : utf8Name(kind);
                v[UriStruct.PORT] = utf8(u.port());
                v[UriStruct.PATH] = utf8(u.path());
                v[UriStruct.QUERY] = utf8(u.query());
                v[UriStruct.FRAGMENT] = utf8(u.fragment());
                v[UriStruct.VALID] = Boolean.TRUE;
            } else {
                ParseResult.Failure f = (ParseResult.Failure) r;
                v[UriStruct.VALID] = Boolean.FALSE;
                v[UriStruct.ERROR] = utf8(f.error().name());
                v[UriStruct.ERROR_INDEX] = f.index();
            }
        } catch (RuntimeException | StackOverflowError e) {
            v = new Object[UriStruct.FIELDS];
            v[UriStruct.VALID] = Boolean.FALSE;
            v[UriStruct.ERROR] = utf8(INTERNAL_ERROR);
        }
        return new GenericInternalRow(v);
    }

    /** {@code uri_valid}: whether the text is a URI reference (RFC 3986 §4.1). */
    public static boolean valid(UTF8String s) {
        try {
            return Uri.isValid(s.toString());
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    /** {@code uri_host}: the raw host (brackets kept for an IP literal, possibly empty), or null. */
    public static UTF8String host(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.host());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_normalize(s)}: every RFC 3986 §6.2.2 step and the §6.2.3 scheme rung ({@code Uri.normalize()}). */
    public static UTF8String normalize(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.normalize().toUriString());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_normalize(s, level)}: {@code syntax} (§6.2.2 only) or {@code scheme} (also §6.2.3); null for another level. */
    public static UTF8String normalize(UTF8String s, UTF8String level) {
        Equivalence e = normalizeLevel(level.toString());
        if (e == null) {
            return null;
        }
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.normalize(e.normalizations()).toUriString());
        } catch (RuntimeException | StackOverflowError x) {
            return null;
        }
    }

    /** {@code uri_resolve}: the target of {@code ref} against the absolute URI {@code base} (RFC 3986 §5.2, strict), or null. */
    public static UTF8String resolve(UTF8String base, UTF8String ref) {
        try {
            Uri b = Uri.parseOrNull(base.toString());
            if (b == null || !b.isAbsolute()) {
                return null;
            }
            Uri t = b.resolveOrNull(ref.toString());
            return t == null ? null : utf8(t.toUriString());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_relativize}: the shortest reference from {@code base} to {@code target} ({@code Uri.relativize}), or null. */
    public static UTF8String relativize(UTF8String base, UTF8String target) {
        try {
            Uri b = Uri.parseOrNull(base.toString());
            Uri t = Uri.parseOrNull(target.toString());
            if (b == null || t == null || !b.isAbsolute() || !t.isAbsolute()) {
                return null;
            }
            return utf8(b.relativize(t).toUriString());
        } catch (RuntimeException | StackOverflowError e) {     // UriSyntaxException included
            return null;
        }
    }

    /** {@code uri_equivalence_key(s)}: the key at the scheme rung of RFC 3986 §6.2 ({@code Equivalence.SCHEME}). */
    public static UTF8String equivalenceKey(UTF8String s) {
        return key(s, Equivalence.SCHEME);
    }

    /** {@code uri_equivalence_key(s, level)}: {@code string}, {@code syntax} or {@code scheme}; null for another level. */
    public static UTF8String equivalenceKey(UTF8String s, UTF8String level) {
        Equivalence e = equivalenceLevel(level.toString());
        return e == null ? null : key(s, e);
    }

    private static UTF8String key(UTF8String s, Equivalence level) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(level.key(u));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * {@code uri_query_param}: the decoded value of the first query parameter called {@code name}
     * ({@code Uri.queryParameters().get}); null when the reference is invalid, has no such
     * parameter, or the parameter has no {@code '='}.
     */
    public static UTF8String queryParam(UTF8String s, UTF8String name) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.queryParameters().get(name.toString()));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@code uri_redact}: the text with a non-empty password replaced by {@code ****} ({@code Uri.redacted()}), or null. */
    public static UTF8String redact(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            return u == null ? null : utf8(u.redacted());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * {@code uri_site}: the registrable domain of the host (Public Suffix List,
     * {@code PublicSuffixList.defaults().registrableDomain}), or null: for invalid text, a
     * reference without a host, an IP address, a host that is itself a public suffix or not a
     * domain name. A percent-encoded name (RFC 3986 §3.2.2) is decoded first, and is no name when
     * an escape stands for a character that a reg-name cannot hold as such (a delimiter, a
     * control, invalid UTF-8).
     */
    public static UTF8String site(UTF8String s) {
        try {
            Uri u = Uri.parseOrNull(s.toString());
            if (u == null || u.hostKind() != HostKind.REG_NAME) {
                return null;
            }
            String host = u.host();
            if (host.indexOf('%') >= 0) {
                host = PercentCodec.decodeLenient(host);
                if (!isDecodedName(host)) {
                    return null;
                }
            }
            return utf8(PublicSuffixList.defaults().registrableDomain(host));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** Whether every character of a decoded reg-name is one a reg-name may hold unencoded, or non-ASCII (not U+FFFD). */
    private static boolean isDecodedName(String host) {
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (c < 0x80 ? !CharClass.REG_NAME.contains(c) : c == '\uFFFD') {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code url_whatwg(s)}: a row of {@link WebUrlStruct#TYPE}, the URL Standard's basic URL
     * parser without a base ({@code WebUrl}): the {@code URL} API's attributes and
     * {@code valid = true}, or {@code valid = false} and the standard's name of the validation
     * error that made it fail. With {@code redactPasswords} a non-empty password reads
     * {@code ****} in {@code password} and {@code href}.
     */
    public static InternalRow whatwg(UTF8String s, boolean redactPasswords) {
        try {
            String input = s.toString();
            WebUrl u = WebUrl.parseOrNull(input);
            return u != null ? webUrlRow(u, redactPasswords) : webUrlFailure(WebUrl.tryParse(input));
        } catch (RuntimeException | StackOverflowError e) {
            return webUrlInternalError();
        }
    }

    /**
     * {@code url_whatwg(s, base)}: {@link #whatwg(UTF8String, boolean)} against {@code base} (the
     * standard's {@code new URL(s, base)}); a base that fails gives its own error.
     */
    public static InternalRow whatwg(UTF8String s, UTF8String base, boolean redactPasswords) {
        try {
            String b = base.toString();
            WebUrl parsedBase = WebUrl.parseOrNull(b);
            if (parsedBase == null) {
                return webUrlFailure(WebUrl.tryParse(b));
            }
            String input = s.toString();
            WebUrl u = WebUrl.parseOrNull(input, parsedBase);
            return u != null ? webUrlRow(u, redactPasswords) : webUrlFailure(WebUrl.tryParse(input, parsedBase));
        } catch (RuntimeException | StackOverflowError e) {
            return webUrlInternalError();
        }
    }

    private static InternalRow webUrlRow(WebUrl u, boolean redactPasswords) {
        Object[] v = new Object[WebUrlStruct.FIELDS];
        boolean redact = redactPasswords && !u.password().isEmpty();
        v[WebUrlStruct.HREF] = utf8(redact ? u.redacted() : u.href());
        v[WebUrlStruct.ORIGIN] = utf8(u.origin().serialize());
        v[WebUrlStruct.PROTOCOL] = utf8(u.protocol());
        v[WebUrlStruct.USERNAME] = utf8(u.username());
        v[WebUrlStruct.PASSWORD] = utf8(redact ? "****" : u.password());
        v[WebUrlStruct.HOST] = utf8(u.host());
        v[WebUrlStruct.HOSTNAME] = utf8(u.hostname());
        v[WebUrlStruct.PORT] = utf8(u.port());
        v[WebUrlStruct.PATHNAME] = utf8(u.pathname());
        v[WebUrlStruct.SEARCH] = utf8(u.search());
        v[WebUrlStruct.HASH] = utf8(u.hash());
        v[WebUrlStruct.VALID] = Boolean.TRUE;
        return new GenericInternalRow(v);
    }

    private static InternalRow webUrlFailure(WebUrlResult r) {
        if (!(r instanceof WebUrlResult.Failure f)) {
            return webUrlInternalError();    // parseOrNull and tryParse disagree: a bug of the library
        }
        Object[] v = new Object[WebUrlStruct.FIELDS];
        v[WebUrlStruct.VALID] = Boolean.FALSE;
        v[WebUrlStruct.ERROR] = utf8(f.error().standardName());
        return new GenericInternalRow(v);
    }

    private static InternalRow webUrlInternalError() {
        Object[] v = new Object[WebUrlStruct.FIELDS];
        v[WebUrlStruct.VALID] = Boolean.FALSE;
        v[WebUrlStruct.ERROR] = utf8(INTERNAL_ERROR);
        return new GenericInternalRow(v);
    }

    /** {@code uri_check(s)}: {@link #check(UTF8String, UTF8String, boolean)} with the {@code fetch} policy. */
    public static InternalRow check(UTF8String s, boolean redactPasswords) {
        return inspect(s, InspectionPolicy.FETCH, redactPasswords);
    }

    /**
     * {@code uri_check(s, policy)}: a row of {@link CheckStruct#TYPE}, the answer of
     * {@code UriInspector.inspect(s, policy)} with the preset {@code fetch} (a server fetching a URL
     * it was given) or {@code link} (a page showing it as a link); null for another policy. With
     * {@code redactPasswords} a password in {@code target} reads {@code ****} (RFC 3986 §7.5).
     */
    public static InternalRow check(UTF8String s, UTF8String policy, boolean redactPasswords) {
        InspectionPolicy p = policy(policy.toString());
        return p == null ? null : inspect(s, p, redactPasswords);
    }

    private static InternalRow inspect(UTF8String s, InspectionPolicy policy, boolean redactPasswords) {
        try {
            Inspection i = UriInspector.inspect(s.toString(), policy);
            List<Finding> findings = i.findings();
            Object[] codes = new Object[findings.size()];
            for (int k = 0; k < codes.length; k++) {
                codes[k] = UTF8String.fromString(findings.get(k).code().name());
            }
            Object[] v = new Object[CheckStruct.FIELDS];
            v[CheckStruct.VERDICT] = utf8Name(i.verdict());
            v[CheckStruct.FINDINGS] = new GenericArrayData(codes);
            Uri target = i.target();
            v[CheckStruct.TARGET] = target == null ? null : utf8(redactPasswords ? i.redactedTarget() : target.toUriString());
            v[CheckStruct.HOST] = i.host() == null ? null : utf8(i.host().text());
            v[CheckStruct.ADDRESS_CLASS] = i.addressClass() == null ? null : utf8Name(i.addressClass());
            v[CheckStruct.SITE] = utf8(i.site());
            return new GenericInternalRow(v);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * {@code uri_extract}: the references that {@code UriExtractor.defaults()} finds in the text, in
     * order, each as the match's {@code reference()} (delimiters removed, a wrapped reference
     * joined; an empty array when there is none); null if the extractor fails.
     */
    public static ArrayData extract(UTF8String text) {
        try {
            List<Object> refs = new ArrayList<>();
            UriExtractor.defaults().forEach(text.toString(), m -> refs.add(UTF8String.fromString(m.reference())));
            return new GenericArrayData(refs.toArray());
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** The level of {@code uri_normalize}: {@code syntax} or {@code scheme} (any case), else null. */
    public static Equivalence normalizeLevel(String name) {
        Equivalence e = equivalenceLevel(name);
        return e == Equivalence.STRING ? null : e;
    }

    /** The level of {@code uri_equivalence_key}: {@code string}, {@code syntax} or {@code scheme} (any case), else null. */
    public static Equivalence equivalenceLevel(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "string":
                return Equivalence.STRING;
            case "syntax":
                return Equivalence.SYNTAX;
            case "scheme":
                return Equivalence.SCHEME;
            default:
                return null;
        }
    }

    /** The policy of {@code uri_check}: {@code fetch} or {@code link} (any case), else null. */
    public static InspectionPolicy policy(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "fetch":
                return InspectionPolicy.FETCH;
            case "link":
                return InspectionPolicy.LINK;
            default:
                return null;
        }
    }

    private static UTF8String utf8(String s) {
        return s == null ? null : UTF8String.fromString(s);
    }

    /** The name of a library constant in the functions' results, as the CLI writes it: {@code REG_NAME} is {@code reg-name}. */
    private static UTF8String utf8Name(Enum<?> constant) {
        return utf8(constant.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    }
}
