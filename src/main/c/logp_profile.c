/*
 * logp_profile: the message-queue profiler of `logp profile -- PROGRAM`, after Brightwell, Goudy and Underwood
 * ("A Preliminary Analysis of the MPI Queue Characteristics of Several Applications"). Preloaded into any MPI
 * program (LD_PRELOAD, passed to the ranks by the launcher), it interposes the receive side of MPI through the
 * profiling interface (PMPI) and, where the MPI exposes its queues as MPI_T performance variables (Open MPI's ob1:
 * pml_ob1_posted_recvq_length and pml_ob1_unexpected_msgq_length, one value per peer of a communicator), reads them
 * around every receive post and after every observed arrival. Build with the MPI's own wrapper:
 *   mpicc -O2 -fPIC -shared -o liblogp_profile.so logp_profile.c        (scripts/setup.sh does this per MPI)
 * Every rank writes its own record, rank-<r>.json in $LOGP_PROFILE_DIR, atomically (a temporary file renamed) at
 * MPI_Finalize, at MPI_Abort, or at exit when the program ended without MPI_Finalize; `logp profile` merges them.
 *
 * Hot path: no allocation, no locks. Communicators get their pvar handles and read buffers once, on their first
 * receive (cold); outstanding receives sit in a fixed open-addressing table keyed by the request handle.
 * Classification: a receive is unexpected when its post removed a message from the peer's unexpected queue
 * (ob1 matches against that queue inside MPI_Irecv, without progress, so the reads around the post see exactly
 * it); MPI_Recv and MPI_Sendrecv are run as their nonblocking equivalents so the same reads apply.
 * Single-threaded programs (MPI_THREAD_SINGLE/FUNNELED/SERIALIZED) only: counters are plain.
 */
#define _GNU_SOURCE
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_COMMS 512
#define REQ_SLOTS 32768 /* power of two */
#define DEPTH_BUCKETS 257 /* depth 0..255, then one bucket for 256 and more */
#define SIZE_CLASSES 48 /* log2 classes of received bytes: 0 bytes, 1, 2-3, 4-7, ... */
#define SCRATCH 4096

typedef struct {
    MPI_Comm comm;
    int used, size, pvars; /* pvars: this comm's handles exist */
    int self; /* this rank in the communicator, the source of the progress probe */
    long wild; /* ANY_SOURCE receives posted through PMPI and still outstanding (ob1 does not count them) */
    MPI_T_pvar_handle posted, unexpected;
    unsigned *p, *u, *u2; /* read buffers, one value per peer */
} comm_rec;

typedef struct {
    uintptr_t key; /* the request handle's bits; 0 = empty */
    int comm; /* index into comms[] */
    unsigned char wild, unexpected, classified;
} req_rec;

static struct {
    int initialized, finalize_calls, written, rank, size, pvars, aborted, off;
    char host[256], library[512], pvar_note[256], eager_source[64], dir[4096];
    long eager_limit;
    unsigned long long recv_posted, recv_any_source, recv_any_tag, recv_proc_null, persistent_recvs;
    unsigned long long received, expected, unexpected, unclassified;
    unsigned long long expected_short, expected_long, unexpected_short, unexpected_long;
    unsigned long long short_msgs, long_msgs, bytes_received, sends;
    unsigned long long probes, iprobes, iprobe_hits, mprobes, tests, test_hits, waits, untracked;
    unsigned long long posted_max, unexpected_max;
    unsigned long long posted_search_sum, posted_search_n, unexpected_search_sum, unexpected_search_n;
    unsigned long long posted_hist[DEPTH_BUCKETS], unexpected_hist[DEPTH_BUCKETS], size_hist[SIZE_CLASSES];
    double overhead_ns, overhead_peers;
    int comm_count;
} S;

static int posted_index = -1, unexpected_index = -1;
static int tag_ub = 32767; /* MPI_TAG_UB, the tag of the progress probe no message carries */
static double last_in_mpi_ns; /* when an interposed call that lets the MPI progress last returned */
/* Out of MPI longer than this before a receive post: probe first, so what arrived meanwhile is taken in. */
#define AWAY_NS 50000.0

static inline double mono_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

#define IN_MPI() (last_in_mpi_ns = mono_ns())
static MPI_T_pvar_session session;
static comm_rec comms[MAX_COMMS];
static int last_comm = -1;
static req_rec reqs[REQ_SLOTS];
static MPI_Status scratch_status[SCRATCH];

/* ---- the request table: linear probing, backward-shift deletion (no tombstones) ---- */

static inline uintptr_t req_key(MPI_Request r) {
    uintptr_t k = 0;
    memcpy(&k, &r, sizeof(r) < sizeof(k) ? sizeof(r) : sizeof(k));
    return k;
}

static inline unsigned slot_of(uintptr_t k) { return (unsigned)((k * 0x9E3779B97F4A7C15ull) >> 49) & (REQ_SLOTS - 1); }

