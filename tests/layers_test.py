#!/usr/bin/env python3
"""The code's layers, as docs/developing.md ("The code, folder by folder") draws them.

Fails when an #include runs back up:
  - core/ (the rules, no I/O) includes nothing above it; core/rules/ and core/*.{h,cpp} do not
    include core/rule_texts/ (a library of its own, built on core);
  - invariants/ includes core/ alone;
  - replay/ includes nothing of tools/, tests/ or invariants/, and inside replay/ each room
    includes only the rooms below it (ROOMS, bottom up; the replayer at the top, replay/*.cpp);
when a source file (C++, JavaScript, Python, shell) of core/, replay/, invariants/, tools/ or
tests/ is longer than MAX_LINES (issue 36: no file over 450 lines anywhere); and when
the engine, an invariant, the replay or a tool reads a rule option's member inline (`s.options.X`,
`o->X`) instead of its named reading in core/option_readings.h (issue 36: one reading per option).

Before it reads the tree it checks itself on a small made-up tree with one back include and one
long file, so that a check that finds nothing because it reads nothing cannot pass.

  tests/layers_test.py SOURCE_DIR
"""
import os
import re
import sys
import tempfile

# Bottom up: a room may include the rooms before it in this list, never those after.
ROOMS = ["input", "claims", "log", "positions", "walk", "json", "notation", "narration", "top"]
MAX_LINES = 450
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SOURCE = (".h", ".cpp", ".h.in")
# Every file of code a person reads, for the length: the tests and the page's scripts too.
CODE = SOURCE + (".js", ".py", ".sh")


def sources(root, folder, kinds=SOURCE):
    for here, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if name.endswith(kinds):
                path = os.path.join(here, name)
                yield os.path.relpath(path, root).replace(os.sep, "/")


def room(path):
    """replay/json/log_json.h -> json; replay/replayer.h -> top; anything else -> None."""
    parts = path.split("/")
    if parts[0] != "replay":
        return None
    return parts[1] if len(parts) > 2 else "top"


def option_members(root):
    """The members of RuleOptions, as core/options.h declares them."""
    with open(os.path.join(root, "core", "options.h"), encoding="utf-8") as f:
        text = f.read()
    body = text[text.index("struct RuleOptions {"):]
    body = body[:body.index("};")]
    return re.findall(r"^\s+[\w:<>]+ (\w+) = ", body, re.M)


# Where an option's member may be read by name: its reading, its table and its checks.
OPTION_HOMES = ("core/option_readings.h", "core/options.h", "core/options.cpp")
# Everywhere else: the engine, the invariants, the replayer (its narrator and readers) and the tools
# (issue 39: a call outside the rules escaped its option's scenarios); any object's member, not
# only a variable named `options` (`o.edition`, `opts->lawyer_prestige`).
OPTION_READERS = ("core/", "invariants/", "replay/", "tools/")


def problems(root):
    found = []
    members = option_members(root)
    if len(members) < 10:
        found.append("core/options.h: found %d RuleOptions members, expected the table's (%s)"
                     % (len(members), members))
    inline = re.compile(r"(?:\.|->)(%s)\b" % "|".join(members)) if members else None
    for folder in ("core", "replay", "invariants", "tools", "tests"):
        for path in sources(root, folder, CODE):
            with open(os.path.join(root, path), encoding="utf-8") as f:
                lines = f.read().count("\n")
            if lines > MAX_LINES:
                found.append("%s: %d lines, over %d: split it by concept" % (path, lines, MAX_LINES))
    for folder in ("core", "replay", "invariants", "tools"):
        for path in sources(root, folder):
            with open(os.path.join(root, path), encoding="utf-8") as f:
                text = f.read()
            if inline and path.startswith(OPTION_READERS) and path not in OPTION_HOMES:
                for number, line in enumerate(text.split("\n"), 1):
                    code = line.split("//")[0]
                    m = inline.search(code)
                    if m:
                        found.append("%s:%d reads options.%s inline: use its reading in "
                                     "core/option_readings.h (or add one there)"
                                     % (path, number, m.group(1)))
            for included in INCLUDE.findall(text):
                top = included.split("/")[0]
                if folder == "core":
                    if top in ("replay", "invariants", "tools", "tests"):
                        found.append("%s includes %s: core includes nothing above it" % (path, included))
                    elif included.startswith("core/rule_texts/") and not path.startswith("core/rule_texts/"):
                        found.append("%s includes %s: the rules do not read their own texts" % (path, included))
                elif folder == "invariants":
                    if top in ("replay", "tools", "tests"):
                        found.append("%s includes %s: invariants read core alone" % (path, included))
                elif folder == "replay":
                    if top in ("tools", "tests", "invariants"):
                        found.append("%s includes %s: replay includes nothing above it" % (path, included))
                    elif top == "replay":
                        mine, theirs = room(path), room(included)
                        if mine not in ROOMS:
                            found.append("%s: replay/%s/ is a room docs/developing.md does not "
                                         "name (add it to ROOMS in tests/layers_test.py and to "
                                         "the guide)" % (path, mine))
                        elif theirs in ROOMS and ROOMS.index(theirs) > ROOMS.index(mine):
                            found.append("%s includes %s: the room %s sits below %s (%s)"
                                         % (path, included, mine, theirs, " <- ".join(ROOMS)))
    return found


def self_check():
    with tempfile.TemporaryDirectory() as root:
        def write(path, text):
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        write("replay/input/json_input.h", '#include "replay/json/log_json.h"\n')
        write("replay/json/log_json.h", '#include "replay/input/json_input.h"\n')
        write("core/state.h", "x\n" * (MAX_LINES + 1))
        write("tests/web/page_test.py", "x\n" * (MAX_LINES + 1))
        write("core/engine.cpp", '#include "tools/files.h"\n')
        write("core/options.h", "struct RuleOptions {\n" + "".join(
            "  bool member_%d = false;\n" % i for i in range(12)) + "  int lawyer_prestige = 4;\n};\n")
        write("core/rules/castle.cpp", "int x = s.options.lawyer_prestige;\n")
        write("tools/report/report.cpp", "int y = o->lawyer_prestige;  // o->member_1\n")
        found = problems(root)
        expected = ["replay/input/json_input.h includes replay/json/log_json.h",
                    "core/state.h: %d lines" % (MAX_LINES + 1),
                    "tests/web/page_test.py: %d lines" % (MAX_LINES + 1),
                    "core/engine.cpp includes tools/files.h",
                    "core/rules/castle.cpp:1 reads options.lawyer_prestige inline",
                    "tools/report/report.cpp:1 reads options.lawyer_prestige inline"]
        for words in expected:
            if not any(p.startswith(words) for p in found):
                sys.exit("layers_test: the check itself missed %r (found: %s)" % (words, found))
        if any(p.startswith("replay/json/log_json.h") for p in found):
            sys.exit("layers_test: the check itself refused a downward include: %s" % found)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: layers_test.py SOURCE_DIR")
    self_check()
    root = sys.argv[1]
    found = problems(root)
    for p in found:
        print("FAIL: " + p)
    if found:
        sys.exit(1)
    count = sum(1 for f in ("core", "replay", "invariants", "tools") for _ in sources(root, f))
    print("layers: %d files, every include one way, none over %d lines" % (count, MAX_LINES))


if __name__ == "__main__":
    main()
