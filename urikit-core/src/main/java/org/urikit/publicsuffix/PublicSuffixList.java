package org.urikit.publicsuffix;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.urikit.idna.Idna;
import org.urikit.net.DomainLabels;

/**
 * The Public Suffix List: which part of a domain name is a public suffix (such as {@code com},
 * {@code co.uk} or {@code github.io}, under which anyone can register a name), and so which part
 * is the registrable domain, the "site" of the HTML Standard that cookies, same-site checks,
 * {@link org.urikit.Host#registrableDomain()} and the security inspector use.
 *
 * <pre>{@code
 * PublicSuffixList psl = PublicSuffixList.defaults();
 * psl.publicSuffix("www.example.co.uk");        // "co.uk"
 * psl.registrableDomain("www.example.co.uk");   // "example.co.uk"
 * psl.registrableDomain("WwW.Example.COM");     // "example.com" (ASCII letters lower-cased)
 * psl.registrableDomain("co.uk");               // null: a public suffix has no registrable domain
 * psl.registrableDomain("a.b.c.kobe.jp");       // "b.c.kobe.jp" (wildcard rule *.kobe.jp)
 * psl.registrableDomain("www.city.kobe.jp");    // "city.kobe.jp" (exception rule !city.kobe.jp)
 * psl.registrableDomain("alice.github.io");     // "alice.github.io" (PRIVATE section)
 * psl.icannOnly().registrableDomain("alice.github.io");   // "github.io"
 * psl.registrableDomain("食狮.公司.cn");          // "食狮.公司.cn" (labels compared in A-label form)
 * }</pre>
 *
 * <p>The algorithm is the list's own (https://github.com/publicsuffix/list/wiki/Format): of the
 * rules that match the domain's rightmost labels, an exception rule ({@code !city.kobe.jp})
 * prevails and gives its parent as the suffix; otherwise the rule with the most labels, where a
 * wildcard ({@code *.kobe.jp}) matches any one label; when none matches, the default rule
 * {@code *} makes the last label the suffix. Labels are compared in their ASCII form: rules and
 * hosts with non-ASCII labels are converted to A-labels ({@code xn--…}), and results keep the
 * labels of the host as given. Hosts that are not domain names get null: an IP literal
 * ({@code [::1]}, anything with {@code ':'}, {@code '['} or {@code ']'}), a name whose last label is all digits (an IPv4
 * address; a top-level domain is never numeric, RFC 3696 §2), a name with an empty label
 * ({@code .com}, {@code a..b}). One trailing dot (a fully qualified name) is ignored for the match
 * and kept in the result.
 *
 * <p>{@link #defaults()} is the list bundled in the library: the ICANN and PRIVATE sections of
 * {@code public_suffix_list.dat} (Mozilla Public License 2.0), converted to A-labels, with the
 * list's header. A newer copy of the list can be read with {@link #parse(String)}. Lookups
 * allocate nothing but the returned string; values are immutable and thread-safe.
 *
 * @see <a href="https://publicsuffix.org/">publicsuffix.org</a>
 * @see <a href="https://html.spec.whatwg.org/multipage/browsers.html#sites">HTML Standard, sites</a>
 */
public final class PublicSuffixList {
    /** The resource that holds the bundled list, beside this class. */
    static final String RESOURCE = "public-suffix-list.dat";

    /** The section of the list a rule comes from. */
    public enum Section {
        /** Rules for domains that ICANN delegates (top-level domains and the registries under them). */
        ICANN,
        /** Rules that the owners of a domain submitted for the names they hand out ({@code github.io}). */
        PRIVATE
    }

    private final SuffixTable table;
    private final int bitMask;
    private final int icannRules;
    private final int privateRules;

    private PublicSuffixList(SuffixTable table, int bitMask, int icannRules, int privateRules) {
        this.table = table;
        this.bitMask = bitMask;
        this.icannRules = icannRules;
        this.privateRules = privateRules;
    }

