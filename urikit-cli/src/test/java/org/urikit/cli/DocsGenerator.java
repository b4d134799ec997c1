package org.urikit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the documentation that the distribution archive carries, generated from the command
 * model ({@link Main#commandTree()}) so that it cannot drift from {@code --help}: one AsciiDoc man
 * page per command (picocli-codegen's {@link ManPageGenerator}; the build turns them into troff
 * with Asciidoctor's manpage backend) and the completion script for bash and zsh
 * ({@link AutoComplete}). Run by the build (exec-maven-plugin, {@code prepare-package}), not a test:
 *
 * <pre>{@code
 * DocsGenerator target/generated-docs/man-adoc target/generated-docs/completion/urikit.bash
 * }</pre>
 *
 * <p>The help texts are plain text, not AsciiDoc: {@code ****} (a masked password) would become
 * bold markup and {@code {name}} an attribute reference. So every text line of a page is written
 * as an AsciiDoc passthrough ({@code +++text+++}), which Asciidoctor leaves as it is (the manpage
 * backend still escapes what troff would read as a request).
 */
public final class DocsGenerator {
    private DocsGenerator() {
    }

    /**
     * @param args the directory for the AsciiDoc man pages ({@code urikit.adoc},
     *             {@code urikit-parse.adoc}, …) and the file for the completion script
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: DocsGenerator MAN_ADOC_DIR COMPLETION_FILE");
        }
        CommandLine tree = Main.commandTree();
        Path manDir = Path.of(args[0]);
        Files.createDirectories(manDir);
        writeManPages(tree.getCommandSpec(), manDir);
        Path completion = Path.of(args[1]);
        Files.createDirectories(completion.toAbsolutePath().getParent());
        Files.writeString(completion, AutoComplete.bash("urikit", tree), StandardCharsets.UTF_8);
    }

    /** The page of the command and, recursively, of each visible subcommand. */
    private static void writeManPages(CommandSpec spec, Path dir) throws IOException {
        if (spec.usageMessage().footer().length > 0 && spec.usageMessage().footerHeading().isEmpty()) {
            spec.usageMessage().footerHeading("Notes"); // the generator leaves out a footer without a heading
        }
        StringWriter page = new StringWriter();
        try (PrintWriter pw = new PrintWriter(page)) {
            ManPageGenerator.writeSingleManPage(pw, spec);
        }
        Files.writeString(dir.resolve(spec.qualifiedName("-") + ".adoc"), plainText(page.toString()), StandardCharsets.UTF_8);
        for (CommandLine sub : spec.subcommands().values()) {
            if (!sub.getCommandSpec().usageMessage().hidden()) {
                writeManPages(sub.getCommandSpec(), dir);
            }
        }
    }

    /**
     * The page with each line of help text as a passthrough. The generator writes a list item's
     * text (options, parameters, commands, exit codes) indented by two spaces under its term and the
     * description and notes as plain lines. The synopsis (its own markup, continued on indented
     * lines) stays as it is, and so does the name line, which the manpage backend takes literally.
     */
    static String plainText(String adoc) {
        StringBuilder out = new StringBuilder(adoc.length() + 1024);
        String section = "";
        for (String line : adoc.split("\n", -1)) {
            String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            if (l.startsWith("// tag::picocli-generated-man-section-")) {
                section = l.substring("// tag::picocli-generated-man-section-".length(), l.length() - "[]".length());
            }
            if (l.isBlank() || l.startsWith("//") || l.startsWith("==") || l.startsWith("[") || l.startsWith(":")) {
                out.append(l);
            } else if (l.startsWith("  ") && !section.equals("synopsis")) {
                out.append("  ").append(pass(l.strip()));
            } else if (section.equals("description") || section.equals("footer")) {
                out.append(pass(l));
            } else {
                out.append(l);
            }
            out.append('\n');
        }
        out.setLength(out.length() - 1);
        return out.toString();
    }

    private static String pass(String text) {
        if (text.contains("+++")) {
            throw new IllegalStateException("help text with '+++' cannot be a passthrough: " + text);
        }
        return text.isEmpty() ? text : "+++" + text + "+++";
    }
}
