package org.urikit.cli;

import java.util.List;
import org.urikit.encoding.QueryParameters;

/**
 * The decoded name/value pairs of a query, as the {@code params} field of {@code parse} and the
 * {@code searchParams} field of {@code whatwg} show them: in JSON an array of
 * {@code {"name":…,"value":…}} objects in query order (the value {@code null} for a pair written
 * without {@code '='} in an RFC 3986 query); for people {@code a=1, flag, q="x y"}.
 *
 * <pre>{@code
 * new Params(QueryParameters.parse("a=1&flag&q=x%20y").toList());
 * // JSON: [{"name":"a","value":"1"},{"name":"flag","value":null},{"name":"q","value":"x y"}]
 * }</pre>
 *
 * @param pairs the pairs, decoded
 */
record Params(List<QueryParameters.Parameter> pairs) implements JsonLine.Json {
    @Override
    public void writeJson(JsonLine w) {
        w.beginArray();
        for (QueryParameters.Parameter p : pairs) {
            w.beginObject().name("name").string(p.name()).name("value").string(p.value()).endObject();
        }
        w.endArray();
    }

    @Override
    public String human() {
        if (pairs.isEmpty()) {
            return "(none)";
        }
        StringBuilder sb = new StringBuilder();
        for (QueryParameters.Parameter p : pairs) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(HumanLine.show(p.name()));
            if (p.value() != null) {
                sb.append('=').append(HumanLine.show(p.value()));
            }
        }
        return sb.toString();
    }
}