static inline void req_put(MPI_Request r, int comm, int wild, int unexpected, int classified) {
    uintptr_t k = req_key(r);
    if (k == 0 || r == MPI_REQUEST_NULL) return;
    unsigned i = slot_of(k);
    for (unsigned n = 0; n < REQ_SLOTS; n++, i = (i + 1) & (REQ_SLOTS - 1)) {
        if (reqs[i].key == 0 || reqs[i].key == k) {
            reqs[i] = (req_rec){k, comm, (unsigned char)wild, (unsigned char)unexpected, (unsigned char)classified};
            return;
        }
    }
    S.untracked++;
}

/* Takes the record of request key k out of the table; returns 0 when it is not there (a send, an untracked one). */
static inline int req_take(uintptr_t k, req_rec *out) {
    if (k == 0) return 0;
    unsigned i = slot_of(k);
    for (unsigned n = 0; n < REQ_SLOTS; n++, i = (i + 1) & (REQ_SLOTS - 1)) {
        if (reqs[i].key == 0) return 0;
        if (reqs[i].key == k) break;
    }
    if (reqs[i].key != k) return 0;
    *out = reqs[i];
    unsigned hole = i, j = i;
    for (;;) {
        j = (j + 1) & (REQ_SLOTS - 1);
        if (reqs[j].key == 0) break;
        unsigned home = slot_of(reqs[j].key);
        /* move j into the hole unless its home lies cyclically in (hole, j] */
        if ((j > hole && (home <= hole || home > j)) || (j < hole && (home <= hole && home > j))) {
            reqs[hole] = reqs[j];
            hole = j;
        }
    }
    reqs[hole].key = 0;
    return 1;
}

/* ---- communicators and their queue reads ---- */

static void comm_bind(comm_rec *c) {
    int inter = 0;
    PMPI_Comm_test_inter(c->comm, &inter);
    PMPI_Comm_size(c->comm, &c->size);
    PMPI_Comm_rank(c->comm, &c->self);
    if (!S.pvars || inter) return; /* an intercommunicator's peers are the remote group: not read */
    int n1 = 0, n2 = 0;
    MPI_Comm comm = c->comm;
    if (PMPI_T_pvar_handle_alloc(session, posted_index, &comm, &c->posted, &n1) != MPI_SUCCESS) return;
    if (PMPI_T_pvar_handle_alloc(session, unexpected_index, &comm, &c->unexpected, &n2) != MPI_SUCCESS) {
        PMPI_T_pvar_handle_free(session, &c->posted);
        return;
    }
    int n = n1 > n2 ? n1 : n2;
    if (n < c->size) n = c->size;
    c->p = calloc((size_t)n, sizeof(unsigned));
    c->u = calloc((size_t)n, sizeof(unsigned));
    c->u2 = calloc((size_t)n, sizeof(unsigned));
    if (!c->p || !c->u || !c->u2) return;
    c->pvars = 1;
}

static inline int comm_find(MPI_Comm comm) {
    if (last_comm >= 0 && comms[last_comm].used && comms[last_comm].comm == comm) return last_comm;
    int free_slot = -1;
    for (int i = 0; i < MAX_COMMS; i++) {
        if (comms[i].used) {
            if (comms[i].comm == comm) return last_comm = i;
        } else if (free_slot < 0) {
            free_slot = i;
        }
    }
    if (free_slot < 0) return -1;
    comm_rec *c = &comms[free_slot];
    memset(c, 0, sizeof(*c));
    c->comm = comm;
    c->used = 1;
    comm_bind(c); /* cold: once per communicator */
    S.comm_count++;
    return last_comm = free_slot;
}

