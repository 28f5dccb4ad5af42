package io.logp.job;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine's load at one moment, from Linux's /proc: the runnable processes, every CPU's busy time and every
 * process's CPU time. Taken between phases only (reading about a hundred small files takes a few milliseconds); on a
 * machine without /proc every part is empty, never an error.
 *
 * @param timeNs      System.nanoTime when it was taken
 * @param loadAverage the one-minute load average, null when unknown
 * @param runnable    /proc/stat's procs_running, null when unknown
 * @param cpuBusy     every CPU's busy time in clock ticks (all but idle and iowait), by CPU number
 * @param processes   every process's CPU time, by pid
 */
record LoadSnapshot(
        long timeNs, Double loadAverage, Integer runnable, Map<Integer, Long> cpuBusy, Map<Long, Process> processes) {

    /** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture logp runs on. */
    static final double TICKS_PER_SECOND = 100;

    /**
     * One process.
     *
     * @param ppid  its parent
     * @param comm  its name (at most 15 characters)
     * @param ticks its user and system time, all its threads together, in clock ticks
     */
    record Process(long ppid, String comm, long ticks) {}

    /** The snapshot of a /proc tree ({@code /proc} itself, or a copy for a test). */
    static LoadSnapshot of(Path proc, long timeNs) {
        Double loadAverage = null;
        Integer runnable = null;
        Map<Integer, Long> busy = new HashMap<>();
        try {
            String[] avg = Files.readString(proc.resolve("loadavg")).trim().split("\\s+");
            loadAverage = Double.parseDouble(avg[0]);
        } catch (IOException | RuntimeException e) {
            // unknown
        }
        try {
            for (String line : Files.readAllLines(proc.resolve("stat"))) {
                if (line.startsWith("procs_running "))
                    runnable = Integer.parseInt(line.substring(14).trim());
                else if (line.startsWith("cpu") && Character.isDigit(line.charAt(3))) cpuLine(line, busy);
            }
        } catch (IOException | RuntimeException e) {
            // unknown
        }
        return new LoadSnapshot(timeNs, loadAverage, runnable, Map.copyOf(busy), processes(proc));
    }

    /** {@code cpuN user nice system idle iowait irq softirq steal ...}: busy is all but idle and iowait. */
    private static void cpuLine(String line, Map<Integer, Long> busy) {
        String[] f = line.split("\\s+");
        long total = 0;
        for (int i = 1; i < f.length && i <= 8; i++) {
            if (i != 4 && i != 5) total += Long.parseLong(f[i]);
        }
        busy.put(Integer.parseInt(f[0].substring(3)), total);
    }

    private static Map<Long, Process> processes(Path proc) {
        Map<Long, Process> all = new HashMap<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(proc, "[0-9]*")) {
            for (Path dir : dirs) {
                try {
                    long pid = Long.parseLong(dir.getFileName().toString());
                    Process p = stat(Files.readString(dir.resolve("stat")));
                    if (p != null) all.put(pid, p);
                } catch (IOException | RuntimeException e) {
                    // it ended meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            // no /proc
        }
        return all;
    }

    /**
     * One line of /proc/PID/stat: {@code pid (comm) state ppid ... utime stime ...}. The name may hold spaces and
     * parentheses, so the fields are counted from the last ')'.
     */
    static Process stat(String line) {
        int open = line.indexOf('(');
        int close = line.lastIndexOf(')');
        if (open < 0 || close < open) return null;
        String comm = line.substring(open + 1, close);
        String[] f = line.substring(close + 2).trim().split("\\s+");
        // after the name: state(0) ppid(1) ... utime(11) stime(12)
        if (f.length < 13) return null;
        return new Process(Long.parseLong(f[1]), comm, Long.parseLong(f[11]) + Long.parseLong(f[12]));
    }

    /** The CPUs a process may run on (/proc/PID/status Cpus_allowed_list), empty when unknown. */
    static String allowedCpus(Path proc, long pid) {
        try {
            for (String line :
                    Files.readAllLines(proc.resolve(Long.toString(pid)).resolve("status"))) {
                if (line.startsWith("Cpus_allowed_list:"))
                    return line.substring(line.indexOf(':') + 1).trim();
            }
        } catch (IOException | RuntimeException e) {
            return "";
        }
        return "";
    }

    /** True when a process's command line names logp's classes: another logp run's rank or launcher. */
    static boolean isLogp(Path proc, long pid) {
        try {
            byte[] cmdline = Files.readAllBytes(proc.resolve(Long.toString(pid)).resolve("cmdline"));
            return new String(cmdline, java.nio.charset.StandardCharsets.UTF_8).contains("io.logp");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The CPU numbers of a Linux CPU list ("0-3,8,10-11"); empty for an empty or unreadable list. */
    static java.util.SortedSet<Integer> cpuSet(String list) {
        java.util.SortedSet<Integer> cpus = new java.util.TreeSet<>();
        if (list == null || list.isBlank()) return cpus;
        try {
            for (String part : list.trim().split(",")) {
                int dash = part.indexOf('-');
                int from = Integer.parseInt((dash < 0 ? part : part.substring(0, dash)).trim());
                int to = dash < 0
                        ? from
                        : Integer.parseInt(part.substring(dash + 1).trim());
                for (int c = from; c <= to; c++) cpus.add(c);
            }
        } catch (NumberFormatException e) {
            cpus.clear();
        }
        return cpus;
    }

    /** A set of CPU numbers as Linux lists them: runs joined ("0-3,8"). */
    static String cpuList(java.util.Collection<Integer> cpus) {
        List<Integer> sorted = cpus.stream().sorted().distinct().toList();
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < sorted.size(); ) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) j++;
            if (!s.isEmpty()) s.append(',');
            s.append(sorted.get(i));
            if (j > i) s.append('-').append(sorted.get(j));
            i = j + 1;
        }
        return s.toString();
    }
}
