package org.urikit.cli;

import java.util.List;

/**
 * A list of issues, each with a code, a severity, an index and a message: the {@code findings}
 * of {@code check} and the {@code violations} of {@code scheme}. In JSON
 * {@code [{"code":…,"severity":…,"index":n,"message":…}]}; for people one issue per line,
 * {@code deny INTERNAL_HOST at 7: the host '0x7f.1' is internal (loopback)} (the first line of the
 * message, controls escaped), or {@code (none)}.
 *
 * @param list the issues
 */
record Issues(List<Issue> list) implements JsonLine.Json {
    /** One issue. */
    record Issue(String code, String severity, int index, String message) {
    }

    @Override
    public void writeJson(JsonLine g) {
        g.beginArray();
        for (Issue i : list) {
            g.beginObject().name("code").string(i.code()).name("severity").string(i.severity())
                    .name("index").number(i.index()).name("message").string(i.message()).endObject();
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
