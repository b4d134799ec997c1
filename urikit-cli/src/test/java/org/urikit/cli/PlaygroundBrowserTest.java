package org.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.urikit.testing.TestData;

/**
 * The playground in a real browser: Debian's headless Chromium driven through WebDriver
 * ({@code chromium-driver}), loading the page from this test's own server on 127.0.0.1, typing
 * inputs and reading what the page drew: the components, the carets, the marks where the two
 * readings disagree and the verdict.
 *
 * <p>The browser and its driver are {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver}
 * (or the system properties {@code urikit.chromium} and {@code urikit.chromedriver}), named to
 * Selenium so that its Selenium Manager never looks for or downloads one; without them every test
 * here is skipped, and says why. Chromium starts headless with a new, empty profile and nothing of
 * its own on the network. Screenshots of the two examples are left in {@code target/}
 * ({@code playground.png} is the one in docs/).
 */
class PlaygroundBrowserTest {
    private static final Path CHROMIUM = Path.of(System.getProperty("urikit.chromium", "/usr/bin/chromium"));
    private static final Path CHROMEDRIVER = Path.of(System.getProperty("urikit.chromedriver", "/usr/bin/chromedriver"));

    private static PlaygroundClient server;
    private static ChromeDriver browser;
    private static Path profile;

