package org.urikit.scheme;

import java.util.List;
import java.util.Objects;
import org.urikit.Uri;
import org.urikit.error.Severity;

/**
 * Everything the registry can say about one URI's scheme at once: whether a handler knows the
 * scheme, the typed view, the violations of validating it and of planning its retrieval, and the
 * plan. This is what {@code urikit scheme} prints (docs/cli.md).
 *
 * <pre>{@code
 * SchemeReport r = SchemeRegistry.defaults().inspect(Uri.parse("ftp://h/a/b;type=i"), ValidationPolicy.defaults());
 * r.scheme();       // "ftp"
 * r.isKnown();      // true
 * r.isValid();      // true: no violation of severity ERROR
 * r.view();         // ftp://h/a/b;type=i, an FtpUrl
 * r.plan();         // ftp h:21 [USER anonymous, ...]
 * SchemeRegistry.defaults().inspect(Uri.parse("z39.50://host/db"), ValidationPolicy.defaults()).isKnown();   // false
 * }</pre>
 *
 * <p>{@link #violations()} merges validation and planning: a finding reported by both (the same
 * code at the same index) appears once, with the higher severity, so a reserved port that
 * validation warns about and the plan refuses is one {@code ERROR}.
 *
 * @param uri        the URI inspected
 * @param handler    the handler, or null when none is registered for the scheme
 * @param view       the typed view, or null unless the handler has one and the URI is well-formed enough for it
 * @param violations validation and planning violations, merged (see the class comment)
 * @param plan       the retrieval plan, or null unless the scheme has one and it was not refused
 */
public record SchemeReport(Uri uri, SchemeHandler handler, SchemeView view, List<Violation> violations, RetrievalPlan plan) {

    /** Checks the URI and copies the violations. */
    public SchemeReport {
        Objects.requireNonNull(uri, "uri");
        violations = List.copyOf(violations);
    }

    /** The scheme in lower case, or null for a relative reference. */
    public String scheme() {
        String s = uri.scheme();
        return s == null ? null : s.toLowerCase(java.util.Locale.ROOT);
    }

    /** Whether a handler is registered for the scheme. */
    public boolean isKnown() {
        return handler != null;
    }

    /** Whether no violation is an {@link Severity#ERROR}. */
    public boolean isValid() {
        return violations.stream().noneMatch(Violation::isError);
    }

    /** {@code SchemeReport[ftp://h/x, known, violations=[...], plan=ftp h:21 [...]]}, a password masked. */
    @Override
    public String toString() {
        return "SchemeReport[" + uri + (isKnown() ? ", known" : ", unknown") + ", violations=" + violations + ", plan=" + plan + "]";
    }
}
