package org.urikit.idna;

import java.util.ArrayList;
import java.util.List;

/**
 * The errors of one operation, collected in the order found; nothing is allocated until the
 * first one.
 *
 * <pre>{@code
 * ErrorList errors = new ErrorList();
 * errors.add(IdnaErrorCode.V3, 0, "the label begins with '-'");
 * errors.toList();   // [V3 at 0: the label begins with '-']
 * }</pre>
 */
final class ErrorList {
    private List<IdnaError> errors;

    void add(IdnaErrorCode code, int index, String message) {
        if (errors == null) {
            errors = new ArrayList<>(2);
        }
        errors.add(new IdnaError(code, index, message));
    }

    /** Adds to {@code list}, or to a new list when it is null; returns the list. */
    static ErrorList add(ErrorList list, IdnaErrorCode code, int index, String message) {
        ErrorList l = list == null ? new ErrorList() : list;
        l.add(code, index, message);
        return l;
    }

    boolean isEmpty() {
        return errors == null;
    }

    int size() {
        return errors == null ? 0 : errors.size();
    }

    /** The errors, unmodifiable (the shared empty list when there are none). */
    List<IdnaError> toList() {
        return errors == null ? List.of() : List.copyOf(errors);
    }
}
