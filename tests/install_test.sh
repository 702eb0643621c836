#!/bin/bash
# `cmake --install` as a user meets it (issue 28, README "Installing"): installed to a temporary
# prefix and then moved elsewhere, with no CAYLUS_* variable set, the binary finds its own corpus,
# the man pages read, the bash completion offers the commands, and no path of the build directory
# is left in the binary.
# usage: install_test.sh BUILD_DIR
set -uo pipefail
build=$(cd "$1" && pwd)
status=0
fail() { echo "FAIL: $*"; status=1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/first" --strip >"$tmp/install.log" ||
  { cat "$tmp/install.log"; echo "FAIL: cmake --install"; exit 1; }
# Another place than the one it was installed to: nothing may point back at the first prefix.
mv "$tmp/first" "$tmp/moved"
p=$tmp/moved
for f in bin/caylus share/caylus/corpus/games/example-4p.json share/doc/caylus/README.md \
         share/doc/caylus/record.md share/man/man1/caylus.1 share/man/man1/caylus-replay.1 \
         share/man/man1/caylus-record.1 share/bash-completion/completions/caylus; do
  [ -e "$p/$f" ] || fail "not installed: $f"
done
for v in $(env | grep -o '^CAYLUS_[A-Za-z_]*'); do unset "$v"; done
cd "$tmp" || exit 1
out=$("$p/bin/caylus" rules castle.section) || fail "caylus rules castle.section: exit $?"
echo "$out" | grep -qF "$p/share/caylus/corpus" || fail "the corpus read is not the installed one:
$out"
echo "$out" | grep -qE '\.json' || fail "no corpus scenario listed:
$out"
"$p/bin/caylus" replay "$p/share/caylus/corpus/games/example-4p.json" >/dev/null ||
  fail "caylus replay of the installed example"
page=$(MANPATH=$p/share/man man -P cat caylus-replay 2>&1) || fail "man caylus-replay: $page"
echo "$page" | grep -q "caylus replay \[OPTIONS\]" || fail "man caylus-replay has no synopsis:
$page"
man -l -P cat "$p/share/man/man1/caylus.1" 2>/dev/null | grep -q "record" ||
  fail "man caylus does not list the commands"
words=$(bash -c "source '$p/share/bash-completion/completions/caylus'
  COMP_WORDS=(caylus repl); COMP_CWORD=1; _caylus; echo \${COMPREPLY[*]}
  COMP_WORDS=(caylus replay --ex); COMP_CWORD=2; _caylus; echo \${COMPREPLY[*]}")
[ "$words" = $'replay\n--explain' ] || fail "bash completion: '$words'"
# The words of the tables (issue 38): rule ids after `caylus rules`, option names and values after
# --rules (bash splits NAME=VALUE at '=': the words NAME, '=' and VALUE), option names after
# --option, neutral tiles in --neutral's comma-separated list.
complete_words() {
  bash -c "source '$p/share/bash-completion/completions/caylus'
    COMP_WORDS=($1); COMP_CWORD=\$((\${#COMP_WORDS[@]} - 1)); _caylus; echo \${COMPREPLY[*]}"
}
check_words() {
  local got
  got=$(complete_words "$1")
  [ "$got" = "$2" ] || fail "Tab after '$1': '$got', not '$2'"
}
check_words "caylus rules castle.best" "castle.best_builder"
check_words "caylus rules building.wood_s" "building.wood_sawmill"
check_words "caylus rules special.ga" "special.gate"
check_words "caylus play --rules towers_zero" "towers_zero_penalty="
check_words "caylus play --rules towers_zero_penalty = ''" "4 3"
check_words "caylus diff g.json --versus towers_zero_penalty = 3" "3"
check_words "caylus play -r towers_zero_penalty=" "towers_zero_penalty=4 towers_zero_penalty=3"
check_words "caylus diff g.json --option towers_zero" "towers_zero_penalty"
check_words "caylus bench -r tow" ""   # bench's -r is --repeat
check_words "caylus record g.caylus --neutral neutral_farm,neutral_f" "neutral_farm,neutral_forest"
check_words "caylus rules --bu" "--buildings"
ids=$(complete_words "caylus rules ''" | wc -w)
[ "$ids" -gt 100 ] || fail "Tab after 'caylus rules': $ids rule ids"
if strings "$p/bin/caylus" | grep -F "$build"; then fail "the build directory is in the binary"; fi
if grep -rlF "$build" "$p"; then fail "the build directory is in the installed files"; fi
# The same, as a build through ccache (base_dir) writes it: relative to the build directory. CI
# builds without ccache; a sanitized source generated into build/.../generated/ left its absolute
# path in CI's binary while a local ccache build passed.
if strings "$p/bin/caylus" | grep -E '(^|/)generated/'; then
  fail "a generated source's path is in the binary"
fi
[ $status -eq 0 ] && echo "install: passed ($p)"
exit $status
