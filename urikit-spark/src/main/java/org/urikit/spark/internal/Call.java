package org.urikit.spark.internal;

import java.io.Serializable;
import java.util.Objects;

/**
 * How one call of a urikit SQL function behaves, fixed when the query is analysed: the name it was
 * called by ({@code uri_host}, {@code try_uri_host}, or a deprecated alias), what invalid input
 * does, and whether passwords are masked.
 *
 * <pre>{@code
 * new Call("uri_host", true, false);       // uri_host in ANSI mode: invalid text raises URIKIT_INVALID_URI
 * new Call("try_uri_host", false, false);  // invalid text gives NULL whatever the mode
 * }</pre>
 *
 * @param name the name shown in column names, plans and error messages
 * @param failOnError whether input the function cannot read raises {@link UriSqlException} (Spark's
 *     ANSI convention, {@code spark.sql.ansi.enabled}) instead of giving NULL
 * @param redactPasswords whether a non-empty password in a returned URI or text reads {@code ****}
 *     ({@code org.urikit.error.Redaction}, RFC 3986 §3.2.1, §7.5)
 */
public record Call(String name, boolean failOnError, boolean redactPasswords) implements Serializable {
    public Call {
        Objects.requireNonNull(name, "name");
    }

    /** The name of the function that gives NULL instead of failing: {@code try_uri_host} for {@code uri_host}. */
    public String tryName() {
        return name.startsWith("try_") ? name : "try_" + name;
    }
}
