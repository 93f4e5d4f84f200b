(() => {
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const $ = (id) => document.getElementById(id);
  const say = (key, values) => (cfg.messages[key] || key).replace(/\{(\w+)\}/g,
    (_, name) => (values && name in values ? String(values[name]) : "{" + name + "}"));
  const seatName = (k) => {
    const name = say("seat", { seat: k });
    const kind = cfg.seats[k];
    if (kind === "person") return name;
    const bot = "bot_" + kind;
    return say("bot", { seat: name, bot: cfg.messages[bot] ? say(bot) : kind });
  };
  let latest = null, socket = null, wait = 250, asked = 0, drawn = -1, choosing = null;
  let reasons = {}, fading = null;
  const NOTICE_SECONDS = 6;
  const SVG = "http://www.w3.org/2000/svg";

  /* How the page offers a move, as the server worked it out from the game's spec. */
  function choiceOf(move) {
    return cfg.choices[move] || { card: null, label: move, ask: null, style: null, fill: [] };
  }
  function labelOf(move) {
    const choice = choiceOf(move);
    const view = latest ? latest.view : {};
    return choice.label.replace(/\{(\w+)\}/g,
      (hole, key) => (choice.fill.includes(key) && key in view ? String(view[key]) : hole));
  }
  function cardPicture(card) {
    const [width, height] = cfg.cardSize;
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", card);
    const face = cfg.faces[card];
    if (face) {
      const use = document.createElementNS(SVG, "use");
      use.setAttribute("href", "#" + face);
      use.setAttribute("width", String(width));
      use.setAttribute("height", String(height));
      svg.appendChild(use);
      return svg;
    }
    /* a game without card symbols: the card's notation on a blank card */
    const rect = document.createElementNS(SVG, "rect");
    for (const [name, value] of [["x", 1], ["y", 1], ["width", width - 2], ["height", height - 2],
      ["rx", 6], ["fill", "#ffffff"], ["stroke", "#8c959f"]]) rect.setAttribute(name, String(value));
    const text = document.createElementNS(SVG, "text");
    for (const [name, value] of [["x", width / 2], ["y", height / 2], ["text-anchor", "middle"],
      ["dominant-baseline", "central"], ["font-size", Math.round(width / 3)], ["fill", "#1f2328"]]) {
      text.setAttribute(name, String(value));
    }
    text.textContent = card;
    svg.append(rect, text);
    return svg;
  }
  function cardRow(cards, className) {
    const row = document.createElement("span");
    row.className = "cards " + (className || "");
    for (const card of cards) {
      const one = document.createElement("span");
      one.className = "card-face";
      one.dataset.card = card;
      one.title = card;
      one.appendChild(cardPicture(card));
      row.appendChild(one);
    }
    return row;
  }
  function movesOf(card, legal) {
    return legal.filter((m) => choiceOf(m).card === card);
  }
  /* A refusal or an explanation: shown, then faded after a few seconds; "sticky" stays. */
  function notify(text, sticky) {
    const box = $("notice");
    clearTimeout(fading);
    box.classList.remove("faded");
    box.textContent = text;
    box.dataset.sticky = sticky ? "yes" : "no";
    if (!sticky && text) {
      fading = setTimeout(() => {
        box.classList.add("faded");
        fading = setTimeout(() => { box.textContent = ""; box.classList.remove("faded"); }, 700);
      }, NOTICE_SECONDS * 1000);
    }
  }
  function online() { return socket !== null && socket.readyState === WebSocket.OPEN; }
  function send(move) {
    choosing = null;
    if (!online()) {  /* refused, never queued: a move sent later might be another turn's */
      notify(say("offline"), false);
      drawActions();
      return;
    }
    notify("", false);
    socket.send(JSON.stringify({ move }));
  }
  function button(label, move, extra) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    if (move) { b.dataset.move = move; b.addEventListener("click", () => send(move)); }
    if (extra) b.className = extra;
    return b;
  }
  function choose(card, options) {
    choosing = { card, options };
    drawActions();
  }
  /* The question of a card with several moves (a color, a pile), or of moves asked at once
     (the first color); then a button for each other move that plays no card. */
  function drawActions() {
    const box = $("actions");
    box.replaceChildren();
    if (!latest) return;
    const legal = latest.view.legal_moves || [];
    const asked = legal.filter((m) => choiceOf(m).card === null && choiceOf(m).ask !== null);
    if (!choosing && asked.length) choosing = { card: null, options: asked };
    if (choosing) {
      const ask = document.createElement("span");
      ask.className = "ask";
      ask.textContent = choiceOf(choosing.options[0]).ask;
      box.appendChild(ask);
      for (const m of choosing.options) box.appendChild(button(labelOf(m), m, choiceOf(m).style));
      if (choosing.card !== null) {
        const cancel = button(say("cancel"), null);
        cancel.addEventListener("click", () => { choosing = null; drawActions(); });
        box.appendChild(cancel);
      }
      return;
    }
    for (const m of legal) {
      const choice = choiceOf(m);
      if (choice.card === null && choice.ask === null) box.appendChild(button(labelOf(m), m, choice.style));
    }
  }
  function explainCard(card) {
    const reason = reasons[card];
    if (reason) notify(say("not_playable", { card, reason }), false);
    else refreshFrame().then(() => { if (reasons[card]) explainCard(card); });
  }
  function drawHand() {
    const hand = $("hand");
    hand.replaceChildren();
    if (!latest || latest.seat === null || latest.over) { $("hand-box").hidden = true; return; }
    $("hand-box").hidden = false;
    const legal = latest.view.legal_moves || [];
    for (const card of latest.view.hand) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "card";
      b.dataset.card = card;
      b.title = card;
      b.appendChild(cardPicture(card));
      const options = movesOf(card, legal);
      if (options.length) {
        b.classList.add("legal");
        b.addEventListener("click", () => {
          if (options.length === 1) send(options[0]);  /* one way to play it: no question */
          else choose(card, options);
        });
      } else {
        b.classList.add("illegal");  /* marked, still clickable: the click says why not */
        b.addEventListener("click", () => explainCard(card));
      }
      hand.appendChild(b);
    }
  }
  function drawStatus() {
    const v = latest.view;
    document.body.dataset.moves = String(latest.log.length);
    document.body.dataset.legal = JSON.stringify(v.legal_moves || []);
    if (latest.over) {
      const winners = latest.outcome ? latest.outcome.winners : [];
      const key = winners.length === 0 ? "game_over_none" : winners.length === 1 ? "game_over_one" : "game_over_other";
      $("status").textContent = say(key, { winners: winners.map(seatName).join(", ") });
      document.body.dataset.turn = "over";
      $("finished").hidden = false;
    } else if (latest.seat !== null && v.current_player === latest.seat) {
      $("status").textContent = say("your_turn");
      document.body.dataset.turn = "me";
    } else {
      $("status").textContent = say("turn_of", { seat: seatName(v.current_player) });
      document.body.dataset.turn = "other";
    }
  }
  function drawFacts(facts) {
    $("chips").replaceChildren(...facts.chips.map((text) => {
      const span = document.createElement("span"); span.textContent = text; return span;
    }));
    $("owed").textContent = facts.owed || "";
    $("owed").hidden = !facts.owed;
    $("piles").replaceChildren(...facts.piles.map((pile) => {
      const box = document.createElement("div");
      box.className = "pile";
      const head = document.createElement("div");
      head.className = "pile-head";
      head.textContent = pile.label;
      if (pile.total) {
        const total = document.createElement("span"); total.className = "total";
        total.textContent = pile.total; head.appendChild(total);
      }
      box.appendChild(head);
      if (pile.cards.length) box.appendChild(cardRow(pile.cards, "stacked"));
      else {
        const empty = document.createElement("span"); empty.className = "empty";
        empty.textContent = pile.empty || ""; box.appendChild(empty);
      }
      return box;
    }));
    const head = $("seat-head");
    head.replaceChildren(...facts.columns.map((text) => {
      const th = document.createElement("th"); th.scope = "col"; th.textContent = text; return th;
    }));
    $("seat-rows").replaceChildren(...facts.seats.map((row) => {
      const tr = document.createElement("tr");
      tr.dataset.seat = String(row.seat);
      if (row.turn) tr.className = "turn";
      row.cells.forEach((text, k) => {
        const td = document.createElement(k === 0 ? "th" : "td");
        if (k === 0) td.scope = "row";
        td.textContent = text;
        if (k === 0 && row.turn) {
          const mark = document.createElement("span"); mark.className = "mark";
          mark.textContent = say("to_play_mark"); td.append(" ", mark);
        }
        if (k === 2 && row.taken && row.taken.length) td.append(" ", cardRow(row.taken, "small"));
        tr.appendChild(td);
      });
      const out = [tr];
      if (row.hand) {  /* the finished table: every hand face up */
        const shown = document.createElement("tr");
        shown.className = "hand-row";
        const td = document.createElement("td");
        td.colSpan = row.cells.length;
        td.appendChild(cardRow(row.hand, "small"));
        shown.appendChild(td);
        out.push(shown);
      }
      return out;
    }).flat());
  }
  async function refreshFrame() {
    const ask = ++asked;
    const query = new URLSearchParams({ lang: cfg.lang });
    if (cfg.token) query.set("token", cfg.token);
    try {
      const answer = await fetch("/api/tables/" + cfg.table + "/frame?" + query.toString());
      if (!answer.ok) return;
      const frame = await answer.json();
      if (ask !== asked || frame.moves < drawn) return;
      drawn = frame.moves;
      $("picture").innerHTML = frame.picture;
      reasons = frame.reasons || {};
      if (frame.facts) drawFacts(frame.facts);
      const list = $("narration-list");
      const told = frame.narration.map((one) => ({ number: one.number, lines: one.lines }));
      if (frame.opening.length) told.unshift({ number: 0, lines: frame.opening });
      list.replaceChildren(...told.map((one) => {
        const li = document.createElement("li");
        li.value = one.number;
        li.textContent = one.lines.join("\n");
        return li;
      }));
      list.scrollTop = list.scrollHeight;
      document.body.dataset.drawn = String(frame.moves);
    } catch (error) {
      /* the socket's close tells the person; the next message draws again */
    }
  }
  function show(data) {
    if (data.error !== undefined) {
      notify(say("refused", { error: data.error }), false);
      return;
    }
    latest = data;
    if (choosing && !(data.view.legal_moves || []).some((m) => choosing.options.includes(m))) choosing = null;
    drawStatus();
    drawHand();
    drawActions();
    refreshFrame();
  }
  // After its first message a socket sends deltas: "log" holds the moves after "since"
  // (the "seq" of the message before). A gap (a message missed) reconnects for the whole.
  function merged(data) {
    if (data.since === undefined) return data;
    if (!latest || latest.seq !== data.since) {
      socket.close();
      return null;
    }
    const whole = Object.assign({}, data, { log: latest.log.concat(data.log) });
    delete whole.since;
    return whole;
  }
  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const query = "?lang=" + cfg.lang + (cfg.token ? "&token=" + encodeURIComponent(cfg.token) : "");
    socket = new WebSocket(scheme + location.host + "/api/tables/" + cfg.table + "/ws" + query);
    socket.addEventListener("open", () => {
      wait = 250;
      document.body.dataset.online = "yes";
      if ($("notice").textContent === say("reconnecting")) notify("", false);
    });
    socket.addEventListener("message", (event) => {
      const data = merged(JSON.parse(event.data));
      if (data) show(data);
    });
    socket.addEventListener("close", (event) => {
      document.body.dataset.online = "no";
      if (event.code === 4403 || event.code === 4404) return;
      notify(say("reconnecting"), true);
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 2000);
    });
  }
  for (const input of document.querySelectorAll(".links input")) {
    input.value = location.origin + input.dataset.path;
    input.addEventListener("focus", () => input.select());
  }
  $("picture-box").open = window.matchMedia("(min-width: 700px)").matches;
  connect();
})();
