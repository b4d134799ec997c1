package org.urikit.robust;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The byte-to-text rules of {@link FuzzInput}, which every corpus file is read with. */
class FuzzInputTest {

    private static byte[] bytes(int... b) {
        byte[] out = new byte[b.length];
        for (int k = 0; k < b.length; k++) {
            out[k] = (byte) b[k];
        }
        return out;
    }

    @Test
    void utf8TextIsItself() {
        assertEquals("http://a/é😀", FuzzInput.text("http://a/é😀".getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

    @Test
    void encodedSurrogatesAreLoneSurrogates() {
        assertEquals("\ud800", FuzzInput.text(bytes(0xED, 0xA0, 0x80)));
        assertEquals("a\udfff", FuzzInput.text(bytes('a', 0xED, 0xBF, 0xBF)));
    }

    @Test
    void otherNonUtf8BytesAreLatin1() {
        assertEquals("\u00ff", FuzzInput.text(bytes(0xFF)));
        assertEquals("\u00c0\u00af", FuzzInput.text(bytes(0xC0, 0xAF)));          // overlong '/'
        assertEquals("\u00e0\u0080\u0080", FuzzInput.text(bytes(0xE0, 0x80, 0x80)));   // overlong NUL
        assertEquals("\u00e2\u0082", FuzzInput.text(bytes(0xE2, 0x82)));          // truncated
        assertEquals("\u00f4\u0090\u0080\u0080", FuzzInput.text(bytes(0xF4, 0x90, 0x80, 0x80)));   // above U+10FFFF
    }

    @Test
    void fieldsSplitAtFF() {
        assertEquals(List.of("a", "", "b\ud800"), FuzzInput.fields(bytes('a', 0xFF, 0xFF, 'b', 0xED, 0xA0, 0x80)));
        assertEquals(List.of(""), FuzzInput.fields(new byte[0]));
    }
}
