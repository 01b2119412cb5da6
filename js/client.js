// A room's page: the widget's own renderer, drawn from a model that a websocket fills.
//
// The model offers the renderer exactly what anywidget's does (get, on, off, send), so the
// renderer knows one protocol: it reads the synced `view`, `rules`, `error` and `refusals`
// and sends intents. The page keeps no game of its own: it draws what the server sends
// and, when the connection drops, reconnects by itself and is sent the current state.
import "./client.css";
import { mount } from "./widget.js";

/** The renderer's model, over a socket: the server's state messages are its traits. */
export class SocketModel {
  constructor() {
    this.state = {};
    this.listeners = new Map();
    this.outbox = null; // where intents go: set while connected
  }

  get(name) {
    return this.state[name];
  }

  on(event, handler) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event).add(handler);
  }

  off(event, handler) {
    this.listeners.get(event)?.delete(handler);
  }

  send(message) {
    if (this.outbox) this.outbox(message);
  }

  /** Take a state message's traits; each changed one tells its listeners, the view last
   * (the renderer draws the view, and reads the error and the rules while it does). */
  update(values) {
    const changed = [];
    for (const [name, value] of Object.entries(values)) {
      if (JSON.stringify(this.state[name]) === JSON.stringify(value)) continue;
      this.state[name] = value;
      changed.push(name);
    }
    changed.sort((a, b) => (a === "view") - (b === "view"));
    for (const name of changed) {
      for (const handler of this.listeners.get(`change:${name}`) || []) handler();
    }
    return changed;
  }

  /** A refusal the server made of the connection's message (too fast, too large). */
  refuse(text) {
    this.update({ error: text, refusals: (this.state.refusals || 0) + 1 });
  }
}

const TRAITS = ["view", "rules", "error", "refusals", "speed", "theme", "colours"];

/** The page around the table takes the table's theme ("auto" follows the browser). */
export function followTheme(doc, theme) {
  if (doc?.documentElement && ["auto", "light", "dark"].includes(theme)) doc.documentElement.dataset.theme = theme;
}

/** The words the server handed the page for the client to show (`data-words` on the
 * element, in the page's language): the client writes no sentence of its own. A key the
 * server did not send shows as the key itself, never as English. */
export function handedWords(el) {
  let words = {};
  try {
    words = JSON.parse(el?.dataset?.words || "{}");
  } catch {
    words = {};
  }
  return (key, fields = {}) =>
    String(words[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(fields[name] ?? ""));
}

/** Connect `el` to room `room` with seat key `key`; `say(text, tone)` reports the link's
 * state in the words the page was handed (`words`: "connected", "reconnecting").
 * Returns a function that disconnects. */
export function connect({
  room,
  key,
  el,
  say,
  words = handedWords(el),
  lang = "",
  WebSocketClass = globalThis.WebSocket,
  location = globalThis.location,
}) {
  const model = new SocketModel();
  let unmount = null;
  let socket = null;
  let retry = 250;
  let stopped = false;
  let timer = null;

  const open = () => {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocketClass(`${scheme}//${location.host}/ws/${encodeURIComponent(room)}`);
    socket.onopen = () => {
      // the page's language, where its picker chose one (else the server reads the browser's)
      socket.send(JSON.stringify(lang ? { kind: "hello", key, lang } : { kind: "hello", key }));
      model.outbox = (message) => socket.send(JSON.stringify(message));
    };
    socket.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.kind === "state") {
        retry = 250;
        const values = {};
        for (const name of TRAITS) if (name in message) values[name] = message[name];
        model.update(values);
        if (values.theme) followTheme(el.ownerDocument, values.theme);
        if (!unmount) unmount = mount(model, el);
        say(words("connected"), "ok");
      } else if (message.kind === "refused") {
        model.refuse(message.text);
      } else if (message.kind === "denied" || message.kind === "closed") {
        stopped = true;
        say(message.text, "stop");
      } else if (message.kind === "restarting") {
        say(message.text, "away"); // the socket closes next, and onclose reconnects
      }
    };
    socket.onclose = () => {
      model.outbox = null;
      if (stopped) return;
      say(words("reconnecting"), "away");
      timer = setTimeout(open, retry);
      retry = Math.min(retry * 2, 5000);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
    unmount?.();
  };
}

