package org.urikit.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.urikit.Uri;

/**
 * Mixed prose for ExtractBenchmark: sentences of words from {@code words.txt}, wrapped at 72
 * columns into paragraphs, with a URL from a dataset every 40 words or so, written in the forms
 * people use (bare, in parentheses, quoted, in angle brackets, with the {@code URL:} prefix, wrapped
 * across lines inside {@code <URL:…>} or {@code <…>}, and abbreviated {@code www.} names), plus
 * colons, times and ratios that are not references. Deterministic for a seed.
 *
 * <pre>{@code
 * Prose.Text t = Prose.generate(DataSets.lines("kasztp"), 4_000_000, 42);
 * t.text();          // exactly 4,000,000 ASCII characters
 * t.inserted();      // the references written into it, with their form and the reference they stand for
 * }</pre>
 */
final class Prose {
    /** How a reference was written into the text. */
    enum Form {
        BARE, PARENTHESES, QUOTED, ANGLE, URL_PREFIX, URL_PREFIX_WRAPPED, ANGLE_WRAPPED, WWW
    }

    /** One reference written into the text at offset {@code at}: the reference it stands for, and the text as written. */
    record Inserted(Form form, String reference, String written, int at) {
        Inserted at(int offset) {
            return new Inserted(form, reference, written, offset);
        }
    }

    /** The generated text and the references written into it, in order. */
    record Text(String text, List<Inserted> inserted) {
    }

    private static final int WIDTH = 72;

    private Prose() {
    }

    /** The words of {@code words.txt}. */
    static List<String> words() {
        try (InputStream in = Prose.class.getResourceAsStream("words.txt")) {
            List<String> words = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    words.add(line.strip());
                }
            }
            return words;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The dataset's lines that are clean references in prose: valid URIs, ASCII, without brackets,
     * quotes or a trailing character that sentence punctuation rules would trim.
     */
    static List<String> urls(String[] lines) {
        List<String> out = new ArrayList<>();
        for (String s : lines) {
            if (s.length() > 12 && s.length() <= 200 && s.chars().allMatch(c -> c > ' ' && c < 0x7F && "()[]'\"<>".indexOf(c) < 0)
                    && ".,;:!?-".indexOf(s.charAt(s.length() - 1)) < 0 && Uri.isValid(s) && s.contains("://")) {
                out.add(s);
            }
        }
        return out;
    }

    /** Exactly {@code chars} characters of prose (ASCII), built from {@code dataset}'s URLs with {@code seed}. */
    static Text generate(String[] dataset, int chars, long seed) {
        List<String> words = words();
        List<String> urls = urls(dataset);
        Random r = new Random(seed);
        StringBuilder sb = new StringBuilder(chars + 1024);
        List<Inserted> inserted = new ArrayList<>();
        List<Integer> ends = new ArrayList<>();
        int column = 0;
        int lines = 0;
        boolean sentenceStart = true;
        while (sb.length() < chars) {
            String piece;
            Inserted ins = null;
            int k = r.nextInt(40);
            if (k == 0) {
                ins = reference(urls.get(r.nextInt(urls.size())), r);
                piece = ins.written();
                if (ins.form() == Form.BARE || ins.form() == Form.WWW) {
                    piece += switch (r.nextInt(4)) {
                        case 0 -> ".";
                        case 1 -> ",";
                        default -> "";
                    };
                }
            } else if (k == 1) {
                piece = switch (r.nextInt(4)) {
                    case 0 -> "Note:";
                    case 1 -> (1 + r.nextInt(12)) + ":" + (10 + r.nextInt(50));
                    case 2 -> "ratio " + r.nextInt(10) + ":" + r.nextInt(10);
                    default -> "Re:";
                };
            } else {
                String w = words.get(r.nextInt(words.size()));
                if (sentenceStart) {
                    w = Character.toUpperCase(w.charAt(0)) + w.substring(1);
                    sentenceStart = false;
                }
                int end = r.nextInt(12);
                if (end == 0) {
                    w += r.nextInt(8) == 0 ? "?" : ".";
                    sentenceStart = true;
                } else if (end == 1) {
                    w += ",";
                }
                piece = w;
            }
            int firstLine = piece.indexOf('\n') < 0 ? piece.length() : piece.indexOf('\n');
            if (column > 0 && column + 1 + firstLine > WIDTH) {
                sb.append('\n');
                column = 0;
                if (++lines % 8 == 0) {
                    sb.append('\n');
                }
            } else if (column > 0) {
                sb.append(' ');
                column++;
            }
            int at = sb.length();
            sb.append(piece);
            int nl = piece.lastIndexOf('\n');
            column = nl < 0 ? column + piece.length() : piece.length() - nl - 1;
            if (ins != null) {
                inserted.add(ins.at(at));
                ends.add(at + ins.written().length() + 1);
            }
        }
        int cut = sb.lastIndexOf("\n", chars);
        sb.setLength(cut);
        while (sb.length() < chars) {
            sb.append(sb.length() == chars - 1 ? '\n' : ' ');
        }
        while (!ends.isEmpty() && ends.get(ends.size() - 1) > cut) {
            ends.remove(ends.size() - 1);
            inserted.remove(inserted.size() - 1);
        }
        return new Text(sb.toString(), inserted);
    }

    /** {@code url} written in a form chosen at random. */
    private static Inserted reference(String url, Random r) {
        int k = r.nextInt(20);
        int hostEnd = url.indexOf('/', url.indexOf("://") + 3);
        int split = hostEnd < 0 ? -1 : url.indexOf('/', hostEnd + 1);
        if (split > 0 && url.charAt(split - 1) == '-') {
            split = -1;
        }
        if (k < 8) {
            return new Inserted(Form.BARE, url, url, 0);
        } else if (k < 10) {
            return new Inserted(Form.PARENTHESES, url, "(" + url + ")", 0);
        } else if (k < 12) {
            return new Inserted(Form.QUOTED, url, "\"" + url + "\"", 0);
        } else if (k < 14) {
            return new Inserted(Form.ANGLE, url, "<" + url + ">", 0);
        } else if (k < 16) {
            return new Inserted(Form.URL_PREFIX, url, "<URL:" + url + ">", 0);
        } else if (k < 18 && split > 0) {
            return new Inserted(Form.URL_PREFIX_WRAPPED, url, "<URL:" + url.substring(0, split + 1) + "\n    " + url.substring(split + 1) + ">", 0);
        } else if (k < 19 && split > 0) {
            return new Inserted(Form.ANGLE_WRAPPED, url, "<" + url.substring(0, split + 1) + "\n  " + url.substring(split + 1) + ">", 0);
        } else if (url.startsWith("http://www.") || url.startsWith("https://www.")) {
            String written = url.substring(url.indexOf("www."));
            return new Inserted(Form.WWW, "http://" + written, written, 0);
        }
        return new Inserted(Form.BARE, url, url, 0);
    }
}
