/**
 * The urikit fetch guard for Apache HttpClient 5 ({@link org.urikit.guard.httpclient5.HttpClientGuard}):
 * a {@code DnsResolver} that checks every name and address, a redirect strategy that checks every
 * redirect, and a check of every request's URL.
 */
@SuppressWarnings("requires-transitive-automatic")       // HttpClient's types are in the API; it is an automatic module
module org.urikit.guard.httpclient {
    requires transitive org.urikit;
    requires transitive org.apache.httpcomponents.client5.httpclient5;
    requires org.apache.httpcomponents.core5.httpcore5;

    exports org.urikit.guard.httpclient5;
}
