#!/usr/bin/env python3
"""`caylus board` (issue 38 item 5, docs/web.md "A picture for a forum"), as a user runs it.

- The SVG is well-formed XML and shows the state `caylus replay --dump-state --at` prints at the
  same moment: every road space's tile, kind, owner and worker, the provost and the bailiff, the
  favor markers, the castle's houses, the stock; the narrow layout has the same pieces.
- The PNG is a PNG (its signature and IHDR chunk) of the drawing's size (its viewBox times
  --scale), with real pixels in it (not one flat colour), and its file size is plausible.
- `--at turn=T.PHASE` and `--at N` as `caylus replay --dump-state --at` take them.
- Every label fits its box in every language (en, fr, es, ro, both layouts): each <text> with
  words but the headings carries its box's width (data-width), and its estimated width (0.6 em a
  letter, at its class's size or the smaller one its style sets) is no more than that.
- A bad --at, a bad extension, a missing log, an unwritable -o: exit 2, the place named, nothing
  written, an existing file left as it was and no temporary file left beside it (atomic writes).
The page's side (the same SVG in the page, the "image" button) is tests/web/board_page_test.py.
usage: board_test.py CAYLUS LOG WORK_DIR
"""
import json
import os
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
import zlib

failures = []
SVG = "{http://www.w3.org/2000/svg}"


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(*args):
    return subprocess.run(list(args), capture_output=True, text=True)


