/*
 * A known queue pattern for `logp profile`: rank 1 posts P receives before rank 0 sends them (P entries on its
 * posted queue), then rank 0 sends U short messages that arrive before rank 1 posts their receives (U entries on
 * its unexpected queue, U unexpected messages). Other ranks only take part in the barriers.
 *   queue_pattern P U [sleep]
 * With "sleep", rank 1 stays out of MPI for 0.5 s instead of meeting rank 0 in a barrier after the U sends: the
 * messages have arrived but the MPI has not yet taken them in when the first receive is posted.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc < 3 || size < 2) {
        if (rank == 0) fprintf(stderr, "usage: queue_pattern P U [sleep] (at least 2 ranks)\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int p = atoi(argv[1]), u = atoi(argv[2]), nap = argc > 3 && strcmp(argv[3], "sleep") == 0;
    int *buf = calloc((size_t)(p > u ? p : u) + 1, sizeof(int));
    MPI_Request *reqs = calloc((size_t)p + 1, sizeof(MPI_Request));
    /* 1. posted before the sends: rank 1 posts P receives, then the barrier lets rank 0 send */
    if (rank == 1) {
        for (int i = 0; i < p; i++) MPI_Irecv(&buf[i], 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &reqs[i]);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        for (int i = 0; i < p; i++) MPI_Send(&i, 1, MPI_INT, 1, 1, MPI_COMM_WORLD);
    } else if (rank == 1) {
        MPI_Waitall(p, reqs, MPI_STATUSES_IGNORE);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    /* 2. arrived before the receives: rank 0 sends U short messages before the barrier; rank 1 receives after it
     * (the barrier's own message from rank 0 comes behind them, in order, so they are all in rank 1's queue) */
    if (rank == 0) {
        for (int i = 0; i < u; i++) MPI_Send(&i, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
    }
    if (nap) {
        if (rank == 1) usleep(500000);
    } else {
        MPI_Barrier(MPI_COMM_WORLD);
    }
    if (rank == 1) {
        for (int i = 0; i < u; i++) MPI_Recv(&buf[i], 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    free(buf);
    free(reqs);
    return 0;
}
