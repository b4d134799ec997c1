package org.urikit.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * What an item command prints instead of its whole JSON object (docs/cli.md, "Options of every
 * command"): chosen fields ({@code --field}) or the result alone ({@code -r}).
 */
final class ItemOptions {
    @Option(names = "--field", paramLabel = "NAME",
            description = "Print only this field of the JSON object (repeatable: the values are tab-separated), one line per input.")
    List<String> fields = new ArrayList<>();

    @Option(names = {"-r", "--raw"}, description = "Print only the result, one line per input (an empty line when there is none).")
    boolean raw;

    /** The fields to print instead of the whole JSON object, or null: {@code --field} wins over {@code -r}. */
    List<String> select(String rawField) {
        if (!fields.isEmpty()) {
            return fields;
        }
        return raw ? List.of(rawField) : null;
    }

}
