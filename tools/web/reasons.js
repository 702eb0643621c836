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
    let when = 'at the start of the log';
    if (n > 0) {
      const st = info.steps[n - 1];
      when = 'step ' + (n - 1) + ' \u2192 ' + n + ': action #' + st.entry;
    }
    $('told-when').textContent = '(' + when + ')';
    CaylusNarration.draw($('told'), $('told-rules'), at.narration, at.rules);
    $('told-box').setAttribute('data-step', String(n));
  }

  // The verdict of an opened log: the points ledger, and the reasons on its claims when the
  // answer carries them (replay_answer_json's `claims`).
  function verdict(info) {
    CaylusNarration.ledger($('ledger'), info.ledger || {}, info.players);
    CaylusNarration.claims($('reasons'), (info.answer && info.answer.claims) || [], info.claim_rules);
  }

  return {step: step, verdict: verdict};
})();
