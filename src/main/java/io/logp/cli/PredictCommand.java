package io.logp.cli;

import io.logp.app.predict.Prediction;
import io.logp.app.predict.WhatIf;
import io.logp.data.CollectiveOp;
import io.logp.exit.UsageException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Predicts a run's collectives at scale in SimGrid's SMPI. */
@Command(
        name = "predict",
        header = "The run's collectives at up to thousands of ranks, in SimGrid",
        mixinStandardHelpOptions = true,
        description = {
            "Runs logp's collectives timing, as a C program built with SimGrid's smpicc, under smpirun on a platform"
                    + " calibrated from the run in DIR (its piecewise LogGP model), with the collective algorithms of"
                    + " the MPI the run measured (smpi/coll-selector ompi or mpich), for every P of --ranks. Writes"
                    + " DIR/predictions.csv (op,n_bytes,p,predicted_us,model_us,measured_us,variant), a chart per op"
                    + " against P and DIR/predictions.html. --what-if repeats it with one parameter scaled at a time"
                    + " and says which moves each op most. Needs SimGrid (Debian: libsimgrid-dev), not MPI."
        })
final class PredictCommand implements Callable<Integer> {

    static final String DEFAULT_RANKS = "2,4,8,16,32,64,128,256";
    static final String DEFAULT_OPS = "barrier,bcast,reduce,allreduce,gather,scatter,allgather,alltoall";
    static final String DEFAULT_SIZES = "8,64,512,4096,32768";
    static final int MAX_RANKS = 65536;
    static final long MAX_BYTES = 1L << 26;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Option(
            names = "--ranks",
            paramLabel = "P,...",
            split = ",",
            defaultValue = DEFAULT_RANKS,
            description = "the P values to simulate, each >= 2 (default: ${DEFAULT-VALUE})")
    List<Integer> ranks;

    @Option(
            names = "--op",
            paramLabel = "OP,...",
            split = ",",
            description = "the collectives; when not given, every one but reduce_scatter_block, scan and exscan")
    List<String> ops;

    @Option(
            names = "--sizes",
            paramLabel = "N,...",
            split = ",",
            defaultValue = DEFAULT_SIZES,
            description = "bytes per rank, 1.." + MAX_BYTES + "; 0 only for barrier, which moves no bytes whatever"
                    + " the size (default: ${DEFAULT-VALUE})")
    List<Long> sizes;

    @Option(
            names = "--what-if",
            paramLabel = "PARAM=xF,...",
            description = "also predict with each parameter scaled, one at a time, e.g. o_s=x2,L=x0.5,G=x0.5"
                    + " (o_s, o_r, g, L, G)")
    String whatIf;

    @Option(
            names = "--budget",
            paramLabel = "SECONDS",
            defaultValue = "900",
            description = "wall time for all the simulations; a P left when it is spent is skipped (default:"
                    + " ${DEFAULT-VALUE})")
    long budgetSeconds;

    @Option(
            names = "--cfg",
            paramLabel = "KEY:VALUE",
            description = "a SimGrid setting over logp's, e.g. smpi/bcast:binomial_tree (repeatable)")
    List<String> config = new ArrayList<>();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Override
    public Integer call() throws Exception {
        List<Integer> p = new ArrayList<>(ranks.stream().distinct().sorted().toList());
        for (int r : p)
            if (r < 2 || r > MAX_RANKS)
                throw new UsageException("--ranks: each P must be in 2.." + MAX_RANKS + ", got " + r);
        List<CollectiveOp> collectives = new ArrayList<>();
        for (String o : ops == null ? List.of(DEFAULT_OPS.split(",")) : ops) {
            try {
                collectives.add(CollectiveOp.of(o.trim()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--op: " + e.getMessage());
            }
        }
        List<Integer> bytes = new ArrayList<>();
        for (long n : sizes) {
            if (n < 0 || n > MAX_BYTES)
                throw new UsageException("--sizes: each size must be in 0.." + MAX_BYTES + ", got " + n);
            bytes.add((int) n);
        }
        refuseEmptyMessages(bytes, collectives);
        if (budgetSeconds < 1) throw new UsageException("--budget must be >= 1 s, got " + budgetSeconds);
        List<WhatIf> whatIfs = whatIf == null ? List.of() : WhatIf.parse(whatIf);
        List<String[]> settings = new ArrayList<>();
        for (String c : config) {
            int colon = c.indexOf(':');
            if (colon <= 0 || colon == c.length() - 1)
                throw new UsageException("--cfg: '" + c + "' is not KEY:VALUE (e.g. smpi/bcast:binomial_tree)");
            settings.add(new String[] {c.substring(0, colon), c.substring(colon + 1)});
        }
        return Prediction.predict(
                dir,
                new Prediction.Request(
                        p, collectives, bytes.stream().distinct().sorted().toList(), whatIfs, budgetSeconds, settings),
                summary.view(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /**
     * SimGrid's collective algorithms divide by the message's count: a 0-byte bcast at P = 2 (Open MPI's selector), a
     * reduce at P = 5 or an allreduce ends the simulation in a floating-point exception. The measuring side takes
     * sizes from 1 B too, so 0 B is refused before anything is built or simulated; the barrier alone moves no bytes
     * and runs once, as 0 B, whatever the sizes.
     */
    static void refuseEmptyMessages(List<Integer> bytes, List<CollectiveOp> collectives) {
        if (!bytes.contains(0)) return;
        List<String> moving = collectives.stream()
                .filter(op -> op != CollectiveOp.BARRIER)
                .map(CollectiveOp::label)
                .distinct()
                .toList();
        if (moving.isEmpty()) return;
        throw new UsageException("--sizes: 0 B cannot be simulated for " + String.join(", ", moving)
                + " (SimGrid's algorithms divide by the message's size and the simulation ends in a floating-point"
                + " exception): give sizes in 1.." + MAX_BYTES + "; only barrier takes 0, as it moves no bytes");
    }
}
