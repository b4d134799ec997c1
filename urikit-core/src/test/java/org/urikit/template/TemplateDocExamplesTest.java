package org.urikit.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.urikit.Uri;
import org.urikit.error.SyntaxError;
import org.urikit.error.UriSyntaxException;

/**
 * The examples of the javadoc of {@code org.urikit.template}, one test per type, and of its
 * section of README.md, so that the documentation cannot drift from the code. When you change an
 * example in javadoc or README, change it here.
 */
class TemplateDocExamplesTest {

    private static void fails(TemplateError error, int index, Runnable r) {
        UriTemplateException e = assertThrows(UriTemplateException.class, r::run);
        assertEquals(error, e.error(), e.getMessage());
        assertEquals(index, e.index(), e.getMessage());
    }

    @Test
    void uriTemplate() {
        UriTemplate t = UriTemplate.parse("/repos/{owner}/{repo}/issues{?state,page}");
        assertEquals(List.of("owner", "repo", "state", "page"), t.variables());
        assertEquals("/repos/octo%20cat/hello/issues?page=2", t.expand(Map.of("owner", "octo cat", "repo", "hello", "page", 2)));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("owner", "octo cat");
        m.put("repo", "hello");
        m.put("state", "open");
        assertEquals(m, t.match("/repos/octo%20cat/hello/issues?state=open"));
        assertEquals("/repos/o/r/issues{?state,page}", t.expandPartial(Map.of("owner", "o", "repo", "r")).text());
        fails(TemplateError.PREFIX_INVALID, 5, () -> UriTemplate.parse("{var:0}"));
    }

    @Test
    void readme() {
        UriTemplate t = UriTemplate.parse("/repos/{owner}/{repo}/issues{?state,page}");
        assertEquals("/repos/octo%20cat/hello/issues?page=2", t.expand(Map.of("owner", "octo cat", "repo", "hello", "page", 2)));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("owner", "o");
        m.put("repo", "r");
        m.put("state", "open");
        assertEquals(m, t.match("/repos/o/r/issues?state=open"));
        assertEquals("{owner=o, repo=r, state=open}", t.match("/repos/o/r/issues?state=open").toString());
        assertEquals("/files/a/b%20c", UriTemplate.parse("/files{/path*}").expand(Map.of("path", List.of("a", "b c"))));
        assertFalse(UriTemplate.parse("{+base}/{id}").isMatchable());
        fails(TemplateError.EXPRESSION_UNCLOSED, 7, () -> UriTemplate.parse("/users/{id"));
    }

    @Test
    void parse() {
        assertEquals("http://example.com/~{username}/", UriTemplate.parse("http://example.com/~{username}/").toString());
        fails(TemplateError.EXPRESSION_UNCLOSED, 0, () -> UriTemplate.parse("{/id*"));
        fails(TemplateError.CLOSE_BRACE_UNMATCHED, 4, () -> UriTemplate.parse("/id*}"));
        fails(TemplateError.OPERATOR_INVALID, 1, () -> UriTemplate.parse("{!hello}"));
        fails(TemplateError.MODIFIER_INVALID, 8, () -> UriTemplate.parse("{hello:2*}"));
    }

    @Test
    void expand() {
        assertEquals("?x=1024&y=768&empty=", UriTemplate.parse("{?x,y,empty}").expand(Map.of("x", 1024, "y", 768, "empty", "")));
        assertEquals("/red/green", UriTemplate.parse("{/list*}").expand(Map.of("list", List.of("red", "green"))));
        assertEquals("/foo/b/here", UriTemplate.parse("{+path:6}/here").expand(Map.of("path", "/foo/bar")));
        fails(TemplateError.PREFIX_ON_COMPOSITE, 1, () -> UriTemplate.parse("{keys:1}").expand(Map.of("keys", Map.of("a", "b"))));
    }

    @Test
    void expandStrict() {
        UriTemplate t = UriTemplate.parse("/users/{id}/posts{?page}");
        assertEquals("/users//posts?page=2", t.expand(Map.of("page", 2)));
        fails(TemplateError.VARIABLE_UNDEFINED, 8, () -> t.expandStrict(Map.of("page", 2)));
        assertEquals("/users/7/posts?page=2", t.expandStrict(Map.of("id", 7, "page", 2)));
    }