static inline unsigned long long sum(const unsigned *v, int n) {
    unsigned long long s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static inline void note_posted(comm_rec *c) {
    unsigned long long p = sum(c->p, c->size) + (unsigned long long)c->wild;
    if (p > S.posted_max) S.posted_max = p;
}

static inline void note_unexpected(unsigned long long u) {
    if (u > S.unexpected_max) S.unexpected_max = u;
}

/*
 * After an observed arrival (a completed receive, a probe): the unexpected queue, which grows by arrivals, for its
 * maximum. The posted queue grows only by posts, where it is read; reading it here could not raise its maximum.
 */
static inline void read_queues(int ci) {
    if (ci < 0 || !comms[ci].pvars) return;
    comm_rec *c = &comms[ci];
    if (PMPI_T_pvar_read(session, c->unexpected, c->u) == MPI_SUCCESS) note_unexpected(sum(c->u, c->size));
}

static inline void depth(unsigned long long *hist, unsigned long long *s, unsigned long long *n, unsigned long long d) {
    hist[d < DEPTH_BUCKETS - 1 ? d : DEPTH_BUCKETS - 1]++;
    *s += d;
    (*n)++;
}

/* ---- the receive post and its completion ---- */

typedef struct {
    int ci, wild, unexpected, classified;
} post_state;

static inline void before_post(int source, int tag, MPI_Comm comm, post_state *st) {
    st->ci = comm_find(comm);
    st->wild = source == MPI_ANY_SOURCE;
    st->unexpected = 0;
    st->classified = 0;
    S.recv_posted++;
    if (st->wild) S.recv_any_source++;
    if (tag == MPI_ANY_TAG) S.recv_any_tag++;
    if (st->ci < 0 || !comms[st->ci].pvars) return;
    comm_rec *c = &comms[st->ci];
    /*
     * Messages that have arrived while the program stayed out of MPI still sit in the transport (vader's FIFO), not
     * yet in the unexpected queue: one probe that matches nothing lets the MPI take them in, so a message that came
     * before its receive counts as unexpected whether or not the program entered MPI since. Only when the program was
     * away from MPI for a while (AWAY_NS): within a burst of posts the MPI has just progressed.
     */
    double now = mono_ns();
    if (now - last_in_mpi_ns > AWAY_NS) {
        /* only after a while away: a probe costs a progress call, and a yield where ranks share cores */
        int flag = 0;
        PMPI_Iprobe(c->self, tag_ub, c->comm, &flag, MPI_STATUS_IGNORE);
    }
    last_in_mpi_ns = now;
    if (PMPI_T_pvar_read(session, c->unexpected, c->u) != MPI_SUCCESS) { st->ci = -1; return; }
    unsigned long long total = sum(c->u, c->size);
    note_unexpected(total);
    /* the unexpected queue a search for this receive must pass: the peer's list in ob1, all of them for ANY_SOURCE */
    unsigned long long d = st->wild ? total : (source >= 0 && source < c->size ? c->u[source] : 0);
    depth(S.unexpected_hist, &S.unexpected_search_sum, &S.unexpected_search_n, d);
}

static inline void after_post(int source, post_state *st) {
    if (st->ci < 0 || !comms[st->ci].pvars) return;
    comm_rec *c = &comms[st->ci];
    if (PMPI_T_pvar_read(session, c->unexpected, c->u2) != MPI_SUCCESS) return;
    if (st->wild) {
        st->unexpected = sum(c->u2, c->size) < sum(c->u, c->size);
    } else if (source >= 0 && source < c->size) {
        st->unexpected = c->u2[source] < c->u[source];
    }
    st->classified = 1;
    if (st->unexpected) return;
    /* posted: the receives ahead of it that an arriving message for it passes, and the queue's new length */
    if (st->wild) c->wild++;
    if (PMPI_T_pvar_read(session, c->posted, c->p) != MPI_SUCCESS) return;
    unsigned long long ahead =
            st->wild ? sum(c->p, c->size) + (unsigned long long)c->wild - 1
                     : (source >= 0 && source < c->size && c->p[source] > 0 ? c->p[source] - 1 : 0) + (unsigned long long)c->wild;
    depth(S.posted_hist, &S.posted_search_sum, &S.posted_search_n, ahead);
    note_posted(c);
}

static inline int size_class(unsigned long long bytes) {
    if (bytes == 0) return 0;
    int c = 64 - __builtin_clzll(bytes);
    return c < SIZE_CLASSES ? c : SIZE_CLASSES - 1;
}

/* A receive completed: what it carried, and whether it was expected. */
static inline void completed(const MPI_Status *status, int ci, int wild, int classified, int unexpected) {
    if (status->MPI_SOURCE == MPI_PROC_NULL) return;
    int cancelled = 0;
    PMPI_Test_cancelled(status, &cancelled);
    if (wild && !unexpected && ci >= 0 && comms[ci].wild > 0) comms[ci].wild--;
    if (cancelled) return;
    int count = 0;
    PMPI_Get_count(status, MPI_BYTE, &count);
    unsigned long long bytes = count < 0 ? 0 : (unsigned long long)count;
    int is_short = S.eager_limit < 0 || (long)bytes <= S.eager_limit;
    S.received++;
    S.bytes_received += bytes;
    S.size_hist[size_class(bytes)]++;
    if (S.eager_limit >= 0) {
        if (is_short) S.short_msgs++; else S.long_msgs++;
    }
    if (!classified) { S.unclassified++; return; }
    if (unexpected) {
        S.unexpected++;
        if (is_short) S.unexpected_short++; else S.unexpected_long++;
    } else {
        S.expected++;
        if (is_short) S.expected_short++; else S.expected_long++;
    }
    read_queues(ci);
}

/* Completions of requests whose handles were saved in keys[0..n): statuses[i] belongs to keys[i] when done[i]. */
static inline void completed_requests(const uintptr_t *keys, const MPI_Status *statuses, const int *index, int n) {
    for (int i = 0; i < n; i++) {
        int k = index ? index[i] : i;
        req_rec r;
        if (req_take(keys[k], &r)) completed(&statuses[i], r.comm, r.wild, r.classified, r.unexpected);
    }
}

/* ---- the record ---- */

static void json_hist(FILE *f, const char *name, const unsigned long long *h, int n) {
    int last = n - 1;
    while (last > 0 && h[last] == 0) last--;
    fprintf(f, "  \"%s\": [", name);
    for (int i = 0; i <= last; i++) fprintf(f, "%s%llu", i ? ", " : "", h[i]);
    fprintf(f, "],\n");
}

static void write_record(const char *ended) {
    if (S.dir[0] == 0) return;
    char path[4608], tmp[4700];
    if (S.initialized) {
        snprintf(path, sizeof(path), "%s/rank-%d.json", S.dir, S.rank);
    } else {
        snprintf(path, sizeof(path), "%s/noinit-%s-%ld.json", S.dir, S.host, (long)getpid());
    }
    snprintf(tmp, sizeof(tmp), "%s.%ld.tmp", path, (long)getpid());
    FILE *f = fopen(tmp, "w");
    if (!f) return;
    fprintf(f, "{\n  \"schema\": 1,\n  \"rank\": %d,\n  \"size\": %d,\n  \"host\": \"%s\",\n  \"pid\": %ld,\n", S.rank,
            S.size, S.host, (long)getpid());
    fprintf(f, "  \"ended\": \"%s\",\n  \"init_called\": %s,\n  \"finalize_calls\": %d,\n", ended,
            S.initialized ? "true" : "false", S.finalize_calls);
    fprintf(f, "  \"library\": \"%s\",\n  \"pvars\": %s,\n  \"pvar_note\": \"%s\",\n", S.library,
            S.pvars ? "true" : "false", S.pvar_note);
    fprintf(f, "  \"eager_limit_bytes\": %ld,\n  \"eager_limit_source\": \"%s\",\n", S.eager_limit, S.eager_source);
#define N(x) fprintf(f, "  \"" #x "\": %llu,\n", S.x)
    N(received); N(expected); N(unexpected); N(unclassified);
    N(expected_short); N(expected_long); N(unexpected_short); N(unexpected_long);
    N(short_msgs); N(long_msgs); N(bytes_received); N(sends);
    N(recv_posted); N(recv_any_source); N(recv_any_tag); N(recv_proc_null); N(persistent_recvs);
    N(probes); N(iprobes); N(iprobe_hits); N(mprobes); N(tests); N(test_hits); N(waits); N(untracked);
    N(posted_max); N(unexpected_max);
    N(posted_search_sum); N(posted_search_n); N(unexpected_search_sum); N(unexpected_search_n);
#undef N
    json_hist(f, "posted_search_hist", S.posted_hist, DEPTH_BUCKETS);
    json_hist(f, "unexpected_search_hist", S.unexpected_hist, DEPTH_BUCKETS);
    json_hist(f, "size_class_hist", S.size_hist, SIZE_CLASSES);
    fprintf(f, "  \"communicators\": %d,\n  \"overhead_ns_per_call\": %.1f,\n  \"overhead_peers\": %.0f\n}\n",
            S.comm_count, S.overhead_ns, S.overhead_peers);
    if (fclose(f) == 0) rename(tmp, path); else unlink(tmp);
}

static void at_exit(void) {
    if (!S.written) write_record(S.initialized ? "exit_without_finalize" : "no_mpi_init");
}

__attribute__((constructor)) static void profile_start(void) {
    const char *d = getenv("LOGP_PROFILE_DIR");
    if (d) snprintf(S.dir, sizeof(S.dir), "%s", d);
    gethostname(S.host, sizeof(S.host) - 1);
    S.rank = -1;
    S.eager_limit = -1;
    const char *r = getenv("OMPI_COMM_WORLD_RANK");
    if (!r) r = getenv("PMI_RANK");
    if (!r) r = getenv("SLURM_PROCID");
    if (r) S.rank = atoi(r);
    atexit(at_exit);
}

/* ---- MPI_T: the queue variables and the eager limit ---- */

static long cvar_long(const char *name) {
    int idx = -1;
    if (PMPI_T_cvar_get_index(name, &idx) != MPI_SUCCESS || idx < 0) return -1;
    MPI_T_cvar_handle h;
    int n = 0;
    if (PMPI_T_cvar_handle_alloc(idx, NULL, &h, &n) != MPI_SUCCESS) return -1;
    char nm[256], desc[16];
    int nl = sizeof(nm), dl = sizeof(desc), verb, bind, scope;
    MPI_Datatype dt;
    MPI_T_enum en;
    long v = -1;
    if (PMPI_T_cvar_get_info(idx, nm, &nl, &verb, &dt, &en, desc, &dl, &bind, &scope) == MPI_SUCCESS && n == 1) {
        if (dt == MPI_INT) { int x; if (PMPI_T_cvar_read(h, &x) == MPI_SUCCESS) v = x; }
        else if (dt == MPI_UNSIGNED) { unsigned x; if (PMPI_T_cvar_read(h, &x) == MPI_SUCCESS) v = (long)x; }
        else if (dt == MPI_UNSIGNED_LONG || dt == MPI_LONG) { long x; if (PMPI_T_cvar_read(h, &x) == MPI_SUCCESS) v = x; }
        else if (dt == MPI_UNSIGNED_LONG_LONG || dt == MPI_LONG_LONG) { long long x; if (PMPI_T_cvar_read(h, &x) == MPI_SUCCESS) v = (long)x; }
    }
    PMPI_T_cvar_handle_free(&h);
    return v;
}

static void find_eager_limit(int single_host) {
    /* the limit of the path the ranks' messages take: shared memory on one host, else the network's */
    static const char *shm[] = {"btl_vader_eager_limit", "btl_sm_eager_limit", "MPIR_CVAR_CH4_OFI_EAGER_MAX_MSG_SIZE"};
    static const char *net[] = {"btl_tcp_eager_limit", "btl_openib_eager_limit", "btl_uct_eager_limit",
                                "MPIR_CVAR_CH4_OFI_EAGER_MAX_MSG_SIZE"};
    const char **list = single_host ? shm : net;
    int n = single_host ? 3 : 4;
    for (int i = 0; i < n; i++) {
        long v = cvar_long(list[i]);
        if (v > 0) { S.eager_limit = v; snprintf(S.eager_source, sizeof(S.eager_source), "%s", list[i]); return; }
    }
    snprintf(S.eager_source, sizeof(S.eager_source), "none");
}

static int pvar_index(const char *name) {
    int idx = -1;
    if (PMPI_T_pvar_get_index(name, MPI_T_PVAR_CLASS_SIZE, &idx) == MPI_SUCCESS) return idx;
    return -1;
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

/*
 * What the interposed receive adds, timed on MPI_COMM_WORLD: the bookkeeping of one post and its completion (the
 * reads of both queues around the post, the request table) without the MPI call itself. The least of 20 batches,
 * so a preempted batch on a loaded host does not count.
 */
static void calibrate(void) {
    int ci = comm_find(MPI_COMM_WORLD);
    S.overhead_peers = ci >= 0 ? comms[ci].size : 0;
    static __typeof__(S) saved; /* the counters the calibration touches come back as they were */
    saved = S;
    double best = 1e30;
    for (int b = 0; b < 20; b++) {
        double t0 = now_ns();
        for (int i = 0; i < 100; i++) {
            post_state st;
            before_post(0, 0, MPI_COMM_WORLD, &st);
            after_post(0, &st);
            read_queues(st.ci);
            MPI_Request fake;
            uintptr_t k = 0x1000 + 16 * (uintptr_t)i;
            memset(&fake, 0, sizeof(fake));
            memcpy(&fake, &k, sizeof(fake) < sizeof(k) ? sizeof(fake) : sizeof(k));
            req_put(fake, st.ci, 0, 0, 1);
            req_rec r;
            req_take(req_key(fake), &r);
        }
        double t = (now_ns() - t0) / 100;
        if (t < best) best = t;
    }
    S = saved;
    S.overhead_ns = best;
}

static void profile_init(void) {
    S.initialized = 1;
    PMPI_Comm_rank(MPI_COMM_WORLD, &S.rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &S.size);
    /* MPI_MAX_LIBRARY_VERSION_STRING is 8192 in MPICH: read it whole, keep the start of its first line */
    static char version[MPI_MAX_LIBRARY_VERSION_STRING];
    int len = 0;
    PMPI_Get_library_version(version, &len);
    version[strcspn(version, "\n")] = 0;
    snprintf(S.library, sizeof(S.library), "%s", version);
    for (char *c = S.library; *c; c++) if (*c == '"' || *c == '\\' || (unsigned char)*c < ' ') *c = ' ';
    int *ub = NULL, has_ub = 0;
    if (PMPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &ub, &has_ub) == MPI_SUCCESS && has_ub && ub) tag_ub = *ub;
    int provided;
    if (PMPI_T_init_thread(MPI_THREAD_SINGLE, &provided) != MPI_SUCCESS) {
        snprintf(S.pvar_note, sizeof(S.pvar_note), "MPI_T_init_thread failed");
        return;
    }
    int npvars = 0;
    PMPI_T_pvar_get_num(&npvars);
    posted_index = pvar_index("pml_ob1_posted_recvq_length");
    unexpected_index = pvar_index("pml_ob1_unexpected_msgq_length");
    if (posted_index < 0 || unexpected_index < 0) {
        snprintf(S.pvar_note, sizeof(S.pvar_note),
                 "this MPI exposes %d MPI_T performance variables and no message-queue lengths "
                 "(Open MPI's ob1 has them; UCX and MPICH builds without pvars do not)",
                 npvars);
    } else if (PMPI_T_pvar_session_create(&session) != MPI_SUCCESS) {
        snprintf(S.pvar_note, sizeof(S.pvar_note), "MPI_T_pvar_session_create failed");
    } else {
        S.pvars = 1;
        snprintf(S.pvar_note, sizeof(S.pvar_note),
                 "queue lengths from pml_ob1_posted_recvq_length and pml_ob1_unexpected_msgq_length");
    }
    /* one host or several: the eager limit of shared memory or of the network */
    char *all = calloc((size_t)S.size, 256);
    int single = 1;
    if (all) {
        PMPI_Allgather(S.host, 256, MPI_CHAR, all, 256, MPI_CHAR, MPI_COMM_WORLD);
        for (int i = 1; i < S.size; i++) if (strncmp(all, all + 256 * i, 256) != 0) single = 0;
        free(all);
    }
    find_eager_limit(single);
    calibrate();
}

/* ---- the interposed calls ---- */

/* Under MPI_THREAD_MULTIPLE the plain counters and the request table would race: the profiler steps aside. */
#define PASS(call) \
    do { \
        if (__builtin_expect(S.off, 0)) return call; \
    } while (0)

int MPI_Init(int *argc, char ***argv) {
    int rc = PMPI_Init(argc, argv);
    if (rc == MPI_SUCCESS) profile_init();
    return rc;
}

int MPI_Init_thread(int *argc, char ***argv, int required, int *provided) {
    int rc = PMPI_Init_thread(argc, argv, required, provided);
    if (rc != MPI_SUCCESS) return rc;
    profile_init();
    if (*provided == MPI_THREAD_MULTIPLE) {
        S.off = 1;
        S.pvars = 0;
        snprintf(S.pvar_note, sizeof(S.pvar_note),
                 "the program runs MPI_THREAD_MULTIPLE: the profiler counted nothing (its counters are not thread-safe)");
    }
    return rc;
}

int MPI_Finalize(void) {
    S.finalize_calls++;
    if (S.finalize_calls == 1) {
        for (int i = 0; i < MAX_COMMS; i++) {
            if (comms[i].used && comms[i].pvars) {
                PMPI_T_pvar_handle_free(session, &comms[i].posted);
                PMPI_T_pvar_handle_free(session, &comms[i].unexpected);
                comms[i].pvars = 0;
            }
        }
        if (S.pvars) PMPI_T_pvar_session_free(&session);
        PMPI_T_finalize();
        write_record("finalize");
    } else {
        write_record("finalize_twice"); /* rewritten before the MPI answers the second call, however it does */
    }
    S.written = 1;
    return PMPI_Finalize();
}

int MPI_Abort(MPI_Comm comm, int errorcode) {
    write_record("abort");
    S.written = 1;
    return PMPI_Abort(comm, errorcode);
}

int MPI_Comm_free(MPI_Comm *comm) {
    PASS(PMPI_Comm_free(comm));
    for (int i = 0; i < MAX_COMMS; i++) {
        if (comms[i].used && comms[i].comm == *comm) {
            if (comms[i].pvars) {
                PMPI_T_pvar_handle_free(session, &comms[i].posted);
                PMPI_T_pvar_handle_free(session, &comms[i].unexpected);
            }
            free(comms[i].p);
            free(comms[i].u);
            free(comms[i].u2);
            comms[i].used = 0;
            if (last_comm == i) last_comm = -1;
        }
    }
    return PMPI_Comm_free(comm);
}

int MPI_Irecv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Request *request) {
    PASS(PMPI_Irecv(buf, count, type, source, tag, comm, request));
    if (source == MPI_PROC_NULL) { S.recv_proc_null++; return PMPI_Irecv(buf, count, type, source, tag, comm, request); }
    post_state st;
    before_post(source, tag, comm, &st);
    int rc = PMPI_Irecv(buf, count, type, source, tag, comm, request);
    if (rc != MPI_SUCCESS) return rc;
    after_post(source, &st);
    req_put(*request, st.ci, st.wild, st.unexpected, st.classified);
    return rc;
}