    /** The list bundled with the library (loaded on first use). */
    public static PublicSuffixList defaults() {
        return Bundled.LIST;
    }

    /** Holder idiom: the bundled list is read when it is first asked for. */
    private static final class Bundled {
        static final PublicSuffixList LIST = load();

        private static PublicSuffixList load() {
            try (InputStream in = PublicSuffixList.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the bundled Public Suffix List is missing: " + RESOURCE);
                }
                return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * Reads a list in the format of {@code public_suffix_list.dat}: one rule per line (read up to
     * the first whitespace), {@code //} comments, the sections between the
     * {@code // ===BEGIN ICANN DOMAINS===} and {@code // ===BEGIN PRIVATE DOMAINS===} markers (a
     * rule outside them counts as ICANN). Unicode rules are converted to A-labels.
     *
     * @throws IllegalArgumentException naming the line of a malformed rule (an empty label, a
     *     wildcard other than a leading {@code *.}, a label that cannot be converted to ASCII)
     */
    public static PublicSuffixList parse(String text) {
        Objects.requireNonNull(text, "text");
        SuffixTable.Builder b = new SuffixTable.Builder();
        int shift = 0;
        int[] counts = new int[2];
        int lineNo = 0;
        for (int pos = 0, n = text.length(); pos < n; ) {
            int eol = text.indexOf('\n', pos);
            if (eol < 0) {
                eol = n;
            }
            lineNo++;
            String line = text.substring(pos, eol).strip();
            pos = eol + 1;
            if (line.startsWith("//")) {
                if (line.contains("===BEGIN PRIVATE DOMAINS===")) {
                    shift = SuffixTable.PRIVATE_SHIFT;
                } else if (line.contains("===BEGIN ICANN DOMAINS===") || line.contains("===END PRIVATE DOMAINS===")) {
                    shift = 0;
                }
                continue;
            }
            int ws = 0;
            while (ws < line.length() && !Character.isWhitespace(line.charAt(ws))) {
                ws++;
            }
            String rule = line.substring(0, ws);
            if (rule.isEmpty()) {
                continue;
            }
            int bit;
            if (rule.startsWith("!")) {
                bit = SuffixTable.EXCEPTION;
                rule = rule.substring(1);
            } else if (rule.startsWith("*.")) {
                bit = SuffixTable.WILDCARD;
                rule = rule.substring(2);
            } else {
                bit = SuffixTable.NORMAL;
            }
            String key = asciiRule(rule);
            if (key == null || !b.add(key, bit << shift)) {
                throw new IllegalArgumentException("line " + lineNo + ": not a Public Suffix List rule: '" + line + "'");
            }
            counts[shift == 0 ? 0 : 1]++;
        }
        return new PublicSuffixList(b.build(), SuffixTable.ICANN_BITS | SuffixTable.ICANN_BITS << SuffixTable.PRIVATE_SHIFT,
                counts[0], counts[1]);
    }

    /** The rule's labels in ASCII form joined by dots, or null if a label is empty, a wildcard or unconvertible. */
    private static String asciiRule(String rule) {
        if (Idna.isAscii(rule)) {
            if (rule.isEmpty() || rule.startsWith(".") || rule.endsWith(".") || rule.contains("..") || rule.indexOf('*') >= 0
                    || rule.indexOf('!') >= 0) {
                return null;
            }
            return Idna.asciiLowercase(rule);
        }
        StringBuilder out = new StringBuilder(rule.length() + 16);
        for (String label : rule.split("\\.", -1)) {
            String a = label.isEmpty() || label.indexOf('*') >= 0 ? null : Idna.toAsciiLabel(label);
            if (a == null) {
                return null;
            }
            out.append(out.length() == 0 ? "" : ".").append(a);
        }
        return out.toString();
    }

    /** This list without its PRIVATE section: the suffixes ICANN delegates only. */
    public PublicSuffixList icannOnly() {
        return bitMask == SuffixTable.ICANN_BITS ? this : new PublicSuffixList(table, SuffixTable.ICANN_BITS, icannRules, 0);
    }

    /** How many rules this list uses (both sections, or the ICANN section for {@link #icannOnly()}). */
    public int size() {
        return icannRules + privateRules;
    }

    /**
     * The public suffix of {@code host}: its rightmost labels that the prevailing rule matches
     * (the last label when no rule matches), ASCII letters lower-cased; null for null, empty and
     * what is not a domain name (see the class comment).
     */
    public String publicSuffix(String host) {
        return result(host, false);
    }

    /**
     * The registrable domain of {@code host} (the HTML Standard's "registrable domain", the site
     * of a domain host): its public suffix plus one more label, ASCII letters lower-cased; null
     * when {@code host} is itself a public suffix, and for what {@link #publicSuffix} gives null.
     */
    public String registrableDomain(String host) {
        return result(host, true);
    }

    /** Whether {@code host} is exactly a public suffix ({@code com}, {@code co.uk}, {@code github.io}). */
    public boolean isPublicSuffix(String host) {
        return publicSuffix(host) != null && registrableDomain(host) == null;
    }

    /**
     * The section of the rule that decides {@code host}'s public suffix, or null when no rule
     * matches (the default rule {@code *}) or {@code host} is not a domain name.
     */
    public Section section(String host) {
        String ascii = asciiHost(host);
        if (ascii == null) {
            return null;
        }
        long r = walk(ascii, domainEnd(ascii), false);
        int bits = (int) (r >>> 32);
        return r < 0 || bits == 0 ? null : (bits & SuffixTable.ICANN_BITS) != 0 ? Section.ICANN : Section.PRIVATE;
    }

    private String result(String host, boolean registrable) {
        String ascii = asciiHost(host);
        if (ascii == null) {
            return null;
        }
        int end = domainEnd(ascii);
        long r = walk(ascii, end, false);
        if (r < 0) {
            return null;
        }
        int suffixStart = (int) r;
        int start = suffixStart;
        if (registrable) {
            if (suffixStart == 0) {
                return null;
            }
            start = ascii.lastIndexOf('.', suffixStart - 2) + 1;
        }
        if (ascii == host) {
            return Idna.asciiLowercase(host.substring(start));
        }
        // Non-ASCII input: the same number of labels, counted from the right, of the host as given.
        int labels = 1;
        for (int i = start; i < end; i++) {
            if (ascii.charAt(i) == '.') {
                labels++;
            }
        }
        int i = host.length() - (ascii.length() - end);      // the trailing dot, if any, is kept
        while (labels > 0) {
            i--;
            if (i < 0 || DomainLabels.isDot(host.charAt(i))) {
                labels--;
            }
        }
        return Idna.asciiLowercase(host.substring(i + 1));
    }

    /**
     * Where the public suffix of an ASCII name starts, without allocating: for callers on a hot
     * path that hold the name in its ASCII form (A-labels) without a trailing dot, such as the
     * security inspector's canonical hosts. {@code publicSuffixStart("www.example.co.uk")} is 12
     * ({@code co.uk}); 0 means the whole name is a public suffix, by a rule of the list or by the
     * default rule {@code *} (tell them apart with {@link #section(String)}). ASCII letters
     * match in any case.
     *
     * @return the index in {@code canonicalName} where its public suffix starts, or -1 when it is
     *     not a domain name (an empty label, a numeric last label, a {@code ':'})
     */
    public int publicSuffixStart(String canonicalName) {
        String name = Objects.requireNonNull(canonicalName, "canonicalName");
        int n = name.length();
        if (n == 0 || name.charAt(0) == '.' || name.charAt(n - 1) == '.' || name.indexOf(':') >= 0) {
            return -1;
        }
        boolean numeric = true;
        for (int i = name.lastIndexOf('.') + 1; i < n && numeric; i++) {
            numeric = Labels.isDigit(name.charAt(i));
        }
        return numeric ? -1 : (int) walk(name, n, false);
    }

    /**
     * Where the registrable domain of {@code name} starts, given where its public suffix starts
     * ({@link #publicSuffixStart(String)}): one label to the left of the suffix.
     *
     * @return the index, or -1 when the name is a public suffix ({@code suffixStart} 0) or not a
     *     domain name ({@code suffixStart} -1)
     */
    public static int registrableDomainStart(String name, int suffixStart) {
        return suffixStart <= 0 ? -1 : name.lastIndexOf('.', suffixStart - 2) + 1;
    }

    /** The end of the name without one trailing dot. */
    private static int domainEnd(String ascii) {
        return ascii.endsWith(".") ? ascii.length() - 1 : ascii.length();
    }

    /**
     * {@code host} itself when it is an ASCII domain name, its labels converted to A-labels and
     * joined by {@code '.'} when it has non-ASCII labels, or null when it is not a domain name.
     */
    private static String asciiHost(String host) {
        // Brackets are gen-delims (RFC 3986 §2.2) that no reg-name holds: an IP literal, or no name at all
        // (wherever they stand, so that a result such as "[o.uk" is rejected as its host "www.[o.uk" is).
        if (host == null || host.isEmpty() || host.indexOf(':') >= 0 || host.indexOf('[') >= 0 || host.indexOf(']') >= 0) {
            return null;
        }
        String ascii = Idna.isAscii(host) ? host : DomainLabels.map(host, Idna::toAsciiLabel);
        if (ascii == null) {
            return null;
        }
        int end = domainEnd(ascii);
        if (end == 0 || ascii.charAt(0) == '.' || ascii.charAt(end - 1) == '.' || ascii.indexOf("..") >= 0) {
            return null;
        }
        int lastDot = ascii.lastIndexOf('.', end - 1);
        boolean numeric = true;
        for (int i = lastDot + 1; i < end && numeric; i++) {
            numeric = Labels.isDigit(ascii.charAt(i));
        }
        return numeric ? null : ascii;
    }

    /**
     * The start of the public suffix of {@code h[0, end)} in the low 32 bits and the section bits
     * of the prevailing rule above them (0 for the default rule); -1 for an empty label.
     */
    private long walk(String h, int end, boolean lowerCase) {
        int hash = 0;
        int best = -1;
        int bestBits = 0;
        int wildBits = 0;                    // the wildcard bits of the suffix one label shorter
        int prevLabelStart = end;
        int i = end - 1;
        while (true) {
            int labelEnd = i + 1;
            while (i >= 0 && h.charAt(i) != '.') {
                hash = SuffixTable.extend(hash, h.charAt(i));
                i--;
            }
            int labelStart = i + 1;
            if (labelStart == labelEnd) {
                return -1;
            }
            if (wildBits != 0) {
                best = labelStart;
                bestBits = wildBits;
            }
            int f = table.flags(h, labelStart, end, hash, lowerCase);
            if (f < 0) {
                break;
            }
            f &= bitMask;
            int exception = f & (SuffixTable.EXCEPTION | SuffixTable.EXCEPTION << SuffixTable.PRIVATE_SHIFT);
            if (exception != 0) {
                return (long) exception << 32 | prevLabelStart;
            }
            int normal = f & (SuffixTable.NORMAL | SuffixTable.NORMAL << SuffixTable.PRIVATE_SHIFT);
            if (normal != 0) {
                best = labelStart;
                bestBits = normal;
            }
            wildBits = f & (SuffixTable.WILDCARD | SuffixTable.WILDCARD << SuffixTable.PRIVATE_SHIFT);
            prevLabelStart = labelStart;
            if (i < 0) {
                break;
            }
            hash = SuffixTable.extend(hash, '.');
            i--;
        }
        if (best < 0) {
            best = h.lastIndexOf('.', end - 1) + 1;  // the default rule "*"
        }
        return (long) bestBits << 32 | best;
    }

    @Override
    public String toString() {
        return "PublicSuffixList[" + icannRules + " ICANN rules, " + privateRules + " PRIVATE rules]";
    }
}
