package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every input of the WPT URL data ({@code conformance/wpt-url/urltestdata.json}), with its base,
 * through {@code /api/diff} and {@code /api/check}: each is answered with 200 (the page can draw
 * any string), a string without credentials comes back exactly as sent (lone surrogates and
 * controls included), and no password of the data is in an answer.
 */
class PlaygroundWptTest {
    @Test
    void everyInputIsAnsweredAndNoPasswordEchoed() throws IOException {
        List<Map<String, Object>> cases = WhatwgCommandTest.wptCases("wpt-url/urltestdata.json");
        int answered = 0;
        int withPassword = 0;
        try (PlaygroundClient client = new PlaygroundClient()) {
            for (int i = 0; i < cases.size(); i++) {
                Map<String, Object> c = cases.get(i);
                String input = (String) c.get("input");
                String base = (String) c.get("base");
                String body = request(input, base);
                List<String> passwords = passwords((String) c.get("password"));
                if (!passwords.isEmpty()) {
                    withPassword++;
                }
                for (String call : List.of("diff", "check")) {
                    PlaygroundClient.Answer a = client.post(call, body);
                    String id = "urltestdata-" + i + " /api/" + call + " " + body;
                    assertEquals(200, a.status(), id + ": " + a.body());
                    Object json = a.json();
                    if (input.indexOf('@') < 0) {
                        assertEquals(input, PlaygroundApiTest.at(json, "input"), id);
                    }
                    for (String s : PlaygroundApiTest.strings(json, new ArrayList<>())) {
                        for (String p : passwords) {
                            assertFalse(s.contains(":" + p + "@"), id + ": the password " + p + " in " + s);
                        }
                    }
                    answered++;
                }
            }
        }
        assertEquals(2 * cases.size(), answered);
        assertTrue(cases.size() >= 800 && withPassword >= 20, cases.size() + " cases, " + withPassword + " with a password");
        System.out.println("urikit serve: " + cases.size() + " inputs of urltestdata.json through /api/diff and /api/check: "
                + answered + " answers, all 200; " + withPassword + " with a password, none echoed");
    }

    /** {@code {"input":…,"base":…}} as JSON (every character escaped as JSON needs). */
    private static String request(String input, String base) throws IOException {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartObject();
            g.writeStringField("input", input);
            if (base != null) {
                g.writeStringField("base", base);
            }
            g.writeEndObject();
        }
        return w.toString();
    }

    /** The data's password (serialized, percent-encoded) and as typed (its escapes decoded), when not empty. */
    private static List<String> passwords(String serialized) {
        if (serialized == null || serialized.isEmpty()) {
            return List.of();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < serialized.length(); i++) {
            char c = serialized.charAt(i);
            if (c == '%' && i + 2 < serialized.length() && Character.digit(serialized.charAt(i + 1), 16) >= 0
                    && Character.digit(serialized.charAt(i + 2), 16) >= 0) {
                bytes.write(Integer.parseInt(serialized.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return List.of(serialized, bytes.toString(StandardCharsets.UTF_8));
    }
}
