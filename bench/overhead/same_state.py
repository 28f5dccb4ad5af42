#!/usr/bin/env python3
"""Medians of the native/C and bindings/C ratios over the rounds where both ways ran in the same machine state.

  bench/overhead/same_state.py DIR/openmpi-overhead.csv [...]

This machine flips between two states (round trips 2.5 x apart) from one launch to the next, so a round whose two
launches fell in different states compares the machine, not the ways.
"""
import csv, sys, statistics as st

# Rounds where the Java way and the C twin ran in the same machine state. A launch's state: "fast" when its RTT is
# within 1.6x of the smallest RTT its own way reached in the series, "slow" otherwise (the states differ by 2.5x here).
for path in sys.argv[1:]:
    rows=list(csv.DictReader(open(path)))
    by={}
    for r in rows: by.setdefault(r['way'],[]).append(r)
    base={w:min(float(r['rtt_us']) for r in rs) for w,rs in by.items()}
    state=lambda r: 'fast' if float(r['rtt_us'])<1.6*base[r['way']] else 'slow'
    c={r['round']:r for r in by.get('c',[])}
    for w in ('native','bindings'):
        if w not in by: continue
        pairs=[(r,c[r['round']]) for r in by[w] if r['round'] in c and state(r)==state(c[r['round']])]
        out=[]
        for p in ('o_s_us','o_r_us','g_us','rtt_us'):
            rat=[float(a[p])/float(b[p]) for a,b in pairs if a[p] and b[p]]
            out.append(f"{p[:-3]} {st.median(rat):.2f} ({min(rat):.2f}..{max(rat):.2f})" if rat else p+" -")
        states=[state(b) for a,b in pairs]
        print(f"{path}: {w}/c same-state rounds {len(pairs)} of {len(by[w])} ({states.count('fast')} fast): "+", ".join(out))
