package io.logp.app;

import io.logp.report.Glossary;

/** What the command line's help shows besides the commands' options: the glossary of the terms logp prints. */
public final class HelpTopics {

    private HelpTopics() {}

    /** Every term of logp's screen and pages with its meaning, as text {@code width} columns wide. */
    public static String glossary(int width) {
        return Glossary.text(width);
    }
}
