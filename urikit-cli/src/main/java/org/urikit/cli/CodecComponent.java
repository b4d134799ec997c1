package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.urikit.encoding.CharClass;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.PercentCodec;

/**
 * The URI components {@code urikit encode} and {@code urikit decode} know, each with the
 * characters it keeps as they are (RFC 3986 §2, §3) and the codec of {@code org.urikit.encoding}
 * that does the work: {@link PercentCodec} for the RFC 3986 components, {@link FormCodec} for
 * {@code application/x-www-form-urlencoded} (the URL Standard §5).
 *
 * <pre>{@code
 * CodecComponent.PATH_SEGMENT.encode("a b/c");   // "a%20b%2Fc"
 * CodecComponent.FORM.decode("a+b%2B");          // "a b+"
 * }</pre>
 */
enum CodecComponent {
    /** One path segment ({@code segment}, §3.3): {@code /} is escaped. */
    PATH_SEGMENT("path-segment"),
    /** A whole path (§3.3): {@code /} stays. */
    PATH("path"),
    /** A whole query (§3.4): {@code & = + / ?} stay. */
    QUERY("query"),
    /** One query parameter name or value: {@code & = + ;} are escaped too. */
    QUERY_PARAMETER("query-parameter"),
    /** A fragment (§3.5). */
    FRAGMENT("fragment"),
    /** A whole userinfo (§3.2.1): {@code :} stays, {@code @} is escaped. */
    USERINFO("userinfo"),
    /** A form name or value: space is {@code +}, all but letters, digits and {@code *-._} escaped. */
    FORM("form");

    private final String cliName;

    CodecComponent(String cliName) {
        this.cliName = cliName;
    }

    /** The name on the command line. */
    String cliName() {
        return cliName;
    }

    /** {@code s} percent-encoded for this component (UTF-8 octets, RFC 3986 §2.5). */
    String encode(String s) {
        return switch (this) {
            case PATH_SEGMENT -> PercentCodec.encodePathSegment(s);
            case PATH -> PercentCodec.encode(s, CharClass.PATH);
            case QUERY -> PercentCodec.encodeQuery(s);
            case QUERY_PARAMETER -> PercentCodec.encodeQueryParameter(s);
            case FRAGMENT -> PercentCodec.encodeFragment(s);
            case USERINFO -> PercentCodec.encodeUserInfo(s);
            case FORM -> FormCodec.encode(s);
        };
    }

    /**
     * {@code s} with its escapes decoded as UTF-8 (U+FFFD for octets that are not UTF-8); for
     * {@code form}, {@code +} is a space first and a stray {@code %} stays.
     *
     * @throws org.urikit.error.UriSyntaxException for a {@code %} without two hex digits (not for form)
     */
    String decode(String s) {
        return this == FORM ? FormCodec.decode(s) : PercentCodec.decode(s);
    }

    /** The names, for the help text and shell completion. */
    static final List<String> NAMES = names();

    private static List<String> names() {
        List<String> names = new ArrayList<>();
        for (CodecComponent c : values()) {
            names.add(c.cliName);
        }
        return List.copyOf(names);
    }

    /** The component called {@code name} (any case). */
    static CodecComponent fromName(String name) {
        for (CodecComponent c : values()) {
            if (c.cliName.equals(name.toLowerCase(Locale.ROOT))) {
                return c;
            }
        }
        throw new IllegalArgumentException("expected one of " + String.join(", ", NAMES) + ", found '" + name + "'");
    }
}
