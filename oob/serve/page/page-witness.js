// SPDX-License-Identifier: GPL-3.0-or-later
// The players' page as a witness of the referee's signed record (issue 33, item 5;
// oob/serve/ffb-serve-record.h). Each view names the campaign's signing key (its fingerprint)
// and the record's last link. The phone keeps, in its browser's storage for that key, the
// last link it saw; a later view must extend it. When the campaign no longer holds that link
// (its file replaced by an older copy, or written again from one: a battle rolled again), the
// page says so in one sentence, and keeps saying it.
"use strict";

window.ffbridgeWitness = (function () {
  const PREFIX = "ffbridge-witness:";
  let ask = null;
  let asking = false;

  function $(id) { return document.getElementById(id); }

  function itemOf(record) { return PREFIX + record.fingerprint; }

  function load(record) {
    try {
      return JSON.parse(localStorage.getItem(itemOf(record)));
    } catch (e) {
      return null;
    }
  }

  function keep(record, seen) {
    localStorage.setItem(itemOf(record), JSON.stringify(seen));
  }

  function showAlarm(sentence) {
    const alarm = $("witness");
    alarm.textContent = sentence;
    alarm.hidden = false;
    document.body.dataset.witness = "rolled-back";
  }

  function raise(record, seen) {
    const sentence = "Warning: the referee's campaign no longer holds save " + seen.n +
      " of its signed record, which this phone saw (it now ends at save " + record.n +
      "): its file was replaced by an older copy, or written again from one.";
    keep(record, { n: seen.n, link: seen.link, alarm: sentence });
    showAlarm(sentence);
  }

  function accept(record) {
    keep(record, { n: record.n, link: record.link });
    document.body.dataset.witness = "holds";
  }

  // The link this phone saw, asked of the campaign by its number.
  function askFor(record, seen) {
    asking = true;
    ask({ n: seen.n }).then(function (answer) {
      if (answer && answer.link === seen.link)
        accept(record);
      else
        raise(record, seen);
    }, function () {
      // No answer (the laptop busy, the stream dropped): the next view asks again.
    }).finally(function () { asking = false; });
  }

  function check(record) {
    const key = $("fingerprint");
    key.hidden = !record;
    if (!record)
      return;
    key.textContent = "Signed with the campaign's key " + record.fingerprint + ".";
    const seen = load(record);
    if (seen && seen.alarm) {
      showAlarm(seen.alarm);
      return;
    }
    if (asking)
      return;
    if (!seen || (record.n === seen.n && record.link === seen.link))
      accept(record);
    else if (record.n === seen.n + 1 && record.previous === seen.link)
      accept(record);
    else if (record.n <= seen.n)
      raise(record, seen);
    else
      askFor(record, seen);
  }

  // `asker` sends a sealed "witness" request and gives a promise of its answer.
  function init(asker) { ask = asker; }

  return { init: init, check: check };
}());
