package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A reference platform taken from a publication rather than measured (signatures/reference-*).
 *
 * @param platform the platform's name, as tables show it
 * @param source   where its numbers come from
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Publication(String platform, String source) {}
