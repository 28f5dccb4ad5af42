package io.logp.experiment;

import io.logp.data.CollectiveSettings;
import io.logp.engine.JitQuiet;
import io.logp.stats.TrimmedStatistics;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.Launch;
import java.util.ArrayList;
import java.util.List;

/**
 * Times launches of a collective the way MPIPerf does (Kurnosov 2012, section 4), on every member of a group at
 * once: an untimed stage 0 (lazy connection setup must not leak into results; it also gives the first slot
 * length), then stages of launches scheduled on the global clock until MPIPerf's stopping rule holds. Before each
 * stage member 0 reads its clock and sends everyone the first launch time, far enough ahead that the message
 * arrives first. After each stage every member gathers every record, so all take the same decisions.
 */
public final class CollectiveMeasurement {

    /** MPIPerf's margin on the measured time of distributing the stage start. */
    private static final double DISTRIBUTION_MARGIN = 1.2;

    private static final int DISTRIBUTION_PROBES = 3;
    /**
     * Untimed passes through the launch loop: with an empty launch when a measurement is set up, and with each op
     * before its stage 0. A point has only tens of launches, too few for the JIT, and a launch loop that is
     * interpreted (or deoptimised because a new op reached it) adds tenths of a microsecond to every launch: seen as
     * WaitPatternUp reading 2.8 us instead of 2 with 2 ranks.
     */
    static final int JIT_WARMUP_LAUNCHES = 20_000;
    /** The op's own warm-up takes about this long, within the launch counts below. */
    static final double OP_WARMUP_NS = 20e6;

    /**
     * Set to false (-Dlogp.jitQuiet=false on the ranks) to measure without waiting for the JIT before each stage: the
     * comparison that shows what the wait removes (docs/collectives.md).
     */
    static final String JIT_QUIET_PROPERTY = "logp.jitQuiet";
    /** The longest a member waits for its compiler to go idle before a stage. */
    static final long JIT_WAIT_LIMIT_MS = 2000;

    /** Rounds of the op's warm-up repeated at most while the JIT still compiles during them. */
    static final int JIT_SETTLE_ROUNDS = 10;

    /** A scheduled rehearsal stage starts this far ahead, so its first wait takes the yielding branch too. */
    static final double REHEARSAL_LEAD_NS = 1.2 * LaunchStage.YIELD_ABOVE_NS;
    /**
     * One rehearsal stage in this many is scheduled: enough for the profile to count every branch, few enough that
     * the waits add little time between the clock synchronisation and the points, over which clocks drift (a
     * scheduled stage every other one put 135 ms there and failed the simulated barrier at 20 ppm).
     */
    static final int REHEARSAL_SCHEDULED_EVERY = 16;
    /** One scheduled rehearsal stage in four starts far enough ahead to yield first. */
    static final int REHEARSAL_YIELDING_EVERY = 4 * REHEARSAL_SCHEDULED_EVERY;
    /** Shortest slot of a scheduled rehearsal stage: room for a spin before each launch. */
    static final double REHEARSAL_MIN_SLOT_NS = 1000;

    /** Stage 0 is run again while a compilation fell inside it, at most this many times in all. */
    static final int MAX_INIT_RUNS = 3;

    static final int OP_WARMUP_MIN = 200;
    static final int OP_WARMUP_MAX = 4000;

    private final CollectiveGroup group;
    private final Clock clock;
    private final double offsetNs;
    private final CollectiveSettings settings;
    private final LaunchStage stage;
    private final double distributionNs;
    private final JitQuiet jit;
    private final boolean compilerTakesTime;

    /**
     * Members that may share cores (threads of one process, as the simulated ranks are).
     *
     * @param offsetNs this member's clock offset to member 0 (global = local + offset), from {@link ClockSync}
     */
    public CollectiveMeasurement(CollectiveGroup group, Clock clock, double offsetNs, CollectiveSettings settings) {
        this(group, clock, offsetNs, settings, true);
    }

    /**
     * @param offsetNs    this member's clock offset to member 0 (global = local + offset), from {@link ClockSync}
     * @param sharesCores whether members share cores (more ranks than cores on a machine, or threads of one
     *                    process): then a member far from a launch's start yields its core, else it spins
     */
    public CollectiveMeasurement(
            CollectiveGroup group, Clock clock, double offsetNs, CollectiveSettings settings, boolean sharesCores) {
        // On a simulation's clock the JIT takes no time: no stage is left out for it, nor the warm-up settled on it.
        this.compilerTakesTime = !clock.virtual();
        this.group = group;
        this.clock = clock;
        this.offsetNs = offsetNs;
        this.settings = settings;
        this.stage = new LaunchStage(Math.max(settings.initLaunches(), settings.stageLaunches()), sharesCores);
        this.jit = new JitQuiet(!"false".equals(System.getProperty(JIT_QUIET_PROPERTY)));
        Launch nothing = () -> {};
        rehearse(nothing, JIT_WARMUP_LAUNCHES, REHEARSAL_MIN_SLOT_NS);
        this.distributionNs = DISTRIBUTION_MARGIN * distributionTime();
    }

