package io.logp.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The options of one mixin among a command's original arguments, as given: commands that launch other measuring
 * runs (tradeoffs, overhead) pass the sweep options on unchanged, since the ranks are other processes that parse
 * their own command line.
 */
final class SweepArguments {

    private SweepArguments() {}

    static List<String> of(CommandSpec spec, String mixin) {
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        CommandSpec options = spec.mixins().get(mixin);
        List<String> passed = new ArrayList<>();
        for (int i = 0; i < original.size(); i++) {
            String a = original.get(i);
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            var option = options.findOption(name);
            if (option == null) continue;
            passed.add(a);
            if (!a.contains("=") && option.arity().max() > 0 && i + 1 < original.size()) passed.add(original.get(++i));
        }
        return passed;
    }
}
