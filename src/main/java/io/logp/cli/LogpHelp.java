package io.logp.cli;

import java.util.IllegalFormatException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * picocli's help with every text wrapped by {@link SpaceWrappedTable}: the description, the synopsis and the option
 * and parameter lists break lines at spaces only, so no file or command name is cut.
 */
final class LogpHelp extends Help {

    /** picocli's cap on the synopsis indent, a fraction of the width (UsageMessageSpec's, which is private). */
    private static final double MAX_SYNOPSIS_INDENT = 0.9;

    LogpHelp(CommandSpec spec, ColorScheme colors) {
        super(spec, colors);
    }

    private int width() {
        return commandSpec().usageMessage().width();
    }

    @Override
    public Layout createDefaultLayout(
            List<OptionSpec> options, List<PositionalParamSpec> positionals, ColorScheme colors) {
        int longOptions = calcLongOptionColumnWidth(options, positionals, colors);
        TextTable table = SpaceWrappedTable.forOptions(colors, longOptions, width());
        return new Layout(colors, table, createDefaultOptionRenderer(), createDefaultParameterRenderer());
    }

    @Override
    public String description(Object... params) {
        return text(commandSpec().usageMessage().description(), params);
    }

    @Override
    public String header(Object... params) {
        return text(commandSpec().usageMessage().header(), params);
    }

    @Override
    public String footer(Object... params) {
        return text(commandSpec().usageMessage().footer(), params);
    }

    /** Paragraphs of running text at the full width, each formatted as picocli formats them. */
    String text(String[] paragraphs, Object... params) {
        if (paragraphs == null || paragraphs.length == 0) return "";
        SpaceWrappedTable table = SpaceWrappedTable.forText(colorScheme(), width());
        for (String p : paragraphs) table.addRowValues(format(p, params));
        return table.toString();
    }

    /** {@code text} wrapped at spaces, every line indented by {@code indent}. */
    String indented(String text, int indent) {
        SpaceWrappedTable table =
                new SpaceWrappedTable(colorScheme(), new Column(width(), indent, Column.Overflow.WRAP));
        table.indentWrappedLines = 0;
        table.addRowValues(text);
        return table.toString();
    }

    private static String format(String text, Object... params) {
        try {
            return String.format(Locale.ROOT, text, params);
        } catch (IllegalFormatException e) {
            return text; // as picocli does: a stray % shows as written
        }
    }

    @Override
    public String commandList(Map<String, Help> commands) {
        return commandTable(commands, nameWidth(commands));
    }

    /** The width of the name column that fits every command of {@code commands}, at most half the line. */
    int nameWidth(Map<String, Help> commands) {
        int longest = commands.keySet().stream().mapToInt(String::length).max().orElse(0);
        return Math.min(longest, width() / 2);
    }

    /**
     * picocli's command list (name, then the first line of the header or else of the description), broken at
     * spaces only; {@code nameWidth} lets several lists line up.
     */
    String commandTable(Map<String, Help> commands, int nameWidth) {
        if (commands.isEmpty()) return "";
        SpaceWrappedTable table = new SpaceWrappedTable(
                colorScheme(),
                new Column(nameWidth + 2, 2, Column.Overflow.SPAN),
                new Column(width() - (nameWidth + 2), 2, Column.Overflow.WRAP));
        for (Map.Entry<String, Help> command : commands.entrySet()) {
            UsageMessageSpec usage = command.getValue().commandSpec().usageMessage();
            String[] header = usage.header().length > 0 ? usage.header() : usage.description();
            Ansi.Text[] lines = colorScheme()
                    .text(format(header.length > 0 ? header[0] : ""))
                    .splitLines();
            for (int i = 0; i < lines.length; i++) {
                Ansi.Text name = i == 0
                        ? command.getValue().commandNamesText(", ")
                        : colorScheme().text("");
                table.addRowValues(name, lines[i]);
            }
        }
        return table.toString();
    }

    /** picocli's synopsis layout (command name, then the options, wrapped lines indented), broken at spaces only. */
    @Override
    protected String insertSynopsisCommandName(int headingLength, Ansi.Text details) {
        UsageMessageSpec usage = commandSpec().usageMessage();
        String name = commandSpec().qualifiedName();
        int indent = headingLength + name.length() + 1; // under the first option
        if (indent > usage.synopsisAutoIndentThreshold() * width()) {
            indent = usage.synopsisIndent() < 0 ? headingLength : usage.synopsisIndent();
            indent = Math.min(indent, (int) (MAX_SYNOPSIS_INDENT * width()));
        }
        SpaceWrappedTable table = SpaceWrappedTable.forText(colorScheme(), width());
        table.indentWrappedLines = indent;
        Ansi.Text padding = Ansi.OFF.new Text("X".repeat(headingLength), colorScheme());
        table.addRowValues(padding.concat(colorScheme().commandText(name)).concat(details));
        return table.toString().substring(headingLength);
    }
}
