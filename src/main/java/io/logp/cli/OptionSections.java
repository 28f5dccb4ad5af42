package io.logp.cli;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The option list of a command's help under headings: measurement, bulk, contention, collectives, ping-pong, queues,
 * MPI launch, output. An option's heading is that of the option class (mixin) it comes from, so a command lists
 * exactly the options it takes, and the reader sees which part of the run each one tunes. The command's own options
 * (such as run's --no-bulk) come under {@link #OWN}.
 */
final class OptionSections implements CommandLine.IHelpSectionRenderer {

    static final String OWN = "Options";
    static final String HELP = "Help";

    /** Headings in the order the help shows them, by the mixin class that holds the options. */
    private static final Map<Class<?>, String> HEADINGS = new LinkedHashMap<>();

    static {
        HEADINGS.put(SweepOptions.class, "Measurement (the small-message signature)");
        HEADINGS.put(BulkOptions.class, "Bulk transfers");
        HEADINGS.put(ContentionOptions.class, "Contention");
        HEADINGS.put(CollectivesOptions.class, "Collectives");
        HEADINGS.put(PingPongOptions.class, "Ping-pong");
        HEADINGS.put(QueueOptions.class, "Message queues");
        HEADINGS.put(MpiOptions.class, "MPI launch");
        HEADINGS.put(LaunchOptions.class, "MPI launch");
        HEADINGS.put(OutputOptions.class, "Output");
        HEADINGS.put(SummaryOptions.class, "Output");
        HEADINGS.put(ChartOptionsMixin.class, "Output");
    }

    /** Installs the renderer on every subcommand; long synopses become "[OPTIONS]" (the list below has them all). */
    static void install(CommandLine root) {
        for (CommandLine sub : root.getSubcommands().values()) {
            sub.getHelpSectionMap()
                    .put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST, new OptionSections());
            CommandSpec spec = sub.getCommandSpec();
            if (spec.options().size() > ABBREVIATE_ABOVE) spec.usageMessage().abbreviateSynopsis(true);
        }
    }

    /** Commands with more options than this show "[OPTIONS]" in their usage line. */
    static final int ABBREVIATE_ABOVE = 8;

    /** Each option's heading, in the order the headings are shown. */
    static Map<String, List<OptionSpec>> sections(CommandSpec spec) {
        Map<OptionSpec, String> headingOf = new IdentityHashMap<>();
        for (CommandSpec mixin : spec.mixins().values()) {
            Object user = mixin.userObject();
            String heading = user == null ? null : HEADINGS.get(user.getClass());
            if (heading == null
                    && mixin.usageMessage() != null
                    && user != null
                    && user.getClass().getName().contains("AutoHelpMixin")) {
                heading = HELP;
            }
            if (heading != null) for (OptionSpec o : mixin.options()) headingOf.put(o, heading);
        }
        Map<String, List<OptionSpec>> sections = new LinkedHashMap<>();
        sections.put(OWN, new ArrayList<>());
        for (String h : HEADINGS.values()) sections.putIfAbsent(h, new ArrayList<>());
        sections.put(HELP, new ArrayList<>());
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) continue;
            String heading = o.usageHelp() || o.versionHelp() ? HELP : headingOf.getOrDefault(o, OWN);
            sections.get(heading).add(o);
        }
        sections.values().removeIf(List::isEmpty);
        return sections;
    }

    @Override
    public String render(Help help) {
        CommandSpec spec = help.commandSpec();
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, List<OptionSpec>> s : sections(spec).entrySet()) {
            String heading = s.getKey().equals(OWN) && spec.name().equals("run") ? "Parts of the run" : s.getKey();
            out.append(help.createHeading("%n" + heading + ":%n"));
            out.append(help.optionListExcludingGroups(
                    s.getValue(),
                    help.createDefaultLayout(),
                    help.createDefaultOptionSort(),
                    help.parameterLabelRenderer()));
        }
        return out.toString();
    }
}
