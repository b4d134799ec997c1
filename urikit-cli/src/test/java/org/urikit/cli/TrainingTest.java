package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The training run of the start-up archive ({@link Training}) goes through every subcommand, the
 * help and a usage error, and no call of it fails internally: a call that failed would leave its
 * classes out of the archive.
 */
class TrainingTest {
    @Test
    void everyCommandRunsAndNoneFails() {
        Set<String> commands = new TreeSet<>();
        for (String[] call : Training.CALLS) {
            MainTest.Run r = MainTest.run(Training.STDIN, call);
            assertTrue(r.status() <= ExitStatus.USAGE, String.join(" ", call) + ": " + r.status() + " " + r.err());
            MainTest.assertNoStackTrace(r);
            commands.add(call[0]);
        }
        Set<String> all = new TreeSet<>();
        for (CommandDef d : Main.commands()) {
            all.add(d.name);
        }
        assertEquals(all, commands, "the training runs every subcommand");
    }
}
