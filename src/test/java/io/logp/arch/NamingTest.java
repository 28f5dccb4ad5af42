package io.logp.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noMethods;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** docs/layout.md, Habits: one spelling per time unit in names, so `rttNs` never sits beside `rttNanos`. */
class NamingTest {

    /** Unit spellings the house does not use, as the end of a name; `Ns`, `Us`, `Ms` and `Seconds` are the ones it does. */
    private static final String OTHER_SPELLINGS =
            ".*(Nanos|Micros|Millis|Usec|Nsec|Msec|Secs|NANOS|MICROS|MILLIS|SECS)$";

    private static JavaClasses classes;

    @BeforeAll
    static void importAll() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("io.logp");
    }

    @Test
    void fieldsSpellTimeUnitsOneWay() {
        noFields()
                .should()
                .haveNameMatching(OTHER_SPELLINGS)
                .because("docs/layout.md: time units are spelled Ns, Us, Ms, Seconds")
                .check(classes);
    }

    @Test
    void methodsSpellTimeUnitsOneWay() {
        // JDK and library methods (Duration.toNanos, System.currentTimeMillis) are called, not declared: not checked
        noMethods()
                .that()
                .areDeclaredInClassesThat()
                .resideInAPackage("io.logp..")
                .should()
                .haveNameMatching(OTHER_SPELLINGS)
                .because("docs/layout.md: time units are spelled Ns, Us, Ms, Seconds")
                .check(classes);
    }
}
