/*
 * logp_ucx: logp's request/reply layer on UCX's Active Messages, below MPI. Built at setup with gcc against Debian's
 * ucp headers (libucx-dev):  gcc -O2 -fPIC -shared -o liblogp_ucx.so logp_ucx.c -lucp -lucs
 *
 * It speaks logp's ABI for transports below MPI (logp_below_*, the same in logp_ofi.c), so one Java class
 * (io.logp.transport.below) drives either. One ucp worker, one endpoint per peer, two AM ids: a request (header: handler, source, sequence, reply bytes; then
 * the request's bulk data) whose registered handler replies at once from the progress context, and a reply whose
 * handler counts it. No MPI here: the ranks swap worker
 * addresses through the MPI shim before anything is timed.
 *
 * Results: >= 0 is a value (a length, a count, 0 for success); < 0 is a UCX status (ucs_status_t, all negative),
 * which logp_below_error names. Single-threaded, as logp drives its transports from one thread.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucp/api/ucp.h>

#define LOGP_API __attribute__((visibility("default")))
#define ADDR(a) ((void *)(intptr_t)(a))

enum { AM_REQUEST = 17, AM_REPLY = 18 };
enum { HEADER_BYTES = 16 };
/* Reply headers in flight: a slot is reused after this many replies, long after UCX has sent it (a window of
 * requests per peer is outstanding at most). */
enum { REPLY_SLOTS = 1 << 16 };
/* The handler id that stops a responder (io.logp.transport.Handler.SHUTDOWN). */
enum { SHUTDOWN = 2 };

static ucp_context_h context;
static ucp_worker_h worker;
static ucp_ep_h *eps;
static int ranks;
static int self;
static char *sink;          /* bulk data lands here; its content is never read (the echo handler does nothing) */
static size_t sink_bytes;
static char *source_data;   /* what requests and replies carry after their header */
static int32_t send_header[4];
static int32_t (*reply_headers)[4];
static unsigned reply_slot;
static int replies_arrived;  /* replies counted by the reply handler, not yet taken */
static int served;           /* requests answered since the last logp_below_serve */
static int shutdown_seen;
static ucs_status_t failure = UCS_OK; /* the first error met inside a handler */

LOGP_API int logp_below_abi_version(void) { return 1; }

LOGP_API int logp_below_error(int status, int64_t out, int capacity) {
    const char *s = ucs_status_string((ucs_status_t)status);
    int n = (int)strlen(s);
    if (capacity <= 0) return n;
    if (n > capacity - 1) n = capacity - 1;
    memcpy(ADDR(out), s, (size_t)n);
    ((char *)ADDR(out))[n] = 0;
    return n;
}

/* UCX's own version, "1.13.1". */
LOGP_API int logp_below_version(int64_t out, int capacity) {
    const char *s = ucp_get_version_string();
    int n = (int)strlen(s);
    if (n > capacity - 1) n = capacity - 1;
    memcpy(ADDR(out), s, (size_t)n);
    ((char *)ADDR(out))[n] = 0;
    return n;
}

static void reply(int source, const int32_t *request) {
    int32_t *h = reply_headers[reply_slot++ & (REPLY_SLOTS - 1)];
    h[0] = request[0];
    h[1] = self;
    h[2] = request[2];
    h[3] = HEADER_BYTES;
    size_t data = request[3] > HEADER_BYTES ? (size_t)request[3] - HEADER_BYTES : 0;
    if (data > sink_bytes) data = sink_bytes;
    ucp_request_param_t p;
    p.op_attr_mask = 0;
    ucs_status_ptr_t r = ucp_am_send_nbx(eps[source], AM_REPLY, h, HEADER_BYTES, source_data, data, &p);
    if (UCS_PTR_IS_ERR(r)) {
        if (failure == UCS_OK) failure = UCS_PTR_STATUS(r);
    } else if (r != NULL) {
        ucp_request_free(r);   /* released by UCX once sent; header slot and data stay valid long enough */
    }
    served++;
    if (request[0] == SHUTDOWN) shutdown_seen = 1;
}

