/*
 * logp_mpi: the flat C ABI of logp_mpi.h over the installed MPI. Build with that MPI's own wrapper, e.g.
 *   mpicc -O2 -fPIC -shared -o liblogp_mpi.so logp_mpi.c -ldl          (scripts/setup.sh does this per MPI)
 * Handles stay here: comms[] and reqs[] map small int ids to MPI_Comm / MPI_Request values, so Java never sees an
 * implementation's handle representation (Open MPI: pointers to globals; MPICH: int constants).
 * Not thread-safe for id allocation (logp drives MPI from one thread); the hot calls touch no shared state but reqs[].
 */
#define _GNU_SOURCE
#include "logp_mpi.h"

#include <dlfcn.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COMMS 256
#define DEFAULT_MAX_REQUESTS 16384

#define ADDR(a) ((void *)(intptr_t)(a))
#define ERR(rc) LOGP_ERROR(rc)

static MPI_Comm comms[MAX_COMMS];
static int comm_used[MAX_COMMS];
static MPI_Request *reqs;
static int *req_next_free;   /* free list of request ids */
static int req_free_head = -1;
static int max_requests;

static inline MPI_Datatype type_of(int type) {
    switch (type) {
        case LOGP_DOUBLE: return MPI_DOUBLE;
        case LOGP_LONG: return MPI_INT64_T;
        case LOGP_INT: return MPI_INT32_T;
        default: return MPI_BYTE;
    }
}

static inline MPI_Op op_of(int op) {
    switch (op) {
        case LOGP_MAX: return MPI_MAX;
        case LOGP_MIN: return MPI_MIN;
        default: return MPI_SUM;
    }
}

static inline int source_of(int source) { return source < 0 ? MPI_ANY_SOURCE : source; }
static inline int tag_of(int tag) { return tag < 0 ? MPI_ANY_TAG : tag; }

static int comm_put(MPI_Comm c) {
    for (int i = 1; i < MAX_COMMS; i++) {
        if (!comm_used[i]) { comm_used[i] = 1; comms[i] = c; return i; }
    }
    MPI_Comm_free(&c);
    return ERR(MPI_ERR_NO_MEM);
}

static int req_put(MPI_Request r) {
    if (req_free_head < 0) {
        if (r != MPI_REQUEST_NULL) { MPI_Request_free(&r); }
        return ERR(MPI_ERR_NO_MEM);
    }
    int id = req_free_head;
    req_free_head = req_next_free[id];
    req_next_free[id] = -2;   /* in use */
    reqs[id] = r;
    return id;
}

/*
 * Open MPI 4.x dlopens its MCA components (mca_pml_ob1.so, ...), which use libmpi's symbols without naming libmpi as
 * DT_NEEDED: they resolve only when libmpi sits in the global symbol scope. The JVM loads this shim (System.load or
 * SymbolLookup.libraryLookup) with dlopen(RTLD_LAZY) = RTLD_LOCAL, so libmpi, our DT_NEEDED, arrives local too.
 * Re-opening the already loaded library with RTLD_NOLOAD | RTLD_GLOBAL promotes it, without naming any path or
 * implementation: dladdr finds the file that defines MPI_Init. Harmless for MPICH. LOGP_MPI_NO_PROMOTE=1 skips it.
 */
static void promote_libmpi(void) {
    const char *skip = getenv("LOGP_MPI_NO_PROMOTE");
    if (skip && *skip == '1') return;
    Dl_info info;
    if (dladdr((void *)&MPI_Init, &info) && info.dli_fname) {
        void *h = dlopen(info.dli_fname, RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD);
        if (!h) fprintf(stderr, "logp_mpi: could not make %s global: %s\n", info.dli_fname, dlerror());
    }
}

