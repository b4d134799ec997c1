package org.urikit.spark.internal;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The struct that {@code uri_whatwg} returns: the attributes of the URL Standard's {@code URL}
 * API (section "URL class"), named as the web-platform-tests and {@code urikit whatwg --json} name
 * them, then the verdict.
 *
 * <pre>{@code
 * uri_whatwg('HTTP://EXAMPLE.com:80/a/../b c?q#f')
 *   -> {href: "http://example.com/b%20c?q#f", origin: "http://example.com", protocol: "http:",
 *       username: "", password: "", host: "example.com", hostname: "example.com", port: "",
 *       pathname: "/b%20c", search: "?q", hash: "#f", valid: true, error: null}
 * uri_whatwg('https://example.org:7z')
 *   -> {every attribute null, valid: false, error: "port-invalid"}
 * }</pre>
 *
 * <p>The attributes are the API's strings: {@code ""} where the URL has no such part (never null
 * for a URL); {@code origin} is the serialization of the origin ({@code "null"} for an opaque
 * one). {@code error} is the standard's name of the validation error that made the parser fail.
 * Field order is fixed: new fields are only ever appended.
 */
public final class WebUrlStruct {
    static final int HREF = 0;
    static final int ORIGIN = 1;
    static final int PROTOCOL = 2;
    static final int USERNAME = 3;
    static final int PASSWORD = 4;
    static final int HOST = 5;
    static final int HOSTNAME = 6;
    static final int PORT = 7;
    static final int PATHNAME = 8;
    static final int SEARCH = 9;
    static final int HASH = 10;
    static final int VALID = 11;
    static final int ERROR = 12;
    static final int FIELDS = 13;

    /** {@code struct<href, origin, protocol, username, password, host, hostname, port, pathname, search, hash: string, valid: boolean, error: string>}. */
    public static final StructType TYPE = new StructType()
            .add("href", DataTypes.StringType)
            .add("origin", DataTypes.StringType)
            .add("protocol", DataTypes.StringType)
            .add("username", DataTypes.StringType)
            .add("password", DataTypes.StringType)
            .add("host", DataTypes.StringType)
            .add("hostname", DataTypes.StringType)
            .add("port", DataTypes.StringType)
            .add("pathname", DataTypes.StringType)
            .add("search", DataTypes.StringType)
            .add("hash", DataTypes.StringType)
            .add("valid", DataTypes.BooleanType, false)
            .add("error", DataTypes.StringType);

    private WebUrlStruct() {
    }
}