int MPI_Recv(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Status *status) {
    PASS(PMPI_Recv(buf, count, type, source, tag, comm, status));
    if (source == MPI_PROC_NULL) { S.recv_proc_null++; return PMPI_Recv(buf, count, type, source, tag, comm, status); }
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    post_state st;
    before_post(source, tag, comm, &st);
    MPI_Request r;
    int rc = PMPI_Irecv(buf, count, type, source, tag, comm, &r);
    if (rc != MPI_SUCCESS) return rc;
    after_post(source, &st);
    rc = PMPI_Wait(&r, s);
    IN_MPI();
    if (rc == MPI_SUCCESS) completed(s, st.ci, st.wild, st.classified, st.unexpected);
    return rc;
}

int MPI_Sendrecv(const void *sbuf, int scount, MPI_Datatype stype, int dest, int stag, void *rbuf, int rcount,
                 MPI_Datatype rtype, int source, int rtag, MPI_Comm comm, MPI_Status *status) {
    PASS(PMPI_Sendrecv(sbuf, scount, stype, dest, stag, rbuf, rcount, rtype, source, rtag, comm, status));
    if (source == MPI_PROC_NULL) {
        S.recv_proc_null++;
        return PMPI_Sendrecv(sbuf, scount, stype, dest, stag, rbuf, rcount, rtype, source, rtag, comm, status);
    }
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    post_state st;
    before_post(source, rtag, comm, &st);
    MPI_Request r;
    int rc = PMPI_Irecv(rbuf, rcount, rtype, source, rtag, comm, &r);
    if (rc != MPI_SUCCESS) return rc;
    after_post(source, &st);
    if (dest != MPI_PROC_NULL) S.sends++;
    rc = PMPI_Send(sbuf, scount, stype, dest, stag, comm);
    int rc2 = PMPI_Wait(&r, s);
    IN_MPI();
    if (rc2 == MPI_SUCCESS) completed(s, st.ci, st.wild, st.classified, st.unexpected);
    return rc != MPI_SUCCESS ? rc : rc2;
}

