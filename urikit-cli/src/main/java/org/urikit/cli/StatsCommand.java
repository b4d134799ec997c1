package org.urikit.cli;

import java.io.PrintStream;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.urikit.Uri;
import org.urikit.publicsuffix.PublicSuffixList;

/**
 * {@code urikit stats}: one summary of a list of URI references (a crawl log, a link dump):
 * how many are valid, why the others are not, their schemes, host kinds, most frequent hosts and
 * sites (registrable domains of the Public Suffix List) and their lengths.
 *
 * <pre>{@code
 * $ urikit stats --json --input urls.txt.gz
 * {"total":3000,"valid":2997,"invalid":3,"errors":{"PATH_CHAR_INVALID":3},"schemes":{"https":2500,"http":497},
 *  "hostKinds":{"reg-name":2990,"ipv4":7},"topHosts":[{"host":"example.com","count":40},...],
 *  "topSites":[{"site":"example.com","count":52},...],"length":{"min":12,"max":980,"mean":71.4,"p50":63,"p90":120,"p99":310}}
 * }</pre>
 *
 * <p>Hosts are counted lower-cased as written (not percent-decoded); a host that is an IP address
 * is its own site. Memory grows with the number of distinct hosts, up to {@value #MAX_HOSTS};
 * beyond that, new hosts are counted in {@code otherHosts} only. Lengths are UTF-16 code units;
 * the percentiles are exact up to {@value #LENGTH_BUCKETS} and {@code p99} of longer inputs says
 * {@value #LENGTH_BUCKETS}.
 *
 * <p>{@code --field NAME} prints chosen top-level fields of the summary, tab-separated
 * ({@code urikit stats --field invalid}); there is no {@code -r}, as a summary has no single result.
 */
final class StatsCommand implements Command {
    /** At most this many distinct hosts (and sites) are counted one by one. */
    static final int MAX_HOSTS = 1_000_000;
    /** Lengths up to this are kept exactly for the percentiles. */
    static final int LENGTH_BUCKETS = 65_536;

    static final Opt JSON = Opt.flag("Write the summary as one JSON object.", "--json");
    static final Opt FIELD = Opt.value("NAME",
            "Print only this field of the summary's JSON object (repeatable: the values are tab-separated).", "--field").repeatable();
    static final Opt TOP = Opt.value("N", "How many hosts and sites to list (default: ${DEFAULT-VALUE}).", "--top")
            .defaultValue("10").converter(Opt.INT);

    static final CommandDef DEF = new CommandDef("stats") {
        @Override
        Command create(Args args) {
            return new StatsCommand(args);
        }
    }.description("Summarize a list of URI references: validity, error codes, schemes, host kinds, top hosts and sites, lengths.",
            "With no URI arguments, reads standard input, one URI reference per line.")
            .exits("0:the summary was written (invalid inputs are counted, not failures)", ExitStatus.USAGE_LINE,
                    ExitStatus.FAILURE_LINE)
            .options(JSON, FIELD, TOP, Opts.INPUT, Opts.JOBS, Opts.PROFILE).group(false, Opts.MODES)
            .param(Param.many("URI", "URI references (put '--' before one that starts with '-'; '-' reads standard input)."));

    /** The fields of the summary, in order. */
    enum F implements Field<StatsCommand> {
        TOTAL,
        VALID,
        INVALID,
        ERRORS,
        SCHEMES,
        HOST_KINDS,
        TOP_HOSTS,
        TOP_SITES,
        DISTINCT_HOSTS,
        OTHER_HOSTS,
        LENGTH;

        @Override
        public Show show() {
            return Show.PLAIN;
        }

        @Override
        public Object value(StatsCommand s) {
            switch (this) {
                case TOTAL: return s.total;
                case VALID: return s.valid;
                case INVALID: return s.total - s.valid;
                case ERRORS: return counts(top(s.errors, Integer.MAX_VALUE));
                case SCHEMES: return counts(top(s.schemes, Integer.MAX_VALUE));
                case HOST_KINDS: return counts(top(s.hostKinds, Integer.MAX_VALUE));
                case TOP_HOSTS: return list("host", top(s.hosts, s.top));
                case TOP_SITES: return list("site", top(s.sites, s.top));
                case DISTINCT_HOSTS: return (long) s.hosts.size();
                case OTHER_HOSTS: return s.otherHosts;
                default: return s.lengthSummary();
            }
        }
    }

    private static final Table<StatsCommand> TABLE = new Table<>(List.of(F.values()));

    private final Args args;
    private final InputMode mode;
    private final int top;

    StatsCommand(Args args) {
        this.args = args;
        this.mode = new InputMode(args);
        this.top = args.value(TOP);
    }

    private long total;
    private long valid;
    private final Map<String, Long> errors = new TreeMap<>();
    private final Map<String, Long> schemes = new HashMap<>();
    private final Map<String, Long> hostKinds = new TreeMap<>();
    private final Map<String, Long> hosts = new HashMap<>();
    private final Map<String, Long> sites = new HashMap<>();
    private long otherHosts;
    private final long[] lengths = new long[LENGTH_BUCKETS + 1];
    private long minLength = Long.MAX_VALUE;
    private long maxLength;
    private long sumLength;

