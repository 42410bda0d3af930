// Approve, reject (with a reason) and retire buttons of a tool's page.
"use strict";

(() => {
  const box = document.querySelector(".review");
  if (!box) return;
  const problem = document.getElementById("review-problem");
  box.addEventListener("click", async (event) => {
    const button = event.target.closest("button[data-action]");
    if (!button) return;
    const action = button.dataset.action;
    const ref = action === "retire" ? box.dataset.name : box.dataset.ref;
    const body = {};
    if (action === "reject") {
      body.reason = document.getElementById("reject-reason").value.trim();
      if (!body.reason) {
        problem.textContent = "Say why it is rejected first.";
        problem.hidden = false;
        return;
      }
    }
    if (button.dataset.confirm) {
      if (!window.confirm(button.dataset.confirm)) return;  // a retired version comes back only when the reviewer says so
      body.force = true;
    }
    button.disabled = true;
    try {
      await toolkiln.api("POST", `/api/tools/${encodeURIComponent(ref)}/${action}`, body);
      window.location.reload();
    } catch (error) {
      problem.textContent = error.message;
      problem.hidden = false;
      button.disabled = false;
    }
  });
})();
