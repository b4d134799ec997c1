/**
 * Internationalized domain names: UTS #46 Unicode IDNA Compatibility Processing (Unicode 17.0.0),
 * the URL Standard's "domain to ASCII" and "domain to Unicode" (§3.3 IDNA), Punycode (RFC 3492)
 * and a display form for host names that keeps spoofable labels in Punycode (UTS #39).
 *
 * <pre>{@code
 * Idna.toAscii("Bücher.example", Uts46Options.DEFAULT).value();       // "xn--bcher-kva.example"
 * Idna.toUnicode("xn--bcher-kva.example", Uts46Options.DEFAULT).value(); // "bücher.example"
 * Idna.domainToAscii("EXAMPLE.com", false).value();                   // "example.com"
 * Idna.toDisplayUnicode("xn--pple-43d.com");                          // "xn--pple-43d.com"
 * Punycode.decode("bcher-kva");                                        // "bücher"
 * }</pre>
 *
 * <h2>The parts</h2>
 * <ul>
 * <li>{@link org.urikit.idna.Idna}: the entry points; {@link org.urikit.idna.Uts46Options} the
 *   flags of UTS #46 §4 with the recommended defaults and the URL Standard's presets.</li>
 * <li>{@link org.urikit.idna.IdnaResult}, {@link org.urikit.idna.IdnaError},
 *   {@link org.urikit.idna.IdnaErrorCode}: a value is always produced, with the errors
 *   named as the status codes of the Unicode conformance file IdnaTestV2.txt and the index of the
 *   label (or character) at fault.</li>
 * <li>{@link org.urikit.idna.Punycode} and {@link org.urikit.idna.PunycodeException}: RFC 3492
 *   with the overflow checks of its §6.4, and no quadratic time on long labels.</li>
 * </ul>
 *
 * <h2>Data</h2>
 * <p>The IDNA Mapping Table, NFC (UAX #15), Bidi_Class, Joining_Type, General_Category,
 * Script_Extensions, Identifier_Status and the confusables come from the Unicode 17.0.0 data files
 * in the repository's {@code conformance/unicode-17/}, compiled by a generator in the test sources
 * into three binary tables beside these classes (about 53 KB compressed in the jar) that are read
 * the first time a non-ASCII domain is processed. Neither {@code java.net.IDN} (IDNA2003) nor
 * {@code java.text.Normalizer} (the JDK's Unicode version) is used. The tables are derived from
 * Unicode data under the Unicode License v3; its notice is {@code UNICODE-LICENSE.txt} beside them.
 */
package org.urikit.idna;
