package org.urikit.spark.internal;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The struct that {@code uri_check} returns: the verdict of the security inspector, the codes of
 * its findings, and where the input leads, with the same names and values as
 * {@code urikit check --json}.
 *
 * <pre>{@code
 * uri_check('http://0x7f.1/admin')
 *   -> {verdict: "deny", findings: ["IPV4_RARE_FORM", "IPV4_READINGS_DIFFER", "HOST_INTERNAL"],
 *       target: "http://0x7f.1/admin", host: "127.0.0.1", address_class: "loopback", site: "127.0.0.1"}
 * }</pre>
 *
 * <p>{@code verdict} is {@code allow}, {@code warn} or {@code deny}; {@code findings} the
 * {@code FindingCode} names in the order the inspector made them (never null, empty when there is
 * nothing to report); {@code target} the input normalized (RFC 3986 §6.2), or where a browser goes
 * for text that is not a URI reference, null when neither reads it or for a relative reference;
 * {@code host} the target's host in canonical form, {@code address_class} its class and
 * {@code site} its registrable domain (the host itself for an address), all three null without a
 * host. Field order is fixed: new fields are only ever appended.
 */
public final class CheckStruct {
    static final int VERDICT = 0;
    static final int FINDINGS = 1;
    static final int TARGET = 2;
    static final int HOST = 3;
    static final int ADDRESS_CLASS = 4;
    static final int SITE = 5;
    static final int FIELDS = 6;

    /** {@code struct<verdict: string, findings: array<string>, target, host, address_class, site: string>}. */
    public static final StructType TYPE = new StructType()
            .add("verdict", DataTypes.StringType, false)
            .add("findings", DataTypes.createArrayType(DataTypes.StringType, false), false)
            .add("target", DataTypes.StringType)
            .add("host", DataTypes.StringType)
            .add("address_class", DataTypes.StringType)
            .add("site", DataTypes.StringType);

    private CheckStruct() {
    }
}
