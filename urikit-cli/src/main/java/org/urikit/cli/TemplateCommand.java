package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.urikit.template.UriTemplate;
import org.urikit.template.UriTemplateException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code urikit template}: expands URI Templates (RFC 6570) with variables given as JSON, or
 * matches a URI against templates.
 *
 * <pre>{@code
 * $ urikit template --json --vars '{"owner":"octo cat","page":2}' '/repos/{owner}/issues{?state,page}'
 * {"template":"/repos/{owner}/issues{?state,page}","result":"/repos/octo%20cat/issues?page=2"}
 * $ urikit template --json --match '/repos/o/issues?state=open' '/repos/{owner}/issues{?state,page}'
 * {"template":"/repos/{owner}/issues{?state,page}","uri":"/repos/o/issues?state=open","matches":true,"variables":{"owner":"o","state":"open"}}
 * }</pre>
 *
 * <p>The JSON fields are the contract in docs/cli.md. An invalid template (or values that cannot
 * be expanded, or a template that cannot be matched) gives the library's code, index and message:
 * {@code "result":null} when expanding, {@code "matches":false,"variables":null} when matching.
 * With no TEMPLATE arguments the templates are read from standard input, one per line.
 */
@Command(name = "template",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Expand URI Templates (RFC 6570) with variables given as a JSON object, or match a URI against them.",
            "With no TEMPLATE arguments, reads standard input, one template per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every template was expanded (or matched the URI)",
            "1:at least one template was invalid (or did not match; all templates are still printed)",
            "2:usage error (also: --vars is not one JSON object, or its file cannot be read)",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class TemplateCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Write one JSON object per template (NDJSON).")
    private boolean json;

    @Option(names = "--strict", description = "With --vars: a variable without a value is an error (UNDEFINED_VARIABLE),"
            + " instead of expanding to nothing.")
    private boolean strict;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions file;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Mode mode;

    /** {@code --vars} or {@code --match}: exactly one. */
    static final class Mode {
        @Option(names = "--vars", paramLabel = "JSON",
                description = "The variables, a JSON object such as '{\"id\":42,\"tags\":[\"a\",\"b\"]}'; @FILE reads it from a file.")
        private String vars;

        @Option(names = "--match", paramLabel = "URI", description = "Match URI against each template and print the variables.")
        private String match;
    }

    @Parameters(paramLabel = "TEMPLATE", arity = "0..*",
            description = "URI Templates (put '--' before one that starts with '-').")
    private List<String> templates = new ArrayList<>();

    @Override
    public Integer call() {
        Streams io = main.streams();
        ItemLoop.HandlerFactory factory;
        String raw;
        if (mode.vars != null) {
            Map<String, Object> vars;
            try {
                vars = JsonVariables.fromArgument(mode.vars);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--vars: " + e.getMessage());
            }
            raw = "result";
            boolean strictly = strict;
            factory = json || items.select(raw) != null
                    ? o -> expandJson(new JsonOutput(o, items.select("result"), false), vars, strictly)
                    : o -> expandHuman(o, vars, strictly);
        } else {
            if (strict) {
                throw new ParameterException(spec.commandLine(), "--strict applies to --vars only");
            }
            raw = "matches";
            factory = json || items.select(raw) != null ? o -> matchJson(new JsonOutput(o, items.select("matches"), false), mode.match)
                    : o -> matchHuman(o, mode.match);
        }
        return ItemLoop.run(Inputs.of(templates, io.in(), file.input), io, Format.of(json, items, raw, false), file.jobs(), factory);
    }

    private static String expand(String template, Map<String, Object> vars, boolean strict) {
        UriTemplate t = UriTemplate.parse(template);
        return strict ? t.expandStrict(vars) : t.expand(vars);
    }

    private static ItemLoop.ItemHandler expandJson(JsonOutput out, Map<String, Object> vars, boolean strict) {
        return template -> {
            JsonGenerator g = out.begin();
            g.writeStringField("template", template);
            try {
                g.writeStringField("result", expand(template, vars, strict));
                out.end();
                return true;
            } catch (UriTemplateException e) {
                g.writeNullField("result");
                writeError(g, e);
                out.end();
                return false;
            }
        };
    }

    private static ItemLoop.ItemHandler expandHuman(PrintStream out, Map<String, Object> vars, boolean strict) {
        return template -> {
            String result;
            boolean ok;
            try {
                result = HumanLine.show(expand(template, vars, strict));
                ok = true;
            } catch (UriTemplateException e) {
                result = human(e);
                ok = false;
            }
            out.print(HumanLine.show(template) + " -> " + result + "\n");
            return ok;
        };
    }

    private static ItemLoop.ItemHandler matchJson(JsonOutput out, String uri) {
        return template -> {
            JsonGenerator g = out.begin();
            g.writeStringField("template", template);
            g.writeStringField("uri", uri);
            Optional<Map<String, Object>> m;
            try {
                m = UriTemplate.parse(template).match(uri);
            } catch (UriTemplateException e) {
                g.writeBooleanField("matches", false);
                g.writeNullField("variables");
                writeError(g, e);
                out.end();
                return false;
            }
            g.writeBooleanField("matches", m.isPresent());
            g.writeFieldName("variables");
            if (m.isPresent()) {
                g.writeStartObject();
                for (Map.Entry<String, Object> v : m.get().entrySet()) {
                    g.writeFieldName(v.getKey());
                    if (v.getValue() instanceof List<?> list) {
                        g.writeStartArray();
                        for (Object s : list) {
                            g.writeString((String) s);
                        }
                        g.writeEndArray();
                    } else {
                        g.writeString((String) v.getValue());
                    }
                }
                g.writeEndObject();
            } else {
                g.writeNull();
            }
            out.end();
            return m.isPresent();
        };
    }

    private static ItemLoop.ItemHandler matchHuman(PrintStream out, String uri) {
        return template -> {
            String result;
            boolean ok = false;
            try {
                Optional<Map<String, Object>> m = UriTemplate.parse(template).match(uri);
                if (m.isEmpty()) {
                    result = "no match";
                } else if (m.get().isEmpty()) {
                    result = "match, no variables";
                    ok = true;
                } else {
                    StringBuilder sb = new StringBuilder();
                    for (Map.Entry<String, Object> v : m.get().entrySet()) {
                        sb.append(sb.length() == 0 ? "" : " ").append(v.getKey()).append('=');
                        if (v.getValue() instanceof List<?> list) {
                            sb.append('[');
                            for (int i = 0; i < list.size(); i++) {
                                sb.append(i == 0 ? "" : ", ").append(HumanLine.show((String) list.get(i)));
                            }
                            sb.append(']');
                        } else {
                            sb.append(HumanLine.show((String) v.getValue()));
                        }
                    }
                    result = sb.toString();
                    ok = true;
                }
            } catch (UriTemplateException e) {
                result = human(e);
            }
            out.print(HumanLine.show(template) + " ~ " + HumanLine.show(uri) + " -> " + result + "\n");
            return ok;
        };
    }

    /** {@code "error":…,"index":…,"message":…}, as every subcommand writes a rejection. */
    private static void writeError(JsonGenerator g, UriTemplateException e) throws IOException {
        g.writeStringField("error", e.error().name());
        g.writeNumberField("index", e.index());
        g.writeStringField("message", e.getMessage());
    }

    /** {@code error in the template: CODE at index N: description} (the caret lines left out). */
    private static String human(UriTemplateException e) {
        return "error in the template: " + HumanLine.firstLine(e.getMessage());
    }
}
