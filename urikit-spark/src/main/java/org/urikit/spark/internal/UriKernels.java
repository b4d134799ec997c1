package org.urikit.spark.internal;

import java.util.Locale;
import java.util.function.Function;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.unsafe.types.UTF8String;
import org.urikit.Component;
import org.urikit.Equivalence;
import org.urikit.HostKind;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.PercentCodec;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.Idna;
import org.urikit.publicsuffix.PublicSuffixList;

/**
 * The per-row work of the RFC 3986 functions: Spark's internal string type in, the library's
 * answer out. Generated code calls these methods directly, so they are public; they are not API
 * (the functions are, see {@code org.urikit.spark.UrikitFunctions}).
 *
 * <pre>{@code
 * Call plain = new Call("uri_host", false, false);
 * UriKernels.host(UTF8String.fromString("http://[::1]:80/"), plain);   // "[::1]"
 * UriKernels.host(UTF8String.fromString("http://h:x/"), plain);        // null: not a URI reference
 * }</pre>
 *
 * <p>Contract of every method: the arguments are never null (the expressions return SQL NULL for
 * a NULL argument before calling). Text is read as {@link Readings} says: a URI reference, else an
 * IRI reference through its URI (except {@link #parse} and {@link #valid} with the reading
 * {@code uri}). Text that cannot be read gives null, or raises {@link UriSqlException} when the
 * {@link Call} fails on error (ANSI mode); {@link #parse}, {@link #valid} and {@link #redact} answer
 * any text. A failure of the library itself, a bug, is caught per row ({@link Readings#failed}). With
 * {@link Call#redactPasswords()}, a non-empty password in a returned URI reads {@code ****}.
 */
public final class UriKernels {
    /** The {@code error} of {@link #parse} when the library failed on a row instead of answering. */
    public static final String INTERNAL_ERROR = "INTERNAL_ERROR";

    private UriKernels() {
    }

    /**
     * {@code uri_parse(s)}: a row of {@link UriStruct#TYPE} under RFC 3986. A valid reference gives
     * its raw components (null where absent, RFC 3986 §3), {@code valid = true}; an invalid one
     * {@code valid = false}, the {@code SyntaxError} name and the index of the first offending
     * character. With {@link Call#redactPasswords()} the component that holds a non-empty password
     * reads {@code ****} in its place ({@link Masks#component}).
     */
    public static InternalRow parse(UTF8String s, Call call) {
        return parse(s.toString(), false, call);
    }

    /** {@code uri_parse(s, reading)}: {@code uri} as {@link #parse(UTF8String, Call)}, {@code iri} as {@link Readings#read}; null for another reading. */
    public static InternalRow parse(UTF8String s, UTF8String reading, Call call) {
        Boolean iri = iriReading(reading.toString());
        return iri == null ? null : parse(s.toString(), iri, call);
    }

    private static InternalRow parse(String text, boolean iri, Call call) {
        Object[] v = new Object[UriStruct.FIELDS];
        try {
            Uri u = Uri.parseOrNull(text);
            UriSyntaxException iriError = null;
            if (u == null && iri && !Idna.isAscii(text)) {
                try {
                    u = Uri.fromIri(text);
                } catch (UriSyntaxException e) {
                    iriError = e;
                }
            }
            if (u != null) {
                components(u, call.redactPasswords(), v);
            } else {
                v[UriStruct.VALID] = Boolean.FALSE;
                if (iriError != null) {
                    v[UriStruct.ERROR] = utf8(iriError.error().name());
                    v[UriStruct.ERROR_INDEX] = iriError.index();
                } else {
                    ParseResult.Failure f = (ParseResult.Failure) Uri.tryParse(text);
                    v[UriStruct.ERROR] = utf8(f.error().name());
                    v[UriStruct.ERROR_INDEX] = f.index();
                }
            }
        } catch (RuntimeException | StackOverflowError e) {
            v = new Object[UriStruct.FIELDS];
            v[UriStruct.VALID] = Boolean.FALSE;
            v[UriStruct.ERROR] = utf8(INTERNAL_ERROR);
        }
        return new GenericInternalRow(v);
    }