static int tables_init(void) {
    const char *env = getenv("LOGP_MPI_MAX_REQUESTS");
    max_requests = env ? atoi(env) : DEFAULT_MAX_REQUESTS;
    if (max_requests < 16) max_requests = DEFAULT_MAX_REQUESTS;
    reqs = calloc((size_t)max_requests, sizeof(MPI_Request));
    req_next_free = calloc((size_t)max_requests, sizeof(int));
    if (!reqs || !req_next_free) return MPI_ERR_NO_MEM;
    for (int i = 0; i < max_requests; i++) {
        reqs[i] = MPI_REQUEST_NULL;
        req_next_free[i] = i + 1 < max_requests ? i + 1 : -1;
    }
    req_free_head = 0;
    comms[0] = MPI_COMM_WORLD;
    comm_used[0] = 1;
    return MPI_SUCCESS;
}

/* ---------------- lifecycle, environment ---------------- */

int logp_mpi_abi_version(void) { return 3; }

int logp_mpi_init(int required) {
    static const int levels[] = {MPI_THREAD_SINGLE, MPI_THREAD_FUNNELED, MPI_THREAD_SERIALIZED, MPI_THREAD_MULTIPLE};
    if (required < 0 || required > 3) required = 0;
    promote_libmpi();
    int provided = MPI_THREAD_SINGLE, rc;
    rc = MPI_Init_thread(NULL, NULL, levels[required], &provided);
    if (rc != MPI_SUCCESS) return ERR(rc);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    if ((rc = tables_init()) != MPI_SUCCESS) return ERR(rc);
    for (int i = 3; i >= 0; i--) if (provided == levels[i]) return i;
    return 0;
}

int logp_mpi_finalize(void) { return MPI_Finalize(); }

int logp_mpi_abort(int comm, int code) {
    return MPI_Abort(comm >= 0 && comm < MAX_COMMS && comm_used[comm] ? comms[comm] : MPI_COMM_WORLD, code);
}

int logp_mpi_initialized(void) { int f = 0; MPI_Initialized(&f); return f; }
int logp_mpi_finalized(void) { int f = 0; MPI_Finalized(&f); return f; }

static int copy_out(const char *s, int len, int64_t out, int capacity) {
    if (capacity <= 0) return len;
    int n = len < capacity - 1 ? len : capacity - 1;
    memcpy(ADDR(out), s, (size_t)n);
    ((char *)ADDR(out))[n] = 0;
    return n;
}

int logp_mpi_library_version(int64_t out, int capacity) {
    char s[MPI_MAX_LIBRARY_VERSION_STRING];
    int len = 0, rc = MPI_Get_library_version(s, &len);
    if (rc != MPI_SUCCESS) return ERR(rc);
    while (len > 0 && (s[len - 1] == '\n' || s[len - 1] == 0)) len--;
    return copy_out(s, len, out, capacity);
}

int logp_mpi_processor_name(int64_t out, int capacity) {
    char s[MPI_MAX_PROCESSOR_NAME];
    int len = 0, rc = MPI_Get_processor_name(s, &len);
    if (rc != MPI_SUCCESS) return ERR(rc);
    return copy_out(s, len, out, capacity);
}

int logp_mpi_error_string(int code, int64_t out, int capacity) {
    char s[MPI_MAX_ERROR_STRING];
    int len = 0;
    if (MPI_Error_string(code, s, &len) != MPI_SUCCESS) len = snprintf(s, sizeof s, "MPI error %d", code);
    return copy_out(s, len, out, capacity);
}

double logp_mpi_wtime(void) { return MPI_Wtime(); }
double logp_mpi_wtick(void) { return MPI_Wtick(); }
int logp_mpi_noop(int x) { return x; }

/* ---------------- communicators ---------------- */

int logp_mpi_comm_world_dup(void) { return logp_mpi_comm_dup(LOGP_COMM_WORLD); }

int logp_mpi_comm_dup(int comm) {
    MPI_Comm c;
    int rc = MPI_Comm_dup(comms[comm], &c);
    if (rc != MPI_SUCCESS) return ERR(rc);
    MPI_Comm_set_errhandler(c, MPI_ERRORS_RETURN);
    return comm_put(c);
}

