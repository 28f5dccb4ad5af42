#!/usr/bin/env python3
"""Writes large inputs for the scale bench: a run directory with a signature.csv of ROWS rows (and rtt.csv),
or a samples file of LINES lines for `logp stats`.

  make-data.py signature DIR ROWS [--no-ci] [--outliers RATE] [--seed N]
  make-data.py samples FILE LINES [--seed N]

The signature is the textbook Myrinet of Culler et al. (o_s 2, o_r 2.6, g 12.4, L 11.1 us): six delays around
Idle, each curve with ROWS/6 points at M = 1, 2, 3, ... (long curves are what makes the steady-state search
work hard), 0.2% Gaussian noise on every cost and its 95% CI, and optional outliers (a point 30% slow).
"""
import argparse
import random

O_S, O_R, G, L = 2.0, 2.6, 12.4, 11.1
RTT = 2 * (O_S + L + O_R)
IDLE = G - O_S - O_R
DELAYS = [0, IDLE / 4, IDLE / 2, 2 * G, 4 * G, 8 * G]
NOISE = 0.002


def cost(delay, m):
    send_only = O_S + delay
    steady = max(G, O_S + O_R + delay)
    start = RTT / send_only
    if m <= start:
        return send_only
    if m >= 2 * start:
        return steady
    return send_only + (steady - send_only) * (m - start) / start


def signature(args):
    import os
    rnd = random.Random(args.seed)
    os.makedirs(args.path, exist_ok=True)
    per_curve = max(1, args.count // len(DELAYS))
    with open(os.path.join(args.path, "signature.csv"), "w") as out:
        out.write("n_bytes,delay_us,m,cost_us,ci95_us,samples\n")
        for d in DELAYS:
            for m in range(1, per_curve + 1):
                c = cost(d, m) * (1 + rnd.gauss(0, NOISE / m ** 0.5))
                if args.outliers and rnd.random() < args.outliers:
                    c *= 1.3
                ci = "" if args.no_ci else "%.6f" % (1.96 * NOISE * c / m ** 0.5)
                out.write("0,%.6f,%d,%.6f,%s,%s\n" % (d, m, c, ci, "" if args.no_ci else "150"))
    with open(os.path.join(args.path, "rtt.csv"), "w") as out:
        out.write("n_bytes,rtt_us,ci95_us,samples\n0,%.6f,0.020000,2000\n" % RTT)


def samples(args):
    rnd = random.Random(args.seed)
    with open(args.path, "w") as out:
        out.write("# time_us\n")
        for _ in range(args.count):
            out.write("%.6f\n" % (30 + rnd.expovariate(1 / 2.0)))


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("kind", choices=["signature", "samples"])
    p.add_argument("path")
    p.add_argument("count", type=int)
    p.add_argument("--no-ci", action="store_true")
    p.add_argument("--outliers", type=float, default=0.0)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    signature(a) if a.kind == "signature" else samples(a)
