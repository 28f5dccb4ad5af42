/*
 * logp's C twin: the small-message signature of one requester/responder pair, measured with logp's own protocol
 * straight against the MPI C interface, so `logp overhead` can show what the way from Java into MPI adds.
 *
 * The same protocol as the Java experiment (engine/IssueLoop, transport/mpi/MpiTransport, experiment/
 * SignatureSweep): requests and replies on two duplicates of MPI_COMM_WORLD, rings of persistent receives polled
 * with MPI_Test, blocking MPI_Send, a window of W outstanding requests, a handshake round trip before each trial,
 * compute-for-D as a busy wait on CLOCK_MONOTONIC (System.nanoTime's clock), the clock-read overhead subtracted,
 * batches of trials visited in shuffled interleaved rounds until a point's 95% CI is within the target, trials
 * above three batch medians left out, the RTT re-measured between rounds. It writes signature.csv and rtt.csv in
 * logp's file contract, and its own extraction of o_s, o_r, g, L and RTT to extraction.json, so `logp fit` can be
 * checked against a program that is not logp.
 *
 * Built at setup with the MPI's own mpicc (scripts/setup.sh). Rank 0 requests, rank 1 serves, other ranks wait.
 * Usage: logp_twin --out DIR [--delays D,...] [--m-max M] [--m-cap M] [--window W] [--payload-words N]
 *                  [--batch B] [--min-batches K] [--relative-ci F] [--max-trials N] [--max-point-seconds S]
 *                  [--rtt-trials N] [--budget-seconds S] [--warmup-seconds S] [--seed N]
 *        logp_twin --probe   one message from rank 0 to rank 1 and back, then MPI_Finalize: whether a transport (an
 *                            MCA setting such as pml ucx) starts at all, as `logp tradeoffs` asks before measuring
 * Exit: 0 done, 2 bad arguments, 1 anything else (the message says what).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define TAG_REQUEST 101
#define TAG_REPLY 102
#define HANDLER_ECHO 1
#define HANDLER_SHUTDOWN (-1)
#define MAX_DELAYS 16
#define MAX_M 64
#define REFERENCE_BATCHES 4
#define OUTLIER_CUT 3.0
#define SEND_ONLY_TOLERANCE 0.05
#define ABOVE_GAP_MARGIN 0.05
#define STEADY_SPAN 4
#define MIN_STEADY_ROUND_TRIPS 2
#define PILOT_TRIALS 21
#define CLOCK_READS (1 << 20)
#define Z95 1.959964

/* ---- settings (logp's defaults, data/Defaults.java) ---- */
static const char *out_dir;
static double delays_us[MAX_DELAYS];
static int n_delays = -1;
static int m_max = 256, m_cap = 4096, window_w = 32, payload_words = 4, batch = 50, min_batches = 3;
static int max_trials = 2000, rtt_trials = 2000;
static double relative_ci = 0.05, max_point_seconds = 1.0, budget_seconds = 90, warmup_seconds = 1.0;
static unsigned long seed = 1;

/* ---- transport ---- */
static MPI_Comm request_comm, reply_comm;
static int rank, size, bytes;
static int reply_slots, request_slots, reply_head, request_head, outstanding, sequence;
static MPI_Request *replies, *requests;
static int32_t *reply_bufs, *request_bufs, *send_buf;
static long long clock_overhead_ns;

static void fail(const char *what) {
    fprintf(stderr, "logp_twin: rank %d: %s\n", rank, what);
    MPI_Abort(MPI_COMM_WORLD, 1);
    exit(1);
}

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void spin(long long ns) {
    if (ns <= 0) return;
    long long deadline = now_ns() + ns;
    while (now_ns() < deadline) {
    }
}

static void post_ring(MPI_Request *ring, int32_t *bufs, int slots, MPI_Comm comm, int tag) {
    for (int i = 0; i < slots; i++) {
        MPI_Recv_init(bufs + (size_t)i * payload_words, bytes, MPI_BYTE, MPI_ANY_SOURCE, tag, comm, &ring[i]);
        MPI_Start(&ring[i]);
    }
}

static int reply_arrived(void) {
    int flag;
    MPI_Test(&replies[reply_head], &flag, MPI_STATUS_IGNORE);
    return flag;
}

