/*
 * Programs that end badly, for `logp profile`'s failure paths:
 *   profile_faults fail N        receives one message, then exits with code N without MPI_Finalize
 *   profile_faults noinit        never calls MPI_Init, exits 0
 *   profile_faults twice         calls MPI_Finalize twice
 *   profile_faults hang          rank 1 sleeps for ever after its message (a hung application)
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "noinit") == 0) {
        printf("no MPI here\n");
        return 0;
    }
    MPI_Init(&argc, &argv);
    int rank, x = 7;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) MPI_Send(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    if (rank == 1) MPI_Recv(&x, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (strcmp(mode, "hang") == 0 && rank == 1)
        for (;;) pause();
    if (strcmp(mode, "fail") == 0) {
        MPI_Barrier(MPI_COMM_WORLD);
        exit(argc > 2 ? atoi(argv[2]) : 1);
    }
    MPI_Finalize();
    if (strcmp(mode, "twice") == 0) MPI_Finalize();
    return 0;
}
