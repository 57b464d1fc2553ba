# SPDX-License-Identifier: GPL-3.0-or-later
"""A night at the table played from two phones (issue 33, "Done when"), whoever serves them:
`ffbridge-cli serve` (tests/test-serve-phones.py) or the app itself (tests/ui/test-e2e-phones.py).

Each side's phone is a headless chromium (chromium-driver) on its own link, on loopback only.
The steps go through the page's own forms and buttons, found by their labels, as a player would:
both pair; each gives his flank-march order and his dice phrase on Pea Ridge; the referee rolls
and each page shows its results live, without a reload; a C1 round (both pick, the referee
reveals, the First Player's follow-up card, both done, then a pass); a C2 turn (one picks to
play, the other passes with a card). After every step a scanner reads each browser's text, its
sessionStorage and localStorage, and every byte it received (each response and each event of
the stream, from the browser's DevTools network log; each answer and view opened in the page
with the tab's key, tweetnacl's secretbox): none may hold the other side's secrets (the leaders
only he knows, the lines of his copy, his order, his hand and his pick, his key; not his dice
phrase, which both copies show once it is given, "Fair dice"). Last, from python (urllib): a
client with no key, one sealing with the other side's key, a replayed request and a tampered
one are all refused (403) and change nothing, and the phones' own requests still go. Waits with
WebDriverWait, never a fixed sleep.

The referee is a table object, the one thing the two tests do differently:
  path, address, link(side)    the campaign file, the server's address, a side's link
  copy(side), hand(side, years=False)
                               a side's copy of the campaign as it is now, his hand and pick
                               ((id, name) a card; years: the C2 action hand)
  snapshot()                   the campaign's bytes as it is now
  roll()                       the pre-battle roll: (done, what the referee read)
  deal_c1(), c1_state(), reveal_c1()
                               cards on and a deal, the cards' state, the reveal: (the First
                               Player's side or None, what the referee read)
  deal_c2(), c2_state()        the action deck on and a year dealt, its state
"""

import base64
import json
import os
import re
import shutil
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ElementTree

try:
    from selenium import webdriver
    from selenium.common.exceptions import (ElementNotInteractableException,
                                            StaleElementReferenceException, TimeoutException)
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
    HAVE_SELENIUM = True
except ImportError:
    HAVE_SELENIUM = False

SIDES = ("union", "confederate")
OTHER = {"union": "confederate", "confederate": "union"}
NAME_OF = {"union": "Union", "confederate": "Confederate"}
BATTLE = "pea-ridge"
# A seed whose deal gives the First Player of C1's first round a card that outranks (C1E).
SEED = "%064x" % 7
PHRASES = {"union": "Rally round the flag, boys", "confederate": "Bonnie Blue Flag at dawn"}
# Each side's march (R5): a division round one flank, led by its own leader.
MARCHES = {"union": ("left", "Eugene A. Carr", "II/1"),
           "confederate": ("right", "Ben McCulloch", "II/1")}
# The page's forms, by their headings (each form is labelled by its own).
ORDER_FORM = "//form[h3='Flank march (R5)']"
PHRASE_FORM = "//form[h3='Your phrase for the dice']"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
BROWSER = shutil.which("chromium") or "/usr/bin/chromium"
# A busy 2-core machine: a view may take a while.
WAIT = 90

# Put in before the page's scripts: every request the page sends, for the replay. The page is
# not changed.
CATCHER = r"""
(function () {
  const sent = [];
  Object.defineProperty(window, "ffbTestSent", { value: sent });
  const pageFetch = window.fetch;
  window.fetch = function (url, init) {
    if (init && init.body)
      sent.push(String(init.body));
    return pageFetch.apply(this, arguments);
  };
})();
"""

