package org.urikit.idna;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of a UTS #46 operation: the string it produces, and the errors it recorded. As
 * UTS #46 §4.3 says of ToUnicode, a value is always produced; with errors, ToASCII's value is the
 * best-effort conversion that §4.2 step 5 says not to use for a lookup.
 *
 * <pre>{@code
 * IdnaResult ok = Idna.toAscii("Bücher.example", Uts46Options.DEFAULT);
 * ok.value();      // "xn--bcher-kva.example"
 * ok.isValid();    // true
 * IdnaResult bad = Idna.toUnicode("xn--0.example", Uts46Options.DEFAULT);
 * bad.value();     // "xn--0.example": the label is kept when its Punycode is invalid
 * bad.errors();    // [P4 at 0: ...]
 * }</pre>
 *
 * @param value  the resulting domain name
 * @param errors the errors, in the order found (empty when valid); unmodifiable
 */
public record IdnaResult(String value, List<IdnaError> errors) {
    public IdnaResult {
        Objects.requireNonNull(value, "value");
        errors = List.copyOf(errors);
    }

    /** Whether no error was recorded. */
    public boolean isValid() {
        return errors.isEmpty();
    }

    /** The value, and the errors when there are any: {@code xn--0.example [P4 at 0: ...]}. */
    @Override
    public String toString() {
        return errors.isEmpty() ? value : value + " " + errors;
    }
}