    @Test
    void expandToUri() {
        assertEquals("/a/b%20c", UriTemplate.parse("http://h/{+p}").expandToUri(Map.of("p", "a/b c")).path());
        UriSyntaxException e = assertThrows(UriSyntaxException.class,
                () -> UriTemplate.parse("http://h/{+p}").expandToUri(Map.of("p", "[x]")));
        assertEquals(SyntaxError.PATH_CHAR_INVALID, e.error());
        assertEquals(9, e.index());
        assertEquals("http://h/[x]", e.input());
    }

    @Test
    void expandPartial() {
        assertEquals("/orders/7{?page,size}", UriTemplate.parse("/orders/{id}{?page,size}").expandPartial(Map.of("id", 7)).text());
        assertEquals("?a=1{&b}", UriTemplate.parse("{?a,b}").expandPartial(Map.of("a", 1)).text());
        assertEquals("{x,y}", UriTemplate.parse("{x,y}").expandPartial(Map.of("x", 1)).text());
    }

    @Test
    void variables() {
        assertEquals(List.of("a", "b", "c"), UriTemplate.parse("{/a,b}{?b,c}").variables());
    }

    @Test
    void matchability() {
        assertTrue(UriTemplate.parse("/users/{id}{?fields}").isMatchable());
        assertFalse(UriTemplate.parse("{a}{b}").isMatchable());
        assertFalse(UriTemplate.parse("{var:3}").isMatchable());
        assertEquals("the value of 'base' in {+base} may contain '/', which may also come right after it",
                UriTemplate.parse("{+base}/{id}").unmatchableReason());
        assertNull(UriTemplate.parse("/users/{id}").unmatchableReason());
    }

    @Test
    void match() {
        UriTemplate t = UriTemplate.parse("/files{/path*}{?v}");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", List.of("a", "b c"));
        m.put("v", "2");
        assertEquals(m, t.match("/files/a/b%20c?v=2"));
        assertNull(t.match("/file"));
        assertEquals("/files/x", t.expand(t.match("/files/x")));
        assertEquals(Map.of("id", "42"), UriTemplate.parse("http://h/users/{id}").match(Uri.parse("http://h/users/42")));
    }

    @Test
    void packageInfo() {
        UriTemplate t = UriTemplate.parse("https://api.example.com/repos/{owner}/{repo}/contents{/path*}{?ref}");
        assertEquals("https://api.example.com/repos/o/r/contents/docs/a%20b.md",
                t.expand(Map.of("owner", "o", "repo", "r", "path", List.of("docs", "a b.md"))));
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("owner", "o");
        m.put("repo", "r");
        m.put("path", List.of("x"));
        m.put("ref", "main");
        assertEquals(m, t.match("https://api.example.com/repos/o/r/contents/x?ref=main"));
    }

    @Test
    void templateError() {
        fails(TemplateError.VARIABLE_NAME_INVALID, 12, () -> UriTemplate.parse("/users/{user id}"));
    }

    @Test
    void uriTemplateException() {
        UriTemplateException e = assertThrows(UriTemplateException.class, () -> UriTemplate.parse("{var:0}"));
        assertEquals(TemplateError.PREFIX_INVALID, e.error());
        assertEquals(5, e.index());
        assertEquals("PREFIX_INVALID at index 5: a prefix modifier is ':' followed by a length from 1 to 9999, found '0'\n"
                + "  {var:0}\n"
                + "       ^", e.getMessage());
        assertEquals(null, e.detail());
    }

    @Test
    void equalityIsOnTheText() {
        assertEquals(UriTemplate.parse("{a}"), UriTemplate.parse("{a}"));
        assertEquals(UriTemplate.parse("{a}").hashCode(), UriTemplate.parse("{a}").hashCode());
        assertFalse(UriTemplate.parse("{a}").equals(UriTemplate.parse("{+a}")));
    }
}