    /** Why the tests are skipped, or null when the browser is there. */
    private static final String MISSING = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER) ? null
            : "no headless browser for the playground's browser tests: " + CHROMIUM + " and " + CHROMEDRIVER
                    + " must exist (apt-get install chromium chromium-driver; .ci/run installs them)";

    @BeforeAll
    static void start() throws IOException {
        if (MISSING != null) {
            System.out.println("PlaygroundBrowserTest: every test skipped: " + MISSING);
            return;
        }
        server = new PlaygroundClient();
        profile = Files.createTempDirectory("urikit-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--window-size=1000,1400", "--hide-scrollbars");
        ChromeDriverService driver = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        browser = new ChromeDriver(driver, options);
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    }

    @AfterAll
    static void stop() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            try (Stream<Path> files = Files.walk(profile)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    @BeforeEach
    void openThePage() {
        Assumptions.assumeTrue(MISSING == null, MISSING);
        browser.manage().window().setSize(new Dimension(1000, 1400));
        browser.get(server.url());
        waitFor("empty");
    }

    @Test
    void theBackslashExample() {
        type("http://evil.com\\@good.com/");
        // RFC 3986: no '\' anywhere in a URI (§2, §3.2.1): the caret is under the '\' at index 15.
        assertEquals("invalid", text("#rfc [data-field=badge]"));
        WebElement caret = find("#rfc .drawing mark.caret");
        assertEquals("\\", caret.getText());
        assertEquals("15", caret.getAttribute("data-index"));
        assertEquals("http://evil.com\\@good.com/", text("#rfc .drawing"));
        assertTrue(text("#rfc .message").startsWith("USERINFO_CHAR_INVALID at index 15"), text("#rfc .message"));
        // The browser: '\' ends the authority of a special URL, so the host is evil.com.
        assertEquals("valid", text("#whatwg [data-field=badge]"));
        assertEquals("http://evil.com/@good.com/", text("#whatwg .drawing"));
        assertEquals(List.of("evil.com"), texts("#whatwg .drawing [data-kind=host]"));
        assertEquals("15", find("#whatwg .errors mark.caret").getAttribute("data-index"));
        assertTrue(text("#whatwg .errors").contains("invalid-reverse-solidus"));
        // Disagreeing on validity: both readings are marked, and the verdict is deny.
        assertTrue(find("#rfc").getAttribute("class").contains("differs"));
        assertTrue(find("#whatwg").getAttribute("class").contains("differs"));
        assertEquals(List.of("validity"), attributes("#differences li", "data-component"));
        assertEquals("deny", find("#verdict").getAttribute("textContent"));
        assertTrue(attributes("#findings li", "data-code").contains("BACKSLASH"), attributes("#findings li", "data-code").toString());
        screenshot("playground-backslash.png");
        assertNoPolicyViolation();
    }

    @Test
    void theHexadecimalIpv4Example() {
        type("http://0x7f.1/");
        // RFC 3986 §3.2.2: 0x7f.1 is a reg-name; the URL Standard's IPv4 parser reads 127.0.0.1.
        WebElement rfcHost = find("#rfc .drawing [data-kind=host]");
        WebElement webHost = find("#whatwg .drawing [data-kind=host]");
        assertEquals("0x7f.1", rfcHost.getText());
        assertEquals("127.0.0.1", webHost.getText());
        assertEquals("true", rfcHost.getAttribute("data-differs"));
        assertEquals("true", webHost.getAttribute("data-differs"));
        assertNull(find("#rfc .drawing [data-kind=scheme]").getAttribute("data-differs"), "the scheme agrees");
        assertEquals(List.of("host"), attributes(".drawing .differs", "data-component").stream().distinct().toList());
        assertEquals("0x7f.1 \u2014 registered name\u2260 differs", text("#rfc dd[data-component=host]"));
        assertEquals("127.0.0.1 \u2014 IPv4 address, loopback\u2260 differs", text("#whatwg dd[data-component=host]"));
        assertEquals(List.of("host"), attributes("#differences li", "data-component"));
        assertEquals("host: RFC 3986 0x7f.1, WHATWG 127.0.0.1", text("#differences li"));
        assertEquals("deny", find("#verdict").getAttribute("textContent"));
        assertEquals(List.of("IPV4_RARE_FORM", "IPV4_READINGS_DIFFER", "HOST_INTERNAL"),
                attributes("#findings li", "data-code").subList(0, 3));
        assertTrue(text("#verdict-summary").startsWith("host 127.0.0.1 (loopback)"), text("#verdict-summary"));
        screenshot("playground.png");
        assertNoPolicyViolation();
    }

    @Test
    void passwordsAreMaskedUntilAsked() {
        type("https://user:secret@h:8/a?x=1#f");
        String shown = text("#results");
        assertFalse(shown.contains("secret"), shown);
        assertEquals("https://user:****@h:8/a?x=1#f", text("#rfc .drawing"));
        assertEquals("****", text("#whatwg .drawing [data-kind=password]"));
        // The checkbox, from the keyboard.
        find("#show-passwords").sendKeys(Keys.SPACE);
        waitFor("ready");
        assertEquals("https://user:secret@h:8/a?x=1#f", text("#rfc .drawing"));
        assertEquals("secret", text("#whatwg .drawing [data-kind=password]"));
        find("#show-passwords").sendKeys(Keys.SPACE);
        waitFor("ready");
        assertFalse(text("#results").contains("secret"));
    }

    /**
     * Nothing is looked up unless asked: without the checkbox the check call has no {@code resolve}
     * and no addresses are shown; with it, the addresses and their classes (an address written in
     * the URL is judged without a lookup, so this test makes none either).
     */
    @Test
    void theHostIsLookedUpOnlyWhenAsked() {
        type("http://8.8.8.8/");
        assertFalse(find("#resolve").isSelected());
        assertFalse(find("#addresses").isDisplayed());
        assertEquals("allow", find("#verdict").getAttribute("textContent"));
        find("#resolve").sendKeys(Keys.SPACE);
        waitFor("ready");
        assertTrue(find("#addresses").isDisplayed());
        assertEquals("Addresses: 8.8.8.8 (public)", text("#addresses"));
        type("http://0x7f.1/");
        assertTrue(text("#addresses").startsWith("Addresses: none"), text("#addresses"));
        assertEquals("#input=http%3A%2F%2F0x7f.1%2F", script("return location.hash"), "the permalink does not ask for lookups");
        find("#resolve").sendKeys(Keys.SPACE);
        waitFor("ready");
        assertFalse(find("#addresses").isDisplayed());
        assertNoPolicyViolation();
    }

    @Test
    void thePermalinkHoldsTheInputAndTheBase() {
        type("http://0x7f.1/");
        assertEquals("#input=http%3A%2F%2F0x7f.1%2F", script("return location.hash"));
        assertEquals(server.url() + "#input=http%3A%2F%2F0x7f.1%2F", find("#permalink").getAttribute("href"));
        // A permalink opened afresh: the fields are filled in and the readings drawn.
        browser.get(server.url() + "#input=..%2Fg&base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq");
        browser.navigate().refresh();
        waitFor("ready");
        assertEquals("../g", find("#input").getAttribute("value"));
        assertEquals("http://a/b/c/d;p?q", find("#base").getAttribute("value"));
        // RFC 3986 §5.4.1: "../g" against that base is http://a/b/g.
        assertEquals("http://a/b/g", text("#rfc .drawing"));
        assertEquals("http://a/b/g", text("#whatwg .drawing"));
        assertEquals(List.of("b", "g"), texts("#rfc .drawing [data-kind=segment]"));
    }

    @Test
    void theKeyboardReachesEveryControlInOrderWithVisibleFocus() {
        List<String> labelled = listOf(script("return Array.from(document.querySelectorAll('input, select'))"
                + ".filter(e => e.labels.length === 0).map(e => e.id)"));
        assertEquals(List.of(), labelled, "controls without a label");
        find("#input").click();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            browser.switchTo().activeElement().sendKeys(Keys.TAB);
            WebElement focused = browser.switchTo().activeElement();
            String id = focused.getAttribute("id");
            order.add(id == null || id.isEmpty() ? focused.getTagName() : id);
            assertEquals("solid", script("return getComputedStyle(document.activeElement).outlineStyle"), "focus visible on " + order);
        }
        assertEquals(List.of("button", "button", "button", "base", "policy", "show-passwords", "resolve", "permalink"), order);
        // An example, chosen with the keyboard.
        find("#input").click();
        browser.switchTo().activeElement().sendKeys(Keys.TAB);
        browser.switchTo().activeElement().sendKeys(Keys.ENTER);
        waitFor("ready");
        assertEquals("http://evil.com\\@good.com/", find("#input").getAttribute("value"));
        assertEquals("input", browser.switchTo().activeElement().getAttribute("id"));
    }

    @Test
    void aPhoneScreenNeedsNoSidewaysScrolling() {
        browser.manage().window().setSize(new Dimension(390, 844));
        type("https://user:secret@b\u00fccher.example:443/a/../b/" + "long-segment/".repeat(8) + "?x=1&y#top");
        long overflow = (Long) script("return document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assertEquals(0L, overflow, "the page is wider than the screen");
        assertEquals("valid", text("#whatwg [data-field=badge]"));
        assertNoPolicyViolation();
    }

    // ---- helpers --------------------------------------------------------------------------------

    /** Replaces the input with {@code text}, typed key by key, and waits for the readings. */
    private static void type(String text) {
        WebElement input = find("#input");
        input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.BACK_SPACE);
        input.sendKeys(text);
        waitFor("ready");
    }

    /** Waits (at most 10 s) until the results are in {@code state}: ready, empty, error. */
    private static void waitFor(String state) {
        long end = System.nanoTime() + 10_000_000_000L;
        Object now = null;
        while (System.nanoTime() < end) {
            now = script("return document.getElementById('results').dataset.state");
            if (state.equals(now)) {
                return;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        throw new AssertionError("the page did not become " + state + " (it is " + now + "): " + text("#status"));
    }

    private static void assertNoPolicyViolation() {
        assertNull(script("return document.body.dataset.cspViolations || null"), "Content-Security-Policy violations");
    }

    /**
     * The page from its top to the components of the browser's reading (the verdict and both
     * readings), 820 pixels wide, as {@code target/NAME} (a DevTools screenshot, which can reach
     * beyond the window).
     */
    private static void screenshot(String name) {
        browser.manage().window().setSize(new Dimension(820, 1000));
        long width = (Long) script("return document.documentElement.clientWidth");
        long height = (Long) script("return Math.ceil(document.querySelector('#whatwg .components').getBoundingClientRect().bottom"
                + " + scrollY + 16)");
        Map<String, Object> shot = browser.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
                "captureBeyondViewport", true, "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
        try {
            Files.write(TestData.repositoryFile("urikit-cli/target").resolve(name), Base64.getDecoder().decode((String) shot.get("data")));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Object script(String js) {
        return ((JavascriptExecutor) browser).executeScript(js);
    }

    private static List<String> listOf(Object list) {
        List<String> out = new ArrayList<>();
        for (Object o : (List<?>) list) {
            out.add(String.valueOf(o));
        }
        return out;
    }

    private static WebElement find(String css) {
        return browser.findElement(By.cssSelector(css));
    }

    /** The text of an element as its {@code textContent}: what is drawn, before CSS changes its case. */
    private static String text(String css) {
        return find(css).getAttribute("textContent");
    }

    private static List<String> texts(String css) {
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("textContent")).toList();
    }

    private static List<String> attributes(String css, String name) {
        return browser.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute(name)).toList();
    }
}
