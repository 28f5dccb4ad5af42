package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A program's MPI from ldd's listing, as Debian's lmp (Open MPI) and an MPICH program show it. */
class ProgramMpiTest {

    @Test
    void openMpisLibraryNamesOpenMpi() {
        String ldd = "\tlinux-vdso.so.1 (0x00007ffd)\n"
                + "\tliblammps.so.0 => /lib/x86_64-linux-gnu/liblammps.so.0 (0x00007f)\n"
                + "\tlibmpi.so.40 => /lib/x86_64-linux-gnu/libmpi.so.40 (0x00007e)\n";
        assertEquals(Optional.of(ProgramMpi.OPEN_MPI), ProgramMpi.ofLddOutput(ldd));
    }

    @Test
    void mpichsLibraryNamesMpich() {
        String ldd = "\tlibmpich.so.12 => /lib/x86_64-linux-gnu/libmpich.so.12 (0x00007f)\n";
        assertEquals(Optional.of(ProgramMpi.MPICH), ProgramMpi.ofLddOutput(ldd));
    }

    @Test
    void aScriptOrAStaticProgramNamesNone() {
        assertEquals(Optional.empty(), ProgramMpi.ofLddOutput("\tnot a dynamic executable\n"));
        assertEquals(Optional.empty(), ProgramMpi.ofLddOutput("\tlibmpi_cxx.so.40 => /x (0x1)\n"));
    }

    @Test
    void setupsKindsMapToTheirMpi() {
        assertEquals(Optional.of(ProgramMpi.MPICH), ProgramMpi.ofKind("mpich"));
        assertEquals(Optional.empty(), ProgramMpi.ofKind("other"));
    }
}
