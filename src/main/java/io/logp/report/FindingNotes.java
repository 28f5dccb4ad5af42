package io.logp.report;

import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.report.table.Note;
import java.util.List;

/**
 * Findings as the notes under a table: labelled with their severity and code ({@code warning UNCERTAIN_LATENCY}),
 * worded by {@link FindingText}, each once.
 */
final class FindingNotes {

    private FindingNotes() {}

    static List<Note> of(List<? extends Finding> findings, Medium medium) {
        return findings.stream()
                .distinct()
                .map(f -> new Note(label(f), FindingText.words(f, medium)))
                .toList();
    }

    static String label(Finding f) {
        return f.severity().label() + " " + f.code().name();
    }
}
