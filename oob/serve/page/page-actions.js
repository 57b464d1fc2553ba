// SPDX-License-Identifier: GPL-3.0-or-later
// The players' page, what he may do (issue 33, item 3): a form for each action his view's
// "offers" open, built with the DOM alone (the Content-Security-Policy allows no inline
// script or style). Each sends one sealed request through page.js (ffbridgeActions.send) and
// says the answer in the live region: "Done." or the engine's own sentence of refusal. The
// server checks everything again: a form only shows what is open now.
"use strict";

window.ffbridgeActions = (function () {
  let send = null;
  let busy = false;

  function $(id) { return document.getElementById(id); }

  function element(tag, text, attributes) {
    const made = document.createElement(tag);
    if (text)
      made.textContent = text;
    Object.keys(attributes || {}).forEach(function (name) {
      made.setAttribute(name, attributes[name]);
    });
    return made;
  }

  function say(sentence, problem) {
    const status = $("action-status");
    status.textContent = sentence;
    status.classList.toggle("problem", !!problem);
  }

  // Sends `request` ({"action", ...}); the view that follows comes by the event stream.
  function act(request, doing) {
    if (busy || send === null)
      return;
    busy = true;
    say(doing + "…", false);
    send(request).then(function (answer) {
      busy = false;
      if (answer.done)
        say("Done: " + doing + ".", false);
      else
        say(answer.refused, true);
    }, function (problem) {
      busy = false;
      say(String(problem), true);
    });
  }

  // A form titled `title`, its fields from `fill`, sent as what `request` makes of it.
  function form(id, title, fill, label, request, doing) {
    const made = element("form", null, { id: id, "aria-labelledby": id + "-title" });
    made.appendChild(element("h3", title, { id: id + "-title" }));
    fill(made);
    made.appendChild(element("button", label, { type: "submit" }));
    made.addEventListener("submit", function (event) {
      event.preventDefault();
      act(request(made), doing);
    });
    return made;
  }

  function field(parent, labelText, control) {
    const label = element("label", labelText + " ");
    label.appendChild(control);
    parent.appendChild(label);
    return control;
  }

  function select(name, options) {
    const made = element("select", null, { name: name });
    options.forEach(function (option) {
      made.appendChild(element("option", option.name, { value: option.id }));
    });
    return made;
  }

  function checkboxes(parent, legend, name, items) {
    const set = element("fieldset");
    set.appendChild(element("legend", legend));
    items.forEach(function (item) {
      const box = element("input", null, { type: "checkbox", name: name, value: item.id });
      const label = element("label", null, { class: "depth-" + Math.min(item.depth || 0, 3) });
      box.checked = !!item.arriving;
      label.appendChild(box);
      label.appendChild(document.createTextNode(" " + (item.code ? item.code + " " : "")
                                                + item.name));
      set.appendChild(label);
    });
    parent.appendChild(set);
  }

  function ticked(form, name) {
    return Array.from(form.querySelectorAll("input[name=" + name + "]:checked"),
                      function (box) { return box.value; });
  }

  function flanks(list) {
    return list.map(function (f) {
      return { id: f.flank, name: f.flank + " flank" + (f.given ? " (given)" : "") };
    });
  }

  // One button a card: Enter or Space on it sends the move.
  function cardButtons(title, action, cards, verb) {
    const group = element("div", null, { role: "group", "aria-label": title, class: "cards" });
    cards.forEach(function (card) {
      const button = element("button", verb + " " + card.name,
                             { type: "button", "data-action": action, "data-card": card.id });
      button.addEventListener("click", function () {
        act({ action: action, card: card.id }, verb + " " + card.name);
      });
      group.appendChild(button);
    });
    return group;
  }

  function button(label, action) {
    const made = element("button", label, { type: "button", "data-action": action });
    made.addEventListener("click", function () { act({ action: action }, label); });
    return made;
  }

  function orderForms(list, order) {
    list.appendChild(form("order-form", "Flank march (R5)", function (made) {
      field(made, "Flank", select("flank", flanks(order.flanks)));
      field(made, "Led by", select("leader", order.leaders));
      checkboxes(made, "Units that march", "unit", order.units);
    }, "Send the march", function (made) {
      return { action: "order", flank: made.elements.flank.value,
               leader: made.elements.leader.value, units: ticked(made, "unit") };
    }, "sending the march"));
    order.flanks.filter(function (f) { return f.given; }).forEach(function (f) {
      list.appendChild(form("call-off-" + f.flank, "Call off the " + f.flank + " flank march",
                            function () {}, "Call it off", function () {
        return { action: "call-off", flank: f.flank };
      }, "calling the march off"));
    });
  }

  function phraseForm(list, phrase) {
    list.appendChild(form("phrase-form", "Your phrase for the dice", function (made) {
      const input = field(made, phrase.given ? "A new phrase (one is given)" : "Phrase",
                          element("input", null, { type: "text", name: "phrase",
                                                   maxlength: "200", autocomplete: "off" }));
      input.required = true;
    }, "Mix it in", function (made) {
      return { action: "phrase", phrase: made.elements.phrase.value };
    }, "mixing your phrase in"));
  }

  function arrivalForms(list, arrivals) {
    arrivals.forEach(function (a) {
      list.appendChild(form("arrivals-" + a.flank,
                            "Brigades that arrive, " + a.flank + " flank (R7B(5a))",
                            function (made) {
        made.appendChild(element("p", "Up to " + a.allowed + " stands may arrive."));
        checkboxes(made, "Arriving", "brigade", a.brigades);
      }, "Keep this pick", function (made) {
        return { action: "arrivals", flank: a.flank, brigades: ticked(made, "brigade") };
      }, "keeping the pick"));
    });
  }

  function c1Forms(list, c1) {
    const box = element("div", null, { id: "c1-actions" });
    if (c1.pick.length > 0)
      box.appendChild(cardButtons("Pick a card (C1E)", "c1-pick", c1.pick, "Pick"));
    if (c1.play.length > 0)
      box.appendChild(cardButtons("Play a further card (C1E)", "c1-play", c1.play, "Play"));
    if (c1.pass)
      box.appendChild(button("Pass for the rest of the turn (C1F)", "c1-pass"));
    if (c1.done)
      box.appendChild(button("Done: my plays of the round are complete (C1E)", "c1-done"));
    if (c1.charge)
      box.appendChild(form("charge-form", "A Charge (C1G)", function (made) {
        field(made, "With", select("card", c1.charge.cards));
        field(made, "Unit", select("unit", c1.charge.units));
      }, "Charge", function (made) {
        return { action: "c1-charge", card: made.elements.card.value,
                 unit: made.elements.unit.value };
      }, "charging"));
    if (box.childNodes.length > 0)
      list.appendChild(box);
  }

  function c2Forms(list, c2) {
    const box = element("div", null, { id: "c2-actions" });
    if (c2.pick.length > 0)
      box.appendChild(cardButtons("Pick an action card to play (C2C)", "c2-pick", c2.pick,
                                  "Play"));
    if (c2.pass.length > 0)
      box.appendChild(cardButtons("Or pass with one (C2C)", "c2-pass", c2.pass, "Pass with"));
    if (box.childNodes.length > 0)
      list.appendChild(box);
  }

  // C2G: a box a block of his, ticked for "retreats"; a reserve in round 1 may not.
  function blockBoxes(parent, units) {
    const set = element("fieldset");
    set.appendChild(element("legend", "Blocks that retreat instead of firing"));
    units.forEach(function (unit) {
      const box = element("input", null, { type: "checkbox", name: "retreat", value: unit.id });
      const label = element("label");
      box.checked = !!unit.retreat;
      box.disabled = !unit.may_retreat;
      label.appendChild(box);
      label.appendChild(document.createTextNode(
        " " + unit.name + " (" + unit.rating + ", " + unit.steps + " of " + unit.full
        + (unit.full === 1 ? " step" : " steps")
        + (unit.may_retreat ? "" : ", a reserve: it sits out round 1") + ")"));
      set.appendChild(label);
    });
    parent.appendChild(set);
  }

  function blocksForms(list, blocks) {
    const box = element("div", null, { id: "blocks-actions" });
    const title = "Block battle “" + blocks.name + "”, round " + blocks.round
                  + (blocks.side === "attacker" ? ", you attack" : ", you defend") + " (C2G)";
    if (blocks.orders)
      box.appendChild(form("blocks-form", title + ": your orders", function (made) {
        blockBoxes(made, blocks.units);
        made.appendChild(element("p", blocks.other_given
                                      ? "The other player has given his orders."
                                      : "The other player has not given his orders yet."));
      }, "Give these orders", function (made) {
        return { action: "blocks-orders", retreat: ticked(made, "retreat") };
      }, "giving your orders"));
    else if (blocks.given && !blocks.tie)
      box.appendChild(element("p", title + ": your orders are given"
                                   + (blocks.other_given ? ", and the other player's too."
                                                         : "; the other player's are awaited.")));
    if (blocks.tie) {
      const group = element("div", null, { role: "group", class: "cards",
                                           "aria-label": title + ": which of your equally "
                                                         + "strong blocks takes the hit" });
      group.appendChild(element("p", "A hit falls on your equally strong blocks: you choose "
                                     + "which one loses the step."));
      blocks.tie.forEach(function (block) {
        const button = element("button", "Take the step from " + block.name,
                               { type: "button", "data-action": "blocks-choice",
                                 "data-block": block.id });
        button.addEventListener("click", function () {
          act({ action: "blocks-choice", block: block.id },
              "taking the step from " + block.name);
        });
        group.appendChild(button);
      });
      box.appendChild(group);
    }
    if (box.childNodes.length > 0)
      list.appendChild(box);
  }

  // The forms of `offers`, replacing the last; the focus stays where it can.
  function show(offers) {
    const section = $("actions-section");
    const list = $("actions");
    const focused = document.activeElement && document.activeElement.dataset
                      ? document.activeElement.dataset.action : null;
    list.replaceChildren();
    if (offers) {
      if (offers.order)
        orderForms(list, offers.order);
      if (offers.phrase)
        phraseForm(list, offers.phrase);
      if (offers.arrivals)
        arrivalForms(list, offers.arrivals);
      if (offers.c1)
        c1Forms(list, offers.c1);
      if (offers.c2)
        c2Forms(list, offers.c2);
      if (offers.blocks)
        blocksForms(list, offers.blocks);
    }
    section.hidden = list.childNodes.length === 0;
    if (focused) {
      const again = list.querySelector("[data-action=\"" + focused + "\"]");
      if (again)
        again.focus();
    }
  }

  return {
    // `sender(request)` seals and sends one action, a promise of its opened answer.
    init: function (sender) { send = sender; },
    show: show,
  };
}());
