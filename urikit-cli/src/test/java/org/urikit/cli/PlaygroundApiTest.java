package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.cli.serve.PlaygroundServer;
import org.urikit.testing.Json;
import org.urikit.testing.TestData;

/**
 * {@code urikit serve} over plain HTTP, no browser: the calls of {@code testdata/serve/api.tsv},
 * the page's files and headers, and the bounds on every request (413 and 414 before the excess
 * is read, also without a {@code Content-Length} or with one that lies).
 */
class PlaygroundApiTest {
    private static PlaygroundClient client;

    @BeforeAll
    static void start() throws IOException {
        client = new PlaygroundClient();
    }

    @AfterAll
    static void stop() {
        client.close();
    }

    static Stream<Arguments> cases() {
        return TestData.arguments("serve/api.tsv").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void call(TestData.Row row) {
        PlaygroundClient.Answer a = client.post(row.get("call"), row.raw("request"));
        assertEquals(Integer.parseInt(row.get("status")), a.status(), row.id() + ": " + a.body());
        assertEquals("application/json", a.header("Content-Type"));
        Object answer = a.json();
        @SuppressWarnings("unchecked")
        Map<String, Object> expect = (Map<String, Object>) Json.parse(row.raw("expect"));
        for (Map.Entry<String, Object> e : expect.entrySet()) {
            assertEquals(e.getValue(), at(answer, e.getKey()), row.id() + ": " + e.getKey() + " in " + a.body());
        }
        if (row.raw("never") != null) {
            for (String never : row.raw("never").split(" \\| ")) {
                for (String s : strings(answer, new ArrayList<>())) {
                    assertFalse(s.contains(never), row.id() + ": '" + never + "' in " + s);
                }
            }
        }
    }

    /** The value at {@code path} (names and array indexes joined by '.'), or fails when there is none. */
    static Object at(Object json, String path) {
        Object v = json;
        for (String step : path.split("\\.")) {
            if (v instanceof Map<?, ?> m && m.containsKey(step)) {
                v = m.get(step);
            } else if (v instanceof List<?> l && step.chars().allMatch(Character::isDigit) && Integer.parseInt(step) < l.size()) {
                v = l.get(Integer.parseInt(step));
            } else {
                fail("no " + path + " in " + json);
            }
        }
        return v;
    }

    /** Every string value of a JSON value (the names are the API's own). */
    static List<String> strings(Object json, List<String> into) {
        if (json instanceof String s) {
            into.add(s);
        } else if (json instanceof Map<?, ?> m) {
            for (Object v : m.values()) {
                strings(v, into);
            }
        } else if (json instanceof List<?> l) {
            for (Object o : l) {
                strings(o, into);
            }
        }
        return into;
    }

    /** The example of docs/cli.md ({@code urikit serve}): the answer of /api/diff for its input, field for field. */
    @Test
    void theContractExample() throws IOException {
        String md = Files.readString(TestData.repositoryFile("docs/cli.md"), StandardCharsets.UTF_8);
        int section = md.indexOf("### `urikit serve");
        assertTrue(section >= 0, "docs/cli.md has a section for urikit serve");
        int start = md.indexOf("\n{\"input\":", section) + 1;
        String example = md.substring(start, md.indexOf("\n```", start));
        Object expected = Json.parse(example);
        String input = (String) at(expected, "input");
        assertEquals(expected, client.post("diff", "{\"input\":" + Json.quote(input) + "}").json());
    }

    @Test
    void pageFilesAreServedAsWrittenUnderTheirPolicy() throws IOException {
        String[][] files = {{"/", "index.html", "text/html; charset=utf-8"},
            {"/playground.js", "playground.js", "text/javascript; charset=utf-8"},
            {"/playground.css", "playground.css", "text/css; charset=utf-8"}};
        for (String[] f : files) {
            PlaygroundClient.Answer a = client.get(f[0]);
            assertEquals(200, a.status(), f[0]);
            assertEquals(f[2], a.header("Content-Type"), f[0]);
            assertEquals("default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
                    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'", a.header("Content-Security-Policy"), f[0]);
            assertEquals("nosniff", a.header("X-Content-Type-Options"));
            assertEquals("no-referrer", a.header("Referrer-Policy"));
            // Byte for byte the source file: the build copies the page unfiltered.
            byte[] source = Files.readAllBytes(TestData.repositoryFile("urikit-cli/src/main/resources/org/urikit/cli/serve/" + f[1]));
            assertArrayEquals(source, a.body().getBytes(StandardCharsets.UTF_8), f[0]);
        }
        String page = client.get("/").body();
        // Self-contained: nothing is loaded from elsewhere, nothing inline that the policy would block.
        java.util.regex.Matcher link = java.util.regex.Pattern.compile("(src|href)=\"([^\"]*)\"").matcher(page);
        int links = 0;
        while (link.find()) {
            String to = link.group(2);
            assertTrue(to.startsWith("/") && !to.startsWith("//") || to.startsWith("#") || to.equals("data:,"), "a link out: " + to);
            links++;
        }
        assertEquals(5, links, "the style, the script, the icon, the permalink and the list of calls");
        assertFalse(page.contains("<script>") || page.contains("<style") || page.contains("style=")
                || java.util.regex.Pattern.compile("\\son[a-z]+=").matcher(page).find(), "inline script or style");
        assertEquals(200, client.get("/index.html").status());
        assertEquals(404, client.get("/nope").status());
        assertEquals("GET, HEAD", client.method("POST", "/").header("Allow"));
        assertEquals(405, client.method("POST", "/").status());
        PlaygroundClient.Answer head = client.method("HEAD", "/playground.css");
        assertEquals(200, head.status());
        assertEquals("", head.body());
    }

    /**
     * {@code /api/idna} and {@code /api/check} answer what {@code urikit idna --json} and
     * {@code urikit check --json} write for the same input, from the commands' own tables: idna byte
     * for byte, check with the two fields the page needs besides ({@code caret} and {@code section}
     * of each finding); {@code addresses} only when resolving was asked for.
     */
    @Test
    void idnaAndCheckAnswerAsTheirCommands() {
        for (String domain : new String[] {"B\u00fccher.example", "a b", "xn--a.example", "http://u:secret@h/", "\ud800.example"}) {
            for (boolean toUnicode : new boolean[] {false, true}) {
                for (boolean show : new boolean[] {false, true}) {
                    List<String> args = new ArrayList<>(List.of("idna", "--json"));
                    if (toUnicode) {
                        args.add("--to-unicode");
                    }
                    if (show) {
                        args.add("--show-passwords");
                    }
                    args.add("--");
                    args.add(domain);
                    MainTest.Run cli = MainTest.run("", args.toArray(new String[0]));
                    String body = client.post("idna", "{\"input\":" + Json.quote(domain) + ",\"toUnicode\":" + toUnicode
                            + ",\"showPasswords\":" + show + "}").body();
                    assertEquals(cli.out(), body + "\n", domain);
                }
            }
        }
        for (String input : new String[] {"http://0x7f.1/", "https://u:secret@0x7f.1/", "javascript:alert(1)", "http://8.8.8.8/"}) {
            for (boolean resolve : new boolean[] {false, true}) {
                MainTest.Run cli = resolve ? MainTest.run("", "check", "--json", "--resolve", input) : MainTest.run("", "check", "--json", input);
                @SuppressWarnings("unchecked")
                Map<String, Object> api = (Map<String, Object>) client.post("check", "{\"input\":" + Json.quote(input)
                        + ",\"resolve\":" + resolve + "}").json();
                assertEquals(resolve, api.containsKey("addresses"), input);
                for (Object f : (List<?>) api.get("findings")) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> finding = (Map<String, Object>) f;
                    assertTrue(finding.containsKey("caret") && finding.remove("section") instanceof String, input + ": " + finding);
                    finding.remove("caret");
                }
                assertEquals(Json.parse(cli.out()), api, input);
            }
        }
    }

    @Test
    void callsAnswerGetWithAFormEncodedQuery() {
        PlaygroundClient.Answer a = client.get("/api/diff?input=http%3A%2F%2F0x7f.1%2F");
        assertEquals(200, a.status());
        assertEquals("127.0.0.1", at(a.json(), "whatwg.host.text"));
        PlaygroundClient.Answer t = client.get("/api/template?template=%2Fusers%2F%7Bid%7D&vars=%7B%22id%22%3A42%7D");
        assertEquals("/users/42", at(t.json(), "result"), t.body());
        assertEquals(400, client.get("/api/diff?input=a&input=b").status());
        assertEquals(List.of("/api/parse", "/api/whatwg", "/api/diff", "/api/check", "/api/resolve", "/api/normalize",
                "/api/idna", "/api/template"), at(client.get("/api/").json(), "calls"));
        assertEquals(405, client.method("PUT", "/api/diff").status());
    }

    @Test
    void aBodyOverTheBoundIsRefusedBeforeItIsRead() throws IOException {
        // Content-Length over the bound: 413 at once, without waiting for a byte of the body.
        String r = client.raw("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 100000000", new byte[0]);
        assertStatus(413, r);
        assertTrue(r.contains("\"error\":\"too-large\"") && r.contains("65536 bytes"), r);
        // No Content-Length (chunked): 413 once the first byte past the bound arrives.
        int n = PlaygroundServer.MAX_BODY + 1;
        byte[] chunk = new byte[n];
        Arrays.fill(chunk, (byte) ' ');
        r = client.raw("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked",
                concat(concat(ascii(Integer.toHexString(n) + "\r\n"), chunk), ascii("\r\n")));
        assertStatus(413, r);
        // Exactly the bound, chunked: read and answered (a JSON object padded with blanks).
        byte[] json = "{\"input\":\"http://0x7f.1/\"}".getBytes(StandardCharsets.UTF_8);
        byte[] full = new byte[PlaygroundServer.MAX_BODY];
        Arrays.fill(full, (byte) ' ');
        System.arraycopy(json, 0, full, 0, json.length);
        r = client.raw("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nTransfer-Encoding: chunked",
                concat(concat(ascii(Integer.toHexString(full.length) + "\r\n"), full), ascii("\r\n0\r\n\r\n")));
        assertStatus(200, r);
        assertTrue(r.contains("\"agree\":false"), r);
    }

    @Test
    void aLyingContentLengthIsTheBoundOfWhatIsRead() throws IOException {
        // Content-Length says 10, more follows: the 10 bytes are the body ({"input": is no JSON
        // object), the rest is never read as this request's body.
        String r = client.raw("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10",
                "{\"input\":\"http://0x7f.1/\"}".getBytes(StandardCharsets.UTF_8));
        assertStatus(400, r);
        assertTrue(r.contains("the body must be one JSON object"), r);
        assertTrue(r.contains("Connection: close") || r.contains("Connection: Close") || r.toLowerCase(java.util.Locale.ROOT)
                .contains("connection: close"), r);
    }

    @Test
    void aConnectionServesOneRequestAfterAnother() throws IOException {
        // Three requests on one connection (HTTP/1.1 persistence, RFC 9112 §9.3), the last closing it.
        String json = "{\"input\":\"http://0x7f.1/\"}";
        String r = client.raw("GET /api/ HTTP/1.1\r\nHost: 127.0.0.1", ascii("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Length: " + json.length() + "\r\n\r\n" + json
                + "GET /playground.css HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
        assertStatus(200, r);
        assertEquals(3, r.split("HTTP/1.1 200 OK", -1).length - 1, r);
        assertTrue(r.contains("\"agree\":false") && r.contains("/api/template") && r.contains(".caret"), r);
    }

    @Test
    void aLongRequestTargetIsRefused() throws IOException {
        String input = "x".repeat(PlaygroundServer.MAX_TARGET);
        assertEquals(414, client.get("/api/diff?input=" + input).status());
        assertEquals(414, client.get("/" + input).status());
        assertEquals(200, client.get("/api/diff?input=" + input.substring(0, PlaygroundServer.MAX_TARGET - "/api/diff?input=".length()))
                .status());
    }

    @Test
    void requestsForAnotherHostAreRefused() throws IOException {
        String r = client.raw("GET / HTTP/1.1\r\nHost: evil.example:" + client.port() + "\r\nConnection: close", new byte[0]);
        assertStatus(403, r);
        for (String host : List.of("localhost", "LOCALHOST:1", "127.0.0.1", "127.1.2.3:8080", "[::1]:80")) {
            assertStatus(200, client.raw("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close", new byte[0]));
        }
        for (String host : List.of("localhost.evil.example", "127.0.0.1.evil.example", "u@localhost", "[::2]", "0x7f.1")) {
            assertStatus(403, client.raw("GET / HTTP/1.1\r\nHost: " + host + "\r\nConnection: close", new byte[0]));
        }
    }

    @Test
    void aBodyThatIsNotUtf8IsABadRequest() throws IOException {
        byte[] body = {'{', '"', 'i', 'n', 'p', 'u', 't', '"', ':', '"', (byte) 0xC3, '"', '}'};
        String r = client.raw("POST /api/diff HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + body.length, body);
        assertStatus(400, r);
        assertTrue(r.contains("the body is not UTF-8"), r);
    }

    private static void assertStatus(int status, String raw) {
        assertTrue(raw.startsWith("HTTP/1.1 " + status + " "), raw.length() > 400 ? raw.substring(0, 400) : raw);
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