static void handle_reply(void) {
    MPI_Start(&replies[reply_head]);
    reply_head = reply_head + 1 == reply_slots ? 0 : reply_head + 1;
    outstanding--;
}

static void await_reply(void) {
    while (!reply_arrived()) {
    }
    handle_reply();
}

static void request(int handler) {
    while (outstanding > 0 && reply_arrived()) handle_reply();
    if (outstanding >= window_w) await_reply();
    send_buf[0] = handler;
    send_buf[1] = rank;
    send_buf[2] = ++sequence;
    send_buf[3] = bytes;
    MPI_Send(send_buf, bytes, MPI_BYTE, 1, TAG_REQUEST, request_comm);
    outstanding++;
}

static void drain(void) {
    while (outstanding > 0) await_reply();
}

static void serve(void) {
    for (;;) {
        int flag;
        MPI_Test(&requests[request_head], &flag, MPI_STATUS_IGNORE);
        if (!flag) continue;
        int32_t *req = request_bufs + (size_t)request_head * payload_words;
        int handler = req[0], source = req[1];
        send_buf[0] = handler;
        send_buf[1] = rank;
        send_buf[2] = req[2];
        send_buf[3] = bytes;
        MPI_Send(send_buf, bytes, MPI_BYTE, source, TAG_REPLY, reply_comm);
        MPI_Start(&requests[request_head]);
        request_head = request_head + 1 == request_slots ? 0 : request_head + 1;
        if (handler == HANDLER_SHUTDOWN) return;
    }
}

/* ---- the issue loop (engine/IssueLoop) ---- */
static void handshake(void) {
    drain();
    request(HANDLER_ECHO);
    drain();
}

static long long issue_phase(int m, long long delay_ns) {
    handshake();
    long long start = now_ns();
    for (int i = 0; i < m; i++) {
        request(HANDLER_ECHO);
        spin(delay_ns);
    }
    long long end = now_ns();
    drain();
    return end - start;
}

static long long round_trip(void) {
    drain();
    long long start = now_ns();
    request(HANDLER_ECHO);
    drain();
    return now_ns() - start;
}

