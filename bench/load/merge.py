#!/usr/bin/env python3
"""Merges the JSON lines of several petteia-load processes into one result.

usage: merge.py [--server JSON] [--syscalls PART=CSV]... [--allocations CSV] [--timeline PATH] FILE...

Each FILE holds one process's output line, with its raw latency histogram (fixed 0.1 ms buckets);
the histograms are summed, so the merged percentiles are exact to the bucket. --server adds the
driver's readings of the server (peak RSS, CPU) as "server"; --syscalls adds a part's system calls
a move, from perf stat's CSV (`node1`, `node2`… are summed as `nodes`); --allocations the bare
server's calls of malloc a move, from the same; --timeline writes, per second of the
measurement, the moves sent, those slower than 20 ms and the slowest (for finding stalls). Prints the merged JSON line, then a
one-line summary for people.
"""
import json
import math
import sys


def percentile(counts, total, fraction, bucket_ms, max_ms):
    """The upper edge of the bucket holding the value at `fraction` of the way, as petteia-load does."""
    if total == 0:
        return 0.0
    rank = max(1, math.ceil(fraction * total))
    seen = 0
    for bucket in sorted(counts):
        seen += counts[bucket]
        if seen >= rank:
            return round((bucket + 1) * bucket_ms, 3)
    return round(max_ms, 3)  # in the overflow


def main(argv):
    server = None
    timeline_path = None
    syscall_files = {}
    allocations_path = None
    files = []
    args = iter(argv)
    for arg in args:
        if arg == "--server":
            server = json.loads(next(args))
        elif arg == "--syscalls":
            part, _, path = next(args).partition("=")
            syscall_files[part] = path
        elif arg == "--allocations":
            allocations_path = next(args)
        elif arg == "--timeline":
            timeline_path = next(args)
        else:
            files.append(arg)
    runs = []
    for name in files:
        with open(name) as f:
            lines = [line for line in f.read().splitlines() if line.startswith("{")]
        if not lines:
            print(f"merge.py: {name} holds no result", file=sys.stderr)
            return 1
        runs.append(json.loads(lines[-1]))

    bucket_ms = runs[0]["histogram"]["bucket_ms"]
    counts = {}
    overflow = 0
    errors, notes = {}, {}
    for run in runs:
        if run["histogram"]["bucket_ms"] != bucket_ms:
            print("merge.py: the processes used different buckets", file=sys.stderr)
            return 1
        for bucket, count in run["histogram"]["counts"]:
            counts[bucket] = counts.get(bucket, 0) + count
        overflow += run["histogram"]["overflow"]
        for source, target in ((run["errors"], errors), (run["notes"], notes)):
            for key, value in source.items():
                target[key] = target.get(key, 0) + value
    moves = sum(run["moves"] for run in runs)
    total = sum(counts.values()) + overflow
    max_ms = max(run["histogram"]["max_ms"] for run in runs)
    duration = max(run["duration_s"] for run in runs) if runs else 0
    merged = {
        "games": sum(run["games"] for run in runs),
        "sockets": sum(run["sockets"] for run in runs),
        "target_rate": round(sum(run["target_rate"] for run in runs), 3),
        "moves": moves,
        "moves_per_second": round(sum(run["moves_per_second"] for run in runs), 2),
        "latency_ms": {
            "p50": percentile(counts, total, 0.50, bucket_ms, max_ms),
            "p95": percentile(counts, total, 0.95, bucket_ms, max_ms),
            "p99": percentile(counts, total, 0.99, bucket_ms, max_ms),
            "max": round(max_ms, 3),
        },
        "errors": errors,
        "duration_s": round(duration, 3),
        "processes": len(runs),
        "threads": runs[0].get("threads"),
        "ramp_s": round(max(run["ramp_s"] for run in runs), 2),
        "generator_cpu_s": round(sum(run["cpu_s"] for run in runs), 2),
        "notes": notes,
    }
    if server is not None:
        merged["server"] = server
        if moves > 0:
            merged["per_move"] = per_move(server, merged["generator_cpu_s"], moves)
            add_syscalls(merged["per_move"], syscall_files, moves)
            if allocations_path:
                calls = read_perf_counts(allocations_path).get("probe_libc:malloc")
                if calls is not None:
                    merged["per_move"]["server_allocations"] = round(calls / moves, 1)
    if timeline_path:
        seconds = max(len(run.get("timeline", [])) for run in runs)
        with open(timeline_path, "w") as out:
            out.write("second moves slower_than_20ms max_ms\n")
            for second in range(seconds):
                rows = [run["timeline"][second] for run in runs if second < len(run.get("timeline", []))]
                out.write(f"{second} {sum(r[0] for r in rows)} {sum(r[1] for r in rows)} {max(r[2] for r in rows)}\n")
    print(json.dumps(merged, separators=(",", ":")))

    error_count = sum(errors.values())
    lat = merged["latency_ms"]
    summary = (f"{merged['games']} games ({merged['sockets']} sockets, {len(runs)} processes): "
               f"{merged['moves_per_second']:.1f} moves/s of {merged['target_rate']:g} wanted; "
               f"move to opponent p50 {lat['p50']} ms, p95 {lat['p95']} ms, p99 {lat['p99']} ms, max {lat['max']} ms; "
               f"{error_count} errors")
    if server is not None and "nodes" in server:
        summary += "; " + ", ".join(f"{node['name']} peak RSS {node['peak_rss_mb']} MB, CPU {node['cpu_percent_window']}%"
                                    for node in server["nodes"])
        summary += (f"; PostgreSQL CPU {server.get('postgres_cpu_percent_window')}%, "
                    f"nginx CPU {server.get('nginx_cpu_percent_window')}% of one core while measured")
    elif server is not None:
        summary += (f"; server peak RSS {server.get('peak_rss_mb')} MB, "
                    f"CPU {server.get('cpu_percent_window')}% of one core while measured")
        if duration > 0:
            generators = 100 * merged["generator_cpu_s"] / duration
            summary += (f" (generators {generators:.0f}%, other programs {server.get('others_cpu_percent_window')}%, "
                        f"CPU pressure {server.get('cpu_pressure_percent_window')}% of the time, "
                        f"hypervisor steal {server.get('steal_percent_window')}% of {100 * server.get('machine_cores', 1)}%)")
        met = lat["p99"] <= 20 and (server.get("peak_rss_mb") or 1e9) <= 500 and error_count == 0
        summary += " — target p99 ≤ 20 ms, RSS ≤ 500 MB, no errors: " + ("met" if met else "NOT met")
    if "per_move" in merged:
        figures = merged["per_move"]
        summary += ("; a move costs " + ", ".join(f"{name} {figures[name + '_cpu_us']} µs" for name in figures["parts"])
                    + " of CPU and " + ", ".join(f"{name} {figures[name + '_context_switches']}" for name in figures["parts"]
                                                  if name + "_context_switches" in figures)
                    + " context switches")
        for name in figures["parts"]:
            calls = figures.get(name + "_syscalls")
            if calls:
                top = sorted(calls["by_name"].items(), key=lambda item: -item[1])[:6]
                summary += (f"; {name} {calls['all']} system calls a move ("
                            + ", ".join(f"{call} {count}" for call, count in top) + ")")
        if "server_allocations" in figures:
            summary += f"; server {figures['server_allocations']} allocations (malloc) a move"
    print(summary)
    return 0


