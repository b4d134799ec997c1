package org.urikit;

import java.util.List;
import java.util.Objects;
import org.urikit.error.Redaction;
import org.urikit.internal.LenientParser;

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
 * <p>Lenient parsing is for user input (RFC 3986 Appendix C on delimiting URIs in context): a
 * repaired URI is what the person most likely meant, not a guarantee.
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

    /** Whether anything was changed: false exactly when {@code uri().toUriString().equals(input())}. */
    public boolean isRepaired() {
        return !repairs.isEmpty();
    }

    /** {@code RepairedUri[uri=..., input=..., repairs=[...]]} with a password masked in the URI and the input ({@link Redaction}). */
    @Override
    public String toString() {
        return "RepairedUri[uri=" + uri + ", input=" + Redaction.redact(input) + ", repairs=" + repairs + "]";
    }

    /** {@link Uri#parseLenient(String)}: the lenient parser's result with the API's repair records. */
    static RepairedUri parse(String input) {
        LenientParser.Result<Uri, Repair> r = LenientParser.parse(input, Bridge.INSTANCE, REPAIRS);
        return new RepairedUri(r.uri(), input, r.repairs());
    }

    private static final LenientParser.Repairs<Repair> REPAIRS = new LenientParser.Repairs<>() {
        @Override
        public Repair repair(LenientParser.Kind kind, int index, String original, String replacement) {
            return new Repair(switch (kind) {
                case TRIMMED_WHITESPACE -> Repair.Kind.TRIMMED_WHITESPACE;
                case STRIPPED_WRAPPER -> Repair.Kind.STRIPPED_WRAPPER;
                case STRIPPED_URL_PREFIX -> Repair.Kind.STRIPPED_URL_PREFIX;
                case REMOVED_LINE_BREAK -> Repair.Kind.REMOVED_LINE_BREAK;
                case ENCODED_SPACE -> Repair.Kind.ENCODED_SPACE;
                case ENCODED_CHARACTER -> Repair.Kind.ENCODED_CHARACTER;
                case ENCODED_NON_ASCII -> Repair.Kind.ENCODED_NON_ASCII;
                case ENCODED_PERCENT -> Repair.Kind.ENCODED_PERCENT;
                case BACKSLASH_AS_SLASH -> Repair.Kind.BACKSLASH_AS_SLASH;
                case HOST_TO_ASCII -> Repair.Kind.HOST_TO_ASCII;
            }, index, original, replacement);
        }

        @Override
        public int index(Repair repair) {
            return repair.index();
        }
    };
}
