package org.urikit.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The shaded jar as {@code spark-submit --jars} uses it: run by failsafe after packaging, with the
 * jar in place of the module's classes and without urikit-core, urikit-schemes-legacy or picocli on the class path. The
 * library inside is relocated under {@code org.urikit.spark.shaded}, and so must be the resources
 * it reads beside its classes ({@code PublicSuffixList} and the IDNA tables use
 * {@code Class.getResourceAsStream} with a relative name): the functions that need them run over
 * their data sets through the jar.
 */
class ShadedJarIT {
    private static final String RELOCATED = "org.urikit.spark.shaded.org.urikit.";

    @Test
    void theJarIsSelfContained() throws ClassNotFoundException {
        URL jar = UrikitFunctions.class.getProtectionDomain().getCodeSource().getLocation();
        assertTrue(jar.getPath().endsWith(".jar"), "the functions must come from the shaded jar, not " + jar);
        Class<?> psl = Class.forName(RELOCATED + "publicsuffix.PublicSuffixList");
        assertEquals(jar, psl.getProtectionDomain().getCodeSource().getLocation());
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.urikit.Uri"), "urikit-core must not be on the class path");
        assertThrows(ClassNotFoundException.class, () -> Class.forName("picocli.CommandLine"), "picocli must not be on the class path");
        assertThrows(ClassNotFoundException.class, () -> Class.forName("org.urikit.scheme.legacy.GopherUrl"),
                "urikit-schemes-legacy must not be on the class path");
        assertEquals(jar, Class.forName(RELOCATED + "scheme.legacy.GopherUrl").getProtectionDomain().getCodeSource().getLocation());
        // the resources beside the relocated classes, where they read them
        assertNotNull(psl.getResource("public-suffix-list.dat"), "the Public Suffix List beside the relocated class");
        assertNotNull(Class.forName(RELOCATED + "idna.Idna").getResource("uts46.bin"), "the UTS #46 table beside the relocated classes");
        assertNull(ShadedJarIT.class.getClassLoader().getResource("org/urikit/publicsuffix/public-suffix-list.dat"),
                "no copy at the unrelocated path");
    }

    /** uri_site through the jar: the relocated PublicSuffixList reads its bundled list. */
    @TestFactory
    Stream<DynamicTest> uriSite() throws IOException {
        return new WebFunctionsDataTest().uriSiteOverPublicSuffixTests();
    }

    /** uri_whatwg through the jar: the relocated IDNA reads its tables (the WPT cases with non-ASCII hosts). */
    @TestFactory
    Stream<DynamicTest> uriWhatwg() throws IOException {
        return new WebFunctionsDataTest().uriWhatwgOverWpt();
    }

    /** uri_check through the jar: both of the above, and the display policy of internationalized labels. */
    @TestFactory
    Stream<DynamicTest> uriCheck() {
        return new WebFunctionsDataTest().uriCheckOverHazards();
    }

    /** The IRI reading through the jar: the relocated IDNA maps non-ASCII hosts to A-labels. */
    @TestFactory
    Stream<DynamicTest> iriReading() {
        return new LibraryDataTest().uriReadingOfIris();
    }

    /**
     * uri_normalize and uri_equivalence_key through the jar: the scheme rung (RFC 3986 §6.2.3) is a
     * service ({@code META-INF/services}), whose file name and content must follow the relocation;
     * so are the handlers of urikit-schemes-legacy, in a service file of their own.
     */
    @TestFactory
    Stream<DynamicTest> uriNormalize() {
        LibraryDataTest data = new LibraryDataTest();
        return Stream.of(data.uriNormalize(), data.uriEquivalenceKey(), data.uriNormalizeHistoricSchemes()).flatMap(s -> s);
    }
}
