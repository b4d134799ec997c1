package org.urikit.spark;

import static org.urikit.spark.FunctionDoc.arg;
import static org.urikit.spark.FunctionDoc.example;

import java.util.List;
import org.urikit.spark.FunctionDoc.Failure;

/**
 * The documentation of every function, in Spark's form ({@link FunctionDoc}): what
 * {@code DESCRIBE FUNCTION EXTENDED} prints and docs/spark.md lists. Each example is run by a test
 * and must print exactly its answer; the answers come from the RFC examples and the library's
 * documented behaviour named beside them.
 *
 * <pre>{@code
 * FunctionDocs.URI_HOST.usage();   // "_FUNC_(s) - Returns the host of the URI reference `s` ..."
 * }</pre>
 */
final class FunctionDocs {
    private static final String S = "the text to read (other types are cast to string)";
    private static final String MASKED = "With password masking on (`spark.urikit.redactPasswords`), ";

    private FunctionDocs() {
    }

    static final FunctionDoc URI_PARSE = new FunctionDoc("(s [, reading])",
            "Parses `s` as a URI reference (RFC 3986) and returns its raw components and the verdict, "
                    + "struct<scheme, userinfo, host, host_type, port, path, query, fragment: string, valid: boolean, "
                    + "error: string, error_index: int>: a component is NULL when absent and '' when present but empty; "
                    + "host_type is reg-name, ipv4, ipv6 or ipvfuture. Text that is not a URI reference gives valid = false, "
                    + "the error code and the index of the first offending character.",
            List.of(arg("s", S),
                    arg("reading", "'uri' (the default): RFC 3986 alone; 'iri': an IRI reference (RFC 3987) is read as "
                            + "the URI it maps to (non-ASCII characters percent-encoded, the host in A-labels), as the "
                            + "other functions read their input.")),
            List.of(example("SELECT p.scheme, p.userinfo, p.host, p.port, p.path, p.query, p.fragment "
                            + "FROM (SELECT _FUNC_('http://u@h:8/p?q#f') AS p)", "http\tu\th\t8\t/p\tq\tf"),
                    example("SELECT _FUNC_('ldap://[2001:db8::7]/c=GB?objectClass?one').host_type", "ipv6"),
                    example("SELECT _FUNC_('http://h:x/').error, _FUNC_('http://h:x/').error_index", "PORT_INVALID\t9"),
                    example("SELECT _FUNC_('http://bücher.example/café', 'iri').host", "xn--bcher-kva.example")),
            "Invalid text never fails the query, in any mode: the struct reports it. " + MASKED
                    + "the part of a component that holds a non-empty password reads `****`.",
            "0.2.0", null);

    static final FunctionDoc URI_VALID = new FunctionDoc("(s [, reading])",
            "Returns whether `s` is a URI reference (RFC 3986), or with the reading 'iri' whether the "
                    + "functions can read it (a URI reference, or an IRI reference through its URI).",
            List.of(arg("s", S), arg("reading", "'uri' (the default) or 'iri', as for uri_parse.")),
            List.of(example("SELECT _FUNC_('http://a/b'), _FUNC_('http://a b/')", "true\tfalse"),
                    example("SELECT _FUNC_(''), _FUNC_('//g')", "true\ttrue"),
                    example("SELECT _FUNC_('http://bücher.example/'), _FUNC_('http://bücher.example/', 'iri')", "false\ttrue")),
            "", "0.2.0", null);

    static final FunctionDoc URI_HOST = new FunctionDoc("(s)",
            "Returns the host of the URI reference `s` as written (RFC 3986 §3.2.2): an IP literal with its "
                    + "brackets, '' for an empty host, NULL without an authority. An IRI reference (RFC 3987) gives "
                    + "the host of the URI it maps to, in A-labels.",
            List.of(arg("s", S)),
            List.of(example("SELECT _FUNC_('http://[fe80::1%25eth0]:8/')", "[fe80::1%25eth0]"),
                    example("SELECT _FUNC_('HTTP://Example.COM/')", "Example.COM"),
                    example("SELECT _FUNC_('mailto:a@example.com')", "NULL"),
                    example("SELECT _FUNC_('http://bücher.example/café')", "xn--bcher-kva.example")),
            "", "0.2.0", new Failure("_FUNC_('http://h:x/')", "PORT_INVALID", 9));

    static final FunctionDoc URI_NORMALIZE = new FunctionDoc("(s [, level])",
            "Returns `s` normalized: case, percent-encoding and dot segments (RFC 3986 §6.2.2) and, at level "
                    + "'scheme' (the default), the scheme's rules too (§6.2.3: the default port and an empty http "
                    + "path; RFC 5952 text for IPv6). An IRI reference is normalized as the URI it maps to.",
            List.of(arg("s", S),
                    arg("level", "'syntax' or 'scheme' (any case); an unknown level written as a literal fails the query at "
                            + "analysis; from a column it gives NULL.")),
            List.of(example("SELECT _FUNC_('HTTP://Example.COM:80/%7euser/./a/../b')", "http://example.com/~user/b"),
                    example("SELECT _FUNC_('HTTP://Example.COM:80/%7euser/./a/../b', 'syntax')", "http://example.com:80/~user/b"),
                    example("SELECT _FUNC_('http://[2001:DB8:0:0:0:0:0:1]/')", "http://[2001:db8::1]/"),
                    example("SELECT _FUNC_('http://bücher.example/café')", "http://xn--bcher-kva.example/caf%C3%A9")),
            MASKED + "a non-empty password in the result reads `****`.",
            "0.2.0", new Failure("_FUNC_('http://h:x/')", "PORT_INVALID", 9));

