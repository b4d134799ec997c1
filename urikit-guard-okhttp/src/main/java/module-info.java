/**
 * The urikit fetch guard for OkHttp 5 ({@link org.urikit.guard.okhttp.OkHttpGuard}): a client
 * that resolves every name through a {@link org.urikit.security.FetchGuard}, connects only to the
 * addresses it checked, and inspects every URL and every redirect before following it.
 */
module org.urikit.guard.okhttp {
    requires transitive org.urikit;
    requires transitive okhttp3;

    exports org.urikit.guard.okhttp;
}
