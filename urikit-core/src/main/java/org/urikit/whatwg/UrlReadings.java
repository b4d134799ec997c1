package org.urikit.whatwg;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.urikit.Component;
import org.urikit.Host;
import org.urikit.Normalization;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.error.UriSyntaxException;
import org.urikit.idna.Idna;
import org.urikit.idna.IdnaResult;
import org.urikit.net.Ascii;

/**
 * The two readings of one string, RFC 3986 ({@link Uri}) and the WHATWG URL Standard
 * ({@link WebUrl}), and where they disagree: what a filter that checks URLs with one parser and
 * a client that fetches them with the other would see differently.
 *
 * <pre>{@code
 * UrlReadings r = UrlReadings.compare("http://evil.com\\@good.com/");
 * r.agree();          // false
 * r.validityDiffers(); // true: RFC 3986 does not allow '\', the URL Standard reads it as '/'
 * UrlReadings.compare("http://0x7f.1/").differences();   // [HOST: rfc3986 "0x7f.1", whatwg "127.0.0.1"]
 * UrlReadings.compare("https://example.com/a").agree();  // true
 * UrlReadings.compare("HTTP://EXAMPLE.com:80/a/./b").agree();   // true: case, default port and dot segments are equivalences
 * UrlReadings.compare("../x", "http://a/b/c").agree();  // true: both give http://a/x
 * }</pre>
 *
 * <h2>The readings</h2>
 * The RFC 3986 reading is the strict {@link Uri#tryParse(String)}; it must be an absolute URI (a
 * relative reference is not a URL without a base: {@code SCHEME_MISSING}). With a base, it is the
 * base's RFC reading (which must be absolute) resolved with {@link Uri#resolve(Uri)} (RFC 3986
 * §5.2). The WHATWG reading is {@link WebUrl#tryParse(String, String)}, the base parsed the
 * same way.
 *
 * <h2>Comparison rules</h2>
 * When exactly one reading fails, they disagree on validity alone ({@link #validityDiffers()}, no
 * component {@link Difference}); when both fail they agree. When both succeed, components are compared by meaning, not by text, with
 * RFC 3986's own equivalences (§6.2.2 syntax-based and the default ports of §6.2.3):
 * <ul>
 * <li><b>scheme</b>: case-insensitively (§3.1, §6.2.2.1);</li>
 * <li><b>userinfo</b>: as a (user, password) pair, the RFC userinfo split at its first
 *   {@code ':'}; a missing or empty userinfo and a missing password count as empty, since the
 *   WHATWG record cannot tell them apart;</li>
 * <li><b>host</b>: by type and value: IPv4 and IPv6 addresses numerically (an RFC
 *   {@code reg-name} is never equal to an address, even when the WHATWG parser reads it as one,
 *   as it does {@code 0x7f.1}); a registered name case-insensitively after percent-decoding
 *   (and, for non-ASCII names, after UTS #46 ToASCII), against the WHATWG domain or opaque host;
 *   the empty host equals the empty host, and an absent host an absent one; a {@code file} URL's
 *   {@code localhost} equals the empty host (RFC 8089 §2);</li>
 * <li><b>port</b>: as numbers, an absent or empty port counting as the scheme's default port
 *   (21 for ftp, 80 for http and ws, 443 for https and wss): an explicit default port
 *   <em>equals</em> none;</li>
 * <li><b>path</b>: after RFC 3986 dot-segment removal of the RFC reading (§5.2.4, §6.2.2.3), and,
 *   for URLs with an authority, an empty path equals {@code "/"} (§6.2.3);</li>
 * <li><b>path, query, fragment, userinfo</b> text: after percent-encoding normalization on both
 *   sides (hex digits upper-cased, escapes of unreserved characters decoded; §6.2.2.1–2): an
 *   escape of a reserved character is <em>not</em> equal to the character, so a WHATWG
 *   {@code %27} where the RFC reading has {@code '} is a difference, as it is on the wire;</li>
 * <li><b>query, fragment</b>: an absent component differs from an empty one.</li>
 * </ul>
 * A {@link Difference} holds each reading's component as written in that reading (the RFC
 * reading's raw text, the WHATWG serialization), or null when the reading has none.
 *
 * @param input       the string compared
 * @param base        the base, or null
 * @param rfc3986     the RFC 3986 reading: the absolute {@link Uri} (resolved against the base's reading), or why there is none
 * @param whatwg      the WHATWG reading: the {@link WebUrl}, or the failure
 * @param differences the components on which the readings disagree, in component order; empty when they agree and
 *                    when one or both readings fail
 * @see <a href="https://www.rfc-editor.org/rfc/rfc3986#section-6.2">RFC 3986 §6.2 Comparison Ladder</a>
 * @see <a href="https://url.spec.whatwg.org/#goals">URL Standard: goals (aligning with RFC 3986)</a>
 */
public record UrlReadings(String input, String base, ParseResult rfc3986, WebUrlResult whatwg, List<Difference> differences) {

