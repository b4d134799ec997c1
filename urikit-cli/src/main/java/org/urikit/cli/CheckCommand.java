package org.urikit.cli;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.urikit.ParseResult;
import org.urikit.Uri;
import org.urikit.error.Redaction;
import org.urikit.security.FetchDecision;
import org.urikit.security.FetchGuard;
import org.urikit.security.Finding;
import org.urikit.security.HostResolver;
import org.urikit.security.Inspection;
import org.urikit.security.InspectionPolicy;
import org.urikit.security.ResolvedAddress;
import org.urikit.security.UriInspector;
import org.urikit.security.Verdict;

/**
 * {@code urikit check}: whether each URL is safe to fetch (or, with {@code --policy link}, to
 * show as a link), and why: the verdict and findings of {@link UriInspector#inspect}, where the
 * URL leads and what its host is (RFC 3986 §7; the URL Standard; RFC 6890).
 *
 * <pre>{@code
 * $ urikit check --json --base https://good.com/app/page 'http://0x7f.1/admin'
 * {"input":"http://0x7f.1/admin","verdict":"deny","target":"http://0x7f.1/admin","host":"127.0.0.1",
 *  "addressClass":"loopback","site":"127.0.0.1","findings":[{"code":"IPV4_RARE_FORM","severity":"error","index":7,...},...]}
 * }</pre>
 *
 * <p>The JSON fields and their order are the contract in docs/cli.md; the block for people has one
 * row per field, under the same names. {@code --policy fetch} (the default) is
 * {@link InspectionPolicy#FETCH}, {@code --policy link} is {@link InspectionPolicy#LINK};
 * {@code --allow-scheme S} allows S besides the policy's schemes (and no longer treats it as
 * dangerous), {@code --allow-internal} allows internal and special-purpose hosts. Passwords are
 * masked by the library ({@link Inspection#redactedInput()}, {@link Inspection#redactedTarget()},
 * the findings' messages) unless {@code --show-passwords}. The exit status is 0 when every input is
 * allowed and 1 when one is warned about or denied.
 *
 * <p>{@code --resolve} looks the host up and judges every address as well ({@link FetchGuard}: the
 * object gains {@code addresses} before {@code findings}, and the decision's verdict and findings);
 * {@code --hosts FILE} answers the names from a hosts file ({@link HostsFile}) instead of DNS, and
 * implies {@code --resolve}.
 */
final class CheckCommand extends ItemCommand<CheckCommand.Item> {
    static final Opt BASE = Opt.value("URL", "The page the inputs were found on: relative inputs are resolved against it.", "--base");
    static final Opt POLICY = Opt.value("POLICY", "fetch (a server fetching the URL; the default) or link (a link shown in a page).",
            "--policy").defaultValue("fetch");
    static final Opt ALLOW_SCHEME = Opt.value("SCHEME",
            "Allow this scheme besides the policy's (repeatable); a dangerous scheme named here is allowed.", "--allow-scheme")
            .repeatable();
    static final Opt ALLOW_INTERNAL = Opt.flag("Allow internal and special-purpose hosts (not cloud metadata).", "--allow-internal");
    static final Opt RESOLVE = Opt.flag("Look the host up and judge every address it resolves to as well "
            + "(a name that does not resolve is denied); JSON gains \"addresses\".", "--resolve");
    static final Opt HOSTS = Opt.value("FILE", "Answer names from FILE (/etc/hosts form: an address, then names; "
            + "a name on several lines has several answers) instead of DNS. Implies --resolve.", "--hosts");

    static final CommandDef DEF = new CommandDef("check") {
        @Override
        Command create(Args args) {
            return new CheckCommand(args);
        }
    }.description("Check whether URLs are safe to fetch (or to show as links), and say why: rare IP forms, "
            + "internal hosts, userinfo and backslash tricks, dangerous schemes, ...",
            "With no INPUT arguments, reads standard input, one URL per line.")
            .exits(ExitStatus.items("every input was allowed",
                    "at least one input was warned about or denied (all inputs are still printed)"))
            .options(Opts.ITEMS).options(BASE, POLICY, ALLOW_SCHEME, ALLOW_INTERNAL, RESOLVE, HOSTS)
            .param(Param.many("INPUT", "URLs or references to check (put '--' before one that starts with '-')."));

