package io.logp.app.launch;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rank killed by a signal, as the launcher itself reported it: the launcher's exit code alone cannot tell a rank
 * killed by SIGKILL from the launcher killed by it (Open MPI's mpirun exits 137 for both), and a rank ended by the
 * launcher's clean-up said "rank 0 ended (SIGTERM)" for a kill -9 of rank 1 (issue 40).
 *
 * @param rank   the rank, where the launcher names it (Open MPI, srun)
 * @param pid    its process, where the launcher names it (Open MPI: 0 under its own launch, Hydra)
 * @param signal the signal's number
 */
public record RankSignal(OptionalInt rank, OptionalLong pid, int signal) {

    /** Open MPI: "mpirun noticed that process rank 1 with PID 0 on node vm exited on signal 9 (Killed)." */
    private static final Pattern OPEN_MPI =
            Pattern.compile("noticed that process rank (\\d+) with PID (\\d+) on node \\S+ exited on signal (\\d+)");
    /** Hydra: "=   PID 30660 RUNNING AT vm", then "... EXIT STRING: Killed (signal 9)". */
    private static final Pattern HYDRA_PID = Pattern.compile("^=\\s+PID (\\d+) RUNNING AT ");

    private static final Pattern HYDRA_SIGNAL =
            Pattern.compile("TERMINATED WITH THE EXIT STRING: .*\\(signal (\\d+)\\)");
    /** srun: "srun: error: vm: task 1: Killed". */
    private static final Pattern SRUN = Pattern.compile("^srun: error: \\S+: task (\\d+): (Killed|Terminated|"
            + "Segmentation fault|Aborted|Bus error|Hangup|Interrupt)");

    /** The signal's name as shells and kill(1) write it (SIGKILL), or "signal N". */
    public String signalName() {
        return switch (signal) {
            case 1 -> "SIGHUP";
            case 2 -> "SIGINT";
            case 6 -> "SIGABRT";
            case 7 -> "SIGBUS";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 15 -> "SIGTERM";
            default -> "signal " + signal;
        };
    }

    /** Reads a launcher's output line by line; keeps the first rank it reports killed by a signal. */
    public static final class Reader {
        private long hydraPid = -1;
        private RankSignal found;

        /** One line of the launcher's output (stdout or stderr). */
        public synchronized void line(String line) {
            if (found != null) return;
            Matcher m = OPEN_MPI.matcher(line);
            if (m.find()) {
                long pid = Long.parseLong(m.group(2));
                found = new RankSignal(
                        OptionalInt.of(Integer.parseInt(m.group(1))),
                        pid > 0 ? OptionalLong.of(pid) : OptionalLong.empty(),
                        Integer.parseInt(m.group(3)));
                return;
            }
            m = HYDRA_PID.matcher(line);
            if (m.find()) {
                hydraPid = Long.parseLong(m.group(1));
                return;
            }
            m = HYDRA_SIGNAL.matcher(line);
            if (m.find()) {
                found = new RankSignal(
                        OptionalInt.empty(),
                        hydraPid > 0 ? OptionalLong.of(hydraPid) : OptionalLong.empty(),
                        Integer.parseInt(m.group(1)));
                return;
            }
            m = SRUN.matcher(line);
            if (m.find()) {
                int signal =
                        switch (m.group(2)) {
                            case "Killed" -> 9;
                            case "Terminated" -> 15;
                            case "Segmentation fault" -> 11;
                            case "Aborted" -> 6;
                            case "Bus error" -> 7;
                            case "Hangup" -> 1;
                            default -> 2;
                        };
                found = new RankSignal(OptionalInt.of(Integer.parseInt(m.group(1))), OptionalLong.empty(), signal);
            }
        }

        /** The rank reported killed, if any. */
        public synchronized Optional<RankSignal> found() {
            return Optional.ofNullable(found);
        }
    }
}