    /**
     * The components of {@code u} into {@code v}; with {@code redact}, each as the library's rule
     * shows that part of the URI's text ({@link Masks#component}) when the text holds a password.
     */
    private static void components(Uri u, boolean redact, Object[] v) {
        String text = u.toUriString();
        boolean mask = redact && Masks.holdsPassword(text);
        v[UriStruct.SCHEME] = utf8(u.scheme());
        v[UriStruct.USERINFO] = utf8(mask ? Masks.component(u, text, Component.USERINFO) : u.userInfo());
        v[UriStruct.HOST] = utf8(mask ? Masks.component(u, text, Component.HOST) : u.host());
        v[UriStruct.HOST_TYPE] = u.hostKind() == null ? null : utf8Name(u.hostKind());
        v[UriStruct.PORT] = utf8(u.port());
        v[UriStruct.PATH] = utf8(mask ? Masks.component(u, text, Component.PATH) : u.path());
        v[UriStruct.QUERY] = utf8(mask ? Masks.component(u, text, Component.QUERY) : u.query());
        v[UriStruct.FRAGMENT] = utf8(mask ? Masks.component(u, text, Component.FRAGMENT) : u.fragment());
        v[UriStruct.VALID] = Boolean.TRUE;
    }

    /** {@code uri_valid(s)}: whether the text is a URI reference (RFC 3986 §4.1). */
    public static Boolean valid(UTF8String s, Call call) {
        try {
            return Uri.isValid(s.toString());
        } catch (RuntimeException | StackOverflowError e) {
            return Boolean.FALSE;
        }
    }

    /** {@code uri_valid(s, reading)}: with {@code iri}, whether {@link Readings#read} reads the text; null for another reading. */
    public static Boolean valid(UTF8String s, UTF8String reading, Call call) {
        Boolean iri = iriReading(reading.toString());
        if (iri == null) {
            return null;
        }
        try {
            return iri ? Readings.read(s.toString()) != null : Uri.isValid(s.toString());
        } catch (RuntimeException | StackOverflowError e) {
            return Boolean.FALSE;
        }
    }

    /** {@code uri_host}: the raw host (brackets kept for an IP literal, possibly empty; A-labels for an IRI), or null without an authority. */
    public static UTF8String host(UTF8String s, Call call) {
        return answer(s.toString(), call, Uri::host);
    }

    /** {@code uri_normalize(s)}: every RFC 3986 §6.2.2 step and the §6.2.3 scheme rung ({@code Uri.normalize()}). */
    public static UTF8String normalize(UTF8String s, Call call) {
        return normalize(s.toString(), null, call);
    }

    /** {@code uri_normalize(s, level)}: {@code syntax} (§6.2.2 only) or {@code scheme} (also §6.2.3); null for another level. */
    public static UTF8String normalize(UTF8String s, UTF8String level, Call call) {
        Equivalence e = normalizeLevel(level.toString());
        return e == null ? null : normalize(s.toString(), e, call);
    }

    /** {@code level} null: {@code Uri.normalize()}, every step and the scheme rules. */
    private static UTF8String normalize(String text, Equivalence level, Call call) {
        return answer(text, call, u -> Masks.text((level == null ? u.normalize() : u.normalize(level.normalizations()))
                .toUriString(), call.redactPasswords()));
    }

    /** {@code uri_resolve}: the target of {@code ref} against the absolute URI {@code base} (RFC 3986 §5.2, strict). */
    public static UTF8String resolve(UTF8String base, UTF8String ref, Call call) {
        String b = base.toString();
        String r = ref.toString();
        try {
            Uri baseUri = Readings.readAbsolute(b);
            if (baseUri == null) {
                return Readings.invalid(call, "the base", b, true);
            }
            Uri target = baseUri.resolveOrNull(r);
            if (target == null) {
                Uri iri = Idna.isAscii(r) ? null : Readings.read(r);
                if (iri == null) {
                    return Readings.invalid(call, "the reference", r, false);
                }
                target = baseUri.resolve(iri);
            }
            return utf8(Masks.text(target.toUriString(), call.redactPasswords()));
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
        }
    }

