// A turn and its steps, drawn from the run --json object and the live events (see toolkiln.vocab.EventName).
// Every text comes in through toolkiln.el, i.e. as text nodes.
"use strict";

const turnView = (() => {
  const { el, json, show, icon } = toolkiln;
  const STATUS_ICONS = ["ok", "error", "skipped", "pending"];

  function statusIcon(status) {
    const name = STATUS_ICONS.includes(status) ? status : "waiting";
    return el("span", { class: `icon status-${status || "waiting"}`, title: status || "waiting" }, icon(name));
  }
  const CHECK_WORDS = {
    passed: "check passed",
    failed: "check failed",
    error: "check could not run",
    unverified: "check unverified (written in words)",
  };

  function badge(origin) {
    return el("span", { class: `badge origin-${origin || "none"}`, "data-origin": origin || "" }, origin || "—");
  }

  function toolRef(step) {
    const ref = step.version ? `${step.tool}@${step.version}` : step.tool;
    if (!step.origin || step.origin === "agent" || step.origin === "workflow") return el("span", { class: "tool" }, ref);
    return el("a", { class: "tool", href: `/tools/${encodeURIComponent(step.tool)}${step.version ? "@" + step.version : ""}` }, ref);
  }

  function paramsText(params) {
    return Object.entries(params || {})
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(", ");
  }

  // One step; a delegated step's child turn is drawn inside it by the same code.
  function renderStep(step, complaints) {
    const head = el(
      "div",
      { class: "step-head" },
      statusIcon(step.status),
      el("span", { class: "step-id" }, step.id),
      badge(step.origin),
      toolRef(step),
      el("span", { class: "params" }, `(${paramsText(step.params)})`),
      el("span", { class: "elapsed" }, step.elapsed_ms !== undefined ? `${Number(step.elapsed_ms).toFixed(1)} ms` : ""),
      // where the tool ran, when that was not this machine (a Ray node)
      step.executed_on && step.executed_on !== "local" ? el("span", { class: "executed-on" }, `on ${step.executed_on}`) : null
    );
    const body = el("div", { class: "step-body" });
    if (step.status === "ok") body.append(el("div", { class: "result" }, "→ ", el("code", {}, json(step.result))));
    else if (step.error) body.append(el("div", { class: "error" }, step.error));
    if (step.status === "pending") body.append(el("div", { class: "pending" }, `waiting for approval: open ${step.tool} in Tools to review it`));
    if (step.check_status) {
      body.append(
        el("div", { class: `check check-${step.check_status}` }, CHECK_WORDS[step.check_status] || step.check_status,
          step.check ? el("span", { class: "reason" }, ` — ${step.check}`) : null,
          step.check_error ? el("span", { class: "check-error" }, `: ${step.check_error}`) : null)
      );
    }
    if (step.hand_back) {
      body.append(
        el("div", { class: "hand-back" }, "handed back: needs ", step.hand_back.what_is_needed,
          step.hand_back.what_i_established ? `; established ${step.hand_back.what_i_established}` : "")
      );
    }
    if (step.attempts > 1) body.append(el("div", { class: "attempts" }, `${step.attempts} sources written`));
    const node = el("li", { class: `step step-${step.status}`, "data-step": step.id }, head, body);
    if (complaints && complaints.length) node.append(complaintList(complaints));
    if (step.child) {
      node.append(el("details", { class: "child" }, el("summary", {}, `${step.tool}: its own steps`), renderTurn(step.child)));
    }
    return node;
  }

  function complaintList(complaints) {
    return el("ul", { class: "complaints" }, complaints.map((c) => el("li", {}, c)));
  }

  function complaintOf(data) {
    const first = (data.errors || [])[0] || { message: "refused" };
    const line = first.line ? `line ${first.line}: ` : "";
    return `attempt ${data.attempt} refused at the ${data.stage}: ${line}${first.message}`;
  }

  // The whole turn, finished. onAnswer(text) is called when an option of a question is clicked.
  function renderTurn(turn, onAnswer, complaintsById) {
    const node = el("div", { class: `turn outcome-${turn.outcome}` });
    if (turn.reasoning) node.append(el("p", { class: "reasoning" }, turn.reasoning));
    if (turn.outcome === "refuse") node.append(el("p", { class: "refusal" }, el("strong", {}, "Refused: "), turn.message || ""));
    if (turn.outcome === "clarify") node.append(renderQuestion(turn, onAnswer));
    if (turn.outcome === "plan") {
      if (!turn.steps.length) node.append(el("p", { class: "empty" }, "No step: the planner found nothing to do."));
      node.append(el("ol", { class: "steps" }, turn.steps.map((s) => renderStep(s, (complaintsById || {})[s.id]))));
    }
    if (turn.answer) node.append(el("p", { class: "answer" }, turn.answer));
    if (turn.elapsed_ms !== undefined) {
      const usage = turn.usage || {};
      node.append(el("p", { class: "turn-meta" }, `${Number(turn.elapsed_ms).toFixed(0)} ms · ${usage.input_tokens || 0} tokens in, ${usage.output_tokens || 0} out`));
    }
    return node;
  }

  function renderQuestion(turn, onAnswer) {
    const box = el("div", { class: "question" }, el("p", {}, el("strong", {}, "? "), turn.message || ""));
    const options = el("div", { class: "options" });
    for (const option of turn.options || []) {
      const button = el("button", { type: "button", class: "option" }, option);
      button.addEventListener("click", () => {
        if (!onAnswer) return;
        for (const other of options.querySelectorAll("button.option")) other.disabled = true;
        button.classList.add("chosen");
        onAnswer(option);
      });
      options.append(button);
    }
    box.append(options);
    box.append(el("p", { class: "hint" }, turn.allow_free_text ? "or answer in your own words below" : "pick one of the options"));
    return box;
  }

  // A turn while it runs: fed the live events, then replaced by its finished drawing.
  function live(container, onAnswer, onFinished) {
    const phase = el("p", { class: "phase" }, "sending…");
    const steps = el("ol", { class: "steps" });
    const root = el("div", { class: "turn live" }, phase, steps);
    container.append(root);
    const complaints = {};

    function stepNode(id) {
      return steps.querySelector(`li[data-step="${CSS.escape(id)}"]`);
    }
    function setPhase(id, text, origin) {
      const node = stepNode(id);
      if (!node) return;
      node.querySelector(".phase").textContent = text;
      if (origin) node.querySelector(".badge").replaceWith(badge(origin));
    }

    return function onEvent(kind, data) {
      switch (kind) {
        case "started": phase.textContent = "waiting for a free worker…"; break;
        case "answering": phase.textContent = "writing the answer…"; break;
        case "planning": phase.textContent = data.attempt > 1 ? `planning (again, attempt ${data.attempt})…` : "planning…"; break;
        case "planned":
          phase.textContent = data.outcome === "plan" ? `${data.steps.length} step(s) planned` : "";
          for (const s of data.steps) {
            steps.append(el("li", { class: "step step-waiting", "data-step": s.id },
              el("div", { class: "step-head" }, statusIcon(null), el("span", { class: "step-id" }, s.id),
                badge(null), el("span", { class: "tool" }, s.tool), el("span", { class: "params" }, `(${paramsText(s.params)})`)),
              el("div", { class: "phase" }, "waiting")));
          }
          break;
        case "step": setPhase(data.id, "starting"); break;
        case "generating": setPhase(data.id, `writing ${data.tool}`, "generated"); break;
        case "writing": setPhase(data.id, `writing ${data.tool} (attempt ${data.attempt} of ${data.max_attempts})`, "generated"); break;
        case "refused": {
          (complaints[data.id] = complaints[data.id] || []).push(complaintOf(data));
          const node = stepNode(data.id);
          if (node) {
            node.querySelector(".complaints")?.remove();
            node.append(complaintList(complaints[data.id]));
          }
          break;
        }
        case "trial": setPhase(data.id, `trial of ${data.tool} (attempt ${data.attempt})`); break;
        case "retry": { const retry = `${data.model} · retry ${data.retry}/${data.max_retries} in ${data.delay_s} s (${data.reason})`; if (data.id) setPhase(data.id, `writing ${data.tool} — ${retry}`); else phase.textContent = `planning — ${retry}`; break; }
        case "running": setPhase(data.id, `running ${data.tool}${data.version ? "@" + data.version : ""}`, data.origin); break;
        case "step_done": {
          const node = stepNode(data.id);
          if (node) node.replaceWith(renderStep(data.step, complaints[data.id]));
          break;
        }
        case "turn": {
          const done = renderTurn(data, onAnswer, complaints);
          root.replaceWith(done);
          if (onFinished) onFinished(done, data);
          break;
        }
        case "error": root.replaceWith(el("p", { class: "problem" }, `${data.type}: ${data.message}`)); break;
        default: break;
      }
    };
  }

  // The turn's plan as a graph the server draws from the run log (nothing for a single step).
  async function attachGraph(node, turnId) {
    if (!turnId) return;
    const response = await fetch(`/api/log/${encodeURIComponent(turnId)}/graph`, { headers: { Accept: "image/svg+xml" } });
    if (response.status !== 200) return;
    const svg = toolkiln.svgFrom(await response.text());
    if (!svg) return;
    const figure = el("figure", { class: "plan-graph" }, svg);
    const steps = node.querySelector(":scope > .steps");
    node.insertBefore(figure, steps || null);
  }

  return { renderTurn, renderStep, live, badge, attachGraph, statusIcon };
})();