int MPI_Sendrecv_replace(void *buf, int count, MPI_Datatype type, int dest, int stag, int source, int rtag,
                         MPI_Comm comm, MPI_Status *status) {
    PASS(PMPI_Sendrecv_replace(buf, count, type, dest, stag, source, rtag, comm, status));
    /* the MPI posts this receive inside one call, after or before the send: counted, not classified */
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    if (source != MPI_PROC_NULL) S.recv_posted++;
    int rc = PMPI_Sendrecv_replace(buf, count, type, dest, stag, source, rtag, comm, s);
    if (rc == MPI_SUCCESS && source != MPI_PROC_NULL) completed(s, comm_find(comm), 0, 0, 0);
    return rc;
}

int MPI_Recv_init(void *buf, int count, MPI_Datatype type, int source, int tag, MPI_Comm comm, MPI_Request *request) {
    PASS(PMPI_Recv_init(buf, count, type, source, tag, comm, request));
    S.persistent_recvs++;
    return PMPI_Recv_init(buf, count, type, source, tag, comm, request);
}

int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm) {
    PASS(PMPI_Send(buf, count, type, dest, tag, comm));
    S.sends++;
    int rc = PMPI_Send(buf, count, type, dest, tag, comm);
    IN_MPI();
    return rc;
}

