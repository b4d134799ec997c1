package org.urikit.scheme.legacy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.Uri;
import org.urikit.scheme.SchemeView;
import org.urikit.testing.SchemeCases;
import org.urikit.testing.TestData;

/**
 * Builder round trips over the vectors of the schemes of §1.M.5-§1.M.13 (gopher has its own in
 * {@link GopherUrlTest}): every view's {@code toBuilder().build()} gives the same URI, and the
 * decoded fields of every valid RFC 3986 vector, given to the typed builder, give a URI with the
 * same fields (view -> builder -> Uri -> view).
 */
class SchemeViewBuilderTest {
    private static final List<String> FILES = List.of("news", "nntp", "telnet", "rlogin", "tn3270", "wais", "prospero",
            "mid", "cid", "afs");

    static List<Arguments> rows() {
        return SchemeCases.viewRows(LegacyCases.VECTORS, FILES);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void toBuilderKeepsTheText(TestData.Row row) {
        SchemeView v = SchemeCases.view(row);
        SchemeView again;
        if (v instanceof NewsUrl n) {
            again = n.toBuilder().build();
        } else if (v instanceof NntpUrl n) {
            again = n.toBuilder().build();
        } else if (v instanceof TelnetUrl t) {
            again = t.toBuilder().build();
        } else if (v instanceof WaisUrl w) {
            again = w.toBuilder().build();
        } else if (v instanceof ProsperoUrl p) {
            again = p.toBuilder().build();
        } else if (v instanceof MidCidUrl m) {
            again = m.toBuilder().build();
        } else {
            again = ((AfsUrl) v).toBuilder().build();
        }
        SchemeCases.checkRebuilt(row, v, again);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    @SuppressWarnings("unchecked")
    void builderFromFields(TestData.Row row) {
        Map<String, Object> f = SchemeCases.builderFields(row);
        if (f == null) {
            return;
        }
        SchemeView v = SchemeCases.view(row);
        SchemeView built;
        if (v instanceof NewsUrl) {
            NewsUrl.Builder b = NewsUrl.builder();
            if (f.get("server") != null) {
                b.server((String) f.get("server")).port((Integer) f.get("port"));
            }
            if (Boolean.TRUE.equals(f.get("allGroups"))) {
                b.allGroups();
            } else if (f.get("newsgroup") != null) {
                b.newsgroup((String) f.get("newsgroup"));
            } else {
                b.messageId((String) f.get("messageId"));
            }
            built = b.build();
        } else if (v instanceof NntpUrl) {
            NntpUrl.Builder b = NntpUrl.builder().host((String) f.get("host")).port((Integer) f.get("port"))
                    .group((String) f.get("group"));
            if (f.get("articleNumber") != null) {
                b.articleNumber((Integer) f.get("articleNumber"));
            }
            built = b.build();
        } else if (v instanceof TelnetUrl) {
            TelnetUrl.Builder b = TelnetUrl.builder().scheme(v.scheme()).host((String) f.get("host"))
                    .user((String) f.get("user")).password((String) f.get("password"));
            if (f.get("port") != null) {
                b.port((Integer) f.get("port"));
            }
            built = b.build();
        } else if (v instanceof WaisUrl) {
            WaisUrl.Builder b = WaisUrl.builder().host((String) f.get("host")).port((Integer) f.get("port"))
                    .database((String) f.get("database")).search((String) f.get("search"));
            if (f.get("wtype") != null) {
                b.document((String) f.get("wtype"), org.urikit.encoding.PercentCodec.encode((String) f.get("wpath"), WaisPath.UCHAR));
            }
            built = b.build();
        } else if (v instanceof ProsperoUrl) {
            ProsperoUrl.Builder b = ProsperoUrl.builder().host((String) f.get("host")).port((Integer) f.get("port"))
                    .hsoname((String) f.get("hsoname"));
            ((Map<String, String>) f.get("fields")).forEach(b::addField);
            built = b.build();
        } else if (v instanceof MidCidUrl) {
            MidCidUrl.Builder b = MidCidUrl.builder(v.scheme());
            if (f.get("messageId") != null) {
                b.messageId((String) f.get("messageId"));
            }
            built = b.contentId((String) f.get("contentId")).build();
        } else {
            AfsUrl.Builder b = AfsUrl.builder().cell((String) f.get("cell"));
            ((List<String>) f.get("pathSegments")).forEach(b::addPathSegment);
            built = b.build();
        }
        SchemeCases.checkBuilt(row, f, v, built);
    }
}
