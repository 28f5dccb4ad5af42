package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.data.CollectiveSettings;
import java.util.Arrays;
import java.util.List;

/**
 * The collectives experiment: its settings, the clock synchronisations, and every point as it is measured (why it
 * stopped, how its slot was sized) or that the budget did not reach.
 *
 * @param ops              the collectives timed
 * @param sizes            message sizes in bytes
 * @param p                group sizes
 * @param timer            the clock of the launches (System.nanoTime or MPI_Wtime)
 * @param sync             the synchronisation algorithm
 * @param syncPatience     round trips without a new minimum before a synchronisation stops
 * @param root             the root of the rooted collectives
 * @param initLaunches     untimed launches of stage 0
 * @param stageLaunches    launches per stage
 * @param invalidLimit     fraction of a stage's launches that may be invalid before the slot grows
 * @param slotFactor       the slot as a multiple of the time measured
 * @param maxLaunches      a point stops after this many launches
 * @param maxValid         or after this many valid ones
 * @param minValid         or when this many are valid and the relative error holds
 * @param relativeError    target relative error
 * @param trim             fraction trimmed from each end
 * @param confidence       probability of the intervals
 * @param loopK            launches back to back of the loop-of-k comparison (0: none)
 * @param pointSeconds     cap on one point's stages
 * @param budgetSeconds    cap on the whole experiment
 * @param synchronisations every synchronisation of the clocks
 * @param points           the points measured
 * @param skipped          the points the budget did not reach
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Collectives(
        List<String> ops,
        List<Integer> sizes,
        List<Integer> p,
        String timer,
        String sync,
        Integer syncPatience,
        Integer root,
        Integer initLaunches,
        Integer stageLaunches,
        Double invalidLimit,
        Double slotFactor,
        Integer maxLaunches,
        Integer maxValid,
        Integer minValid,
        Double relativeError,
        Double trim,
        Double confidence,
        Integer loopK,
        Double pointSeconds,
        Double budgetSeconds,
        List<Synchronisation> synchronisations,
        List<Point> points,
        List<Skip> skipped) {

    public Collectives {
        synchronisations = synchronisations == null ? List.of() : synchronisations;
        points = points == null ? List.of() : points;
        skipped = skipped == null ? List.of() : skipped;
    }

    /** The settings of a plan, before anything is measured (the root is rank 0). */
    public static Collectives of(CollectivePlan plan) {
        CollectiveSettings s = plan.settings();
        return new Collectives(
                plan.ops().stream().map(CollectiveOp::label).toList(),
                Arrays.stream(plan.sizes()).boxed().toList(),
                Arrays.stream(plan.ranks()).boxed().toList(),
                plan.timerLabel(),
                plan.sync().label(),
                plan.patience(),
                0,
                s.initLaunches(),
                s.stageLaunches(),
                s.invalidLimit(),
                s.slotFactor(),
                s.maxLaunches(),
                s.maxValid(),
                s.minValid(),
                s.relativeError(),
                s.trim(),
                s.confidence(),
                s.loopLaunches(),
                s.pointSeconds(),
                plan.budgetSeconds(),
                List.of(),
                List.of(),
                List.of());
    }

    /** These settings with what happened so far. */
    public Collectives withProgress(List<Synchronisation> syncs, List<Point> measured, List<Skip> notReached) {
        return new Collectives(
                ops,
                sizes,
                p,
                timer,
                sync,
                syncPatience,
                root,
                initLaunches,
                stageLaunches,
                invalidLimit,
                slotFactor,
                maxLaunches,
                maxValid,
                minValid,
                relativeError,
                trim,
                confidence,
                loopK,
                pointSeconds,
                budgetSeconds,
                List.copyOf(syncs),
                List.copyOf(measured),
                List.copyOf(notReached));
    }

    /**
     * One synchronisation of the clocks.
     *
     * @param timer           the clock synchronised
     * @param when            "start" or "end"
     * @param algorithm       the algorithm
     * @param elapsedMs       how long it took
     * @param worstAccuracyUs the worst bound on a rank's offset
     * @param ringClosureUs   the error accumulated around the ring (ring algorithms only)
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Synchronisation(
            String timer,
            String when,
            String algorithm,
            Double elapsedMs,
            Double worstAccuracyUs,
            Double ringClosureUs) {}

    /**
     * One point.
     *
     * @param op             the collective
     * @param nBytes         its message size
     * @param p              the group size
     * @param stages         stages run
     * @param slotUs         the last stage's slot
     * @param late           launches that started late
     * @param overran        launches that overran their slot
     * @param stopped        why it stopped, in the experiment's words
     * @param jitMs          time the JIT compiler spent within its stages
     * @param compiledStages stages in which the compiler ran on some rank
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Point(
            String op,
            Integer nBytes,
            Integer p,
            Integer stages,
            Double slotUs,
            Integer late,
            Integer overran,
            String stopped,
            Double jitMs,
            Integer compiledStages) {}

    /** A point the budget did not reach. */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Skip(String op, Integer nBytes, Integer p) {}
}
