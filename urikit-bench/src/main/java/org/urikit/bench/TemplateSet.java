package org.urikit.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The REST templates of {@link TemplateBenchmark}: twenty endpoints in the style of the GitHub
 * REST API and of OpenAPI descriptions (the Petstore example, a Google-style custom method), each
 * written the way a user of each library writes it, with realistic values.
 *
 * <p>urikit takes RFC 6570 templates, so optional query parameters are a {@code {?a,b}}
 * expression and a file path is an exploded list {@code {/path*}}; Spring's templates only have
 * {@code {name}}, so the query is written out ({@code ?a={a}&b={b}}) and the path is one value
 * with its slashes ({@code {path:.+}}, since Spring's matcher stops a value at {@code '/'}). Every variable has a value, so the two write the same URI except where
 * their encodings differ: RFC 6570 {@code {var}} encodes every character that is not
 * {@code unreserved} (RFC 6570 §3.2.2), Spring encodes only what the URI component cannot hold
 * (so {@code ':'} stays in a query value: 2 of the 20). The benchmark's set-up prints how many
 * expansions are equal.
 */
final class TemplateSet {
    /** One endpoint: its urikit template, its Spring template, and the values for each. */
    record Endpoint(String urikit, String spring, Map<String, Object> urikitValues, Map<String, Object> springValues) {
    }

    static final List<Endpoint> ENDPOINTS = List.of(
            same("/repos/{owner}/{repo}",
                    "owner", "octocat", "repo", "hello-world"),
            same("/repos/{owner}/{repo}/issues/{issue_number}",
                    "owner", "octocat", "repo", "hello-world", "issue_number", 1347),
            query("/repos/{owner}/{repo}/issues/{issue_number}/comments", "{?since,per_page,page}",
                    "owner", "octocat", "repo", "hello-world", "issue_number", 1347,
                    "since", "2024-01-01T00:00:00Z", "per_page", 50, "page", 2),
            query("/repos/{owner}/{repo}/pulls", "{?state,head,base,sort,direction}",
                    "owner", "octocat", "repo", "hello-world", "state", "open", "head", "octocat-new-topic",
                    "base", "main", "sort", "updated", "direction", "desc"),
            new Endpoint("/repos/{owner}/{repo}/contents{/path*}{?ref}", "/repos/{owner}/{repo}/contents/{path:.+}?ref={ref}",
                    values("owner", "octocat", "repo", "hello-world", "path", List.of("docs", "guide", "getting-started.md"),
                            "ref", "main"),
                    values("owner", "octocat", "repo", "hello-world", "path", "docs/guide/getting-started.md", "ref", "main")),
            same("/repos/{owner}/{repo}/git/refs/heads/{branch}",
                    "owner", "octocat", "repo", "hello-world", "branch", "release-2.4"),
            same("/repos/{owner}/{repo}/commits/{sha}",
                    "owner", "octocat", "repo", "hello-world", "sha", "6dcb09b5b57875f334f61aebed695e2e4193db5e"),
            query("/users/{username}/repos", "{?type,sort,per_page}",
                    "username", "octocat", "type", "owner", "sort", "pushed", "per_page", 100),
            same("/orgs/{org}/members/{username}",
                    "org", "github", "username", "octocat"),
            query("/search/repositories", "{?q,sort,order}",
                    "q", "tetris language:assembly", "sort", "stars", "order", "desc"),
            same("/repos/{owner}/{repo}/releases/tags/{tag}",
                    "owner", "octocat", "repo", "hello-world", "tag", "v1.0.0"),
            same("/gists/{gist_id}/comments/{comment_id}",
                    "gist_id", "aa5a315d61ae9438b18d", "comment_id", 1),
            query("/repos/{owner}/{repo}/actions/runs/{run_id}/jobs", "{?filter,per_page,page}",
                    "owner", "octocat", "repo", "hello-world", "run_id", 30433642L, "filter", "latest", "per_page", 30,
                    "page", 1),
            same("/repos/{owner}/{repo}/compare/{basehead}",
                    "owner", "octocat", "repo", "hello-world", "basehead", "main...octocat-patch-1"),
            same("https://api.example.com/v1/stores/{storeId}/orders/{orderId}",
                    "storeId", "berlin-mitte", "orderId", "ord_8f14e45f"),
            same("/pet/{petId}",
                    "petId", 10),
            query("/pet/findByStatus", "{?status}",
                    "status", "available"),
            same("/user/{username}",
                    "username", "theUser"),
            query("/v1/projects/{projectId}/locations/{location}/datasets/{datasetId}:search", "{?pageSize,pageToken}",
                    "projectId", "my-project-123", "location", "europe-west4", "datasetId", "sales_2024",
                    "pageSize", 25, "pageToken", "CiAKGjBpNDd2Nmp2Zml2cXRwYjBpOXA"),
            same("/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
                    "owner", "octocat", "repo", "hello-world", "issue_number", 1347, "name", "good first issue"));

    private TemplateSet() {
    }

    /** An endpoint written the same way for both libraries (only {@code {name}} expressions). */
    private static Endpoint same(String template, Object... nameValues) {
        Map<String, Object> v = values(nameValues);
        return new Endpoint(template, template, v, v);
    }

    /**
     * An endpoint with a query: {@code path + rfc6570Query} for urikit, and for Spring the path
     * and the query's names written out as {@code ?a={a}&b={b}}.
     */
    private static Endpoint query(String path, String rfc6570Query, Object... nameValues) {
        String[] names = rfc6570Query.substring(2, rfc6570Query.length() - 1).split(",");
        StringBuilder spring = new StringBuilder(path);
        for (int i = 0; i < names.length; i++) {
            spring.append(i == 0 ? '?' : '&').append(names[i]).append("={").append(names[i]).append('}');
        }
        Map<String, Object> v = values(nameValues);
        return new Endpoint(path + rfc6570Query, spring.toString(), v, v);
    }

    private static Map<String, Object> values(Object... nameValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            m.put((String) nameValues[i], nameValues[i + 1]);
        }
        return m;
    }
}
