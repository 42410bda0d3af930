// The chat page: sessions (new, switch, rename, delete), the message box, and live turns.
"use strict";

(() => {
  const { el, api, stream } = toolkiln;
  const list = document.getElementById("session-list");
  const messages = document.getElementById("messages");
  const title = document.getElementById("session-title");
  const form = document.getElementById("composer");
  const box = document.getElementById("message");
  const problem = document.getElementById("problem");
  let current = null;

  function showProblem(text) {
    problem.textContent = text;
    problem.hidden = !text;
  }

  function scrollDown() {
    messages.scrollTop = messages.scrollHeight;
  }

  async function refreshSessions() {
    const sessions = await api("GET", "/api/sessions");
    list.replaceChildren(
      ...sessions.map((s) => {
        const link = el("a", { href: `#${encodeURIComponent(s.name)}`, "data-session": s.name,
          "aria-current": s.name === current ? "page" : null },
          el("span", { class: "name" }, s.name), el("span", { class: "title" }, s.title || "no message yet"));
        return el("li", {}, link);
      })
    );
    return sessions;
  }

  function userBubble(text) {
    return el("div", { class: "you" }, el("span", { class: "who" }, "you"), el("p", {}, text));
  }

  function answer(text) {
    box.value = text;
    send();
  }

  async function open(name) {
    current = name;
    if (decodeURIComponent(location.hash.slice(1)) !== name) history.replaceState(null, "", `#${encodeURIComponent(name)}`);
    title.textContent = name;
    showProblem("");
    const data = await api("GET", `/api/sessions/${encodeURIComponent(name)}`);
    messages.replaceChildren();
    for (const exchange of data.exchanges) {
      messages.append(userBubble(exchange.message));
      for (const turn of exchange.turns) messages.append(turnView.renderTurn(turn, answer));
    }
    for (const running of data.running) watch(running);
    showProblem((data.damaged || []).map((line) => line.note).join("\n"));  // lines of the file that were skipped
    await refreshSessions();
    scrollDown();
  }

  // A turn that was running when the page (re)loaded: watch it to the end.
  async function watch(running) {
    messages.append(userBubble(running.message));
    const onEvent = turnView.live(messages, answer);
    const response = await fetch(`/api/turns/${encodeURIComponent(running.id)}/events`, { headers: { Accept: "text/event-stream" } });
    if (!response.ok) return;
    await toolkiln.readEvents(response, (kind, data) => {
      onEvent(kind, data);
      scrollDown();
    });
  }

  async function send() {
    const text = box.value.trim();
    if (!text || !current) return;
    showProblem("");
    box.value = "";
    form.classList.add("busy");
    const session = current;
    messages.append(userBubble(text));
    const onEvent = turnView.live(messages, answer);
    scrollDown();
    try {
      await stream("/api/turns/stream", { message: text, session }, (kind, data) => {
        onEvent(kind, data);
        // the lines of the session file this turn's history skipped, named again by every turn that skips them
        if (kind === "turn" && session === current) showProblem((data.warnings || []).join("\n"));
        scrollDown();
      });
      await refreshSessions();
    } catch (error) {
      onEvent("error", { type: "Error", message: error.message });
    } finally {
      form.classList.remove("busy");
      box.focus();
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send();
  });
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  });
  list.addEventListener("click", (event) => {
    const link = event.target.closest("a[data-session]");
    if (!link) return;
    event.preventDefault();
    open(link.dataset.session).catch((e) => showProblem(e.message));
  });
  document.getElementById("new-session").addEventListener("click", async () => {
    try {
      const created = await api("POST", "/api/sessions", {});
      await open(created.name);
    } catch (error) {
      showProblem(error.message);
    }
  });
  document.getElementById("rename-session").addEventListener("click", async () => {
    const name = window.prompt("New name for this chat (letters, digits, . _ -)", current);
    if (!name || name === current) return;
    try {
      const renamed = await api("POST", `/api/sessions/${encodeURIComponent(current)}/rename`, { name });
      await open(renamed.name);
    } catch (error) {
      showProblem(error.message);
    }
  });
  document.getElementById("delete-session").addEventListener("click", async () => {
    if (!window.confirm(`Delete the chat ${current}? The run log keeps its turns.`)) return;
    try {
      await api("DELETE", `/api/sessions/${encodeURIComponent(current)}`);
      current = null;
      await start();
    } catch (error) {
      showProblem(error.message);
    }
  });

  async function start() {
    const sessions = await refreshSessions();
    const wanted = decodeURIComponent(location.hash.slice(1));
    if (wanted && sessions.some((s) => s.name === wanted)) return open(wanted);
    if (sessions.length) return open(sessions[0].name);
    const created = await api("POST", "/api/sessions", {});
    return open(created.name);
  }

  start().catch((error) => showProblem(error.message));
})();
