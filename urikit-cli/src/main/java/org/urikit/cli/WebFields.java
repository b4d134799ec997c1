package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.urikit.Uri;
import org.urikit.whatwg.WebUrl;
import org.urikit.whatwg.WebUrlResult;

/**
 * The fields of a WHATWG reading in {@code urikit whatwg} and {@code urikit diff}: the URL API's
 * attributes under the web-platform-tests names, or the failure's standard error name and index;
 * a non-empty password is {@value PasswordMask#MASK} unless passwords are shown.
 *
 * <pre>{@code
 * "valid":true,"href":"https://u:****@h/","origin":"https://h","protocol":"https:","username":"u",
 * "password":"****","host":"h","hostname":"h","port":"","pathname":"/","search":"","hash":""
 * "valid":false,"error":"port-invalid","index":21
 * }</pre>
 */
final class WebFields {
    private WebFields() {
    }

    /** Writes {@code "valid"} and the fields (or the error) of {@code r}; {@code inBase}: the failure is the base's. */
    static void write(JsonGenerator g, WebUrlResult r, boolean showPasswords, boolean inBase) throws IOException {
        if (r instanceof WebUrlResult.Success s) {
            WebUrl u = s.url();
            g.writeBooleanField("valid", true);
            g.writeStringField("href", showPasswords ? u.href() : u.redacted());
            g.writeStringField("origin", u.origin().serialize());
            g.writeStringField("protocol", u.protocol());
            g.writeStringField("username", u.username());
            g.writeStringField("password", showPasswords || u.password().isEmpty() ? u.password() : PasswordMask.MASK);
            g.writeStringField("host", u.host());
            g.writeStringField("hostname", u.hostname());
            g.writeStringField("port", u.port());
            g.writeStringField("pathname", u.pathname());
            g.writeStringField("search", u.search());
            g.writeStringField("hash", u.hash());
        } else {
            WebUrlResult.Failure f = (WebUrlResult.Failure) r;
            g.writeBooleanField("valid", false);
            g.writeStringField("error", f.error().standardName());
            g.writeNumberField("index", f.index());
            if (inBase) {
                g.writeStringField("errorIn", "base");
            }
        }
    }

    /**
     * {@code input} with its password as {@value PasswordMask#MASK}: where the WHATWG parser read
     * one ({@link WebUrlResult#redactedInput()}), or else where the RFC 3986 parser reads one (a
     * relative reference such as {@code //u:pw@h/} fails in the WHATWG parser before its
     * authority is read, but its password must not be printed either).
     */
    static String maskInput(String input, WebUrlResult r) {
        String masked = r.redactedInput();
        if (!masked.equals(input)) {
            return masked;
        }
        Uri u = Uri.parseOrNull(input);
        return u != null && u.hasPassword() ? u.redacted() : input;
    }

    /** {@code invalid: port-invalid at index 21} (or {@code invalid base: ...}). */
    static String human(WebUrlResult.Failure f, boolean inBase) {
        return "invalid" + (inBase ? " base" : "") + ": " + f.error().standardName() + " at index " + f.index();
    }
}