# What the scanner reads in a page: its text and markup, its storage, and each sealed message
# of arguments[0] (the bytes the browser received, as its network layer saw them) opened with
# the tab's key: all the strings of the opened JSON, one a line; the indexes of those that do
# not open.
SCAN = r"""
function bytes(text) {
  const plain = atob(text), out = new Uint8Array(plain.length);
  for (let i = 0; i < plain.length; i++) out[i] = plain.charCodeAt(i);
  return out;
}
function strings(value, into) {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object")
    Object.keys(value).forEach(function (k) { into.push(k); strings(value[k], into); });
  return into;
}
const stored = sessionStorage.getItem("ffbridge-key");
let key = null;
if (stored) {
  let b64 = stored.replace(/-/g, "+").replace(/_/g, "/");
  while (b64.length % 4) b64 += "=";
  key = bytes(b64);
}
const opened = [], unopened = [];
arguments[0].forEach(function (raw, i) {
  let plain = null;
  try {
    const sealed = JSON.parse(raw);
    plain = nacl.secretbox.open(bytes(sealed.box), bytes(sealed.nonce), key);
  } catch (e) { plain = null; }
  if (plain === null) unopened.push(i);
  else opened.push(strings(JSON.parse(new TextDecoder().decode(plain)), []).join("\n"));
});
function all(storage) {
  const out = {};
  for (let i = 0; i < storage.length; i++) out[storage.key(i)] = storage.getItem(storage.key(i));
  return JSON.stringify(out);
}
return { text: document.body.innerText, markup: document.documentElement.outerHTML,
         session: all(sessionStorage), local: all(localStorage),
         opened: opened, unopened: unopened, reloaded: !window.ffbTestNotReloaded,
         cards: Array.from(document.querySelectorAll("#hand li, [data-card]"), function (e) {
           return e.dataset.card || e.textContent.trim(); }) };
"""


class Wire:
    """Every byte a browser received, from its DevTools network log: each response's body
    (the page, its scripts, every answer) and each event of the stream (the views)."""

    def __init__(self, driver):
        self.driver = driver
        self.urls = {}
        self.bodies = []   # (url, text)
        self.sealed = []   # what must be sealed for this device: answers and views

    def gather(self):
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message.get("method"), message.get("params", {})
            if method == "Network.responseReceived":
                self.urls[params["requestId"]] = (params["response"]["url"],
                                                  params["response"]["status"])
            elif method == "Network.eventSourceMessageReceived":
                self.bodies.append(("event " + params.get("eventName", ""), params["data"]))
                self.sealed.append(params["data"])
            elif method == "Network.loadingFinished" and params["requestId"] in self.urls:
                self.body(*self.urls.pop(params["requestId"]), params["requestId"])

    def body(self, url, status, request_id):
        try:
            got = self.driver.execute_cdp_cmd("Network.getResponseBody",
                                              {"requestId": request_id})
        except Exception:  # a body the browser kept not (an empty answer)
            return
        text = got["body"]
        if got.get("base64Encoded"):
            text = base64.b64decode(text).decode("utf-8", "replace")
        self.bodies.append((url, text))
        if "/api/" in url and status == 200:
            self.sealed.append(text)

    def raw(self):
        return "\n".join(text for _, text in self.bodies)


