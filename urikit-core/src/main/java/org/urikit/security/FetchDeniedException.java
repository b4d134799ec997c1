package org.urikit.security;

import java.io.IOException;

/**
 * A fetch that a {@link FetchGuard} denied: an {@link IOException}, so that it travels through
 * HTTP clients the way their own connection failures do. It says what was denied (the URL, its
 * password masked), why (the code and message of the first denied finding) and carries the whole
 * {@link FetchDecision}.
 *
 * <pre>{@code
 * try {
 *     guard.check("http://user:secret@169.254.169.254/").addressesOrThrow();
 * } catch (FetchDeniedException e) {
 *     e.code();        // CLOUD_METADATA
 *     e.target();      // "http://user:****@169.254.169.254/"
 *     e.getMessage();  // "denied http://user:****@169.254.169.254/ [CLOUD_METADATA]: the host '169.254.169.254' is a cloud metadata service"
 *     e.decision();    // the whole decision: findings, addresses
 * }
 * }</pre>
 */
public final class FetchDeniedException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient FetchDecision decision;
    private final FindingCode code;
    private final String target;

    /** The exception of a denied {@code decision}. */
    public FetchDeniedException(FetchDecision decision) {
        super(message(decision));
        this.decision = decision;
        Finding f = decision.denial();
        this.code = f == null ? null : f.code();
        this.target = decision.target();
    }

    private static String message(FetchDecision d) {
        Finding f = d.denial();
        return "denied " + d.target() + (f == null ? "" : " [" + f.code() + "]: " + f.message());
    }

    /** The code of the first denied finding (null only for a decision that was not denied). */
    public FindingCode code() {
        return code;
    }

    /** What was denied, its password masked ({@link FetchDecision#target()}). */
    public String target() {
        return target;
    }

    /** The decision (null after deserialization). */
    public FetchDecision decision() {
        return decision;
    }

    /**
     * The denial among {@code t} and its causes, or null: where an HTTP client wrapped it into an
     * exception of its own (OkHttp's and HttpClient's resolvers must throw an
     * {@link java.net.UnknownHostException}).
     */
    public static FetchDeniedException find(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof FetchDeniedException d) {
                return d;
            }
        }
        return null;
    }
}
