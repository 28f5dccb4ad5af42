/*
 * The request/reply protocol of logp's Open MPI transport, written in C, to measure what the Java side costs:
 * requests and replies on separate duplicates of MPI_COMM_WORLD, a ring of persistent receives polled with
 * MPI_Test on its head, blocking MPI_Send of 16 bytes. Prints the median round trip of single timed requests
 * (as logp's rtt) and, for reference, a plain blocking ping-pong's half round trip.
 *   mpicc -O2 -o am_rtt am_rtt.c && mpirun -np 2 ./am_rtt
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define SLOTS 32
#define BYTES 16
#define TRIALS 200000

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm req, rep;
    MPI_Comm_dup(MPI_COMM_WORLD, &req);
    MPI_Comm_dup(MPI_COMM_WORLD, &rep);
    char bufs[SLOTS][BYTES], out[BYTES] = {0};
    MPI_Request ring[SLOTS];
    MPI_Comm mine = rank == 0 ? rep : req;
    for (int i = 0; i < SLOTS; i++) {
        MPI_Recv_init(bufs[i], BYTES, MPI_BYTE, MPI_ANY_SOURCE, 1, mine, &ring[i]);
        MPI_Start(&ring[i]);
    }
    double *rtt = malloc(sizeof(double) * TRIALS);
    int head = 0, flag;
    for (int pass = 0; pass < 2; pass++) {            /* the first pass is warm-up */
        MPI_Barrier(MPI_COMM_WORLD);
        for (int i = 0; i < TRIALS; i++) {
            double t0 = MPI_Wtime();
            if (rank == 0) MPI_Send(out, BYTES, MPI_BYTE, 1, 1, req);
            do MPI_Test(&ring[head], &flag, MPI_STATUS_IGNORE); while (!flag);
            if (rank == 1) MPI_Send(out, BYTES, MPI_BYTE, 0, 1, rep);
            MPI_Start(&ring[head]);
            head = (head + 1) % SLOTS;
            rtt[i] = (MPI_Wtime() - t0) * 1e6;
        }
    }
    char pp[8];
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    for (int i = 0; i < TRIALS; i++) {
        if (rank == 0) { MPI_Send(pp, 8, MPI_BYTE, 1, 2, MPI_COMM_WORLD); MPI_Recv(pp, 8, MPI_BYTE, 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); }
        else { MPI_Recv(pp, 8, MPI_BYTE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE); MPI_Send(pp, 8, MPI_BYTE, 0, 2, MPI_COMM_WORLD); }
    }
    double half = (MPI_Wtime() - t0) * 1e6 / TRIALS / 2;
    if (rank == 0) {
        qsort(rtt, TRIALS, sizeof(double), cmp);
        printf("c_am_rtt_median_us %.3f\nc_pingpong_8B_half_rtt_us %.3f\n", rtt[TRIALS / 2], half);
    }
    MPI_Finalize();
    return 0;
}