class Tap:
    """Numbered check lines; a failure says what and where."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def check(self, good, what, why=""):
        self.n += 1
        if good:
            print("ok %d - %s" % (self.n, what))
        else:
            self.failed += 1
            print("not ok %d - %s%s" % (self.n, what, ": " + why if why else ""))
        sys.stdout.flush()
        return good

    def finish(self):
        print("1..%d" % self.n)
        return 1 if self.failed else 0


def leaders_of(path, side):
    root = ElementTree.parse(path).getroot()
    names = set()
    for element in root.iter():
        if element.tag.endswith("side") and element.get("id") == side:
            names |= {leader.get("name") for leader in element.iter()
                      if leader.tag.endswith("leader") and leader.get("name")}
    return names


def phone():
    options = webdriver.ChromeOptions()
    options.binary_location = BROWSER
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--no-first-run", "--window-size=360,740"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CATCHER})
    return driver


def wait_all(drivers, condition):
    """Waits until `condition(side, driver)` holds for every phone at once; False on timeout."""
    try:
        WebDriverWait(list(drivers.values())[0], WAIT, poll_frequency=0.1).until(
            lambda _: all(condition(side, d) for side, d in drivers.items()))
        return True
    except TimeoutException:
        return False


def shown(driver):
    return driver.execute_script("return document.getElementById('view').textContent")


def status(driver):
    return driver.execute_script(
        "const s = document.getElementById('action-status');"
        "return [s.textContent, s.classList.contains('problem')];")


def offered(driver, label):
    """Whether the page offers a button or a group of card buttons of `label` now."""
    return bool(driver.find_elements(
        By.XPATH, "//div[@role='group'][@aria-label=%s] | //button[normalize-space()=%s]"
        % (json.dumps(label), json.dumps(label))))


def cards_in_hand(driver):
    return len(driver.find_elements(By.CSS_SELECTOR, "#hand li"))


def retrying(action):
    """A view that arrives rebuilds the forms: what was found may be gone before the click, or
    not yet laid out to take it (seen with the app under the sanitizers, a field of the form
    the view was putting back). The action is tried again until it goes, for as long as a
    step waits."""
    deadline = time.monotonic() + WAIT
    while True:
        try:
            return action()
        except (StaleElementReferenceException, ElementNotInteractableException):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


class Phones:
    """The two phones, the campaign they follow, and the scanner run after each step."""

    def __init__(self, tap, table):
        self.tap = tap
        self.table = table
        self.drivers = {}
        self.wires = {}
        self.keys = {}
        self.orders_seen = {side: set() for side in SIDES}
        self.leaders = {side: leaders_of(table.path, side) for side in SIDES}

    def pair(self):
        for side in SIDES:
            self.drivers[side] = phone()
            self.wires[side] = Wire(self.drivers[side])
            link = self.table.link(side)
            self.keys[side] = link.split("#k=", 1)[1]
            self.drivers[side].get(link)
        paired = wait_all(self.drivers, lambda s, d: d.execute_script(
            "return document.body.dataset.state") == "shown")
        self.tap.check(paired, "both phones pair from their links and show their side")
        for side, driver in self.drivers.items():
            driver.execute_script("window.ffbTestNotReloaded = true;")
            self.tap.check("#k=" not in driver.current_url,
                           "%s: the key is gone from the address bar" % side, driver.current_url)
        return paired

    def settle(self, step, ready=None, since=None):
        """Waits until each page shows his copy as the file now is (his live view) and, when
        given, `ready(side, driver)` holds for each: the offers that the step changes (a deal
        or a pick need not change the copy's text). With `since` (when the referee's command
        wrote the file), says how long the change took to show on both phones."""
        copies = {side: self.table.copy(side) for side in SIDES}
        good = wait_all(self.drivers, lambda s, d: shown(d).strip() == copies[s].strip()
                        and (ready is None or retrying(lambda: ready(s, d))))
        if since is not None and good:
            print("# %s: on both phones %.2f s after the file was written (with the copies "
                  "made to compare)" % (step, time.monotonic() - since))
        why = "; ".join("%s shows %r" % (s, shown(d)[:200]) for s, d in self.drivers.items()
                        if shown(d).strip() != copies[s].strip()) or "the offers did not come"
        self.tap.check(good, "%s: each page shows his copy live" % step, why)
        return copies

    def secrets_of(self, side, copies, c1=False, c2=False):
        """What `side` knows and his opponent does not, now. His dice phrase is not among it:
        the one reader's view shows both phrases to both sides once given ("Fair dice": the
        phrases are public, for anyone to verify the seed; knowing one tells nothing of the
        sealed seed)."""
        other = OTHER[side]
        found = {"his key": {self.keys[side]}}
        theirs = copies[other]
        found["leaders only he knows"] = {n for n in self.leaders[side] if n not in theirs}
        found["lines of his copy"] = {line.strip() for line in copies[side].splitlines()
                                      if len(line.strip()) > 12 and line not in theirs}
        found["his order"] = {o for o in self.orders_seen[side] if o not in theirs}
        # The C1 cards by name (one card a name, "10 of Hearts"), the C2 cards by id, since
        # the action deck has several cards of a name ("Action 2") and only which ones he holds
        # is his. The short C1 ids ("8D") are looked for as a card the page names, not in text.
        if c1:
            hand = self.table.hand(side)
            found["his C1 hand"] = {name for _, name in hand}
            found["his C1 card"] = {card for card, _ in hand}
        if c2:
            found["his C2 hand"] = {card for card, _ in self.table.hand(side, years=True)}
        return found

    def scan(self, step, copies, **cards):
        """No phone holds anything of the other side's secrets anywhere it keeps or got bytes."""
        for side, driver in self.drivers.items():
            wire = self.wires[side]
            wire.gather()
            page = driver.execute_script(SCAN, wire.sealed)
            secrets = self.secrets_of(OTHER[side], copies, **cards)
            places = {"its text": page["text"], "its markup": page["markup"],
                      "sessionStorage": page["session"], "localStorage": page["local"],
                      "the bytes it received": wire.raw(),
                      "the views and answers it opened": "\n".join(page["opened"])}
            c1_cards = secrets.pop("his C1 card", set())
            leaks = ["%s “%s” in %s" % (kind, secret, place)
                     for kind, values in secrets.items() for secret in values if secret
                     for place, text in places.items() if secret in text]
            leaks += ["his C1 card “%s” among the cards it shows" % card
                      for card in c1_cards if card in page["cards"]]
            self.tap.check(not leaks and not page["unopened"] and page["opened"],
                           "%s: %s's phone holds nothing of the %s side (%d responses and "
                           "events, %d sealed to him)" % (step, side, OTHER[side],
                                                          len(wire.bodies), len(wire.sealed)),
                           "; ".join(leaks[:8]) or "messages %s do not open with his key"
                           % page["unopened"])
            self.tap.check(not page["reloaded"], "%s: %s's page was not reloaded" % (step, side))

    def act(self, side, find, doing):
        """Clicks what `find(driver)` gives and waits for its answer: None when done, else the
        sentence the page says. What is to be clicked may come with a view still on its way
        (the other side's step just done): it is waited for."""
        driver = self.drivers[side]
        try:
            WebDriverWait(driver, WAIT, poll_frequency=0.1).until(lambda d: find(d))
        except TimeoutException:
            return "the page does not offer it (it says %r)" % status(driver)[0]
        retrying(lambda: find(driver).click())
        expected = "Done: %s." % doing
        try:
            WebDriverWait(driver, WAIT, poll_frequency=0.1).until(
                lambda d: status(d)[0] == expected or status(d)[1])
        except TimeoutException:
            return "no answer (the page says %r)" % status(driver)[0]
        text, problem = status(driver)
        return text if problem else None

    def order_and_phrase(self, side):
        flank, leader, unit = MARCHES[side]
        driver = self.drivers[side]

        def fill(ticked):
            form = driver.find_element(By.XPATH, ORDER_FORM)
            Select(form.find_element(By.XPATH, ".//label[starts-with(normalize-space(), "
                                     "'Flank')]/select")).select_by_value(flank)
            Select(form.find_element(By.XPATH, ".//label[starts-with(normalize-space(), "
                                     "'Led by')]/select")).select_by_visible_text(leader)
            box = form.find_element(By.XPATH, ".//fieldset[legend='Units that march']/label["
                                    "starts-with(normalize-space(), '%s ')]/input" % unit)
            if box.is_selected() != ticked:
                box.click()
            return form.find_element(By.XPATH, ".//button[normalize-space()='Send the march']")
        # A march of no unit first: the engine refuses it, the page says its sentence.
        before = self.table.copy(side)
        refused = self.act(side, lambda d: retrying(lambda: fill(False)), "sending the march")
        self.tap.check(refused and refused.startswith("R5") and self.table.copy(side) == before,
                       "%s's march of no unit is refused on his phone in the engine's words (%s)"
                       % (side, refused), "nothing refused, or the campaign changed")
        refused = self.act(side, lambda d: retrying(lambda: fill(True)), "sending the march")
        self.tap.check(refused is None, "%s gives his %s flank march from his phone" % (side,
                                                                                       flank),
                       refused)
        self.orders_seen[side].add(leader)

        def phrase():
            form = driver.find_element(By.XPATH, PHRASE_FORM)
            box = form.find_element(By.XPATH, ".//label[starts-with(normalize-space(), "
                                    "'Phrase')]/input")
            box.clear()
            box.send_keys(PHRASES[side])
            return form.find_element(By.XPATH, ".//button[normalize-space()='Mix it in']")
        refused = self.act(side, lambda d: retrying(phrase), "mixing your phrase in")
        self.tap.check(refused is None, "%s mixes his phrase in from his phone" % side, refused)

    def buttons(self, side, group):
        return self.drivers[side].find_elements(
            By.XPATH, "//div[@role='group'][@aria-label=%s]//button" % json.dumps(group))

    def click_card(self, side, group, verb):
        """Clicks the first card of `group`; the card's name, or None with the check failed."""
        names = retrying(lambda: [b.text for b in self.buttons(side, group)])
        if not self.tap.check(names, "%s is offered %r" % (side, group), "no such buttons"):
            return None
        card = names[0][len(verb) + 1:]

        def find(driver):
            return driver.find_element(By.XPATH, "//div[@role='group'][@aria-label=%s]//button"
                                       "[normalize-space()=%s]" % (json.dumps(group),
                                                                   json.dumps(names[0])))
        refused = self.act(side, find, names[0])
        self.tap.check(refused is None, "%s: %s from his phone" % (side, names[0]), refused)
        return card

    def click_button(self, side, label):
        def find(driver):
            return driver.find_element(By.XPATH, "//button[normalize-space()=%s]"
                                       % json.dumps(label))
        refused = self.act(side, find, label)
        self.tap.check(refused is None, "%s: %s, from his phone" % (side, label), refused)

    def quit(self):
        for driver in self.drivers.values():
            driver.quit()


