package io.logp.format.foreign;

import io.logp.data.ForeignResult;
import io.logp.finding.Finding;
import java.util.List;

/**
 * One table of another suite's file as read: its rows in logp's units, its title (which test, and where the log
 * names them, which pair of nodes), and what reading it found (cells written as nan, a run cut short).
 */
public record ForeignTable(ForeignResult result, String title, List<Finding> findings) {

    public ForeignTable {
        findings = List.copyOf(findings);
    }
}