    static final FunctionDoc URI_RESOLVE = new FunctionDoc("(base, ref)",
            "Returns the target URI of the reference `ref` found at the absolute URI `base` (RFC 3986 §5.2, "
                    + "strict).",
            List.of(arg("base", "an absolute URI (or IRI)"), arg("ref", "a URI or IRI reference")),
            List.of(example("SELECT _FUNC_('http://a/b/c/d;p?q', '../g')", "http://a/b/g"),
                    example("SELECT _FUNC_('http://a/b/c/d;p?q', '../../../g')", "http://a/g"),
                    example("SELECT _FUNC_('http://a/b/c/d;p?q', '//g')", "http://g"),
                    example("SELECT _FUNC_('http://a/b/c/d;p?q', '?y')", "http://a/b/c/d;p?y")),
            MASKED + "a non-empty password in the result reads `****`.",
            "0.2.0", new Failure("_FUNC_('a/b', 'c')", "SCHEME_MISSING", 0));

    static final FunctionDoc URI_RELATIVIZE = new FunctionDoc("(base, target)",
            "Returns the shortest reference that resolves against `base` to exactly `target` (the inverse of "
                    + "RFC 3986 §5.2, with '../' where needed); both are absolute URIs (or IRIs).",
            List.of(arg("base", "an absolute URI (or IRI)"), arg("target", "an absolute URI (or IRI)")),
            List.of(example("SELECT _FUNC_('http://a/b/c/d;p?q', 'http://a/b/g')", "../g"),
                    example("SELECT _FUNC_('http://a/b/c/d;p?q', 'http://g')", "//g"),
                    example("SELECT _FUNC_('http://a/b/c/d;p?q', 'http://a/b/c/d;p?q#f')", "#f")),
            MASKED + "a non-empty password in the result reads `****`.",
            "0.2.0", new Failure("_FUNC_('http://a/b/c/d;p?q', 'g')", "SCHEME_MISSING", 0));

    static final FunctionDoc URI_EQUIVALENCE_KEY = new FunctionDoc("(s [, level])",
            "Returns a key equal for exactly the references equivalent to `s` at a rung of the RFC 3986 §6.2 "
                    + "comparison ladder, for GROUP BY and joins: the text itself at 'string' (§6.2.1), the text "
                    + "normalized at 'syntax' (§6.2.2) and 'scheme' (§6.2.3, the default).",
            List.of(arg("s", S),
                    arg("level", "'string', 'syntax' or 'scheme' (any case); an unknown level written as a literal fails "
                            + "the query at analysis; from a column it gives NULL.")),
            List.of(example("SELECT _FUNC_('http://example.com:80/') = _FUNC_('HTTP://EXAMPLE.com')", "true"),
                    example("SELECT _FUNC_('HTTP://EXAMPLE.com', 'syntax')", "http://example.com"),
                    example("SELECT _FUNC_('http://例え.テスト/パス', 'string')",
                            "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9")),
            MASKED + "a non-empty password in the key reads `****`, so keys that differ only in the password are equal.",
            "0.2.0", new Failure("_FUNC_('http://a b/')", "HOST_CHAR_INVALID", 8));

    static final FunctionDoc URI_QUERY_PARAM = new FunctionDoc("(s, name)",
            "Returns the percent-decoded value of the first query parameter called `name` (the query split at "
                    + "'&' and the first '=', a common convention that RFC 3986 §3.4 does not define; '+' stays '+'), "
                    + "or NULL when there is none or it is written without '='.",
            List.of(arg("s", S), arg("name", "the parameter name, compared as decoded")),
            List.of(example("SELECT _FUNC_('http://h/s?tag=a&tag=b%26c', 'tag')", "a"),
                    example("SELECT _FUNC_('http://h/s?x=1+1', 'x')", "1+1"),
                    example("SELECT _FUNC_('http://h/?a=1#f=2', 'f')", "NULL")),
            MASKED + "a value that is a URL with a non-empty password reads `****` in its place.",
            "0.2.0", new Failure("_FUNC_('http://h:x/?a=1', 'a')", "PORT_INVALID", 9));

    static final FunctionDoc URI_REDACT = new FunctionDoc("(s)",
            "Returns `s` with a non-empty password replaced by `****` (RFC 3986 §3.2.1, §7.5) by urikit's one "
                    + "rule (org.urikit.error.Redaction), for any text: an empty password and text without one "
                    + "come back as written.",
            List.of(arg("s", S)),
            List.of(example("SELECT _FUNC_('ftp://foo:secret@host.com/')", "ftp://foo:****@host.com/"),
                    example("SELECT _FUNC_('ftp://foo:@host.com/')", "ftp://foo:@host.com/"),
                    example("SELECT _FUNC_('http://u:pw@h:x/')", "http://u:****@h:x/")),
            "", "0.2.0", null);

