package io.logp.finding;

import static io.logp.finding.Severity.ERROR;
import static io.logp.finding.Severity.INFO;
import static io.logp.finding.Severity.WARNING;

import java.util.HashMap;
import java.util.Map;

/**
 * The stable code of every kind of {@link Finding}, with its severity and the record that carries its numbers. Files
 * and tools read the code, never the words; docs/warnings.md explains each one (a test keeps them in step), and a
 * code, once released, keeps its name.
 */
public enum Code {
    LOWEST_DELAY_AS_ZERO(INFO, FitFinding.LowestDelayAsZero.class),
    RTT_OF_OTHER_SIZE(INFO, FitFinding.RttOfOtherSize.class),
    PLATEAU_NOT_CONVERGED(WARNING, FitFinding.PlateauNotConverged.class),
    NO_CURVE_ABOVE_GAP(WARNING, FitFinding.NoCurveAboveGap.class),
    SLOPE_NOT_ONE(WARNING, FitFinding.SlopeNotOne.class),
    GAP_BELOW_SEND_OVERHEAD(ERROR, FitFinding.GapBelowSendOverhead.class),
    SEND_OVERHEAD_LIMITED(INFO, FitFinding.SendOverheadLimited.class),
    OVERHEAD_LIMITED(INFO, FitFinding.OverheadLimited.class),
    GAP_BELOW_OVERHEADS(WARNING, FitFinding.GapBelowOverheads.class),
    NEGATIVE_LATENCY(WARNING, FitFinding.NegativeLatency.class),
    ZERO_LATENCY(INFO, FitFinding.ZeroLatency.class),
    UNCERTAIN_LATENCY(WARNING, FitFinding.UncertainLatency.class),
    WINDOW_LIMITED(WARNING, FitFinding.WindowLimited.class),

    POINTS_CAPPED(WARNING, MeasurementFinding.PointsCapped.class),
    DELAY_MERGED(INFO, MeasurementFinding.DelayMerged.class),
    BUDGET_EXHAUSTED(WARNING, MeasurementFinding.SweepBudgetExhausted.class),
    GC_REMEASURED(INFO, MeasurementFinding.GcRemeasured.class),
    TIMED_LOOP_ALLOCATES(WARNING, MeasurementFinding.TimedLoopAllocates.class),
    PING_PONG_OUTLIERS(WARNING, MeasurementFinding.PingPongOutliers.class),
    RTT_DRIFT(WARNING, MeasurementFinding.RttDrift.class),

    BULK_POINTS_CAPPED(WARNING, BulkFinding.BulkPointsCapped.class),
    BULK_TIMES_CAPPED(WARNING, BulkFinding.BulkTimesCapped.class),
    BULK_BUDGET_EXHAUSTED(WARNING, BulkFinding.BulkTimesBudgetExhausted.class),
    BULK_SIGNATURES_SKIPPED(WARNING, BulkFinding.BulkSignaturesSkipped.class),
    BULK_RTT_DRIFT(WARNING, BulkFinding.BulkRttDrift.class),
    BULK_SIZE_WITHOUT_RTT(WARNING, BulkFinding.BulkSizeWithoutRoundTrip.class),
    BULK_SIZE_NOT_FITTED(WARNING, BulkFinding.BulkSizeNotFitted.class),
    T0_NOT_A_STARTUP(WARNING, BulkFinding.T0NotAStartup.class),
    G_ACROSS_REGIMES(WARNING, BulkFinding.GAcrossRegimes.class),
    G_OVERHEAD_LIMITED(INFO, BulkFinding.GOverheadLimited.class),
    G_UNKNOWN(WARNING, BulkFinding.GUnknown.class),
    BULK_GAP_HIDDEN(INFO, BulkFinding.GapHidden.class),
    BULK_O_R_NEGATIVE(WARNING, BulkFinding.ReceiveOverheadHidden.class),
    BULK_SIZE_REGIME(INFO, BulkFinding.SizeRegime.class),
    T_BREAK(INFO, BulkFinding.TimeBreak.class),
    BULK_PATH_START_UP(INFO, BulkFinding.BulkPathStartUp.class),
    PING_PONG_RATE_DIFFERS(WARNING, BulkFinding.PingPongRateDiffers.class),

    CONTENTION_NO_BASE(WARNING, ContentionFinding.ContentionNoBase.class),
    CONTENTION_OFF_MODEL(INFO, ContentionFinding.ContentionOffModel.class),

    SLOW_PAIR(WARNING, PairFinding.SlowPair.class),
    SLOW_PAIR_UNDER_LOAD(WARNING, PairFinding.SlowPairUnderLoad.class),
    SLOW_RANK(WARNING, PairFinding.SlowRank.class),
    PAIRS_NOT_REACHED(WARNING, PairFinding.PairsNotReached.class),
    PAIRS_CONTENDED(INFO, PairFinding.PairsContended.class),
    SINGLE_PAIR(INFO, PairFinding.SinglePair.class),