def per_move(server, generator_cpu_s, moves):
    """Each part's CPU (µs) and context switches a move in the measured window: the figures a change
    must improve and a fleet is planned from (issue 41), unlike latency, which on a shared 2-core
    machine measures the machine. The nodes' are summed: a move costs that on whichever node holds it."""
    figures = {"parts": []}

    def add(name, cpu_s, switches):
        figures["parts"].append(name)
        figures[name + "_cpu_us"] = round(cpu_s * 1e6 / moves, 1)
        if switches is not None:
            figures[name + "_context_switches"] = round(switches / moves, 2)

    if "nodes" in server:
        add("nodes", sum(node["cpu_s_window"] for node in server["nodes"]),
            sum(node["context_switches_window"] for node in server["nodes"]))
        add("postgresql", server["postgres_cpu_s_window"], server["postgres_context_switches_window"])
        add("nginx", server["nginx_cpu_s_window"], server["nginx_context_switches_window"])
    else:
        add("server", server["cpu_s_window"], server["context_switches_window"])
    # The generators' threads end with the window, taking their counts with them: CPU only.
    add("generators", generator_cpu_s, None)
    return figures


def read_perf_counts(path):
    """perf stat -x, lines: count,unit,event,... A count perf could not take reads as None."""
    counts = {}
    with open(path) as f:
        for line in f:
            fields = line.strip().split(",")
            if len(fields) < 3 or line.startswith("#"):
                continue
            try:
                counts[fields[2]] = int(fields[0])
            except ValueError:
                counts[fields[2]] = None
    return counts


def add_syscalls(figures, syscall_files, moves):
    """Each part's system calls a move: all of them, and by name those perf was asked to count."""
    totals = {}
    for part, path in syscall_files.items():
        try:
            counts = read_perf_counts(path)
        except OSError as error:
            print(f"merge.py: no system call counts for {part}: {error}", file=sys.stderr)
            continue
        name = "nodes" if part.startswith("node") and part[4:].isdigit() else part
        total = totals.setdefault(name, {"all": 0, "by_name": {}})
        if counts.get("raw_syscalls:sys_enter") is None:
            continue
        total["all"] += counts["raw_syscalls:sys_enter"]
        for event, count in counts.items():
            if event.startswith("syscalls:sys_enter_") and count:
                call = event[len("syscalls:sys_enter_"):]
                total["by_name"][call] = total["by_name"].get(call, 0) + count
    for name, total in totals.items():
        if name not in figures["parts"] or total["all"] == 0:
            continue
        figures[name + "_syscalls"] = {
            "all": round(total["all"] / moves, 1),
            "by_name": {call: round(count / moves, 2) for call, count in
                        sorted(total["by_name"].items(), key=lambda item: -item[1]) if count / moves >= 0.01},
        }


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
