(() => {
  const cfg = JSON.parse(document.getElementById("config").textContent);
  const form = document.querySelector("form.new");
  const say = (key, values) => (cfg.messages[key] || key).replace(/\{(\w+)\}/g,
    (_, name) => (values && name in values ? String(values[name]) : "{" + name + "}"));
  function seatsFor() {
    const box = document.getElementById("seats");
    const count = Number(form.players.value);
    const old = Array.from(box.querySelectorAll("select")).map((s) => s.value);
    box.replaceChildren();
    for (let k = 0; k < count; k++) {
      const label = document.createElement("label");
      label.textContent = say("home_seat", { seat: k }) + " ";
      const select = document.createElement("select");
      select.name = "seat" + k;
      for (const kind of cfg.kinds) {
        const option = document.createElement("option");
        option.value = kind;
        option.textContent = kind === "person" ? say("home_person") : say("home_bot", { bot: cfg.bots[kind] || kind });
        select.appendChild(option);
      }
      select.value = old[k] || (k < 2 ? "person" : "greedy");
      label.appendChild(select);
      box.appendChild(label);
    }
  }
  /* One input per option of the chosen game's Rules, as the server listed them. */
  function rulesFor() {
    const box = document.getElementById("rules");
    box.querySelectorAll("label").forEach((label) => label.remove());
    for (const option of cfg.rules[form.game.value] || []) {
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.name = "rule-" + option.name;
      input.dataset.rule = option.name;
      input.dataset.kind = option.kind;
      if (option.kind === "bool") {
        input.type = "checkbox";
        input.checked = option.default;
        label.append(input, " " + option.label);
      } else {
        input.type = "number";
        input.step = "1";
        input.min = "1";
        if (option.default !== null) input.value = String(option.default);
        else input.placeholder = say("home_none");
        label.append(option.label + " ", input);
      }
      box.appendChild(label);
    }
    box.hidden = !(cfg.rules[form.game.value] || []).length;
  }
  function rulesChosen(count) {
    const rules = { players: count };
    for (const input of document.querySelectorAll("#rules input")) {
      if (input.dataset.kind === "bool") rules[input.dataset.rule] = input.checked;
      else if (input.value.trim() !== "") rules[input.dataset.rule] = Number(input.value);
      else if (input.dataset.kind === "optional_int") rules[input.dataset.rule] = null;
    }
    return rules;
  }
  function players() {
    const counts = cfg.players[form.game.value];
    const keep = form.players.value;
    form.players.replaceChildren(...counts.map((n) => {
      const option = document.createElement("option"); option.value = String(n); option.textContent = String(n);
      return option;
    }));
    form.players.value = counts.includes(Number(keep)) ? keep : "4";
    seatsFor();
  }
  form.game.addEventListener("change", () => { players(); rulesFor(); });
  form.players.addEventListener("change", seatsFor);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const count = Number(form.players.value);
    const seats = [];
    for (let k = 0; k < count; k++) seats.push(form["seat" + k].value);
    const answer = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: form.game.value, rules: rulesChosen(count), seats }) });
    let made = {};
    try { made = await answer.json(); } catch (error) { made = { error: String(answer.status) }; }
    const out = document.getElementById("links");
    out.replaceChildren();
    if (!answer.ok) { out.textContent = made.error; return; }
    const intro = document.createElement("p"); intro.textContent = say("home_links"); out.appendChild(intro);
    const add = (label, path) => {
      const p = document.createElement("p");
      const a = document.createElement("a");
      a.href = path + (path.includes("?") ? "&" : "?") + "lang=" + cfg.lang;
      a.textContent = location.origin + path;
      p.append(label + " ", a);
      out.appendChild(p);
    };
    for (const seat of made.seats) add(say("home_seat", { seat: seat.seat }) + ":", seat.url);
    add(say("share_watch"), made.url);
  });
  players();
  rulesFor();
})();
