package io.logp.experiment;

/**
 * Where a long experiment says how far it has come. Separate from result output: progress is for the person
 * waiting, results are for files and tables.
 */
public interface Progress {

    Progress SILENT = message -> {};

    void report(String message);

    /** Progress lines on standard error, at most one per interval, so long sweeps are visible but quiet. */
    static Progress throttled(java.io.PrintWriter out, long intervalNs) {
        return new Progress() {
            private long last = System.nanoTime() - intervalNs;

            @Override
            public void report(String message) {
                long now = System.nanoTime();
                if (now - last >= intervalNs) {
                    last = now;
                    out.println(message);
                    out.flush();
                }
            }
        };
    }
}
