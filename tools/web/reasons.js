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

  // `caylus replay --ledger FIELD`'s table (tools/report/narration.js, the report's too), from
  // the engine (caylus_ledger).
  function fieldLedger(field) {
    const box = $('field-ledger');
    box.setAttribute('data-field', field);
    CaylusNarration.fieldLedger(box, $('field-ledger-rules'), field ? CaylusApi.ledger(field) : null);
  }

  // The scripts stand at the end of the page's body: the picker is there already.
  $('field-pick').addEventListener('change', function (e) { fieldLedger(e.target.value); });

  return {step: step, verdict: verdict};
})();