    @Override
    public int run(Streams io) {
        List<String> fields = args.values(FIELD);
        ItemCommand.checkFields(TABLE.names(), fields.isEmpty() ? null : fields);
        PublicSuffixList psl = PublicSuffixList.defaults();
        // The counting is cheap next to parsing, but shared: one thread.
        int status = ItemLoop.run(Inputs.of(args.positionals(), io.in(), args.value(Opts.INPUT)), io, 1, new ItemLoop.HandlerFactory() {
            @Override
            public ItemLoop.ItemHandler create(Out out) {
                return new ItemLoop.MalformedAware() {
                    @Override
                    public boolean handle(String item) {
                        count(item, psl);
                        return true;
                    }

                    @Override
                    public boolean malformed(String item, Inputs.Malformed where) {
                        // Counted like any invalid input, under its own code; the summary stays one object.
                        countLength(item);
                        errors.merge("INPUT_NOT_UTF8", 1L, Long::sum);
                        return true;
                    }
                };
            }
        });
        if (status == ExitStatus.FAILURE) {
            return status;
        }
        PrintStream ps = io.out();
        Out out = new Out();
        if (!fields.isEmpty()) {
            TABLE.select(out, this, TABLE.fields(fields));
        } else if (args.flag(JSON)) {
            TABLE.json(new JsonLine(out), this);
            out.nl();
        } else {
            writeHuman(out);
        }
        out.writeTo(ps);
        ps.flush();
        return ps.checkError() ? ExitStatus.FAILURE : status;
    }

    private void count(String item, PublicSuffixList psl) {
        countLength(item);
        Outcome<Uri> o = mode.read("input", item);
        if (!o.succeeded()) {
            errors.merge(o.rejection().error(), 1L, Long::sum);
            return;
        }
        countValid(o.value(), psl);
    }

    /** Counts one more input, and its length. */
    private void countLength(String item) {
        total++;
        int len = item.length();
        lengths[Math.min(len, LENGTH_BUCKETS)]++;
        minLength = Math.min(minLength, len);
        maxLength = Math.max(maxLength, len);
        sumLength += len;
    }

    /** Counts a valid input. */
    private void countValid(Uri u, PublicSuffixList psl) {
        valid++;
        schemes.merge(u.scheme() == null ? "(relative)" : u.scheme().toLowerCase(Locale.ROOT), 1L, Long::sum);
        hostKinds.merge(u.hostKind() == null ? "(none)" : Names.of(u.hostKind()), 1L, Long::sum);
        if (u.host() != null && !u.host().isEmpty()) {
            String host = u.host().toLowerCase(Locale.ROOT);
            if (!add(hosts, host)) {
                otherHosts++;
            }
            String site = u.hostKind() == org.urikit.HostKind.REG_NAME ? psl.registrableDomain(host) : host;
            if (site != null) {
                add(sites, site);
            }
        }
    }

    private static boolean add(Map<String, Long> counts, String key) {
        Long n = counts.get(key);
        if (n == null) {
            if (counts.size() >= MAX_HOSTS) {
                return false;
            }
            counts.put(key, 1L);
        } else {
            counts.put(key, n + 1);
        }
        return true;
    }

    /** The {@code n} largest counts, largest first, ties by name. */
    private static List<Map.Entry<String, Long>> top(Map<String, Long> counts, int n) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .limit(Math.max(0, n))
                .toList();
    }

    private long percentile(double p) {
        if (total == 0) {
            return 0;
        }
        long rank = (long) Math.ceil(p * total);
        long seen = 0;
        for (int i = 0; i <= LENGTH_BUCKETS; i++) {
            seen += lengths[i];
            if (seen >= rank) {
                return i;
            }
        }
        return LENGTH_BUCKETS;
    }

    private Map<String, Object> lengthSummary() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("min", total == 0 ? 0L : minLength);
        m.put("max", maxLength);
        m.put("mean", total == 0 ? 0.0 : Math.round(10.0 * sumLength / total) / 10.0);
        m.put("p50", percentile(0.50));
        m.put("p90", percentile(0.90));
        m.put("p99", percentile(0.99));
        return m;
    }

    /** Counts as a JSON object, in order. */
    private static Map<String, Object> counts(List<Map.Entry<String, Long>> entries) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (Map.Entry<String, Long> e : entries) {
            m.put(e.getKey(), e.getValue());
        }
        return m;
    }

    /** Counts as a JSON array of {@code {"KEY":…,"count":n}}. */
    private static List<Object> list(String key, List<Map.Entry<String, Long>> entries) {
        List<Object> out = new java.util.ArrayList<>();
        for (Map.Entry<String, Long> e : entries) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put(key, e.getKey());
            m.put("count", e.getValue());
            out.add(m);
        }
        return out;
    }

    private void writeHuman(Out out) {
        StringBuilder sb = new StringBuilder();
        sb.append("total      ").append(total).append('\n');
        sb.append("valid      ").append(valid).append('\n');
        sb.append("invalid    ").append(total - valid).append('\n');
        rows(sb, "errors", top(errors, Integer.MAX_VALUE));
        rows(sb, "schemes", top(schemes, Integer.MAX_VALUE));
        rows(sb, "hostKinds", top(hostKinds, Integer.MAX_VALUE));
        rows(sb, "topHosts", top(hosts, top));
        rows(sb, "topSites", top(sites, top));
        sb.append("length    ");
        for (Map.Entry<String, Object> e : lengthSummary().entrySet()) {
            sb.append(' ').append(e.getKey()).append(' ').append(e.getValue());
        }
        sb.append('\n');
        out.text(sb.toString());
    }

    private static void rows(StringBuilder sb, String name, List<Map.Entry<String, Long>> entries) {
        if (entries.isEmpty()) {
            return;
        }
        sb.append(name).append('\n');
        for (Map.Entry<String, Long> e : entries) {
            sb.append("  ").append(String.format("%10d", e.getValue())).append("  ").append(HumanLine.show(e.getKey())).append('\n');
        }
    }
}
