package org.urikit.scheme;

import java.util.List;
import java.util.Objects;
import org.urikit.error.Redaction;

/**
 * How the object a locator names would be retrieved, as the scheme's definition says, computed
 * without any network I/O: the protocol, where to connect, and the protocol lines to send in
 * order (RFC 1738 §4).
 *
 * <pre>{@code
 * RetrievalPlan p = FtpUrl.parse("ftp://h/a/b;type=i").plan(ValidationPolicy.defaults());
 * p.protocol();   // "ftp"
 * p.host();       // "h"
 * p.portNumber(); // 21
 * p.lines();      // ["USER anonymous", "PASS <mail-address>", "CWD a", "TYPE I", "RETR b"]
 * HttpUrl.parse("http://www.ics.uci.edu/pub/ietf/uri/#Related").plan().lines();
 * // ["GET /pub/ietf/uri/ HTTP/1.1", "Host: www.ics.uci.edu"]
 *
 * RetrievalPlan s = FtpUrl.parse("ftp://u:pw@h/pw/x").plan();
 * s.lines();            // ["USER u", "PASS ****", "CWD pw", "RETR x"]: only the secret argument is masked
 * s.revealedLines();    // ["USER u", "PASS pw", "CWD pw", "RETR x"]: what a client sends
 * s.steps().get(1).secret();   // true: the step holds the password as its argument
 * }</pre>
 *
 * <p>Each step is one protocol line <em>without</em> its line terminator, except where the
 * scheme defines the whole request as exact text (as RFC 1738 §3.4 does): that request is one
 * step, given exactly, with its TAB and CR LF characters. A plan never contains a CR, LF or NUL
 * that came from decoding the URI (RFC 3986 §7.2); handlers refuse such URIs instead of planning them.
 * Placeholders in angle brackets ({@code <mail-address>}, {@code <prompt>}) stand for what the
 * client supplies; they come from the {@link ValidationPolicy}.
 *
 * <p><b>Secrets.</b> A step that sends the URL's password ({@code PASS}, the answer to a
 * {@code password:} prompt) marks it structurally: its {@link Step#argument() argument} is
 * {@link Step#secret() secret}. Every rendering masks it by default ({@link #lines()},
 * {@link Step#text()}, {@code toString()}) by the one rule of {@link Redaction} (a non-empty
 * password becomes {@code ****}); only {@link #revealedLines()} and {@link Step#revealedText()}
 * give it in clear, for a client that sends it (RFC 3986 §3.2.1: do not show it).
 *
 * @param protocol the protocol spoken, e.g. {@code "ftp"}, {@code "http"}, {@code "https"}
 * @param host     the host to connect to, decoded: a registered name as decoded text, an IPv4
 *                 address as written, an IPv6 address without brackets
 * @param portNumber the port to connect to: the URL's, or the scheme's default
 * @param steps    the protocol lines, in order
 */
public record RetrievalPlan(String protocol, String host, int portNumber, List<Step> steps) {
    /** Checks the components and copies the steps. */
    public RetrievalPlan {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(host, "host");
        if (portNumber < 0 || portNumber > 65535) {
            throw new IllegalArgumentException("not a port: " + portNumber);
        }
        steps = List.copyOf(steps);
    }

    /** A plan whose steps are {@code lines}, none of them secret. */
    public static RetrievalPlan of(String protocol, String host, int portNumber, List<String> lines) {
        return new RetrievalPlan(protocol, host, portNumber, lines.stream().map(Step::of).toList());
    }

    /** The steps as text, a secret argument masked ({@link Step#text()}): the form to show or log. */
    public List<String> lines() {
        return steps.stream().map(Step::text).toList();
    }

    /** The steps as a client sends them, a secret argument in clear ({@link Step#revealedText()}). Never log them. */
    public List<String> revealedLines() {
        return steps.stream().map(Step::revealedText).toList();
    }

    /** {@code ftp h:21 [USER anonymous, PASS <mail-address>, RETR x]} (an IPv6 host in brackets), secrets masked. */
    @Override
    public String toString() {
        String shownHost = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return protocol + " " + shownHost + ":" + portNumber + " " + lines();
    }

    /**
     * One protocol line: a {@code command} part sent as it is, then an {@code argument} that is
     * masked when {@code secret} ({@code PASS } and the password).
     *
     * <pre>{@code
     * RetrievalPlan.Step.of("CWD pw").text();              // "CWD pw"
     * RetrievalPlan.Step.secret("PASS ", "pw").text();     // "PASS ****"
     * RetrievalPlan.Step.secret("PASS ", "").text();       // "PASS "   (an empty password: nothing to hide)
     * RetrievalPlan.Step.secret("PASS ", "pw").revealedText();   // "PASS pw"
     * }</pre>
     *
     * @param command  the text before the argument, sent as it is
     * @param argument the argument, possibly empty
     * @param secret   whether the argument is a password, masked in every rendering but {@link #revealedText()}
     */
    public record Step(String command, String argument, boolean secret) {
        /** Checks that the parts are not null. */
        public Step {
            Objects.requireNonNull(command, "command");
            Objects.requireNonNull(argument, "argument");
        }

        /** A step with nothing secret: the whole {@code line} is the command. */
        public static Step of(String line) {
            return new Step(line, "", false);
        }

        /** A step whose {@code argument} is a password. */
        public static Step secret(String command, String argument) {
            return new Step(command, argument, true);
        }

        /** The line with a non-empty secret argument as {@code ****} (the rule of {@link Redaction}). */
        public String text() {
            return command + (secret && !argument.isEmpty() ? Redaction.MASK : argument);
        }

        /** The line as a client sends it, the secret included. */
        public String revealedText() {
            return command + argument;
        }

        /** {@link #text()}: the secret masked. */
        @Override
        public String toString() {
            return text();
        }
    }
}
