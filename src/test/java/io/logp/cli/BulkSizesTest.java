package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.logp.data.BulkSettings;
import io.logp.data.JobPlan;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The default run's bulk signatures stop at 64 KiB; bulk keeps 256 KiB; either takes the sizes it is given. */
class BulkSizesTest {

    private static BulkSettings bulkOf(String... args) {
        CommandLine cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        CommandLine.ParseResult parsed = cli.parseArgs(args);
        MeasureCommand command =
                (MeasureCommand) parsed.subcommand().commandSpec().userObject();
        JobPlan plan = command.plan(JobPlan.of(args[0], java.util.List.of(args), true, command.mpi.transport));
        return plan.bulk().orElseThrow().settings();
    }

    @Test
    void theDefaultRunLeavesTheLargestSignatureSizeToBulk() {
        assertArrayEquals(
                new int[] {64, 256, 2048, 4096, 16384, 65536}, bulkOf("run").signatureSizes());
        assertArrayEquals(
                new int[] {64, 256, 2048, 4096, 16384, 65536, 262144},
                bulkOf("bulk").signatureSizes());
    }

    @Test
    void bothMeasureTheSameTransferTimesAndTakeTheSizesTheyAreGiven() {
        assertArrayEquals(bulkOf("bulk").timeSizes(), bulkOf("run").timeSizes());
        assertArrayEquals(
                new int[] {1024, 262144},
                bulkOf("run", "--bulk-signature-sizes", "1024,262144").signatureSizes());
        assertArrayEquals(
                new int[] {64, 256, 2048}, bulkOf("run", "--bulk-max", "4000").signatureSizes());
    }
}
