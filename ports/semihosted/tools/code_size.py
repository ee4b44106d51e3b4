#!/usr/bin/env python3
"""Sums, from a GNU ld map file, the sections the linker kept from one object
file: fixpath's share of a firmware image (no C library, startup code or
semihosting). Also lists compiler-runtime (libgcc) helpers in the image."""
import argparse
import re
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--map", required=True)
    ap.add_argument("--object", required=True, help="substring naming the object file")
    ap.add_argument("--label", required=True)
    ap.add_argument("--budget", type=int, default=0, help=".text budget in bytes")
    args = ap.parse_args()
    text = open(args.map).read()
    start = text.find("Linker script and memory map")
    if start < 0:
        sys.exit("code_size: not a GNU ld map file")
    body = text[start:].splitlines()
    totals = {"text": 0, "rodata": 0, "data": 0, "bss": 0}
    helpers = {}
    i = 0
    pattern = re.compile(r"^ (\.[\w.$]+)\s*(0x[0-9a-f]+)?\s*(0x[0-9a-f]+)?\s*(\S+)?$")
    while i < len(body):
        m = pattern.match(body[i])
        if m:
            name, addr, size, obj = m.groups()
            if addr is None:  # long section name: the rest is on the next line
                nxt = body[i + 1].split() if i + 1 < len(body) else []
                if len(nxt) >= 3:
                    addr, size, obj = nxt[0], nxt[1], nxt[2]
                    i += 1
            if size and obj and int(size, 16) > 0 and int(addr, 16) != 0:
                n = int(size, 16)
                kind = ("text" if name.startswith(".text") else "rodata" if name.startswith(".rodata")
                        else "data" if name.startswith(".data") else "bss" if name.startswith(".bss") else None)
                if kind and args.object in obj:
                    totals[kind] += n
                elif kind == "text" and "libgcc.a(" in obj:
                    member = obj[obj.index("(") + 1:-1]
                    helpers[member] = helpers.get(member, 0) + n
        i += 1
    print(f"Code size at -Os, {args.label} ({args.object.strip('/').rstrip('.')}; no C library, startup or semihosting):")
    print(f"  .text {totals['text']} bytes, .rodata {totals['rodata']}, .data {totals['data']}, "
          f".bss {totals['bss']} (the .bss is the program's own search state and path buffer)")
    if helpers:
        print("  compiler runtime helpers in the image (libgcc; shared with the rest of a program): " +
              ", ".join(f"{k} {v}" for k, v in sorted(helpers.items())))
    if totals["data"] > 0:
        # The probes' state and buffers are zero-initialised: in .data they
        # would cost their size in flash as well as RAM.
        print(f"  .data {totals['data']} bytes: zero-initialised objects left .bss", file=sys.stderr)
        return 1
    if args.budget:
        print(f"  budget .text <= {args.budget} bytes: {'held' if totals['text'] <= args.budget else 'over'}")
    return 0 if totals["text"] > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
