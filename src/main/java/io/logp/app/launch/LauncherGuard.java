package io.logp.app.launch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Ends mpirun, and with it every rank on every host, when the launching JVM dies without a chance to do so itself
 * (SIGKILL, the OOM killer). A JVM runs nothing after SIGKILL, and mpirun does not notice its parent going, so a
 * small shell beside mpirun holds the reading end of a pipe whose writing end only this JVM holds: the kernel closes
 * it when the JVM dies however it dies, the shell's read returns at once (no polling), and it sends mpirun SIGTERM
 * (mpirun then stops the ranks), then SIGKILL if mpirun is still there 10 s later. A launcher that ends normally
 * writes "done" first and the shell leaves quietly. The shell ignores SIGINT, SIGTERM and SIGHUP: Ctrl-C reaches the
 * whole process group, and the launcher's own interrupt handling stops mpirun then.
 */
final class LauncherGuard implements AutoCloseable {

    /**
     * $1 is mpirun's pid, $2 the run directory (may be empty). Once mpirun is gone, the temporary files of writes that
     * never finished ({@code .meta.json.<rand>.tmp} of the killed JVM, a rank's) are removed: nobody else is left.
     */
    static final String SCRIPT = "trap '' INT TERM HUP\n"
            + "IFS= read -r line\n"
            + "[ \"$line\" = done ] && exit 0\n"
            + "kill -TERM \"$1\" 2>/dev/null\n"
            + "i=0\n"
            + "while kill -0 \"$1\" 2>/dev/null; do\n"
            + "  i=$((i + 1)); [ \"$i\" -gt 100 ] && { kill -KILL \"$1\" 2>/dev/null; break; }\n"
            + "  sleep 0.1\n"
            + "done\n"
            + "[ -n \"$2\" ] && [ -d \"$2\" ] && { sleep 0.5; rm -f -- \"$2\"/.*.tmp; }\n"
            + "exit 0\n";

    private final Process shell;

    private LauncherGuard(Process shell) {
        this.shell = shell;
    }

    /** Starts the guard of {@code mpirun}. Without /bin/sh there is none, and the run goes on unguarded. */
    static LauncherGuard watch(Process mpirun, String runDir) {
        try {
            Process shell = new ProcessBuilder(List.of(
                            "/bin/sh",
                            "-c",
                            SCRIPT,
                            "logp-guard",
                            Long.toString(mpirun.pid()),
                            runDir == null ? "" : runDir))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            return new LauncherGuard(shell);
        } catch (IOException e) {
            return new LauncherGuard(null);
        }
    }

    /** mpirun has ended: the guard leaves without touching anything. */
    @Override
    public void close() {
        if (shell == null) return;
        try (OutputStream in = shell.getOutputStream()) {
            in.write("done\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            // the shell is gone already
        }
        try {
            if (!shell.waitFor(2, TimeUnit.SECONDS)) shell.destroyForcibly();
        } catch (InterruptedException e) {
            shell.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
