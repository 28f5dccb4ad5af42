/*
 * The C reference for AmBench: the same measurements straight against MPI (and, for the per-call part, also
 * through the shim's logp_mpi_test / logp_mpi_noop, to show what the shim itself adds).
 * Build: mpicc -O2 -o am_bench am_bench.c -L. -llogp_mpi_<impl> -Wl,-rpath,'$ORIGIN'
 * Usage: am_bench [calls] [trials] [messages]; rank 0 prints "key value" lines.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "logp_mpi.h"

#define TAG_REQUEST 101
#define TAG_REPLY 102
#define SLOTS 32
#define BYTES 16
#define WINDOW 16
#define SHUTDOWN (-1)

static MPI_Comm req_comm, rep_comm;
static MPI_Request ring[SLOTS];
static int bufs[SLOTS][BYTES / 4], out[BYTES / 4];
static int head, outstanding, sequence, rank;
static volatile int sink;

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int cmp_d(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static int cmp_l(const void *a, const void *b) { long long x = *(const long long *)a, y = *(const long long *)b; return (x > y) - (x < y); }
static double median(double *v, int n) { qsort(v, n, sizeof *v, cmp_d); return v[n / 2]; }
static double minimum(const double *v, int n) { double m = v[0]; for (int i = 1; i < n; i++) if (v[i] < m) m = v[i]; return m; }
#define REPS_RTT 5
#define REPS_W16 11

static int test_head(void) { int flag; MPI_Test(&ring[head], &flag, MPI_STATUS_IGNORE); return flag; }

static void advance(void) {
    sink = bufs[head][2];
    MPI_Start(&ring[head]);
    head = head + 1 == SLOTS ? 0 : head + 1;
    outstanding--;
}

static void await_head(void) { while (!test_head()) { } advance(); }

static void issue(void) {
    while (outstanding > 0 && test_head()) advance();
    if (outstanding >= WINDOW) await_head();
    out[0] = 7; out[1] = rank; out[2] = ++sequence; out[3] = BYTES;
    MPI_Send(out, BYTES, MPI_BYTE, 1, TAG_REQUEST, req_comm);
    outstanding++;
}

static void per_call(long calls) {
    char b[BYTES];
    MPI_Request never;
    MPI_Recv_init(b, BYTES, MPI_BYTE, MPI_ANY_SOURCE, 999, MPI_COMM_WORLD, &never);
    MPI_Start(&never);
    int id = logp_mpi_recv_init(LOGP_COMM_WORLD, (int64_t)(intptr_t)b, BYTES, LOGP_BYTE, -1, 998);
    logp_mpi_start(id);
    double test[5], wtime[5], shim_test[5], noop[5];
    for (int rep = 0; rep < 7; rep++) {
        int flag, hits = 0;
        long long t0 = now_ns();
        for (long i = 0; i < calls; i++) { MPI_Test(&never, &flag, MPI_STATUS_IGNORE); hits += flag; }
        long long t1 = now_ns();
        double sum = 0;
        for (long i = 0; i < calls; i++) sum += MPI_Wtime();
        long long t2 = now_ns();
        for (long i = 0; i < calls; i++) hits += logp_mpi_test(id);
        long long t3 = now_ns();
        int acc = 0;
        for (long i = 0; i < calls; i++) acc += logp_mpi_noop((int)i);
        long long t4 = now_ns();
        sink = hits + (int)sum + acc;
        if (rep >= 2) {
            test[rep - 2] = (double)(t1 - t0) / calls;
            wtime[rep - 2] = (double)(t2 - t1) / calls;
            shim_test[rep - 2] = (double)(t3 - t2) / calls;
            noop[rep - 2] = (double)(t4 - t3) / calls;
        }
    }
    MPI_Cancel(&never); MPI_Wait(&never, MPI_STATUS_IGNORE); MPI_Request_free(&never);
    logp_mpi_cancel(id); logp_mpi_wait(id); logp_mpi_request_free(id);
    if (rank == 0)
        printf("percall_test_ns %.2f\npercall_wtime_ns %.2f\npercall_shim_test_ns %.2f\npercall_noop_ns %.2f\n",
               minimum(test, 5), minimum(wtime, 5), minimum(shim_test, 5), minimum(noop, 5));
}

int main(int argc, char **argv) {
    long calls = argc > 1 ? atol(argv[1]) : 2000000;
    int trials = argc > 2 ? atoi(argv[2]) : 20000;
    int messages = argc > 3 ? atoi(argv[3]) : 50000;
    if (logp_mpi_init(LOGP_THREAD_SINGLE) < 0) { fprintf(stderr, "init failed\n"); return 1; }
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) printf("transport c\n");
    per_call(calls);
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Comm_dup(MPI_COMM_WORLD, &req_comm);
    MPI_Comm_dup(MPI_COMM_WORLD, &rep_comm);
    MPI_Comm mine = rank == 0 ? rep_comm : req_comm;
    for (int i = 0; i < SLOTS; i++) {
        MPI_Recv_init(bufs[i], BYTES, MPI_BYTE, MPI_ANY_SOURCE, rank == 0 ? TAG_REPLY : TAG_REQUEST, mine, &ring[i]);
        MPI_Start(&ring[i]);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) {
        long long *rtt = malloc(sizeof *rtt * trials);
        double halves[REPS_RTT], cost[REPS_W16];
        for (int rep = -1; rep < REPS_RTT; rep++) {       /* rep -1 is warm-up */
            for (int i = 0; i < trials; i++) {
                long long t0 = now_ns();
                issue();
                while (outstanding > 0) await_head();
                rtt[i] = now_ns() - t0;
            }
            qsort(rtt, trials, sizeof *rtt, cmp_l);
            if (rep >= 0) halves[rep] = rtt[trials / 2] / 2e3;
        }
        printf("half_rtt_us %.4f\nhalf_rtt_med_us %.4f\n", minimum(halves, REPS_RTT), median(halves, REPS_RTT));
        for (int rep = -2; rep < REPS_W16; rep++) {
            long long t0 = now_ns();
            for (int i = 0; i < messages; i++) issue();
            long long t1 = now_ns();
            while (outstanding > 0) await_head();
            if (rep >= 0) cost[rep] = (t1 - t0) / 1e3 / messages;
        }
        printf("w16_cost_us %.4f\nw16_cost_med_us %.4f\n", minimum(cost, REPS_W16), median(cost, REPS_W16));
        out[0] = SHUTDOWN;
        MPI_Send(out, BYTES, MPI_BYTE, 1, TAG_REQUEST, req_comm);
    } else if (rank == 1) {
        for (;;) {
            if (!test_head()) continue;
            int *req = bufs[head];
            int handler = req[0], source = req[1];
            out[0] = handler; out[1] = rank; out[2] = req[2]; out[3] = BYTES;
            if (handler != SHUTDOWN) MPI_Send(out, BYTES, MPI_BYTE, source, TAG_REPLY, rep_comm);
            MPI_Start(&ring[head]);
            head = head + 1 == SLOTS ? 0 : head + 1;
            if (handler == SHUTDOWN) break;
        }
    }
    MPI_Barrier(MPI_COMM_WORLD);
    for (int i = 0; i < SLOTS; i++) { MPI_Cancel(&ring[i]); MPI_Wait(&ring[i], MPI_STATUS_IGNORE); MPI_Request_free(&ring[i]); }
    MPI_Comm_free(&req_comm);
    MPI_Comm_free(&rep_comm);
    logp_mpi_finalize();
    return 0;
}
