package io.logp.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house rules of docs/layout.md, checked on the compiled classes: which package may import which, so data flows
 * one way (experiment -> measured data -> fit -> report/plot) and the house keeps its shape as it grows.
 */
class LayersTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importMain() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.logp");
    }

    /** The packages of logp other than the given ones, as ArchUnit package patterns. */
    private static String[] logpExcept(String... allowed) {
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(
                "io.logp.data..",
                "io.logp.presentation..",
                "io.logp.files..",
                "io.logp.finding..",
                "io.logp.meta..",
                "io.logp.stats..",
                "io.logp.fit..",
                "io.logp.transport",
                "io.logp.transport.mpi..",
                "io.logp.transport.below..",
                "io.logp.transport.sim..",
                "io.logp.engine..",
                "io.logp.experiment..",
                "io.logp.format.run..",
                "io.logp.format.foreign..",
                "io.logp.analysis..",
                "io.logp.report",
                "io.logp.report.table..",
                "io.logp.report.progress..",
                "io.logp.result..",
                "io.logp.plot..",
                "io.logp.index..",
                "io.logp.exit..",
                "io.logp.job..",
                "io.logp.app",
                "io.logp.app.predict..",
                "io.logp.app.profile..",
                "io.logp.app.launch..",
                "io.logp.ranklaunch..",
                "io.logp.cli.."));
        all.removeAll(java.util.List.of(allowed));
        return all.toArray(String[]::new);
    }

    private static void onlyUses(String layer, String... allowed) {
        java.util.List<String> own = new java.util.ArrayList<>(java.util.List.of(allowed));
        own.add(layer);
        noClasses()
                .that()
                .resideInAPackage(layer)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(logpExcept(own.toArray(String[]::new)))
                .because("docs/layout.md: " + layer + " may use only " + String.join(", ", allowed))
                .check(classes);
    }

    @Test
    void dataUsesNothingOfLogp() {
        onlyUses("io.logp.data..");
    }

    /** How the user asked to see results (chart style, scale, comparison format): a choice, not data. */
    @Test
    void presentationChoicesUseNothingOfLogp() {
        onlyUses("io.logp.presentation..");
    }

    @Test
    void theFilesInFlightUseNothingOfLogp() {
        onlyUses("io.logp.files..");
    }

    @Test
    void metaJsonsRecordsUseDataAndFindings() {
        onlyUses("io.logp.meta..", "io.logp.data..", "io.logp.finding..");
    }

    @Test
    void findingsUseOnlyData() {
        noClasses()
                .that()
                .resideInAPackage("io.logp.finding..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(logpExcept("io.logp.finding..", "io.logp.data.."))
                .because("docs/layout.md: finding uses only data's vocabulary")
                .check(classes);
    }

    @Test
    void statsUsesNothingOfLogp() {
        onlyUses("io.logp.stats..");
    }

    @Test
    void fitUsesDataAndStats() {
        onlyUses("io.logp.fit..", "io.logp.finding..", "io.logp.data..", "io.logp.stats..");
    }

    @Test
    void transportInterfacesUseData() {
        onlyUses("io.logp.transport", "io.logp.data..");
    }

    @Test
    void mpiTransportUsesTheInterfacesAndData() {
        onlyUses("io.logp.transport.mpi..", "io.logp.transport", "io.logp.data..");
    }

    @Test
    void transportsBelowMpiUseTheInterfacesAndData() {
        onlyUses("io.logp.transport.below..", "io.logp.transport", "io.logp.data..");
    }

    @Test
    void simulatedTransportUsesTheInterfacesAndData() {
        onlyUses("io.logp.transport.sim..", "io.logp.transport", "io.logp.data..");
    }

    @Test
    void engineUsesTheTransportInterfacesAndData() {
        onlyUses("io.logp.engine..", "io.logp.transport", "io.logp.data..");
    }

    @Test
    void experimentsUseEngineTransportInterfacesFitStatsAndData() {
        onlyUses(
                "io.logp.experiment..",
                "io.logp.engine..",
                "io.logp.transport",
                "io.logp.finding..",
                "io.logp.fit..",
                "io.logp.stats..",
                "io.logp.data..");
    }

    @Test
    void runFilesUseDataFindingsFitAndStats() {
        onlyUses(
                "io.logp.format.run..",
                "io.logp.meta..",
                "io.logp.files..",
                "io.logp.data..",
                "io.logp.finding..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    @Test
    void otherSuitesFilesUseTheRunFilesPlumbing() {
        onlyUses(
                "io.logp.format.foreign..",
                "io.logp.format.run..",
                "io.logp.meta..",
                "io.logp.data..",
                "io.logp.finding..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    @Test
    void analysesStandNextToTheFitters() {
        onlyUses(
                "io.logp.analysis..",
                "io.logp.format.run..",
                "io.logp.meta..",
                "io.logp.data..",
                "io.logp.finding..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    @Test
    void progressLinesUseOnlyData() {
        onlyUses("io.logp.report.progress..", "io.logp.data..");
    }

    @Test
    void reportWordsAndPagesTheAnalysedRun() {
        onlyUses(
                "io.logp.report",
                "io.logp.report.table..",
                "io.logp.analysis..",
                "io.logp.format.run..",
                "io.logp.format.foreign..",
                "io.logp.meta..",
                "io.logp.presentation..",
                "io.logp.finding..",
                "io.logp.data..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    /**
     * Result files carry the findings' words (logp.json's message, regimes.csv's T0 note): above report, and apart
     * from {@code format}, which holds only files of measured data.
     */
    @Test
    void resultFilesComeAfterTheWords() {
        onlyUses(
                "io.logp.result..",
                "io.logp.report",
                "io.logp.report.table..",
                "io.logp.analysis..",
                "io.logp.format.run..",
                "io.logp.meta..",
                "io.logp.presentation..",
                "io.logp.finding..",
                "io.logp.data..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    /**
     * Renderers only render (issue 44): the files of results, the words and the charts get a run analysed, as one
     * kind of {@code AnalysedRun}; none of them analyses a run directory itself, so no two outputs of one run can
     * disagree on what it is.
     */
    @Test
    void renderersDoNotAnalyse() {
        noClasses()
                .that()
                .resideInAnyPackage("io.logp.result..", "io.logp.report..", "io.logp.plot..")
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("io.logp.analysis.RunAnalyser")
                .because("docs/layout.md: result, report and plot render an AnalysedRun; only app analyses")
                .check(classes);
    }

    /**
     * Renderers render typed values: none reads a file logp wrote (logp.json, meta.json, the data files) back. The
     * reading side (format.run's readers, analysis's RunSummaries) hands them what they render.
     */
    @Test
    void renderersDoNotReadLogpsFiles() {
        noClasses()
                .that()
                .resideInAnyPackage("io.logp.result..", "io.logp.report..", "io.logp.plot..")
                .should()
                .callMethodWhere(com.tngtech.archunit.base.DescribedPredicate.describe(
                        "a reader of logp's files (format.run, analysis.RunSummaries)",
                        call -> (call.getTargetOwner().getPackageName().equals("io.logp.format.run")
                                        || call.getTargetOwner().getName().equals("io.logp.analysis.RunSummaries"))
                                && call.getName().startsWith("read")))
                .because("docs/layout.md: renderers render typed values; the reading side reads the files")
                .check(classes);
    }

    /**
     * The table model and its renderings know cells and columns, not LogP: any part of report can build tables. Their
     * numbers follow the one rule of presentation's {@code NumberText}.
     */
    @Test
    void theTableModelUsesNothingOfLogp() {
        noClasses()
                .that()
                .resideInAPackage("io.logp.report.table..")
                .should()
                .dependOnClassesThat(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("io.logp..")
                        .and(com.tngtech.archunit.base.DescribedPredicate.not(
                                com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage(
                                        "io.logp.report.table..", "io.logp.presentation.."))))
                .because("docs/layout.md: report.table may use only presentation (the rule of numbers)")
                .check(classes);
    }

    @Test
    void plotUsesDataFitAndStats() {
        onlyUses(
                "io.logp.plot..",
                "io.logp.presentation..",
                "io.logp.files..",
                "io.logp.data..",
                "io.logp.fit..",
                "io.logp.stats..");
    }

    /** logp.db, the index of many runs: rows of the runs' history, nothing of how they are read or shown. */
    @Test
    void theIndexKeepsTheRunsOfAHistory() {
        onlyUses("io.logp.index..", "io.logp.analysis..", "io.logp.data..");
    }

    /** Only the index speaks SQL: the database stays one package's file. */
    @Test
    void onlyTheIndexTouchesTheDatabase() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.logp.index..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "org.sqlite..")
                .because("docs/layout.md: logp.db is the index package's")
                .check(classes);
    }

    @Test
    void applicationIsBelowTheCommandLine() {
        onlyUses("io.logp.app", logpExcept("io.logp.cli..", "io.logp.app.predict..", "io.logp.app.profile.."));
        // predict in SimGrid, the app's largest command, and profile, another program's queues, are packages of
        // their own above the rest of app (which keeps app at most 4,000 lines)
        onlyUses("io.logp.app.predict..", logpExcept("io.logp.cli..", "io.logp.app.profile.."));
        onlyUses("io.logp.app.profile..", logpExcept("io.logp.cli..", "io.logp.app.predict.."));
    }

    /** The job every rank runs knows nothing of the analysis and pages that run after it. */
    @Test
    void theRanksJobIsApartFromTheOfflineAnalysis() {
        onlyUses(
                "io.logp.job..",
                logpExcept(
                        "io.logp.cli..",
                        "io.logp.app",
                        "io.logp.app.predict..",
                        "io.logp.app.profile..",
                        "io.logp.analysis..",
                        "io.logp.report",
                        "io.logp.report.table..",
                        "io.logp.result..",
                        "io.logp.plot..",
                        "io.logp.presentation..",
                        "io.logp.format.foreign..",
                        "io.logp.app.launch.."));
    }

    /**
     * What the launcher and the ranks agree on (the environment, the ranks' memory, whether a process is a rank, why
     * a launch cannot go on) stands below both: no arrow climbs from the ranks' job to the launcher.
     */
    @Test
    void theLaunchContractStandsBelowTheLauncherAndTheRanks() {
        onlyUses("io.logp.ranklaunch..", "io.logp.data..");
    }

    /** Exit codes and usage errors: what the command line, the commands and the ranks' job share. */
    @Test
    void exitCodesStandBelowBothSides() {
        onlyUses("io.logp.exit..", "io.logp.ranklaunch..", "io.logp.format.run..", "io.logp.fit..");
    }

    /** The command line parses and calls the commands; it knows nothing of the rank side ({@code job}). */
    @Test
    void commandLineUsesTheApplicationAndData() {
        onlyUses(
                "io.logp.cli..",
                "io.logp.app",
                "io.logp.app.predict..",
                "io.logp.app.profile..",
                "io.logp.app.launch..",
                "io.logp.ranklaunch..",
                "io.logp.exit..",
                "io.logp.presentation..",
                "io.logp.meta..",
                "io.logp.data..");
    }

    @Test
    void onlyTheBindingsTouchOpenMpisJavaBindings() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.logp.transport.mpi.bindings..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("mpi..")
                .because("the MPI calls stay in the two implementations of MpiCalls")
                .check(classes);
    }

    @Test
    void onlyTheNativeWayCallsForeignCode() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.logp.transport.mpi.ffm..", "io.logp.transport.below..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("java.lang.foreign..")
                .because("native calls stay in the MPI shim's MpiCalls and the shims below MPI (ShimCalls)")
                .check(classes);
    }

    @Test
    void onlyPlotDrawsCharts() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.logp.plot..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.knowm.xchart..")
                .check(classes);
        // XChart's vector canvas, which plot uses directly to draw a figure of several charts into one SVG.
        noClasses()
                .that()
                .resideOutsideOfPackage("io.logp.plot..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("de.erichseifert.vectorgraphics2d..")
                .check(classes);
    }

    @Test
    void onlyTheCommandLineParses() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.logp.cli..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("picocli..")
                .check(classes);
    }

    /**
     * The upward arrows issue 35 took out, each named so that its return fails with its reason (the whitelists above
     * forbid them too): the files of measured data above the words, the command line reaching into the ranks' job,
     * presentation and in-flight files in the data records, a transport reporting a meta.json record, and the analysis
     * or the rank side reading the results' formats.
     */
    @Test
    void theUpwardImportsOfIssue35StayGone() {
        forbid(
                "io.logp.format..",
                "format holds files of measured data, below their words",
                "io.logp.report..",
                "io.logp.result..");
        forbid("io.logp.cli..", "the command line calls app, never the ranks' job", "io.logp.job..");
        forbid(
                "io.logp.data..",
                "data holds records, not how they are shown or written",
                "io.logp.presentation..",
                "io.logp.files..",
                "io.logp.meta..");
        forbid("io.logp.transport..", "a transport reports its NetworkPath, a data record", "io.logp.meta..");
        forbid(
                "io.logp.analysis..",
                "analysis renders nothing",
                "io.logp.report..",
                "io.logp.result..",
                "io.logp.plot..");
        forbid(
                "io.logp.job..",
                "the ranks write measured data, never results",
                "io.logp.result..",
                "io.logp.analysis..",
                "io.logp.app");
        forbid("io.logp.exit..", "exit codes stand below both sides", "io.logp.job..", "io.logp.app");
    }

    private static void forbid(String layer, String reason, String... above) {
        noClasses()
                .that()
                .resideInAPackage(layer)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(above)
                .because("docs/layout.md: " + reason)
                .check(classes);
    }

    /**
     * The analysis reads a run directory and returns a value: it writes no file (queues.json was once written from
     * QueueAnalysis). Reading is the RunAnalyser's job; writing belongs to the result formats.
     */
    @Test
    void theAnalysisWritesNoFile() {
        noClasses()
                .that()
                .resideInAPackage("io.logp.analysis..")
                .should()
                .callMethodWhere(
                        new com.tngtech.archunit.base.DescribedPredicate<
                                com.tngtech.archunit.core.domain.JavaMethodCall>(
                                "a call that writes, moves or removes a file") {
                            @Override
                            public boolean test(com.tngtech.archunit.core.domain.JavaMethodCall call) {
                                String owner = call.getTargetOwner().getName();
                                String name = call.getName();
                                if (owner.equals("io.logp.format.run.AtomicFiles")) return true;
                                if (owner.equals("io.logp.format.run.JsonFiles")) return name.equals("write");
                                return owner.equals("java.nio.file.Files")
                                        && java.util.Set.of(
                                                        "write",
                                                        "writeString",
                                                        "newOutputStream",
                                                        "newBufferedWriter",
                                                        "createFile",
                                                        "createDirectories",
                                                        "createDirectory",
                                                        "createTempFile",
                                                        "delete",
                                                        "deleteIfExists",
                                                        "move",
                                                        "copy")
                                                .contains(name);
                            }
                        })
                .because("docs/layout.md: the analysis returns a RunResult; the formats write it")
                .check(classes);
    }

    @Test
    void packagesHaveNoCycles() {
        slices().matching("io.logp.(**)").should().beFreeOfCycles().check(classes);
    }
}
