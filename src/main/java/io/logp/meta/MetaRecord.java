package io.logp.meta;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How a record of meta.json binds to JSON, once for all of them: components as snake_case keys ({@code ci95Us} is
 * {@code ci95_us}; names the rule would spell wrongly, such as {@code o_s_us}, say theirs with {@code @JsonProperty}),
 * and keys the record does not know ignored on reading, so a file that gained a key still reads. Which values are
 * left out each record says itself ({@code @JsonInclude}: Jackson lets a bundle's inclusion override the record's
 * own, so it is not bundled here).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@JacksonAnnotationsInside
@JsonIgnoreProperties(ignoreUnknown = true)
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public @interface MetaRecord {}