    /**
     * One inspection, the decision of {@code --resolve} (or null), whether passwords are shown, and
     * whether each finding also has its caret and section (the playground's {@code check} call).
     */
    record Item(Inspection i, FetchDecision d, boolean show, boolean located) {
        Verdict verdict() {
            return d == null ? i.verdict() : d.verdict();
        }

        List<Finding> findings() {
            return d == null ? i.findings() : d.findings();
        }
    }

    /** The fields of {@code check --json}, in order. */
    enum F implements Field<Item> {
        INPUT,
        VERDICT,
        TARGET,
        HOST,
        ADDRESS_CLASS,
        SITE,
        /** With {@code --resolve}: every address, {@code [{"address":…,"class":…}]}. */
        ADDRESSES,
        FINDINGS;

        @Override
        public Show show() {
            switch (this) {
                case VERDICT:
                case ADDRESS_CLASS:
                    return Show.PLAIN;
                case ADDRESSES:
                case FINDINGS:
                    return Show.LINES;
                default:
                    return Show.QUOTED;
            }
        }

        @Override
        public boolean present(Item r) {
            return this != ADDRESSES || r.d() != null;
        }

        @Override
        public Object value(Item r) {
            Inspection i = r.i();
            switch (this) {
                case INPUT: return r.show() ? i.input() : i.redactedInput();
                case VERDICT: return Names.of(r.verdict());
                case TARGET: return i.target() == null ? null : r.show() ? i.target().toUriString() : i.redactedTarget();
                case HOST: return i.host() == null ? null : i.host().text();
                case ADDRESS_CLASS: return i.addressClass() == null ? null : Names.of(i.addressClass());
                case SITE: return i.site();
                case ADDRESSES: return new Addresses(r.d().addresses());
                default: return findings(r);
            }
        }
    }

    /**
     * The findings as {@link Issues}; when {@link Item#located}, each with its {@code caret} (where
     * its index is in the input as shown, null for -1) and its {@code section}.
     */
    static Issues findings(Item r) {
        List<Finding> findings = r.findings();
        List<Issues.Issue> list = new java.util.ArrayList<>(findings.size());
        String input = r.i().input();
        for (Finding f : findings) {
            Map<String, Object> more = Map.of();
            if (r.located()) {
                more = new LinkedHashMap<>();
                more.put("caret", f.index() < 0 ? null : r.show() ? f.index() : Redaction.maskedIndex(input, f.index()));
                more.put("section", f.section());
            }
            list.add(new Issues.Issue(f.code().name(), Names.of(f.severity()), f.index(), f.message(), more));
        }
        return new Issues(list);
    }

    /** The addresses of a decision: in JSON {@code [{"address":"127.0.0.1","class":"loopback"}]}, for people one {@code 127.0.0.1 (loopback)} per line. */
    record Addresses(List<ResolvedAddress> list) implements JsonLine.Json {
        @Override
        public void writeJson(JsonLine g) {
            g.beginArray();
            for (ResolvedAddress a : list) {
                g.beginObject().name("address").string(a.text()).name("class").string(Names.of(a.addressClass())).endObject();
            }
            g.endArray();
        }

        @Override
        public String human() {
            if (list.isEmpty()) {
                return "(none)";
            }
            StringBuilder sb = new StringBuilder();
            for (ResolvedAddress a : list) {
                sb.append(a).append('\n');
            }
            return sb.toString();
        }
    }

    private static final Table<Item> TABLE = new Table<>(List.of(F.values()));

    private final InspectionPolicy policy;
    private final Uri base;
    /** The guard of {@code --resolve}, or null. */
    private final FetchGuard guard;

