package io.logp.contrib;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.ExternalProgram;
import io.logp.cli.CliRun;
import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * contrib/reframe/logp_check.py under ReFrame itself, installed by the test into its own virtual environment (pip,
 * reframe-hpc), on contrib/reframe/settings_local.py: references made by {@code logp reference --format reframe} from
 * three simulated nights at o_s 1.4 us hold for a fourth such night, and a night at o_s 2.0 us breaks them with
 * ReFrame's own performance message. Where pip cannot install ReFrame (no route to PyPI), the test is skipped and says
 * why, unless LOGP_REQUIRE_REFRAME=1.
 */
class ReframeCheckTest {

    static final Path ROOT = Path.of("").toAbsolutePath();
    static final String SIMULATE = "simulate --or 2.2 --g 7.6 --L 6.3 --jitter 0.05 --warmup-seconds 0 --os ";

    @Test
    void aReferenceThatHoldsPassesAndASlowedRunFails(@TempDir Path tmp) throws Exception {
        Path reframe = reframe(tmp.resolve("venv"));
        for (int night = 1; night <= 3; night++) {
            CliRun run = CliRun.of((SIMULATE + "1.4 --model-seed " + night + " --quiet --json --out " + tmp
                            + " --run-id night-" + night)
                    .split(" "));
            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        }
        Path reference = tmp.resolve("reference.py");
        CliRun block = CliRun.of(
                "reference",
                "--format",
                "reframe",
                "--partition",
                "local:default",
                "--out",
                reference.toString(),
                tmp.resolve("signatures").toString());
        assertEquals(ExitCodes.OK, block.exitCode(), block.toString());

        Result holds = check(reframe, tmp.resolve("holds"), reference, SIMULATE + "1.4 --model-seed 7");
        assertEquals(0, holds.exit(), holds.output());
        assertTrue(holds.output().contains("[  PASSED  ]"), holds.output());

        Result slowed = check(reframe, tmp.resolve("slowed"), reference, SIMULATE + "2.0 --model-seed 7");
        assertNotEquals(0, slowed.exit(), slowed.output());
        assertTrue(slowed.output().contains("performance"), slowed.output());
        assertTrue(slowed.output().contains("o_s"), slowed.output());
    }

    record Result(int exit, String output) {}

    /** ReFrame on the check, its stage and output under {@code dir}. */
    static Result check(Path reframe, Path dir, Path reference, String logpArgs) throws Exception {
        List<String> cmd = List.of(
                reframe.toString(),
                "-C",
                ROOT.resolve("contrib/reframe/settings_local.py").toString(),
                "-c",
                ROOT.resolve("contrib/reframe/logp_check.py").toString(),
                "--prefix",
                dir.toString(),
                "-r");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        Map<String, String> env = pb.environment();
        env.put("LOGP", ROOT.resolve("run-logp.sh").toString());
        env.put("LOGP_ARGS", logpArgs);
        env.put("LOGP_REFERENCE", reference.toString());
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("reframe did not end within 10 minutes");
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    /** ReFrame: on PATH, else pip-installed into a new virtual environment; skipped (or failed) when neither works. */
    static Path reframe(Path venv) throws Exception {
        var onPath = ExternalProgram.REFRAME.find(System.getenv());
        if (onPath.isPresent()) return onPath.get();
        String made = run(List.of("python3", "-m", "venv", venv.toString()));
        if (made != null) ExternalProgram.REFRAME.missing("python3 -m venv failed: " + made);
        String pip = run(List.of(
                venv.resolve("bin/pip").toString(),
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--timeout",
                "20",
                "--retries",
                "0",
                "reframe-hpc>=4,<5"));
        if (pip != null)
            ExternalProgram.REFRAME.missing("pip install reframe-hpc into a virtual environment failed: " + pip);
        return venv.resolve("bin/reframe");
    }

    /** Runs a command; null when it succeeded, else its last line of output. */
    private static String run(List<String> cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(new ArrayList<>(cmd))
                .redirectErrorStream(true)
                .start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            return "no answer within 5 minutes";
        }
        if (p.exitValue() == 0) return null;
        String[] lines = out.split("\n");
        return lines.length == 0 ? "exit " + p.exitValue() : lines[lines.length - 1];
    }
}
