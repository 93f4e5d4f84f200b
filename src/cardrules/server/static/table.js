(() => {
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const $ = (id) => document.getElementById(id);
  const say = (key, values) => (cfg.messages[key] || key).replace(/\{(\w+)\}/g,
    (_, name) => (values && name in values ? String(values[name]) : "{" + name + "}"));
  const seatName = (k) => {
    const name = say("seat", { seat: k });
    return cfg.seats[k] === "person" ? name : say("bot", { seat: name, bot: cfg.seats[k] });
  };
  let latest = null, socket = null, wait = 250, asked = 0, drawn = -1, choosing = null;
  const actions = ["draw", "pass", "take", "challenge"];

  function symbolId(card) {
    return cfg.game === "chupate2" ? "cr-c-" + card.replace(/\+/g, "p") : "cr-v-" + card;
  }
  function cardPicture(card) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 " + cfg.cardSize[0] + " " + cfg.cardSize[1]);
    svg.setAttribute("role", "img");
    const use = document.createElementNS(ns, "use");
    use.setAttribute("href", "#" + symbolId(card));
    use.setAttribute("width", String(cfg.cardSize[0]));
    use.setAttribute("height", String(cfg.cardSize[1]));
    svg.appendChild(use);
    return svg;
  }
  function movesOf(card, legal) {
    if (cfg.game === "chupate2") return legal.filter((m) => m === card || m.startsWith(card + ":"));
    return legal.filter((m) => m.startsWith(card + "@"));
  }
  function send(move) {
    choosing = null;
    $("notice").textContent = "";
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ move }));
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
  function drawActions() {
    const box = $("actions");
    box.replaceChildren();
    if (!latest) return;
    const legal = latest.view.legal_moves || [];
    if (choosing) {
      const ask = document.createElement("span");
      ask.className = "ask";
      if (cfg.game === "chupate2") {
        ask.textContent = say(choosing.card === null ? "first_color" : "pick_color");
        box.appendChild(ask);
        for (const m of choosing.options) {
          const color = m.split(":")[1];
          box.appendChild(button(say("color_" + color), m, "color-" + color));
        }
      } else {
        ask.textContent = say("pick_pile", { card: choosing.card });
        box.appendChild(ask);
        for (const m of choosing.options) box.appendChild(button(say("pile", { pile: m.split("@")[1] }), m));
      }
      if (choosing.card !== null) {
        const cancel = button(say("cancel"), null);
        cancel.addEventListener("click", () => { choosing = null; drawActions(); });
        box.appendChild(cancel);
      }
      return;
    }
    const colors = legal.filter((m) => m.startsWith("color:"));
    if (colors.length) { choosing = { card: null, options: colors }; drawActions(); return; }
    for (const m of actions) {
      if (!legal.includes(m)) continue;
      box.appendChild(button(say(m, { count: latest.view.owed }), m));
    }
  }
  function drawHand() {
    const hand = $("hand");
    hand.replaceChildren();
    if (!latest || latest.seat === null) { $("hand-box").hidden = true; return; }
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
          if (options.length === 1 && !options[0].includes(":") && cfg.game === "chupate2") send(options[0]);
          else choose(card, options);
        });
      } else b.disabled = true;
      hand.appendChild(b);
    }
  }
  function drawStatus() {
    const v = latest.view;
    const badges = [];
    document.body.dataset.moves = String(latest.log.length);
    document.body.dataset.legal = JSON.stringify(v.legal_moves || []);
    if (latest.over) {
      const winners = (latest.outcome ? latest.outcome.winners : []).map(seatName).join(", ");
      $("status").textContent = say("game_over", { winners });
      document.body.dataset.turn = "over";
      $("finished").hidden = false;
    } else if (latest.seat !== null && v.current_player === latest.seat) {
      $("status").textContent = say("your_turn");
      document.body.dataset.turn = "me";
    } else {
      $("status").textContent = say("turn_of", { seat: seatName(v.current_player) });
      document.body.dataset.turn = "other";
    }
    badges.push(say("round", { round: v.round }));
    if (cfg.game === "chupate2") {
      badges.push(say(v.direction === "cw" ? "direction_cw" : "direction_ccw"));
      if (v.color) badges.push(say("color", { color: say("color_" + v.color) }));
      if (v.owed && v.current_player !== null)
        badges.push(say("owed", { seat: seatName(v.current_player), count: v.owed }));
    }
    $("badges").replaceChildren(...badges.map((text) => {
      const span = document.createElement("span"); span.textContent = text; return span;
    }));
    const rows = v.scores.map((score, k) => {
      const tr = document.createElement("tr");
      const name = document.createElement("td"); name.textContent = seatName(k);
      const points = document.createElement("td"); points.textContent = String(score);
      tr.append(name, points);
      return tr;
    });
    $("score-rows").replaceChildren(...rows);
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
      $("notice").textContent = say("refused", { error: data.error });
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
      if ($("notice").textContent === say("reconnecting")) $("notice").textContent = "";
    });
    socket.addEventListener("message", (event) => {
      const data = merged(JSON.parse(event.data));
      if (data) show(data);
    });
    socket.addEventListener("close", (event) => {
      document.body.dataset.online = "no";
      if (event.code === 4403 || event.code === 4404) return;
      $("notice").textContent = say("reconnecting");
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 4000);
    });
  }
  for (const input of document.querySelectorAll(".links input")) {
    input.value = location.origin + input.dataset.path;
    input.addEventListener("focus", () => input.select());
  }
  connect();
})();
