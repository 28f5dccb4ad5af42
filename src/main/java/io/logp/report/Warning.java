package io.logp.report;

/**
 * One warning of a run: a stable code a reader can look up (docs/warnings.md, the HTML report), the one line the
 * summary prints, and the full sentence the verbose text, logp.json and the HTML report carry.
 *
 * @param code  upper-case stable code, e.g. {@code NEGATIVE_LATENCY} (a fitter diagnostic's kind) or {@code RTT_DRIFT}
 * @param brief one short line with the numbers that matter
 * @param text  the full warning
 */
public record Warning(String code, String brief, String text) {

    public Warning {
        if (!code.matches("[A-Z][A-Z0-9_]*")) throw new IllegalArgumentException("not a warning code: " + code);
    }
}
