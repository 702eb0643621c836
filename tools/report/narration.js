// What happened at a step, as `caylus replay --explain` tells it, with its rule ids as links to
// the rule's text (issue 35 item 4): shared by the page of tools/web/ and the report, like
// board.js. The lines, the rule ids in them and the rules' texts all come from the C++
// (tools/report/narration.h, rule_explain.h): this file lays them out; its own few words (the
// tables' heads) are in the page's language (tools/web/words.js), English in the report.
'use strict';

const CaylusNarration = (function () {
  const el = CaylusBoard.el;
  // xgettext finds t('...') here (core/language/pot.cmake); the report has no catalogs.
  function t(msgid) { return typeof CaylusWords === 'undefined' ? msgid : CaylusWords.t(msgid); }
  // A phase's id as the command line's ledgers name it (replay/narration/ledger.cpp, phase_column).
  function phaseWords(id) {
    return typeof CaylusWords === 'undefined' ? id : CaylusWords.tc('ledger phase', id);
  }
  function fill(format) {
    const args = Array.prototype.slice.call(arguments, 1);
    return format.replace(/\{(\d+)\}/g, function (all, i) { return i < args.length ? String(args[i]) : all; });
  }

  // A line given as parts (strings, and {rule: id}) as the C++ cut it: its text, and the rule ids
  // as links that open the rule's text in `rulesBox`.
  function lineNode(parts, rulesBox) {
    const li = el('li', {'class': 'told'});
    parts.forEach(function (part) {
      li.appendChild(typeof part === 'string' ? document.createTextNode(part) : link(part.rule, rulesBox));
    });
    return li;
  }

  // A rule id as a link that shows its text in `rulesBox`.
  function link(id, rulesBox) {
    const a = el('a', {'class': 'rule-link', 'href': '#', 'data-rule': id, 'title': fill(t('the rule {0}'), id)}, id);
    a.addEventListener('click', function (e) {
      e.preventDefault();  // the fragment is the game's (a link) or the step's (the report)
      showRule(rulesBox, id);
    });
    return a;
  }

  // The text of a line as --explain prints it (the test reads the page's lines back with it).
  function lineText(parts) {
    return parts.map(function (p) { return typeof p === 'string' ? p : p.rule; }).join('');
  }

  // One rule's text, as `caylus rules RULE_ID` gives it: {id, words, building, source, quote, faq,
  // options}. Hidden until a link to it is followed.
  function ruleNode(rule) {
    const box = el('div', {'class': 'rule-text', 'data-rule': rule.id, 'tabindex': '-1'});
    box.hidden = true;
    box.appendChild(el('h4', {}, rule.id));
    const dl = el('dl', {'class': 'rule'});
    [[t('in our words'), rule.words], [t('building'), rule.building], [t('source'), rule.source],
      [t('French rulebook'), rule.quote ? '\u00ab ' + rule.quote + ' \u00bb' : ''], [t('FAQ'), rule.faq],
      [t('rule options'), rule.options && rule.options.length ? rule.options.join('; ') : t('none')]
    ].forEach(function (row) {
      if (!row[1]) return;
      dl.appendChild(el('dt', {}, row[0]));
      dl.appendChild(el('dd', {}, row[1]));
    });
    box.appendChild(dl);
    return box;
  }

  function showRule(rulesBox, id) {
    Array.prototype.forEach.call(rulesBox.querySelectorAll('.rule-text'), function (box) {
      box.hidden = box.getAttribute('data-rule') !== id;
      if (!box.hidden) {
        box.scrollIntoView({block: 'nearest'});
        box.focus({preventScroll: true});
      }
    });
  }

  // Fills `list` (an <ol> or <ul>) with the lines of a step and `rulesBox` with the text of every
  // rule they cite (`rules`: id -> text, maybe more than they cite), each shown when its link is
  // followed.
  function draw(list, rulesBox, lines, rules) {
    list.textContent = '';
    rulesBox.textContent = '';
    const cited = [];
    (lines || []).forEach(function (parts) {
      list.appendChild(lineNode(parts, rulesBox));
      parts.forEach(function (p) {
        if (typeof p !== 'string' && cited.indexOf(p.rule) < 0) cited.push(p.rule);
      });
    });
    texts(rulesBox, cited, rules);
  }

  // The texts of the rules `ids` (those `rules` has) into `rulesBox`, hidden until a link opens one.
  function texts(rulesBox, ids, rules) {
    ids.forEach(function (id) {
      if (rules && rules[id]) rulesBox.appendChild(ruleNode(rules[id]));
    });
  }

  // The points ledger, `caylus replay --explain --json`'s {player: [{turn, phase, amount, total,
  // cause}]}: a table per player, the prestige a player had when the log started first.
  function ledger(box, entries, players, ink) {
    box.textContent = '';
    players.forEach(function (name) {
      const rows = entries[name] || [];
      const wrap = el('div', {'class': 'ledger-player', 'data-player': name});
      const h = el('h4', {}, fill(t('{0}: {1} PP'), name, rows.length ? rows[rows.length - 1].total : 0));
      if (ink) h.style.color = ink(name);
      wrap.appendChild(h);
      const table = el('table', {'class': 'ledger'});
      const head = el('tr');
      [t('turn'), t('PP'), t('total'), t('cause')].forEach(function (word) { head.appendChild(el('th', {}, word)); });
      table.appendChild(head);
      rows.forEach(function (e) {
        const tr = el('tr');
        tr.appendChild(el('td', {'title': e.phase}, String(e.turn)));
        tr.appendChild(el('td', {'class': e.amount < 0 ? 'minus' : 'plus'},
          (e.amount > 0 ? '+' : '') + e.amount));
        tr.appendChild(el('td', {}, String(e.total)));
        tr.appendChild(el('td', {}, e.cause));
        table.appendChild(tr);
      });
      wrap.appendChild(table);
      box.appendChild(wrap);
    });
  }

  // The reasons on a verdict's claims, replay_answer_json's `claims` (docs/replay.md): per check,
  // amend, expect, legal or refused entry, each field it names with the changes since the last
  // entry that agreed on it, each with its rule id as a link (the texts in `rules`). `box` is
  // hidden when there is no claim.
  function claims(box, list, rules) {
    box.textContent = '';
    box.hidden = list.length === 0;
    if (list.length === 0) return;
    box.appendChild(el('h3', {}, t('Why: each claim of the log, field by field')));
    const rulesBox = el('div', {'class': 'reason-rules'});
    const cited = [];
    const ul = el('ul', {'class': 'claims'});
    list.forEach(function (c) { ul.appendChild(claimNode(c, rulesBox, cited)); });
    box.appendChild(ul);
    box.appendChild(rulesBox);
    texts(rulesBox, cited, rules);
  }

  // {action, kind, agrees, why, reasons: [{field, claimed, computed, agrees, since: {entry},
  // changes: [{action, turn, phase, rule, amount, nominal, total, source, text}]}]}
  function claimNode(c, rulesBox, cited) {
    const li = el('li', {'class': 'claim ' + (c.agrees ? 'agrees' : 'disagrees'),
      'data-kind': c.kind, 'data-action': c.action === null ? '' : String(c.action)});
    li.appendChild(el('span', {'class': 'claim-head'},
      (c.action === null ? '' : '#' + c.action + ' ') + c.kind + ': ' + (c.agrees ? t('agrees') : t('disagrees')) +
      (c.why ? ' \u2014 ' + c.why : '')));
    (c.reasons || []).forEach(function (r) {
      const field = el('div', {'class': 'reason ' + (r.agrees ? 'agrees' : 'disagrees'), 'data-field': r.field});
      field.appendChild(el('span', {'class': 'field'}, r.field + ' ' + r.computed +
        (r.agrees ? '' : ' ' + fill(t('(the log: {0})'), r.claimed))));
      field.appendChild(el('span', {'class': 'since'}, ' ' + (r.since && r.since.entry !== null && r.since.entry !== undefined
        ? fill(t('since #{0}'), r.since.entry) : t('since the log\u2019s start'))));
      const table = el('table', {'class': 'changes'});
      (r.changes || []).forEach(function (ch) {
        const tr = el('tr', {'class': 'change ' + (ch.source || '')});
        tr.appendChild(el('td', {}, ch.action === null ? '' : '#' + ch.action));
        tr.appendChild(el('td', {'title': ch.phase}, fill(t('turn {0}'), ch.turn)));
        tr.appendChild(el('td', {'class': ch.amount < 0 ? 'minus' : 'plus'}, (ch.amount > 0 ? '+' : '') + ch.amount +
          (ch.nominal !== undefined ? ' (' + ch.nominal + ')' : '')));
        tr.appendChild(el('td', {}, '= ' + ch.total));
        const why = el('td', {});
        if (ch.rule && ch.rule !== 'amend') {
          why.appendChild(link(ch.rule, rulesBox));
          if (cited.indexOf(ch.rule) < 0) cited.push(ch.rule);
          why.appendChild(document.createTextNode(' '));
        }
        why.appendChild(document.createTextNode(ch.text || ''));
        tr.appendChild(why);
        table.appendChild(tr);
      });
      field.appendChild(table);
      li.appendChild(field);
    });
    return li;
  }

  // The ledger of one field, `caylus replay --ledger FIELD --json`'s field_ledger: {field, value,
  // changes [{action, turn, phase, rule, amount, total, source, text}], rules (the text of each
  // rule cited)} or {error}, as a table (turn, phase, action, change, total, rule, cause) into
  // `box`, the rules' texts into `rulesBox`. The page asks the engine (caylus_ledger); the report
  // carries every field's (report.cpp).
  function fieldLedger(box, rulesBox, l) {
    box.textContent = '';
    rulesBox.textContent = '';
    if (!l) return;
    if (l.error) {
      box.appendChild(el('p', {'class': 'error'}, l.error));
      return;
    }
    box.appendChild(el('h4', {}, fill(t('{0}: {1} now'), l.field, l.value)));
    const table = el('table', {'class': 'ledger field-ledger'});
    const head = el('tr');
    [t('turn'), t('phase'), t('action'), t('change'), t('total'), t('rule'), t('cause')].forEach(function (word) {
      head.appendChild(el('th', {}, word));
    });
    table.appendChild(head);
    const cited = [];
    l.changes.forEach(function (c) {
      const row = el('tr', {'class': 'change ' + c.source});
      row.appendChild(el('td', {}, String(c.turn)));
      row.appendChild(el('td', {}, phaseWords(c.phase)));
      row.appendChild(el('td', {}, c.action === null ? '-' : '#' + c.action));
      row.appendChild(el('td', {'class': c.amount < 0 ? 'minus' : 'plus'}, (c.amount >= 0 ? '+' : '') + c.amount));
      row.appendChild(el('td', {}, String(c.total)));
      const rule = el('td', {});
      if (c.rule) {
        rule.appendChild(link(c.rule, rulesBox));
        if (cited.indexOf(c.rule) < 0) cited.push(c.rule);
      } else {
        rule.textContent = '-';
      }
      row.appendChild(rule);
      row.appendChild(el('td', {}, c.text));
      table.appendChild(row);
    });
    box.appendChild(table);
    if (!l.changes.length) box.appendChild(el('p', {}, fill(t('(no change: {0} from the start)'), l.value)));
    texts(rulesBox, cited, l.rules);
  }

  return {claims: claims, draw: draw, lineText: lineText, ledger: ledger, fieldLedger: fieldLedger,
    link: link, texts: texts, showRule: showRule};
})();
