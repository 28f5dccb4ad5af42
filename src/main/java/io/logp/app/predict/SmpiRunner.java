package io.logp.app.predict;

import io.logp.data.CollectiveOp;
import io.logp.exit.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * logp's collectives timing as a C program (resource {@code logp_predict.c}) built with SimGrid's {@code smpicc} and
 * run under {@code smpirun} on a calibrated platform: one simulation per P, every op and size within it.
 */
final class SmpiRunner {

    /** One simulated point. */
    record Point(CollectiveOp op, int nBytes, int p, double us) {}

    /** What SimGrid's tools are called. */
    static final String SMPICC = "smpicc";

    static final String SMPIRUN = "smpirun";

    private final Path work;
    private final Path binary;
    /**
     * The smpiruns running or failed, each with the log and output it writes: stopped and removed on an interrupt.
     */
    private final Map<Process, List<Path>> running = new ConcurrentHashMap<>();

    private volatile boolean stopped;

    private SmpiRunner(Path work, Path binary) {
        this.work = work;
        this.binary = binary;
    }

    /** Writes the C source into {@code work} and builds it. */
    static SmpiRunner build(Path work) throws IOException, InterruptedException {
        Files.createDirectories(work);
        Path source = work.resolve("logp_predict.c");
        try (InputStream in = SmpiRunner.class.getResourceAsStream("/io/logp/predict/logp_predict.c")) {
            if (in == null) throw new IllegalStateException("logp_predict.c is missing from logp's jar");
            Files.write(source, in.readAllBytes());
        }
        Path binary = work.resolve("logp_predict");
        Path log = work.resolve("smpicc.log");
        int code = run(List.of(SMPICC, "-O2", "-o", binary.toString(), source.toString()), log, 120);
        if (code != 0)
            throw new IOException(SMPICC + " failed (exit " + code + ") building " + source + "; see " + log);
        return new SmpiRunner(work, binary);
    }

