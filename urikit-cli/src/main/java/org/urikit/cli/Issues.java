package org.urikit.cli;

import java.util.List;
import java.util.Map;

/**
 * A list of issues, each with a code, a severity, an index and a message: the {@code findings}
 * of {@code check} and the {@code violations} of {@code scheme}. In JSON
 * {@code [{"code":…,"severity":…,"index":n,"message":…}]}; for people one issue per line,
 * {@code error HOST_INTERNAL at 7: the host '0x7f.1' is internal (loopback)} (the first line of the
 * message, controls escaped), or {@code (none)}. An issue may carry more fields, written after its
 * message in JSON (the playground's {@code caret} and {@code section} of a finding).
 *
 * @param list the issues
 */
record Issues(List<Issue> list) implements JsonLine.Json {
    /** One issue; {@code more} are fields of its JSON object after the message, in their order (none for a command's). */
    record Issue(String code, String severity, int index, String message, Map<String, Object> more) {
        Issue(String code, String severity, int index, String message) {
            this(code, severity, index, message, Map.of());
        }
    }

    @Override
    public void writeJson(JsonLine g) {
        g.beginArray();
        for (Issue i : list) {
            g.beginObject().name("code").string(i.code()).name("severity").string(i.severity())
                    .name("index").number(i.index()).name("message").string(i.message());
            for (Map.Entry<String, Object> m : i.more().entrySet()) {
                g.name(m.getKey()).value(m.getValue());
            }
            g.endObject();
        }
        g.endArray();
    }

    @Override
    public String human() {
        if (list.isEmpty()) {
            return "(none)";
        }
        StringBuilder sb = new StringBuilder();
        for (Issue i : list) {
            sb.append(line(i.severity(), i.code(), i.index(), i.message())).append('\n');
        }
        return sb.toString();
    }

    /** {@code SEVERITY CODE at INDEX: MESSAGE}, the message's first line with its controls escaped. */
    static String line(String severity, String code, int index, String message) {
        String q = HumanOutput.quote(HumanLine.firstLine(message));
        return severity + " " + code + " at " + index + ": " + q.substring(1, q.length() - 1);
    }
}