int logp_mpi_comm_split(int comm, int color, int key) {
    MPI_Comm c;
    int rc = MPI_Comm_split(comms[comm], color < 0 ? MPI_UNDEFINED : color, key, &c);
    if (rc != MPI_SUCCESS) return ERR(rc);
    if (c == MPI_COMM_NULL) return LOGP_NULL;
    MPI_Comm_set_errhandler(c, MPI_ERRORS_RETURN);
    return comm_put(c);
}

int logp_mpi_comm_free(int comm) {
    if (comm <= 0 || comm >= MAX_COMMS || !comm_used[comm]) return MPI_ERR_COMM;
    int rc = MPI_Comm_free(&comms[comm]);
    comm_used[comm] = 0;
    return rc;
}

int logp_mpi_comm_rank(int comm) {
    int r, rc = MPI_Comm_rank(comms[comm], &r);
    return rc == MPI_SUCCESS ? r : ERR(rc);
}

int logp_mpi_comm_size(int comm) {
    int s, rc = MPI_Comm_size(comms[comm], &s);
    return rc == MPI_SUCCESS ? s : ERR(rc);
}

/* ---------------- point to point ---------------- */

int logp_mpi_send(int comm, int64_t buf, int bytes, int dest, int tag) {
    return MPI_Send(ADDR(buf), bytes, MPI_BYTE, dest, tag, comms[comm]);
}

int logp_mpi_recv(int comm, int64_t buf, int bytes, int source, int tag) {
    return MPI_Recv(ADDR(buf), bytes, MPI_BYTE, source_of(source), tag_of(tag), comms[comm], MPI_STATUS_IGNORE);
}

int logp_mpi_isend(int comm, int64_t buf, int bytes, int dest, int tag) {
    MPI_Request r;
    int rc = MPI_Isend(ADDR(buf), bytes, MPI_BYTE, dest, tag, comms[comm], &r);
    return rc == MPI_SUCCESS ? req_put(r) : ERR(rc);
}

int logp_mpi_irecv(int comm, int64_t buf, int bytes, int source, int tag) {
    MPI_Request r;
    int rc = MPI_Irecv(ADDR(buf), bytes, MPI_BYTE, source_of(source), tag_of(tag), comms[comm], &r);
    return rc == MPI_SUCCESS ? req_put(r) : ERR(rc);
}

int logp_mpi_send_init(int comm, int64_t buf, int count, int type, int dest, int tag) {
    MPI_Request r;
    int rc = MPI_Send_init(ADDR(buf), count, type_of(type), dest, tag, comms[comm], &r);
    return rc == MPI_SUCCESS ? req_put(r) : ERR(rc);
}

int logp_mpi_recv_init(int comm, int64_t buf, int count, int type, int source, int tag) {
    MPI_Request r;
    int rc = MPI_Recv_init(ADDR(buf), count, type_of(type), source_of(source), tag_of(tag), comms[comm], &r);
    return rc == MPI_SUCCESS ? req_put(r) : ERR(rc);
}

int logp_mpi_start(int req) { return MPI_Start(&reqs[req]); }

int logp_mpi_test(int req) {
    int flag, rc = MPI_Test(&reqs[req], &flag, MPI_STATUS_IGNORE);
    return rc == MPI_SUCCESS ? flag : ERR(rc);
}

/* The wait loop of a C program (while (!flag) MPI_Test), bounded so the caller can watch the time between calls. */
int logp_mpi_poll(int req, int polls, int restart) {
    MPI_Request *r = &reqs[req];
    for (int i = 0; i < polls; i++) {
        int flag, rc = MPI_Test(r, &flag, MPI_STATUS_IGNORE);
        if (rc != MPI_SUCCESS) return ERR(rc);
        if (flag) {
            if (restart && (rc = MPI_Start(r)) != MPI_SUCCESS) return ERR(rc);
            return 1;
        }
    }
    return 0;
}

