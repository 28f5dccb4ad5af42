package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.MpiImplementation;
import java.util.Map;

/**
 * The MPI the ranks ran.
 *
 * @param implementation which MPI, from the library's version line
 * @param library        the library's own version line (MPI_Get_library_version)
 * @param shim           the native transport's shim (liblogp_mpi.so); null for the bindings
 * @param compiler       the first line of the MPI's {@code mpicc --version}, which built the shim; null when unknown
 * @param settings       the settings the user chose: Open MPI's MCA parameters, or MPICH's control variables by their
 *                       name without MPIR_CVAR_; empty when none was chosen
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Mpi(
        MpiImplementation implementation, String library, String shim, String compiler, Map<String, String> settings) {

    public Mpi {
        settings = settings == null ? Map.of() : settings;
    }
}
