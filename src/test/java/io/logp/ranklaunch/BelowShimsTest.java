package io.logp.ranklaunch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.TransportChoice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A transport below MPI without its shim is refused as an MPI that cannot start, naming the package to install. */
class BelowShimsTest {

    @Test
    void aShimNotSetUpNamesItsPackage() {
        MpiUnavailableException ucx =
                assertThrows(MpiUnavailableException.class, () -> BelowShims.file(TransportChoice.UCX_AM, Map.of()));
        assertTrue(
                ucx.getMessage().contains("LOGP_UCX_SHIM") && ucx.getMessage().contains("libucx-dev"),
                ucx.getMessage());
        MpiUnavailableException ofi =
                assertThrows(MpiUnavailableException.class, () -> BelowShims.file(TransportChoice.OFI, Map.of()));
        assertTrue(
                ofi.getMessage().contains("LOGP_OFI_SHIM") && ofi.getMessage().contains("libfabric-dev"),
                ofi.getMessage());
    }

    @Test
    void aShimThatIsGoneIsNamed(@TempDir Path tmp) throws Exception {
        Path gone = tmp.resolve("liblogp_ucx.so");
        MpiUnavailableException e = assertThrows(
                MpiUnavailableException.class,
                () -> BelowShims.file(TransportChoice.UCX_AM, Map.of(RankEnvironment.UCX_SHIM_ENV, gone.toString())));
        assertTrue(
                e.getMessage().contains(gone.toString()) && e.getMessage().contains("does not exist"), e.getMessage());
        Files.writeString(gone, "x");
        assertEquals(
                gone, BelowShims.file(TransportChoice.UCX_AM, Map.of(RankEnvironment.UCX_SHIM_ENV, gone.toString())));
    }

    @Test
    void theWaysIntoMpiHaveNoShimOfTheirOwn() {
        assertThrows(IllegalArgumentException.class, () -> BelowShims.variable(TransportChoice.NATIVE));
    }
}
