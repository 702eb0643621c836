// The script of a `caylus report` page (tools/report.cpp embeds it). It reads the data the C++
// side wrote (<script id="caylus-data">): the start of the game as a state snapshot
// (docs/snapshot-format.md) and, for every applied action, the change to it as a compact delta
// ([pointer, value] sets, [pointer] removes). It rebuilds every state, then draws the board of
// the step shown as SVG, the players' panels, the score chart and the points ledger. Nothing is
// fetched: the page works from disk and prints.
'use strict';

(function () {
  const data = JSON.parse(document.getElementById('caylus-data').textContent);
  const SVG = 'http://www.w3.org/2000/svg';

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
  const esc = CaylusBoard.esc;
  const el = CaylusBoard.el;
  const text = CaylusBoard.text;

  // ------------------------------------------------------------------------------------------
  // The step shown

  const body = document.body;
  const slider = document.getElementById('slider');
  slider.max = String(last);
  body.setAttribute('data-steps', String(last));
  let current = -1;

  function describeDecision(s) {
    if (!s.decision || s.decision.kind === 'none') return s.phase === 'game_over' ? 'the game is over' : '';
    return 'now: ' + s.decision.kind + (s.decision.player ? ' decision of ' + s.decision.player : '') +
      (s.decision.space !== null && s.decision.space !== undefined ? ' (space ' + s.decision.space + ')' : '');
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
      'step ' + step + ' of ' + last + ' \u2014 turn ' + s.turn + ', phase ' + s.phase;
    const action = document.getElementById('step-action');
    action.textContent = '';
    action.className = step === divergence ? 'divergent' : '';
    if (step === 0) {
      action.appendChild(el('span', {}, 'the start of the log, before any action. '));
    } else {
      const st = reading.steps[step - 1];
      action.appendChild(el('span', {'class': 'entry'}, 'action #' + st.entry + (st.forced ? ' (forced, not in the log)' : '') + ': '));
      action.appendChild(el('code', {'class': 'notation'}, st.action));
    }
    if (step === last && reading.refused) {
      const refused = el('div', {'class': 'refused'});
      if (reading.refused.rule === 'check') {
        refused.textContent = 'next, entry #' + reading.refused.entry + ': a check of the log, which disagrees with the state shown';
      } else {
        refused.appendChild(el('span', {}, 'next, action #' + reading.refused.entry + ' (refused, ' + reading.refused.rule + '): '));
        refused.appendChild(el('code', {'class': 'notation'}, reading.refused.action));
      }
      action.appendChild(refused);
    }
    if (step === divergence) action.appendChild(el('div', {'class': 'divergence-note'}, 'the first divergent action of the two readings (below)'));
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
    box.appendChild(el('h3', {}, 'The rule: ' + r.id));
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
    row('in our words', r.words);
    row('building', r.building);
    row('source', r.source);
    row('French rulebook', '\u00ab ' + r.quote + ' \u00bb');
    row('FAQ', r.faq);
    row('rule options', r.options.length ? r.options : 'none');
    row('scenarios of the corpus', r.scenarios.length ? r.scenarios : 'none');
    box.appendChild(dl);
  }

  function drawFacts() {
    const box = document.getElementById('facts');
    const options = Object.keys(data.options);
    box.appendChild(el('p', {}, 'Rule options: ' + (options.length ? options.map(function (k) { return k + '=' + data.options[k]; }).join(', ') : 'the defaults (the French rulebook\u2019s readings)') + '.'));
    const amend = el('p', {'id': 'amendments'});
    amend.textContent = data.amendments.length ? 'Amendments (what the table let stand):' : 'Amendments: none.';
    box.appendChild(amend);
    if (data.amendments.length) {
      const ul = el('ul');
      data.amendments.forEach(function (a) { ul.appendChild(el('li', {}, a.text)); });
      box.appendChild(ul);
    }
    const checks = el('p', {'id': 'checks'});
    checks.textContent = data.checks.length ? 'Checks of the log:' : 'Checks of the log: none.';
    box.appendChild(checks);
    if (data.checks.length) {
      const ul = el('ul', {'class': 'checks'});
      data.checks.forEach(function (c) {
        const li = el('li', {'class': 'check ' + c.result.replace(' ', '-')});
        li.appendChild(el('span', {}, 'entry #' + c.entry + ': ' + c.result + ' '));
        li.appendChild(el('code', {}, c.check));
        if (c.note) li.appendChild(el('span', {}, ' \u2014 ' + c.note));
        ul.appendChild(li);
      });
      box.appendChild(ul);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Score chart: every player's prestige at every step; section scorings marked.

  let chartGeometry = null;
  function drawChart() {
    const W = 1000, H = 300, left = 44, right = 110, top = 24, bottom = 36;
    let max = 10;
    states.forEach(function (s) { s.players.forEach(function (p) { max = Math.max(max, p.prestige); }); });
    max = Math.ceil(max / 10) * 10;
    const x = function (k) { return left + (last === 0 ? 0 : k * (W - left - right) / last); };
    const y = function (v) { return H - bottom - v * (H - top - bottom) / max; };
    chartGeometry = {x: x, top: top, bottom: H - bottom};
    let out = '<svg xmlns="' + SVG + '" id="chart-svg" viewBox="0 0 ' + W + ' ' + H + '" role="img" aria-label="prestige over the game">';
    for (let v = 0; v <= max; v += 10) {
      out += '<line x1="' + left + '" x2="' + (W - right) + '" y1="' + y(v) + '" y2="' + y(v) + '" class="grid"/>';
      out += text(left - 6, y(v) + 4, String(v), 'tiny', 'end');
    }
    // Turns along the bottom, scorings as marked lines.
    for (let k = 1; k <= last; ++k) {
      if (states[k].turn !== states[k - 1].turn)
        out += '<line x1="' + x(k) + '" x2="' + x(k) + '" y1="' + (H - bottom) + '" y2="' + (H - bottom + 5) + '" class="axis"/>' +
          (states[k].turn % 2 === 0 ? text(x(k), H - bottom + 16, String(states[k].turn), 'tiny', 'middle') : '');
      states[k].scored.forEach(function (sec) {
        if (states[k - 1].scored.indexOf(sec) < 0)
          out += '<line class="scoring" data-section="' + sec + '" x1="' + x(k) + '" x2="' + x(k) + '" y1="' + top + '" y2="' + (H - bottom) + '"/>' +
            text(x(k) + 3, top - 6, sec + ' scored', 'tiny');
      });
    }
    out += text((W - right + left) / 2, H - 4, 'turn', 'tiny', 'middle');
    out += text(12, top - 8, 'PP', 'tiny');
    data.players.forEach(function (name, seat) {
      const points = states.map(function (s, k) { return x(k).toFixed(1) + ',' + y(s.players[seat].prestige).toFixed(1); });
      out += '<polyline class="line" data-player="' + esc(name) + '" fill="none" stroke="' + ink(name) + '" stroke-width="2.2" points="' + points.join(' ') + '"/>';
    });
    // Final scores at the right end, highest first, pushed apart so that close scores stay legible.
    const finals = data.players.map(function (name, seat) { return {name: name, pp: states[last].players[seat].prestige}; });
    finals.sort(function (a, b) { return b.pp - a.pp; });
    let below = -Infinity;
    finals.forEach(function (f) {
      const at = Math.max(y(f.pp) + 4, below + 14);
      below = at;
      out += '<text x="' + (W - right + 6) + '" y="' + at + '" class="small" style="fill:' + ink(f.name) + '">' + esc(f.name + ' ' + f.pp) + '</text>';
    });
    // The step shown: a grey band (report.css), no player's colour.
    out += '<rect id="chart-cursor" x="0" y="' + top + '" width="8" height="' + (H - bottom - top) + '"/>';
    out += '</svg>';
    const box = document.getElementById('chart');
    box.innerHTML = out;
    box.querySelector('svg').addEventListener('click', function (e) {
      const svg = e.currentTarget;
      const rect = svg.getBoundingClientRect();
      const px = (e.clientX - rect.left) * W / rect.width;
      const k = Math.round((px - left) * last / (W - left - right));
      show(k, true);
    });
  }
  function drawCursor(step) {
    const cursor = document.getElementById('chart-cursor');
    if (!cursor || !chartGeometry) return;
    cursor.setAttribute('x', chartGeometry.x(step) - 4);
  }

  // ------------------------------------------------------------------------------------------
  // The points ledger: one table per player, every PP with its cause.

  function drawLedger() {
    const box = document.getElementById('ledger');
    data.players.forEach(function (name) {
      const entries = reading.ledger[name] || [];
      const wrap = el('div', {'class': 'ledger-player', 'data-player': name});
      const h = el('h3', {}, name + ': ' + (entries.length ? entries[entries.length - 1][3] : 0) + ' PP');
      h.style.color = ink(name);
      wrap.appendChild(h);
      const table = el('table', {'class': 'ledger'});
      const head = el('tr');
      ['turn', 'phase', 'PP', 'total', 'cause'].forEach(function (t) { head.appendChild(el('th', {}, t)); });
      table.appendChild(head);
      entries.forEach(function (e) {
        const tr = el('tr');
        tr.appendChild(el('td', {}, String(e[0])));
        tr.appendChild(el('td', {}, e[1]));
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
    select.appendChild(el('option', {'value': ''}, '(pick a field)'));
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
      return name + ' ' + p.prestige + ' PP' + (winners.indexOf(name) >= 0 ? ' (winner)' : '');
    });
  }

  function drawVersusFrame() {
    const section = document.getElementById('versus-section');
    section.hidden = false;
    const box = document.getElementById('versus');
    const intro = el('p', {'id': 'versus-summary'});
    intro.textContent = versus.same
      ? 'The dispute does not change the outcome: every action is accepted or refused alike and every state is the same under ' + versus.label_a + ' and ' + versus.label_b + '.'
      : 'Replayed under ' + versus.label_a + ' and under ' + versus.label_b + (versus.winners_differ ? ': the winner changes.' : versus.scores_differ ? ': the scores change, not the winner.' : '.');
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
      const go = el('button', {'type': 'button', 'id': 'go-divergence'}, 'show the first divergent action (step ' + divergence + ')');
      go.addEventListener('click', function () { show(divergence, true); });
      box.appendChild(go);
    }
    const sides = el('div', {'class': 'sides'});
    [['a', versus.label_a, states, reading, versus.winners_a], ['b', versus.label_b, versusStates, versus.reading, versus.winners_b]].forEach(function (side) {
      const col = el('div', {'class': 'side', 'id': 'side-' + side[0]});
      col.appendChild(el('h3', {}, 'under ' + side[1]));
      col.appendChild(el('div', {'class': 'side-action'}));
      col.appendChild(el('div', {'class': 'side-board'}));
      const fin = side[2][side[2].length - 1];
      const ul = el('ul', {'class': 'final'});
      scoresOf(fin, side[3].winners).forEach(function (line) { ul.appendChild(el('li', {}, line)); });
      col.appendChild(el('div', {'class': 'final-title'}, (side[3].complete ? 'final scores' : 'scores when the replay stops') + ' \u2014 winner: ' + side[4]));
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
      action.textContent = 'step ' + k + ' of ' + (side[1].length - 1) + (st ? ': action #' + st.entry + ' ' + st.action : ': the start');
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