def png_info(path):
    """(width, height, bytes, distinct sampled rows) of a PNG, read by hand: signature, IHDR."""
    data = open(path, "rb").read()
    check(data[:8] == b"\x89PNG\r\n\x1a\n", "%s: the PNG signature" % path)
    length, kind = struct.unpack(">I4s", data[8:16])
    check(kind == b"IHDR" and length == 13, "%s: IHDR first" % path)
    width, height, depth, colour = struct.unpack(">IIBB", data[16:26])
    # Cairo writes an opaque drawing as RGB (colour type 2) and one with transparency as RGBA (6).
    check(depth == 8 and colour in (2, 6), "%s: 8-bit RGB or RGBA (%d, %d)" % (path, depth, colour))
    pixel = 3 if colour == 2 else 4
    # The image data: every IDAT chunk, inflated; each row a filter byte then the pixels.
    at, idat = 8, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"IDAT":
            idat += data[at + 8:at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(idat)
    check(len(raw) == height * (1 + pixel * width), "%s: the pixel data fills %dx%d" % (path, width, height))
    rows = set(raw[r * (1 + pixel * width):(r + 1) * (1 + pixel * width)] for r in range(0, height, 7))
    return width, height, len(data), len(rows)


def view_box(root):
    return [float(v) for v in root.get("viewBox").split()]


def by_class(root, tag, cls):
    return [e for e in root.iter(SVG + tag) if cls in (e.get("class") or "").split()]


def check_state(root, state, where):
    spaces = {int(g.get("data-space")): g for g in by_class(root, "g", "space")}
    check(sorted(spaces) == list(range(1, 29)), "%s: the 28 road spaces" % where)
    for n, g in spaces.items():
        space = state["road"].get(str(n), {})
        for key in ("building", "owner", "worker"):
            check(g.get("data-" + key) == space.get(key),
                  "%s: space %d's %s: drawn %s, the state %s" % (where, n, key, g.get("data-" + key), space.get(key)))
    provost = by_class(root, "g", "provost")
    check(len(provost) == 1 and provost[0].find(SVG + "title").text == "the provost on road space %d" % state["provost"],
          "%s: the provost on space %d" % (where, state["provost"]))
    bailiff = by_class(root, "g", "bailiff")
    check(len(bailiff) == 1 and bailiff[0].find(SVG + "title").text == "the bailiff on road space %d" % state["bailiff"],
          "%s: the bailiff on space %d" % (where, state["bailiff"]))
    markers = sorted((c.get("data-player"), c.get("data-row"), int(c.get("data-column")))
                     for c in by_class(root, "circle", "favor-marker"))
    expected = sorted((p["name"], row, col) for p in state["players"] for row, col in p["favor"].items())
    check(markers == expected, "%s: the favor markers %s, the state %s" % (where, markers, expected))
    houses = {}
    for g in by_class(root, "g", "castle-house"):
        key = (g.get("data-section"), g.find(SVG + "path").get("data-player"))
        houses[key] = houses.get(key, 0) + 1
    expected = {(sec, p): n for sec, by in state.get("houses", {}).items() for p, n in by.items() if n}
    check(houses == expected, "%s: the castle's houses %s, the state %s" % (where, houses, expected))
    stock = [g.get("data-building") for g in by_class(root, "g", "stock-tile")]
    check(stock == state["stock"], "%s: the stock" % where)


# The sizes of the drawing's classes (board_svg_parts.h, kStyle).
CLASS_PX = {"small": 12, "tiny": 10, "kind": 9, "bname": 11, "mark": 9, "official": 12}


def check_labels_fit(root, where):
    """Every label with words (not a heading, a number or a marker's letter) fits its box, each
    of its lines (<tspan>s) when it is cut in two."""
    fitted = 0
    for t in root.iter(SVG + "text"):
        body, cls = "".join(t.itertext()), t.get("class") or ""
        if cls == "h" or sum(c.isalpha() for c in body) < 2:
            continue
        width = t.get("data-width")
        check(width is not None, "%s: %r (%s) has no box to fit" % (where, body, cls))
        if width is None:
            continue
        fitted += 1
        lines = t.findall(SVG + "tspan") or [t]
        check(len(lines) <= 2, "%s: %r in %d lines" % (where, body, len(lines)))
        for line in lines:
            px = CLASS_PX[cls]
            for style in (t.get("style") or "", line.get("style") or ""):
                if style.startswith("font-size:"):
                    px = float(style[len("font-size:"):].rstrip("px"))
            said = "".join(line.itertext())
            check(len(said) * px * 0.6 <= float(width) + 1e-6,
                  "%s: %r is %.1f wide at %gpx, its box %s" % (where, said, len(said) * px * 0.6, px, width))
    check(fitted > 100, "%s: %d labels held to their boxes" % (where, fitted))


def main():
    caylus, log, work = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(work, exist_ok=True)

    # The SVG at a moment given by turn and phase, and by a number of entries.
    for at in ("turn=6.castle", "40", "turn=3"):
        svg = os.path.join(work, "board-%s.svg" % at.replace("=", "-").replace(".", "-"))
        r = run(caylus, "board", log, "--at", at, "-o", svg)
        check(r.returncode == 0, "board --at %s: exit %d (%s)" % (at, r.returncode, r.stderr))
        state = json.loads(run(caylus, "replay", log, "--dump-state", "--at", at).stdout)
        root = ET.parse(svg).getroot()
        check(root.tag == SVG + "svg" and root.get("class") == "board" and root.get("id") == "board-svg",
              "--at %s: one <svg class=board id=board-svg>" % at)
        check(root.get("aria-label") == "the board in turn %d, phase %s" % (state["turn"], state["phase"]),
              "--at %s: the board of turn %d, phase %s: %s" % (at, state["turn"], state["phase"], root.get("aria-label")))
        check(root.find(SVG + "style") is not None, "--at %s: the drawing carries its stylesheet" % at)
        check_state(root, state, "--at " + at)
        # The phone's layout: the same pieces, 390 units across.
        narrow = os.path.join(work, "narrow.svg")
        check(run(caylus, "board", log, "--at", at, "--layout", "narrow", "-o", narrow).returncode == 0,
              "--layout narrow --at %s" % at)
        nroot = ET.parse(narrow).getroot()
        check(view_box(nroot)[2] == 390 and "narrow" in nroot.get("class"), "the narrow layout is 390 across")
        check_state(nroot, state, "narrow --at " + at)

    # Every label in its box, in every language and both layouts (Spanish's "trabajadores del
    # castillo", the bridge's label).
    for lang in ("en", "fr", "es", "ro"):
        for layout in ("wide", "narrow"):
            svg = os.path.join(work, "labels-%s-%s.svg" % (lang, layout))
            r = run(caylus, "board", log, "--at", "turn=6.castle", "--lang", lang, "--layout", layout, "-o", svg)
            check(r.returncode == 0, "board --lang %s --layout %s: exit %d" % (lang, layout, r.returncode))
            check_labels_fit(ET.parse(svg).getroot(), "--lang %s --layout %s" % (lang, layout))

    # The PNG: a picture of the drawing's size, times --scale.
    svg_root = ET.parse(os.path.join(work, "board-turn-6-castle.svg")).getroot()
    box = view_box(svg_root)
    for scale, name in ((None, "board.png"), ("2", "board-2x.png")):
        png = os.path.join(work, name)
        args = [caylus, "board", log, "--at", "turn=6.castle", "-o", png] + (["--scale", scale] if scale else [])
        r = run(*args)
        check(r.returncode == 0, "board -o %s: exit %d (%s)" % (name, r.returncode, r.stderr))
        width, height, size, rows = png_info(png)
        k = float(scale or 1)
        check((width, height) == (round(box[2] * k), round(box[3] * k)),
              "%s: %dx%d, the drawing %gx%g times %g" % (name, width, height, box[2], box[3], k))
        check(20_000 < size < 3_000_000, "%s: %d bytes" % (name, size))
        check(rows > 20, "%s: a picture, not a flat colour (%d distinct rows sampled)" % (name, rows))
        print("%s: %dx%d, %d bytes" % (name, width, height, size))

    # Bad input: exit 2, the reason named, nothing written, the old file kept, no temporary left.
    keep = os.path.join(work, "keep.png")
    with open(keep, "wb") as f:
        f.write(b"old")
    for args, words in (
            (["--at", "turn=99", "-o", keep], "turn 99"),
            (["--at", "turn=3.nowhere", "-o", keep], "nowhere"),
            (["--at", "-4", "-o", keep], "-4"),
            (["-o", os.path.join(work, "board.gif")], ".svg or .png"),
            (["-o", "/nonexistent-dir/board.png"], "/nonexistent-dir/board.png")):
        r = run(caylus, "board", log, *args)
        check(r.returncode == 2, "board %s: exit 2, not %d" % (" ".join(args), r.returncode))
        check(words in r.stderr, "board %s: says %r: %s" % (" ".join(args), words, r.stderr.strip()))
        check("Traceback" not in r.stderr and "terminate" not in r.stderr, "no crash: %s" % r.stderr)
    check(open(keep, "rb").read() == b"old", "a refused picture leaves the old file as it was")
    check(not os.path.exists(os.path.join(work, "board.gif")), "nothing is written for a bad extension")
    leftovers = [f for f in os.listdir(work) if f.startswith(".") or f.endswith(".tmp") or "~" in f]
    check(not leftovers, "no temporary file left: %s" % leftovers)
    r = run(caylus, "board", os.path.join(work, "missing.json"), "-o", os.path.join(work, "m.svg"))
    check(r.returncode == 2 and "missing.json" in r.stderr, "a missing log: exit 2 naming it")

    print("board: %d failure(s)" % len(failures) if failures else "board: passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
