package org.urikit.cli;

/**
 * Hides passwords in everything the commands print (RFC 3986 §3.2.1: "Use of the format
 * user:password in the userinfo field is deprecated"; §7.5: applications should not render a
 * password in clear text): in each {@code //user:password@} of a text, the password becomes
 * {@code ****}. The output layer ({@link JsonOutput} for every JSON string, {@link Format#line}
 * for every human line) calls it once, unless {@code --show-passwords} is given.
 *
 * <pre>{@code
 * Passwords.mask("http://user:secret@h/ -> http://user:secret@h/");   // http://user:****@h/ -> http://user:****@h/
 * Passwords.mask("http://user@h/");                                  // unchanged: no password
 * Passwords.mask("http://u:@h/");                                    // unchanged: an empty password
 * }</pre>
 *
 * <p>In a library message, a caret line under a masked line is moved by the change in length, so
 * it still points at the same character. {@code index} fields keep referring to the input as
 * given.
 *
 * <p>It follows the library's one rule ({@link org.urikit.error.Redaction}: a non-empty password
 * becomes {@code ****}, an empty one stays) but finds every {@code //user:password@} inside a
 * line of output, where {@code Redaction} reads one reference; an echoed input alone is masked
 * by {@link PasswordMask#maskInput}.
 */
final class Passwords {
    static final String MASK = "****";

    private Passwords() {
    }

    /** {@code text} with every non-empty password after {@code //user:} masked. */
    static String mask(String text) {
        if (text == null || text.indexOf('@') < 0 || text.indexOf("//") < 0) {
            return text;
        }
        if (text.indexOf('\n') < 0) {
            return maskLine(text, null);
        }
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder(text.length());
        int[] edit = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (edit != null && isCaretLine(line)) {
                int caret = line.indexOf('^');
                if (caret > edit[0]) {
                    caret = Math.max(edit[0], caret + edit[1]);
                }
                line = " ".repeat(caret) + "^";
                edit = null;
            } else {
                int[] e = new int[] {-1, 0};
                line = maskLine(line, e);
                edit = e[0] >= 0 ? e : null;
            }
            if (i > 0) {
                sb.append('\n');
            }
            sb.append(line);
        }
        return sb.toString();
    }

    /** A userinfo ({@code user:password}) with a non-empty password masked; null stays null. */
    static String maskUserInfo(String userInfo) {
        if (userInfo == null) {
            return null;
        }
        int colon = userInfo.indexOf(':');
        return colon < 0 || colon == userInfo.length() - 1 ? userInfo : userInfo.substring(0, colon + 1) + MASK;
    }

    /** An authority ({@code user:password@host:port}) with a non-empty password masked; null stays null. */
    static String maskAuthority(String authority) {
        if (authority == null) {
            return null;
        }
        int at = authority.lastIndexOf('@');
        return at < 0 ? authority : maskUserInfo(authority.substring(0, at)) + authority.substring(at);
    }

    private static boolean isCaretLine(String line) {
        String t = line.strip();
        return t.equals("^");
    }

    /**
     * Masks one line; {@code edit}, when given, receives the position of the first password and
     * the change in length at it ({@code {position, delta}}).
     */
    private static String maskLine(String s, int[] edit) {
        StringBuilder sb = null;
        int copied = 0;
        int from = 0;
        while (true) {
            int slashes = s.indexOf("//", from);
            if (slashes < 0) {
                break;
            }
            int start = slashes + 2;
            int colon = -1;
            int at = -1;
            for (int i = start; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '@') {
                    at = i;
                    break;
                }
                if (c == ':' && colon < 0) {
                    colon = i;
                } else if (c == '/' || c == '?' || c == '#' || c == '[' || c == ']' || c == '"' || c == '\\'
                        || c == '<' || c == '>' || c <= ' ') {
                    break;
                }
            }
            if (at >= 0 && colon >= 0 && at > colon + 1) {
                if (sb == null) {
                    sb = new StringBuilder(s.length());
                }
                if (edit != null && edit[0] < 0) {
                    edit[0] = sb.length() + (colon + 1 - copied);
                    edit[1] = MASK.length() - (at - colon - 1);
                }
                sb.append(s, copied, colon + 1).append(MASK);
                copied = at;
                from = at + 1;
            } else {
                from = start;
            }
        }
        if (sb == null) {
            return s;
        }
        return sb.append(s, copied, s.length()).toString();
    }
}
