package io.logp.cli;

import io.logp.app.Compare;
import io.logp.data.RunSummary;
import io.logp.exit.UsageException;
import io.logp.presentation.ChartScale;
import io.logp.presentation.ComparisonFormatType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * Puts runs and reference platforms side by side: reads each directory ({@link RunSummary#read}), compares them with
 * the first (report.Comparison), prints the table in one format, and writes every format plus the breakdown chart
 * of Figure 6 of Culler et al. (plot.BreakdownChart). Needs no MPI.
 *
 * <p>Exit codes as for {@code fit}: 2 for a RUN_DIR that is not a directory, an unknown reference or a bad option;
 * 3 for a directory without logp.json (and without signature.csv and rtt.csv to fit) or with a malformed file.
 */
@Command(
        name = "compare",
        header = "Compares runs with each other and with Culler et al.'s machines",
        mixinStandardHelpOptions = true,
        description = {
            "Compares runs with each other and with the reference platforms of Culler et al. in the layout "
                    + "of their Table 4: one row per system, one column per parameter (o_s, o_r, g, L, RTT, T0 and R) "
                    + "with its 95%% CI, and a * where a value differs from the first system's (the baseline) by more "
                    + "than the combined CIs (tested only where both have a CI). Prints the table and writes "
                    + "comparison.txt, .md (both with the differences in percent), .tex (booktabs), .csv, .json and "
                    + "breakdown.png/.svg (Figure 6: one-way time split into o_s, L, o_r, and the gap). Needs no MPI.",
            "RUN_DIRs come first, in the order given, then the --name runs, then the references; the first of "
                    + "all is the baseline. Exit codes: 2 for a missing RUN_DIR, a bad --name, an unknown reference or"
                    + " two rows of one name, 3 for a directory without logp.json and without signature.csv and "
                    + "rtt.csv, or with a malformed file."
        })
final class CompareCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            paramLabel = "RUN_DIR",
            arity = "0..*",
            description = "run directories, e.g. signatures/<run-id>, with logp.json (or signature.csv and rtt.csv), or"
                    + " other suites' output files as reference rows: osu_latency, osu_bw, osu_bibw text; IMB-MPI1"
                    + " PingPong/PingPing; NetPIPE np.out (3.7, 5.x); Netgauge loggp; their method differences are"
                    + " printed as notes and written to notes.txt")
    List<Path> runDirs = new ArrayList<>();

    @Option(
            names = "--name",
            paramLabel = "NAME=DIR",
            converter = NamedConverter.class,
            description = "a run directory (or another suite's file) under the name its row and bar get, e.g. "
                    + "--name shm=signatures/<run-id>; repeatable; these come after the RUN_DIRs, in the order given")
    List<Compare.Named> named = new ArrayList<>();

    @Option(
            names = "--reference",
            split = ",",
            paramLabel = "NAME",
            description = "reference platforms to add after the runs, each row named as given here: paragon, meiko,"
                    + " myrinet (Culler et al., Table 4), or any signatures/reference-<NAME>/")
    List<String> references = new ArrayList<>();

    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            converter = FormatConverter.class,
            description = "table printed on stdout: text, markdown, latex, csv or json (default: text)")
    ComparisonFormatType format = ComparisonFormatType.TEXT;

    @Option(
            names = "--scale",
            paramLabel = "SCALE",
            converter = ScaleConverter.class,
            description = "time axis of breakdown.png: auto (linear from 0; one pair of panels per scale when the"
                    + " bars span more than 20x, as sub-us runs beside the 1996 machines do), linear or log"
                    + " (default: auto)")
    ChartScale scale = ChartScale.AUTO;

    @Option(names = "--json", description = "print one JSON object on stdout, as --format json")
    boolean json;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "directory for the files (default: comparisons/<yyyyMMdd-HHmmss> in UTC); files there are "
                    + "replaced")
    Path out;

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Override
    public Integer call() throws Exception {
        if (json && format != ComparisonFormatType.TEXT && format != ComparisonFormatType.JSON) {
            throw new UsageException(
                    "--json prints the JSON object: it cannot be combined with --format " + format.optionName());
        }
        List<Compare.Named> systems = new ArrayList<>();
        runDirs.forEach(dir -> systems.add(Compare.Named.unnamed(dir)));
        systems.addAll(named);
        return Compare.compare(
                systems,
                references,
                json ? ComparisonFormatType.JSON : format,
                scale,
                charts.options(),
                out,
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** {@code --scale} in any case; an unknown name is a usage error that lists the valid ones. */
    static final class ScaleConverter implements ITypeConverter<ChartScale> {
        @Override
        public ChartScale convert(String value) {
            try {
                return ChartScale.fromName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code --name NAME=DIR}: a name that is not blank, then the path. */
    static final class NamedConverter implements ITypeConverter<Compare.Named> {
        @Override
        public Compare.Named convert(String value) {
            int eq = value.indexOf('=');
            if (eq < 0) throw new TypeConversionException("expected NAME=DIR, got '" + value + "'");
            String name = value.substring(0, eq).trim();
            String dir = value.substring(eq + 1);
            if (name.isEmpty()) throw new TypeConversionException("the NAME of NAME=DIR is empty in '" + value + "'");
            if (dir.isBlank()) throw new TypeConversionException("the DIR of NAME=DIR is empty in '" + value + "'");
            return new Compare.Named(name, Path.of(dir));
        }
    }

    /** {@code --format} in any case; an unknown name is a usage error that lists the valid ones. */
    static final class FormatConverter implements ITypeConverter<ComparisonFormatType> {
        @Override
        public ComparisonFormatType convert(String value) {
            try {
                return ComparisonFormatType.fromName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
