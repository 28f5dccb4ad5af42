/*
 * logp_ofi: logp's request/reply layer on a libfabric reliable-datagram endpoint (FI_EP_RDM, tagged messages), below
 * MPI. Built at setup with gcc against Debian's libfabric (libfabric-dev):
 *   gcc -O2 -fPIC -shared -o liblogp_ofi.so logp_ofi.c -lfabric
 *
 * It speaks logp's ABI for transports below MPI (logp_below_*, the same in logp_ucx.c), so one Java class
 * (io.logp.transport.below) drives either. One endpoint, an address vector holding every peer, one completion queue,
 * rings of receives posted in advance for requests and for replies (a message is a 16-byte header: handler, source,
 * sequence, reply bytes; then its bulk data). A responder answers each request as its receive completes, while the
 * completion queue is read; a requester counts replies. Small messages go with fi_tinject (no completion to wait
 * for), larger ones with fi_tsend, waited for as a blocking send is. No MPI here: the ranks swap addresses through the
 * MPI shim before anything is timed.
 *
 * Results: >= 0 is a value (a length, a count, 0 for success); < 0 is a libfabric error (-FI_E...), which
 * logp_below_error names. Single-threaded, as logp drives its transports from one thread.
 */
#include <rdma/fabric.h>
#include <rdma/fi_cm.h>
#include <rdma/fi_domain.h>
#include <rdma/fi_endpoint.h>
#include <rdma/fi_errno.h>
#include <rdma/fi_tagged.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOGP_API __attribute__((visibility("default")))
#define ADDR(a) ((void *)(intptr_t)(a))

enum { HEADER_BYTES = 16 };
enum { SHUTDOWN = 2 };
enum { TAG_REQUEST = 1, TAG_REPLY = 2 };
enum { KIND_RECEIVE, KIND_SEND, KIND_REPLY };
/* Receives posted per tag: more than any window in flight at once for small messages; fewer for large ones (their
 * buffers add up), where the provider keeps what arrives early. */
enum { MAX_SLOTS = 256, MIN_SLOTS = 8 };
#define SLOT_MEMORY (64u << 20)
enum { CQ_BATCH = 16 };

struct op {
    struct fi_context2 context; /* first: libfabric hands back its address as op_context */
    int kind;
    int tag;
    char *buffer;
    void *desc;
};

static struct fi_info *info;
static struct fid_fabric *fabric;
static struct fid_domain *domain;
static struct fid_av *av;
static struct fid_cq *cq;
static struct fid_ep *ep;
static struct fid_mr *mr;
static fi_addr_t *peers;
static int ranks;
static int self;
static size_t max_bytes;
static size_t inject_limit;
static int slots;
static char *memory;          /* every buffer, one registration */
static struct op *receives;   /* 2 * slots: requests, then replies */
static struct op send_op;     /* the requester's one blocking send */
static struct op reply_op;    /* replies in flight share it: its completions only count down */
static char *send_buffer;
static char *reply_buffer;
static void *memory_desc;
static int send_done;
static int replies_in_flight;
static int replies_arrived;
static int served;
static int shutdown_seen;
static int failure;

LOGP_API int logp_below_abi_version(void) { return 1; }

static int copy_out(const char *s, int64_t out, int capacity) {
    int n = (int)strlen(s);
    if (capacity <= 0) return n;
    if (n > capacity - 1) n = capacity - 1;
    memcpy(ADDR(out), s, (size_t)n);
    ((char *)ADDR(out))[n] = 0;
    return n;
}

LOGP_API int logp_below_error(int status, int64_t out, int capacity) {
    return copy_out(fi_strerror(status < 0 ? -status : status), out, capacity);
}

/* libfabric's own version, "1.17.0". */
LOGP_API int logp_below_version(int64_t out, int capacity) {
    char s[32];
    uint32_t v = fi_version();
    snprintf(s, sizeof s, "%u.%u", FI_MAJOR(v), FI_MINOR(v));
    return copy_out(s, out, capacity);
}

static int post_receive(struct op *o) {
    ssize_t rc;
    do {
        rc = fi_trecv(ep, o->buffer, max_bytes, o->desc, FI_ADDR_UNSPEC, (uint64_t)o->tag, 0, &o->context);
        if (rc == -FI_EAGAIN) fi_cq_read(cq, NULL, 0);
    } while (rc == -FI_EAGAIN);
    return (int)rc;
}

static int reply_to(const int32_t *request) {
    int source = request[1];
    if (source < 0 || source >= ranks) return 0;
    int32_t *h = (int32_t *)reply_buffer;
    h[0] = request[0];
    h[1] = self;
    h[2] = request[2];
    h[3] = HEADER_BYTES;
    size_t bytes = request[3] > HEADER_BYTES ? (size_t)request[3] : HEADER_BYTES;
    if (bytes > max_bytes) bytes = max_bytes;
    ssize_t rc;
    if (bytes <= inject_limit) {
        while ((rc = fi_tinject(ep, reply_buffer, bytes, peers[source], TAG_REPLY)) == -FI_EAGAIN)
            fi_cq_read(cq, NULL, 0);
    } else {
        while ((rc = fi_tsend(ep, reply_buffer, bytes, memory_desc, peers[source], TAG_REPLY, &reply_op.context))
               == -FI_EAGAIN)
            fi_cq_read(cq, NULL, 0);
        if (rc == 0) replies_in_flight++;
    }
    if (request[0] == SHUTDOWN) shutdown_seen = 1;
    served++;
    return (int)rc;
}

