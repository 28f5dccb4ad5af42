package io.logp.presentation;

import java.util.Objects;

/**
 * A header that is a symbol, as a paper sets it: a letter with an optional subscript ({@code o_s}, {@code T0},
 * {@code n_bytes}). Text writes it as {@link #text}; a rendering that has math (LaTeX) takes the letter and the
 * subscript apart, never from the text.
 *
 * @param letter    the symbol's letter: {@code o}, {@code T}, {@code g}
 * @param subscript its subscript, empty for none: {@code s}, {@code 0}, {@code bytes}
 * @param text      how text writes it: {@code o_s}, {@code T0}
 */
public record Symbol(String letter, String subscript, String text) {

    public Symbol {
        Objects.requireNonNull(letter, "letter");
        Objects.requireNonNull(subscript, "subscript");
        Objects.requireNonNull(text, "text");
    }

    /** A letter alone: {@code g}, {@code L}, {@code P}. */
    public static Symbol of(String letter) {
        return new Symbol(letter, "", letter);
    }

    /** A letter with a subscript written after {@code _}: {@code o_s}, {@code n_bytes}. */
    public static Symbol sub(String letter, String subscript) {
        return new Symbol(letter, subscript, letter + "_" + subscript);
    }

    /** A letter with a subscript of digits written right after it: {@code T0}. */
    public static Symbol indexed(String letter, int index) {
        return new Symbol(letter, Integer.toString(index), letter + index);
    }
}
