package org.urikit.scheme.legacy;

import java.util.ArrayList;
import java.util.List;
import org.urikit.scheme.Issue;
import org.urikit.testing.SchemeCases;

/** The data of this module's scheme tests, for the shared checks of {@link SchemeCases} (in the core's test jar). */
final class LegacyCases {
    /** The vector files of the historic schemes: {@code testdata/legacy/vectors}. */
    static final String VECTORS = "legacy/vectors";
    /** The issue enums of the core's handlers and of this module's. */
    static final List<Class<? extends Issue>> ISSUE_TYPES = issueTypes();

    private LegacyCases() {
    }

    private static List<Class<? extends Issue>> issueTypes() {
        List<Class<? extends Issue>> all = new ArrayList<>(SchemeCases.ISSUE_TYPES);
        all.addAll(List.of(GopherIssue.class, NewsIssue.class, NntpIssue.class, TelnetIssue.class, WaisIssue.class,
                ProsperoIssue.class, MidCidIssue.class, AfsIssue.class));
        return List.copyOf(all);
    }
}
