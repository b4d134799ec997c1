package org.urikit.spark.internal;

import static org.urikit.spark.internal.UriKernels.utf8;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.security.Finding;
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.UriInspector;
import org.urikit.text.UriExtractor;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * The per-row work of the functions that answer any text: the WHATWG URL Standard's reading
 * ({@code uri_whatwg}), the security inspector ({@code uri_check}) and the extractor
 * ({@code uri_extract}). Called by generated code, so public; not API.
 *
 * <pre>{@code
 * WebKernels.whatwg(UTF8String.fromString("http://0x7f.1/"), new Call("uri_whatwg", false, false));   // hostname 127.0.0.1
 * }</pre>
 *
 * <p>The contract of {@link UriKernels}; these never give null or fail for their text: a URL the
 * standard rejects is a row with {@code valid = false}, an inspection always has a verdict.
 * Only a base given to {@code uri_check} can be unreadable ({@link Readings#invalid}).
 */
public final class WebKernels {
    private WebKernels() {
    }

    /**
     * {@code uri_whatwg(s)}: a row of {@link WebUrlStruct#TYPE}, the URL Standard's basic URL
     * parser without a base ({@code WebUrl}): the {@code URL} API's attributes and
     * {@code valid = true}, or {@code valid = false} and the standard's name of the validation
     * error that made it fail. With {@link Call#redactPasswords()} a non-empty password reads
     * {@code ****} in {@code password} and {@code href}.
     */
    public static InternalRow whatwg(UTF8String s, Call call) {
        try {
            String input = s.toString();
            WebUrl u = WebUrl.parseOrNull(input);
            return u != null ? webUrlRow(u, call.redactPasswords()) : webUrlFailure(WebUrl.tryParse(input));
        } catch (RuntimeException | StackOverflowError e) {
            return webUrlInternalError();
        }
    }

    /**
     * {@code uri_whatwg(s, base)}: {@link #whatwg(UTF8String, Call)} against {@code base} (the
     * standard's {@code new URL(s, base)}); a base that fails gives its own error.
     */
    public static InternalRow whatwg(UTF8String s, UTF8String base, Call call) {
        try {
            String b = base.toString();
            WebUrl parsedBase = WebUrl.parseOrNull(b);
            if (parsedBase == null) {
                return webUrlFailure(WebUrl.tryParse(b));
            }
            String input = s.toString();
            WebUrl u = WebUrl.parseOrNull(input, parsedBase);
            return u != null ? webUrlRow(u, call.redactPasswords()) : webUrlFailure(WebUrl.tryParse(input, parsedBase));
        } catch (RuntimeException | StackOverflowError e) {
            return webUrlInternalError();
        }
    }

    private static InternalRow webUrlRow(WebUrl u, boolean redactPasswords) {
        Object[] v = new Object[WebUrlStruct.FIELDS];
        boolean redact = redactPasswords && !u.password().isEmpty();
        v[WebUrlStruct.HREF] = utf8(redact ? Redaction.redact(u.href()) : u.href());
        v[WebUrlStruct.ORIGIN] = utf8(u.origin().serialize());
        v[WebUrlStruct.PROTOCOL] = utf8(u.protocol());
        v[WebUrlStruct.USERNAME] = utf8(u.username());
        v[WebUrlStruct.PASSWORD] = utf8(redact ? Redaction.MASK : u.password());
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
        v[WebUrlStruct.ERROR] = utf8(UriKernels.INTERNAL_ERROR);
        return new GenericInternalRow(v);
    }

    /** {@code uri_check(s)}: {@link #check(UTF8String, UTF8String, UTF8String, Call)} with the {@code fetch} policy and no base. */
    public static InternalRow check(UTF8String s, Call call) {
        return inspect(s.toString(), InspectionPolicy.FETCH, null, call);
    }

    /** {@code uri_check(s, policy)}: without a base; null for an unknown policy. */
    public static InternalRow check(UTF8String s, UTF8String policy, Call call) {
        InspectionPolicy p = policy(policy.toString());
        return p == null ? null : inspect(s.toString(), p, null, call);
    }

    /**
     * {@code uri_check(s, policy, base)}: a row of {@link CheckStruct#TYPE}, the answer of
     * {@code UriInspector.inspect(s, base, policy)} with the preset {@code fetch} (a server fetching
     * a URL it was given) or {@code link} (a page showing it as a link), {@code s} found at the
     * absolute URI {@code base} (a relative reference then has a target); null for an unknown policy.
     * A base that is not an absolute URI (or IRI) is unreadable input ({@link Readings#invalid}).
     * With {@link Call#redactPasswords()} a password in {@code target} reads {@code ****}.
     */
    public static InternalRow check(UTF8String s, UTF8String policy, UTF8String base, Call call) {
        InspectionPolicy p = policy(policy.toString());
        if (p == null) {
            return null;
        }
        String b = base.toString();
        Uri baseUri;
        try {
            baseUri = Readings.readAbsolute(b);
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
        }
        return baseUri == null ? Readings.invalid(call, "the base", b, true) : inspect(s.toString(), p, baseUri, call);
    }

    private static InternalRow inspect(String input, InspectionPolicy policy, Uri base, Call call) {
        try {
            Inspection i = UriInspector.inspect(input, base, policy);
            List<Finding> findings = i.findings();
            Object[] codes = new Object[findings.size()];
            for (int k = 0; k < codes.length; k++) {
                codes[k] = UTF8String.fromString(findings.get(k).code().name());
            }
            Object[] v = new Object[CheckStruct.FIELDS];
            v[CheckStruct.VERDICT] = UriKernels.utf8Name(i.verdict());
            v[CheckStruct.FINDINGS] = new GenericArrayData(codes);
            Uri target = i.target();
            v[CheckStruct.TARGET] = target == null ? null : utf8(Masks.text(target.toUriString(), call.redactPasswords()));
            v[CheckStruct.HOST] = i.host() == null ? null : utf8(i.host().text());
            v[CheckStruct.ADDRESS_CLASS] = i.addressClass() == null ? null : UriKernels.utf8Name(i.addressClass());
            v[CheckStruct.SITE] = utf8(i.site());
            return new GenericInternalRow(v);
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
        }
    }

    /**
     * {@code uri_extract}: the references that {@code UriExtractor.defaults()} finds in the text, in
     * order, each as the match's {@code reference()} (delimiters removed, a wrapped reference
     * joined; an empty array when there is none), a non-empty password masked unless the call shows
     * passwords.
     */
    public static ArrayData extract(UTF8String text, Call call) {
        try {
            List<Object> refs = new ArrayList<>();
            boolean redact = call.redactPasswords();
            UriExtractor.defaults().forEach(text.toString(),
                    m -> refs.add(UTF8String.fromString(Masks.text(m.reference(), redact))));
            return new GenericArrayData(refs.toArray());
        } catch (RuntimeException | StackOverflowError e) {
            return Readings.failed(call, e);
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
}
