#!/usr/bin/env python3
"""Turns bench/ladder/run's JSON lines into the Markdown table of bench/README.md.

Exit status 1 when a target is missed: 75 % against the level below, 95 % for expert against
beginner (a draw counts half), expert's longest move at most 2 s of CPU time."""
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
print("| variant | a – b | games | a wins | b wins | draws | a's score | target | a's nodes/s | a's avg / longest move (CPU) |")
print("|---|---|---|---|---|---|---|---|---|---|")
missed = False
expert = {}
for r in rows:
    target = 0.95 if (r["a"], r["b"]) == ("expert", "beginner") else 0.75
    ok = r["a_score"] >= target
    missed |= not ok
    f = r["a_figures"]
    print(f"| {r['variant']} | {r['a']} – {r['b']} | {r['games']} | {r['a_wins']} | {r['b_wins']} | {r['draws']} | "
          f"{100 * r['a_score']:.1f} % | ≥ {round(100 * target)} % {'met' if ok else '**missed**'} | "
          f"{f['nodes_per_second'] / 1e6:.1f} M | {f['average_move_ms']:.0f} / {f['longest_move_ms']:.0f} ms |")
    if r["a"] == "expert":
        e = expert.setdefault(r["variant"], {"moves": 0, "ms": 0.0, "longest": 0.0, "longest_wall": 0.0, "nodes_s": []})
        e["moves"] += f["moves"]
        e["ms"] += f["average_move_ms"] * f["moves"]
        e["longest"] = max(e["longest"], f["longest_move_ms"])
        e["longest_wall"] = max(e["longest_wall"], f.get("longest_move_wall_ms", 0.0))
        e["nodes_s"].append(f["nodes_per_second"])
print()
for variant, e in expert.items():
    fast = e["longest"] <= 2000
    missed |= not fast
    print(f"Expert on {variant}: {e['moves']} moves, average {e['ms'] / e['moves']:.0f} ms, "
          f"longest {e['longest']:.0f} ms CPU (≤ 2 s {'met' if fast else '**missed**'}; "
          f"{e['longest_wall']:.0f} ms wall-clock), "
          f"{min(e['nodes_s']) / 1e6:.1f}–{max(e['nodes_s']) / 1e6:.1f} M nodes/s")
sys.exit(1 if missed else 0)
