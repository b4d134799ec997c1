package org.urikit.cli;

import java.util.List;
import org.urikit.error.Redaction;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * One input read as the URL Standard reads it, as {@code urikit whatwg} prints it and as
 * {@code urikit diff} nests it: the URL API's attributes under the web-platform-tests names, or the
 * failure's standard error name and index; a non-empty password is {@value Redaction#MASK} unless
 * passwords are shown.
 *
 * <pre>{@code
 * "valid":true,"href":"https://u:****@h/?a=1","origin":"https://h","protocol":"https:","username":"u",
 * "password":"****","host":"h","hostname":"h","port":"","pathname":"/","search":"?a=1","hash":"",
 * "searchParams":[{"name":"a","value":"1"}]
 * "valid":false,"error":"port-invalid","index":21
 * }</pre>
 *
 * @param input   the input as shown (its password masked unless shown)
 * @param base    the base as shown, or null
 * @param url     the URL, or null when the parser (or the base) failed
 * @param failure the failure, or null
 * @param inBase  whether the failure is the base's
 * @param show    whether passwords are shown
 */
record WebReading(String input, String base, WebUrl url, WebUrlResult.Failure failure, boolean inBase, boolean show) {
    /**
     * {@code input} read against {@code base} ({@code baseFailure} when the base failed, then every
     * input fails with it). The fast entry point of the library reads it; only a failure is read
     * again, by the error-collecting one, for its error and index.
     */
    static WebReading read(String input, String shownBase, WebUrl base, WebUrlResult.Failure baseFailure, boolean show) {
        String shown = Masks.text(input, show);
        if (baseFailure != null) {
            return new WebReading(shown, shownBase, null, baseFailure, true, show);
        }
        WebUrl url = WebUrl.parseOrNull(input, base);
        if (url != null) {
            return new WebReading(shown, shownBase, url, null, false, show);
        }
        return new WebReading(shown, shownBase, null, (WebUrlResult.Failure) WebUrl.tryParse(input, base), false, show);
    }

    boolean valid() {
        return url != null;
    }

    /** The href as shown. */
    String href() {
        return show ? url.href() : url.redacted();
    }

    /** {@code invalid: port-invalid at index 21} (or {@code invalid base: ...}). */
    String humanFailure() {
        return "invalid" + (inBase ? " base" : "") + ": " + failure.error().standardName() + " at index " + failure.index();
    }

    /** The fields, in the order of {@code urikit whatwg --json}. */
    enum F implements Field<WebReading> {
        INPUT,
        BASE,
        VALID,
        HREF,
        ORIGIN,
        PROTOCOL,
        USERNAME,
        PASSWORD,
        HOST,
        HOSTNAME,
        PORT,
        PATHNAME,
        SEARCH,
        HASH,
        SEARCH_PARAMS,
        ERROR,
        INDEX,
        ERROR_IN;

        @Override
        public Show show() {
            switch (this) {
                case VALID:
                case ERROR:
                case INDEX:
                case ERROR_IN:
                    return Show.PLAIN;
                case SEARCH_PARAMS:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(WebReading r) {
            switch (this) {
                case INPUT:
                case BASE:
                case VALID:
                    return true;
                case ERROR:
                case INDEX:
                    return !r.valid();
                case ERROR_IN:
                    return !r.valid() && r.inBase;
                default:
                    return r.valid();
            }
        }

        @Override
        public Object value(WebReading r) {
            WebUrl u = r.url;
            switch (this) {
                case INPUT: return r.input;
                case BASE: return r.base;
                case VALID: return r.valid();
                case HREF: return r.href();
                case ORIGIN: return u.origin().serialize();
                case PROTOCOL: return u.protocol();
                case USERNAME: return u.username();
                case PASSWORD: return r.show || u.password().isEmpty() ? u.password() : Redaction.MASK;
                case HOST: return u.host();
                case HOSTNAME: return u.hostname();
                case PORT: return u.port();
                case PATHNAME: return u.pathname();
                case SEARCH: return u.search();
                case HASH: return u.hash();
                case SEARCH_PARAMS: return new Params(u.searchParams().toList());
                case ERROR: return r.failure.error().standardName();
                case INDEX: return r.failure.index();
                default: return "base";
            }
        }
    }

    /** The table of {@code urikit whatwg}. */
    static final Table<WebReading> TABLE = new Table<>(List.of(F.values()));

    /** The reading alone, without the input and base: the {@code whatwg} object of {@code urikit diff}. */
    static final Table<WebReading> READING = new Table<>(List.of(F.values()).subList(F.VALID.ordinal(), F.values().length));
}
