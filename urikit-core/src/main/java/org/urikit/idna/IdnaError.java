package org.urikit.idna;

import java.util.Objects;

/**
 * One error found while processing a domain name (UTS #46 §4 "record that there was an error",
 * or a check of the URL Standard's domain to ASCII): its code, where it is, and a message.
 *
 * <pre>{@code
 * IdnaResult r = Idna.toAscii("a.b\u2474c", Uts46Options.DEFAULT);   // ⑴ maps to "(1)"
 * IdnaError e = r.errors().get(0);
 * e.code();      // U1: '(' is not allowed under UseSTD3ASCIIRules
 * e.index();     // 2: the label "b⑴c" starts at index 2 of the input
 * }</pre>
 *
 * @param code    what is wrong (named as in UTS #46's IdnaTestV2.txt)
 * @param index   the UTF-16 index in the input of the character at fault when it is known and
 *                the label was not changed by mapping and normalization, otherwise of the start
 *                of the label at fault; 0 for the whole domain ({@link IdnaErrorCode#A4_1})
 * @param message what is wrong, in words
 */
public record IdnaError(IdnaErrorCode code, int index, String message) {
    public IdnaError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    /** {@code P4 at 0: message}, as {@code Violation} and {@code Finding} print. */
    @Override
    public String toString() {
        return code + " at " + index + ": " + message;
    }
}
