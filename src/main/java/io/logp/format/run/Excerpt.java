package io.logp.format.run;

/**
 * A piece of a file quoted in a message: whole when short, else its start with its length and where it starts, so a
 * 5 MB number in signature.csv or a 3 MB line given to {@code stats} makes a one-line message, not a 5 MB one.
 */
public final class Excerpt {

    /** Text up to this long is quoted whole. */
    static final int WHOLE = 60;

    /** A longer text is quoted by its first this many characters: enough to recognise it. */
    static final int START = 40;

    private Excerpt() {}

    /**
     * The text quoted: {@code 'abc'}, or {@code '1234...' (5000085 characters from column 12)}.
     *
     * @param where where the text starts on its line, for the reader to find it ("column 12", "field 4")
     */
    public static String of(String text, String where) {
        if (text.length() <= WHOLE) return "'" + text + "'";
        // Not inside a surrogate pair: the excerpt stays valid text.
        int end = Character.isHighSurrogate(text.charAt(START - 1)) ? START - 1 : START;
        return "'" + text.substring(0, end) + "...' (" + text.length() + " characters from " + where + ")";
    }
}
