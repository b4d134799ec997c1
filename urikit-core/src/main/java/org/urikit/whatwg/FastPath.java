package org.urikit.whatwg;

/** Placeholder. */
final class FastPath {
    private FastPath() {
    }

    static WebUrl parse(String s) {
        return null;
    }
}
