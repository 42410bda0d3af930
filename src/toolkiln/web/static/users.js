// The users page (admins): the list from GET /api/users, add, a new token, remove after a confirmation.
"use strict";

(() => {
  const { el, api, icon } = toolkiln;
  const rows = document.getElementById("user-rows");
  const problem = document.getElementById("users-problem");
  const tokenBox = document.getElementById("new-token");
  const tokenValue = document.getElementById("new-token-value");
  const copied = document.getElementById("copied");
  const dialog = document.getElementById("confirm-remove");
  const me = document.querySelector("#viewer .viewer-name");

  function say(text) {
    problem.textContent = text || "";
    problem.hidden = !text;
  }

  function when(stamp) {
    return stamp ? stamp.slice(0, 16).replace("T", " ") : "never";
  }

  function showToken(user, token, why) {
    document.getElementById("new-token-for").textContent = why;
    tokenValue.value = token;
    copied.hidden = true;
    tokenBox.hidden = false;
    tokenValue.focus();
    tokenValue.select();
  }

  function row(user) {
    const renew = el("button", { type: "button", class: "renew", title: `a new token for ${user.name}` }, icon("key"), "New token");
    const remove = el("button", { type: "button", class: "remove danger", title: `remove ${user.name}` }, icon("delete"), "Remove");
    renew.addEventListener("click", () => newToken(user.name));
    remove.addEventListener("click", () => confirmRemove(user.name));
    return el(
      "tr",
      { dataset: { user: user.name } },
      el("td", { class: "user-name" }, user.name),
      el("td", { "data-label": "role" }, el("span", { class: `role role-${user.role}` }, user.role)),
      el("td", { "data-label": "added" }, when(user.created_at)),
      el("td", { "data-label": "last used" }, when(user.last_used_at)),
      el("td", { class: "actions" }, renew, remove),
    );
  }

  async function load() {
    const users = await api("GET", "/api/users");
    rows.replaceChildren(...users.map(row));
    document.getElementById("no-users").hidden = users.length > 0;
  }

  async function act(work) {
    say("");
    try {
      await work();
      await load();
    } catch (error) {
      say(error.message);
    }
  }

  function newToken(name) {
    act(async () => {
      const made = await api("POST", `/api/users/${encodeURIComponent(name)}/token`);
      const self = me && me.textContent === name ? " You will sign in again with it." : "";
      showToken(made.user, made.token, `A new token for ${name}; the old one no longer works.${self}`);
    });
  }

  function confirmRemove(name) {
    document.getElementById("confirm-text").textContent = `Remove ${name}? Their token and sign-ins stop working at once.`;
    dialog.returnValue = "";
    dialog.onclose = () => {
      if (dialog.returnValue === "remove") act(() => api("DELETE", `/api/users/${encodeURIComponent(name)}`));
    };
    dialog.showModal();
  }

  document.getElementById("add-user").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = document.getElementById("new-name").value.trim();
    const role = document.getElementById("new-role").value;
    act(async () => {
      const made = await api("POST", "/api/users", { name, role });
      document.getElementById("new-name").value = "";
      showToken(made.user, made.token, `Added ${name} (${role}). Their token:`);
    });
  });

  document.getElementById("copy-token").addEventListener("click", async () => {
    tokenValue.select();
    try {
      await navigator.clipboard.writeText(tokenValue.value);
    } catch (error) {
      document.execCommand("copy");  // a page not served over https or loopback has no clipboard API
    }
    copied.hidden = false;
  });

  document.getElementById("hide-token").addEventListener("click", () => {
    tokenValue.value = "";
    tokenBox.hidden = true;
  });

  load().catch((error) => say(error.message));
})();