int MPI_Isend(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm, MPI_Request *request) {
    PASS(PMPI_Isend(buf, count, type, dest, tag, comm, request));
    S.sends++;
    int rc = PMPI_Isend(buf, count, type, dest, tag, comm, request);
    IN_MPI();
    return rc;
}

int MPI_Probe(int source, int tag, MPI_Comm comm, MPI_Status *status) {
    PASS(PMPI_Probe(source, tag, comm, status));
    S.probes++;
    int rc = PMPI_Probe(source, tag, comm, status);
    IN_MPI();
    read_queues(comm_find(comm));
    return rc;
}

int MPI_Iprobe(int source, int tag, MPI_Comm comm, int *flag, MPI_Status *status) {
    PASS(PMPI_Iprobe(source, tag, comm, flag, status));
    S.iprobes++;
    int rc = PMPI_Iprobe(source, tag, comm, flag, status);
    IN_MPI();
    if (rc == MPI_SUCCESS && *flag) {
        S.iprobe_hits++;
        read_queues(comm_find(comm));
    }
    return rc;
}

/* A matched probe takes the message off the unexpected queue: it is an unexpected receive, counted here. */
int MPI_Mprobe(int source, int tag, MPI_Comm comm, MPI_Message *message, MPI_Status *status) {
    PASS(PMPI_Mprobe(source, tag, comm, message, status));
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    S.mprobes++;
    S.recv_posted++;
    int ci = comm_find(comm);
    read_queues(ci);
    int rc = PMPI_Mprobe(source, tag, comm, message, s);
    if (rc == MPI_SUCCESS && *message != MPI_MESSAGE_NO_PROC) completed(s, ci, 0, S.pvars, 1);
    return rc;
}

