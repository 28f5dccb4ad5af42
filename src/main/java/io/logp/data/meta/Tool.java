package io.logp.data.meta;

import com.fasterxml.jackson.annotation.JsonInclude;

/** logp itself: its name, version and the commit it was built from ("unknown" outside a git checkout). */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Tool(String name, String version, String commit) {}
