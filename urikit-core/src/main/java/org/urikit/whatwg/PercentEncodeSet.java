package org.urikit.whatwg;

import org.urikit.encoding.CharClass;
import org.urikit.encoding.FormCodec;
import org.urikit.encoding.PercentCodec;

/**
 * The percent-encode sets of the WHATWG URL Standard (section "Percent-encoded bytes"): which
 * code points the URL parser writes as {@code %XX} escapes of their UTF-8 bytes in each
 * component. Every set contains all code points above U+007E; the sets differ in US-ASCII,
 * where {@link #asciiMembers()} gives them as a {@link CharClass}.
 *
 * <pre>{@code
 * PercentEncodeSet.PATH.contains('?');            // true:  a '?' in a path becomes %3F
 * PercentEncodeSet.QUERY.contains('\'');          // false: kept in the query of a non-special URL
 * PercentEncodeSet.SPECIAL_QUERY.contains('\'');  // true:  encoded in the query of http: URLs
 * PercentEncodeSet.PATH.encode("a b/c?");         // "a%20b/c%3F"
 * PercentEncodeSet.COMPONENT.encode("a&b=c/d");   // "a%26b%3Dc%2Fd"  (JavaScript's encodeURIComponent)
 * PercentEncodeSet.FORM_URLENCODED.encode("a b~");   // "a+b%7E"
 * }</pre>
 *
 * <p>Each set includes the one above it: C0 control ⊂ fragment; C0 control ⊂ query ⊂
 * special-query; query ⊂ path ⊂ userinfo ⊂ component ⊂ {@code application/x-www-form-urlencoded}.
 * Unlike RFC 3986's sets, these are <em>encode</em> sets: a member is escaped, and {@code '%'}
 * is a member only of {@link #COMPONENT} and {@link #FORM_URLENCODED}, so the parser's sets leave
 * existing escapes (and stray {@code '%'}s) as they are.
 *
 * @see <a href="https://url.spec.whatwg.org/#percent-encoded-bytes">URL Standard: percent-encoded bytes</a>
 */
public enum PercentEncodeSet {
    /** The C0 control percent-encode set: C0 controls (U+0000–U+001F) and everything above U+007E. */
    C0_CONTROL(Sets.C0_CONTROL),
    /** The fragment percent-encode set: C0 control set plus space {@code " < > `}. */
    FRAGMENT(Sets.FRAGMENT),
    /** The query percent-encode set: C0 control set plus space {@code " # < >}. */
    QUERY(Sets.QUERY),
    /** The special-query percent-encode set: the query set plus {@code '}, for URLs with a special scheme. */
    SPECIAL_QUERY(Sets.SPECIAL_QUERY),
    /** The path percent-encode set: the query set plus {@code ? ^ ` { }}. */
    PATH(Sets.PATH),
    /** The userinfo percent-encode set: the path set plus {@code / : ; = @ [ \ ] |}. */
    USERINFO(Sets.USERINFO),
    /** The component percent-encode set: the userinfo set plus {@code $ % & + ,}; gives JavaScript's {@code encodeURIComponent()}. */
    COMPONENT(Sets.COMPONENT),
    /**
     * The {@code application/x-www-form-urlencoded} percent-encode set: the component set plus
     * {@code ! ' ( ) ~}, i.e. everything but ASCII alphanumerics and {@code * - . _}; its encoder
     * writes a space as {@code '+'}.
     */
    FORM_URLENCODED(Sets.FORM_URLENCODED);

    private final CharClass ascii;

    PercentEncodeSet(CharClass ascii) {
        this.ascii = ascii;
    }

    /** The US-ASCII members of this set (the set also contains every code point above U+007E). */
    public CharClass asciiMembers() {
        return ascii;
    }

    /**
     * Whether {@code codePoint} is in this set: for US-ASCII, {@link #asciiMembers()}; every code
     * point above U+007E is a member.
     */
    public boolean contains(int codePoint) {
        return codePoint > 0x7E || ascii.contains(codePoint);
    }

    /**
     * UTF-8 percent-encodes {@code s} with this set (the standard's "UTF-8 percent-encode"):
     * each member becomes the {@code %XX} escapes (upper-case hex) of its UTF-8 bytes; for
     * {@link #FORM_URLENCODED} a space becomes {@code '+'}. A lone surrogate, which is not a
     * scalar value, is read as U+FFFD ({@code %EF%BF%BD}), as the standard's string conversion
     * does. Returns {@code s} itself when nothing needs encoding.
     *
     * <pre>{@code
     * PercentEncodeSet.USERINFO.encode("a:b@c");      // "a%3Ab%40c"
     * PercentEncodeSet.C0_CONTROL.encode("é\u0001");  // "%C3%A9%01"
     * PercentEncodeSet.PATH.encode("100%");           // "100%": '%' is not in the path set
     * }</pre>
     *
     * @throws NullPointerException if {@code s} is null
     */
    public String encode(String s) {
        switch (this) {
            case COMPONENT:
                // '%' is a member, so no escape survives: exactly RFC-style encoding with the complement.
                return PercentCodec.encode(s, Sets.COMPONENT_ALLOWED);
            case FORM_URLENCODED:
                return FormCodec.encode(s);
            default:
                return Encoding.encode(s, Encoding.lo(ascii), Encoding.hi(ascii));
        }
    }

    /** The sets as {@link CharClass}es of their ASCII members, built as the standard defines them. */
    static final class Sets {
        private Sets() {
        }

        /** C0 controls and U+007F (the set's "greater than U+007E" includes DEL). */
        static final CharClass C0_CONTROL = CharClass.range('\u0000', '\u001F').with("\u007F");
        static final CharClass FRAGMENT = C0_CONTROL.with(" \"<>`");
        static final CharClass QUERY = C0_CONTROL.with(" \"#<>");
        static final CharClass SPECIAL_QUERY = QUERY.with("'");
        static final CharClass PATH = QUERY.with("?^`{}");
        static final CharClass USERINFO = PATH.with("/:;=@[\\]|");
        static final CharClass COMPONENT = USERINFO.with("$%&+,");
        static final CharClass FORM_URLENCODED = COMPONENT.with("!'()~");
        /** The ASCII characters the component set leaves alone. */
        static final CharClass COMPONENT_ALLOWED = COMPONENT.complement();
    }
}
