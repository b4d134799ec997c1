package org.urikit.template;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The result of {@link UriTemplate#match(String)}: an unmodifiable map of the defined variables
 * in template order, held as the template's names (shared by every match) and one array of
 * values, null where a variable is undefined. So a match allocates this map, one array and the
 * value strings. Lookups are linear, which is the fast way for the few variables of a real
 * template; a template of more than {@value #SMALL} variables gets an unmodifiable
 * {@link LinkedHashMap} instead. Equality, hash code and {@code toString()} are those of every
 * {@link Map}.
 */
final class MatchedVariables extends AbstractMap<String, Object> {
    /** The largest number of variables for which lookups are linear. */
    static final int SMALL = 16;

    private final String[] names;
    private final Object[] values;
    private final int size;

    private MatchedVariables(String[] names, Object[] values, int size) {
        this.names = names;
        this.values = values;
        this.size = size;
    }

    /** The defined variables: {@code values[i]} is the value of {@code names[i]}, null when undefined. */
    static Map<String, Object> of(String[] names, Object[] values) {
        int size = 0;
        for (Object v : values) {
            if (v != null) {
                size++;
            }
        }
        if (names.length <= SMALL) {
            return new MatchedVariables(names, values, size);
        }
        Map<String, Object> map = new LinkedHashMap<>(size * 4 / 3 + 1);
        for (int i = 0; i < names.length; i++) {
            if (values[i] != null) {
                map.put(names[i], values[i]);
            }
        }
        return Collections.unmodifiableMap(map);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public Object get(Object key) {
        int i = indexOf(key);
        return i < 0 ? null : values[i];
    }

    private int indexOf(Object key) {
        for (int i = 0; i < names.length; i++) {
            if (values[i] != null && names[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public Set<Entry<String, Object>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return size;
            }

            @Override
            public Iterator<Entry<String, Object>> iterator() {
                return new Iterator<>() {
                    private int next = advance(0);

                    private int advance(int i) {
                        while (i < values.length && values[i] == null) {
                            i++;
                        }
                        return i;
                    }

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Entry<String, Object> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        Entry<String, Object> e = new SimpleImmutableEntry<>(names[next], values[next]);
                        next = advance(next + 1);
                        return e;
                    }
                };
            }
        };
    }
}