/* A rendezvous request's data has arrived: the handler replies now. The header travels as user data. */
static void request_data_arrived(void *request, ucs_status_t status, size_t length, void *user_data) {
    (void)length;
    int32_t *h = user_data;
    if (status != UCS_OK && failure == UCS_OK) failure = status;
    else reply(h[1], h);
    free(h);
    ucp_request_free(request);
}

static ucs_status_t on_request(void *arg, const void *header, size_t header_length, void *data, size_t length,
                               const ucp_am_recv_param_t *param) {
    (void)arg;
    if (header_length < HEADER_BYTES) return UCS_OK;
    const int32_t *h = header;
    if (h[1] < 0 || h[1] >= ranks) return UCS_OK;
    if (param->recv_attr & UCP_AM_RECV_ATTR_FLAG_RNDV) {
        /* Bulk data above UCX's eager limit: the reply follows its arrival. Off the small-message path. */
        int32_t *copy = malloc(HEADER_BYTES);
        if (!copy) { if (failure == UCS_OK) failure = UCS_ERR_NO_MEMORY; return UCS_OK; }
        memcpy(copy, h, HEADER_BYTES);
        ucp_request_param_t p;
        p.op_attr_mask = UCP_OP_ATTR_FIELD_CALLBACK | UCP_OP_ATTR_FIELD_USER_DATA;
        p.cb.recv_am = request_data_arrived;
        p.user_data = copy;
        ucs_status_ptr_t r = ucp_am_recv_data_nbx(worker, data, sink, length < sink_bytes ? length : sink_bytes, &p);
        if (UCS_PTR_IS_ERR(r)) {
            if (failure == UCS_OK) failure = UCS_PTR_STATUS(r);
            free(copy);
        } else if (r == NULL) {
            reply(copy[1], copy);
            free(copy);
        }
        return UCS_OK;
    }
    reply(h[1], h);
    return UCS_OK;
}

static void reply_data_arrived(void *request, ucs_status_t status, size_t length, void *user_data) {
    (void)length;
    (void)user_data;
    if (status != UCS_OK && failure == UCS_OK) failure = status;
    else replies_arrived++;
    ucp_request_free(request);
}

static ucs_status_t on_reply(void *arg, const void *header, size_t header_length, void *data, size_t length,
                             const ucp_am_recv_param_t *param) {
    (void)arg;
    (void)header;
    (void)header_length;
    if (param->recv_attr & UCP_AM_RECV_ATTR_FLAG_RNDV) {
        ucp_request_param_t p;
        p.op_attr_mask = UCP_OP_ATTR_FIELD_CALLBACK;
        p.cb.recv_am = reply_data_arrived;
        ucs_status_ptr_t r = ucp_am_recv_data_nbx(worker, data, sink, length < sink_bytes ? length : sink_bytes, &p);
        if (UCS_PTR_IS_ERR(r)) {
            if (failure == UCS_OK) failure = UCS_PTR_STATUS(r);
        } else if (r == NULL) {
            replies_arrived++;
        }
        return UCS_OK;
    }
    replies_arrived++;
    return UCS_OK;
}

static int set_handler(unsigned id, ucp_am_recv_callback_t cb) {
    ucp_am_handler_param_t p;
    p.field_mask = UCP_AM_HANDLER_PARAM_FIELD_ID | UCP_AM_HANDLER_PARAM_FIELD_CB | UCP_AM_HANDLER_PARAM_FIELD_ARG
                   | UCP_AM_HANDLER_PARAM_FIELD_FLAGS;
    p.id = id;
    p.cb = cb;
    p.arg = NULL;
    p.flags = UCP_AM_FLAG_WHOLE_MSG;
    return (int)ucp_worker_set_am_recv_handler(worker, &p);
}

