#!/bin/bash
# The man pages and the bash completion of `caylus`, generated at build time from the binary's own
# --help (issue 28): the command table of tools/main.cpp is the one place the commands and their
# options are declared, so neither can drift from the tool.
# usage: generate.sh CAYLUS OUTDIR VERSION
# writes OUTDIR/man1/caylus.1, OUTDIR/man1/caylus-COMMAND.1 (one per command) and
# OUTDIR/completions/caylus.
set -euo pipefail
caylus=$1 out=$2 version=$3
mkdir -p "$out/man1" "$out/completions" "$out/bin"
# The help names the program after argv[0]: run it as plain `caylus`, so that no path of the build
# machine lands in a page.
cat > "$out/bin/caylus" <<WRAP
#!/bin/bash
exec -a caylus "$caylus" "\$@"
WRAP
chmod +x "$out/bin/caylus"
commands=$("$out/bin/caylus" --help | awk '/^Subcommands:/ {f = 1; next} f && /^  [a-z]/ {print $1}')
[ -n "$commands" ] || { echo "generate.sh: no command in 'caylus --help'" >&2; exit 1; }
help2man --no-info --version-string="$version" --section=1 \
  --name="plays, replays and checks games of Caylus against the rules" \
  --output="$out/man1/caylus.1" "$out/bin/caylus"
completion_cases=""
for c in $commands; do
  printf '#!/bin/bash\nexec -a caylus "%s" %s "$@"\n' "$caylus" "$c" > "$out/bin/caylus-$c"
  chmod +x "$out/bin/caylus-$c"
  # The page's one-line name: the first sentence of the command's help.
  name=$("$out/bin/caylus-$c" --help | head -1 | sed -e 's/[.:].*//' | cut -c1-120)
  help2man --no-info --version-string="$version" --section=1 --name="$name" \
    --output="$out/man1/caylus-$c.1" "$out/bin/caylus-$c"
  options=$("$out/bin/caylus-$c" --help | grep -oE -- '(^|[ ,])--?[a-zA-Z][a-zA-Z0-9-]*' |
            sed -e 's/^[ ,]//' | sort -u | tr '\n' ' ')
  completion_cases+="    $c) options=\"$options\" ;;"$'\n'
done
cat > "$out/completions/caylus" <<COMPLETION
# bash completion for caylus, generated from its --help (tools/install/generate.sh).
_caylus() {
  local cur=\${COMP_WORDS[COMP_CWORD]} options=""
  if [ "\$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=(\$(compgen -W "$(echo $commands) --help" -- "\$cur"))
    return
  fi
  case \${COMP_WORDS[1]} in
$completion_cases  esac
  # Options by name; anything else is a file (logs, corpus folders), bash's default.
  if [[ \$cur == -* ]]; then COMPREPLY=(\$(compgen -W "\$options" -- "\$cur")); fi
}
complete -o default -F _caylus caylus
COMPLETION