/* Reads what completed: replies counted, requests answered at once, receives posted again. 0 or an error. */
static int progress(void) {
    struct fi_cq_tagged_entry done[CQ_BATCH];
    ssize_t n = fi_cq_read(cq, done, CQ_BATCH);
    if (n == -FI_EAGAIN) return 0;
    if (n < 0) {
        if (n == -FI_EAVAIL) {
            struct fi_cq_err_entry e;
            memset(&e, 0, sizeof e);
            fi_cq_readerr(cq, &e, 0);
            return -(int)(e.err ? e.err : FI_EIO);
        }
        return (int)n;
    }
    for (ssize_t i = 0; i < n; i++) {
        struct op *o = done[i].op_context;
        if (!o) continue;
        switch (o->kind) {
            case KIND_SEND: send_done = 1; break;
            case KIND_REPLY: replies_in_flight--; break;
            default: {
                int rc = 0;
                if (o->tag == TAG_REPLY) replies_arrived++;
                else rc = reply_to((const int32_t *)o->buffer);
                if (rc == 0) rc = post_receive(o);
                if (rc != 0) return rc;
            }
        }
    }
    return 0;
}

static struct fi_info *hints_for(const char *provider) {
    struct fi_info *h = fi_allocinfo();
    if (!h) return NULL;
    h->ep_attr->type = FI_EP_RDM;
    h->caps = FI_TAGGED;
    h->mode = FI_CONTEXT | FI_CONTEXT2;
    h->domain_attr->mr_mode = FI_MR_LOCAL | FI_MR_ALLOCATED | FI_MR_PROV_KEY | FI_MR_VIRT_ADDR;
    h->domain_attr->threading = FI_THREAD_DOMAIN;
    if (provider && *provider) h->fabric_attr->prov_name = strdup(provider);
    return h;
}

/*
 * An endpoint of `provider` (NULL: the first that offers FI_EP_RDM with tagged messages), buffers for messages of up
 * to max_bytes. The provider's own name (tcp;ofi_rxm) is what logp_below_describe gives.
 */
LOGP_API int logp_below_init(int size, int rank, int largest, int64_t provider) {
    if (size < 1 || rank < 0 || rank >= size || largest < HEADER_BYTES) return -FI_EINVAL;
    ranks = size;
    self = rank;
    max_bytes = (size_t)largest;
    failure = 0;
    send_done = replies_in_flight = replies_arrived = served = shutdown_seen = 0;
    struct fi_info *hints = hints_for(provider ? (const char *)ADDR(provider) : NULL);
    if (!hints) return -FI_ENOMEM;
    int rc = fi_getinfo(FI_VERSION(FI_MAJOR_VERSION, FI_MINOR_VERSION), NULL, NULL, 0, hints, &info);
    fi_freeinfo(hints);
    if (rc != 0) return rc;
    if ((rc = fi_fabric(info->fabric_attr, &fabric, NULL)) != 0) return rc;
    if ((rc = fi_domain(fabric, info, &domain, NULL)) != 0) return rc;
    struct fi_av_attr av_attr = {.type = FI_AV_TABLE};
    if ((rc = fi_av_open(domain, &av_attr, &av, NULL)) != 0) return rc;
    struct fi_cq_attr cq_attr = {.format = FI_CQ_FORMAT_TAGGED, .wait_obj = FI_WAIT_NONE};
    if ((rc = fi_cq_open(domain, &cq_attr, &cq, NULL)) != 0) return rc;
    if ((rc = fi_endpoint(domain, info, &ep, NULL)) != 0) return rc;
    if ((rc = fi_ep_bind(ep, &av->fid, 0)) != 0) return rc;
    if ((rc = fi_ep_bind(ep, &cq->fid, FI_TRANSMIT | FI_RECV)) != 0) return rc;
    if ((rc = fi_enable(ep)) != 0) return rc;
    inject_limit = info->tx_attr->inject_size;

    slots = (int)(SLOT_MEMORY / max_bytes);
    if (slots > MAX_SLOTS) slots = MAX_SLOTS;
    if (slots < MIN_SLOTS) slots = MIN_SLOTS;
    size_t total = (size_t)(2 * slots + 2) * max_bytes;
    memory = calloc(1, total);
    receives = calloc((size_t)(2 * slots), sizeof *receives);
    peers = calloc((size_t)size, sizeof *peers);
    if (!memory || !receives || !peers) return -FI_ENOMEM;
    if (info->domain_attr->mr_mode & FI_MR_LOCAL) {
        rc = fi_mr_reg(domain, memory, total, FI_SEND | FI_RECV, 0, 0, 0, &mr, NULL);
        if (rc != 0) return rc;
        memory_desc = fi_mr_desc(mr);
    }
    send_buffer = memory + (size_t)(2 * slots) * max_bytes;
    reply_buffer = send_buffer + max_bytes;
    send_op.kind = KIND_SEND;
    reply_op.kind = KIND_REPLY;
    for (int i = 0; i < 2 * slots; i++) {
        struct op *o = &receives[i];
        o->kind = KIND_RECEIVE;
        o->tag = i < slots ? TAG_REQUEST : TAG_REPLY;
        o->buffer = memory + (size_t)i * max_bytes;
        o->desc = memory_desc;
        if ((rc = post_receive(o)) != 0) return rc;
    }
    return 0;
}