/* A context with the AM feature, one worker, both handlers; max_bytes is the largest request or reply. */
LOGP_API int logp_below_init(int size, int rank, int max_bytes, int64_t option) {
    (void)option; /* UCX takes its settings from UCX_* variables */
    if (size < 1 || rank < 0 || rank >= size || max_bytes < HEADER_BYTES) return UCS_ERR_INVALID_PARAM;
    ranks = size;
    self = rank;
    sink_bytes = (size_t)max_bytes;
    sink = calloc(1, sink_bytes);
    source_data = calloc(1, sink_bytes);
    reply_headers = calloc(REPLY_SLOTS, sizeof *reply_headers);
    eps = calloc((size_t)size, sizeof *eps);
    if (!sink || !source_data || !reply_headers || !eps) return UCS_ERR_NO_MEMORY;

    ucp_config_t *config;
    ucs_status_t st = ucp_config_read(NULL, NULL, &config);
    if (st != UCS_OK) return (int)st;
    ucp_params_t params;
    params.field_mask = UCP_PARAM_FIELD_FEATURES;
    params.features = UCP_FEATURE_AM;
    st = ucp_init(&params, config, &context);
    ucp_config_release(config);
    if (st != UCS_OK) return (int)st;

    ucp_worker_params_t wp;
    wp.field_mask = UCP_WORKER_PARAM_FIELD_THREAD_MODE;
    wp.thread_mode = UCS_THREAD_MODE_SINGLE;
    st = ucp_worker_create(context, &wp, &worker);
    if (st != UCS_OK) return (int)st;
    int rc = set_handler(AM_REQUEST, on_request);
    if (rc != UCS_OK) return rc;
    return set_handler(AM_REPLY, on_reply);
}

/* This worker's address, for the peers: its length, or a status. */
LOGP_API int logp_below_address(int64_t out, int capacity) {
    ucp_address_t *address;
    size_t length;
    ucs_status_t st = ucp_worker_get_address(worker, &address, &length);
    if (st != UCS_OK) return (int)st;
    int n = (int)length;
    if (n <= capacity) memcpy(ADDR(out), address, length);
    ucp_worker_release_address(worker, address);
    return n;
}

LOGP_API int logp_below_connect(int peer, int64_t address, int length) {
    (void)length;
    if (peer < 0 || peer >= ranks) return UCS_ERR_INVALID_PARAM;
    ucp_ep_params_t p;
    p.field_mask = UCP_EP_PARAM_FIELD_REMOTE_ADDRESS;
    p.address = ADDR(address);
    return (int)ucp_ep_create(worker, &p, &eps[peer]);
}

/* The transports UCX chose to the peer ("sysv/memory, posix/memory ..."), as ucp_ep_print_info writes them. */
LOGP_API int logp_below_describe(int peer, int64_t out, int capacity) {
    if (peer < 0 || peer >= ranks || !eps[peer] || capacity <= 0) return UCS_ERR_INVALID_PARAM;
    FILE *f = fmemopen(ADDR(out), (size_t)capacity, "w");
    if (!f) return UCS_ERR_NO_MEMORY;
    ucp_ep_print_info(eps[peer], f);
    fflush(f);
    long n = ftell(f);
    fclose(f);
    if (n >= capacity) n = capacity - 1;
    ((char *)ADDR(out))[n] = 0;
    return (int)n;
}

/*
 * One request of request_bytes (header included) to dest, whose handler replies with reply_bytes. Returns when UCX
 * has taken it: at once for an eager message, after the data has left for a rendezvous one (a blocking send's o_s).
 */
