package io.logp.analysis;

import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.ContentionRatios;
import io.logp.format.run.ProfileRecords;
import io.logp.meta.RunMetadata;
import java.util.List;
import java.util.Optional;

/**
 * One analysed run directory, as the one kind of run its files make it: {@link RunAnalyser#analyse} decides the kind
 * once, from which files the directory holds, and every output (the screen, the files of results, the charts,
 * report.html, {@code report}, {@code plot}, {@code fit}) switches on this family exhaustively, so one directory is
 * printed, drawn and paged as the same kind. A new kind of run is a new member here: the compiler then names every
 * switch that must render it.
 *
 * <p>The kinds, in the order a directory is tested for them: a run with a small-message signature ({@link RunResult},
 * with every other part it measured), the pairs ({@link Pairs}), collectives without a signature ({@link
 * Collectives}), contention without one ({@link Contention}), the ping-pong alone ({@link PingPong}), the queues
 * alone ({@link Queues}), a profile of another program's message queues ({@link Profile}), and a directory where
 * nothing was measured ({@link Nothing}). A prediction is no kind of its own: {@code predict} reads a run with a
 * signature ({@link RunResult}) and writes its files under that run's directory. The ping-pong and the queues
 * are parts of every kind that may hold them beside its own files.
 */
public sealed interface AnalysedRun
        permits RunResult,
                AnalysedRun.Pairs,
                AnalysedRun.Collectives,
                AnalysedRun.Contention,
                AnalysedRun.PingPong,
                AnalysedRun.Queues,
                AnalysedRun.Profile,
                AnalysedRun.Nothing {

    /** The run's id, its directory's name. */
    String runId();

    /** meta.json, or nothing known. */
    RunMetadata meta();

    /** The ping-pong's statistics, when the directory has its raw data. */
    Optional<PingPongAnalysis> pingPong();

    /** The queue costs, when the directory has their raw data. */
    Optional<QueueAnalysis> queues();

    /**
     * The pairs' RTT of every pair of ranks (pairs.csv).
     *
     * @param metaFindings what reading meta.json found (a damaged one set aside)
     */
    record Pairs(
            String runId,
            RunMetadata meta,
            List<Finding> metaFindings,
            PairsAnalysis pairs,
            Optional<PingPongAnalysis> pingPong,
            Optional<QueueAnalysis> queues)
            implements AnalysedRun {
        public Pairs {
            metaFindings = List.copyOf(metaFindings);
        }
    }

    /**
     * Collectives without a signature ({@code collectives --no-reference}, or another tool's collectives.csv): nothing
     * is predicted.
     */
    record Collectives(
            String runId,
            RunMetadata meta,
            List<Finding> metaFindings,
            CollectivesAnalysis collectives,
            Optional<PingPongAnalysis> pingPong,
            Optional<QueueAnalysis> queues)
            implements AnalysedRun {
        public Collectives {
            metaFindings = List.copyOf(metaFindings);
        }
    }

    /** Contention without a signature (another tool's contention.csv): the ratios need nothing else. */
    record Contention(
            String runId,
            RunMetadata meta,
            List<Finding> metaFindings,
            ContentionRatios contention,
            Optional<PingPongAnalysis> pingPong,
            Optional<QueueAnalysis> queues)
            implements AnalysedRun {
        public Contention {
            metaFindings = List.copyOf(metaFindings);
        }
    }

    /** The ping-pong alone (the pingpong command), with the queues when the directory has them too. */
    record PingPong(
            String runId,
            RunMetadata meta,
            List<Finding> metaFindings,
            PingPongAnalysis analysis,
            Optional<QueueAnalysis> queues)
            implements AnalysedRun {
        public PingPong {
            metaFindings = List.copyOf(metaFindings);
        }

        @Override
        public Optional<PingPongAnalysis> pingPong() {
            return Optional.of(analysis);
        }
    }

    /** The queues alone (the queues command): without a LogP fit, o_r is unknown. */
    record Queues(String runId, RunMetadata meta, List<Finding> metaFindings, QueueAnalysis analysis)
            implements AnalysedRun {
        public Queues {
            metaFindings = List.copyOf(metaFindings);
        }

        @Override
        public Optional<PingPongAnalysis> pingPong() {
            return Optional.empty();
        }

        @Override
        public Optional<QueueAnalysis> queues() {
            return Optional.of(analysis);
        }
    }

    /**
     * A profile of another MPI program's message queues ({@code profile}, {@code profile --merge}): the records its
     * ranks wrote, which logp keeps in the run. Nothing of LogP is measured: {@code report}, {@code plot} and {@code
     * fit} say so and how the profile is rendered again.
     */
    record Profile(String runId, RunMetadata meta, List<Finding> metaFindings, ProfileRecords records)
            implements AnalysedRun {
        public Profile {
            metaFindings = List.copyOf(metaFindings);
        }

        @Override
        public Optional<PingPongAnalysis> pingPong() {
            return Optional.empty();
        }

        @Override
        public Optional<QueueAnalysis> queues() {
            return Optional.empty();
        }
    }

    /**
     * A directory without any measured file: every command refuses it, saying how the run ended when meta.json
     * marks it incomplete.
     *
     * @param ended       how the run ended (or that it is still measuring), when meta.json says
     * @param rttSamples  whether an rtt run left its round trips' samples, which are no kind of run of their own
     *                    ({@code stats} reads them)
     */
    record Nothing(String runId, RunMetadata meta, Optional<RunFinding.IncompleteRun> ended, boolean rttSamples)
            implements AnalysedRun {
        @Override
        public Optional<PingPongAnalysis> pingPong() {
            return Optional.empty();
        }

        @Override
        public Optional<QueueAnalysis> queues() {
            return Optional.empty();
        }
    }
}
