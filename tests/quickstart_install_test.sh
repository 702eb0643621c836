#!/bin/bash
# The README's "Quick start" and "Installing" as a new user meets them (issue 38): a clean clone
# of this checkout (its committed HEAD: uncommitted changes are not in it) beside a link to
# ../shared, the README's quick start line, then its install line to a temporary prefix. The
# installed binary must run and replay the installed example, its man pages exist, and Tab in a
# real bash (tmux) completes rule ids and option values.
# The release build reuses the shared ccache (CCACHE_BASEDIR makes the clone's paths relative);
# nothing here is timed: a slow machine takes longer, it does not fail.
# usage: quickstart_install_test.sh SOURCE_DIR
set -uo pipefail
src=$(cd "$1" && pwd)
status=0
fail() { echo "FAIL: $*"; status=1; }
tmp=$(mktemp -d)
server=caylus-quickstart-$$
trap 'tmux -L "$server" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT

# The README's two lines, read from it so that the test follows the README.
quickstart=$(sed -n '/^## Quick start/,/^## /p' "$src/README.md" | grep -m1 -oE '^tools/quickstart\.sh')
install=$(sed -n '/^## Installing/,/^## /p' "$src/README.md" | grep -m1 -oE '^cmake --install [^#]*' |
          sed -e 's/ *$//')
[ "$quickstart" = tools/quickstart.sh ] || { echo "FAIL: no quick start line in README.md"; exit 1; }
[[ $install == *"--prefix ~/.local"* ]] || { echo "FAIL: README's install line: '$install'"; exit 1; }
p=$tmp/prefix
install=${install/--prefix ~\/.local/--prefix $p}

git clone --quiet "$src" "$tmp/caylus" &&
  git -C "$tmp/caylus" checkout --quiet --detach "$(git -C "$src" rev-parse HEAD)" ||
  { echo "FAIL: git clone of $src"; exit 1; }
[ -d "$src/../shared" ] && ln -s "$(cd "$src/../shared" && pwd)" "$tmp/shared"
cd "$tmp/caylus" || exit 1
# ccache where the machine has it (a developer's); CI's fresh machine builds without.
if command -v ccache >/dev/null; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR=$tmp/caylus
fi
echo "=== $quickstart"
$quickstart >"$tmp/quickstart.log" 2>&1 || { tail -40 "$tmp/quickstart.log"; echo "FAIL: $quickstart"; exit 1; }
echo "=== $install"
$install >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; echo "FAIL: $install"; exit 1; }
cd "$tmp" || exit 1

"$p/bin/caylus" replay "$p/share/caylus/corpus/games/example-4p.json" >/dev/null ||
  fail "the installed caylus does not replay the installed example"
for f in share/man/man1/caylus.1 share/man/man1/caylus-rules.1 share/bash-completion/completions/caylus; do
  [ -s "$p/$f" ] || fail "not installed: $f"
done
man -l -P cat "$p/share/man/man1/caylus-rules.1" 2>/dev/null | grep -q -- "--buildings" ||
  fail "man caylus-rules does not describe --buildings"
table=$("$p/bin/caylus" rules --buildings) || fail "caylus rules --buildings: exit $?"
echo "$table" | grep -qE '^  wood_sawmill +wood .*takes 2 wood' ||
  fail "caylus rules --buildings does not say what wood_sawmill produces:
$table"

# Tab in a real bash (tmux), as the README says for a prefix bash-completion does not search:
# source the installed script, then type the installed binary by its full path. Each check waits
# for the pane to show the words (up to 30 s: a wait, not a measure; a slow machine only waits).
command -v tmux >/dev/null || { echo "FAIL: tmux is not installed (tools/install-deps.sh)"; exit 1; }
tmux -L "$server" new-session -d -s tab -x 200 -y 50 "env -i HOME=$tmp TERM=xterm PS1='$ ' bash --norc --noprofile" ||
  { echo "FAIL: tmux new-session"; exit 1; }
pane() { tmux -L "$server" capture-pane -t tab -p; }
wait_for() {  # wait_for PATTERN: until the pane matches the extended regular expression
  for _ in $(seq 300); do pane | grep -qE -- "$1" && return 0; sleep 0.1; done
  return 1
}
wait_for '^\$ ?$' || fail "bash did not start in tmux"
tmux -L "$server" send-keys -t tab "source $p/share/bash-completion/completions/caylus; echo sourced" Enter
wait_for '^sourced$' || fail "the installed completion script could not be sourced"
# One candidate: Tab completes the rule id in place.
tmux -L "$server" send-keys -t tab "$p/bin/caylus rules building.wood_s"
wait_for 'rules building\.wood_s$' || fail "the keys did not reach bash"
tmux -L "$server" send-keys -t tab Tab
wait_for 'caylus rules building\.wood_sawmill ?$' ||
  fail "Tab after '$p/bin/caylus rules building.wood_s' did not complete the rule id:
$(pane)"
# Several: Tab Tab lists an option's values after --rules NAME=.
tmux -L "$server" send-keys -t tab C-u "$p/bin/caylus replay --rules towers_zero_penalty="
wait_for 'towers_zero_penalty=$' || fail "the keys did not reach bash"
tmux -L "$server" send-keys -t tab Tab Tab
wait_for '^3 +4 *$' || fail "Tab Tab after '--rules towers_zero_penalty=' did not list 3 and 4:
$(pane)"

[ $status -eq 0 ] && echo "quickstart and install: passed"
exit $status
