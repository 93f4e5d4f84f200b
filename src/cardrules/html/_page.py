"""The page's fixed parts: its style and its script (no network, no library)."""

from __future__ import annotations

STYLE = """
:root { color-scheme: light; --ink: #1f2328; --muted: #57606a; --accent: #1d6b4f; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; color: var(--ink); background: #eef1f4; }
main { max-width: 860px; margin: 0 auto; padding: 16px 20px 32px; }
h1 { font-size: 1.35rem; margin: 0 0 12px; }
.controls { display: flex; align-items: center; gap: 10px; flex-wrap: wrap;
  position: sticky; top: 0; background: #eef1f4; padding: 8px 0; z-index: 1; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; border: 1px solid #8c959f;
  background: #ffffff; cursor: pointer; }
button:hover:not(:disabled) { background: #f3f4f6; }
button:disabled { opacity: 0.45; cursor: default; }
#counter { font-variant-numeric: tabular-nums; min-width: 9em; font-weight: 600; }
#slider { flex: 1; min-width: 120px; accent-color: var(--accent); }
.hint { color: var(--muted); font-size: 0.85rem; }
#narration { min-height: 2.8em; margin: 6px 0 10px; padding: 8px 12px; background: #ffffff;
  border-left: 4px solid var(--accent); border-radius: 6px; white-space: pre-line; }
#picture svg { display: block; max-width: 100%; height: auto; }
details { margin-top: 14px; }
#moves { position: relative; max-height: 18em; overflow-y: auto; background: #ffffff;
  border-radius: 6px; padding: 6px 6px 6px 3.2em; margin: 6px 0 0; font-size: 0.92rem; }
#moves li { padding: 1px 4px; cursor: pointer; border-radius: 4px; white-space: pre-line; }
#moves li.current { background: #fff3c4; }
.sprites { position: absolute; width: 0; height: 0; overflow: hidden; }
"""
"""The replay page's style sheet (CSS, no external asset); the table server's pages use it too."""

SCRIPT = """
(() => {
  const steps = Array.from(document.querySelectorAll("template.step"));
  const picture = document.getElementById("picture");
  const narration = document.getElementById("narration");
  const counter = document.getElementById("counter");
  const slider = document.getElementById("slider");
  const prev = document.getElementById("prev");
  const next = document.getElementById("next");
  const items = Array.from(document.querySelectorAll("#moves li"));
  const last = steps.length - 1;
  let at = -1;
  function show(index) {
    index = Math.max(0, Math.min(last, index));
    if (index === at) return;
    if (at >= 0 && items[at]) items[at].classList.remove("current");
    at = index;
    const step = steps[at];
    picture.replaceChildren(step.content.cloneNode(true));
    narration.textContent = step.dataset.text;
    counter.textContent = "Step " + at + " of " + last;
    slider.value = String(at);
    prev.disabled = at === 0;
    next.disabled = at === last;
    if (items[at]) {
      items[at].classList.add("current");
      const list = items[at].parentElement, item = items[at];
      if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
      else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
        list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  }
  prev.addEventListener("click", () => show(at - 1));
  next.addEventListener("click", () => show(at + 1));
  slider.addEventListener("input", () => show(Number(slider.value)));
  items.forEach((item, index) => item.addEventListener("click", () => show(index)));
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement && event.target !== slider) return;
    const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last,
                    PageUp: at - 10, PageDown: at + 10 };
    if (event.key in moves && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  slider.max = String(last);
  show(0);
})();
"""