    /**
     * The simulation of P ranks on {@code platform}, each call costing every rank {@code callUs} besides its messages;
     * its output in {@code work}/smpirun-PLATFORM-P.log.
     *
     * @throws IOException when smpirun fails or does not end within {@code timeoutSeconds}
     */
    List<Point> collectives(
            Path platform,
            Path hostfile,
            int p,
            List<CollectiveOp> ops,
            List<Integer> sizes,
            double callUs,
            long timeoutSeconds)
            throws IOException, InterruptedException {
        String opList = ops.stream().map(CollectiveOp::label).collect(Collectors.joining(","));
        String sizeList = sizes.stream().map(String::valueOf).collect(Collectors.joining(","));
        long largest = sizes.stream().mapToLong(Integer::longValue).max().orElse(1);
        List<String> out = smpirun(
                platform,
                hostfile,
                p,
                List.of(sharedMallocBlock(largest * p)),
                List.of("collectives", opList, sizeList, String.format(Locale.ROOT, "%.6f", callUs)),
                timeoutSeconds);
        List<Point> points = new ArrayList<>();
        for (String line : out) {
            String[] f = line.split(",");
            if (f.length != 4) continue;
            points.add(new Point(
                    CollectiveOp.of(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]), Double.parseDouble(f[3])));
        }
        return points;
    }

    /** The round trip of an n-byte message and a reply of {@code replyBytes}, on two ranks, us per size. */
    List<double[]> pingPong(Path platform, Path hostfile, List<Integer> sizes, int replyBytes, long timeoutSeconds)
            throws IOException, InterruptedException {
        String sizeList = sizes.stream().map(String::valueOf).collect(Collectors.joining(","));
        List<double[]> rows = new ArrayList<>();
        for (String line : smpirun(
                platform, hostfile, 2, List.of(), List.of("pingpong", sizeList, "" + replyBytes), timeoutSeconds)) {
            String[] f = line.split(",");
            if (f.length == 4 && f[0].equals("pingpong"))
                rows.add(new double[] {Double.parseDouble(f[1]), Double.parseDouble(f[3])});
        }
        return rows;
    }

    /**
     * SMPI's shared buffers are one file mapped again and again, one mapping per block of
     * {@code smpi/shared-malloc-blocksize} (1 MiB by default): two buffers of P x 32 KiB on each of 1024 ranks took
     * 65,536 mappings, past Linux's vm.max_map_count of 65,530, and the simulation aborted. A block as large as the
     * largest buffer (a power of two, at least 1 MiB) makes it one mapping per buffer.
     */
    static String sharedMallocBlock(long largestBufferBytes) {
        long block = 1L << 20;
        while (block < largestBufferBytes && block < (1L << 40)) block <<= 1;
        return "--cfg=smpi/shared-malloc-blocksize:" + block;
    }

    private List<String> smpirun(
            Path platform, Path hostfile, int p, List<String> options, List<String> args, long timeoutSeconds)
            throws IOException, InterruptedException {
        // Simulations run side by side: each names its files after its platform (the variant) and its P.
        String name = "smpirun-" + platform.getFileName().toString().replaceFirst("\\.xml$", "") + "-" + p;
        Path stdout = work.resolve(name + ".out");
        List<String> command = new ArrayList<>(List.of(
                SMPIRUN,
                "-platform",
                platform.toString(),
                "-hostfile",
                hostfile.toString(),
                "-np",
                "" + p,
                "--log=root.thres:warning"));
        command.addAll(options);
        command.add(binary.toString());
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command)
                .redirectOutput(stdout.toFile())
                .redirectError(work.resolve(name + ".log").toFile());
        if (stopped) throw new InterruptedException("predict was interrupted");
        Process process = pb.start();
        running.put(process, List.of(stdout, work.resolve(name + ".log")));
        // Started just as stopAll ran past it: stopped here instead.
        if (stopped) stop(process);
        boolean ended;
        try {
            ended = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            // Ctrl-C, or another simulation of the pool failed: this one's smpirun (and the simulation it started)
            // must not outlive logp.
            stop(process);
            throw e;
        }
        if (stopped) throw new InterruptedException("predict was interrupted");
        if (!ended) {
            stop(process);
            throw new SimulationTimeout(p, timeoutSeconds);
        }
        if (process.exitValue() != 0)
            throw new IOException(String.format(
                    Locale.ROOT,
                    "%s -np %d failed (exit %d); see %s",
                    SMPIRUN,
                    p,
                    process.exitValue(),
                    work.resolve(name + ".log")));
        List<String> lines = Files.readAllLines(stdout, StandardCharsets.UTF_8);
        // Done: its log stays. One that failed stays listed, so that an interrupt (whose Ctrl-C reached smpirun
        // too) removes its log with the others cut short.
        running.remove(process);
        return lines;
    }

    /**
     * Stops every smpirun running now and the simulation each started, waits for them to end (at most 5 s), and removes
     * their output and logs, which hold a simulation cut short; a simulation not yet started will not start.
     */
    void stopAll() {
        stopped = true;
        for (Process p : running.keySet()) stop(p);
        for (Map.Entry<Process, List<Path>> e : running.entrySet()) {
            try {
                e.getKey().waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            for (Path f : e.getValue()) {
                try {
                    Files.deleteIfExists(f);
                } catch (IOException ignored) {
                    // a log left is named nowhere and harms nothing
                }
            }
        }
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    private static int run(List<String> command, Path log, long timeoutSeconds)
            throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
        } catch (IOException e) {
            throw new UsageException(command.get(0) + " not found: predict needs SimGrid (Debian: libsimgrid-dev)");
        }
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }

    /** A simulation that did not end within its share of the budget. */
    static final class SimulationTimeout extends IOException {
        final int p;

        SimulationTimeout(int p, long seconds) {
            super(String.format(
                    Locale.ROOT, "the simulation of P = %d did not end within %d s (the budget)", p, seconds));
            this.p = p;
        }
    }
}
