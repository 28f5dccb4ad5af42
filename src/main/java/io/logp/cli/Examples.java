package io.logp.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The "Examples:" section of each command's help: two to four command lines to copy, each under a line that says
 * what it does. They are written to run in this order from the checkout: the simulated run of fit's first example
 * (signatures/sim) is the directory the other offline examples read. The command lines are printed as they are, never
 * wrapped, so each must fit in the 80-column help with its indent (HelpLayoutTest checks).
 */
final class Examples implements CommandLine.IHelpSectionRenderer {

    /** One example: what it does, and the command line. */
    record Example(String purpose, String line) {}

    static final String SECTION_KEY = "examples";
    static final String HEADING = "Examples:";

    /** Indent of the command lines; the purposes have half of it. */
    private static final String LINE_INDENT = "    ";

    private static final String SIM = "./run-logp.sh simulate --os 1.4 --or 2.2 --g 7.6 --L 6.3";

    /** By command name; logp itself is "logp". */
    static final Map<String, List<Example>> BY_COMMAND = Map.ofEntries(
            Map.entry(
                    "logp",
                    List.of(
                            new Example("The full default run on 2 local ranks (sets up MPI first):", "./run-logp.sh"),
                            new Example("A simulated network, no MPI needed:", SIM),
                            new Example("The options of one command:", "./run-logp.sh signature --help"))),
            Map.entry(
                    "run",
                    List.of(
                            new Example("Everything on 2 local ranks of the MPI on PATH:", "./run-logp.sh run"),
                            new Example(
                                    "On 4 ranks over MPICH, which adds contention and the collectives:",
                                    "./run-logp.sh run --np 4 --mpi mpich"),
                            new Example(
                                    "Across the two nodes of the file hosts, one rank on each:",
                                    "./run-logp.sh run --np 2 --hostfile hosts --map-by node"),
                            new Example(
                                    "Without bulk transfers, into signatures/quick:",
                                    "./run-logp.sh run --no-bulk --run-id quick"))),
            Map.entry(
                    "signature",
                    List.of(
                            new Example("o_s, o_r, g and L of 2 local ranks:", "./run-logp.sh signature"),
                            new Example(
                                    "Over Open MPI's TCP transport instead of shared memory:",
                                    "./run-logp.sh signature --mpi openmpi --mca btl tcp,self --label tcp"),
                            new Example(
                                    "Through Open MPI's Java bindings, with a window of 8:",
                                    "./run-logp.sh signature --transport bindings --window 8"))),
            Map.entry(
                    "rtt",
                    List.of(
                            new Example(
                                    "The round trip from 100000 trials, into signatures/rtt:",
                                    "./run-logp.sh rtt --rtt-trials 100000 --run-id rtt"),
                            new Example(
                                    "The statistics and distribution of those trials:",
                                    "./run-logp.sh stats signatures/rtt/rtt_samples.txt"))),
            Map.entry(
                    "bulk",
                    List.of(
                            new Example("T0, R and the signatures of sizes up to 1 MiB:", "./run-logp.sh bulk"),
                            new Example(
                                    "Up to 16 MiB, stores only:", "./run-logp.sh bulk --bulk-max 16777216 --no-get"))),
            Map.entry(
                    "contention",
                    List.of(
                            new Example("The three patterns on 4 local ranks:", "./run-logp.sh contention"),
                            new Example(
                                    "K requesters to 1 only, on 8 ranks of the nodes in hosts:",
                                    "./run-logp.sh contention --np 8 --hostfile hosts --patterns k_to_1"))),
            Map.entry(
                    "pairs",
                    List.of(
                            new Example("Every pair of 4 local ranks, one pair at a time:", "./run-logp.sh pairs"),
                            new Example(
                                    "One rank per node of hosts, with each pair's o_s, g and L:",
                                    "./run-logp.sh pairs --np 16 --hostfile hosts --map-by node --signature"))),
            Map.entry(
                    "collectives",
                    List.of(
                            new Example("The default collectives for P = 2 to 4:", "./run-logp.sh collectives"),
                            new Example(
                                    "Broadcast and allreduce of 8 B and 4 KiB, on 2 and 4 ranks:",
                                    "./run-logp.sh collectives --op bcast,allreduce --sizes 8,4096 --ranks 2,4"))),
            Map.entry(
                    "pingpong",
                    List.of(
                            new Example(
                                    "Statistics and the size sweep between ranks 0 and 1:", "./run-logp.sh pingpong"),
                            new Example(
                                    "1 KiB messages only, no size sweep:",
                                    "./run-logp.sh pingpong --bytes 1024 --no-sweep"))),
            Map.entry(
                    "queues",
                    List.of(
                            new Example("All four queue loads:", "./run-logp.sh queues"),
                            new Example(
                                    "The posted-receive queue only, up to 256 entries:",
                                    "./run-logp.sh queues --curves posted-tail,posted-head --q-max 256"))),
            Map.entry(
                    "profile",
                    List.of(
                            new Example(
                                    "LAMMPS's melt example on 4 ranks:",
                                    "./run-logp.sh profile --np 4 -- lmp -in in.melt"),
                            new Example(
                                    "The cost of a queue entry on this MPI, measured once:",
                                    "./run-logp.sh queues --run-id queues"),
                            new Example(
                                    "Then HPC Challenge, each search priced:",
                                    "./run-logp.sh profile --queue-costs signatures/queues -- hpcc"))),
            Map.entry(
                    "tradeoffs",
                    List.of(
                            new Example(
                                    "Shared memory, TCP, no fast boxes, and UCX when present:",
                                    "./run-logp.sh tradeoffs"),
                            new Example(
                                    "Shared memory and TCP, each over both ways into MPI:",
                                    "./run-logp.sh tradeoffs --variants shm,tcp --transport native,bindings"))),
            Map.entry(
                    "layers",
                    List.of(
                            new Example(
                                    "Every layer (Open MPI pml ucx and ob1, MPICH, UCX AM, libfabric), 3 launches each:",
                                    "./run-logp.sh layers"),
                            new Example(
                                    "Open MPI over UCX against UCX AM alone, 5 launches, as JSON:",
                                    "./run-logp.sh layers --layers ompi-ucx,ucx-am --launches 5 --json"),
                            new Example(
                                    "A quick look: one launch, no bulk transfers (no T0, R):",
                                    "./run-logp.sh layers --launches 1 --no-bulk"))),
            Map.entry(
                    "overhead",
                    List.of(
                            new Example("The C twin against both Java ways:", "./run-logp.sh overhead --mpi openmpi"),
                            new Example(
                                    "C against the native way only, over MPICH, 3 rounds:",
                                    "./run-logp.sh overhead --mpi mpich --ways c,native --rounds 3"))),
            Map.entry(
                    "fit",
                    List.of(
                            new Example("A simulated run to try it on (no MPI):", SIM + " --run-id sim"),
                            new Example("Its LogP table again, from the files:", "./run-logp.sh fit signatures/sim"),
                            new Example("The same as the logp.json object:", "./run-logp.sh fit signatures/sim --json"),
                            new Example(
                                    "Another suite's output (OSU, IMB, NetPIPE, Netgauge):",
                                    "./run-logp.sh fit osu_latency.txt"))),
            Map.entry(
                    "plot",
                    List.of(
                            new Example(
                                    "The charts of a run again, into plots/sim/:", "./run-logp.sh plot signatures/sim"),
                            new Example(
                                    "With another suite's round trips beside them:",
                                    "./run-logp.sh plot signatures/sim --reference osu_latency.txt"))),
            Map.entry(
                    "stats",
                    List.of(
                            new Example(
                                    "The round-trip trials of a run:",
                                    "./run-logp.sh stats signatures/sim/rtt_samples.txt"),
                            new Example(
                                    "As JSON, the filtered results without trials above 3 x the median:",
                                    "./run-logp.sh stats signatures/sim/rtt_samples.txt --json --cut-coef 3"))),
            Map.entry(
                    "simulate",
                    List.of(
                            new Example("A network with o_s 1.4, o_r 2.2, g 7.6 and L 6.3 us:", SIM),
                            new Example("With 5% jitter on every cost:", SIM + " --jitter 0.05"),
                            new Example("On 4 ranks, which simulates contention too:", SIM + " --ranks 4"))),
            Map.entry(
                    "model",
                    List.of(
                            new Example("A run's model as model.json's object:", "./run-logp.sh model signatures/sim"),
                            new Example(
                                    "As a SimGrid platform for smpirun:",
                                    "./run-logp.sh model signatures/sim --format simgrid --output sim.xml"),
                            new Example(
                                    "LogGOPSim's flags:", "./run-logp.sh model signatures/sim --format loggopsim"))),
            Map.entry(
                    "predict",
                    List.of(
                            new Example(
                                    "A run's collectives at P = 2 to 256 in SimGrid:",
                                    "./run-logp.sh predict signatures/sim"),
                            new Example(
                                    "Bcast of 8 B up to 1024 ranks:",
                                    "./run-logp.sh predict signatures/sim --op bcast --sizes 8 --ranks 2,32,1024"),
                            new Example(
                                    "Which parameter moves each op most:",
                                    "./run-logp.sh predict signatures/sim --what-if o_s=x2,L=x2,G=x0.5"))),
            Map.entry(
                    "compare",
                    List.of(
                            new Example(
                                    "A run against two machines of Culler et al.:",
                                    "./run-logp.sh compare signatures/sim --reference paragon,myrinet"),
                            new Example(
                                    "Two runs, as a markdown table:",
                                    "./run-logp.sh compare signatures/sim signatures/quick --format markdown"),
                            new Example(
                                    "Rows named sim and paragon, as in Table 4 of the paper:",
                                    "./run-logp.sh compare --name sim=signatures/sim --reference paragon"))),
            Map.entry(
                    "report",
                    List.of(
                            new Example(
                                    "The full text of a run, and its report.html again:",
                                    "./run-logp.sh report signatures/sim"),
                            new Example(
                                    "The one-screen summary only:", "./run-logp.sh report signatures/sim --brief"))),
            Map.entry(
                    "history",
                    List.of(
                            new Example(
                                    "Each parameter of a machine's runs over time, and which run left its band:",
                                    "./run-logp.sh history signatures/sim signatures/quick"),
                            new Example(
                                    "As history.json's object, keeping no SQLite index:",
                                    "./run-logp.sh history signatures/sim signatures/quick --json --no-index"))),
            Map.entry(
                    "reference",
                    List.of(
                            new Example(
                                    "A ReFrame reference block, bounds from the runs' own spread:",
                                    "./run-logp.sh reference signatures/sim signatures/quick --format reframe"),
                            new Example(
                                    "For the partition site:cpu, also into ref.py:",
                                    "./run-logp.sh reference signatures/sim --partition site:cpu --out ref.py"))),
            Map.entry(
                    "help",
                    List.of(
                            new Example("What every term on the screen means:", "./run-logp.sh help glossary"),
                            new Example("The help of a command:", "./run-logp.sh help signature"))),
            Map.entry(
                    "completion",
                    List.of(
                            new Example("Completion in the current shell:", "source <(./run-logp.sh completion)"),
                            new Example(
                                    "Saved, for ~/.bashrc to source:",
                                    "./run-logp.sh completion > ~/.logp-completion.bash"))));

    static List<Example> of(String command) {
        return BY_COMMAND.getOrDefault(command, List.of());
    }

    /** Adds the section to logp's help and every subcommand's, before the footer. */
    static void install(CommandLine root) {
        List<CommandLine> all = new ArrayList<>(root.getSubcommands().values());
        all.add(root);
        for (CommandLine command : all) {
            List<String> keys = new ArrayList<>(command.getHelpSectionKeys());
            keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER_HEADING), SECTION_KEY);
            command.setHelpSectionKeys(keys);
            command.getHelpSectionMap().put(SECTION_KEY, new Examples());
        }
    }

    @Override
    public String render(Help help) {
        List<Example> examples = of(help.commandSpec().name());
        if (examples.isEmpty()) return "";
        LogpHelp logp = help instanceof LogpHelp l ? l : new LogpHelp(help.commandSpec(), help.colorScheme());
        StringBuilder out = new StringBuilder(help.createHeading("%n" + HEADING + "%n"));
        for (Example e : examples) {
            out.append(logp.indented(e.purpose(), LINE_INDENT.length() / 2));
            out.append(LINE_INDENT).append(e.line()).append(System.lineSeparator());
        }
        return out.toString();
    }
}
