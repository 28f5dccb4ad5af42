/*
 * logp_mpi: a flat C ABI over the MPI calls logp makes, compiled at setup time with the installed MPI's own mpicc.
 *
 * Java (FFM or JNI) never sees an MPI handle, constant or struct: communicators and requests live in C-side tables
 * and Java holds small int ids; datatypes and reduction ops are per-call codes mapped here.
 * Results: functions returning a status return the MPI error code (MPI_SUCCESS = 0). Functions returning an id, a
 * rank or a flag return it (>= 0), LOGP_NULL (-1) for MPI_COMM_NULL, or LOGP_ERROR(code) = -1 - code (<= -2) on an
 * MPI error; code = -1 - result. All communicators run with MPI_ERRORS_RETURN.
 * Special arguments, all negative so no MPI constant is needed in Java:
 *   source < 0  -> MPI_ANY_SOURCE        tag < 0   -> MPI_ANY_TAG        color < 0 -> MPI_UNDEFINED
 * Buffers are raw addresses (jlong / MemorySegment.address()), counts are element counts of the given type code.
 */
#ifndef LOGP_MPI_H
#define LOGP_MPI_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Type codes (the `type` argument). */
#define LOGP_BYTE   0
#define LOGP_DOUBLE 1
#define LOGP_LONG   2   /* int64_t */
#define LOGP_INT    3   /* int32_t */
/* Reduction op codes (the `op` argument). */
#define LOGP_SUM 0
#define LOGP_MAX 1
#define LOGP_MIN 2
/* Thread levels for logp_mpi_init (the MPI_THREAD_* order). */
#define LOGP_THREAD_SINGLE     0
#define LOGP_THREAD_FUNNELED   1
#define LOGP_THREAD_SERIALIZED 2
#define LOGP_THREAD_MULTIPLE   3
/* Id 0 is MPI_COMM_WORLD itself once logp_mpi_init succeeded (its error handler set to MPI_ERRORS_RETURN). */
#define LOGP_COMM_WORLD 0
#define LOGP_NULL (-1)
#define LOGP_ERROR(code) (-1 - (code))

#define LOGP_API __attribute__((visibility("default")))

/* ---- lifecycle, environment ---- */
LOGP_API int    logp_mpi_abi_version(void);                 /* bump when this header changes */
LOGP_API int    logp_mpi_init(int required_thread_level);  /* provided level, or LOGP_ERROR */
LOGP_API int    logp_mpi_finalize(void);
LOGP_API int    logp_mpi_abort(int comm, int code);
LOGP_API int    logp_mpi_initialized(void);                 /* 0/1 */
LOGP_API int    logp_mpi_finalized(void);                   /* 0/1 */
LOGP_API int    logp_mpi_library_version(int64_t out, int capacity); /* writes a NUL-terminated string, returns length */
LOGP_API int    logp_mpi_processor_name(int64_t out, int capacity);
LOGP_API int    logp_mpi_error_string(int code, int64_t out, int capacity);
LOGP_API double logp_mpi_wtime(void);
LOGP_API double logp_mpi_wtick(void);
LOGP_API int    logp_mpi_noop(int x);                       /* returns x: measures the bare call cost */

/* ---- communicators ---- */
LOGP_API int logp_mpi_comm_world_dup(void);                 /* comm id or LOGP_ERROR */
LOGP_API int logp_mpi_comm_dup(int comm);
LOGP_API int logp_mpi_comm_split(int comm, int color, int key); /* comm id, LOGP_NULL when color < 0, or LOGP_ERROR */
LOGP_API int logp_mpi_comm_free(int comm);
LOGP_API int logp_mpi_comm_rank(int comm);                 /* rank or LOGP_ERROR */
LOGP_API int logp_mpi_comm_size(int comm);

/* ---- point to point (hot: send, start, test, poll) ---- */
LOGP_API int logp_mpi_send(int comm, int64_t buf, int bytes, int dest, int tag);
LOGP_API int logp_mpi_recv(int comm, int64_t buf, int bytes, int source, int tag);
LOGP_API int logp_mpi_isend(int comm, int64_t buf, int bytes, int dest, int tag);          /* request id or LOGP_ERROR */
LOGP_API int logp_mpi_irecv(int comm, int64_t buf, int bytes, int source, int tag);
LOGP_API int logp_mpi_send_init(int comm, int64_t buf, int count, int type, int dest, int tag);
LOGP_API int logp_mpi_recv_init(int comm, int64_t buf, int count, int type, int source, int tag);
LOGP_API int logp_mpi_start(int req);
LOGP_API int logp_mpi_test(int req);                        /* 1 complete, 0 not yet, or LOGP_ERROR */
/* up to polls tests until req completes (1) or not (0); with restart, starts the persistent req again once done */
LOGP_API int logp_mpi_poll(int req, int polls, int restart);
/* as test; on completion writes int32 {source, tag, bytes received} to out */
LOGP_API int logp_mpi_test_status(int req, int64_t out);
LOGP_API int logp_mpi_wait(int req);
LOGP_API int logp_mpi_iprobe(int comm, int source, int tag);   /* 1 a message waits, 0 none, or LOGP_ERROR */
LOGP_API int logp_mpi_cancel(int req);
LOGP_API int logp_mpi_request_free(int req);                /* frees the MPI request (if any) and the id */

/* ---- collectives (count = elements of `type`; op applies to reductions) ---- */
LOGP_API int logp_mpi_barrier(int comm);
LOGP_API int logp_mpi_ibarrier(int comm);                   /* request id or LOGP_ERROR */
LOGP_API int logp_mpi_bcast(int comm, int64_t buf, int count, int type, int root);
LOGP_API int logp_mpi_reduce(int comm, int64_t send, int64_t recv, int count, int type, int op, int root);
LOGP_API int logp_mpi_allreduce(int comm, int64_t send, int64_t recv, int count, int type, int op);
LOGP_API int logp_mpi_gather(int comm, int64_t send, int64_t recv, int count, int type, int root);
LOGP_API int logp_mpi_scatter(int comm, int64_t send, int64_t recv, int count, int type, int root);
LOGP_API int logp_mpi_allgather(int comm, int64_t send, int64_t recv, int count, int type);
LOGP_API int logp_mpi_alltoall(int comm, int64_t send, int64_t recv, int count, int type);
LOGP_API int logp_mpi_reduce_scatter_block(int comm, int64_t send, int64_t recv, int count, int type, int op);
LOGP_API int logp_mpi_scan(int comm, int64_t send, int64_t recv, int count, int type, int op);
LOGP_API int logp_mpi_exscan(int comm, int64_t send, int64_t recv, int count, int type, int op);

#ifdef __cplusplus
}
#endif
#endif