LOGP_API int logp_below_address(int64_t out, int capacity) {
    size_t length = (size_t)(capacity > 0 ? capacity : 0);
    int rc = fi_getname(&ep->fid, ADDR(out), &length);
    if (rc == -FI_ETOOSMALL) return (int)length;
    return rc != 0 ? rc : (int)length;
}

LOGP_API int logp_below_connect(int peer, int64_t address, int length) {
    (void)length;
    if (peer < 0 || peer >= ranks) return -FI_EINVAL;
    int n = fi_av_insert(av, ADDR(address), 1, &peers[peer], 0, NULL);
    return n == 1 ? 0 : (n < 0 ? n : -FI_EADDRNOTAVAIL);
}

/* The provider, as fi_info names it ("shm", "tcp;ofi_rxm"). */
LOGP_API int logp_below_describe(int peer, int64_t out, int capacity) {
    (void)peer;
    if (!info || !info->fabric_attr->prov_name) return -FI_EINVAL;
    return copy_out(info->fabric_attr->prov_name, out, capacity);
}

/*
 * One request of request_bytes (header included) to dest, whose handler replies with reply_bytes. Returns once the
 * provider has taken it: at once for an injected message, when the send completed otherwise (a blocking send's o_s).
 */
LOGP_API int logp_below_request(int dest, int handler, int sequence, int request_bytes, int reply_bytes) {
    int32_t *h = (int32_t *)send_buffer;
    h[0] = handler;
    h[1] = self;
    h[2] = sequence;
    h[3] = reply_bytes;
    size_t bytes = request_bytes > HEADER_BYTES ? (size_t)request_bytes : HEADER_BYTES;
    ssize_t rc;
    int p;
    if (bytes <= inject_limit) {
        while ((rc = fi_tinject(ep, send_buffer, bytes, peers[dest], TAG_REQUEST)) == -FI_EAGAIN)
            if ((p = progress()) != 0) return p;
        return (int)rc;
    }
    send_done = 0;
    while ((rc = fi_tsend(ep, send_buffer, bytes, memory_desc, peers[dest], TAG_REQUEST, &send_op.context))
           == -FI_EAGAIN)
        if ((p = progress()) != 0) return p;
    if (rc != 0) return (int)rc;
    while (!send_done)
        if ((p = progress()) != 0) return p;
    return 0;
}

/* Up to polls reads of the completion queue until a reply has arrived: how many did (taken), or an error. */
LOGP_API int logp_below_replies(int polls) {
    for (int i = 0; i < polls; i++) {
        int rc = progress();
        if (rc != 0) return rc;
        if (replies_arrived > 0) {
            int n = replies_arrived;
            replies_arrived = 0;
            return n;
        }
    }
    return 0;
}

/* Up to polls reads until requests were answered: how many, with bit 30 set once SHUTDOWN was among them. */
LOGP_API int logp_below_serve(int polls) {
    for (int i = 0; i < polls && !shutdown_seen; i++) {
        int rc = progress();
        if (rc != 0) return rc;
        if (served > 0) break;
    }
    int n = served;
    served = 0;
    if (shutdown_seen) {
        shutdown_seen = 0;
        return n | (1 << 30);
    }
    return n;
}

/* Waits until the replies sent have left. */
LOGP_API int logp_below_flush(void) {
    while (replies_in_flight > 0) {
        int rc = progress();
        if (rc != 0) return rc;
    }
    return 0;
}

static int close_fid(struct fid *f, int result) {
    if (!f) return result;
    int rc = fi_close(f);
    return result != 0 ? result : rc;
}

LOGP_API int logp_below_close(void) {
    int rc = 0;
    rc = close_fid(ep ? &ep->fid : NULL, rc);
    rc = close_fid(mr ? &mr->fid : NULL, rc);
    rc = close_fid(cq ? &cq->fid : NULL, rc);
    rc = close_fid(av ? &av->fid : NULL, rc);
    rc = close_fid(domain ? &domain->fid : NULL, rc);
    rc = close_fid(fabric ? &fabric->fid : NULL, rc);
    if (info) fi_freeinfo(info);
    ep = NULL;
    mr = NULL;
    cq = NULL;
    av = NULL;
    domain = NULL;
    fabric = NULL;
    info = NULL;
    free(memory);
    free(receives);
    free(peers);
    memory = NULL;
    receives = NULL;
    peers = NULL;
    memory_desc = NULL;
    return rc;
}