    /** Collective: every member calls it with the same arguments and gets the same result. */
    public CollectiveTiming measure(String name, int nBytes, Launch launch) {
        long deadline = clock.nanos() + (long) (settings.pointSeconds() * 1e9);
        warmUp(launch);
        long stageJitNs = 0; // compiler time inside this point's timed stages, this member's
        double start;
        StageAnalysis init;
        int initRuns = 0;
        do {
            start = stageStart();
            init = analyse(
                    stage.run(launch, clock, offsetNs, start, 0, settings.initLaunches()), settings.initLaunches());
            initRuns++;
            // A compilation inside stage 0 stretches it, and the first slot with it; the slot only grows from there.
        } while (compiledAnywhere(jit.sinceLastNs()) && initRuns < MAX_INIT_RUNS);
        double slot = (init.endNs() - start) / settings.initLaunches();

        List<Double> times = new ArrayList<>();
        List<List<Double>> rankTimes = new ArrayList<>();
        for (int r = 0; r < group.size(); r++) rankTimes.add(new ArrayList<>());
        int launches = 0;
        int stages = 0;
        int late = 0;
        int overran = 0;
        int compiledStages = 0;
        int compiledLaunches = 0;
        TrimmedStatistics stats;
        String reason;
        while (true) {
            start = stageStart();
            int k = settings.stageLaunches();
            double[] record = stage.run(launch, clock, offsetNs, start, slot, k);
            long jitNs = jit.sinceLastNs();
            stageJitNs += jitNs;
            StageAnalysis a = analyse(record, k);
            // The compiler threads run on the rank's core: a stage they ran in on any member is left out, as the
            // signature leaves out batches with a garbage collection. In a slot long enough to hold the pause, a
            // launch it held up would count as valid (seen as a first point at 1.9 us, its repeat at 0.25 us).
            boolean compiled = compiledAnywhere(jitNs);
            stages++;
            launches += k;
            if (compiled) {
                compiledStages++;
                compiledLaunches += k;
            } else {
                late += a.late();
                overran += a.overran();
                for (int l = 0; l < k; l++) {
                    if (!a.valid()[l]) continue;
                    times.add(a.timesNs()[l] / 1e3);
                    for (int r = 0; r < group.size(); r++) rankTimes.get(r).add(a.rankTimesNs()[r][l] / 1e3);
                }
            }
            stats = TrimmedStatistics.of(unbox(times), settings.trim(), settings.confidence());
            // Stages left out for the compiler neither count towards the cap nor lengthen the slot: counted, they
            // could spend it all before a kept stage grew the slot (seen on MPICH's first point: 10 of 13 stages
            // compiled, the 24 kept launches all late in a slot never lengthened, no valid launch). The point's
            // time budget still bounds a compiler that never settles.
            reason = settings.stopReason(launches - compiledLaunches, stats.valid(), stats.relativeError());
            // Member 0's clock decides the budget for everyone, so all members leave after the same stage.
            if (reason == null && agreedPastDeadline(deadline))
                reason = "point budget of " + settings.pointSeconds() + " s";
            if (reason != null) break;
            if (!compiled) slot = a.nextSlotNs(start, slot, settings.invalidLimit(), settings.slotFactor());
        }
        List<TrimmedStatistics> perRank = new ArrayList<>();
        for (List<Double> r : rankTimes)
            perRank.add(TrimmedStatistics.of(unbox(r), settings.trim(), settings.confidence()));
        double[] loop = loop(launch);
        double jitMs = largest(group.allGather(new double[] {stageJitNs / 1e6}));
        return new CollectiveTiming(
                name,
                nBytes,
                group.size(),
                stats,
                launches,
                perRank,
                stages,
                slot / 1e3,
                late,
                overran,
                reason,
                loop[0],
                loop[1],
                jitMs,
                compiledStages);
    }

