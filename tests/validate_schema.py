#!/usr/bin/env python3
"""Validates game logs against docs/log.schema.json (JSON Schema draft-07).

  validate_schema.py --schema docs/log.schema.json [--caylus BIN --work-dir DIR]
                     [--docs docs/log-format.md] [LOG or DIRECTORY...]

--caylus: plays `BIN play --players N --seed S --out F` for N = 2..5 (and a few seeds and rule
options) into --work-dir and validates every log written. --docs: validates every ```json block
of a Markdown file: a block with "format" against the whole schema, any other block that has
"player" or "check" against the schema of one log entry. A DIRECTORY stands for every *.json under
it (e.g. the ruling corpus). Exit status 0 when everything is valid.
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys

import jsonschema

PLAYS = [
    (2, 1, []),
    (3, 7, []),
    (4, 42, []),
    (5, 2024, []),
    (2, 99, ["towers_zero_penalty=3", "castle_gold_in_batch=false"]),
    (4, 5, ["edition=first", "simplified_favor=true", "notary_delay=after_target_activation"]),
]


def report(errors, where):
    for error in errors:
        path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
        print(f"{where}: {path or '(top)'}: {error.message[:300]}", file=sys.stderr)
    return len(errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--caylus")
    parser.add_argument("--work-dir")
    parser.add_argument("--docs", action="append", default=[])
    parser.add_argument("logs", nargs="*")
    args = parser.parse_args()

    schema = json.loads(pathlib.Path(args.schema).read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    whole = jsonschema.Draft7Validator(schema)
    entry = jsonschema.Draft7Validator({**schema, "$ref": "#/definitions/entry"})

    logs = []
    for name in args.logs:
        path = pathlib.Path(name)
        logs += sorted(path.rglob("*.json")) if path.is_dir() else [path]
    if args.caylus:
        work = pathlib.Path(args.work_dir or ".")
        work.mkdir(parents=True, exist_ok=True)
        for players, seed, rules in PLAYS:
            out = work / f"play_{players}p_seed{seed}.json"
            command = [args.caylus, "play", "--players", str(players), "--seed", str(seed),
                       "--out", str(out)]
            for rule in rules:
                command += ["--rules", rule]
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            logs.append(out)

    failures = 0
    checked = 0
    for log in logs:
        failures += report(list(whole.iter_errors(json.loads(log.read_text()))), log)
        checked += 1
    for doc in args.docs:
        for number, block in enumerate(re.findall(r"```json\n(.*?)```", pathlib.Path(doc).read_text(),
                                                  re.S)):
            value = json.loads(block)
            where = f"{doc} json block {number + 1}"
            if isinstance(value, dict) and "format" in value:
                failures += report(list(whole.iter_errors(value)), where)
            elif isinstance(value, dict) and ("player" in value or "check" in value):
                failures += report(list(entry.iter_errors(value)), where)
            else:
                continue
            checked += 1
    print(f"{checked} document(s) checked, {failures} error(s)")
    if checked == 0:
        print("nothing was checked", file=sys.stderr)
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