LOGP_API int logp_below_request(int dest, int handler, int sequence, int request_bytes, int reply_bytes) {
    send_header[0] = handler;
    send_header[1] = self;
    send_header[2] = sequence;
    send_header[3] = reply_bytes;
    size_t data = request_bytes > HEADER_BYTES ? (size_t)request_bytes - HEADER_BYTES : 0;
    ucp_request_param_t p;
    p.op_attr_mask = 0;
    ucs_status_ptr_t r = ucp_am_send_nbx(eps[dest], AM_REQUEST, send_header, HEADER_BYTES, source_data, data, &p);
    if (r == NULL) return failure;
    if (UCS_PTR_IS_ERR(r)) return (int)UCS_PTR_STATUS(r);
    ucs_status_t st;
    while ((st = ucp_request_check_status(r)) == UCS_INPROGRESS) ucp_worker_progress(worker);
    ucp_request_free(r);
    return st != UCS_OK ? (int)st : (int)failure;
}

/* Up to polls rounds of progress until a reply has arrived: how many did (taken), or a status. polls = 1 looks once. */
LOGP_API int logp_below_replies(int polls) {
    for (int i = 0; i < polls; i++) {
        ucp_worker_progress(worker);
        if (failure != UCS_OK) return (int)failure;
        if (replies_arrived > 0) {
            int n = replies_arrived;
            replies_arrived = 0;
            return n;
        }
    }
    return 0;
}

/* Up to polls rounds of progress until requests were answered: how many, with bit 30 set once a SHUTDOWN request
 * was among them; or a status. */
LOGP_API int logp_below_serve(int polls) {
    for (int i = 0; i < polls && !shutdown_seen; i++) {
        ucp_worker_progress(worker);
        if (failure != UCS_OK) return (int)failure;
        if (served > 0 && !shutdown_seen) break;
    }
    int n = served;
    served = 0;
    if (shutdown_seen) {
        shutdown_seen = 0;
        return n | (1 << 30);
    }
    return n;
}

/*
 * Waits until everything this worker sent has left (a responder's last reply, before it stops progressing): a flush
 * of the worker, progressed here. 0 or a status.
 */
LOGP_API int logp_below_flush(void) {
    ucp_request_param_t p;
    p.op_attr_mask = 0;
    ucs_status_ptr_t r = ucp_worker_flush_nbx(worker, &p);
    if (r == NULL) return (int)failure;
    if (UCS_PTR_IS_ERR(r)) return (int)UCS_PTR_STATUS(r);
    ucs_status_t st;
    while ((st = ucp_request_check_status(r)) == UCS_INPROGRESS) ucp_worker_progress(worker);
    ucp_request_free(r);
    return (int)st;
}

/* Closes every endpoint: the traffic has ended on every rank, which a barrier before this call ensured. */
LOGP_API int logp_below_close(void) {
    ucs_status_t result = UCS_OK;
    for (int i = 0; i < ranks; i++) {
        if (!eps || !eps[i]) continue;
        ucp_request_param_t p;
        /* Flushed, not forced (UCX forces only endpoints with peer error handling); every rank closes at once
         * after a barrier, each progressing its worker, so the flush completes. */
        p.op_attr_mask = 0;
        ucs_status_ptr_t r = ucp_ep_close_nbx(eps[i], &p);
        if (UCS_PTR_IS_PTR(r)) {
            ucs_status_t st;
            while ((st = ucp_request_check_status(r)) == UCS_INPROGRESS) ucp_worker_progress(worker);
            ucp_request_free(r);
        } else if (UCS_PTR_IS_ERR(r) && result == UCS_OK) {
            result = UCS_PTR_STATUS(r);
        }
        eps[i] = NULL;
    }
    if (worker) ucp_worker_destroy(worker);
    if (context) ucp_cleanup(context);
    worker = NULL;
    context = NULL;
    free(eps);
    free(sink);
    free(source_data);
    free(reply_headers);
    eps = NULL;
    sink = source_data = NULL;
    reply_headers = NULL;
    replies_arrived = served = shutdown_seen = 0;
    failure = UCS_OK;
    return (int)result;
}