    static final FunctionDoc URI_SITE = new FunctionDoc("(s)",
            "Returns the registrable domain of the host of `s` (its public suffix and one more label; the "
                    + "Public Suffix List, ICANN and private sections), or NULL without a host, for an IP address, "
                    + "a public suffix itself or a host that is not a domain name. A percent-encoded name is "
                    + "decoded first; an IRI's host is in A-labels.",
            List.of(arg("s", S)),
            List.of(example("SELECT _FUNC_('https://www.example.co.uk/a')", "example.co.uk"),
                    example("SELECT _FUNC_('https://alice.github.io/')", "alice.github.io"),
                    example("SELECT _FUNC_('http://[::1]/'), _FUNC_('http://co.uk/')", "NULL\tNULL"),
                    example("SELECT _FUNC_('http://www.bücher.de/')", "xn--bcher-kva.de")),
            "", "0.2.0", new Failure("_FUNC_('http://h:x/')", "PORT_INVALID", 9));

    static final FunctionDoc URI_WHATWG = new FunctionDoc("(s [, base])",
            "Reads `s` as the WHATWG URL Standard does (browsers, fetch: new URL(s, base)) and returns the URL "
                    + "API's attributes, `struct<href, origin, protocol, username, password, host, hostname, port, "
                    + "pathname, search, hash: string, valid: boolean, error: string>`; a URL the standard rejects "
                    + "gives valid = false and the standard's name of the error (a failing base, its own).",
            List.of(arg("s", S), arg("base", "the URL `s` is read against")),
            List.of(example("SELECT _FUNC_('HTTP://EXAMPLE.com:80/a/../b c?q#f').href", "http://example.com/b%20c?q#f"),
                    example("SELECT _FUNC_('http://0x7f.1/').hostname", "127.0.0.1"),
                    example("SELECT _FUNC_('../x', 'http://a/b/c').href", "http://a/x"),
                    example("SELECT _FUNC_('https://example.org:7z').error", "port-invalid")),
            "Invalid text never fails the query: the struct reports it. " + MASKED
                    + "a non-empty password reads `****` in password and href. Called url_whatwg before 0.3.0.",
            "0.3.0", null);

    static final FunctionDoc URI_CHECK = new FunctionDoc("(s [, policy [, base]])",
            "Returns whether `s` is safe to fetch (policy 'fetch', the default: a server fetching a URL it was "
                    + "given) or to show as a link ('link'), and why, `struct<verdict: string, findings: "
                    + "array<string>, target, host, address_class, site: string>`: the verdict (allow, warn or deny), "
                    + "the finding codes, the target (the input normalized, or where a browser goes), its canonical "
                    + "host, the host's address class and site. Any text gets an answer; a relative reference has a "
                    + "target only against a base.",
            List.of(arg("s", S),
                    arg("policy", "'fetch' or 'link' (any case); an unknown policy written as a literal fails the query at "
                            + "analysis; from a column it gives NULL."),
                    arg("base", "the absolute URI (or IRI) of the page where `s` was found")),
            List.of(example("SELECT _FUNC_('http://0x7f.1/admin').verdict", "deny"),
                    example("SELECT _FUNC_('http://0x7f.1/admin').host, _FUNC_('http://0x7f.1/admin').address_class",
                            "127.0.0.1\tloopback"),
                    example("SELECT _FUNC_('https://evil.com/', 'link', 'https://good.com/app/page').findings",
                            "[\"CROSS_ORIGIN\",\"CROSS_SITE\"]"),
                    example("SELECT _FUNC_('/path', 'link', 'https://good.com/app/page').target", "https://good.com/path")),
            "Only a base that is not an absolute URI fails the query (in ANSI mode). " + MASKED
                    + "a non-empty password in target reads `****`.",
            "0.2.0", new Failure("_FUNC_('/path', 'fetch', 'app/page')", "SCHEME_MISSING", 0));

    static final FunctionDoc URI_EXTRACT = new FunctionDoc("(text)",
            "Returns the URI references found in running text (mail, notes, Markdown, HTML), in order, as "
                    + "`array<string>`: each with its delimiters removed, a reference wrapped across lines inside `<...>` "
                    + "joined again; `[]` when there is none. Relative references count only as Markdown link "
                    + "destinations and HTML href values.",
            List.of(arg("text", "the text to search (other types are cast to string)")),
            List.of(example("SELECT _FUNC_('see <http://a.example/b?c#d> now')", "[\"http://a.example/b?c#d\"]"),
                    example("SELECT _FUNC_('ratio 3:4, Note: this, 10:30')", "[]"),
                    example("SELECT _FUNC_('log in at ftp://foo:secret@host.com/ today')", "[\"ftp://foo:****@host.com/\"]")),
            "A non-empty password reads `****` unless passwords are shown: spark.urikit.redactPasswords=false "
                    + "or UrikitFunctions.register(spark, false).",
            "0.2.0", null);
}