    /**
     * One component on which the readings disagree.
     *
     * @param component the component: {@link Component#SCHEME}, {@link Component#USERINFO} (the user and
     *     password), {@link Component#HOST}, {@link Component#PORT} (after default ports),
     *     {@link Component#PATH}, {@link Component#QUERY} or {@link Component#FRAGMENT}
     * @param rfc3986 the RFC 3986 reading's component (raw text), or null when that reading has none
     * @param whatwg the WHATWG reading's component (serialized), likewise
     */
    public record Difference(Component component, String rfc3986, String whatwg) {
        public Difference {
            Objects.requireNonNull(component, "component");
        }

        /**
         * {@code HOST: rfc3986 "0x7f.1", whatwg "127.0.0.1"} ({@code (none)} for an absent component), a
         * password masked ({@link Redaction}): in a userinfo, what follows its first {@code ':'}; in a
         * path, the credentials the URL Standard reads at its start ({@code u:pw@h} of {@code http:u:pw@h}).
         */
        @Override
        public String toString() {
            return component + ": rfc3986 " + quoted(shown(rfc3986)) + ", whatwg " + quoted(shown(whatwg));
        }

        private static String quoted(String value) {
            return value == null ? "(none)" : '"' + value + '"';
        }

        /**
         * This difference with a password masked in both values, as {@link #toString()} shows them:
         * for output that must not show a password. Itself when there is nothing to mask.
         *
         * <pre>{@code
         * UrlReadings.compare("http://u:p%zz@h/").differences().get(0).redacted();
         * // Difference[component=VALIDITY, ...]: nothing to mask in a validity row
         * }</pre>
         */
        public Difference redacted() {
            String r = shown(rfc3986);
            String w = shown(whatwg);
            return r == rfc3986 && w == whatwg ? this : new Difference(component, r, w);
        }

        private String shown(String value) {
            if (value == null || component != Component.USERINFO && component != Component.PATH) {
                return value;
            }
            if (component == Component.USERINFO) {
                int colon = value.indexOf(':');
                return colon < 0 ? value : Redaction.mask(value, colon + 1, value.length());
            }
            String asAuthority = Redaction.redact("//" + value);       // the path read as after a special scheme's slashes
            return asAuthority.length() == value.length() + 2 ? value : asAuthority.substring(2);
        }
    }

    /** Checks the components and copies the differences. */
    public UrlReadings {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(rfc3986, "rfc3986");
        Objects.requireNonNull(whatwg, "whatwg");
        differences = List.copyOf(differences);
    }

    /** Both readings of {@code input} without a base, and their differences. */
    public static UrlReadings compare(String input) {
        return compare(input, null);
    }

    /**
     * Both readings of {@code input} against {@code base} (none when null), and their differences.
     *
     * @throws NullPointerException if {@code input} is null
     */
    public static UrlReadings compare(String input, String base) {
        Objects.requireNonNull(input, "input");
        ParseResult rfc = rfcReading(input, base);
        WebUrlResult web = WebUrl.tryParse(input, base);
        List<Difference> diffs = new ArrayList<>();
        if (rfc.isSuccess() && web.isSuccess()) {
            compareComponents(rfc.orNull(), web.orNull(), diffs);
        }
        return new UrlReadings(input, base, rfc, web, diffs);
    }

    /** The RFC 3986 reading: an absolute URI, or the base's reading resolved (RFC 3986 §5.2). */
    private static ParseResult rfcReading(String input, String base) {
        ParseResult ref = Uri.tryParse(input);
        if (base == null) {
            if (ref instanceof ParseResult.Success s && !s.uri().isAbsolute()) {
                UriSyntaxException e = new UriSyntaxException(org.urikit.error.SyntaxError.SCHEME_MISSING, input, 0);
                return new ParseResult.Failure(e.error(), e.index(), input);
            }
            return ref;
        }
        ParseResult b = Uri.tryParse(base);
        if (!b.isSuccess()) {
            return b;
        }
        if (!b.orNull().isAbsolute()) {
            return new ParseResult.Failure(org.urikit.error.SyntaxError.SCHEME_MISSING, 0, base);
        }
        if (!ref.isSuccess()) {
            return ref;
        }
        try {
            return new ParseResult.Success(b.orNull().resolve(ref.orNull()));
        } catch (UriSyntaxException e) {
            return new ParseResult.Failure(e.error(), e.index(), e.rawInput());
        }
    }