/** The room page's start: the room's id is in the page, the seat key in the link's
 * fragment (a fragment never reaches a server log). */
export function start(doc = document) {
  const el = doc.querySelector("[data-room]");
  if (!el) return null;
  const status = doc.querySelector(".ctr-status");
  const say = (text, tone) => {
    if (!status) return;
    status.textContent = text;
    status.dataset.tone = tone;
  };
  const key = decodeURIComponent((doc.location?.hash || "").replace(/^#/, ""));
  return connect({ room: el.dataset.room, key, el, say, lang: pickedLanguage(doc), location: doc.location });
}

const LANGUAGE_KEY = "cardtable-lang";

/** The language the page's picker chose ("" for the browser's own), kept for the next
 * visit; choosing another reloads the page, which says hello in it. */
export function pickedLanguage(doc = document) {
  const picker = doc.querySelector(".ctr-lang");
  const storage = doc.defaultView?.localStorage;
  let chosen = "";
  try {
    chosen = storage?.getItem(LANGUAGE_KEY) || "";
  } catch {
    chosen = "";
  }
  if (!picker) return chosen;
  if ([...picker.options].some((option) => option.value === chosen)) picker.value = chosen;
  picker.addEventListener("change", () => {
    try {
      storage?.setItem(LANGUAGE_KEY, picker.value);
    } catch {
      /* a page without storage still changes language for this visit */
    }
    doc.location.reload();
  });
  return picker.value;
}


/** The host's page: every room, who sits where, online or away, with a Close button.
 * The host key is in the link's fragment and travels in a header, never in an address. */
export function startHost(doc = document, fetchFn = globalThis.fetch) {
  const el = doc.querySelector("[data-host]");
  if (!el) return null;
  const key = decodeURIComponent((doc.location?.hash || "").replace(/^#/, ""));
  const headers = { "X-Cardtable-Host-Key": key };
  const words = handedWords(el);
  const minutes = (seconds) =>
    seconds < 3600
      ? words("minutes", { count: Math.floor(seconds / 60) })
      : words("hours", { count: (seconds / 3600).toFixed(1) });
  const body = el.querySelector("tbody");
  const note = el.querySelector(".ctr-status");
  const load = async () => {
    const reply = await fetchFn("/api/host/rooms", { headers });
    if (!reply.ok) {
      note.textContent = words(reply.status === 403 ? "bad_key" : "unread");
      return;
    }
    const { rooms, said } = await reply.json();
    note.textContent = said ?? "";
    body.replaceChildren(
      ...rooms.map((room) => {
        const row = doc.createElement("tr");
        const seats = room.seats.map((s) => `${s.name} (${words(s.kind === "computer" ? "computer" : s.online ? "online" : "away")})`);
        for (const text of [room.table, seats.join(", "), room.score || "—", minutes(room.open_seconds)]) {
          const cell = doc.createElement("td");
          cell.textContent = text;
          row.append(cell);
        }
        const cell = doc.createElement("td");
        const button = doc.createElement("button");
        button.type = "button";
        button.textContent = words("close");
        button.setAttribute("aria-label", words("close_label", { table: room.table }));
        button.addEventListener("click", async () => {
          await fetchFn(`/api/host/rooms/${encodeURIComponent(room.id)}/close`, { method: "POST", headers });
          load();
        });
        cell.append(button);
        row.append(cell);
        return row;
      }),
    );
  };
  load();
  const timer = setInterval(load, 5000);
  return () => clearInterval(timer);
}

if (typeof document !== "undefined" && document.querySelector?.("[data-room]")) start();
if (typeof document !== "undefined" && document.querySelector?.("[data-host]")) startHost();

/** `cardtable play`'s page: its one form opens the visitor's own table as the page loads
 * (a GET of the page opens nothing; a page without scripts shows the form's button). */
export function openAtOnce(doc = document) {
  const form = doc.querySelector("form[data-open-at-once]");
  form?.submit();
  return form;
}

if (typeof document !== "undefined" && document.querySelector?.("form[data-open-at-once]")) openAtOnce();