def steps_before_the_roll(tap, table, phones):
    copies = phones.settle("paired")
    phones.scan("paired", copies)
    for side in SIDES:
        phones.order_and_phrase(side)
    copies = phones.settle("orders and phrases given")
    for side in SIDES:
        tap.check(MARCHES[side][1] in copies[side] and PHRASES[side] in copies[side],
                  "%s's order and phrase are in his copy" % side)
    phones.scan("orders and phrases given", copies)


def the_roll(tap, table, phones):
    rolled, said = table.roll()
    written = time.monotonic()
    tap.check(rolled, "the referee rolls on the laptop", said)
    copies = phones.settle("rolled", since=written)
    for side in SIDES:
        tap.check("SEALED RESULTS" in copies[side] and
                  not phones.drivers[side].find_elements(By.XPATH, ORDER_FORM),
                  "%s's page shows his results and no longer offers an order" % side)
    phones.scan("rolled", copies)


PICK_C1 = "Pick a card (C1E)"
PLAY_C1 = "Play a further card (C1E)"
DONE_C1 = "Done: my plays of the round are complete (C1E)"
PASS_C1 = "Pass for the rest of the turn (C1F)"
PICK_C2 = "Pick an action card to play (C2C)"
PASS_C2 = "Or pass with one (C2C)"


