/*
 * logp's collectives timing for SimGrid's SMPI (built with smpicc, run under smpirun by `logp predict`).
 *
 *   logp_predict collectives OPS SIZES [CALL_US]
 *                                        every op of OPS (comma separated: barrier, bcast, reduce, allreduce, gather,
 *                                        scatter, allgather, alltoall, reduce_scatter_block, scan, exscan) at every
 *                                        size of SIZES (bytes per rank); rank 0 prints "op,n_bytes,p,us" per point.
 *                                        CALL_US (default 0): what every rank spends in each call besides its
 *                                        messages (the run's cost per call), computed before the op
 *   logp_predict pingpong SIZES REPLY    rank 0 sends n bytes to rank 1, which answers REPLY bytes (logp's bulk
 *                                        round trip T(n)); rank 0 prints "pingpong,n_bytes,2,us" per size
 *
 * A point's time is the slowest rank's end less one common start: the simulated clock is global and noiseless, so one
 * launch (after an untimed one) is the measurement. The untimed launch is half of the simulation's time, but SMPI
 * builds a communicator's node topology (Comm::init_smp, itself simulated communication) on the first call of an
 * algorithm that needs it, and which algorithm that is depends on the op, the size and P: without it bcast of 512 B
 * at P = 2 read 0.71 us instead of 0.18 (Open MPI's rules pick MVAPICH2's knomial there). Reductions add doubles (bytes with MPI_BOR below 8 bytes). The ranks
 * are threads of one process whose libc is shared, so no libc call with hidden state (strtok) is used.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef SMPI_SHARED_MALLOC
#define BUFFER(bytes) SMPI_SHARED_MALLOC(bytes)
#define RELEASE(p) SMPI_SHARED_FREE(p)
#else
#define BUFFER(bytes) malloc(bytes)
#define RELEASE(p) free(p)
#endif

static int rank, size;

/* The speed of every host of logp's platform file (SimgridPlatform.HOST_SPEED), to compute for a given time. */
#define HOST_FLOPS 1e9

static void reduce_type(long n, int *count, MPI_Datatype *type, MPI_Op *op) {
    if (n >= 8) {
        *count = (int)(n / 8);
        *type = MPI_DOUBLE;
        *op = MPI_SUM;
    } else {
        *count = (int)n;
        *type = MPI_BYTE;
        *op = MPI_BOR;
    }
}

