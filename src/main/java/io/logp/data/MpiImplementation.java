package io.logp.data;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The MPI implementations whose settings and defaults logp knows. */
public enum MpiImplementation {
    OPEN_MPI("Open MPI"),
    MPICH("MPICH"),
    OTHER("MPI");

    private final String label;

    MpiImplementation(String label) {
        this.label = label;
    }

    /** The name in meta.json and in words. */
    @JsonValue
    public String label() {
        return label;
    }

    /** From the library's own version line: Intel MPI and MVAPICH are MPICH derivatives. */
    public static MpiImplementation of(String libraryVersion) {
        String v = libraryVersion.toLowerCase(Locale.ROOT);
        if (v.contains("open mpi")) return OPEN_MPI;
        if (v.contains("mpich") || v.contains("intel(r) mpi") || v.contains("mvapich")) return MPICH;
        return OTHER;
    }
}
