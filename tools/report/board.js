// The board of Caylus drawn from a state snapshot (docs/snapshot-format.md): the castle, the
// special buildings and the bridge, the road, the King's favor table as one SVG, and the players'
// panels. ONE module for both pages that draw a board: `caylus report` (tools/report/report.js,
// embedded after this file by tools/report/embed.cmake) and the page of the WebAssembly engine
// (tools/web/, inlined by tools/web/inline.cmake). It draws and decides nothing of the rules.
//
//   const board = CaylusBoard.create(players, buildings, constants);
//   element.innerHTML = board.boardSvg(state, 'board-svg');
//   board.panels(state, container);
//
// `buildings` ({id: {kind, prestige, owned}}) and `constants` (the castle's sections, the favor
// table, the slots: tools/report/board_data.cpp) come from the engine's tables, written by the
// C++ of the report or handed over by the page's C API: no rule of the board is restated here.
// The elements a reader may point at carry data attributes: g.space[data-space], rect.favor-cell
// [data-row][data-column], g.special-box[data-special], g.castle-box, g.castle-section
// [data-section], g.castle-row, g.bridge-slot[data-slot], g.stock-tile[data-building], g.stock-box.
'use strict';

const CaylusBoard = (function () {
  const SVG = 'http://www.w3.org/2000/svg';

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
  function text(x, y, body, cls, anchor) {
    return '<text x="' + x + '" y="' + y + '" class="' + (cls || '') + '"' +
      (anchor ? ' text-anchor="' + anchor + '"' : '') + '>' + esc(body) + '</text>';
  }

  // Players' colours: their own name when it is a colour of the game, else one by seat.
  const gameColours = {
    red: '#c62828', green: '#2e7d32', blue: '#1565c0', orange: '#ef6c00', black: '#262626',
    yellow: '#f9a825', purple: '#6a1b9a', white: '#f5f5f5', pink: '#d81b60', brown: '#6d4c41'
  };
  const seatColours = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a'];

  function create(players, buildings, constants) {
    const data = {players: players, buildings: buildings};
    const colour = {};
    data.players.forEach(function (name, seat) {
      colour[name] = gameColours[name.toLowerCase()] || seatColours[seat % seatColours.length];
    });
    function ink(name) {
      return name && colour[name] ? colour[name] : '#999';
    }
    const kindFill = {
      neutral: '#f3c6d6', fixed: '#d9cdb4', wood: '#c8a27a', stone: '#b9bec4',
      residential: '#9ed39e', prestige: '#8fb4e3', none: '#eeeeee'
    };
    const sections = constants.sections;
    const favorRows = constants.favor.rows;
    const favorValues = constants.favor.cells;
    const roadSpaces = constants.road_spaces;
    function kindOf(b) {
      return data.buildings[b] ? data.buildings[b].kind : 'none';
    }

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

    function drawCastle(s) {
      // The castle as one target (the page offers a castle decision there): behind its drawing.
      let out = '<g class="castle-box" data-special="castle"><rect x="4" y="2" width="428" height="200" rx="6" fill="transparent"/></g>';
      out += text(10, 18, 'Castle', 'h');
      const current = sections.findIndex(function (sec) { return s.scored.indexOf(sec.name) < 0; });
      sections.forEach(function (sec, i) {
        const y = 28 + i * 46;
        const scored = s.scored.indexOf(sec.name) >= 0;
        // Each section a place of its own (the board editor drops houses there).
        out += '<g class="castle-section" data-section="' + sec.name + '"><rect x="6" y="' + (y - 2) +
          '" width="424" height="42" fill="transparent"/></g>';
        out += text(10, y + 16, sec.name + ' (' + sec.prestige + ' PP)', 'small');
        out += text(10, y + 30, scored ? 'scored' : i === current ? 'being built' : '', 'tiny');
        const houses = [];
        const byPlayer = s.houses[sec.name] || {};
        data.players.forEach(function (p) {
          for (let n = 0; n < (byPlayer[p] || 0); ++n) houses.push(p);
        });
        for (let k = 0; k < sec.houses; ++k) {
          const x = 104 + k * 22;
          out += '<rect class="castle-slot" x="' + x + '" y="' + y + '" width="20" height="24" ' +
            'fill="' + (scored ? '#ddd' : '#f4f1ea') + '" stroke="#7a7161"/>';
          if (k < houses.length) out += '<g class="castle-house" data-section="' + sec.name + '">' + svgHouse(x + 3, y + 5, houses[k]) + '</g>';
        }
        if (houses.length > sec.houses)
          out += text(104 + sec.houses * 22 + 4, y + 16, '+' + (houses.length - sec.houses), 'small');
      });
      out += '<g class="castle-row"><rect x="6" y="162" width="424" height="38" fill="transparent"/></g>';
      out += text(10, 178, 'castle workers', 'small');
      for (let k = 0; k < constants.castle_slots; ++k) {
        const x = 120 + k * 26;
        out += '<rect x="' + (x - 11) + '" y="166" width="22" height="22" fill="#f4f1ea" stroke="#7a7161"/>';
        out += text(x, 198, String(k + 1), 'tiny', 'middle');
        const w = s.castle_workers[k];
        if (w) out += '<g class="castle-worker" data-slot="' + (k + 1) + '">' + svgWorker(x, 177, w) + '</g>';
      }
      return out;
    }

    // The workers on a special building, by slot, as the snapshot holds them.
    function specialWorkers(s, name) {
      if (name === 'stables') return s.stables;
      if (name === 'inn') return [s.inn_left, s.inn_right];
      return [s[name]];
    }

    function drawSpecial(s) {
      const x0 = 440;
      let out = text(x0, 18, 'Special buildings (phase 3) and the bridge', 'h');
      constants.specials.forEach(function (special, i) {
        const name = special.name;
        const x = x0 + i * 94;
        out += '<g class="special-box" data-special="' + name + '"><rect class="special" x="' + x + '" y="28" width="88" height="56" rx="4" fill="#e8dcc4" stroke="#7a7161"/></g>';
        out += text(x + 44, 42, label(name).replace('merchants guild', 'merchants\u2019 guild') +
          (name === 'inn' ? ' (left, right)' : ''), 'tiny', 'middle');
        const slots = specialWorkers(s, name);
        slots.forEach(function (w, k) {
          const cx = x + 44 + (k - (slots.length - 1) / 2) * 24;
          out += '<circle cx="' + cx + '" cy="64" r="9" fill="none" stroke="#b5a88c" stroke-dasharray="2 2"/>';
          if (w) out += '<g class="special-worker" data-special="' + name + '" data-slot="' + k + '">' + svgWorker(cx, 64, w) + '</g>';
        });
      });
      out += text(x0, 112, 'bridge (passing order)', 'small');
      for (let k = 0; k < constants.bridge_slots; ++k) {
        const x = x0 + 150 + k * 40;
        out += '<g class="bridge-slot" data-slot="' + k + '"><rect x="' + x + '" y="98" width="34" height="24" fill="#f4f1ea" stroke="#7a7161"/></g>';
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
      const w = 76, h = 84, perRow = Math.ceil(roadSpaces / 2);
      const transforms = {};
      (s.pending_transforms || []).forEach(function (t) { transforms[t.target] = t; });
      for (let n = 1; n <= roadSpaces; ++n) {
        const row = n <= perRow ? 0 : 1;
        const col = row === 0 ? n - 1 : n - perRow - 1;
        const x = 10 + col * w, y = 262 + row * (h + 40);
        const space = s.road[String(n)] || {};
        const b = space.building;
        const kind = b ? kindOf(b) : null;
        const activated = n <= s.provost;
        out += '<g class="space" data-space="' + n + '"' + (b ? ' data-building="' + esc(b) + '" data-kind="' + kind + '"' : '') +
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
          // The tile's kind in words: a neutral, a fixed and a player's farm told apart.
          out += text(x + 5, y + h - 4, kind, 'kind', 'start');
        }
        if (space.owner) out += svgHouse(x + w - 22, y + 3, space.owner, 14);
        if (space.worker) {
          // Phase 5 activates the road up to the provost: a worker beyond him stays idle.
          const idle = s.phase === 'activation' && n > s.provost;
          out += idle ? '<g class="idle">' + svgWorker(x + w / 2 - 1, y + 64, space.worker, 10) +
            text(x + w - 6, y + h - 4, 'idle', 'kind', 'end') + '</g>'
            : svgWorker(x + w / 2 - 1, y + 64, space.worker, 10);
        }
        if (transforms[n]) {
          const t = transforms[n];
          out += '<g class="pending-transform" data-player="' + esc(t.player) + '">' +
            '<rect x="' + (x + 3) + '" y="' + (y + 47) + '" width="' + (w - 8) + '" height="12" rx="2" fill="#fff" stroke="' + ink(t.player) + '"/>' +
            text(x + w / 2 - 1, y + 56, '\u2192 residence', 'kind', 'middle') +
            '<title>' + esc(t.player) + '\u2019s notary transforms this tile into a residence when the road is resolved</title></g>';
        }
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

    // The hatching of closed columns: one pattern per drawn board, named after its svg (an id
    // repeated in the document would point every board at the first, hidden or not).
    let closedPattern = 'closed';
    function drawFavors(s) {
      const x0 = 10, y0 = 520;
      const open = openColumns(s);
      let out = text(x0, y0, 'King\u2019s favor table (columns open: ' + open + ')', 'h');
      const cw = 104, rh = 30;
      for (let c = 0; c <= constants.favor.columns; ++c) {
        const x = x0 + 90 + c * cw;
        out += text(x + cw / 2, y0 + 20, c === 0 ? 'start' : 'column ' + c, 'tiny', 'middle');
      }
      favorRows.forEach(function (row, r) {
        const y = y0 + 26 + r * rh;
        out += text(x0, y + 19, row, 'small');
        for (let c = 0; c <= constants.favor.columns; ++c) {
          const x = x0 + 90 + c * cw;
          const closed = c > open;
          out += '<rect class="favor-cell' + (closed ? ' closed' : '') + '" data-row="' + row +
            '" data-column="' + c + '" x="' + x + '" y="' + y +
            '" width="' + (cw - 2) + '" height="' + (rh - 2) + '" fill="' +
            (c === 0 ? '#f4f1ea' : closed ? 'url(#' + closedPattern + ')' : '#f7e9b5') + '" stroke="#7a7161"/>';
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

    // favor.columns, as the engine counts them with 0, 1, 2 sections scored.
    function openColumns(s) {
      return constants.favor.open[Math.min(s.scored.length, constants.favor.open.length - 1)];
    }

    // The tiles still to build (the stock) and those out of the game.
    const stockTop = 684;
    function drawStock(s) {
      const w = 76, h = 30, perRow = 14;
      let out = '<g class="stock-box"><rect x="4" y="' + (stockTop - 18) + '" width="1072" height="' +
        (26 + Math.max(1, Math.ceil(s.stock.length / perRow)) * (h + 4)) + '" fill="transparent"/></g>';
      out += text(10, stockTop - 2, 'Stock: ' + s.stock.length + ' tile(s) to build' +
        (s.discarded && s.discarded.length ? '; out of the game: ' + s.discarded.map(label).join(', ') : ''), 'h');
      s.stock.forEach(function (b, k) {
        const x = 10 + (k % perRow) * w, y = stockTop + 6 + Math.floor(k / perRow) * (h + 4);
        out += '<g class="stock-tile" data-building="' + esc(b) + '" data-kind="' + kindOf(b) + '">' +
          '<rect x="' + (x + 1) + '" y="' + y + '" width="' + (w - 4) + '" height="' + h + '" rx="3" fill="' +
          kindFill[kindOf(b)] + '" stroke="#7a7161"/>' + text(x + w / 2 - 1, y + 13, label(b), 'tiny', 'middle') +
          text(x + w / 2 - 1, y + 25, kindOf(b), 'kind', 'middle') + '<title>' + esc(b) + '</title></g>';
      });
      return out;
    }
    function boardHeight(s) {
      return stockTop + 10 + Math.max(1, Math.ceil(s.stock.length / 14)) * 34;
    }

    function boardSvg(s, id) {
      closedPattern = id + '-closed';
      return '<svg xmlns="' + SVG + '" class="board" id="' + id + '" viewBox="0 0 1080 ' + boardHeight(s) + '" role="img" ' +
        'aria-label="the board in turn ' + s.turn + ', phase ' + s.phase + '">' +
        '<defs><pattern id="' + closedPattern + '" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
        '<rect width="6" height="6" fill="#e2e2e2"/><line x1="0" y1="0" x2="0" y2="6" stroke="#bdbdbd" stroke-width="3"/></pattern></defs>' +
        drawCastle(s) + drawSpecial(s) + drawRoad(s) + drawFavors(s) + drawStock(s) + '</svg>';
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
          ['workers left', 'workers', constants.workers_per_player - p.workers_out]
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


    return {ink: ink, boardSvg: boardSvg, panels: panels, kindOf: kindOf, specialWorkers: specialWorkers,
      constants: constants, buildings: data.buildings};
  }

  return {create: create, esc: esc, el: el, label: label, text: text, SVG: SVG};
})();
