package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.urikit.Profile;
import org.urikit.Uri;
import org.urikit.scheme.Checks;
import org.urikit.scheme.Splitter;

/**
 * The raw parts of a prospero URL's path (RFC 1738 §3.11): the hsoname up to the first
 * {@code ';'}, then {@code ;field=value} pairs; under {@link Profile#RFC1738} an hsoname with
 * {@code %00} is the 1993/1994 {@code hsoname %00 version [%00 attribute]...} (RFC 1738 §3.11). A query is
 * read as part of the path after a {@code '?'}, as RFC 1738 reads it. Package-private.
 *
 * @param hsoname      the hsoname as written, or null when the path has no {@code '/'}
 * @param hsonameIndex its index
 * @param version      the legacy version as written, or null
 * @param versionIndex its index, or -1
 * @param attributes   the legacy attributes as written
 * @param attributesIndex index of the first attribute, or -1
 * @param fields       the field specs as written, each {@code name=value} (without the {@code ';'})
 * @param fieldIndexes the index of each
 * @param question     the index of a literal {@code '?'} read as part of the path, or -1
 */
record ProsperoPath(String hsoname, int hsonameIndex, String version, int versionIndex, List<String> attributes,
        int attributesIndex, List<String> fields, List<Integer> fieldIndexes, int question) {
    private static final String NUL = "%00";

    static ProsperoPath of(Uri u) {
        String path = u.path();
        int start = Checks.pathStart(u);
        if (!path.startsWith("/")) {
            return new ProsperoPath(null, start, null, -1, List.of(), -1, List.of(), List.of(), -1);
        }
        String raw = path.substring(1);
        int question = -1;
        if (u.hasQuery()) {
            question = start + path.length();
            raw = raw + "?" + u.query();
        }
        int at = start + 1;
        int semi = raw.indexOf(';');
        String hsoname = semi < 0 ? raw : raw.substring(0, semi);
        List<String> fields = new ArrayList<>();
        List<Integer> indexes = new ArrayList<>();
        if (semi >= 0) {
            int p = semi + 1;
            while (true) {
                int next = raw.indexOf(';', p);
                fields.add(raw.substring(p, next < 0 ? raw.length() : next));
                indexes.add(at + p);
                if (next < 0) {
                    break;
                }
                p = next + 1;
            }
        }
        String version = null;
        int versionIndex = -1;
        List<String> attributes = new ArrayList<>();
        int attributesIndex = -1;
        int nul = hsoname.indexOf(NUL);
        if (u.profile() == Profile.RFC1738 && nul >= 0) {
            String legacy = hsoname.substring(nul + 3);
            hsoname = hsoname.substring(0, nul);
            String[] parts = Splitter.split(legacy, NUL);
            version = parts[0];
            versionIndex = at + nul + 3;
            attributesIndex = versionIndex + version.length() + 3;
            for (int i = 1; i < parts.length; i++) {
                attributes.add(parts[i]);
            }
        }
        return new ProsperoPath(hsoname, at, version, versionIndex, Collections.unmodifiableList(attributes),
                attributes.isEmpty() ? -1 : attributesIndex, Collections.unmodifiableList(fields),
                Collections.unmodifiableList(indexes), u.profile() == Profile.RFC1738 ? -1 : question);
    }
}