static int run(const char *name, long n, char *a, char *b) {
    int count;
    MPI_Datatype type;
    MPI_Op op;
    reduce_type(n, &count, &type, &op);
    if (!strcmp(name, "barrier")) return MPI_Barrier(MPI_COMM_WORLD);
    if (!strcmp(name, "bcast")) return MPI_Bcast(a, (int)n, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (!strcmp(name, "reduce")) return MPI_Reduce(a, b, count, type, op, 0, MPI_COMM_WORLD);
    if (!strcmp(name, "allreduce")) return MPI_Allreduce(a, b, count, type, op, MPI_COMM_WORLD);
    if (!strcmp(name, "gather")) return MPI_Gather(a, (int)n, MPI_BYTE, b, (int)n, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (!strcmp(name, "scatter")) return MPI_Scatter(a, (int)n, MPI_BYTE, b, (int)n, MPI_BYTE, 0, MPI_COMM_WORLD);
    if (!strcmp(name, "allgather")) return MPI_Allgather(a, (int)n, MPI_BYTE, b, (int)n, MPI_BYTE, MPI_COMM_WORLD);
    if (!strcmp(name, "alltoall")) return MPI_Alltoall(a, (int)n, MPI_BYTE, b, (int)n, MPI_BYTE, MPI_COMM_WORLD);
    if (!strcmp(name, "reduce_scatter_block")) return MPI_Reduce_scatter_block(a, b, count, type, op, MPI_COMM_WORLD);
    if (!strcmp(name, "scan")) return MPI_Scan(a, b, count, type, op, MPI_COMM_WORLD);
    if (!strcmp(name, "exscan")) return MPI_Exscan(a, b, count, type, op, MPI_COMM_WORLD);
    if (rank == 0) fprintf(stderr, "logp_predict: unknown op %s\n", name);
    MPI_Abort(MPI_COMM_WORLD, 2);
    return 2;
}

/*
 * Every rank returns at one simulated time, which it returns: rank 0 names a start far enough ahead for its broadcast
 * to reach every rank (4 times what a broadcast and a barrier took just before), and each rank computes until then.
 * So the op's time is the slowest rank's end less one common start, as logp's synchronised launches measure it, and
 * no rank's late exit from a barrier hides part of it.
 */
static double synchronised_start(void) {
    double span = 0, start = 0;
    MPI_Barrier(MPI_COMM_WORLD);
    double s = MPI_Wtime();
    MPI_Bcast(&span, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    span = MPI_Wtime() - s;
    if (rank == 0) start = MPI_Wtime() + 4 * span + 1e-6;
    MPI_Bcast(&start, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    double now = MPI_Wtime();
#ifdef SMPI_SHARED_MALLOC
    if (start > now) smpi_execute_flops((start - now) * HOST_FLOPS);
#endif
    return start;
}

static long max_bytes(const char *sizes) {
    long max = 1;
    char *copy = strdup(sizes), *save;
    for (char *s = strtok_r(copy, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
        long n = atol(s);
        if (n > max) max = n;
    }
    free(copy);
    return max;
}

/* Every rank computes for the call's own cost: a simulated host computes HOST_FLOPS per second. */
static void call_cost(double us) {
#ifdef SMPI_SHARED_MALLOC
    if (us > 0) smpi_execute_flops(us * 1e-6 * HOST_FLOPS);
#endif
}

static void collectives(const char *ops, const char *sizes, double call_us) {
    /* The largest buffer any op needs: n bytes from each of P ranks. */
    long bytes = max_bytes(sizes) * (long)size;
    char *a = BUFFER(bytes), *b = BUFFER(bytes);
    char *opsCopy = strdup(ops), *opsSave;
    for (char *op = strtok_r(opsCopy, ",", &opsSave); op; op = strtok_r(NULL, ",", &opsSave)) {
        char *sizesCopy = strdup(sizes);
        char *save;
        for (char *s = strtok_r(sizesCopy, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
            long n = atol(s);
            /* The barrier moves no bytes: once, as n = 0, whatever the sizes. */
            if (!strcmp(op, "barrier")) {
                if (s != sizesCopy) continue;
                n = 0;
            }
            MPI_Barrier(MPI_COMM_WORLD);
            run(op, n, a, b);
            double start = synchronised_start();
            call_cost(call_us);
            run(op, n, a, b);
            double t1 = MPI_Wtime();
            double end;
            MPI_Reduce(&t1, &end, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
            if (rank == 0) printf("%s,%ld,%d,%.6f\n", op, n, size, (end - start) * 1e6);
        }
        free(sizesCopy);
    }
    free(opsCopy);
    RELEASE(a);
    RELEASE(b);
}

static void pingpong(const char *sizes, long reply) {
    long bytes = max_bytes(sizes);
    char *a = BUFFER(bytes > reply ? bytes : reply);
    char *copy = strdup(sizes), *save;
    const int reps = 4;
    for (char *s = strtok_r(copy, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
        long n = atol(s);
        MPI_Barrier(MPI_COMM_WORLD);
        double t0 = 0;
        /* Round trip -1 is untimed: it leaves the barrier's skew between the two ranks behind. */
        for (int i = -1; i < reps; i++) {
            if (i == 0) t0 = MPI_Wtime();
            if (rank == 0) {
                MPI_Send(a, (int)n, MPI_BYTE, 1, 1, MPI_COMM_WORLD);
                MPI_Recv(a, (int)reply, MPI_BYTE, 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            } else if (rank == 1) {
                MPI_Recv(a, (int)n, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Send(a, (int)reply, MPI_BYTE, 0, 2, MPI_COMM_WORLD);
            }
        }
        double t1 = MPI_Wtime();
        if (rank == 0) printf("pingpong,%ld,2,%.6f\n", n, (t1 - t0) / reps * 1e6);
    }
    free(copy);
    RELEASE(a);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc >= 4 && !strcmp(argv[1], "collectives")) {
        collectives(argv[2], argv[3], argc >= 5 ? atof(argv[4]) : 0);
    } else if (argc >= 4 && !strcmp(argv[1], "pingpong")) {
        pingpong(argv[2], atol(argv[3]));
    } else {
        if (rank == 0) fprintf(stderr, "usage: logp_predict collectives OPS SIZES [CALL_US] | pingpong SIZES REPLY\n");
        MPI_Finalize();
        return 2;
    }
    fflush(stdout);
    MPI_Finalize();
    return 0;
}