    /** {@code uri_relativize}: the shortest reference from the absolute {@code base} to the absolute {@code target} ({@code Uri.relativize}). */
    public static UTF8String relativize(UTF8String base, UTF8String target, Call call) {
        String b = base.toString();
        String t = target.toString();
        try {
            Uri baseUri = Readings.readAbsolute(b);
            if (baseUri == null) {
                return Readings.invalid(call, "the base", b, true);
            }
            Uri targetUri = Readings.readAbsolute(t);
            if (targetUri == null) {
                return Readings.invalid(call, "the target", t, true);
            }
            return utf8(Masks.text(baseUri.relativize(targetUri).toUriString(), call.redactPasswords()));
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
        }
    }

    /** {@code uri_equivalence_key(s)}: the key at the scheme rung of RFC 3986 §6.2 ({@code Equivalence.SCHEME}). */
    public static UTF8String equivalenceKey(UTF8String s, Call call) {
        return key(s.toString(), Equivalence.SCHEME, call);
    }

    /** {@code uri_equivalence_key(s, level)}: {@code string}, {@code syntax} or {@code scheme}; null for another level. */
    public static UTF8String equivalenceKey(UTF8String s, UTF8String level, Call call) {
        Equivalence e = equivalenceLevel(level.toString());
        return e == null ? null : key(s.toString(), e, call);
    }

    private static UTF8String key(String text, Equivalence level, Call call) {
        return answer(text, call, u -> Masks.text(level.key(u), call.redactPasswords()));
    }

    /**
     * {@code uri_query_param}: the decoded value of the first query parameter called {@code name}
     * ({@code Uri.queryParameters().get}); null when there is no such parameter or it has no
     * {@code '='}. A value that is itself a URL with a password is masked like any returned text.
     */
    public static UTF8String queryParam(UTF8String s, UTF8String name, Call call) {
        String n = name.toString();
        return answer(s.toString(), call, u -> Masks.text(u.queryParameters().get(n), call.redactPasswords()));
    }

    /** {@code uri_redact}: any text with a non-empty password replaced by {@code ****}, by the library's one rule ({@link Redaction#redact}). */
    public static UTF8String redact(UTF8String s, Call call) {
        String text = s.toString();
        try {
            String masked = Redaction.redact(text);
            return masked.equals(text) ? s : UTF8String.fromString(masked);
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
        }
    }

    /**
     * {@code uri_site}: the registrable domain of the host (Public Suffix List,
     * {@code PublicSuffixList.defaults().registrableDomain}), or null: for a reference without a
     * host, an IP address, a host that is itself a public suffix or not a domain name. A
     * percent-encoded name (RFC 3986 §3.2.2) is decoded first, and is no name when an escape stands
     * for a character that a reg-name cannot hold as such (a delimiter, a control, invalid UTF-8).
     */
    public static UTF8String site(UTF8String s, Call call) {
        return answer(s.toString(), call, UriKernels::site);
    }

    private static String site(Uri u) {
        if (u.hostKind() != HostKind.REG_NAME) {
            return null;
        }
        String host = u.host();
        if (host.indexOf('%') >= 0) {
            host = PercentCodec.decodeLenient(host);
            if (!isDecodedName(host)) {
                return null;
            }
        }
        return PublicSuffixList.defaults().registrableDomain(host);
    }

    /**
     * The kernels that read one reference: {@code answer} of the reference {@code text} is
     * ({@link Readings#read}), or what {@link Readings#invalid} says for text that is none, or
     * what {@link Readings#failed} says when the library fails.
     */
    private static UTF8String answer(String text, Call call, Function<Uri, String> answer) {
        try {
            Uri u = Readings.read(text);
            return u == null ? Readings.invalid(call, "the argument", text, false) : utf8(answer.apply(u));
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
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

    /** The reading of {@code uri_parse} and {@code uri_valid}: false for {@code uri}, true for {@code iri} (any case), else null. */
    public static Boolean iriReading(String name) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "uri":
                return Boolean.FALSE;
            case "iri":
                return Boolean.TRUE;
            default:
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

    static UTF8String utf8(String s) {
        return s == null ? null : UTF8String.fromString(s);
    }

    /** The name of a library constant in the functions' results, as the CLI writes it: {@code REG_NAME} is {@code reg-name}. */
    static UTF8String utf8Name(Enum<?> constant) {
        return utf8(constant.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
    }
}
