package org.urikit.bench;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.urikit.Uri;
import org.urikit.whatwg.WebUrl;

/**
 * A plain timing loop over a dataset, in the shape a C++ driver can copy line for line, for
 * comparisons with parsers in other languages (ada, in {@code docs/performance.md}): the lines are
 * repeated until a pass holds at least 50,000 inputs; each pass parses every input, adds the
 * length of each success's serialization to a sum (so the result is used) and counts the
 * failures; the pass's time divided by its inputs is one sample. The time is the CPU time of the
 * measuring thread ({@code ThreadMXBean.getCurrentThreadCpuTime()}, {@code CLOCK_THREAD_CPUTIME_ID}
 * on Linux), so that the time the thread waits for a core on a loaded machine is not counted. The
 * first half of the passes warm up the JIT; the median and the best of the second half are
 * printed, and the CPU time of the whole process over the second half per input ("process"), which
 * also counts the garbage collector's and the JIT's threads (at the operating system's clock-tick
 * resolution, so over many passes only), and the bytes the measuring thread allocated over the
 * second half per input ({@code com.sun.management.ThreadMXBean.getCurrentThreadAllocatedBytes()};
 * what escape analysis removes from the loop is not counted, as in JMH's {@code -prof gc}).
 *
 * <pre>
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.HrefLoop kasztp_upper 40 whatwg
 * java -cp urikit-bench/target/benchmarks.jar org.urikit.bench.HrefLoop isaacs_files 40 rfc
 * </pre>
 *
 * <p>{@code whatwg} is {@code WebUrl.parseOrNull(s).href()}; {@code rfc} is
 * {@code Uri.parseOrNull(s).toUriString()}. Not a JMH benchmark: JMH measures allocation and
 * guards against dead code better ({@link WhatwgBenchmark}, {@link ParseBenchmark}); this loop is
 * for ratios taken in alternation with another program, one process each, on a loaded machine.
 */
public final class HrefLoop {
    /** Inputs per pass, at least: the lines are repeated to reach it. */
    static final int MIN_PER_PASS = 50_000;

    private static volatile long sink;

    private HrefLoop() {
    }

    /** {@code HrefLoop DATASET [PASSES] [whatwg|rfc]}. */
    public static void main(String[] args) {
        String dataset = args.length > 0 ? args[0] : DataSets.KASZTP;
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        boolean rfc = args.length > 2 && args[2].equals("rfc");
        String[] lines = DataSets.lines(dataset);
        List<String> repeated = new ArrayList<>();
        while (repeated.size() < MIN_PER_PASS) {
            repeated.addAll(Arrays.asList(lines));
        }
        String[] in = repeated.toArray(new String[0]);
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        double[] ns = new double[passes];
        int failures = 0;
        long processFrom = 0;
        long allocatedFrom = 0;
        for (int p = 0; p < passes; p++) {
            if (p == passes / 2) {
                processFrom = os.getProcessCpuTime();
                allocatedFrom = threads.getCurrentThreadAllocatedBytes();
            }
            long t0 = threads.getCurrentThreadCpuTime();
            long[] r = rfc ? rfcPass(in) : whatwgPass(in);
            long t1 = threads.getCurrentThreadCpuTime();
            sink += r[0];
            failures = (int) r[1];
            ns[p] = (double) (t1 - t0) / in.length;
        }
        long measured = (long) (passes - passes / 2) * in.length;
        double process = (double) (os.getProcessCpuTime() - processFrom) / measured;
        double allocated = (double) (threads.getCurrentThreadAllocatedBytes() - allocatedFrom) / measured;
        double[] tail = Arrays.copyOfRange(ns, passes / 2, passes);
        Arrays.sort(tail);
        System.out.printf(Locale.ROOT, "urikit %s %s: %d lines (%d per pass), %d failures, median %.1f ns/URL, best %.1f,"
                + " process %.1f, allocated %.1f B/URL%n", rfc ? "rfc" : "whatwg", dataset, lines.length, in.length,
                failures / (in.length / lines.length), tail[tail.length / 2], tail[0], process, allocated);
    }

    private static long[] whatwgPass(String[] in) {
        long sum = 0;
        long failures = 0;
        for (String s : in) {
            WebUrl u = WebUrl.parseOrNull(s);
            if (u != null) {
                sum += u.href().length();
            } else {
                failures++;
            }
        }
        return new long[] {sum, failures};
    }

    private static long[] rfcPass(String[] in) {
        long sum = 0;
        long failures = 0;
        for (String s : in) {
            Uri u = Uri.parseOrNull(s);
            if (u != null) {
                sum += u.toUriString().length();
            } else {
                failures++;
            }
        }
        return new long[] {sum, failures};
    }
}
