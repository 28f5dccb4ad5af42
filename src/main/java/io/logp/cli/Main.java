package io.logp.cli;

import io.logp.app.launch.Launched;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.meta.Tool;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code logp} command line. Without a subcommand it is {@code run}. Exit codes are in {@link ExitCodes}.
 */
@Command(
        name = "logp",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = {
            "LogP parameters (o_s, o_r, g, L, RTT) of a communication system from the Active-Message "
                    + "microbenchmark of Culler et al., over any MPI: Open MPI, MPICH or a site's own (--mpi), "
                    + "through its C library or Open MPI's Java bindings (--transport).",
            ""
        },
        subcommands = {
            RunCommand.class,
            SignatureCommand.class,
            RttCommand.class,
            BulkCommand.class,
            ContentionCommand.class,
            PairsCommand.class,
            CollectivesCommand.class,
            PingPongCommand.class,
            QueuesCommand.class,
            ProfileCommand.class,
            FitCommand.class,
            PlotCommand.class,
            StatsCommand.class,
            TradeoffsCommand.class,
            LayersCommand.class,
            OverheadCommand.class,
            SimulateCommand.class,
            ModelCommand.class,
            PredictCommand.class,
            CompareCommand.class,
            HistoryCommand.class,
            ReferenceCommand.class,
            ReportCommand.class,
            CompletionCommand.class,
            HelpCommand.class
        })
public final class Main {

    public static void main(String[] args) {
        PrintStream out = utf8(FileDescriptor.out);
        PrintStream err = utf8(FileDescriptor.err);
        System.setOut(out);
        System.setErr(err);
        int code = run(
                new PrintWriter(out, true, StandardCharsets.UTF_8),
                new PrintWriter(err, true, StandardCharsets.UTF_8),
                args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * stdout or stderr in UTF-8 whatever the locale. Java encodes them in the locale's charset (stdout.encoding),
     * which under LANG=C, common in batch jobs, is ASCII: '±' and 'µ' came out as '?'. The files are UTF-8 already.
     */
    static PrintStream utf8(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd)), true, StandardCharsets.UTF_8);
    }

    /** Runs the command line with the given streams; returns the exit code. The testable entry point. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        String[] words = withDefaultCommand(args);
        // A rank builds only the command it runs (RankCommandLine): the whole tree cost every rank half a second.
        Optional<CommandLine> rank = Launched.isRank(System.getenv()) ? RankCommandLine.of(words) : Optional.empty();
        CommandLine cli = rank.isPresent() ? handling(rank.get(), out, err) : commandLine(out, err);
        return cli.execute(words);
    }

    /** No subcommand means {@code run}: {@code logp --np 4} is {@code logp run --np 4}; help stays top-level. */
    static String[] withDefaultCommand(String[] args) {
        if (args.length > 0
                && (!args[0].startsWith("-")
                        || List.of("-h", "--help", "-V", "--version").contains(args[0]))) {
            return args;
        }
        String[] withRun = new String[args.length + 1];
        withRun[0] = "run";
        System.arraycopy(args, 0, withRun, 1, args.length);
        return withRun;
    }

    static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setHelpFactory(LogpHelp::new);
        OptionSections.install(cli);
        CommandSections.install(cli);
        Examples.install(cli);
        return handling(cli, out, err);
    }

    /** The numbers' converter, the streams and the handlers of errors, on {@code cli} and its subcommands. */
    static CommandLine handling(CommandLine cli, PrintWriter out, PrintWriter err) {
        // Every number of logp is a time, a fraction or a factor: Infinity and NaN pass Double.parseDouble and every
        // comparison with NaN is false, so they would slip through the bounds and hang or measure nothing.
        CommandLine.ITypeConverter<Double> finite = Main::finiteNumber;
        cli.registerConverter(Double.class, finite);
        cli.registerConverter(Double.TYPE, finite);
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((e, args) -> UsageHint.print(
                e.getCommandLine(),
                e.getMessage(),
                e instanceof CommandLine.UnmatchedArgumentException u ? u.getSuggestions() : List.of()));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
            PrintWriter w = commandLine.getErr();
            if (cause instanceof UsageException) return UsageHint.print(commandLine, cause.getMessage(), List.of());
            w.println("logp: " + message(cause));
            if (System.getenv("LOGP_DEBUG") != null) e.printStackTrace(w);
            w.flush();
            if (cause instanceof java.nio.file.NoSuchFileException nf) w.println("logp: missing file " + nf.getFile());
            return ExitCodes.of(cause);
        });
        return cli;
    }

    static Double finiteNumber(String text) {
        double x;
        try {
            x = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + text + "' is not a number");
        }
        if (!Double.isFinite(x)) throw new CommandLine.TypeConversionException("'" + text + "' is not a finite number");
        return x;
    }

    private static String message(Throwable t) {
        // An unreadable file's exception says only its path.
        if (t instanceof java.nio.file.AccessDeniedException a) return a.getFile() + ": permission denied";
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"logp " + Tool.thisVersion()};
        }
    }
}
