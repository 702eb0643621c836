// The page argues its case (issue 35 item 4): beside the board, what happened at the step shown
// as `caylus replay --explain` tells it (rule ids as links to the rule's text), the points ledger,
// and the reasons the engine gives on the verdict's claims. All of it is the engine's (tools/web/
// api.cpp: caylus_state's narration and rules, caylus_open's ledger and answer); this file lays
// it out (tools/report/narration.js, shared with the report) and words nothing.
'use strict';

const CaylusReasons = (function () {
  const $ = function (id) { return document.getElementById(id); };
  const el = CaylusBoard.el;

  // The step shown: `at` is caylus_state's answer, `info` caylus_open's. Step 0 tells the log's
  // start; step n the n-th applied action (the one the page names above the board), its
  // automatic steps and the checks met after it: together the steps tell --explain's lines.
  function step(at, info) {
    const n = at.step;
    let when = t('(at the start of the log)');
    if (n > 0) {
      const st = info.steps[n - 1];
      when = fill(t('(step {0} \u2192 {1}: action #{2})'), n - 1, n, st.entry);
    }
    $('told-when').textContent = when;
    CaylusNarration.draw($('told'), $('told-rules'), at.narration, at.rules);
    $('told-box').setAttribute('data-step', String(n));
  }

  // The verdict of an opened log: the points ledger, the field picker of the ledger of any field,
  // and the reasons on its claims when the answer carries them (replay_answer_json's `claims`).
  function verdict(info) {
    CaylusNarration.ledger($('ledger'), info.ledger || {}, info.players);
    picker(info.ledger_fields || []);
    CaylusNarration.claims($('reasons'), (info.answer && info.answer.claims) || [], info.claim_rules);
  }

  // The ledger of any field (issue 35 item 3): the fields caylus_open lists; the one picked kept
  // across the logs opened (a what-if branch keeps its field) when the new log has it.
  function picker(fields) {
    const select = $('field-pick');
    const kept = select.value;
    select.textContent = '';
    select.appendChild(el('option', {'value': ''}, t('(pick a field)')));
    fields.forEach(function (f) { select.appendChild(el('option', {'value': f}, f)); });
    select.value = fields.indexOf(kept) >= 0 ? kept : '';
    fieldLedger(select.value);
  }

  // `caylus replay --ledger FIELD`'s table, a row per change: turn, phase, action, change, total,
  // rule (a link to its text), cause. All of it from the engine (caylus_ledger).
  function fieldLedger(field) {
    const box = $('field-ledger');
    const rulesBox = $('field-ledger-rules');
    box.textContent = '';
    rulesBox.textContent = '';
    box.setAttribute('data-field', field);
    if (!field) return;
    const l = CaylusApi.ledger(field);
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
      row.appendChild(el('td', {}, c.phase));
      row.appendChild(el('td', {}, c.action === null ? '-' : '#' + c.action));
      row.appendChild(el('td', {'class': c.amount < 0 ? 'minus' : 'plus'}, (c.amount >= 0 ? '+' : '') + c.amount));
      row.appendChild(el('td', {}, String(c.total)));
      const rule = el('td', {});
      if (c.rule) {
        rule.appendChild(CaylusNarration.link(c.rule, rulesBox));
        if (cited.indexOf(c.rule) < 0) cited.push(c.rule);
      } else {
        rule.textContent = '-';
      }
      row.appendChild(rule);
      row.appendChild(el('td', {}, c.text));
      table.appendChild(row);
    });
    box.appendChild(table);
    if (!l.changes.length) box.appendChild(el('p', {}, t('(no change: 0 from the start)')));
    CaylusNarration.texts(rulesBox, cited, l.rules);
  }

  // The scripts stand at the end of the page's body: the picker is there already.
  $('field-pick').addEventListener('change', function (e) { fieldLedger(e.target.value); });

  return {step: step, verdict: verdict};
})();
