package io.logp.finding;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.List;

/**
 * One instance of the record behind every {@link Code}, its numbers filled with distinct plain values, so tests can
 * check that every kind of finding renders and survives a file. Built by reflection so that a new record is covered
 * the day it is added.
 */
public final class SampleFindings {

    private SampleFindings() {}

    /** A finding of this code with sample values in every component. */
    public static Finding of(Code code) {
        return (Finding) instance(code.record());
    }

    private static Object instance(Class<?> record) {
        RecordComponent[] components = record.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = value(components[i].getType(), components[i].getGenericType(), i);
        }
        try {
            return record.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(record.getName(), e);
        }
    }

    private static Object value(Class<?> type, Type generic, int i) {
        if (type == double.class || type == Double.class) return 1.25 + i;
        if (type == int.class || type == Integer.class) return 3 + i;
        if (type == long.class || type == Long.class) return 40L + i;
        if (type == boolean.class || type == Boolean.class) return true;
        if (type == String.class) return "wait_up";
        if (type.isEnum()) return type.getEnumConstants()[0];
        if (type.isRecord()) return instance(type);
        if (type == List.class) {
            Type element = ((ParameterizedType) generic).getActualTypeArguments()[0];
            if (element instanceof Class<?> c && c.isRecord()) return List.of(instance(c));
            if (element == Double.class) return List.of(64.5, 256.0);
            return element == String.class ? List.of("wait_up", "pairs") : List.of(64, 256);
        }
        throw new IllegalArgumentException("no sample for " + type);
    }
}
