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
  const chat = document.getElementById("chat");
  const toggle = document.getElementById("toggle-sessions");
  const scrim = document.getElementById("scrim");
  const examples = document.getElementById("examples");
  const workflows = document.getElementById("workflows");
  const agentPicker = document.getElementById("agent");
  let current = null;

  // On a narrow screen the list of chats is a drawer over the conversation.
  function showSessions(open) {
    chat.classList.toggle("sessions-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    scrim.hidden = !open;
  }

  // A new chat offers example tasks; they go once the chat has a message.
  function showExamples() {
    examples.hidden = messages.childElementCount > 0;
  }

  function agentName() {
    return agentPicker && agentPicker.value ? agentPicker.value : null;
  }

  // The header names the models the next turn runs with: the picked agent's, else the default ones.
  function showModels() {
    const option = agentPicker && agentPicker.selectedOptions[0];
    for (const role of ["planner", "generator"]) {
      const code = document.getElementById(`info-${role}`);
      code.textContent = (option && option.value && option.dataset[role]) || code.dataset.default;
    }
  }

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

  // Only the newest question can still be answered by its buttons.
  function retireOldQuestions() {
    const questions = messages.querySelectorAll(":scope > .turn .question");
    questions.forEach((question, i) => {
      if (i === questions.length - 1 && messages.lastElementChild.contains(question)) return;
      for (const button of question.querySelectorAll("button.option")) button.disabled = true;
    });
  }

  // What a finished turn gets beyond its steps: its plan as a graph, and "run again" once its pending tools are approved.
  function finish(node, turn, rerun, message) {
    turnView.attachGraph(node, turn.turn_id).catch(() => {});
    const state = rerun || (turn.steps || []).some((s) => s.status === "pending") && "waiting";
    if (!state || !turn.turn_id) return;
    const again = el("button", { type: "button", class: "run-again", disabled: state !== "ready" }, toolkiln.icon("again"), "Run again");
    const words = {
      ready: "its tools are approved now: run the same plan again",
      waiting: "approve the pending tool in Tools, then reload to run it again",
      resumed: "it ran again already, as a later turn",
    };
    const bar = el("div", { class: `rerun rerun-${state}` }, state === "resumed" ? null : again, el("span", {}, words[state]));
    again.addEventListener("click", () => runAgain(turn, bar, message));
    node.append(bar);
  }

  async function runAgain(turn, bar, message) {
    bar.querySelector("button").disabled = true;
    bar.querySelector("span").textContent = "ran again below";
    messages.append(userBubble(message || ""));
    await follow(`/api/log/${encodeURIComponent(turn.turn_id)}/resume`, {}, current, message);
  }

  // The workflows this chat is part way through, each a graph of its steps (closed: a line says how far it is).
  function drawWorkflows(drawings) {
    const opened = new Set([...workflows.querySelectorAll("details[open]")].map((d) => d.dataset.workflow));
    workflows.replaceChildren(
      ...(drawings || []).map((d) => {
        const svg = toolkiln.svgFrom(d.svg);
        return el("details", { class: "workflow-graph", "data-workflow": d.workflow, open: opened.has(d.workflow) },
          el("summary", {}, "workflow ", el("strong", {}, d.workflow), ` · ${d.title} · ${d.done} of ${d.steps} steps finished`), svg);
      })
    );
    workflows.hidden = !workflows.childElementCount;
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
      for (const turn of exchange.turns) {
        const node = turnView.renderTurn(turn, answer);
        messages.append(node);
        finish(node, turn, (data.rerun || {})[String(turn.turn_id)] || null, exchange.message);
      }
    }
    retireOldQuestions();
    drawWorkflows(data.workflows);
    for (const running of data.running) watch(running);
    showProblem((data.damaged || []).map((line) => line.note).join("\n"));  // lines of the file that were skipped
    showExamples();
    await refreshSessions();
    scrollDown();
    box.focus();
  }

  // A turn that was running when the page (re)loaded: watch it to the end.
  async function watch(running) {
    messages.append(userBubble(running.message));
    const onEvent = turnView.live(messages, answer, (node, turn) => finish(node, turn, null, running.message));
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
    box.value = "";
    messages.append(userBubble(text));
    const body = { message: text, session: current };
    if (agentName()) body.agent = agentName();
    await follow("/api/turns/stream", body, current, text);
  }

  // Stream a turn (a new one, or one run again) into the conversation, live.
  async function follow(url, body, session, message) {
    showProblem("");
    showExamples();
    retireOldQuestions();
    form.classList.add("busy");
    const onEvent = turnView.live(messages, answer, (node, turn) => {
      finish(node, turn, null, message);
      retireOldQuestions();
    });
    scrollDown();
    try {
      await stream(url, body, (kind, data) => {
        onEvent(kind, data);
        // the lines of the session file this turn's history skipped, named again by every turn that skips them
        if (kind === "turn" && session === current) showProblem((data.warnings || []).join("\n"));
        scrollDown();
      });
      await refreshSessions();
      const data = await api("GET", `/api/sessions/${encodeURIComponent(session)}`);
      if (session === current) drawWorkflows(data.workflows);
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
    showSessions(false);
    open(link.dataset.session).catch((e) => showProblem(e.message));
  });
  toggle.addEventListener("click", () => showSessions(!chat.classList.contains("sessions-open")));
  document.getElementById("close-sessions").addEventListener("click", () => showSessions(false));
  scrim.addEventListener("click", () => showSessions(false));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") showSessions(false);
  });
  examples.addEventListener("click", (event) => {
    const button = event.target.closest("button.example");
    if (!button) return;
    box.value = button.textContent;
    send();
  });
  if (agentPicker) agentPicker.addEventListener("change", showModels);
  document.getElementById("new-session").addEventListener("click", async () => {
    try {
      const created = await api("POST", "/api/sessions", {});
      showSessions(false);
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
