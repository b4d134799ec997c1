package org.urikit.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.security.FetchDecision;
import org.urikit.security.FetchGuard;
import org.urikit.security.Finding;
import org.urikit.security.HostResolver;
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.ResolvedAddress;
import org.urikit.security.UriInspector;
import org.urikit.security.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code urikit check}: whether each URL is safe to fetch (or, with {@code --policy link}, to
 * show as a link), and why: the verdict and findings of {@link UriInspector#inspect}, where the
 * URL leads and what its host is (RFC 3986 §7; the URL Standard; RFC 6890).
 *
 * <pre>{@code
 * $ urikit check --json --base https://good.com/app/page 'http://0x7f.1/admin'
 * {"input":"http://0x7f.1/admin","verdict":"deny","target":"http://0x7f.1/admin","host":"127.0.0.1",
 *  "addressClass":"loopback","site":"127.0.0.1","findings":[{"code":"IPV4_RARE_FORM","severity":"deny","index":7,...},...]}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md. {@code --policy fetch} (the
 * default) is {@link InspectionPolicy#FETCH}, {@code --policy link} is {@link InspectionPolicy#LINK};
 * {@code --allow-scheme S} allows S besides the policy's schemes (and no longer treats it as
 * dangerous), {@code --allow-internal} allows internal and special-purpose hosts. Passwords are
 * shown as {@code ****} in {@code input} and {@code target} unless {@code --show-passwords}.
 * {@code --resolve} looks the host up and judges every address as well ({@link FetchGuard}; the
 * object gains {@code "addresses"} before {@code "findings"}); {@code --hosts FILE} answers the
 * names from a hosts file ({@link HostsFile}) instead of DNS, and implies {@code --resolve}.
 * The exit status is 0 when every input is allowed and 1 when one is warned about or denied.
 */
@Command(name = "check",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Check whether URLs are safe to fetch (or to show as links), and say why: rare IP forms, "
                + "internal hosts, userinfo and backslash tricks, dangerous schemes, ...",
            "With no INPUT arguments, reads standard input, one URL per line."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every input was allowed",
            "1:at least one input was warned about or denied (all inputs are still printed)",
            "2:usage error",
            "3:the command failed (unreadable input, unwritable output, internal error)"})
final class CheckCommand implements Callable<Integer> {
    @ParentCommand
    private Main main;

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Write one JSON object per input line (NDJSON).")
    private boolean json;

    @Mixin
    private ItemOptions items;

    @Mixin
    private BatchOptions batch;

    @Option(names = "--base", paramLabel = "URL", description = "The page the inputs were found on: relative inputs are resolved against it.")
    private String base;

    @Option(names = "--policy", paramLabel = "POLICY", defaultValue = "fetch",
            description = "fetch (a server fetching the URL; the default) or link (a link shown in a page).")
    private String policyName;

    @Option(names = "--allow-scheme", paramLabel = "SCHEME",
            description = "Allow this scheme besides the policy's (repeatable); a dangerous scheme named here is allowed.")
    private List<String> allowSchemes = new ArrayList<>();

    @Option(names = "--allow-internal", description = "Allow internal and special-purpose hosts (not cloud metadata).")
    private boolean allowInternal;

    @Option(names = "--show-passwords", description = "Show a password of the URL in input and target (default: masked as ****).")
    private boolean showPasswords;

    @Option(names = "--resolve", description = "Look the host up and judge every address it resolves to as well "
            + "(a name that does not resolve is denied); JSON gains \"addresses\".")
    private boolean resolve;

    @Option(names = "--hosts", paramLabel = "FILE", description = "Answer names from FILE (/etc/hosts form: an address, then names; "
            + "a name on several lines has several answers) instead of DNS. Implies --resolve.")
    private String hostsFile;

    @Parameters(paramLabel = "INPUT", arity = "0..*",
            description = "URLs or references to check (put '--' before one that starts with '-').")
    private List<String> inputs = new ArrayList<>();

    @Override
    public Integer call() {
        InspectionPolicy policy = policy();
        Uri baseUri = baseUri();
        Streams io = main.streams();
        // The inspection masks passwords itself (--show-passwords), so the output layer does not.
        FetchGuard guard = resolve || hostsFile != null ? guard(policy) : null;
        Format format = Format.of(json, items, "verdict", true);
        return ItemLoop.run(Inputs.of(inputs, io.in(), batch.input), io, format, batch.jobs(), out -> {
            if (format.structured()) {
                JsonOutput j = format.json(out);
                return item -> guard == null ? writeJson(j, UriInspector.inspect(item, baseUri, policy), null)
                        : writeJson(j, null, guard.check(item, baseUri));
            }
            HumanOutput h = new HumanOutput(out);
            return item -> guard == null ? writeHuman(h, UriInspector.inspect(item, baseUri, policy), null)
                    : writeHuman(h, null, guard.check(item, baseUri));
        });
    }

    /** The guard of {@code --resolve}: the policy, and the system's resolver or the {@code --hosts} file's. */
    private FetchGuard guard(InspectionPolicy policy) {
        HostResolver resolver = HostResolver.system();
        if (hostsFile != null) {
            try {
                resolver = HostsFile.read(hostsFile);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "invalid --hosts: " + Main.oneLine(e.getMessage()));
            }
        }
        return FetchGuard.builder().policy(policy).resolver(resolver).build();
    }

    private InspectionPolicy policy() {
        InspectionPolicy preset;
        switch (policyName.toLowerCase(Locale.ROOT)) {
            case "fetch":
                preset = InspectionPolicy.FETCH;
                break;
            case "link":
                preset = InspectionPolicy.LINK;
                break;
            default:
                throw new ParameterException(spec.commandLine(), "invalid option value: --policy must be fetch or link, found '"
                        + Main.oneLine(policyName) + "'");
        }
        InspectionPolicy.Builder b = preset.toBuilder();
        if (!allowSchemes.isEmpty()) {
            Set<String> allowed = new LinkedHashSet<>(preset.allowedSchemes());
            Set<String> dangerous = new LinkedHashSet<>(preset.dangerousSchemes());
            for (String s : allowSchemes) {
                if (s.isEmpty() || !Uri.isValid(s + ":")) {
                    throw new ParameterException(spec.commandLine(), "invalid option value: --allow-scheme: not a scheme: '"
                            + Main.oneLine(s) + "'");
                }
                String lower = s.toLowerCase(Locale.ROOT);
                dangerous.remove(lower);
                if (!preset.allowedSchemes().isEmpty()) {
                    allowed.add(lower);
                }
            }
            b.allowedSchemes(allowed.toArray(new String[0])).dangerousSchemes(dangerous.toArray(new String[0]));
        }
        if (allowInternal) {
            b.allowInternal(true);
        }
        return b.build();
    }

    private Uri baseUri() {
        if (base == null) {
            return null;
        }
        ParseResult r = Uri.tryParse(base);
        if (r instanceof ParseResult.Failure f) {
            throw new ParameterException(spec.commandLine(), "invalid --base: " + Main.oneLine(f.message().split("\n")[0]));
        }
        Uri u = ((ParseResult.Success) r).uri();
        if (!u.isAbsolute()) {
            throw new ParameterException(spec.commandLine(), "invalid --base: a base URI must have a scheme (RFC 3986 section 5.1): '"
                    + Main.oneLine(base) + "'");
        }
        return u;
    }

    /** One NDJSON line, of the inspection {@code i} or of the decision {@code d}; returns whether the input was allowed. */
    private boolean writeJson(JsonOutput out, Inspection inspection, FetchDecision d) throws IOException {
        Inspection i = d == null ? inspection : d.inspection();
        Verdict verdict = d == null ? i.verdict() : d.verdict();
        JsonGenerator g = out.begin();
        g.writeStringField("input", showPasswords ? i.input() : i.redactedInput());
        g.writeStringField("verdict", verdict.cliName());
        g.writeStringField("target", i.target() == null ? null : showPasswords ? i.target().toUriString() : i.redactedTarget());
        g.writeStringField("host", i.host() == null ? null : i.host().text());
        g.writeStringField("addressClass", i.addressClass() == null ? null : i.addressClass().cliName());
        g.writeStringField("site", i.site());
        if (d != null) {
            g.writeArrayFieldStart("addresses");
            for (ResolvedAddress a : d.addresses()) {
                g.writeStartObject();
                g.writeStringField("address", a.text());
                g.writeStringField("class", a.addressClass().cliName());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        g.writeArrayFieldStart("findings");
        for (Finding f : d == null ? i.findings() : d.findings()) {
            g.writeStartObject();
            g.writeStringField("code", f.code().name());
            g.writeStringField("severity", f.severity().cliName());
            g.writeNumberField("index", f.index());
            g.writeStringField("message", f.message());
            g.writeEndObject();
        }
        g.writeEndArray();
        out.end();
        return verdict == Verdict.ALLOW;
    }

    /** One block, of the inspection {@code i} or of the decision {@code d}; returns whether the input was allowed. */
    private boolean writeHuman(HumanOutput out, Inspection inspection, FetchDecision d) {
        Inspection i = d == null ? inspection : d.inspection();
        Verdict verdict = d == null ? i.verdict() : d.verdict();
        out.begin()
                .string("input", showPasswords ? i.input() : i.redactedInput())
                .text("verdict", verdict.cliName())
                .string("target", i.target() == null ? null : showPasswords ? i.target().toUriString() : i.redactedTarget())
                .string("host", i.host() == null ? null : i.host().text())
                .text("class", i.addressClass() == null ? null : i.addressClass().cliName())
                .string("site", i.site());
        if (d != null) {
            for (ResolvedAddress a : d.addresses()) {
                out.text("address", a);
            }
        }
        for (Finding f : d == null ? i.findings() : d.findings()) {
            out.text("finding", f.severity().cliName() + " " + f.code() + " at " + f.index() + ": "
                    + HumanOutput.quote(f.message()).substring(1, HumanOutput.quote(f.message()).length() - 1));
        }
        out.end();
        return verdict == Verdict.ALLOW;
    }
}