    CheckCommand(Args args) {
        super(args, TABLE, "verdict");
        this.policy = policy(args);
        this.base = base(args.value(BASE));
        this.guard = args.flag(RESOLVE) || args.value(HOSTS) != null ? guard(policy, args.value(HOSTS)) : null;
    }

    @Override
    Item compute(String item) {
        return check(item, base, policy, guard, show, false);
    }

    /** {@code input} inspected under {@code policy}, or decided by {@code guard} when there is one. */
    private static Item check(String input, Uri base, InspectionPolicy policy, FetchGuard guard, boolean show, boolean located) {
        if (guard == null) {
            return new Item(UriInspector.inspect(input, base, policy), null, show, located);
        }
        FetchDecision d = guard.check(input, base);
        return new Item(d.inspection(), d, show, located);
    }

    /**
     * The object of {@code check --json [--resolve]} for one input, each finding with its caret and
     * section: the answer of the playground's {@code check} call ({@link org.urikit.cli.serve.Commands#check}).
     */
    static String playground(String input, Uri base, InspectionPolicy policy, boolean resolve, boolean show) {
        return TABLE.json(check(input, base, policy, resolve ? guard(policy, null) : null, show, true));
    }

    @Override
    boolean ok(Item r) {
        return r.verdict() == Verdict.ALLOW;
    }

    /** The guard of {@code --resolve}: the policy, and the system's resolver or the {@code --hosts} file's. */
    private static FetchGuard guard(InspectionPolicy policy, String hostsFile) {
        HostResolver resolver = HostResolver.system();
        if (hostsFile != null) {
            try {
                resolver = HostsFile.read(hostsFile);
            } catch (IllegalArgumentException e) {
                throw new UsageError("invalid --hosts: " + Main.oneLine(e.getMessage()));
            }
        }
        return FetchGuard.builder().policy(policy).resolver(resolver).build();
    }

    @Override
    boolean blocks() {
        return true;
    }

    @Override
    void line(Out out, Item r) {
        throw new IllegalStateException("check writes blocks");
    }

    private static InspectionPolicy policy(Args args) {
        String name = args.value(POLICY);
        InspectionPolicy preset;
        switch (name.toLowerCase(Locale.ROOT)) {
            case "fetch":
                preset = InspectionPolicy.FETCH;
                break;
            case "link":
                preset = InspectionPolicy.LINK;
                break;
            default:
                throw new UsageError("invalid option value: --policy must be fetch or link, found '" + Main.oneLine(name) + "'");
        }
        InspectionPolicy.Builder b = preset.toBuilder();
        List<String> allowSchemes = args.values(ALLOW_SCHEME);
        if (!allowSchemes.isEmpty()) {
            Set<String> allowed = new LinkedHashSet<>(preset.allowedSchemes());
            Set<String> dangerous = new LinkedHashSet<>(preset.dangerousSchemes());
            for (String s : allowSchemes) {
                if (s.isEmpty() || !Uri.isValid(s + ":")) {
                    throw new UsageError("invalid option value: --allow-scheme: not a scheme: '" + Main.oneLine(s) + "'");
                }
                String lower = s.toLowerCase(Locale.ROOT);
                dangerous.remove(lower);
                if (!preset.allowedSchemes().isEmpty()) {
                    allowed.add(lower);
                }
            }
            b.allowedSchemes(allowed.toArray(new String[0])).dangerousSchemes(dangerous.toArray(new String[0]));
        }
        if (args.flag(ALLOW_INTERNAL)) {
            b.allowInternal(true);
        }
        return b.build();
    }

    private static Uri base(String base) {
        if (base == null) {
            return null;
        }
        ParseResult r = Uri.tryParse(base);
        if (r instanceof ParseResult.Failure f) {
            throw new UsageError("invalid --base: " + Main.oneLine(HumanLine.firstLine(f.message())));
        }
        Uri u = ((ParseResult.Success) r).uri();
        if (!u.isAbsolute()) {
            throw new UsageError("invalid --base: a base URI must have a scheme (RFC 3986 section 5.1): '"
                    + Main.oneLine(Masks.text(base, false)) + "'");
        }
        return u;
    }
}
