package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** The JVM that ran the measurement: vendor, VM name, runtime version and its command-line flags. */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Jvm(String vendor, String name, String version, List<String> flags) {}
