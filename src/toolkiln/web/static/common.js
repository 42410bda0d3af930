// Shared by every page: building elements from text only, and calling the API with the CSRF token.
"use strict";

const toolkiln = (() => {
  const csrf = document.querySelector('meta[name="csrf-token"]').content;

  // A float the server wrote as 86.0 stays 86.0 on the page (JSON.parse alone would make it 86).
  class FloatText {
    constructor(source) { this.source = source; }
    valueOf() { return Number(this.source); }
    toString() { return this.source; }  // in a template or text: as it was sent ("6.0"), not "[object Object]"
  }
  function keepFloats(key, value, context) {
    if (typeof value === "number" && Number.isInteger(value) && context && /[.eE]/.test(context.source)) {
      return new FloatText(context.source);
    }
    return value;
  }
  function parse(text) {
    return JSON.parse(text, keepFloats);
  }

  // JSON text of a parsed value, floats as they were sent.
  function show(value) {
    if (value instanceof FloatText) return value.source;
    if (Array.isArray(value)) return `[${value.map(show).join(", ")}]`;
    if (value && typeof value === "object") {
      return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${show(v)}`).join(", ")}}`;
    }
    return JSON.stringify(value === undefined ? null : value);
  }

  // el("p", {class: "x"}, "text", child): strings become text nodes, never HTML.
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  async function api(method, url, body) {
    const options = { method, headers: { "X-CSRF-Token": csrf, Accept: "application/json" } };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    const response = await fetch(url, options);
    const text = await response.text();
    let data = {};
    try {
      data = parse(text);
    } catch (error) {
      data = {};
    }
    if (!response.ok) throw new Error((data.error && data.error.message) || `HTTP ${response.status}`);
    return data;
  }

  // Reads a text/event-stream body and calls onEvent(kind, data) for each event.
  async function readEvents(response, onEvent) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let kind = "message";
        const data = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event: ")) kind = line.slice(7);
          else if (line.startsWith("data: ")) data.push(line.slice(6));
        }
        onEvent(kind, parse(data.join("\n") || "{}"));
      }
    }
  }

  async function stream(url, body, onEvent) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "X-CSRF-Token": csrf, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const data = await response.json().catch(() => ({}));
      throw new Error((data.error && data.error.message) || `HTTP ${response.status}`);
    }
    await readEvents(response, onEvent);
  }

  function json(value, limit = 400) {
    const text = show(value);
    return text.length <= limit ? text : text.slice(0, limit - 1) + "…";
  }

  // An inline SVG icon (see toolkiln.web.icons), cloned from the page's <template id="icons">.
  function icon(name) {
    const source = document.getElementById("icons");
    const found = source && source.content.querySelector(`svg.i-${CSS.escape(name)}`);
    return found ? found.cloneNode(true) : el("span", { class: `i i-${name}` });
  }

  // Server-drawn SVG (escaped there, see toolkiln.web.drawing) as an element of this page; null if it is not SVG.
  function svgFrom(text) {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    if (root.localName !== "svg" || doc.getElementsByTagName("parsererror").length) return null;
    for (const script of root.querySelectorAll("script, foreignObject")) script.remove();
    return document.importNode(root, true);
  }

  return { el, api, stream, readEvents, json, show, csrf, icon, svgFrom };
})();
