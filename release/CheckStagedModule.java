import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Checks one module's part of the release bundle (the parent pom's profile {@code release} runs it
 * in each published module, after staging): what Maven Central requires of a deployment.
 *
 * <ul>
 * <li>the files: the pom, and for a jar module the jar, {@code -sources.jar} (with .java files) and
 *     {@code -javadoc.jar} (with index.html);
 * <li>for each file, {@code .md5} and {@code .sha1} files that match its content and, when signing is
 *     on, an {@code .asc} signature (checked with {@code gpg --verify} where gpg is installed);
 * <li>the pom's metadata, inherited through parent poms that must be staged too: name, description,
 *     url, licences (name and url), developers, scm (url and connection); an inherited url or scm
 *     must not have the module's name appended (the parent says
 *     {@code child.project.url.inherit.append.path="false"}).
 * </ul>
 *
 * <p>A SNAPSHOT version is staged under Maven's timestamped file names (read from the version's
 * maven-metadata.xml); Central publishes release versions only, which this notes.
 *
 * <pre>{@code
 * java release/CheckStagedModule.java target/staging org.urikit urikit-core 0.3.0 jar true
 * }</pre>
 *
 * Arguments: STAGING_DIR GROUP_ID ARTIFACT_ID VERSION PACKAGING UNSIGNED (true or false).
 * Exit status 0 when the module's part is complete, 1 (one line per problem) otherwise.
 */
public final class CheckStagedModule {
    private final Path staging;
    private final List<String> problems = new ArrayList<>();