int logp_mpi_test_status(int req, int64_t out) {
    MPI_Status st;
    int flag, rc = MPI_Test(&reqs[req], &flag, &st);
    if (rc != MPI_SUCCESS) return ERR(rc);
    if (flag) {
        int32_t *o = ADDR(out);
        int count = 0;
        MPI_Get_count(&st, MPI_BYTE, &count);
        o[0] = st.MPI_SOURCE;
        o[1] = st.MPI_TAG;
        o[2] = count;
    }
    return flag;
}

int logp_mpi_wait(int req) { return MPI_Wait(&reqs[req], MPI_STATUS_IGNORE); }
int logp_mpi_cancel(int req) { return MPI_Cancel(&reqs[req]); }

int logp_mpi_iprobe(int comm, int source, int tag) {
    int flag, rc = MPI_Iprobe(source_of(source), tag_of(tag), comms[comm], &flag, MPI_STATUS_IGNORE);
    return rc == MPI_SUCCESS ? flag : ERR(rc);
}

int logp_mpi_request_free(int req) {
    if (req < 0 || req >= max_requests || req_next_free[req] != -2) return MPI_ERR_REQUEST;
    int rc = MPI_SUCCESS;
    if (reqs[req] != MPI_REQUEST_NULL) rc = MPI_Request_free(&reqs[req]);
    reqs[req] = MPI_REQUEST_NULL;
    req_next_free[req] = req_free_head;
    req_free_head = req;
    return rc;
}

/* ---------------- collectives ---------------- */

int logp_mpi_barrier(int comm) { return MPI_Barrier(comms[comm]); }

int logp_mpi_ibarrier(int comm) {
    MPI_Request r;
    int rc = MPI_Ibarrier(comms[comm], &r);
    return rc == MPI_SUCCESS ? req_put(r) : ERR(rc);
}

int logp_mpi_bcast(int comm, int64_t buf, int count, int type, int root) {
    return MPI_Bcast(ADDR(buf), count, type_of(type), root, comms[comm]);
}

int logp_mpi_reduce(int comm, int64_t send, int64_t recv, int count, int type, int op, int root) {
    return MPI_Reduce(ADDR(send), ADDR(recv), count, type_of(type), op_of(op), root, comms[comm]);
}

int logp_mpi_allreduce(int comm, int64_t send, int64_t recv, int count, int type, int op) {
    return MPI_Allreduce(ADDR(send), ADDR(recv), count, type_of(type), op_of(op), comms[comm]);
}

int logp_mpi_gather(int comm, int64_t send, int64_t recv, int count, int type, int root) {
    MPI_Datatype t = type_of(type);
    return MPI_Gather(ADDR(send), count, t, ADDR(recv), count, t, root, comms[comm]);
}

int logp_mpi_scatter(int comm, int64_t send, int64_t recv, int count, int type, int root) {
    MPI_Datatype t = type_of(type);
    return MPI_Scatter(ADDR(send), count, t, ADDR(recv), count, t, root, comms[comm]);
}

int logp_mpi_allgather(int comm, int64_t send, int64_t recv, int count, int type) {
    MPI_Datatype t = type_of(type);
    return MPI_Allgather(ADDR(send), count, t, ADDR(recv), count, t, comms[comm]);
}

int logp_mpi_alltoall(int comm, int64_t send, int64_t recv, int count, int type) {
    MPI_Datatype t = type_of(type);
    return MPI_Alltoall(ADDR(send), count, t, ADDR(recv), count, t, comms[comm]);
}

int logp_mpi_reduce_scatter_block(int comm, int64_t send, int64_t recv, int count, int type, int op) {
    return MPI_Reduce_scatter_block(ADDR(send), ADDR(recv), count, type_of(type), op_of(op), comms[comm]);
}

int logp_mpi_scan(int comm, int64_t send, int64_t recv, int count, int type, int op) {
    return MPI_Scan(ADDR(send), ADDR(recv), count, type_of(type), op_of(op), comms[comm]);
}

int logp_mpi_exscan(int comm, int64_t send, int64_t recv, int count, int type, int op) {
    return MPI_Exscan(ADDR(send), ADDR(recv), count, type_of(type), op_of(op), comms[comm]);
}