/* ---- statistics (stats/BatchMeans, stats/ConfidenceInterval) ---- */
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median_of(double *v, int n) {
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Student t, two-sided 95%, for 1..30 degrees of freedom; the normal quantile beyond. */
static double t95(int dof) {
    static const double t[] = {0,      12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                               2.201,  2.179,  2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080,
                               2.074,  2.069,  2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (dof < 1) return NAN;
    return dof <= 30 ? t[dof] : Z95;
}

typedef struct {
    double *means;
    int batches, trials;
} BatchMeans;

/* Adds one batch, leaving out trials above OUTLIER_CUT times the batch's median. */
static void batch_add(BatchMeans *b, const double *samples, int count) {
    double *sorted = malloc(sizeof *sorted * count);
    memcpy(sorted, samples, sizeof *sorted * count);
    double med = median_of(sorted, count);
    double sum = 0;
    int kept = 0;
    for (int i = 0; i < count; i++) {
        if (med > 0 && samples[i] > OUTLIER_CUT * med) continue;
        sum += samples[i];
        kept++;
    }
    free(sorted);
    b->means = realloc(b->means, sizeof *b->means * (b->batches + 1));
    b->means[b->batches++] = kept ? sum / kept : med;
    b->trials += count;
}

static double batch_mean(const BatchMeans *b) {
    double s = 0;
    for (int i = 0; i < b->batches; i++) s += b->means[i];
    return b->batches ? s / b->batches : NAN;
}

static double batch_ci95(const BatchMeans *b) {
    if (b->batches < 2) return NAN;
    double mean = batch_mean(b), ss = 0;
    for (int i = 0; i < b->batches; i++) ss += (b->means[i] - mean) * (b->means[i] - mean);
    return t95(b->batches - 1) * sqrt(ss / (b->batches - 1) / b->batches);
}

/* ---- the sweep (experiment/SignatureSweep) ---- */
typedef struct {
    int m, curve;
    long long delay_ns;
    double effective_us;
    BatchMeans summary;
    long long ns_spent;
    int done;
} Point;

static Point *points;
static int n_points, points_capacity;
static int curve_last[MAX_DELAYS];

static void add_point(int curve, int m, long long delay_ns, double effective_us) {
    if (n_points == points_capacity) {
        points_capacity = points_capacity ? 2 * points_capacity : 64;
        points = realloc(points, sizeof *points * points_capacity);
    }
    Point p = {m, curve, delay_ns, effective_us, {NULL, 0, 0}, 0, 0};
    points[n_points] = p;
    curve_last[curve] = n_points++;
}

/* 1, 2, 3, 4, 6, 8, 12, ... up to m_max (experiment/SweepPlan.mGrid). */
static int m_grid(int *grid) {
    int n = 0;
    for (int p = 1; p <= m_max && n < MAX_M - 2; p *= 2) {
        grid[n++] = p;
        if (p >= 2 && p + p / 2 <= m_max) grid[n++] = p + p / 2;
    }
    if (grid[n - 1] != m_max) grid[n++] = m_max;
    return n;
}

static double effective_delay_us(long long delay_ns) {
    if (delay_ns <= 0) return 0;
    double runs[7];
    for (int r = 0; r < 7; r++) {
        long long start = now_ns();
        for (int i = 0; i < 2000; i++) spin(delay_ns);
        runs[r] = (double)(now_ns() - start) / 2000;
    }
    return median_of(runs, 7) / 1e3;
}

static long long median_issue_ns(int m) {
    double t[PILOT_TRIALS];
    for (int i = 0; i < PILOT_TRIALS; i++) t[i] = (double)(issue_phase(m, 0) - clock_overhead_ns);
    return (long long)median_of(t, PILOT_TRIALS);
}

/* Two significant digits, as experiment/SweepPlan.delaysFromGap rounds. */
static double two_digits(double v) {
    if (v <= 0) return 0;
    double scale = pow(10, floor(log10(v)) - 1);
    return round(v / scale) * scale;
}

static void rtt_batch(BatchMeans *b, double *samples, int count) {
    for (int i = 0; i < count; i++) samples[i] = (double)(round_trip() - clock_overhead_ns) / 1e3;
    batch_add(b, samples, count);
}

static void shuffle(int *v, int n) {
    for (int i = n - 1; i > 0; i--) {
        seed = seed * 6364136223846793005UL + 1442695040888963407UL;
        int j = (int)((seed >> 33) % (unsigned long)(i + 1));
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }
}

static void write_file(const char *name, const char *text) {
    char path[4096], tmp[4200];
    snprintf(path, sizeof path, "%s/%s", out_dir, name);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    if (!f || fputs(text, f) == EOF || fclose(f) != 0) {
        char msg[4400];
        snprintf(msg, sizeof msg, "cannot write %s: %s", tmp, strerror(errno));
        fail(msg);
    }
    if (rename(tmp, path) != 0) fail("cannot rename the output file into place");
}

/* Grows a heap string by printf. */
static char *appendf(char *s, size_t *len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static char *appendf(char *s, size_t *len, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    s = realloc(s, *len + n + 1);
    va_start(ap, fmt);
    vsnprintf(s + *len, n + 1, fmt, ap);
    va_end(ap);
    *len += n;
    return s;
}

static void write_signature(void) {
    size_t len = 0;
    char *s = appendf(NULL, &len, "n_bytes,delay_us,m,cost_us,ci95_us,samples\n");
    for (int c = 0; c < n_delays; c++)
        for (int i = 0; i < n_points; i++) {
            Point *p = &points[i];
            if (p->curve != c || p->summary.batches == 0) continue;
            double ci = batch_ci95(&p->summary);
            if (isnan(ci)) s = appendf(s, &len, "%d,%.6g,%d,%.6g,,%d\n", bytes, p->effective_us, p->m,
                                       batch_mean(&p->summary), p->summary.trials);
            else s = appendf(s, &len, "%d,%.6g,%d,%.6g,%.6g,%d\n", bytes, p->effective_us, p->m,
                             batch_mean(&p->summary), ci, p->summary.trials);
        }
    write_file("signature.csv", s);
    free(s);
}

static void write_rtt(const BatchMeans *rtt) {
    size_t len = 0;
    char *s = appendf(NULL, &len, "n_bytes,rtt_us,ci95_us,samples\n");
    s = appendf(s, &len, "%d,%.6g,%.6g,%d\n", bytes, batch_mean(rtt), batch_ci95(rtt), rtt->trials);
    write_file("rtt.csv", s);
    free(s);
}

/* ---- the twin's own extraction (Culler et al.; a simpler steady-part rule than logp's fit) ---- */
typedef struct {
    double value, ci95;
} Estimate;

static Estimate weighted_mean(const double *v, const double *ci, int k) {
    Estimate e = {v[0], ci[0]};
    if (k == 1) return e;
    int weighted = 1;
    for (int i = 0; i < k; i++)
        if (!(ci[i] > 0)) weighted = 0;
    double sw = 0, swv = 0, chi2 = 0;
    for (int i = 0; i < k; i++) {
        double w = weighted ? 1 / pow(ci[i] / Z95, 2) : 1;
        sw += w;
        swv += w * v[i];
    }
    double mean = swv / sw;
    for (int i = 0; i < k; i++) chi2 += (weighted ? 1 / pow(ci[i] / Z95, 2) : 1) * pow(v[i] - mean, 2);
    double scatter = chi2 / (k - 1);
    double se = weighted ? sqrt(fmax(1, scatter) / sw) : sqrt(scatter / k);
    e.value = mean;
    e.ci95 = (!weighted || scatter > 1 ? t95(k - 1) : Z95) * se;
    return e;
}

#define NEIGHBOURHOOD 5

/* For each point idx[j], the median CI relative to its mean of the NEIGHBOURHOOD points with CIs nearest it (itself
 * among them): no point is weighted as more precise than its neighbours (fit/TotalTimeErrors.typicalRelativeCis). A CI
 * from three batches is rough, and the points that stop early are those whose CI came out small by chance. */
static void typical_relative_cis(const int *idx, int k, double *typical) {
    double rel[MAX_M * 4], window[NEIGHBOURHOOD];
    int with_ci[MAX_M * 4], n = 0;
    for (int j = 0; j < k; j++) {
        double ci = batch_ci95(&points[idx[j]].summary), mean = batch_mean(&points[idx[j]].summary);
        typical[j] = 0;
        if (ci >= 0 && mean > 0) rel[n] = ci / mean, with_ci[n++] = j;
    }
    for (int q = 0; q < n; q++) {
        int from = q - NEIGHBOURHOOD / 2;
        if (from > n - NEIGHBOURHOOD) from = n - NEIGHBOURHOOD;
        if (from < 0) from = 0;
        int length = n - from < NEIGHBOURHOOD ? n - from : NEIGHBOURHOOD;
        memcpy(window, rel + from, sizeof *window * length);
        typical[with_ci[q]] = median_of(window, length);
    }
}

static double point_sigma(const Point *p, double typical) {
    return p->m * fmax(batch_ci95(&p->summary), typical * batch_mean(&p->summary)) / Z95;
}

/* The slope of T(M) = M cost(M) over the curve's points with M >= M_last / STEADY_SPAN (at least three), weighted. */
static Estimate steady_slope(int curve) {
    int idx[MAX_M * 4], k = 0, last_m = points[curve_last[curve]].m;
    for (int i = 0; i < n_points; i++)
        if (points[i].curve == curve && points[i].summary.batches > 0) idx[k++] = i;
    double typical[MAX_M * 4];
    typical_relative_cis(idx, k, typical);
    int from = k;
    while (from > 0 && (points[idx[from - 1]].m * STEADY_SPAN >= last_m || k - from < 3)) from--;
    double sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    int weighted = 1;
    for (int j = from; j < k; j++)
        if (!(batch_ci95(&points[idx[j]].summary) > 0)) weighted = 0;
    for (int j = from; j < k; j++) {
        Point *p = &points[idx[j]];
        double x = p->m, y = p->m * batch_mean(&p->summary);
        double sigma = point_sigma(p, typical[j]);
        double w = weighted ? 1 / (sigma * sigma) : 1;
        sw += w, sx += w * x, sy += w * y, sxx += w * x * x, sxy += w * x * y;
    }
    double det = sw * sxx - sx * sx;
    Estimate e = {(sw * sxy - sx * sy) / det, NAN};
    int n = k - from;
    if (n > 2) {
        double intercept = (sy - e.value * sx) / sw, chi2 = 0;
        for (int j = from; j < k; j++) {
            Point *p = &points[idx[j]];
            double sigma = point_sigma(p, typical[j]);
            double r = p->m * batch_mean(&p->summary) - intercept - e.value * p->m;
            chi2 += weighted ? r * r / (sigma * sigma) : r * r;
        }
        double scatter = chi2 / (n - 2);
        double var = weighted ? fmax(1, scatter) * sw / det : scatter * sw / det;
        e.ci95 = (weighted && scatter <= 1 ? Z95 : t95(n - 2)) * sqrt(var);
    }
    return e;
}

static void extract(const BatchMeans *rtt_summary) {
    Estimate rtt = {batch_mean(rtt_summary), batch_ci95(rtt_summary)};
    /* o_s: the send-only regime of the D = 0 curve (fit/SendOnly) */
    double v[MAX_M * 4], ci[MAX_M * 4];
    int k = 0;
    double first = NAN;
    int first_m = 0;
    for (int i = 0; i < n_points; i++) {
        Point *p = &points[i];
        if (p->curve != 0 || p->summary.batches == 0) continue;
        double cost = batch_mean(&p->summary);
        if (isnan(first)) first = cost, first_m = p->m;
        double bound = fmax(first_m, rtt.value / (2 * first));
        if (p->m > bound || cost > first * (1 + SEND_ONLY_TOLERANCE)) break;
        v[k] = cost;
        ci[k++] = batch_ci95(&p->summary);
    }
    Estimate os = weighted_mean(v, ci, k);
    Estimate g = steady_slope(0);
    /* o_r: curves whose steady cost o_s + o_r + D rises clearly above g */
    double xs[MAX_DELAYS], ys[MAX_DELAYS], ys_ci[MAX_DELAYS];
    int above = 0;
    for (int c = 1; c < n_delays; c++) {
        Estimate s = steady_slope(c);
        double noise = 2 * sqrt(pow(isnan(s.ci95) ? 0 : s.ci95, 2) + pow(isnan(g.ci95) ? 0 : g.ci95, 2));
        if (s.value > g.value + fmax(ABOVE_GAP_MARGIN * g.value, noise)) {
            xs[above] = points[curve_last[c]].effective_us;
            ys[above] = s.value;
            ys_ci[above++] = s.ci95;
        }
    }
    Estimate orr = {NAN, NAN};
    if (above == 1) {
        orr.value = ys[0] - xs[0] - os.value;
        orr.ci95 = sqrt(pow(ys_ci[0], 2) + pow(os.ci95, 2));
    } else if (above > 1) { /* unweighted line steady = a + b D; o_r = a - o_s */
        double mx = 0, my = 0, sxx = 0, sxy = 0, ss = 0;
        for (int i = 0; i < above; i++) mx += xs[i] / above, my += ys[i] / above;
        for (int i = 0; i < above; i++) sxx += pow(xs[i] - mx, 2), sxy += (xs[i] - mx) * (ys[i] - my);
        double b = sxy / sxx, a = my - b * mx;
        for (int i = 0; i < above; i++) ss += pow(ys[i] - a - b * xs[i], 2);
        double se_a = above > 2 ? sqrt(ss / (above - 2) * (1.0 / above + mx * mx / sxx)) : NAN;
        if (above == 2) { /* a line through two points: the points' own CIs carry over to the intercept */
            double w = mx * mx / sxx;
            se_a = sqrt((pow(ys_ci[0], 2) + pow(ys_ci[1], 2)) / 2 / Z95 / Z95 * (0.5 + w));
        }
        orr.value = a - os.value;
        orr.ci95 = sqrt(pow((above > 2 ? t95(above - 2) : Z95) * se_a, 2) + pow(os.ci95, 2));
    }
    Estimate latency = {rtt.value / 2 - os.value - orr.value,
                        sqrt(pow(rtt.ci95 / 2, 2) + pow(os.ci95, 2) + pow(orr.ci95, 2))};
    size_t len = 0;
    char *s = appendf(NULL, &len, "{\n  \"method\": \"logp_twin: o_s = send-only mean of the D = 0 curve, g = slope of "
                                  "M cost(M) over M >= M_last/%d (each point weighted by its CI, at least its %d nearest points' "
                                  "median relative CI), o_r from curves above g, L = RTT/2 - o_s - o_r\",\n",
                      STEADY_SPAN,
                      NEIGHBOURHOOD);
    Estimate all[] = {os, orr, g, latency, rtt};
    const char *keys[] = {"o_s", "o_r", "g", "L", "rtt"};
    for (int i = 0; i < 5; i++) {
        if (isnan(all[i].value)) s = appendf(s, &len, "  \"%s_us\": null,\n", keys[i]);
        else s = appendf(s, &len, "  \"%s_us\": %.6g,\n", keys[i], all[i].value);
        if (isnan(all[i].ci95)) s = appendf(s, &len, "  \"%s_ci95_us\": null%s\n", keys[i], i < 4 ? "," : "");
        else s = appendf(s, &len, "  \"%s_ci95_us\": %.6g%s\n", keys[i], all[i].ci95, i < 4 ? "," : "");
    }
    s = appendf(s, &len, "}\n");
    write_file("extraction.json", s);
    printf("logp_twin: o_s %.4f  o_r %.4f  g %.4f  L %.4f  RTT %.4f us\n", os.value, orr.value, g.value,
           latency.value, rtt.value);
    free(s);
}

static void requester(void) {
    int grid[MAX_M];
    int n_grid = m_grid(grid);
    /* clock overhead: minimum difference of back-to-back reads (engine/ClockProbe) */
    long long prev = now_ns(), min_diff = -1;
    for (int i = 0; i < CLOCK_READS; i++) {
        long long t = now_ns(), d = t - prev;
        if (d > 0 && (min_diff < 0 || d < min_diff)) min_diff = d;
        prev = t;
    }
    clock_overhead_ns = min_diff < 0 ? 0 : min_diff;
    /* untimed warm-up over the whole grid (experiment/WarmUp) */
    long long warm_end = now_ns() + (long long)(warmup_seconds * 1e9);
    while (now_ns() < warm_end)
        for (int i = 0; i < n_grid; i++) issue_phase(grid[i], 200);
    /* the RTT before the sweep */
    BatchMeans before = {NULL, 0, 0};
    double *samples = malloc(sizeof *samples * (batch * REFERENCE_BATCHES > max_trials ? batch * REFERENCE_BATCHES
                                                                                       : max_trials));
    while (before.trials + batch <= (rtt_trials > max_trials ? rtt_trials : max_trials)) {
        rtt_batch(&before, samples, batch);
        if (before.trials >= rtt_trials) break;
    }
    /* the delays: D = 0 and multiples of the pilot gap (experiment/PilotGap) */
    if (n_delays < 0) {
        double t1 = median_issue_ns(grid[n_grid - 2]), t2 = median_issue_ns(grid[n_grid - 1]);
        double pilot = (t2 - t1) / (grid[n_grid - 1] - grid[n_grid - 2]) / 1e3;
        if (!(pilot > 0)) pilot = t2 / grid[n_grid - 1] / 1e3;
        double factors[] = {0.5, 1, 2, 4};
        n_delays = 5;
        delays_us[0] = 0;
        for (int i = 0; i < 4; i++) delays_us[i + 1] = two_digits(pilot * factors[i]);
        printf("logp_twin: pilot gap %.3f us\n", pilot);
    }
    for (int c = 0; c < n_delays; c++) {
        long long delay_ns = llround(delays_us[c] * 1e3);
        double eff = effective_delay_us(delay_ns);
        for (int i = 0; i < n_grid; i++) add_point(c, grid[i], delay_ns, eff);
    }
    BatchMeans interleaved = {NULL, 0, 0};
    long long start = now_ns();
    double *costs = malloc(sizeof *costs * batch);
    int *order = malloc(sizeof *order * 1);
    int rounds = 0;
    for (;;) {
        int pending = 0;
        for (int i = 0; i < n_points; i++) pending += !points[i].done;
        if (pending == 0) { /* extend curves issued in less than two round trips at their largest M */
            double rtt_us = batch_mean(interleaved.batches ? &interleaved : &before);
            for (int c = 0; c < n_delays; c++) {
                Point *last = &points[curve_last[c]];
                if (last->m * batch_mean(&last->summary) >= MIN_STEADY_ROUND_TRIPS * rtt_us || last->m >= m_cap)
                    continue;
                int ms[] = {last->m + last->m / 2, 2 * last->m}, m0 = last->m;
                long long d = last->delay_ns;
                double eff = last->effective_us;
                for (int j = 0; j < 2; j++)
                    if (ms[j] <= m_cap && ms[j] > m0) add_point(c, ms[j], d, eff), pending++;
            }
            if (pending == 0) break;
        }
        if (now_ns() - start > (long long)(budget_seconds * 1e9)) {
            fprintf(stderr, "logp_twin: the sweep's time budget ran out before every point was measured\n");
            break;
        }
        order = realloc(order, sizeof *order * n_points);
        int n = 0;
        for (int i = 0; i < n_points; i++)
            if (!points[i].done) order[n++] = i;
        shuffle(order, n);
        for (int j = 0; j < n; j++) {
            Point *p = &points[order[j]];
            long long t0 = now_ns();
            for (int i = 0; i < batch; i++)
                costs[i] = (double)(issue_phase(p->m, p->delay_ns) - clock_overhead_ns) / 1e3 / p->m;
            p->ns_spent += now_ns() - t0;
            batch_add(&p->summary, costs, batch);
            double rel = batch_ci95(&p->summary) / batch_mean(&p->summary);
            int precise = p->summary.batches >= min_batches && rel <= relative_ci;
            int capped = p->summary.trials + batch > max_trials || p->ns_spent >= (long long)(max_point_seconds * 1e9);
            p->done = precise || capped;
        }
        for (int b = 0; b < REFERENCE_BATCHES; b++) rtt_batch(&interleaved, samples, batch);
        rounds++;
        write_signature(); /* after every round, so an interrupted sweep loses at most one */
        write_rtt(&interleaved);
    }
    printf("logp_twin: %d rounds, %d points\n", rounds, n_points);
    write_signature();
    write_rtt(interleaved.batches ? &interleaved : &before);
    extract(interleaved.batches ? &interleaved : &before);
    send_buf[0] = HANDLER_SHUTDOWN;
    send_buf[1] = rank;
    MPI_Send(send_buf, bytes, MPI_BYTE, 1, TAG_REQUEST, request_comm);
    /* the shutdown is answered: take the reply so no receive is left matched and unhandled */
    outstanding++;
    drain();
    free(samples);
    free(costs);
    free(order);
}

/* A bad argument: every rank knows it, rank 0 says it, all exit 2 without starting the measurement. */
static void bad_arg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void bad_arg(const char *fmt, ...) {
    if (rank == 0) {
        va_list ap;
        va_start(ap, fmt);
        fputs("logp_twin: ", stderr);
        vfprintf(stderr, fmt, ap);
        fputc('\n', stderr);
        va_end(ap);
    }
    MPI_Finalize();
    exit(2);
}

static int parse_int(const char *name, const char *v, int lo, int hi) {
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (errno || *end || x < lo || x > hi) bad_arg("%s: '%s' is not an integer in [%d, %d]", name, v, lo, hi);
    return (int)x;
}

static double parse_double(const char *name, const char *v, double lo, double hi) {
    char *end;
    errno = 0;
    double x = strtod(v, &end);
    if (errno || *end || !(x >= lo && x <= hi)) bad_arg("%s: '%s' is not a number in [%g, %g]", name, v, lo, hi);
    return x;
}

static void parse(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) bad_arg("%s needs a value", a);
        i++;
        if (!strcmp(a, "--out")) out_dir = v;
        else if (!strcmp(a, "--delays")) {
            char *copy = strdup(v), *save, *tok;
            n_delays = 0;
            for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
                if (n_delays == MAX_DELAYS) bad_arg("--delays: at most %d delays", MAX_DELAYS);
                delays_us[n_delays] = parse_double("--delays", tok, 0, 1e6);
                if (n_delays == 0 ? delays_us[0] != 0 : delays_us[n_delays] <= delays_us[n_delays - 1])
                    bad_arg("--delays: '%s': the delays must start with 0 and ascend", v);
                n_delays++;
            }
            free(copy);
        } else if (!strcmp(a, "--m-max")) m_max = parse_int(a, v, 2, 1 << 20);
        else if (!strcmp(a, "--m-cap")) m_cap = parse_int(a, v, 2, 1 << 20);
        else if (!strcmp(a, "--window")) window_w = parse_int(a, v, 1, 1 << 16);
        else if (!strcmp(a, "--payload-words")) payload_words = parse_int(a, v, 4, 1 << 16);
        else if (!strcmp(a, "--batch")) batch = parse_int(a, v, 2, 1 << 20);
        else if (!strcmp(a, "--min-batches")) min_batches = parse_int(a, v, 1, 1 << 20);
        else if (!strcmp(a, "--relative-ci")) relative_ci = parse_double(a, v, 1e-6, 0.999999);
        else if (!strcmp(a, "--max-trials")) max_trials = parse_int(a, v, 2, 1 << 28);
        else if (!strcmp(a, "--max-point-seconds")) max_point_seconds = parse_double(a, v, 1e-3, 3600);
        else if (!strcmp(a, "--rtt-trials")) rtt_trials = parse_int(a, v, 1, 1 << 28);
        else if (!strcmp(a, "--budget-seconds")) budget_seconds = parse_double(a, v, 0.01, 1e6);
        else if (!strcmp(a, "--warmup-seconds")) warmup_seconds = parse_double(a, v, 0, 3600);
        else if (!strcmp(a, "--seed")) seed = (unsigned long)parse_int(a, v, 0, 1 << 30);
        else bad_arg("unknown option %s", a);
    }
    if (!out_dir) bad_arg("--out DIR is required");
    if (m_cap < m_max) m_cap = m_max;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc == 2 && !strcmp(argv[1], "--probe")) {
        int token = 1;
        if (rank == 0 && size > 1) {
            MPI_Send(&token, 1, MPI_INT, 1, TAG_REQUEST, MPI_COMM_WORLD);
            MPI_Recv(&token, 1, MPI_INT, 1, TAG_REPLY, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else if (rank == 1) {
            MPI_Recv(&token, 1, MPI_INT, 0, TAG_REQUEST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&token, 1, MPI_INT, 0, TAG_REPLY, MPI_COMM_WORLD);
        }
        MPI_Finalize();
        return 0;
    }
    parse(argc, argv);
    if (size < 2) fail("needs at least 2 ranks");
    setvbuf(stdout, NULL, _IOLBF, 0);
    bytes = 4 * payload_words;
    MPI_Comm_dup(MPI_COMM_WORLD, &request_comm);
    MPI_Comm_dup(MPI_COMM_WORLD, &reply_comm);
    reply_slots = window_w;
    request_slots = (window_w > 8 ? window_w : 8) * (size - 1);
    replies = malloc(sizeof *replies * reply_slots);
    requests = malloc(sizeof *requests * request_slots);
    reply_bufs = calloc((size_t)reply_slots * payload_words, sizeof(int32_t));
    request_bufs = calloc((size_t)request_slots * payload_words, sizeof(int32_t));
    send_buf = calloc(payload_words, sizeof(int32_t));
    if (rank <= 1) {
        post_ring(replies, reply_bufs, reply_slots, reply_comm, TAG_REPLY);
        post_ring(requests, request_bufs, request_slots, request_comm, TAG_REQUEST);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 0) requester();
    else if (rank == 1) serve();
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank <= 1) {
        for (int i = 0; i < reply_slots; i++) {
            MPI_Cancel(&replies[i]);
            MPI_Wait(&replies[i], MPI_STATUS_IGNORE);
            MPI_Request_free(&replies[i]);
        }
        for (int i = 0; i < request_slots; i++) {
            MPI_Cancel(&requests[i]);
            MPI_Wait(&requests[i], MPI_STATUS_IGNORE);
            MPI_Request_free(&requests[i]);
        }
    }
    MPI_Comm_free(&request_comm);
    MPI_Comm_free(&reply_comm);
    MPI_Finalize();
    return 0;
}
