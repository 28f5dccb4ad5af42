/*
 * What the queue profiler adds per receive: rank 0 times N receives from itself (MPI_Irecv, MPI_Send, MPI_Wait),
 * the least of 50 batches, while every other rank sleeps (polling once per 10 ms), so that a run on 64 ranks measures
 * rank 0's receives on a 64-peer MPI_COMM_WORLD without 63 busy neighbours. Run it with and without the profiler
 * preloaded (bench/profile-overhead/run.sh); the difference is the profiler's cost per receive.
 *   overhead [N]     prints: ranks ns_per_receive
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size, n = argc > 1 ? atoi(argv[1]) : 2000;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (rank == 0) {
        int x = 0, y;
        double best = 1e30;
        for (int b = 0; b < 50; b++) {
            double t0 = now_ns();
            for (int i = 0; i < n; i++) {
                MPI_Request r;
                MPI_Irecv(&y, 1, MPI_INT, 0, 1, MPI_COMM_WORLD, &r);
                MPI_Send(&x, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
                MPI_Wait(&r, MPI_STATUS_IGNORE);
            }
            double t = (now_ns() - t0) / n;
            if (t < best) best = t;
        }
        printf("%d %.1f\n", size, best);
        for (int p = 1; p < size; p++) MPI_Send(&x, 1, MPI_INT, p, 99, MPI_COMM_WORLD);
    } else {
        int flag = 0, x;
        while (!flag) {
            usleep(10000);
            MPI_Iprobe(0, 99, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        }
        MPI_Recv(&x, 1, MPI_INT, 0, 99, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    MPI_Finalize();
    return 0;
}
