package io.logp.report;

import io.logp.finding.Severity;

/**
 * One finding of a run as it is shown: its stable code a reader can look up (docs/warnings.md, the HTML report), its
 * severity, the one line the summary prints, and the full sentence the verbose text, logp.json and the HTML report
 * carry. Built only by {@link FindingText}.
 *
 * @param code     upper-case stable code, e.g. {@code NEGATIVE_LATENCY}
 * @param severity how much it weighs on the numbers
 * @param brief    one short line with the numbers that matter
 * @param text     the full sentence
 */
public record Warning(String code, Severity severity, String brief, String text) {}
