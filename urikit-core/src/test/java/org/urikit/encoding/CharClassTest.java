package org.urikit.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.urikit.testing.TestData;

/**
 * Exhaustive membership of every public {@link CharClass} constant against its members typed
 * out from the ABNF ({@code testdata/encoding/charclass-members.tsv}), and the composition
 * operations against {@code charclass-ops.tsv}.
 */
class CharClassTest {

    private static final List<Class<?>> OWNERS = List.of(CharClass.class, PercentCodec.class, FormCodec.class);

    /** Code points outside US-ASCII that no set may contain. */
    private static final int[] OUTSIDE = {
        Integer.MIN_VALUE, -129, -128, -65, -64, -63, -2, -1, 128, 129, 191, 192, 0xE9, 0xFF, 0x100, 0x17F, 0x180,
        0xD800, 0xDFFF, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF, 0x110000, Integer.MAX_VALUE
    };

    static List<Arguments> members() {
        return TestData.arguments("encoding/charclass-members.tsv");
    }

    static List<Arguments> ops() {
        return TestData.arguments("encoding/charclass-ops.tsv");
    }

    private static CharClass constant(String owner, String name) throws ReflectiveOperationException {
        for (Class<?> c : OWNERS) {
            if (c.getSimpleName().equals(owner)) {
                return (CharClass) c.getField(name).get(null);
            }
        }
        throw new IllegalArgumentException("unknown owner " + owner);
    }

    @ParameterizedTest
    @MethodSource("members")
    void everyCodePointAgainstTheAbnf(TestData.Row row) throws ReflectiveOperationException {
        CharClass set = constant(row.get("owner"), row.get("constant"));
        String members = row.get("members");
        assertEquals(members.length(), members.chars().distinct().count(), "data: duplicate member in " + row.id());
        for (int c = 0; c < 128; c++) {
            boolean expected = members.indexOf(c) >= 0;
            final int cp = c;
            assertEquals(expected, set.contains(cp),
                    () -> row.get("constant") + " (" + row.get("abnf") + ") membership of " + describe(cp) + " in " + set);
        }
        for (int c : OUTSIDE) {
            assertFalse(set.contains(c), () -> row.get("constant") + " must not contain " + c);
        }
        assertEquals(members.length(), set.size(), row.get("constant") + ".size()");
        assertTrue(set.containsAll(members));
        assertEquals(members.isEmpty(), set.isEmpty());
        assertEquals(CharClass.of(members), set, "of(members) equals the constant");
        assertEquals(CharClass.of(members).hashCode(), set.hashCode());
    }

    private static String describe(int c) {
        return String.format("U+%04X", c);
    }

    @Test
    void everyPublicConstantHasARow() throws IllegalAccessException {
        Set<String> listed = new TreeSet<>();
        for (TestData.Row r : TestData.rows("encoding/charclass-members.tsv")) {
            listed.add(r.get("owner") + "." + r.get("constant"));
        }
        Set<String> declared = new TreeSet<>();
        for (Class<?> owner : OWNERS) {
            for (Field f : owner.getFields()) {
                if (f.getType() == CharClass.class && Modifier.isStatic(f.getModifiers())) {
                    assertTrue(Modifier.isFinal(f.getModifiers()), f + " must be final");
                    declared.add(owner.getSimpleName() + "." + f.getName());
                    assertTrue(f.get(null) != null);
                }
            }
        }
        assertEquals(declared, listed, "public CharClass constants vs rows of charclass-members.tsv");
    }

    @ParameterizedTest
    @MethodSource("ops")
    void composition(TestData.Row row) {
        String left = row.get("left");
        String right = row.get("right");
        CharClass result = switch (row.get("op")) {
            case "of" -> CharClass.of(left);
            case "range" -> CharClass.range(left.charAt(0), left.charAt(1));
            case "with" -> CharClass.of(left).with(right);
            case "without" -> CharClass.of(left).without(right);
            case "union" -> CharClass.of(left).union(CharClass.of(right));
            case "minus" -> CharClass.of(left).minus(CharClass.of(right));
            case "intersect" -> CharClass.of(left).intersect(CharClass.of(right));
            case "complement" -> CharClass.of(left).complement();
            default -> throw new IllegalArgumentException("unknown op " + row.get("op"));
        };
        String members = row.get("members");
        for (int c = 0; c < 128; c++) {
            final int cp = c;
            assertEquals(members.indexOf(c) >= 0, result.contains(c), () -> row.id() + ": " + describe(cp) + " in " + result);
        }
        for (int c : OUTSIDE) {
            assertFalse(result.contains(c), row.id() + ": " + c + " is outside US-ASCII");
        }
        assertEquals(Integer.parseInt(row.get("size")), result.size(), "size");
        assertEquals(row.get("string"), result.toString(), "toString");
        assertEquals(members.isEmpty(), result.isEmpty(), "isEmpty");
    }

