// The players' panels of the board of Caylus, and what the pages that draw a board share about
// it: the players' colours, the tiles' kinds, the workers on a special building. ONE module for
// both pages that draw a board: `caylus report` (tools/report/report.js, embedded after this file
// by tools/report/embed.cmake) and the page of the WebAssembly engine (tools/web/, inlined by
// tools/web/inline.js). It draws and decides nothing of the rules.
//
//   const board = CaylusBoard.create(players, buildings, constants, draw);
//   element.innerHTML = board.boardSvg(state, 'board-svg');
//   board.panels(state, container);
//
// The board itself is drawn in C++ (tools/report/board_svg.cpp, issue 38 item 5): ONE drawing
// for the report, the page and `caylus board`, which writes it as SVG or PNG. `draw(state, id)`
// hands it over: the page asks its C API (caylus_board_svg), the report reads the drawing the
// C++ embedded for the step. Its elements carry data attributes a reader may point at (listed in
// tools/report/board_svg.h). `buildings` ({id: {kind, prestige, owned}}) and `constants` come
// from the engine's tables (tools/report/board_data.cpp): no rule of the board is restated here.
'use strict';

const CaylusBoard = (function () {
  const SVG = 'http://www.w3.org/2000/svg';
  // The players' panels in the page's language (tools/web/words.js); the report has no
  // catalogs and says them in English. xgettext finds t('...') here (core/language/pot.cmake).
  function t(msgid) { return typeof CaylusWords === 'undefined' ? msgid : CaylusWords.t(msgid); }

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

  function create(players, buildings, constants, draw) {
    const data = {players: players, buildings: buildings};
    // Players' colours, as the drawing paints them (constants.colours, board_data.cpp): their
    // own name when it is a colour of the game, else one by seat.
    const colour = {};
    data.players.forEach(function (name, seat) {
      colour[name] = constants.colours.game[name.toLowerCase()] ||
        constants.colours.seats[seat % constants.colours.seats.length];
    });
    function ink(name) {
      return name && colour[name] ? colour[name] : '#999';
    }
    const favorRows = constants.favor.rows;
    function kindOf(b) {
      return data.buildings[b] ? data.buildings[b].kind : 'none';
    }

    // The workers on a special building, by slot, as the snapshot holds them (the board editor's).
    function specialWorkers(s, name) {
      if (name === 'stables') return s.stables;
      if (name === 'inn') return [s.inn_left, s.inn_right];
      return [s[name]];
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
        head.appendChild(document.createTextNode(name + (deciding ? ' ' + t('(to decide)') : '')));
        panel.appendChild(head);
        const rows = [
          [t('PP'), 'prestige', p.prestige], [t('deniers'), 'deniers', p.deniers],
          [t('food'), 'food', p.food], [t('wood'), 'wood', p.wood], [t('stone'), 'stone', p.stone],
          [t('cloth'), 'cloth', p.cloth], [t('gold'), 'gold', p.gold],
          [t('workers left'), 'workers', constants.workers_per_player - p.workers_out]
        ];
        const table = el('table');
        rows.forEach(function (r) {
          const tr = el('tr');
          tr.appendChild(el('th', {}, r[0]));
          tr.appendChild(el('td', {'class': r[1]}, String(r[2])));
          table.appendChild(tr);
        });
        panel.appendChild(table);
        const favor = favorRows.map(function (row) {
          const words = typeof CaylusWords === 'undefined' ? row : CaylusWords.tc('favor row', row);
          return words + ' ' + p.favor[row];
        }).join(', ');
        panel.appendChild(el('div', {'class': 'tiny-text'}, t('favor columns:') + ' ' + favor));
        container.appendChild(panel);
      });
    }


    return {ink: ink, boardSvg: draw, panels: panels, kindOf: kindOf, specialWorkers: specialWorkers,
      constants: constants, buildings: data.buildings};
  }

  return {create: create, esc: esc, el: el, label: label, text: text, SVG: SVG};
})();