    private CheckStagedModule(Path staging) {
        this.staging = staging;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: CheckStagedModule STAGING_DIR GROUP_ID ARTIFACT_ID VERSION PACKAGING UNSIGNED");
            System.exit(2);
        }
        CheckStagedModule check = new CheckStagedModule(Path.of(args[0]));
        String gav = args[1] + ":" + args[2] + ":" + args[3];
        int files = check.module(args[1], args[2], args[3], args[4], !Boolean.parseBoolean(args[5]));
        if (!check.problems.isEmpty()) {
            for (String p : check.problems) {
                System.err.println("[check-staged] " + gav + ": " + p);
            }
            System.exit(1);
        }
        System.out.println("[check-staged] " + gav + ": " + files + " files with .md5 and .sha1"
                + (Boolean.parseBoolean(args[5]) ? "" : " and .asc") + ", pom metadata complete"
                + (args[3].endsWith("-SNAPSHOT") ? " (a SNAPSHOT: Maven Central publishes release versions only)" : ""));
    }

    private int module(String groupId, String artifactId, String version, String packaging, boolean signed) throws Exception {
        Path dir = versionDir(groupId, artifactId, version);
        if (!Files.isDirectory(dir)) {
            problems.add("not staged: no " + dir);
            return 0;
        }
        List<String[]> expected = new ArrayList<>();
        expected.add(new String[] {"", "pom"});
        if (!packaging.equals("pom")) {
            expected.add(new String[] {"", "jar"});
            expected.add(new String[] {"sources", "jar"});
            expected.add(new String[] {"javadoc", "jar"});
        }
        Map<String, String> names = fileVersions(dir, version);
        for (String[] e : expected) {
            Path file = dir.resolve(fileName(artifactId, names, version, e[0], e[1]));
            if (!Files.isRegularFile(file) || Files.size(file) == 0) {
                problems.add("missing " + file.getFileName());
                continue;
            }
            checksums(file);
            if (signed) {
                signature(file);
            }
            if (e[1].equals("jar")) {
                String wanted = switch (e[0]) {
                    case "sources" -> ".java";
                    case "javadoc" -> "index.html";
                    default -> ".class";
                };
                try (ZipFile zip = new ZipFile(file.toFile())) {
                    if (zip.stream().noneMatch(z -> z.getName().endsWith(wanted))) {
                        problems.add(file.getFileName() + " holds no " + wanted);
                    }
                }
            }
        }
        metadata(dir.resolve(fileName(artifactId, names, version, "", "pom")));
        return expected.size();
    }

    private Path versionDir(String groupId, String artifactId, String version) {
        return staging.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
    }

    /** "classifier:extension" to the version in the file names (timestamped for a SNAPSHOT). */
    private static Map<String, String> fileVersions(Path dir, String version) throws Exception {
        Map<String, String> names = new HashMap<>();
        Path metadata = dir.resolve("maven-metadata.xml");
        if (version.endsWith("-SNAPSHOT") && Files.isRegularFile(metadata)) {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(metadata.toFile());
            var snapshots = doc.getElementsByTagName("snapshotVersion");
            for (int i = 0; i < snapshots.getLength(); i++) {
                Element sv = (Element) snapshots.item(i);
                names.put(text(sv, "classifier") + ":" + text(sv, "extension"), text(sv, "value"));
            }
        }
        return names;
    }

    private static String fileName(String artifactId, Map<String, String> names, String version, String classifier, String extension) {
        String v = names.getOrDefault(classifier + ":" + extension, version);
        return artifactId + "-" + v + (classifier.isEmpty() ? "" : "-" + classifier) + "." + extension;
    }

    private void checksums(Path file) throws IOException, NoSuchAlgorithmException {
        byte[] content = Files.readAllBytes(file);
        for (String[] a : new String[][] {{"MD5", ".md5"}, {"SHA-1", ".sha1"}}) {
            Path sum = file.resolveSibling(file.getFileName() + a[1]);
            if (!Files.isRegularFile(sum)) {
                problems.add("missing " + sum.getFileName());
                continue;
            }
            String expected = HexFormat.of().formatHex(MessageDigest.getInstance(a[0]).digest(content));
            String[] written = Files.readString(sum, StandardCharsets.US_ASCII).strip().split("\\s+");
            if (!written[0].equalsIgnoreCase(expected)) {
                problems.add(sum.getFileName() + " is " + written[0] + ", the file's " + a[0] + " is " + expected);
            }
        }
    }

    private void signature(Path file) throws IOException, InterruptedException {
        Path asc = file.resolveSibling(file.getFileName() + ".asc");
        if (!Files.isRegularFile(asc) || !Files.readString(asc, StandardCharsets.US_ASCII).startsWith("-----BEGIN PGP SIGNATURE-----")) {
            problems.add("missing or malformed " + asc.getFileName());
            return;
        }
        Process gpg;
        try {
            gpg = new ProcessBuilder("gpg", "--batch", "--verify", asc.toString(), file.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException noGpg) {
            return; // the signature's form was checked; gpg is not installed here
        }
        if (!gpg.waitFor(60, TimeUnit.SECONDS) || gpg.exitValue() != 0) {
            problems.add("gpg --verify fails for " + asc.getFileName());
        }
    }

    /** Central's required pom elements, each from the pom or the nearest parent that has it. */
    private void metadata(Path pom) throws Exception {
        List<Element> lineage = new ArrayList<>();
        for (Path p = pom; p != null; ) {
            Element project = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(p.toFile()).getDocumentElement();
            lineage.add(project);
            Element parent = child(project, "parent");
            if (parent == null) {
                break;
            }
            String g = text(parent, "groupId");
            String a = text(parent, "artifactId");
            String v = text(parent, "version");
            Path dir = versionDir(g, a, v);
            p = dir.resolve(fileName(a, fileVersions(dir, v), v, "", "pom"));
            if (!Files.isRegularFile(p)) {
                problems.add("the parent " + g + ":" + a + ":" + v + " is not staged (" + p + ")");
                return;
            }
        }
        require(lineage, "name", null);
        require(lineage, "description", null);
        require(lineage, "url", "child.project.url.inherit.append.path");
        Element licenses = require(lineage, "licenses", null);
        Element license = licenses == null ? null : child(licenses, "license");
        if (licenses != null && (license == null || text(license, "name").isEmpty() || text(license, "url").isEmpty())) {
            problems.add("pom: a licence needs its name and url");
        }
        Element developers = require(lineage, "developers", null);
        Element developer = developers == null ? null : child(developers, "developer");
        if (developers != null && (developer == null || (text(developer, "name").isEmpty() && text(developer, "id").isEmpty()))) {
            problems.add("pom: no developer");
        }
        Element scm = require(lineage, "scm", "child.scm.url.inherit.append.path");
        if (scm != null && (text(scm, "url").isEmpty() || text(scm, "connection").isEmpty())) {
            problems.add("pom: scm needs url and connection");
        }
    }

    /**
     * The element from the nearest pom of the lineage; when inherited and appendAttribute is given,
     * the pom that declares it must keep children from appending their name.
     */
    private Element require(List<Element> lineage, String name, String appendAttribute) {
        for (int i = 0; i < lineage.size(); i++) {
            Element e = child(lineage.get(i), name);
            if (e != null && !e.getTextContent().isBlank()) {
                if (i > 0 && appendAttribute != null) {
                    Element owner = name.equals("url") ? lineage.get(i) : e;
                    if (!"false".equals(owner.getAttribute(appendAttribute))) {
                        problems.add("pom: the inherited " + name + " gets the module's name appended (set " + appendAttribute + "=\"false\")");
                    }
                }
                return e;
            }
        }
        problems.add("pom: no " + name);
        return null;
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? "" : e.getTextContent().strip();
    }
}
