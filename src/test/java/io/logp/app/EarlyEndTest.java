package io.logp.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.MpiLauncher;
import io.logp.exit.ExitCodes;
import io.logp.format.run.RunDirectory;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the launcher keeps of a run that ended early: the data, never a write a killed rank left unfinished. */
class EarlyEndTest {

    @Test
    void aWriteThatNeverFinishedIsRemovedAndTheDataKept(@TempDir Path tmp) throws Exception {
        RunDirectory dir = RunDirectory.of(tmp, "r").create();
        Path data = Files.writeString(dir.signatureCsv(), "n_bytes,delay_us,m,cost_us,ci95_us,samples\n");
        Path unfinished = Files.writeString(dir.signaturesDir().resolve(".signature.csv.98765.tmp"), "n_b");
        StringWriter err = new StringWriter();
        int code = new EarlyEnd(dir, false, "mpirun -np 2")
                .report(new MpiLauncher.Ended(137, false), new PrintWriter(err));
        assertEquals(ExitCodes.FAILURE, code, err.toString());
        assertFalse(Files.exists(unfinished), "the temporary file of rank 0's unfinished write is removed");
        assertTrue(Files.exists(data));
    }
}
