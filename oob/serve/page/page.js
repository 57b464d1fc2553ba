// SPDX-License-Identifier: GPL-3.0-or-later
// The players' page (issue 33): reads its key from the link's fragment, which the browser never
// sends, drops it from the address bar, keeps it for this tab only, and shows the view the
// server seals to it. Every request is sealed and numbered; the crypto is tweetnacl's
// secretbox (nacl-fast.min.js, Debian's node-tweetnacl), the construction libsodium seals with.
"use strict";

(function () {
  const KEY_ITEM = "ffbridge-key";
  const NUMBER_ITEM = "ffbridge-number";
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let lastView = 0;
  let retry = 1000;

  function $(id) { return document.getElementById(id); }

  function say(sentence, problem) {
    const status = $("status");
    status.textContent = sentence;
    status.classList.toggle("problem", !!problem);
  }

  function fromBase64(text) {
    const plain = atob(text);
    const bytes = new Uint8Array(plain.length);
    for (let i = 0; i < plain.length; i++)
      bytes[i] = plain.charCodeAt(i);
    return bytes;
  }

  function toBase64(bytes) {
    let plain = "";
    for (let i = 0; i < bytes.length; i++)
      plain += String.fromCharCode(bytes[i]);
    return btoa(plain);
  }

  function fromBase64Url(text) {
    let b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (b64.length % 4 !== 0)
      b64 += "=";
    return fromBase64(b64);
  }

  function toHex(bytes) {
    return Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
  }

  // The key of the link (then gone from the address bar and the history), or of this tab.
  function takeKey() {
    const match = /^#k=([A-Za-z0-9_-]+)$/.exec(location.hash);
    if (match) {
      sessionStorage.setItem(KEY_ITEM, match[1]);
      history.replaceState(null, "", location.pathname);
    }
    const stored = sessionStorage.getItem(KEY_ITEM);
    if (!stored)
      return null;
    const key = fromBase64Url(stored);
    return key.length === nacl.secretbox.keyLength ? key : null;
  }

  // A number larger than any this tab sent, even after a reload.
  function nextNumber() {
    const last = Number(sessionStorage.getItem(NUMBER_ITEM) || "0");
    const n = Math.max(last + 1, Date.now());
    sessionStorage.setItem(NUMBER_ITEM, String(n));
    return n;
  }

  function seal(key, device, what, with_) {
    const n = nextNumber();
    const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
    const request = { device: device, n: n, what: what };
    if (with_)
      request.with = with_;
    const plain = encoder.encode(JSON.stringify(request));
    return { device: device, n: n, nonce: toBase64(nonce),
             box: toBase64(nacl.secretbox(plain, nonce, key)) };
  }

  function open(key, sealed) {
    const plain = nacl.secretbox.open(fromBase64(sealed.box), fromBase64(sealed.nonce), key);
    return plain === null ? null : JSON.parse(decoder.decode(plain));
  }

  function showHand(view) {
    const section = $("hand-section");
    const hand = $("hand");
    section.hidden = !Array.isArray(view.hand);
    hand.replaceChildren();
    (view.hand || []).forEach(function (card) {
      const item = document.createElement("li");
      item.textContent = card;
      hand.appendChild(item);
    });
    $("pick").textContent = view.pick ? "Your pick: " + view.pick : "";
  }

  function show(view) {
    document.title = view.title + ": " + view.battle_name;
    $("title").textContent = view.title;
    $("when").textContent = view.battle_name + ", " + view.when;
    $("view-title").hidden = false;
    $("view").textContent = view.text;
    showHand(view);
    window.ffbridgeActions.show(view.offers);
    window.ffbridgeWitness.check(view.record);
    say("Up to date.", false);
    document.body.dataset.state = "shown";
  }

  function onView(key, event) {
    let opened = null;
    try {
      opened = open(key, JSON.parse(event.data));
    } catch (e) {
      opened = null;
    }
    if (opened === null || typeof opened.n !== "number" || opened.n <= lastView) {
      say("A view came that this device's key does not open; it is not shown.", true);
      return;
    }
    lastView = opened.n;
    retry = 1000;
    show(opened.view);
  }

  // The stream's address carries a sealed request; a dropped stream reopens with a new one
  // (the old one's number is spent).
  function listen(key, device) {
    const request = seal(key, device, "events");
    const query = Object.keys(request).map(function (name) {
      return name + "=" + encodeURIComponent(String(request[name]));
    }).join("&");
    const events = new EventSource("/api/events?" + query);
    events.addEventListener("view", function (event) { onView(key, event); });
    events.onerror = function () {
      events.close();
      document.body.dataset.state = "waiting";
      say("The referee's laptop does not answer; trying again…", true);
      setTimeout(function () { listen(key, device); }, retry);
      retry = Math.min(retry * 2, 30000);
    };
  }

  // One sealed request ("act", page-actions.js; "witness", page-witness.js): a promise of
  // its answer, opened with the key and bound to this request's number.
  function sendSealed(key, device, what, with_) {
    const request = seal(key, device, what, with_);
    return fetch("/api/request", { method: "POST", body: JSON.stringify(request),
                                   headers: { "Content-Type": "application/json" } })
      .then(function (response) {
        if (!response.ok)
          return response.text().then(function (text) { throw new Error(text); });
        return response.json();
      })
      .then(function (sealed) {
        const opened = open(key, sealed);
        if (opened === null || opened.to !== request.n)
          throw new Error("An answer came that this device's key does not open.");
        return opened.answer;
      });
  }

  function start() {
    const key = takeKey();
    if (key === null) {
      say("This page needs the link of your side (scan its code again).", true);
      document.body.dataset.state = "no-key";
      return;
    }
    const device = toHex(nacl.hash(key).subarray(0, 8));
    window.ffbridgeActions.init(function (action) {
      return sendSealed(key, device, "act", action);
    });
    window.ffbridgeWitness.init(function (asked) {
      return sendSealed(key, device, "witness", asked);
    });
    listen(key, device);
  }

  start();
}());