    private static void compareComponents(Uri rfc, WebUrl web, List<Difference> diffs) {
        Uri n = rfc.normalize(Normalization.syntaxBased());
        String scheme = n.scheme();
        if (!scheme.equals(web.scheme())) {
            diffs.add(new Difference(Component.SCHEME, rfc.scheme(), web.scheme()));
        }
        String[] userinfo = splitUserInfo(n.userInfo());
        if (!key(userinfo[0]).equals(key(web.username())) || !key(userinfo[1]).equals(key(web.password()))) {
            diffs.add(new Difference(Component.USERINFO, rfc.userInfo(), webUserInfo(web)));
        }
        if (!sameHost(n, web)) {
            diffs.add(new Difference(Component.HOST, rfc.host(), web.hasHost() ? web.hostname() : null));
        }
        if (effectivePort(n.portNumber(), scheme) != effectivePort(web.portNumber(), web.scheme())) {
            diffs.add(new Difference(Component.PORT, rfc.port(), web.port().isEmpty() ? null : web.port()));
        }
        String rfcPath = n.path();
        String webPath = web.pathname();
        if (n.hasAuthority() && rfcPath.isEmpty()) {
            rfcPath = "/";
        }
        if (web.hasHost() && webPath.isEmpty()) {
            webPath = "/";
        }
        if (!key(rfcPath).equals(key(webPath))) {
            diffs.add(new Difference(Component.PATH, rfc.path(), web.pathname()));
        }
        if (!sameOptional(n.query(), web.query())) {
            diffs.add(new Difference(Component.QUERY, rfc.query(), web.query()));
        }
        if (!sameOptional(n.fragment(), web.fragment())) {
            diffs.add(new Difference(Component.FRAGMENT, rfc.fragment(), web.fragment()));
        }
    }

    private static String[] splitUserInfo(String userInfo) {
        if (userInfo == null) {
            return new String[] {"", ""};
        }
        int colon = userInfo.indexOf(':');
        return colon < 0 ? new String[] {userInfo, ""} : new String[] {userInfo.substring(0, colon), userInfo.substring(colon + 1)};
    }

    private static String webUserInfo(WebUrl web) {
        if (!web.includesCredentials()) {
            return null;
        }
        return web.password().isEmpty() ? web.username() : web.username() + ":" + web.password();
    }

    private static boolean sameOptional(String a, String b) {
        return a == null ? b == null : b != null && key(a).equals(key(b));
    }

    private static int effectivePort(int port, String scheme) {
        if (port >= 0) {
            return port;
        }
        int special = UrlRecord.specialIndex(scheme.toLowerCase(Locale.ROOT));
        return UrlRecord.defaultPort(special);
    }

    private static boolean sameHost(Uri n, WebUrl web) {
        Host h = n.hasAuthority() ? n.hostInfo() : null;
        HostType t = web.hostType();
        if (h == null || t == null) {
            return h == null && t == null;
        }
        boolean file = web.specialIndex() == UrlRecord.FILE;
        if (h instanceof Host.Ipv4 || h instanceof Host.Ipv6) {
            // Both are addresses only when the WHATWG host is one too; then compare the values.
            if (t != HostType.IPV4 && t != HostType.IPV6) {
                return false;
            }
            return h.equals(web.hostInfo());
        }
        if (!(h instanceof Host.RegName reg)) {
            return false; // IPvFuture: no WHATWG reading has one
        }
        String name = reg.raw();
        if (name.isEmpty() || file && name.equalsIgnoreCase("localhost")) {
            return t == HostType.EMPTY;
        }
        if (t == HostType.DOMAIN) {
            String decoded = org.urikit.encoding.PercentCodec.decodeLenient(name);
            IdnaResult ascii = Idna.domainToAscii(decoded, false);
            return ascii.isValid() && web.hostname().equals(ascii.value());
        }
        if (t == HostType.OPAQUE) {
            return key(name).toLowerCase(Locale.ROOT).equals(key(web.hostname()).toLowerCase(Locale.ROOT));
        }
        return false;
    }

    /**
     * RFC 3986 §6.2.2.1–2 on one component's text: hex digits of escapes upper-cased, escapes of
     * unreserved characters decoded. (The WHATWG side can hold characters that RFC 3986 does not
     * allow, such as {@code |}, so it cannot go through {@code Uri.normalize}.)
     */
    static String key(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && Ascii.isHexDigit(s.charAt(i + 1)) && Ascii.isHexDigit(s.charAt(i + 2))) {
                int b = Ascii.hexValue(s.charAt(i + 1)) << 4 | Ascii.hexValue(s.charAt(i + 2));
                if (org.urikit.encoding.CharClass.UNRESERVED.contains(b)) {
                    sb.append((char) b);
                } else {
                    sb.append('%').append(Character.toUpperCase(s.charAt(i + 1))).append(Character.toUpperCase(s.charAt(i + 2)));
                }
                i += 2;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ---- the value -------------------------------------------------------------------------------

    /** Whether exactly one reading fails: one is a URL and the other is not. */
    public boolean validityDiffers() {
        return rfc3986.isSuccess() != whatwg.isSuccess();
    }

    /** Whether the readings agree: both fail, or both succeed with no difference. */
    public boolean agree() {
        return !validityDiffers() && differences.isEmpty();
    }

    /** {@code UrlReadings[input against base: differences]}, a password masked in each ({@link Redaction}). */
    @Override
    public String toString() {
        return "UrlReadings[" + Redaction.redact(input) + (base == null ? "" : " against " + Redaction.redact(base)) + ": "
                + (agree() ? "agree" : validityDiffers() ? "rfc3986 " + validity(rfc3986.isSuccess()) + ", whatwg "
                        + validity(whatwg.isSuccess()) : differences) + "]";
    }

    private static String validity(boolean valid) {
        return valid ? "valid" : "invalid";
    }
}
