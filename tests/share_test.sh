#!/bin/sh
# `caylus share` (docs/web.md): for every log given, the link's game reads back (--decode) as the
# log's canonical notation (`caylus convert --to text`), whatever the --base; a cut or foreign
# link is bad input (exit 2), never a crash. The page's side of the same links is
# tests/web/page_test.py.
# usage: share_test.sh CAYLUS LOG...
caylus=$1
shift
status=0
fail() { echo "FAIL: $*"; status=1; }
for log in "$@"; do
  link=$("$caylus" share "$log" --base "https://example.org/any/caylus.html?x=1") ||
    fail "$log: caylus share failed"
  case "$link" in
    "https://example.org/any/caylus.html?x=1#log="*) ;;
    *) fail "$log: the link does not start with the base and #log=: $link" ;;
  esac
  back=$("$caylus" share --decode "$link") || fail "$log: --decode failed"
  text=$("$caylus" convert "$log" --to text)
  [ "$back" = "$text" ] || fail "$log: the link's game is not the log's notation"
  # Only the fragment matters.
  [ "$("$caylus" share --decode "#${link#*#}")" = "$text" ] || fail "$log: the fragment alone"
  echo "$log: link of ${#link} characters"
done
"$caylus" share --decode "#log=AAAA" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a link with broken data is not exit 2"
"$caylus" share --decode "https://example.org/#step=3" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a link without a game is not exit 2"
[ $status -eq 0 ] && echo "share: passed"
exit $status
