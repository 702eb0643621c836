// The script of a `caylus report` page (tools/report.cpp embeds it). It reads the data the C++
// side wrote (<script id="caylus-data">): the start of the game as a state snapshot
// (docs/snapshot-format.md) and, for every applied action, the change to it as a compact delta
// ([pointer, value] sets, [pointer] removes). It rebuilds every state, then draws the board of
// the step shown as SVG, the players' panels, the score chart and the points ledger. Nothing is
// fetched: the page works from disk and prints.
'use strict';

// The report's words in the reader's language (`caylus report --lang`, issue 37): the C++ wrote
// every word of these scripts (board.js, narration.js and this one: xgettext's t and tc),
// translated, into <script id="caylus-words"> (tools/report/report_words.cpp); English has none.
// A key is the msgid, or its context, U+0004 and the msgid, as gettext keys them.
var CaylusWords = (function () {
  const words = JSON.parse(document.getElementById('caylus-words').textContent);
  return {
    t: function (msgid) { return Object.prototype.hasOwnProperty.call(words, msgid) ? words[msgid] : msgid; },
    tc: function (context, msgid) {
      const key = context + '\u0004' + msgid;
      return Object.prototype.hasOwnProperty.call(words, key) ? words[key] : msgid;
    }
  };
})();

(function () {
  const data = JSON.parse(document.getElementById('caylus-data').textContent);
  const t = CaylusWords.t;
  const tc = CaylusWords.tc;
  // {0} {1}... replaced by the arguments, in any order (a translation may reorder them).
  function fill(format) {
    const args = Array.prototype.slice.call(arguments, 1);
    return format.replace(/\{(\d+)\}/g, function (all, i) { return i < args.length ? String(args[i]) : all; });
  }

  // ------------------------------------------------------------------------------------------
  // States

  function unescapePointer(token) {
    return token.replace(/~1/g, '/').replace(/~0/g, '~');
  }

  // Applies one compact delta to a copy of `state` and returns it.
  function applyDelta(state, delta) {
    let doc = JSON.parse(JSON.stringify(state));
    for (const op of delta) {
      const tokens = op[0] === '' ? [] : op[0].split('/').slice(1).map(unescapePointer);
      if (tokens.length === 0) {
        doc = op[1];
        continue;
      }
      let parent = doc;
      for (const t of tokens.slice(0, -1)) parent = parent[Array.isArray(parent) ? Number(t) : t];
      const key = tokens[tokens.length - 1];
      if (op.length === 1) {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      } else if (Array.isArray(parent)) {
        if (key === '-') parent.push(op[1]);
        else parent[Number(key)] = op[1];
      } else {
        parent[key] = op[1];
      }
    }
    return doc;
  }

  function statesOf(reading) {
    const states = [reading.start];
    for (const step of reading.steps) states.push(applyDelta(states[states.length - 1], step.delta));
    return states;
  }

  // The board drawn at each step: the C++ drawing (tools/report/board_svg.cpp, the page's and
  // `caylus board`'s) as the first drawing's lines and each step's changed lines
  // ([at, removed, [inserted]], tools/report/line_delta.h), applied from the last.
  function drawingsOf(reading) {
    const drawings = [reading.board];
    for (const step of reading.steps) {
      const lines = drawings[drawings.length - 1].slice();
      for (let k = step.board.length - 1; k >= 0; --k) {
        const h = step.board[k];
        Array.prototype.splice.apply(lines, [h[0], h[1]].concat(h[2]));
      }
      drawings.push(lines);
    }
    return drawings;
  }
  // Drawn as `board-svg`; another board of the page gets its own id (and hatching pattern's).
  function drawing(lines, id) {
    const svg = lines.join('\n');
    return id === 'board-svg' ? svg
      : svg.split('"board-svg-closed"').join('"' + id + '-closed"').split('url(#board-svg-closed)').join('url(#' + id + '-closed)')
        .replace('id="board-svg"', 'id="' + id + '"');
  }

  const reading = data.reading;
  const states = statesOf(reading);
  const last = states.length - 1;
  const versus = data.versus || null;
  const versusStates = versus ? statesOf(versus.reading) : null;
  const drawings = drawingsOf(reading);
  const versusDrawings = versus ? drawingsOf(versus.reading) : null;

  // ------------------------------------------------------------------------------------------
  // The board and the players' panels: tools/report/board.js, shared with the page (tools/web/).

  const board = CaylusBoard.create(data.players, data.buildings, data.board, null);
  const ink = board.ink;
  const panels = board.panels;
  const el = CaylusBoard.el;

  // ------------------------------------------------------------------------------------------
  // The step shown

  const body = document.body;
  const slider = document.getElementById('slider');
  slider.max = String(last);
  body.setAttribute('data-steps', String(last));
  let current = -1;

  function describeDecision(s) {
    if (!s.decision || s.decision.kind === 'none') return s.phase === 'game_over' ? t('the game is over') : '';
    // The decision's kind as the snapshot names it (docs/snapshot-format.md); the words around it read.
    const space = s.decision.space !== null && s.decision.space !== undefined;
    if (!s.decision.player) return fill(t('now: {0}'), s.decision.kind);
    return space ? fill(t('now: {0} decision of {1} (space {2})'), s.decision.kind, s.decision.player, s.decision.space)
      : fill(t('now: {0} decision of {1}'), s.decision.kind, s.decision.player);
  }

  function divergenceStep() {
    if (!versus || versus.differences.length === 0) return -1;
    const entry = versus.differences[0].entry;
    if (entry < 0) return 0;
    let k = 0;
    while (k < reading.steps.length && reading.steps[k].entry <= entry) ++k;
    return k;
  }
  const divergence = divergenceStep();

  function show(step, updateHash) {
    step = Math.max(0, Math.min(last, step | 0));
    current = step;
    const s = states[step];
    slider.value = String(step);
    body.setAttribute('data-step', String(step));
    document.getElementById('step-label').textContent =
      fill(t('step {0} of {1} \u2014 turn {2}, phase {3}'), step, last, s.turn, tc('phase', s.phase));
    const action = document.getElementById('step-action');
    action.textContent = '';
    action.className = step === divergence ? 'divergent' : '';
    if (step === 0) {
      action.appendChild(el('span', {}, t('the start of the log, before any action.') + ' '));
    } else {
      const st = reading.steps[step - 1];
      action.appendChild(el('span', {'class': 'entry'},
        fill(st.forced ? t('action #{0} (forced, not in the log):') : t('action #{0}:'), st.entry) + ' '));
      action.appendChild(el('code', {'class': 'notation'}, st.action));
    }
    if (step === last && reading.refused) {
      const refused = el('div', {'class': 'refused'});
      if (reading.refused.rule === 'check') {
        refused.textContent = fill(t('next, entry #{0}: a check of the log, which disagrees with the state shown'), reading.refused.entry);
      } else {
        refused.appendChild(el('span', {}, fill(t('next, action #{0} (refused, {1}): {2}'), reading.refused.entry,
                                                reading.refused.rule, '')));
        refused.appendChild(el('code', {'class': 'notation'}, reading.refused.action));
      }
      action.appendChild(refused);
    }
    if (step === divergence) action.appendChild(el('div', {'class': 'divergence-note'}, t('the first divergent action of the two readings (below)')));
    action.appendChild(el('div', {'class': 'decision'}, describeDecision(s)));
    // --explain's lines told with this step (step 0: the log's start), rule ids as links.
    CaylusNarration.draw(document.getElementById('step-narration'), document.getElementById('step-rules'),
      step > 0 ? reading.steps[step - 1].narration : reading.narration, reading.rules);
    document.getElementById('board').innerHTML = drawing(drawings[step], 'board-svg');
    panels(s, document.getElementById('players'));
    if (versus) drawVersus(step);
    drawCursor(step);
    if (updateHash) history.replaceState(null, '', '#step=' + step);
  }

  function stepFromHash() {
    const m = /(?:^#|&)step=(\d+)/.exec(location.hash);
    return m ? Number(m[1]) : null;
  }

  document.getElementById('first').addEventListener('click', function () { show(0, true); });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1, true); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1, true); });
  document.getElementById('last').addEventListener('click', function () { show(last, true); });
  slider.addEventListener('input', function () { show(Number(slider.value), true); });
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'INPUT' && e.target !== slider) return;
    const moves = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last};
    if (e.key in moves) {
      e.preventDefault();
      show(moves[e.key], true);
    }
  });
  // A link to a step shows its board at once: the board section scrolled into view.
  function showBoard() {
    document.getElementById('board-section').scrollIntoView({block: 'start'});
  }
  window.addEventListener('hashchange', function () {
    const step = stepFromHash();
    if (step === null) return;
    if (step !== current) show(step, false);
    showBoard();
  });

  // ------------------------------------------------------------------------------------------
  // The rule behind the verdict, the checks, the amendments

  function drawRule() {
    const box = document.getElementById('rule');
    if (!data.rule) return;
    const r = data.rule;
    box.appendChild(el('h3', {}, fill(t('The rule: {0}'), r.id)));
    const dl = el('dl', {'class': 'rule'});
    function row(term, value) {
      if (!value || (Array.isArray(value) && value.length === 0)) return;
      dl.appendChild(el('dt', {}, term));
      if (Array.isArray(value)) {
        const dd = el('dd');
        const ul = el('ul');
        value.forEach(function (v) { ul.appendChild(el('li', {}, v)); });
        dd.appendChild(ul);
        dl.appendChild(dd);
      } else {
        dl.appendChild(el('dd', {}, value));
      }
    }
    // The reader's own rulebook (--lang es|ro) before the French one, as the page's rule box.
    const own = r.rulebook;
    const ownName = own && (own.language === 'es' ? t('Spanish rulebook') : t('Romanian rulebook'));
    row(t('in our words'), r.words);
    row(t('building'), r.building);
    row(t('source'), r.source);
    if (own) {
      row(ownName, own.quote ? '\u00ab ' + own.quote + ' \u00bb (' + own.seed + ', ' + own.section + ')'
        : fill(t('no such passage ({0}); the French rulebook is quoted'), own.note));
      if (own.quote) row(fill(t('{0}: on the reading'), ownName), own.note);
    }
    row(t('French rulebook'), '\u00ab ' + r.quote + ' \u00bb');
    row(t('FAQ'), r.faq);
    row(t('rule options'), r.options.length ? r.options : t('none'));
    row(t('scenarios of the corpus'), r.scenarios.length ? r.scenarios : t('none'));
    box.appendChild(dl);
  }

  function drawFacts() {
    const box = document.getElementById('facts');
    const options = Object.keys(data.options);
    box.appendChild(el('p', {}, options.length
      ? fill(t('Rule options: {0}.'), options.map(function (k) { return k + '=' + data.options[k]; }).join(', '))
      : t('Rule options: the defaults (the French rulebook\u2019s readings).')));
    const amend = el('p', {'id': 'amendments'});
    amend.textContent = data.amendments.length ? t('Amendments (what the table let stand):') : t('Amendments: none.');
    box.appendChild(amend);
    if (data.amendments.length) {
      const ul = el('ul');
      data.amendments.forEach(function (a) { ul.appendChild(el('li', {}, a.text)); });
      box.appendChild(ul);
    }
    const checks = el('p', {'id': 'checks'});
    checks.textContent = data.checks.length ? t('Checks of the log:') : t('Checks of the log: none.');
    box.appendChild(checks);
    if (data.checks.length) {
      const ul = el('ul', {'class': 'checks'});
      data.checks.forEach(function (c) {
        const li = el('li', {'class': 'check ' + c.result.replace(' ', '-')});
        const said = {'agrees': t('agrees'), 'disagrees': t('disagrees'), 'not reached': t('not reached')};
        li.appendChild(el('span', {}, fill(t('entry #{0}: {1}'), c.entry, said[c.result] || c.result) + ' '));
        li.appendChild(el('code', {}, c.check));
        if (c.note) li.appendChild(el('span', {}, ' \u2014 ' + c.note));
        ul.appendChild(li);
      });
      box.appendChild(ul);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Score chart (chart.js): a click on it shows the step clicked.

  let chart = null;
  function drawChart() {
    chart = CaylusChart.draw(document.getElementById('chart'), states, data.players, ink,
                             function (k) { show(k, true); });
  }
  function drawCursor(step) {
    if (chart) chart.cursor(step);
  }

  // ------------------------------------------------------------------------------------------
  // The points ledger: one table per player, every PP with its cause.

  function drawLedger() {
    const box = document.getElementById('ledger');
    data.players.forEach(function (name) {
      const entries = reading.ledger[name] || [];
      const wrap = el('div', {'class': 'ledger-player', 'data-player': name});
      const h = el('h3', {}, fill(t('{0}: {1} PP'), name, entries.length ? entries[entries.length - 1][3] : 0));
      h.style.color = ink(name);
      wrap.appendChild(h);
      const table = el('table', {'class': 'ledger'});
      const head = el('tr');
      [t('turn'), t('phase'), t('PP'), t('total'), t('cause')].forEach(function (h) { head.appendChild(el('th', {}, h)); });
      table.appendChild(head);
      entries.forEach(function (e) {
        const tr = el('tr');
        tr.appendChild(el('td', {}, String(e[0])));
        tr.appendChild(el('td', {}, tc('ledger phase', e[1])));
        tr.appendChild(el('td', {'class': e[2] < 0 ? 'minus' : 'plus'}, (e[2] > 0 ? '+' : '') + e[2]));
        tr.appendChild(el('td', {}, String(e[3])));
        tr.appendChild(el('td', {}, e[4]));
        table.appendChild(tr);
      });
      wrap.appendChild(table);
      box.appendChild(wrap);
    });
  }

  // The ledger of any field (issue 35 item 3), as `caylus replay --ledger FIELD` gives it: the
  // field picked is unpacked from report.cpp's field_ledgers into field_ledger's shape and laid
  // out by the page's own table (narration.js).
  function fieldLedgerOf(name) {
    const packed = reading.field_ledgers;
    const f = packed.fields[name];
    if (!f) return null;
    return {field: name, value: f.value, rules: reading.rules, changes: f.changes.map(function (c) {
      return {action: c[0], turn: c[1], phase: c[2], rule: c[3], amount: c[4], total: c[5], source: c[6],
        text: packed.texts[c[7]]};
    })};
  }

  function drawFieldPicker() {
    const select = document.getElementById('field-pick');
    select.appendChild(el('option', {'value': ''}, t('(pick a field)')));
    Object.keys(reading.field_ledgers.fields).forEach(function (name) {
      select.appendChild(el('option', {'value': name}, name));
    });
    const box = document.getElementById('field-ledger');
    select.addEventListener('change', function () {
      box.setAttribute('data-field', select.value);
      CaylusNarration.fieldLedger(box, document.getElementById('field-ledger-rules'),
        select.value ? fieldLedgerOf(select.value) : null);
    });
  }

  // ------------------------------------------------------------------------------------------
  // Two readings side by side (--versus)

  function scoresOf(s, winners) {
    return s.turn_order.map(function (name) {
      const p = s.players.find(function (q) { return q.name === name; });
      return fill(winners.indexOf(name) >= 0 ? t('{0} {1} PP (winner)') : t('{0} {1} PP'), name, p.prestige);
    });
  }

  function drawVersusFrame() {
    const section = document.getElementById('versus-section');
    section.hidden = false;
    const box = document.getElementById('versus');
    const intro = el('p', {'id': 'versus-summary'});
    intro.textContent = versus.same
      ? fill(t('The dispute does not change the outcome: every action is accepted or refused alike and every state is the same under {0} and {1}.'), versus.label_a, versus.label_b)
      : fill(versus.winners_differ ? t('Replayed under {0} and under {1}: the winner changes.')
        : versus.scores_differ ? t('Replayed under {0} and under {1}: the scores change, not the winner.')
          : t('Replayed under {0} and under {1}.'), versus.label_a, versus.label_b);
    box.appendChild(intro);
    versus.differences.forEach(function (d, i) {
      const div = el('div', {'class': 'difference' + (i === 0 ? ' first' : '')});
      div.appendChild(el('div', {'class': 'heading'}, d.heading));
      const ul = el('ul');
      d.lines.forEach(function (line) { ul.appendChild(el('li', {}, line)); });
      div.appendChild(ul);
      box.appendChild(div);
    });
    if (divergence >= 0) {
      const go = el('button', {'type': 'button', 'id': 'go-divergence'}, fill(t('show the first divergent action (step {0})'), divergence));
      go.addEventListener('click', function () { show(divergence, true); });
      box.appendChild(go);
    }
    const sides = el('div', {'class': 'sides'});
    [['a', versus.label_a, states, reading, versus.winners_a], ['b', versus.label_b, versusStates, versus.reading, versus.winners_b]].forEach(function (side) {
      const col = el('div', {'class': 'side', 'id': 'side-' + side[0]});
      col.appendChild(el('h3', {}, fill(t('under {0}'), side[1])));
      col.appendChild(el('div', {'class': 'side-action'}));
      col.appendChild(el('div', {'class': 'side-board'}));
      const fin = side[2][side[2].length - 1];
      const ul = el('ul', {'class': 'final'});
      scoresOf(fin, side[3].winners).forEach(function (line) { ul.appendChild(el('li', {}, line)); });
      col.appendChild(el('div', {'class': 'final-title'},
        fill(side[3].complete ? t('final scores \u2014 winner: {0}') : t('scores when the replay stops \u2014 winner: {0}'), side[4])));
      col.appendChild(ul);
      sides.appendChild(col);
    });
    box.appendChild(sides);
  }

  function drawVersus(step) {
    [['a', states, reading, drawings], ['b', versusStates, versus.reading, versusDrawings]].forEach(function (side) {
      const col = document.getElementById('side-' + side[0]);
      const k = Math.min(step, side[1].length - 1);
      const action = col.querySelector('.side-action');
      const st = k > 0 ? side[2].steps[k - 1] : null;
      action.textContent = st ? fill(t('step {0} of {1}: action #{2} {3}'), k, side[1].length - 1, st.entry, st.action)
        : fill(t('step {0} of {1}: the start'), k, side[1].length - 1);
      action.className = 'side-action' + (step === divergence ? ' divergent' : '');
      col.querySelector('.side-board').innerHTML = drawing(side[3][k], 'board-' + side[0]);
    });
  }

  // ------------------------------------------------------------------------------------------

  drawRule();
  drawFacts();
  // The reasons on the verdict's claims (replay_answer_json's `claims`), as the page shows them.
  CaylusNarration.claims(document.getElementById('reasons'), data.claims || [], data.claim_rules);
  drawChart();
  drawLedger();
  drawFieldPicker();
  if (versus) drawVersusFrame();
  // Tick marks on the slider: the disputed action and the first divergence of two readings.
  const marks = el('datalist', {'id': 'step-marks'});
  [reading.refused ? last : -1, divergence].forEach(function (step) {
    if (step >= 0) marks.appendChild(el('option', {'value': String(step)}));
  });
  if (marks.children.length) {
    document.getElementById('controls').appendChild(marks);
    slider.setAttribute('list', 'step-marks');
  }
  const initial = stepFromHash();
  show(initial === null ? data.open : initial, false);
  if (initial !== null) showBoard();
  body.setAttribute('data-ready', 'true');
})();
