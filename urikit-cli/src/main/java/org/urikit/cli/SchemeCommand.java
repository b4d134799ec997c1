package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.scheme.RetrievalPlan;
import org.urikit.scheme.SchemeRegistry;
import org.urikit.scheme.SchemeReport;
import org.urikit.scheme.ValidationPolicy;
import org.urikit.scheme.Violation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code urikit scheme}: what each URI means under its scheme: whether a
 * handler knows the scheme, the violations of the scheme's rules, the scheme's parts decoded,
 * and the plan for retrieving the object, computed without any network I/O.
 *
 * <pre>{@code
 * $ urikit scheme 'ftp://h/a/b;type=i' 'http://h:x/'
 * ftp://h/a/b;type=i -> ftp valid: host h, port 21, directories [a], name b, type i; plan ftp h:21: USER anonymous | PASS <mail-address> | CWD a | TYPE I | RETR b
 * http://h:x/ -> invalid: INVALID_PORT at index 9: the port must be decimal digits, found 'x'
 * $ urikit scheme --json 'ftp://h/a/b;type=i'
 * {"input":"ftp://h/a/b;type=i","scheme":"ftp","known":true,"valid":true,
 *  "fields":{"user":null,"password":null,"host":"h","port":21,"directories":["a"],"name":"b","type":"i"},
 *  "violations":[],
 *  "plan":{"protocol":"ftp","host":"h","port":21,"steps":["USER anonymous","PASS <mail-address>","CWD a","TYPE I","RETR b"]}}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md: {@code known} is
 * false without a handler (then {@code fields} and {@code plan} are null), {@code valid} is false
 * when the generic parse fails (with {@code error}, {@code index} and {@code message} as for
 * {@code parse}) or a violation is an error, {@code plan} is null when the scheme has no
 * retrieval or refuses this URI. Everything comes from
 * {@link SchemeRegistry#inspect(Uri, ValidationPolicy)} with the default registry. A non-empty
 * password is {@code ****} in {@code input}, the {@code password} field, the parse error's
 * message and the plan's secret steps unless {@code --show-passwords} ({@link PasswordMask}).
 *
 * <p>For people, one line per input: the scheme and the verdict, the fields present, each
 * violation and the plan's steps; with {@code --explain}, a block per input (one row per field,
 * violation and plan step). {@code --field} and {@code -r} (the {@code valid} field) print fields
 * of the JSON object, as in every item command.
 */
@Command(name = "scheme",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Check URIs against their scheme's rules, show the scheme's parts decoded and how the object "
                + "would be retrieved (no network I/O).",
            "With no URI arguments, reads standard input, one URI per line; '-' also means standard input."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every input was valid for its scheme (an unknown scheme is not an error)",
            "1:at least one input was invalid (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class SchemeCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Mixin
    private ProfileOption profile;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions batch;

    @Option(names = "--json", description = "Write one JSON object per input line (NDJSON).")
    private boolean json;

    @Option(names = "--explain", description = "For people: a block per input, one row per field, violation and plan step.")
    private boolean explain;

    @Option(names = "--anonymous-password", paramLabel = "ADDRESS",
            description = "The e-mail address an anonymous FTP login sends (default: the placeholder <mail-address>).")
    private String anonymousPassword;

    @Option(names = "--reserved-ports", paramLabel = "FROM-TO|none",
            description = "Ports a plan refuses unless they are the scheme's default (default: 0-1023).")
    private String reservedPorts;

    @Option(names = "--show-passwords",
            description = "Show a password of the URL in the echoed input, fields and plan steps (default: masked as ****).")
    private boolean showPasswords;

    @Parameters(paramLabel = "URI", arity = "0..*",
            description = "URIs to inspect (put '--' before one that starts with '-'; '-' reads standard input).")
    private List<String> uris = new ArrayList<>();

    @Override
    public Integer call() {
        ValidationPolicy policy = policy();
        Streams io = main.streams();
        SchemeRegistry registry = SchemeRegistry.defaults();
        // Passwords are masked by structure (PasswordMask), not in the text: the JSON writer does not mask.
        Format format = Format.of(json, items, "valid", showPasswords);
        List<String> select = items.select("valid");
        return ItemLoop.run(Inputs.of(uris, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = new JsonOutput(out, select, false);
                return item -> writeJson(j, item, Uri.tryParse(item, profile.profile()), registry, policy, showPasswords);
            }
            if (explain) {
                HumanOutput h = new HumanOutput(out);
                return item -> writeHuman(h, item, Uri.tryParse(item, profile.profile()), registry, policy, showPasswords);
            }
            return item -> writeLine(out, item, Uri.tryParse(item, profile.profile()), registry, policy, showPasswords);
        });
    }

    private ValidationPolicy policy() {
        ValidationPolicy p = ValidationPolicy.defaults();
        try {
            if (anonymousPassword != null) {
                p = p.withAnonymousPassword(anonymousPassword);
            }
            if (reservedPorts != null) {
                if (reservedPorts.equals("none")) {
                    p = p.withoutReservedPorts();
                } else {
                    int dash = reservedPorts.indexOf('-');
                    if (dash <= 0) {
                        throw new IllegalArgumentException("expected FROM-TO or none, found '" + reservedPorts + "'");
                    }
                    p = p.withReservedPorts(Integer.parseInt(reservedPorts.substring(0, dash)),
                            Integer.parseInt(reservedPorts.substring(dash + 1)));
                }
            }
        } catch (IllegalArgumentException e) {   // NumberFormatException included
            throw new ParameterException(spec.commandLine(), "invalid option value: " + Main.oneLine(e.getMessage()));
        }
        return p;
    }

    /** One NDJSON line for {@code input}; returns whether it was valid. */
    private static boolean writeJson(JsonOutput out, String input, ParseResult result, SchemeRegistry registry,
            ValidationPolicy policy, boolean showPasswords) throws IOException {
        JsonGenerator g = out.begin();
        g.writeStringField("input", PasswordMask.input(input, showPasswords));
        boolean valid;
        if (result instanceof ParseResult.Success s) {
            SchemeReport r = registry.inspect(s.uri(), policy);
            valid = r.isValid();
            g.writeStringField("scheme", r.scheme());
            g.writeBooleanField("known", r.isKnown());
            g.writeBooleanField("valid", valid);
            g.writeFieldName("fields");
            writeValue(g, r.view().isPresent() ? PasswordMask.fields(r.view().get().fields(), showPasswords) : null);
            g.writeArrayFieldStart("violations");
            for (Violation v : r.violations()) {
                g.writeStartObject();
                g.writeStringField("code", v.code());
                g.writeStringField("severity", v.severity().cliName());
                g.writeNumberField("index", v.index());
                g.writeStringField("message", v.message());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeFieldName("plan");
            if (r.plan().isPresent()) {
                RetrievalPlan p = r.plan().get();
                g.writeStartObject();
                g.writeStringField("protocol", p.protocol());
                g.writeStringField("host", p.host());
                g.writeNumberField("port", p.port());
                g.writeFieldName("steps");
                writeValue(g, PasswordMask.steps(p, showPasswords));
                g.writeEndObject();
            } else {
                g.writeNull();
            }
        } else {
            ParseResult.Failure f = (ParseResult.Failure) result;
            valid = false;
            g.writeNullField("scheme");
            g.writeBooleanField("known", false);
            g.writeBooleanField("valid", false);
            g.writeStringField("error", f.error().name());
            g.writeNumberField("index", f.index());
            g.writeStringField("message", f.message());
            g.writeNullField("fields");
            g.writeArrayFieldStart("violations");
            g.writeEndArray();
            g.writeNullField("plan");
        }
        out.end();
        return valid;
    }

    /** A field value of a scheme view: null, string, number, boolean, list or map (see SchemeView.fields). */
    private static void writeValue(JsonGenerator g, Object value) throws IOException {
        if (value == null) {
            g.writeNull();
        } else if (value instanceof String s) {
            g.writeString(s);
        } else if (value instanceof Integer i) {
            g.writeNumber(i);
        } else if (value instanceof Long l) {
            g.writeNumber(l);
        } else if (value instanceof Boolean b) {
            g.writeBoolean(b);
        } else if (value instanceof List<?> list) {
            g.writeStartArray();
            for (Object o : list) {
                writeValue(g, o);
            }
            g.writeEndArray();
        } else if (value instanceof Map<?, ?> map) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                writeValue(g, e.getValue());
            }
            g.writeEndObject();
        } else {
            g.writeString(value.toString());
        }
    }

    /**
     * One line for {@code input}: {@code INPUT -> SCHEME valid|invalid[ (no handler)]: FIELDS;
     * VIOLATION; …; plan PROTOCOL HOST:PORT: STEP | STEP | …}, each part only when there is one;
     * returns whether it was valid.
     */
    private static boolean writeLine(PrintStream out, String input, ParseResult result, SchemeRegistry registry,
            ValidationPolicy policy, boolean showPasswords) {
        StringBuilder sb = new StringBuilder(input.length() + 64)
                .append(HumanLine.show(PasswordMask.input(input, showPasswords))).append(" -> ");
        boolean valid;
        if (result instanceof ParseResult.Success s) {
            SchemeReport r = registry.inspect(s.uri(), policy);
            valid = r.isValid();
            sb.append(r.scheme() == null ? "relative" : HumanLine.show(r.scheme())).append(valid ? " valid" : " invalid");
            if (!r.isKnown()) {
                sb.append(" (no handler)");
            }
            if (r.view().isPresent()) {
                String sep = ": ";
                for (Map.Entry<String, Object> e : PasswordMask.fields(r.view().get().fields(), showPasswords).entrySet()) {
                    if (e.getValue() != null) {
                        sb.append(sep).append(e.getKey()).append(' ').append(shown(e.getValue()));
                        sep = ", ";
                    }
                }
            }
            for (Violation v : r.violations()) {
                sb.append("; ").append(v.severity().cliName()).append(' ').append(v.code()).append(" at ").append(v.index())
                        .append(": ").append(oneLine(HumanLine.firstLine(v.message())));
            }
            if (r.plan().isPresent()) {
                RetrievalPlan p = r.plan().get();
                sb.append("; plan ").append(p.protocol()).append(' ').append(hostPort(p));
                String sep = ": ";
                for (String step : PasswordMask.steps(p, showPasswords)) {
                    sb.append(sep).append(plain(step) && step.indexOf('|') < 0 ? step : HumanOutput.quote(step));
                    sep = " | ";
                }
            }
        } else {
            valid = false;
            sb.append("invalid: ").append(oneLine(HumanLine.firstLine(((ParseResult.Failure) result).message())));
        }
        out.print(sb.append('\n'));
        return valid;
    }

    /** {@code s} with any control character escaped, so that a message stays on its line. */
    private static String oneLine(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < ' ' || s.charAt(i) == 0x7F) {
                String q = HumanOutput.quote(s);
                return q.substring(1, q.length() - 1);
            }
        }
        return s;
    }

    /** A field value on the one-line form: as {@link HumanLine#show} shows a string, lists and maps in brackets. */
    private static String shown(Object value) {
        if (value == null) {
            return HumanOutput.ABSENT;
        }
        if (value instanceof String s) {
            return HumanLine.show(s);
        }
        if (value instanceof List<?> list) {
            StringBuilder sb = new StringBuilder("[");
            for (Object o : list) {
                sb.append(sb.length() > 1 ? ", " : "").append(shown(o));
            }
            return sb.append(']').toString();
        }
        if (value instanceof Map<?, ?> map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : map.entrySet()) {
                sb.append(sb.length() > 1 ? ", " : "").append(e.getKey()).append('=').append(shown(e.getValue()));
            }
            return sb.append('}').toString();
        }
        return value.toString();
    }

    /** One block for {@code input} ({@code --explain}); returns whether it was valid. */
    private static boolean writeHuman(HumanOutput out, String input, ParseResult result, SchemeRegistry registry,
            ValidationPolicy policy, boolean showPasswords) {
        out.begin().string("input", PasswordMask.input(input, showPasswords));
        boolean valid;
        if (result instanceof ParseResult.Success s) {
            SchemeReport r = registry.inspect(s.uri(), policy);
            valid = r.isValid();
            out.string("scheme", r.scheme()).text("known", r.isKnown()).text("valid", valid);
            if (r.view().isPresent()) {
                StringBuilder fields = new StringBuilder();
                for (Map.Entry<String, Object> e : PasswordMask.fields(r.view().get().fields(), showPasswords).entrySet()) {
                    String name = e.getKey();
                    fields.append(name).append(" ".repeat(Math.max(1, HumanOutput.VALUE_COLUMN - 2 - name.length())))
                            .append(human(e.getValue())).append('\n');
                }
                out.section("fields", fields.toString());
            }
            for (Violation v : r.violations()) {
                out.text("violation", v.severity().cliName() + " " + v.code() + " at " + v.index() + ": " + v.message());
            }
            if (r.plan().isPresent()) {
                RetrievalPlan p = r.plan().get();
                StringBuilder plan = new StringBuilder(p.protocol()).append(' ').append(hostPort(p)).append('\n');
                for (String step : PasswordMask.steps(p, showPasswords)) {
                    plan.append(plain(step) ? step : HumanOutput.quote(step)).append('\n');
                }
                out.lines("plan", plan.toString());
            }
        } else {
            ParseResult.Failure f = (ParseResult.Failure) result;
            valid = false;
            out.text("valid", false).lines("error", f.message());
        }
        out.end();
        return valid;
    }

    private static String hostPort(RetrievalPlan p) {
        return (p.host().indexOf(':') >= 0 ? "[" + p.host() + "]" : p.host()) + ":" + p.port();
    }

    /** Whether a step can be shown as it is: nothing that {@link HumanOutput#quote} would escape, and no quote or backslash. */
    private static boolean plain(String s) {
        return HumanOutput.quote(s).equals("\"" + s + "\"") && s.indexOf('"') < 0 && s.indexOf('\\') < 0;
    }

    /** A field value for people: strings quoted and escaped, null as (absent), lists and maps in brackets. */
    private static String human(Object value) {
        if (value == null) {
            return HumanOutput.ABSENT;
        }
        if (value instanceof String s) {
            return HumanOutput.quote(s);
        }
        if (value instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            for (Object o : list) {
                parts.add(human(o));
            }
            return "[" + String.join(", ", parts) + "]";
        }
        if (value instanceof Map<?, ?> map) {
            List<String> parts = new ArrayList<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                parts.add(e.getKey() + "=" + human(e.getValue()));
            }
            return "{" + String.join(", ", parts) + "}";
        }
        return value.toString();
    }
}
