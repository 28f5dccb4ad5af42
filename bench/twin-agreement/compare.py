#!/usr/bin/env python3
"""Per launch directory: the twin's extraction.json against logp fit's fit.json, as r = |twin - fit| / hypot(CIs)
(r > 1: beyond the 95% combined error; r > 1.68 = 3.29 / 1.96: beyond 99.9%), then the counts."""
import json
import math
import sys

KEYS = ("g", "o_r", "L")
LIMIT_999 = 3.2905 / 1.959964
counts = {k: [0, 0, 0, 0.0] for k in KEYS}  # compared, beyond 95%, beyond 99.9%, largest r
for d in sys.argv[1:]:
    own = json.load(open(d + "/extraction.json"))
    fit = json.load(open(d + "/fit.json"))
    line = "/".join(d.rstrip("/").split("/")[-2:])
    for k in KEYS:
        a, ca, b, cb = own[k + "_us"], own[k + "_ci95_us"], fit[k + "_us"], fit[k + "_ci95_us"]
        if None in (a, ca, b, cb):
            line += f"  {k}: none"
            continue
        r = abs(a - b) / math.hypot(ca, cb)
        c = counts[k]
        c[0] += 1
        c[1] += r > 1
        c[2] += r > LIMIT_999
        c[3] = max(c[3], r)
        line += f"  {k}: twin {a:.4f}±{ca:.4f} fit {b:.4f}±{cb:.4f} r={r:.2f}"
    print(line)
for k in KEYS:
    n, beyond95, beyond999, largest = counts[k]
    print(f"{k}: {n} launches compared, {beyond95} beyond 95%, {beyond999} beyond 99.9%, largest r {largest:.2f}")
