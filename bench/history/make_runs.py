#!/usr/bin/env python3
"""Makes N run directories for the history benchmark, cheaply: copies of real simulated runs' meta.json and
logp.json, each with its own run id and date (one night apart) and its values moved by the run's own CI times a
standard normal draw, so that every run is distinct and the bands are those of real runs.

usage: make_runs.py SOURCE_RUN_DIR... --count N --out DIR [--step FRACTION:US]

--step 0.7:0.6 moves o_s up by 0.6 us (and RTT, 2 (o_s + L + o_r), by 1.2 us) from the run at 70% of the count on, so
that the chart and the table of a long history show a level change and its PARAMETER_MOVED.
"""
import argparse
import datetime
import json
import os
import random

KEYS = ["o_s", "o_r", "g", "L", "rtt", "T0", "R"]


def unit(key):
    return "MBps" if key == "R" else "us"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--step", default=None, help="FRACTION:US, o_s up by US from that fraction of the runs on")
    a = ap.parse_args()
    step_at, step_us = (a.count + 1, 0.0)
    if a.step:
        fraction, us = a.step.split(":")
        step_at, step_us = (int(float(fraction) * a.count), float(us))
    rnd = random.Random(a.seed)
    start = datetime.datetime(2024, 1, 1, 2, 0, tzinfo=datetime.timezone.utc)
    for i in range(a.count):
        src = a.sources[i % len(a.sources)]
        with open(os.path.join(src, "meta.json")) as f:
            meta = json.load(f)
        with open(os.path.join(src, "logp.json")) as f:
            logp = json.load(f)
        run_id = "night-%05d" % (i + 1)
        meta["run_id"] = run_id + ".bench"
        meta["date"] = (start + datetime.timedelta(days=i)).isoformat().replace("+00:00", "Z")
        for k in KEYS:
            v, ci = logp.get(k + "_" + unit(k)), logp.get(k + "_ci95_" + unit(k))
            if v is not None and ci is not None:
                logp[k + "_" + unit(k)] = v + ci / 1.96 * rnd.gauss(0, 1)
        if i >= step_at:
            for k, factor in (("o_s", 1), ("rtt", 2)):
                if logp.get(k + "_us") is not None:
                    logp[k + "_us"] += factor * step_us
        d = os.path.join(a.out, run_id)
        os.makedirs(d, exist_ok=True)
        for name, obj in (("meta.json", meta), ("logp.json", logp)):
            with open(os.path.join(d, name), "w") as f:
                json.dump(obj, f, indent=2)


if __name__ == "__main__":
    main()
