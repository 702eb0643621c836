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
# The words after a command's options, from the tables the binary reads (`caylus complete`, a
# hidden command): rule ids, rule options and their values, neutral tiles. Baked in, so that a
# Tab runs no program.
words() { "$out/bin/caylus" complete "$1" | tr '\n' ' ' | sed -e 's/ $//'; }
rule_ids=$(words rule-ids) neutral_tiles=$(words neutral-tiles)
option_names="" option_value_cases=""
while read -r name values; do
  option_names+="$name "
  option_value_cases+="    $name) words=\"$values\" ;;"$'\n'
done < <("$out/bin/caylus" complete options)
[ -n "$rule_ids" ] && [ -n "$option_names" ] && [ -n "$neutral_tiles" ] ||
  { echo "generate.sh: 'caylus complete' gave no words" >&2; exit 1; }
cat > "$out/completions/caylus" <<COMPLETION
# bash completion for caylus, generated from its --help and 'caylus complete'
# (tools/install/generate.sh): commands, options, rule ids after 'caylus rules', rule options
# and their values after --rules/--versus (option=value) and --option, neutral tiles after
# --neutral (a comma-separated list).
_caylus_option_values() {
  local words=""
  case \$1 in
$option_value_cases  esac
  echo "\$words"
}
_caylus() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev="" before="" options=""
  if [ "\$COMP_CWORD" -ge 1 ]; then prev=\${COMP_WORDS[COMP_CWORD-1]}; fi
  if [ "\$COMP_CWORD" -ge 2 ]; then before=\${COMP_WORDS[COMP_CWORD-2]}; fi
  if [ "\$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=(\$(compgen -W "$(echo $commands) --help" -- "\$cur"))
    return
  fi
  case \${COMP_WORDS[1]} in
$completion_cases  esac
  # -r is --rules where the command has --rules (bench's -r is --repeat).
  local setting="--versus|--against"
  if [[ " \$options " == *" --rules "* ]]; then setting+="|--rules|-r"; fi
  # option=value: bash splits the word at '=' (COMP_WORDBREAKS), so a value being typed comes
  # as the words NAME, '=' and the value; without '=' in COMP_WORDBREAKS it is one word.
  local flag="" name="" value=""
  if [[ \$cur == = ]]; then flag=\$before name=\$prev
  elif [[ \$prev == = && \$COMP_CWORD -ge 3 ]]; then
    flag=\${COMP_WORDS[COMP_CWORD-3]} name=\$before value=\$cur
  fi
  if [[ -n \$name && \$flag =~ ^(\$setting)\$ ]]; then
    COMPREPLY=(\$(compgen -W "\$(_caylus_option_values "\$name")" -- "\$value"))
    return
  fi
  if [[ \$prev =~ ^(\$setting)\$ ]]; then
    if [[ \$cur == *=* ]]; then
      COMPREPLY=(\$(compgen -P "\${cur%%=*}=" -W "\$(_caylus_option_values "\${cur%%=*}")" -- "\${cur#*=}"))
    else
      COMPREPLY=(\$(compgen -S = -W "$option_names" -- "\$cur"))
      compopt -o nospace 2>/dev/null
    fi
    return
  fi
  if [[ \$prev == --option ]]; then
    COMPREPLY=(\$(compgen -W "$option_names" -- "\$cur"))
    return
  fi
  if [[ \$prev == --neutral ]]; then
    # The tiles already in the list are not offered again.
    local done="" tiles=" $neutral_tiles " tile
    if [[ \$cur == *,* ]]; then done=\${cur%,*},; fi
    for tile in \${done//,/ }; do tiles=\${tiles/ \$tile / }; done
    COMPREPLY=(\$(compgen -P "\$done" -W "\$tiles" -- "\${cur##*,}"))
    compopt -o nospace 2>/dev/null
    return
  fi
  if [[ \${COMP_WORDS[1]} == rules && \$cur != -* && \$prev != --corpus ]]; then
    COMPREPLY=(\$(compgen -W "$rule_ids" -- "\$cur"))
    return
  fi
  # Options by name; anything else is a file (logs, corpus folders), bash's default.
  if [[ \$cur == -* ]]; then COMPREPLY=(\$(compgen -W "\$options" -- "\$cur")); fi
}
complete -o default -F _caylus caylus
COMPLETION