    /**
     * Back-to-back launches through the launch loop, as many as take about {@link #OP_WARMUP_NS}: every member runs
     * the same number, agreed from the slowest member's first pass, since each launch is a collective.
     */
    private void warmUp(Launch launch) {
        group.barrier();
        int k = stage.capacity();
        long t0 = clock.nanos();
        stage.run(launch, clock, offsetNs, t0 + offsetNs, 0, k);
        double perLaunch = largest(group.allGather(new double[] {(clock.nanos() - t0) / (double) k}));
        long count =
                Math.max(OP_WARMUP_MIN, Math.min(OP_WARMUP_MAX, Math.round(OP_WARMUP_NS / Math.max(perLaunch, 1))));
        double slotNs = Math.max(REHEARSAL_MIN_SLOT_NS, 2 * perLaunch);
        rehearse(launch, count, slotNs);
        // More rounds until none compiled on any member, so no compilation starts inside the timed stages. Simulated
        // members compile on no clock of theirs; rounds decided by this JVM's compiler would only make their virtual
        // time, and the drift over it, vary from run to run.
        if (compilerTakesTime)
            jit.settle(
                    JIT_SETTLE_ROUNDS,
                    JIT_WAIT_LIMIT_MS,
                    () -> rehearse(launch, count, slotNs),
                    ns -> largest(group.allGather(new double[] {ns})) == 0);
    }

    /**
     * About {@code count} launches through the launch loop, untimed, on every path the timed stages take: stages back
     * to back (every launch late), and scheduled stages that first wait long enough to yield, then spin to each slot
     * and end on time. Back-to-back stages alone left the spin and the on-time branch unseen by the JIT's profile:
     * the first timed stage then hit an uncommon trap, and ran its launches in the interpreter until the loop was
     * compiled again (seen in -Xlog:deoptimization as unstable_if and predicate traps in LaunchStage.run).
     */
    private void rehearse(Launch launch, long count, double slotNs) {
        int k = stage.capacity();
        long stages = 0;
        for (long i = 0; i < count; i += k, stages++) {
            double now = clock.nanos() + offsetNs;
            if (stages % REHEARSAL_YIELDING_EVERY == 0)
                stage.run(launch, clock, offsetNs, now + REHEARSAL_LEAD_NS, slotNs, k);
            else if (stages % REHEARSAL_SCHEDULED_EVERY == 0)
                stage.run(launch, clock, offsetNs, now + slotNs, slotNs, k);
            else stage.run(launch, clock, offsetNs, now, 0, k);
        }
    }

    /**
     * Whether the compiler ran on any member (each passing its own compiler time since its last wait): every member
     * gets the same answer. Never for simulated members, nor when the wait for the compiler is off
     * (-Dlogp.jitQuiet=false, the comparison).
     */
    private boolean compiledAnywhere(long jitNs) {
        return largest(group.allGather(new double[] {compilerTakesTime && jit.waits() ? jitNs : 0})) > 0;
    }

    private boolean agreedPastDeadline(long deadline) {
        double past = group.index() == 0 && clock.nanos() > deadline ? 1 : 0;
        return group.allGather(new double[] {past})[0] == 1;
    }

    /**
     * The loop the other suites time (Kurnosov's Fig. 1): a barrier, k launches back to back, the mean per launch.
     * Returns member 0's mean and the largest over the members, in microseconds.
     */
    private double[] loop(Launch launch) {
        int k = settings.loopLaunches();
        if (k == 0) return new double[] {Double.NaN, Double.NaN};
        group.barrier();
        long t0 = clock.nanos();
        for (int i = 0; i < k; i++) launch.run();
        double mean = (clock.nanos() - t0) / (1e3 * k);
        double[] all = group.allGather(new double[] {mean});
        return new double[] {all[0], largest(all)};
    }

    private StageAnalysis analyse(double[] record, int count) {
        return StageAnalysis.of(group.allGather(record), stage.capacity(), count);
    }

    /**
     * Member 0's clock plus the time the message takes, sent to everyone; the global time of launch 0. Each member
     * first waits until its JIT compiler is idle, so no compilation shares its core with the launches.
     */
    private double stageStart() {
        jit.await(JIT_WAIT_LIMIT_MS);
        group.barrier();
        double mine = group.index() == 0 ? clock.nanos() + offsetNs + distributionNs : 0;
        return group.allGather(new double[] {mine})[0];
    }

    /** The longest any member took to learn member 0's value, over a few tries (MPIPerf does this for its bcast). */
    private double distributionTime() {
        double worst = 0;
        for (int i = 0; i < DISTRIBUTION_PROBES; i++) {
            group.barrier();
            long t0 = clock.nanos();
            group.allGather(new double[] {0});
            worst = Math.max(worst, largest(group.allGather(new double[] {clock.nanos() - t0})));
        }
        return worst;
    }

    private static double largest(double[] values) {
        double max = 0;
        for (double v : values) max = Math.max(max, v);
        return max;
    }

    private static double[] unbox(List<Double> values) {
        double[] out = new double[values.size()];
        for (int i = 0; i < out.length; i++) out[i] = values.get(i);
        return out;
    }
}
