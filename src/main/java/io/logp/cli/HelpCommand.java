package io.logp.cli;

import io.logp.app.HelpTopics;
import io.logp.exit.ExitCodes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code help [COMMAND | glossary]}: picocli's help command, which shows a command's help, plus one topic that is no
 * command: the glossary of every term logp prints.
 */
@Command(
        name = "help",
        helpCommand = true,
        header = "A command's help, or every term on logp's screen: help glossary",
        description = {
            "Shows the help of COMMAND (the same as COMMAND --help), or of logp without one. 'help glossary' explains "
                    + "every term logp's screen, tables and report.html show: o_s, G, npp, the doubt marks and more."
        })
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Callable<Integer> {

    static final String GLOSSARY = "glossary";

    @Parameters(
            arity = "0..1",
            paramLabel = "COMMAND|glossary",
            description = "a command, or glossary for the meaning of every term logp prints")
    String topic;

    @Option(
            names = {"-h", "--help"},
            usageHelp = true,
            description = "Show this help message and exit.")
    boolean help;

    private CommandLine self;
    private Help.ColorScheme colors;
    private PrintWriter out;

    @Override
    public void init(CommandLine helpCommand, Help.ColorScheme colorScheme, PrintWriter out, PrintWriter err) {
        this.self = helpCommand;
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public Integer call() {
        CommandLine logp = self.getParent();
        if (topic == null) {
            logp.usage(out, colors);
        } else if (topic.equals(GLOSSARY)) {
            out.print(HelpTopics.glossary(logp.getUsageHelpWidth()));
        } else {
            CommandLine command = logp.getSubcommands().get(topic);
            if (command == null) {
                throw new CommandLine.ParameterException(
                        logp, "Unknown command or topic '" + topic + "' (help takes a command or " + GLOSSARY + ")");
            }
            command.usage(out, colors);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