def a_c1_round(tap, table, phones):
    table.deal_c1()
    copies = phones.settle("C1 dealt", lambda s, d: offered(d, PICK_C1), time.monotonic())
    phones.scan("C1 dealt", copies, c1=True)
    for side in SIDES:
        phones.click_card(side, PICK_C1, "Pick")
        copies = phones.settle("C1 %s picked" % side,
                               lambda s, d, side=side: s != side or not offered(d, PICK_C1))
        phones.scan("C1 %s picked" % side, copies, c1=True)
    state = table.c1_state()
    tap.check(state.count("has picked") == 2, "both picks are in the campaign", state)
    first, revealed = table.reveal_c1()
    written = time.monotonic()
    if not tap.check(first is not None, "the referee reveals; the First Player is named",
                     revealed):
        return
    second = OTHER[first]
    copies = phones.settle("C1 revealed", lambda s, d: s != first or offered(d, DONE_C1),
                           written)
    phones.scan("C1 revealed", copies, c1=True)
    held = cards_in_hand(phones.drivers[first])
    phones.click_card(first, PLAY_C1, "Play")
    copies = phones.settle("C1 follow-up",
                           lambda s, d: s != first or cards_in_hand(d) == held - 1)
    phones.scan("C1 follow-up", copies, c1=True)
    for side in (first, second):
        phones.click_button(side, DONE_C1)
    copies = phones.settle("C1 round done", lambda s, d: offered(d, PASS_C1))
    phones.scan("C1 round done", copies, c1=True)
    phones.click_button("union", PASS_C1)
    copies = phones.settle("C1 Union passed",
                           lambda s, d: s != "union" or not offered(d, PASS_C1))
    state = table.c1_state()
    tap.check(re.search(r"Union: .*pass", state) is not None, "the Union's pass is kept", state)
    phones.scan("C1 Union passed", copies, c1=True)


def a_c2_turn(tap, table, phones):
    table.deal_c2()
    copies = phones.settle("C2 dealt", lambda s, d: offered(d, PICK_C2) and offered(d, PASS_C2))
    phones.scan("C2 dealt", copies, c2=True)
    phones.click_card("union", PICK_C2, "Play")
    copies = phones.settle("C2 Union picked",
                           lambda s, d: s != "union" or not offered(d, PICK_C2))
    phones.scan("C2 Union picked", copies, c2=True)
    phones.click_card("confederate", PASS_C2, "Pass with")
    copies = phones.settle("C2 Confederate passed",
                           lambda s, d: s != "confederate" or not offered(d, PASS_C2))
    phones.scan("C2 Confederate passed", copies, c2=True)
    state = table.c2_state()
    tap.check(state.count("has picked") == 2,
              "both C2 picks are in the campaign", state)