int MPI_Improbe(int source, int tag, MPI_Comm comm, int *flag, MPI_Message *message, MPI_Status *status) {
    PASS(PMPI_Improbe(source, tag, comm, flag, message, status));
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    S.mprobes++;
    int rc = PMPI_Improbe(source, tag, comm, flag, message, s);
    if (rc == MPI_SUCCESS && *flag && *message != MPI_MESSAGE_NO_PROC) {
        S.recv_posted++;
        int ci = comm_find(comm);
        read_queues(ci);
        completed(s, ci, 0, S.pvars, 1);
    }
    return rc;
}

int MPI_Wait(MPI_Request *request, MPI_Status *status) {
    PASS(PMPI_Wait(request, status));
    S.waits++;
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    uintptr_t k = req_key(*request);
    int rc = PMPI_Wait(request, s);
    IN_MPI();
    req_rec r;
    if (rc == MPI_SUCCESS && req_take(k, &r)) completed(s, r.comm, r.wild, r.classified, r.unexpected);
    return rc;
}

int MPI_Test(MPI_Request *request, int *flag, MPI_Status *status) {
    PASS(PMPI_Test(request, flag, status));
    S.tests++;
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    uintptr_t k = req_key(*request);
    int rc = PMPI_Test(request, flag, s);
    IN_MPI();
    req_rec r;
    if (rc == MPI_SUCCESS && *flag) {
        S.test_hits++;
        if (req_take(k, &r)) completed(s, r.comm, r.wild, r.classified, r.unexpected);
    }
    return rc;
}

/* The handles of n requests saved before the call completes (and frees) them: scratch space, or the heap past it. */
static uintptr_t scratch_keys[SCRATCH];

static uintptr_t *save_keys(int n, const MPI_Request *requests) {
    uintptr_t *keys = n <= SCRATCH ? scratch_keys : malloc(sizeof(uintptr_t) * (size_t)n);
    if (!keys) return NULL;
    for (int i = 0; i < n; i++) keys[i] = requests[i] == MPI_REQUEST_NULL ? 0 : req_key(requests[i]);
    return keys;
}

