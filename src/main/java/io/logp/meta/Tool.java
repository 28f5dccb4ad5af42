package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** logp itself: its name, version and the commit it was built from ("unknown" outside a git checkout). */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Tool(String name, String version, String commit) {

    /** This build's version, from the jar's logp.properties; "unknown" when it has none. */
    public static String thisVersion() {
        try (InputStream in = Tool.class.getResourceAsStream("/io/logp/logp.properties")) {
            if (in == null) return "unknown";
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
