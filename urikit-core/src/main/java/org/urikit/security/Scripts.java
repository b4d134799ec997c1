package org.urikit.security;

import java.lang.Character.UnicodeScript;
import java.util.EnumSet;
import java.util.Set;

/**
 * The script checks of UTS #39 (Unicode Security Mechanisms) on one host label in Unicode form,
 * with the JDK's script property ({@link Character.UnicodeScript}).
 */
final class Scripts {
    private Scripts() {
    }

    /** The script combinations UTS #39 §5.2 allows at the "highly restrictive" level besides a single script. */
    private static final Set<UnicodeScript> JAPANESE =
            EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HIRAGANA, UnicodeScript.KATAKANA);
    private static final Set<UnicodeScript> CHINESE = EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.BOPOMOFO);
    private static final Set<UnicodeScript> KOREAN = EnumSet.of(UnicodeScript.LATIN, UnicodeScript.HAN, UnicodeScript.HANGUL);

    /**
     * Whether the label mixes scripts beyond what UTS #39 §5.2 calls "highly restrictive": one
     * script, or Latin with Han and Hiragana/Katakana, with Han and Bopomofo, or with Han and
     * Hangul. Common and Inherited characters (digits, '-', combining marks) belong to any script.
     */
    static boolean isMixedScript(String label) {
        Set<UnicodeScript> scripts = EnumSet.noneOf(UnicodeScript.class);
        for (int i = 0; i < label.length(); ) {
            int cp = label.codePointAt(i);
            i += Character.charCount(cp);
            UnicodeScript s = UnicodeScript.of(cp);
            if (s != UnicodeScript.COMMON && s != UnicodeScript.INHERITED && s != UnicodeScript.UNKNOWN) {
                scripts.add(s);
            }
        }
        return scripts.size() > 1 && !JAPANESE.containsAll(scripts) && !CHINESE.containsAll(scripts)
                && !KOREAN.containsAll(scripts);
    }

    /** The scripts of the label's letters, for messages: e.g. {@code Latin, Cyrillic}. */
    static String describe(String label) {
        Set<UnicodeScript> scripts = EnumSet.noneOf(UnicodeScript.class);
        label.codePoints().mapToObj(UnicodeScript::of)
                .filter(s -> s != UnicodeScript.COMMON && s != UnicodeScript.INHERITED && s != UnicodeScript.UNKNOWN)
                .forEach(scripts::add);
        StringBuilder b = new StringBuilder();
        for (UnicodeScript s : scripts) {
            String n = s.name();
            b.append(b.length() == 0 ? "" : ", ").append(n.charAt(0)).append(n.substring(1).toLowerCase(java.util.Locale.ROOT));
        }
        return b.toString();
    }
}