static MPI_Status *statuses_for(int n, MPI_Status *given) {
    if (given != MPI_STATUSES_IGNORE) return given;
    return n <= SCRATCH ? scratch_status : malloc(sizeof(MPI_Status) * (size_t)n);
}

static void release(uintptr_t *keys, MPI_Status *statuses, MPI_Status *given) {
    if (keys && keys != scratch_keys) free(keys);
    if (statuses && statuses != scratch_status && statuses != given) free(statuses);
}

int MPI_Waitall(int n, MPI_Request requests[], MPI_Status statuses[]) {
    PASS(PMPI_Waitall(n, requests, statuses));
    S.waits++;
    uintptr_t *keys = save_keys(n, requests);
    MPI_Status *st = statuses_for(n, statuses);
    if (!keys || !st) { release(keys, st, statuses); return PMPI_Waitall(n, requests, statuses); }
    int rc = PMPI_Waitall(n, requests, st);
    IN_MPI();
    if (rc == MPI_SUCCESS) completed_requests(keys, st, NULL, n);
    release(keys, st, statuses);
    return rc;
}

int MPI_Testall(int n, MPI_Request requests[], int *flag, MPI_Status statuses[]) {
    PASS(PMPI_Testall(n, requests, flag, statuses));
    S.tests++;
    uintptr_t *keys = save_keys(n, requests);
    MPI_Status *st = statuses_for(n, statuses);
    if (!keys || !st) { release(keys, st, statuses); return PMPI_Testall(n, requests, flag, statuses); }
    int rc = PMPI_Testall(n, requests, flag, st);
    IN_MPI();
    if (rc == MPI_SUCCESS && *flag) {
        S.test_hits++;
        completed_requests(keys, st, NULL, n);
    }
    release(keys, st, statuses);
    return rc;
}

int MPI_Waitany(int n, MPI_Request requests[], int *index, MPI_Status *status) {
    PASS(PMPI_Waitany(n, requests, index, status));
    S.waits++;
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    uintptr_t *keys = save_keys(n, requests);
    if (!keys) return PMPI_Waitany(n, requests, index, status);
    int rc = PMPI_Waitany(n, requests, index, s);
    IN_MPI();
    req_rec r;
    if (rc == MPI_SUCCESS && *index != MPI_UNDEFINED && req_take(keys[*index], &r))
        completed(s, r.comm, r.wild, r.classified, r.unexpected);
    release(keys, NULL, NULL);
    return rc;
}

int MPI_Testany(int n, MPI_Request requests[], int *index, int *flag, MPI_Status *status) {
    PASS(PMPI_Testany(n, requests, index, flag, status));
    S.tests++;
    MPI_Status own;
    MPI_Status *s = status == MPI_STATUS_IGNORE ? &own : status;
    uintptr_t *keys = save_keys(n, requests);
    if (!keys) return PMPI_Testany(n, requests, index, flag, status);
    int rc = PMPI_Testany(n, requests, index, flag, s);
    IN_MPI();
    req_rec r;
    if (rc == MPI_SUCCESS && *flag && *index != MPI_UNDEFINED) {
        S.test_hits++;
        if (req_take(keys[*index], &r)) completed(s, r.comm, r.wild, r.classified, r.unexpected);
    }
    release(keys, NULL, NULL);
    return rc;
}

int MPI_Waitsome(int n, MPI_Request requests[], int *outcount, int indices[], MPI_Status statuses[]) {
    PASS(PMPI_Waitsome(n, requests, outcount, indices, statuses));
    S.waits++;
    uintptr_t *keys = save_keys(n, requests);
    MPI_Status *st = statuses_for(n, statuses);
    if (!keys || !st) { release(keys, st, statuses); return PMPI_Waitsome(n, requests, outcount, indices, statuses); }
    int rc = PMPI_Waitsome(n, requests, outcount, indices, st);
    IN_MPI();
    if (rc == MPI_SUCCESS && *outcount != MPI_UNDEFINED) completed_requests(keys, st, indices, *outcount);
    release(keys, st, statuses);
    return rc;
}

int MPI_Testsome(int n, MPI_Request requests[], int *outcount, int indices[], MPI_Status statuses[]) {
    PASS(PMPI_Testsome(n, requests, outcount, indices, statuses));
    S.tests++;
    uintptr_t *keys = save_keys(n, requests);
    MPI_Status *st = statuses_for(n, statuses);
    if (!keys || !st) { release(keys, st, statuses); return PMPI_Testsome(n, requests, outcount, indices, statuses); }
    int rc = PMPI_Testsome(n, requests, outcount, indices, st);
    IN_MPI();
    if (rc == MPI_SUCCESS && *outcount != MPI_UNDEFINED && *outcount > 0) {
        S.test_hits++;
        completed_requests(keys, st, indices, *outcount);
    }
    release(keys, st, statuses);
    return rc;
}

int MPI_Request_free(MPI_Request *request) {
    PASS(PMPI_Request_free(request));
    req_rec r;
    if (req_take(req_key(*request), &r) && r.wild && !r.unexpected && r.comm >= 0 && comms[r.comm].wild > 0)
        comms[r.comm].wild--;
    return PMPI_Request_free(request);
}