    TIMER_CHECK_EMPTY(WARNING, CollectiveFinding.TimerCheckEmpty.class),
    TIMER_CHECK_FAILED(ERROR, CollectiveFinding.TimerCheckFailed.class),
    FIRST_POINT_AGREES(INFO, CollectiveFinding.FirstPointAgrees.class),
    FIRST_POINT_START_UP_COST(WARNING, CollectiveFinding.FirstPointStartUpCost.class),
    FIRST_POINT_STATE_CHANGED(WARNING, CollectiveFinding.FirstPointStateChanged.class),
    DOUBTFUL_ROWS(INFO, CollectiveFinding.DoubtfulRows.class),
    CLOCK_DRIFT(WARNING, CollectiveFinding.ClockDrift.class),
    NO_LOGP_PARAMETERS(INFO, CollectiveFinding.NoLogpParameters.class),
    NO_PER_BYTE_COST(INFO, CollectiveFinding.NoPerByteCost.class),
    MODEL_WITHOUT_G(INFO, CollectiveFinding.ModelWithoutG.class),

    INCOMPLETE_RUN(ERROR, RunFinding.IncompleteRun.class),
    META_UNREADABLE(WARNING, RunFinding.MetaUnreadable.class),
    META_NEWER_SCHEMA(WARNING, RunFinding.MetaNewerSchema.class),
    NO_RUN_ID(INFO, RunFinding.NoRunId.class),
    FILES_WITHOUT_RUN_ID(WARNING, RunFinding.FilesWithoutRunId.class),
    OVERSUBSCRIBED(WARNING, RunFinding.Oversubscribed.class),
    COMPETING_PROCESSES(WARNING, RunFinding.CompetingProcesses.class),
    UNBOUND_RANKS(WARNING, RunFinding.UnboundRanks.class),
    MIXED_RUN_FILES(ERROR, RunFinding.MixedRunFiles.class),
    NO_CONFIDENCE_INTERVALS(WARNING, RunFinding.NoConfidenceIntervals.class),
    LAUNCHES_DIFFER(WARNING, RunFinding.LaunchesDiffer.class),
    LAUNCH_LEFT_OUT(WARNING, RunFinding.LaunchLeftOut.class),
    PARAMETER_MOVED(WARNING, RunFinding.ParameterMoved.class),
    SINGLE_LAUNCH_COMPARISON(INFO, RunFinding.SingleLaunchComparison.class),
    SMALL_MESSAGES_NOT_MEASURED(INFO, RunFinding.SmallMessagesNotMeasured.class),
    ONE_HOST_CONTENTION(INFO, RunFinding.OneHostContention.class),
    SHARED_HOST_PAIRS(INFO, RunFinding.SharedHostPairs.class),
    SIMULATED_CONTENTION(INFO, RunFinding.SimulatedContention.class),
    UNTYPED(INFO, RunFinding.Untyped.class),

    NO_BANDWIDTH_REGIME(WARNING, ForeignFinding.NoBandwidthRegime.class),
    CURVED_BANDWIDTH_REGIME(WARNING, ForeignFinding.CurvedBandwidthRegime.class),
    NO_SMALL_SIZES(WARNING, ForeignFinding.NoSmallSizes.class),
    NO_TIME_COLUMN(INFO, ForeignFinding.NoTimeColumn.class),
    MISSING_VALUES(INFO, ForeignFinding.MissingValues.class),
    REPEATED_SIZE(INFO, ForeignFinding.RepeatedSize.class),
    WARM_UP_ROWS(INFO, ForeignFinding.WarmUpRows.class),
    TABLE_CUT(WARNING, ForeignFinding.TableCut.class),
    NETGAUGE_NEGATIVE_GAP(INFO, ForeignFinding.NegativeGap.class),
    OTHER_METHOD(INFO, ForeignFinding.OtherMethod.class),
    OTHER_UNITS(INFO, ForeignFinding.OtherUnits.class);

    private static final Map<Class<? extends Finding>, Code> BY_RECORD = new HashMap<>();

    static {
        for (Code c : values()) BY_RECORD.put(c.record, c);
    }

    private final Severity severity;
    private final Class<? extends Finding> record;

    Code(Severity severity, Class<? extends Finding> record) {
        this.severity = severity;
        this.record = record;
    }

    public Severity severity() {
        return severity;
    }

    /** The record that carries this code's numbers. */
    public Class<? extends Finding> record() {
        return record;
    }

    /** The code of a finding's record; every record has exactly one (a test checks that every record is listed). */
    static Code of(Class<?> record) {
        Code c = BY_RECORD.get(record);
        if (c == null) throw new IllegalStateException("no code for " + record.getName());
        return c;
    }
}
