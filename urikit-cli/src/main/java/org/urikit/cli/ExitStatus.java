package org.urikit.cli;

/**
 * The exit statuses of {@code urikit} (docs/cli.md) and their aggregation over the items
 * of one run: the worst status wins.
 *
 * <pre>{@code
 * ExitStatus s = new ExitStatus();
 * s.add(ExitStatus.OK);
 * s.add(ExitStatus.INVALID);
 * s.add(ExitStatus.OK);
 * s.code();   // 1: one item was invalid
 * }</pre>
 */
final class ExitStatus {
    /** Every item succeeded. */
    static final int OK = 0;
    /** At least one item was invalid; all items were still processed and printed. */
    static final int INVALID = 1;
    /** A usage error: unknown option, missing or malformed argument. */
    static final int USAGE = 2;
    /** The command failed: unreadable input, unwritable output or an internal error. Beyond the contract's 0-2. */
    static final int FAILURE = 3;

    /** {@code urikit equivalent} only: A or B is not a valid URI reference, so they were not compared. */
    static final int NOT_COMPARABLE = 4;

    /** The exit statuses of {@code urikit} itself, as its help lists them. */
    static final String[] TOP_LEVEL = {
        "0:every item succeeded",
        "1:at least one item was invalid (all items are still processed)",
        "2:usage error (unknown option, missing argument)",
        "3:the command failed (unreadable input, unwritable output, out of memory, internal error)",
        "4:'equivalent' only: A or B is not a valid URI reference"};

    /** The usage-error and failure lines that end the exit status list of a command's help. */
    static final String USAGE_LINE = "2:usage error";
    static final String FAILURE_LINE = "3:the command failed (unreadable input, unwritable output, internal error)";

    /** The exit status list of an item command: what 0 and 1 mean for it, then 2 and 3. */
    static String[] items(String ok, String invalid) {
        return new String[] {"0:" + ok, "1:" + invalid, USAGE_LINE, FAILURE_LINE};
    }

    private int code = OK;

    /** Records one outcome; the highest status seen so far is kept. */
    void add(int status) {
        code = Math.max(code, status);
    }

    /** Records one item: {@link #OK} if it succeeded, {@link #INVALID} if not. */
    void item(boolean succeeded) {
        add(succeeded ? OK : INVALID);
    }

    /** The aggregated exit status. */
    int code() {
        return code;
    }
}
