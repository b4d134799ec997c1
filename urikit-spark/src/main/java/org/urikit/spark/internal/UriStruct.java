package org.urikit.spark.internal;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The struct that {@code uri_parse} returns: the raw components of RFC 3986 §3 as written (null
 * where a component is absent, {@code ""} where it is present but empty), then the verdict.
 *
 * <pre>{@code
 * uri_parse('http://u@h:8/p?q#f')
 *   -> {scheme: "http", userinfo: "u", host: "h", host_type: "reg-name", port: "8", path: "/p",
 *       query: "q", fragment: "f", valid: true, error: null, error_index: null}
 * uri_parse('http://h:x/')
 *   -> {all components null, valid: false, error: "PORT_INVALID", error_index: 9}
 * }</pre>
 *
 * <p>{@code host_type} is {@code reg-name}, {@code ipv4}, {@code ipv6} or {@code ipvfuture} (the
 * names of the command line's JSON); {@code port} is text because RFC 3986 allows an empty port
 * and any number of digits. Field order is fixed: new fields are only ever appended.
 */
public final class UriStruct {
    static final int SCHEME = 0;
    static final int USERINFO = 1;
    static final int HOST = 2;
    static final int HOST_TYPE = 3;
    static final int PORT = 4;
    static final int PATH = 5;
    static final int QUERY = 6;
    static final int FRAGMENT = 7;
    static final int VALID = 8;
    static final int ERROR = 9;
    static final int ERROR_INDEX = 10;
    static final int FIELDS = 11;

    /** {@code struct<scheme, userinfo, host, host_type, port, path, query, fragment: string, valid: boolean, error: string, error_index: int>}. */
    public static final StructType TYPE = new StructType()
            .add("scheme", DataTypes.StringType)
            .add("userinfo", DataTypes.StringType)
            .add("host", DataTypes.StringType)
            .add("host_type", DataTypes.StringType)
            .add("port", DataTypes.StringType)
            .add("path", DataTypes.StringType)
            .add("query", DataTypes.StringType)
            .add("fragment", DataTypes.StringType)
            .add("valid", DataTypes.BooleanType, false)
            .add("error", DataTypes.StringType)
            .add("error_index", DataTypes.IntegerType);

    private UriStruct() {
    }
}
