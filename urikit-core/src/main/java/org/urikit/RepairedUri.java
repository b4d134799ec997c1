package org.urikit;

import java.util.List;
import java.util.Objects;

/**
 * The result of {@link Uri#parseLenient(String)}: the {@link Uri}, the text as the person typed
 * it, and the {@link Repair}s that turned one into the other, in input order.
 *
 * <pre>{@code
 * RepairedUri r = Uri.parseLenient("  <URL: http://a.example/b >");
 * r.uri();          // http://a.example/b
 * r.isRepaired();   // true
 * r.repairs();      // TRIMMED_WHITESPACE at 0, STRIPPED_WRAPPER at 2, STRIPPED_URL_PREFIX at 3,
 *                   // TRIMMED_WHITESPACE at 26, STRIPPED_WRAPPER at 27
 * Uri.parseLenient("http://a/").repairs();   // []: valid text is returned unchanged
 * }</pre>
 *
 * <p>Lenient parsing is for user input (RFC 3986 Appendix C on delimiting URIs in context;
 * requirements R218, O-28): a repaired URI is what the person most likely meant, not a guarantee.
 * Show {@link #repairs()} when they matter.
 *
 * @param uri the parsed, repaired reference (RFC 3986 profile)
 * @param input the text exactly as given
 * @param repairs what was changed, ordered by index in {@code input}; empty when nothing was
 */
public record RepairedUri(Uri uri, String input, List<Repair> repairs) {

    public RepairedUri {
        Objects.requireNonNull(uri, "uri");
        Objects.requireNonNull(input, "input");
        repairs = List.copyOf(repairs);
    }

    /** Whether anything was changed: false exactly when {@code uri().toString().equals(input())}. */
    public boolean isRepaired() {
        return !repairs.isEmpty();
    }
}