    @Test
    void compositionDoesNotMutate() {
        CharClass abc = CharClass.of("abc");
        abc.with("xyz");
        abc.without("a");
        abc.union(CharClass.DIGIT);
        abc.minus(CharClass.ALPHA);
        abc.intersect(CharClass.DIGIT);
        abc.complement();
        assertEquals("[a-c]", abc.toString());
        assertEquals(3, abc.size());
        assertEquals(66, CharClass.UNRESERVED.size());
    }

    @Test
    void complementTwiceIsTheSet() {
        for (CharClass c : List.of(CharClass.NONE, CharClass.QUERY, CharClass.HEXDIG, CharClass.of("\u0000\u007f"))) {
            assertEquals(c, c.complement().complement());
            assertEquals(128, c.size() + c.complement().size());
            assertTrue(c.intersect(c.complement()).isEmpty());
        }
    }

    @Test
    void rejectsNonAscii() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CharClass.of("ab\u00e9"));
        assertEquals("not US-ASCII: U+00E9 at index 2", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CharClass.ALPHA.with("\u0080"));
        assertThrows(IllegalArgumentException.class, () -> CharClass.ALPHA.without("\uD800"));
        assertThrows(IllegalArgumentException.class, () -> CharClass.range('a', '\u0080'));
        assertThrows(IllegalArgumentException.class, () -> CharClass.range('\u0100', '\u0200'));
        IllegalArgumentException r = assertThrows(IllegalArgumentException.class, () -> CharClass.range('z', 'a'));
        assertEquals("not an ASCII range: 122..97", r.getMessage());
        assertThrows(NullPointerException.class, () -> CharClass.of(null));
    }

    /** Guava EqualsTester style: members of a group are equal to each other and to nothing else. */
    @Test
    void equalityGroups() {
        List<List<Object>> groups = new ArrayList<>();
        groups.add(List.of(CharClass.NONE, CharClass.of(""), CharClass.ALPHA.intersect(CharClass.DIGIT),
                CharClass.QUERY.minus(CharClass.QUERY), CharClass.NONE.complement().complement()));
        groups.add(List.of(CharClass.QUERY, CharClass.FRAGMENT, CharClass.PCHAR.with("/?"),
                CharClass.of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?")));
        groups.add(List.of(CharClass.RESERVED, CharClass.GEN_DELIMS.union(CharClass.SUB_DELIMS),
                CharClass.of("=;,+*)('&$!@][#?/:")));
        groups.add(List.of(CharClass.ALPHA, CharClass.range('A', 'Z').with("abcdefghijklmnopqrstuvwxyz")));
        groups.add(List.of(CharClass.NONE.complement(), CharClass.range('\u0000', '\u007f')));
        groups.add(List.of(CharClass.of("a")));
        groups.add(List.of(CharClass.of("b")));
        groups.add(List.of(CharClass.of("\u007f")));
        groups.add(List.of(CharClass.of("\u003f")));
        for (int g = 0; g < groups.size(); g++) {
            for (Object a : groups.get(g)) {
                assertNotEquals(null, a);
                assertNotEquals("[a]", a);
                for (int h = 0; h < groups.size(); h++) {
                    for (Object b : groups.get(h)) {
                        if (g == h) {
                            assertEquals(a, b);
                            assertEquals(a.hashCode(), b.hashCode());
                        } else {
                            assertNotEquals(a, b, a + " vs " + b);
                        }
                    }
                }
            }
        }
    }

    @Test
    void containsAllOfStrings() {
        assertTrue(CharClass.SCHEME.containsAll("svn+ssh"));
        assertTrue(CharClass.SCHEME.containsAll(""));
        assertFalse(CharClass.SCHEME.containsAll("a b"));
        assertFalse(CharClass.UNRESERVED.containsAll("caf\u00e9"));
        assertFalse(CharClass.NONE.containsAll("a"));
        assertTrue(CharClass.NONE.containsAll(new StringBuilder()));
    }

    static Stream<Arguments> constantsForToString() {
        return Stream.of(
                Arguments.of(CharClass.UNRESERVED, "[\\-.0-9A-Z_a-z~]"),
                Arguments.of(CharClass.HEXDIG, "[0-9A-Fa-f]"),
                Arguments.of(CharClass.GEN_DELIMS, "[#/:?@\\[\\]]"),
                Arguments.of(CharClass.SUB_DELIMS, "[!$&-,;=]"),
                Arguments.of(CharClass.PCHAR, "[!$&-.0-;=@-Z_a-z~]"),
                Arguments.of(CharClass.NONE.complement(), "[\\x00-\\x7F]"),
                Arguments.of(CharClass.NONE, "[]"));
    }

    @ParameterizedTest
    @MethodSource("constantsForToString")
    void toStringOfConstants(CharClass set, String expected) {
        assertEquals(expected, set.toString());
    }
}
