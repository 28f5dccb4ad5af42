#!/usr/bin/env python3
"""Summary of bench/below/run.sh: medians of the per-round ratios of logp's half round trip to the layers' own
tools, each layer's parameters (median over rounds, with the range), and what each MPI adds over the layer it runs
on, per parameter: the median of the per-round differences, and whether every round's difference exceeds the two
runs' combined 95% CI (marked *)."""
import csv
import math
import statistics
import sys

out = sys.argv[1]
lat = list(csv.DictReader(open(out + "/latency.csv")))


def ratios(a, b):
    return [float(r[a]) / float(r[b]) for r in lat if r[a] and r[b]]


print("Half round trip, 16-byte messages, %d alternating rounds (medians; per-round ratios)" % len(lat))
for col in ("logp_ucx_am_half_rtt_us", "ucx_perftest_am_us", "ucx_perftest_tag_us", "logp_ofi_half_rtt_us",
            "fi_pingpong_us"):
    v = [float(r[col]) for r in lat if r[col]]
    if v:
        print("  %-26s %8.3f us  (%s)" % (col, statistics.median(v), ", ".join("%.3f" % x for x in v)))
for a, b in (("logp_ucx_am_half_rtt_us", "ucx_perftest_am_us"), ("logp_ucx_am_half_rtt_us", "ucx_perftest_tag_us"),
             ("logp_ofi_half_rtt_us", "fi_pingpong_us")):
    r = ratios(a, b)
    if r:
        print("  %s / %s: median ratio %.2f (%s)" % (a, b, statistics.median(r), ", ".join("%.2f" % x for x in r)))

rows = [r for r in csv.DictReader(open(out + "/layers.csv")) if r["run"] != "failed"]
params = ("o_s", "o_r", "g", "L", "rtt")
layers = []
for r in rows:
    if r["layer"] not in layers:
        layers.append(r["layer"])
print()
print("Each layer's parameters, us (median over rounds [min..max])")
print("  %-9s" % "layer" + "".join("%-24s" % p for p in params))
for layer in layers:
    cells = []
    for p in params:
        v = [float(r[p + "_us"]) for r in rows if r["layer"] == layer and r[p + "_us"]]
        cells.append("%.3f [%.3f..%.3f]" % (statistics.median(v), min(v), max(v)) if v else "n/a")
    print("  %-9s" % layer + "".join("%-24s" % c for c in cells))

print()
print("What the MPI adds over the layer it runs on, us (median of per-round differences; * every round beyond CIs)")
for mpi, below in (("ompi-ucx", "ucx-am"), ("ompi-ofi", "ofi-tcp")):
    cells = []
    for p in params:
        d, beyond = [], []
        for rnd in sorted({r["round"] for r in rows}):
            a = [r for r in rows if r["round"] == rnd and r["layer"] == mpi and r[p + "_us"]]
            b = [r for r in rows if r["round"] == rnd and r["layer"] == below and r[p + "_us"]]
            if not a or not b:
                continue
            diff = float(a[0][p + "_us"]) - float(b[0][p + "_us"])
            ci = math.hypot(float(a[0][p + "_ci95_us"] or "nan"), float(b[0][p + "_ci95_us"] or "nan"))
            d.append(diff)
            beyond.append(abs(diff) > ci)
        cells.append("%+.3f%s" % (statistics.median(d), "*" if d and all(beyond) else "") if d else "n/a")
    print("  %-8s - %-7s" % (mpi, below) + "".join("%-12s" % c for c in cells))
print("  columns: " + ", ".join(params))
