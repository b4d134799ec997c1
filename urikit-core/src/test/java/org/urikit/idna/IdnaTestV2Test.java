package org.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.urikit.testing.Deviations;
import org.urikit.testing.TestData;

/**
 * The Unicode conformance file for UTS #46, {@code conformance/rust-url-idna/IdnaTestV2.txt}
 * (17.0.0): every test line's toUnicode, toAsciiN (nontransitional) and toAsciiT (transitional)
 * columns, run with every flag on ({@link Uts46Options#DEFAULT}), as the file's CONFORMANCE
 * section says.
 *
 * <p>A column passes when the value is the expected one and an error is recorded exactly when
 * the expected status is not empty: the file says implementations "need only record that there
 * is an error: they need not reproduce the precise status codes". The exact status codes are
 * compared too, and must also all match, so that a regression in one rule shows even when
 * another rule still catches the line.
 */
class IdnaTestV2Test {
    private static final Deviations DEVIATIONS = Deviations.load("idna-testv2.txt");

    /** One line of the file, with blank columns resolved as its header says. */
    record Line(int number, String source, String toUnicode, Set<String> toUnicodeStatus, String toAsciiN,
            Set<String> toAsciiNStatus, String toAsciiT, Set<String> toAsciiTStatus) {
    }

    static List<Line> lines() throws IOException {
        List<String> text = Files.readAllLines(TestData.conformance("rust-url-idna/IdnaTestV2.txt"), StandardCharsets.UTF_8);
        List<Line> out = new ArrayList<>();
        for (int n = 0; n < text.size(); n++) {
            String raw = text.get(n);
            int hash = raw.indexOf('#');
            String line = hash >= 0 ? raw.substring(0, hash) : raw;
            if (line.isBlank()) {
                continue;
            }
            String[] c = line.split(";", -1);
            for (int i = 0; i < c.length; i++) {
                c[i] = c[i].strip();
            }
            String source = unescape(c[0]);
            String toUnicode = c[1].isEmpty() ? source : unescape(c[1]);
            Set<String> toUnicodeStatus = status(c[2]);
            String toAsciiN = c[3].isEmpty() ? toUnicode : unescape(c[3]);
            Set<String> toAsciiNStatus = c[4].isEmpty() ? toUnicodeStatus : status(c[4]);
            String toAsciiT = c[5].isEmpty() ? toAsciiN : unescape(c[5]);
            Set<String> toAsciiTStatus = c[6].isEmpty() ? toAsciiNStatus : status(c[6]);
            out.add(new Line(n + 1, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus, toAsciiT, toAsciiTStatus));
        }
        return out;
    }

    @Test
    void everyLine() throws IOException {
        List<Line> lines = lines();
        assertEquals(6391, lines.size(), "test lines in IdnaTestV2.txt");
        Deviations.Tally tally = DEVIATIONS.tally("Unicode IdnaTestV2.txt 17.0.0 (toUnicode, toAsciiN, toAsciiT)");
        int checks = 0;
        int exact = 0;
        List<String> inexact = new ArrayList<>();
        for (Line l : lines) {
            IdnaResult u = Idna.toUnicode(l.source(), Uts46Options.DEFAULT);
            IdnaResult n = Idna.toAscii(l.source(), Uts46Options.DEFAULT);
            IdnaResult t = Idna.toAscii(l.source(), Uts46Options.DEFAULT.withTransitionalProcessing(true));
            List<String> problems = new ArrayList<>();
            compare("toUnicode", u, l.toUnicode(), l.toUnicodeStatus(), problems);
            compare("toAsciiN", n, l.toAsciiN(), l.toAsciiNStatus(), problems);
            compare("toAsciiT", t, l.toAsciiT(), l.toAsciiTStatus(), problems);
            checks += 3;
            for (Object[] c : new Object[][] {{u, l.toUnicodeStatus()}, {n, l.toAsciiNStatus()}, {t, l.toAsciiTStatus()}}) {
                Set<String> actual = codes((IdnaResult) c[0]);
                if (actual.equals(c[1])) {
                    exact++;
                } else if (inexact.size() < 20) {
                    inexact.add("line " + l.number() + " " + JsonCases.escape(l.source()) + ": codes " + actual + ", file " + c[1]);
                }
            }
            tally.record("line " + l.number(), l.source(), problems.isEmpty(),
                    () -> JsonCases.escape(l.source()) + ": " + problems);
        }
        System.out.println("Unicode IdnaTestV2.txt 17.0.0: " + exact + "/" + checks + " columns with exactly the file's status codes");
        tally.finish();
        assertEquals(checks, exact, "columns whose status codes differ from the file's (first 20): " + inexact);
    }

    private static void compare(String column, IdnaResult r, String value, Set<String> status, List<String> problems) {
        if (!r.value().equals(value)) {
            problems.add(column + " value " + JsonCases.escape(r.value()) + ", expected " + JsonCases.escape(value));
        }
        if (r.isValid() != status.isEmpty()) {
            problems.add(column + " errors " + codes(r) + ", expected " + status);
        }
    }

    static Set<String> codes(IdnaResult r) {
        Set<String> s = new TreeSet<>();
        r.errors().forEach(e -> s.add(e.code().name()));
        return s;
    }

    private static Set<String> status(String column) {
        Set<String> s = new TreeSet<>();
        String inner = column.strip();
        if (inner.startsWith("[")) {
            inner = inner.substring(1, inner.length() - 1);
        }
        for (String code : inner.split(",")) {
            if (!code.isBlank()) {
                s.add(code.strip());
            }
        }
        return s;
    }

    /** The file's escapes: {@code \}{@code uXXXX}, {@code \x{XXXX}}; {@code ""} is the empty string. */
    static String unescape(String s) {
        if (s.equals("\"\"")) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == 'u') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                i += 5;
            } else if (c == '\\' && i + 2 < s.length() && s.charAt(i + 1) == 'x' && s.charAt(i + 2) == '{') {
                int close = s.indexOf('}', i);
                sb.appendCodePoint(Integer.parseInt(s.substring(i + 3, close), 16));
                i = close;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
