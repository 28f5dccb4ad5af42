#!/usr/bin/env python3
"""Summary of bench/default-run/run.sh's launches.tsv: wall seconds of each build (median, range), the median of the
paired ratios new/old, and per launch the phases (meta.json load.phases), the parameters and the *_CAPPED codes.
With run.sh's start and cpu columns also each launch's CPU seconds and the wall seconds before the ranks' first phase
(up: setup, the JVMs, mpirun, MPI_Init, to meta.json's date) and after their last (end: the ranks' end, to meta.json's
last write, then the analysis, charts and report.html)."""
import csv
import datetime
import re
import json
import os
import statistics
import sys

PARAMS = ["o_s_us", "o_r_us", "g_us", "L_us", "rtt_us", "T0_us", "R_MBps", "G_us_per_byte"]


def load(run_dir):
    out = {"phases": {}, "params": {}, "capped": [], "load": None, "date": None, "meta_written": None}
    try:
        meta = json.load(open(os.path.join(run_dir, "meta.json")))
        out["meta_written"] = os.path.getmtime(os.path.join(run_dir, "meta.json"))
        # meta.json's date has nanoseconds; Python reads microseconds at most.
        date = re.sub(r"(\.\d{6})\d*", r"\1", meta["date"]).replace("Z", "+00:00")
        out["date"] = datetime.datetime.fromisoformat(date).timestamp()
        for p in meta.get("load", {}).get("phases", []):
            out["phases"][p["phase"]] = p["seconds"]
        phases = meta.get("load", {}).get("phases", [])
        if phases:
            out["load"] = max(p["before"]["load_average"] for p in phases)
    except (OSError, ValueError, KeyError):
        pass
    try:
        j = json.load(open(os.path.join(run_dir, "logp.json")))
        for k in PARAMS:
            if j.get(k) is not None:
                ci = j.get(k.replace("_us", "_ci95_us") if k.endswith("_us") else None)
                out["params"][k] = (j[k], ci)
        out["capped"] = sorted({w["code"] for w in j.get("warnings", []) if w["code"].endswith("_CAPPED")})
    except (OSError, ValueError, KeyError):
        pass
    return out


def main(tsv):
    rows = list(csv.DictReader(open(tsv), delimiter="\t"))
    by = {}
    for r in rows:
        by.setdefault(r["build"], {})[int(r["pair"])] = r
    print("launch  build  seconds    cpu  exit  load    up   end  phases (s)                                    capped")
    for r in rows:
        info = load(r["run_dir"])
        phases = " ".join(f"{k} {v:.1f}" for k, v in info["phases"].items())
        load_avg = f"{info['load']:.1f}" if info["load"] is not None else "-"
        up = end = cpu = "-"
        if r.get("start") and info["date"] is not None:
            t0 = float(r["start"])
            up = f"{info['date'] - t0:.1f}"
            end = f"{t0 + float(r['seconds']) - info['meta_written']:.1f}"
        if r.get("cpu"):
            cpu = f"{float(r['cpu']):.1f}"
        print(f"{r['pair']:>6}  {r['build']:<5}  {float(r['seconds']):7.1f}  {cpu:>5}  {r['exit']:>4}  {load_avg:>4}  "
              f"{up:>4}  {end:>4}  {phases:<45} {','.join(info['capped']) or '-'}")
    pairs = sorted(set(by.get("old", {})) & set(by.get("new", {})))
    for column, unit in (("seconds", "s"), ("cpu", "s of CPU")):
        if not all(r.get(column) for r in rows):
            continue
        for build in ("old", "new"):
            s = [float(r[column]) for r in by.get(build, {}).values()]
            if s:
                print(f"{build}: median {statistics.median(s):.1f} {unit} ({min(s):.1f} to {max(s):.1f}), "
                      f"{len(s)} launches")
        ratios = [float(by["new"][i][column]) / float(by["old"][i][column]) for i in pairs]
        if ratios:
            print(f"new/old ({column}): median of {len(ratios)} paired ratios {statistics.median(ratios):.2f} "
                  f"({min(ratios):.2f} to {max(ratios):.2f})")
    print("parameters, median of each build (value ± median CI):")
    for k in PARAMS:
        line = f"  {k:<14}"
        for build in ("old", "new"):
            vals = [load(r["run_dir"])["params"].get(k) for r in by.get(build, {}).values()]
            vals = [v for v in vals if v is not None]
            if vals:
                med = statistics.median(v[0] for v in vals)
                cis = [v[1] for v in vals if v[1] is not None]
                ci = f" ± {statistics.median(cis):.4g}" if cis else ""
                line += f"  {build} {med:.4g}{ci}"
        print(line)


if __name__ == "__main__":
    main(sys.argv[1])
