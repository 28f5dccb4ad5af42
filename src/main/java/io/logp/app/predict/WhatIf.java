package io.logp.app.predict;

import io.logp.exit.UsageException;
import io.logp.fit.model.ModelParameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One what-if of {@code predict --what-if}: a parameter of the model scaled by a factor, e.g. {@code o_s=x2}.
 *
 * @param parameter the parameter scaled
 * @param factor    its factor, &gt; 0
 */
public record WhatIf(ModelParameter parameter, double factor) {

    /** The variant's name in predictions.csv and the tables: {@code o_s=x2}. */
    public String label() {
        String f = factor == Math.rint(factor) ? Long.toString((long) factor) : Double.toString(factor);
        return parameter.symbol() + "=x" + f;
    }

    /** {@code o_s=x2,L=x0.5,...}; the symbols o_s, o_r, g, L and G. */
    public static List<WhatIf> parse(String spec) {
        List<WhatIf> all = new ArrayList<>();
        for (String part : spec.split(",")) {
            String p = part.trim();
            int eq = p.indexOf("=x");
            if (eq <= 0) throw bad(p);
            String symbol = p.substring(0, eq);
            ModelParameter parameter = Arrays.stream(ModelParameter.values())
                    .filter(m -> m.symbol().equals(symbol))
                    .findFirst()
                    .orElseThrow(() -> bad(p));
            double factor;
            try {
                factor = Double.parseDouble(p.substring(eq + 2));
            } catch (NumberFormatException e) {
                throw bad(p);
            }
            if (!(factor > 0) || !Double.isFinite(factor)) throw bad(p);
            all.add(new WhatIf(parameter, factor));
        }
        return all;
    }

    private static UsageException bad(String part) {
        return new UsageException(String.format(
                Locale.ROOT,
                "--what-if: '%s' is not PARAMETER=xFACTOR with PARAMETER one of %s and FACTOR > 0 (e.g. o_s=x2,L=x0.5)",
                part,
                Arrays.stream(ModelParameter.values())
                        .map(ModelParameter::symbol)
                        .collect(Collectors.joining(", "))));
    }
}
