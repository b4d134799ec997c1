package org.urikit;

import java.io.Serializable;

/** The serialized form of a {@link Uri}: its text and profile, parsed again on reading (so a stream cannot forge offsets). */
final class UriSerialForm implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String text;
    private final Profile profile;

    UriSerialForm(String text, Profile profile) {
        this.text = text;
        this.profile = profile;
    }

    private Object readResolve() {
        return Uri.parse(text, profile);
    }
}
