#!/usr/bin/env python3
"""Runs the mutants of docs/mutants-round.md one by one in a checkout with a dev build.

usage: tools/mutants-round.py CHECKOUT RESULTS.jsonl M01 M02 ...
(docs/mutants-round.md: CHECKOUT is a clean clone with a dev build; never this working tree.)
Per mutant: apply (the `before` text of its line, exactly once in the file), then
  stage 1: build `caylus`, run the corpus and golden tests (they need only the binary);
  stage 2: build everything, the whole ctest but the browser/install tests, --stop-on-failure;
  stage 3: the browser tests (install and quickstart_install, the packaging, never run here).
The first failing test kills it. Always reverted (git checkout) before the next. A line that
holds its `before` text more than once is mutated at the line number the table gives.
"""
import json, re, subprocess, sys, time

checkout, results, ids = sys.argv[1], sys.argv[2], sys.argv[3:]
doc = open(checkout + '/docs/mutants-round.md').read()
rows = {}
for line in doc.splitlines():
    m = re.match(r'\| (M\d\d) \| ([^|]+) \| `([^`]+)` \| (.*)$', line)
    if not m: continue
    rest = m.group(4).replace('\\|', '\x00')
    cells = [c.strip().replace('\x00', '|') for c in rest.split('|')]
    rows[m.group(1)] = dict(area=m.group(2).strip(), site=m.group(3),
                            before=cells[0].strip('`'), after=cells[1].strip('`'))

# quickstart_install and install check the packaging (a release build, apt): never run here.
SLOW = 'web_|report_browser|bench_side_by_side|board_picture|share_round_trip'
NEVER = 'quickstart_install|^install$'

def sh(cmd, timeout=None):
    t = time.time()
    p = subprocess.run(cmd, shell=True, cwd=checkout, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout + p.stderr, time.time() - t

def failed_tests(out):
    i = out.find('The following tests FAILED')
    if i < 0: return []
    return [l.strip() for l in out[i:].splitlines()[1:] if l.strip() and re.match(r'\s*\d+ - ', l)]

for mid in ids:
    r = rows[mid]
    path = r['site'].split(':')[0]
    text = open(f'{checkout}/{path}').read()
    n = text.count(r['before'])
    rec = dict(id=mid, **r)
    lines = text.split('\n')
    at = int(r['site'].split(':')[1]) - 1
    if n == 1:
        text = text.replace(r['before'], r['after'])
    elif n > 1 and r['before'] in lines[at]:
        lines[at] = lines[at].replace(r['before'], r['after'])
        text = '\n'.join(lines)
    else:
        rec['result'] = f'not applied: before text found {n} times'
        open(results, 'a').write(json.dumps(rec) + '\n'); print(mid, rec['result'], flush=True); continue
    open(f'{checkout}/{path}', 'w').write(text)
    try:
        stages = [
            ('caylus', 'nice -n 5 cmake --build --preset dev -j2 --target caylus',
             "ctest --preset dev -j2 --stop-on-failure -R '^(corpus_check|golden_playthroughs|corpus_covers_every_rule)$'"),
            ('all', 'nice -n 5 cmake --build --preset dev -j2',
             f"ctest --preset dev -j2 --stop-on-failure -E '{SLOW}|{NEVER}'"),
            ('slow', 'true', f"ctest --preset dev -j2 --stop-on-failure -R '{SLOW}'"),
        ]
        rec['result'] = 'survived'
        for name, build, test in stages:
            rc, out, secs = sh(build)
            if rc != 0:
                rec['result'] = f'killed at build ({name}): does not compile'
                rec['detail'] = out[-800:]; break
            rc, out, secs = sh(test, timeout=3600)
            rec[f'{name}_seconds'] = round(secs)
            if rc != 0:
                rec['result'] = f'killed in stage {name}'
                rec['killers'] = failed_tests(out)[:6]
                break
    finally:
        subprocess.run(['git', 'checkout', '--', path], cwd=checkout)
    open(results, 'a').write(json.dumps(rec) + '\n')
    print(mid, rec['result'], rec.get('killers', ''), flush=True)
    open(results + '.log', 'a').write(mid + ' ' + rec['result'] + '\n' + rec.get('detail', '') + '\n')
