package org.urikit;

import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * The rungs of RFC 3986's comparison ladder (§6.2) that need no network: how hard to try before
 * calling two URIs different. Each rung proves more pairs equivalent and never proves a
 * false one (§6.1: "strictly avoiding false positives").
 *
 * <pre>{@code
 * Uri a = Uri.parse("HTTP://Example.com:80/%7Euser/a/../b");
 * Uri b = Uri.parse("http://example.com/~user/b");
 * Equivalence.STRING.test(a, b);   // false
 * Equivalence.SYNTAX.test(a, b);   // false: the port differs
 * Equivalence.SCHEME.test(a, b);   // true
 *
 * Map<String, Uri> seen = new HashMap<>();   // deduplicate
 * seen.putIfAbsent(Equivalence.SCHEME.key(a), a);
 * new TreeSet<>(Equivalence.SCHEME.comparator());   // a sorted set that keeps one of each class
 * }</pre>
 *
 * <p>This enum is the one home of equivalence: {@link Uri#equals} compares the text only, and
 * {@code Uri} has no equivalence methods of its own.
 *
 * <p>Two URIs are equivalent at a rung exactly when their {@linkplain #key keys} are equal: the
 * text normalized with that rung's {@link Normalization} steps. Equivalence does not mean that
 * two URIs identify different resources when it says false (§6.1), and it compares references as
 * written: compare absolute URIs (resolve relative references first, §6.1), and remove the
 * fragments first when choosing a network action (§6.1). The protocol-based rung (§6.2.4, e.g.
 * following redirects) is outside the library.
 */
public enum Equivalence {
    /** Simple string comparison (RFC 3986 §6.2.1): the same characters. */
    STRING(EnumSet.noneOf(Normalization.class)),
    /** After syntax-based normalization (§6.2.2): case, percent-encoding and dot segments. */
    SYNTAX(EnumSet.of(Normalization.PERCENT_ENCODING, Normalization.CASE, Normalization.DOT_SEGMENTS)),
    /** After syntax- and scheme-based normalization (§6.2.3): also default ports, empty http paths, RFC 5952 IPv6. */
    SCHEME(EnumSet.allOf(Normalization.class));

    private final Set<Normalization> steps;

    Equivalence(EnumSet<Normalization> steps) {
        this.steps = Collections.unmodifiableSet(steps);
    }

    /** The normalization steps this rung applies before comparing. */
    public Set<Normalization> normalizations() {
        return steps;
    }

    /** The comparison key of {@code uri} at this rung, with the built-in scheme rules: equal keys, equivalent URIs. */
    public String key(Uri uri) {
        return key(uri, DefaultSchemeRules.DEFAULT);
    }

    /** The comparison key of {@code uri} at this rung with the scheme rules of {@code schemeRules}, such as a {@code SchemeRegistry}. */
    public String key(Uri uri, SchemeNormalizer schemeRules) {
        Objects.requireNonNull(uri, "uri");
        return this == STRING ? uri.toUriString() : uri.normalize(steps, schemeRules).toUriString();
    }

    /** Whether {@code a} and {@code b} are equivalent at this rung. */
    public boolean test(Uri a, Uri b) {
        return key(a).equals(key(b));
    }

    /**
     * A total order consistent with this rung's equivalence: 0 exactly for equivalent URIs,
     * otherwise the order of their keys. For sorted sets and maps that deduplicate.
     */
    public Comparator<Uri> comparator() {
        return Comparator.comparing(this::key);
    }
}