def post(address, body):
    request = urllib.request.Request(address + "api/request", data=body.encode(),
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def events(address, sealed):
    """The status of a stream opened with `sealed` (a request's members) as its query."""
    query = urllib.parse.urlencode(sealed)
    try:
        with urllib.request.urlopen(address + "api/events?" + query, timeout=30) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


# A request sealed in a page as the page seals (its tweetnacl), with KEY and DEVICE as given
# (null: the tab's), its number above any the tab sent so that the page's own go on.
SEAL = r"""
const [keyText, deviceText, what] = arguments;
function b64(bytes) { let s = ""; bytes.forEach(function (b) { s += String.fromCharCode(b); });
                      return btoa(s); }
function unb64url(text) { let t = text.replace(/-/g, "+").replace(/_/g, "/");
                          while (t.length % 4) t += "="; const p = atob(t);
                          return Uint8Array.from(p, function (c) { return c.charCodeAt(0); }); }
const tabKey = unb64url(sessionStorage.getItem("ffbridge-key"));
const key = keyText ? unb64url(keyText) : tabKey;
const device = deviceText || Array.from(nacl.hash(tabKey).subarray(0, 8), function (b) {
  return b.toString(16).padStart(2, "0"); }).join("");
const n = Math.max(Number(sessionStorage.getItem("ffbridge-number") || "0") + 1, Date.now());
sessionStorage.setItem("ffbridge-number", String(n));
const nonce = nacl.randomBytes(24);
const plain = new TextEncoder().encode(JSON.stringify({ device: device, n: n, what: what }));
return JSON.stringify({ device: device, n: n, nonce: b64(nonce),
                        box: b64(nacl.secretbox(plain, nonce, key)) });
"""


def refusals(tap, table, phones):
    """Issue 33: what is not sealed by a paired device, as its device, once, is refused."""
    union = phones.drivers["union"]
    before = table.snapshot()
    stranger = union.execute_script(SEAL, "A" * 43, "00112233aabbccdd", "view")
    tap.check(post(table.address, stranger) == 403, "a client with no paired key is refused")
    tap.check(post(table.address, json.dumps({"what": "view"})) == 400,
              "a request that is not sealed at all is refused as malformed (400)")
    tap.check(events(table.address, json.loads(union.execute_script(
        SEAL, "A" * 43, "00112233aabbccdd", "events"))) == 403,
              "a client with no paired key is refused the stream of views")
    tap.check(events(table.address, json.loads(union.execute_script(
        SEAL, phones.keys["confederate"], None, "events"))) == 403,
              "the Union's device asking the stream with the Confederate's key is refused")
    tap.check(post(table.address, union.execute_script(SEAL, phones.keys["confederate"], None,
                                                       "view")) == 403,
              "the Union's device sealing with the Confederate's key is refused")
    sent = union.execute_script("return window.ffbTestSent.slice(-1)[0] || null")
    tap.check(sent is not None and post(table.address, sent) == 403,
              "the Union phone's last action, replayed, is refused")
    fresh = json.loads(union.execute_script(SEAL, None, None, "view"))
    box = list(fresh["box"])
    box[12] = "B" if box[12] == "A" else "A"
    tampered = dict(fresh, box="".join(box))
    tap.check(post(table.address, json.dumps(tampered)) == 403, "a tampered request is refused")
    tap.check(post(table.address, json.dumps(fresh)) == 200,
              "the same request untampered is taken (the refusal was the tampering)")
    tap.check(table.snapshot() == before, "the refused requests changed nothing")
    # The phones' own requests still go: the Confederate passes too (C1F), seen live.
    phones.click_button("confederate", PASS_C1)
    copies = phones.settle("after the refusals",
                           lambda s, d: s != "confederate" or not offered(d, PASS_C1))
    phones.scan("after the refusals", copies, c1=True, c2=True)


def browsers_missing():
    """Why the phones cannot be driven here, or None: python3-selenium, chromium and
    chromium-driver are installed by tools/install-deps."""
    if not HAVE_SELENIUM:
        return "python3-selenium is not installed"
    if not os.access(DRIVER, os.X_OK) or not os.access(BROWSER, os.X_OK):
        return "chromium or chromium-driver is not installed"
    return None


def a_night(tap, table, phones):
    """The steps of "Done when" in their order, once both phones have paired."""
    steps_before_the_roll(tap, table, phones)
    the_roll(tap, table, phones)
    a_c1_round(tap, table, phones)
    a_c2_turn(tap, table, phones)
