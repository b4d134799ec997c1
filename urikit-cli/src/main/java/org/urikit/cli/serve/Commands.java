package org.urikit.cli.serve;

import java.util.Map;
import org.urikit.Uri;
import org.urikit.security.InspectionPolicy;

/**
 * What the playground takes from urikit's commands ({@code org.urikit.cli}, which this package
 * does not depend on: {@code urikit serve} hands an implementation to
 * {@link PlaygroundServer#start}): their JSON reader, and the JSON objects of the commands whose
 * answer a call repeats, written by the command's own field table, so that a call and its command
 * never differ in a name or a value.
 *
 * <pre>{@code
 * commands.idna("Bücher.example", false, false);
 * // {"input":"Bücher.example","ascii":"xn--bcher-kva.example","unicode":"bücher.example","valid":true,"errors":[]}
 * commands.check("http://0x7f.1/", null, InspectionPolicy.FETCH, false, false);
 * // {"input":"http://0x7f.1/","verdict":"deny",...,"findings":[{"code":"IPV4_RARE_FORM",...,"caret":7,"section":"..."},...]}
 * }</pre>
 */
public interface Commands {
    /**
     * One JSON object from its text, as {@code urikit template --vars} reads it (the request
     * bodies, and a template's variables given in a query).
     *
     * @throws IllegalArgumentException with the reason when {@code text} is not one JSON object
     */
    Map<String, Object> jsonObject(String text);

    /** The object of {@code urikit idna --json [--to-unicode] [--show-passwords] DOMAIN}, as JSON text. */
    String idna(String domain, boolean toUnicode, boolean showPasswords);

    /**
     * The object of {@code urikit check --json [--resolve] [--show-passwords] INPUT} under
     * {@code policy}, {@code input} resolved against {@code base} (an absolute URI, or null), as
     * JSON text; each finding also has its {@code caret} (where its index is in the input as shown,
     * null for -1) and its {@code section} (the RFC or standard behind it). With {@code resolve},
     * the host is looked up through the JVM's resolver (DNS).
     */
    String check(String input, Uri base, InspectionPolicy policy, boolean resolve, boolean showPasswords);
}
