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

  const reading = data.reading;
  const states = statesOf(reading);
  const last = states.length - 1;
  const versus = data.versus || null;
  const versusStates = versus ? statesOf(versus.reading) : null;

  // ------------------------------------------------------------------------------------------
  // Players' colours: their own name when it is a colour of the game, else one by seat.

  const gameColours = {
    red: '#c62828', green: '#2e7d32', blue: '#1565c0', orange: '#ef6c00', black: '#262626',
    yellow: '#f9a825', purple: '#6a1b9a', white: '#f5f5f5', pink: '#d81b60', brown: '#6d4c41'
  };
  const seatColours = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a'];
  const colour = {};
  data.players.forEach(function (name, seat) {
    colour[name] = gameColours[name.toLowerCase()] || seatColours[seat % seatColours.length];
  });
  function ink(name) {
    return name && colour[name] ? colour[name] : '#999';
  }

  // ------------------------------------------------------------------------------------------
  // Small helpers

  function esc(text) {
    return String(text).replace(/[&<>"]/g, function (c) {
      return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c];
    });
  }
  function el(tag, attrs, text) {
    const node = document.createElement(tag);
    for (const k in attrs || {}) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function label(id) {
    return String(id).replace(/^(neutral|fixed|wood)_/, '').replace(/_/g, ' ');
  }

  const kindFill = {
    neutral: '#f3c6d6', fixed: '#d9cdb4', wood: '#c8a27a', stone: '#b9bec4',
    residence: '#9ed39e', prestige: '#8fb4e3', none: '#eeeeee'
  };
  const sections = [
    {name: 'dungeon', size: 6, pp: 5, mark: 12},
    {name: 'walls', size: 10, pp: 4, mark: 18},
    {name: 'towers', size: 14, pp: 3, mark: 24}
  ];
  const favorRows = ['prestige', 'deniers', 'resources', 'buildings'];
  const favorValues = {
    prestige: ['1 PP', '2 PP', '3 PP', '4 PP', '5 PP'],
    deniers: ['3 d', '4 d', '5 d', '6 d', '7 d'],
    resources: ['food', 'wood/stone', 'cloth', '1→2', 'gold'],
    buildings: ['—', 'carpenter', 'mason', 'notary', 'architect']
  };

  // ------------------------------------------------------------------------------------------
  // The board, as an SVG string

  function svgWorker(x, y, name, r) {
    return '<circle class="worker" data-player="' + esc(name) + '" cx="' + x + '" cy="' + y +
      '" r="' + (r || 8) + '" fill="' + ink(name) + '" stroke="#111" stroke-width="1.2">' +
      '<title>worker of ' + esc(name) + '</title></circle>';
  }
  function svgHouse(x, y, name, size) {
    const s = size || 14;
    return '<path class="house" data-player="' + esc(name) + '" d="M' + x + ' ' + (y + s) +
      ' v-' + (s * 0.6) + ' l' + (s / 2) + ' -' + (s * 0.4) + ' l' + (s / 2) + ' ' + (s * 0.4) +
      ' v' + (s * 0.6) + ' z" fill="' + ink(name) + '" stroke="#111" stroke-width="1">' +
      '<title>house of ' + esc(name) + '</title></path>';
  }
  function text(x, y, body, cls, anchor) {
    return '<text x="' + x + '" y="' + y + '" class="' + (cls || '') + '"' +
      (anchor ? ' text-anchor="' + anchor + '"' : '') + '>' + esc(body) + '</text>';
  }

  function drawCastle(s) {
    let out = text(10, 18, 'Castle', 'h');
    const current = sections.findIndex(function (sec) { return s.scored.indexOf(sec.name) < 0; });
    sections.forEach(function (sec, i) {
      const y = 28 + i * 46;
      const scored = s.scored.indexOf(sec.name) >= 0;
      out += text(10, y + 16, sec.name + ' (' + sec.pp + ' PP)', 'small');
      out += text(10, y + 30, scored ? 'scored' : i === current ? 'being built' : '', 'tiny');
      const houses = [];
      const byPlayer = s.houses[sec.name] || {};
      data.players.forEach(function (p) {
        for (let n = 0; n < (byPlayer[p] || 0); ++n) houses.push(p);
      });
      for (let k = 0; k < sec.size; ++k) {
        const x = 104 + k * 22;
        out += '<rect class="castle-slot" x="' + x + '" y="' + y + '" width="20" height="24" ' +
          'fill="' + (scored ? '#ddd' : '#f4f1ea') + '" stroke="#7a7161"/>';
        if (k < houses.length) out += '<g class="castle-house" data-section="' + sec.name + '">' + svgHouse(x + 3, y + 5, houses[k]) + '</g>';
      }
      if (houses.length > sec.size)
        out += text(104 + sec.size * 22 + 4, y + 16, '+' + (houses.length - sec.size), 'small');
    });
    out += text(10, 178, 'castle workers', 'small');
    for (let k = 0; k < 5; ++k) {
      const x = 120 + k * 26;
      out += '<rect x="' + (x - 11) + '" y="166" width="22" height="22" fill="#f4f1ea" stroke="#7a7161"/>';
      out += text(x, 198, String(k + 1), 'tiny', 'middle');
      const w = s.castle_workers[k];
      if (w) out += '<g class="castle-worker" data-slot="' + (k + 1) + '">' + svgWorker(x, 177, w) + '</g>';
    }
    return out;
  }

  function drawSpecial(s) {
    const x0 = 440;
    let out = text(x0, 18, 'Special buildings (phase 3) and the bridge', 'h');
    const boxes = [
      ['gate', [s.gate], 'gate'], ['trading post', [s.trading_post], 'trading_post'],
      ['merchants\u2019 guild', [s.merchants_guild], 'merchants_guild'],
      ['joust field', [s.joust_field], 'joust_field'], ['stables', s.stables, 'stables'],
      ['inn (left, right)', [s.inn_left, s.inn_right], 'inn']
    ];
    boxes.forEach(function (box, i) {
      const x = x0 + i * 94;
      out += '<rect class="special" x="' + x + '" y="28" width="88" height="56" rx="4" fill="#e8dcc4" stroke="#7a7161"/>';
      out += text(x + 44, 42, box[0], 'tiny', 'middle');
      const slots = box[1];
      slots.forEach(function (w, k) {
        const cx = x + 44 + (k - (slots.length - 1) / 2) * 24;
        out += '<circle cx="' + cx + '" cy="64" r="9" fill="none" stroke="#b5a88c" stroke-dasharray="2 2"/>';
        if (w) out += '<g class="special-worker" data-special="' + box[2] + '" data-slot="' + k + '">' + svgWorker(cx, 64, w) + '</g>';
      });
    });
    out += text(x0, 112, 'bridge (passing order)', 'small');
    for (let k = 0; k < 5; ++k) {
      const x = x0 + 150 + k * 40;
      out += '<rect x="' + x + '" y="98" width="34" height="24" fill="#f4f1ea" stroke="#7a7161"/>';
      out += text(x + 17, 135, String(k + 1), 'tiny', 'middle');
      const p = s.bridge[k];
      if (p) out += '<circle class="bridge-marker" data-player="' + esc(p) + '" cx="' + (x + 17) +
        '" cy="110" r="8" fill="' + ink(p) + '" stroke="#111"><title>' + esc(p) + ' passed ' +
        (k + 1) + (k === 0 ? 'st' : k === 1 ? 'nd' : k === 2 ? 'rd' : 'th') + '</title></circle>';
    }
    out += text(x0, 160, 'turn order: ' + s.turn_order.join(', '), 'small');
    if (s.favors_pending > 0 && s.favor_player)
      out += text(x0, 180, s.favor_player + ' has ' + s.favors_pending + ' favor(s) to choose', 'small');
    return out;
  }

  function drawRoad(s) {
    let out = text(10, 232, 'The road (phase 5 activates spaces 1 to the provost)', 'h');
    const w = 76, h = 84;
    for (let n = 1; n <= 28; ++n) {
      const row = n <= 14 ? 0 : 1;
      const col = row === 0 ? n - 1 : n - 15;
      const x = 10 + col * w, y = 262 + row * (h + 40);
      const space = s.road[String(n)] || {};
      const b = space.building;
      const kind = b ? (data.buildings[b] ? data.buildings[b].kind : 'none') : null;
      const activated = n <= s.provost;
      out += '<g class="space" data-space="' + n + '"' + (b ? ' data-building="' + esc(b) + '"' : '') +
        (space.owner ? ' data-owner="' + esc(space.owner) + '"' : '') +
        (space.worker ? ' data-worker="' + esc(space.worker) + '"' : '') + '>';
      out += '<rect x="' + (x + 1) + '" y="' + y + '" width="' + (w - 4) + '" height="' + h +
        '" rx="4" fill="' + (b ? kindFill[kind] : '#fbfaf6') + '" stroke="' +
        (activated ? '#4a3f2c' : '#b8ad96') + '" stroke-width="' + (activated ? 1.6 : 1) +
        '"' + (b ? '' : ' stroke-dasharray="3 3"') + '/>';
      out += text(x + 6, y + 13, String(n), 'tiny');
      if (b) {
        const words = label(b).split(' ');
        out += text(x + w / 2 - 1, y + 32, words[0], 'bname', 'middle');
        if (words.length > 1) out += text(x + w / 2 - 1, y + 44, words.slice(1).join(' '), 'bname', 'middle');
      }
      if (space.owner) out += svgHouse(x + w - 22, y + 3, space.owner, 14);
      if (space.worker) out += svgWorker(x + w / 2 - 1, y + 64, space.worker, 10);
      out += '</g>';
      const mark = sections.find(function (sec) { return sec.mark === n; });
      if (mark)
        out += '<rect x="' + (x + 1) + '" y="' + (y - 14) + '" width="' + (w - 4) +
          '" height="12" fill="#7a5c2e"><title>' + mark.name + ' scoring mark</title></rect>' +
          text(x + w / 2 - 1, y - 5, mark.name, 'mark', 'middle');
      if (s.provost === n)
        out += '<g class="provost"><circle cx="' + (x + 20) + '" cy="' + (y + h + 14) +
          '" r="10" fill="#fff" stroke="#111" stroke-width="2"/>' + text(x + 20, y + h + 18, 'P', 'official', 'middle') +
          '<title>provost on space ' + n + '</title></g>';
      if (s.bailiff === n)
        out += '<g class="bailiff"><rect x="' + (x + w - 38) + '" y="' + (y + h + 4) +
          '" width="18" height="20" rx="3" fill="#fff" stroke="#111" stroke-width="2"/>' +
          text(x + w - 29, y + h + 18, 'B', 'official', 'middle') + '<title>bailiff on space ' + n + '</title></g>';
    }
    return out;
  }

  function drawFavors(s) {
    const x0 = 10, y0 = 520;
    let out = text(x0, y0, 'King\u2019s favor table (columns open: ' + openColumns(s) + ')', 'h');
    const open = openColumns(s);
    const cw = 104, rh = 30;
    for (let c = 0; c <= 5; ++c) {
      const x = x0 + 90 + c * cw;
      out += text(x + cw / 2, y0 + 20, c === 0 ? 'start' : 'column ' + c, 'tiny', 'middle');
    }
    favorRows.forEach(function (row, r) {
      const y = y0 + 26 + r * rh;
      out += text(x0, y + 19, row, 'small');
      for (let c = 0; c <= 5; ++c) {
        const x = x0 + 90 + c * cw;
        const closed = c > open;
        out += '<rect class="favor-cell' + (closed ? ' closed' : '') + '" x="' + x + '" y="' + y +
          '" width="' + (cw - 2) + '" height="' + (rh - 2) + '" fill="' +
          (c === 0 ? '#f4f1ea' : closed ? 'url(#closed)' : '#f7e9b5') + '" stroke="#7a7161"/>';
        if (c > 0) out += text(x + 4, y + 11, favorValues[row][c - 1], 'tiny');
        const here = s.players.filter(function (p) { return p.favor[row] === c; });
        here.forEach(function (p, k) {
          out += '<circle class="favor-marker" data-player="' + esc(p.name) + '" data-row="' + row +
            '" data-column="' + c + '" cx="' + (x + 12 + k * 16) + '" cy="' + (y + 19) +
            '" r="6" fill="' + ink(p.name) + '" stroke="#111"><title>' + esc(p.name) + ': ' + row +
            ' column ' + c + '</title></circle>';
        });
      }
    });
    return out;
  }

  // favor.columns: 1-2 from the start, 3-4 once the dungeon is scored, 5 once the walls are.
  function openColumns(s) {
    if (s.scored.indexOf('walls') >= 0) return 5;
    if (s.scored.indexOf('dungeon') >= 0) return 4;
    return 2;
  }

  function boardSvg(s, id) {
    return '<svg xmlns="' + SVG + '" class="board" id="' + id + '" viewBox="0 0 1080 676" role="img" ' +
      'aria-label="the board in turn ' + s.turn + ', phase ' + s.phase + '">' +
      '<defs><pattern id="closed" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
      '<rect width="6" height="6" fill="#e2e2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#bdbdbd" stroke-width="3"/></pattern></defs>' +
      drawCastle(s) + drawSpecial(s) + drawRoad(s) + drawFavors(s) + '</svg>';
  }

  // ------------------------------------------------------------------------------------------
  // Players' panels

  function panels(s, container) {
    container.textContent = '';
    const order = s.turn_order;
    order.forEach(function (name) {
      const p = s.players.find(function (q) { return q.name === name; });
      const deciding = s.decision && s.decision.player === name;
      const panel = el('div', {'class': 'player' + (deciding ? ' deciding' : ''), 'data-player': name});
      panel.style.borderColor = ink(name);
      const head = el('div', {'class': 'player-name'});
      const swatch = el('span', {'class': 'swatch'});
      swatch.style.background = ink(name);
      head.appendChild(swatch);
      head.appendChild(document.createTextNode(name + (deciding ? ' (to decide)' : '')));
      panel.appendChild(head);
      const rows = [
        ['PP', 'prestige', p.prestige], ['deniers', 'deniers', p.deniers],
        ['food', 'food', p.food], ['wood', 'wood', p.wood], ['stone', 'stone', p.stone],
        ['cloth', 'cloth', p.cloth], ['gold', 'gold', p.gold],
        ['workers left', 'workers', 6 - p.workers_out]
      ];
      const table = el('table');
      rows.forEach(function (r) {
        const tr = el('tr');
        tr.appendChild(el('th', {}, r[0]));
        tr.appendChild(el('td', {'class': r[1]}, String(r[2])));
        table.appendChild(tr);
      });
      panel.appendChild(table);
      const favor = favorRows.map(function (row) { return row + ' ' + p.favor[row]; }).join(', ');
      panel.appendChild(el('div', {'class': 'tiny-text'}, 'favor columns: ' + favor));
      container.appendChild(panel);
    });
  }

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
    const narration = document.getElementById('step-narration');
    narration.textContent = '';
    if (step > 0) reading.steps[step - 1].narration.forEach(function (line) { narration.appendChild(el('li', {}, line)); });
    document.getElementById('board').innerHTML = boardSvg(s, 'board-svg');
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
  window.addEventListener('hashchange', function () {
    const step = stepFromHash();
    if (step !== null && step !== current) show(step, false);
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
    out += '<line id="chart-cursor" x1="0" x2="0" y1="' + top + '" y2="' + (H - bottom) + '"/>';
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
    const cx = chartGeometry.x(step);
    cursor.setAttribute('x1', cx);
    cursor.setAttribute('x2', cx);
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
    [['a', states, reading], ['b', versusStates, versus.reading]].forEach(function (side) {
      const col = document.getElementById('side-' + side[0]);
      const k = Math.min(step, side[1].length - 1);
      const action = col.querySelector('.side-action');
      const st = k > 0 ? side[2].steps[k - 1] : null;
      action.textContent = 'step ' + k + ' of ' + (side[1].length - 1) + (st ? ': action #' + st.entry + ' ' + st.action : ': the start');
      action.className = 'side-action' + (step === divergence ? ' divergent' : '');
      col.querySelector('.side-board').innerHTML = boardSvg(side[1][k], 'board-' + side[0]);
    });
  }

  // ------------------------------------------------------------------------------------------

  drawRule();
  drawFacts();
  drawChart();
  drawLedger();
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
  body.setAttribute('data-ready', 'true');
})();
