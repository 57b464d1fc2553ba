#!/usr/bin/python3
"""The game-night end-to-end test: a whole evening on the demo's Pea Ridge, driven through the
real app's accessibility tree as the referee and both players would (RULES.md R5-R9).

test-e2e-night.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

The referee draws the seed and chooses his passphrase at the first hand-over; each player sets
his at his first hand-over and sends a flank march in his private view; a player's passphrase
does not bring back the referee's pages; the referee rolls the pre-battle secrets; each player reads
his own results; the clock runs to the arrivals; the Confederates withdraw; the referee enters
the result, applies it, sees the campaign updated, and undoes it. At every step where a side's
view or the lock screen shows, the whole accessible tree is walked and every name and text
checked against the other side's leader names, unit ids and sealed results. Prints TAP; with
SHOTS_DIR, saves a screenshot after each step (imagemagick's import).
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

APP = sys.argv[1]
SHOTS = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else os.environ.get("FFB_E2E_SHOTS")
STEPS = 24
count = 0

# Who is at Pea Ridge (data/samples/demo.ffbridge): what the other side must never read.
LEADERS = {
    "union": ["Samuel R. Curtis", "Franz Sigel", "Peter J. Osterhaus", "Alexander Asboth",
              "Jefferson C. Davis", "Eugene A. Carr"],
    "confederate": ["Earl Van Dorn", "Sterling Price", "Ben McCulloch", "Henry Little",
                    "James McIntosh"],
}
NAME = {"union": "Union", "confederate": "Confederate"}
OTHER = {"union": "confederate", "confederate": "union"}
PASSPHRASE = {"union": "shiloh-1862", "confederate": "elkhorn-tavern"}
REFEREE_PASSPHRASE = "umpire-at-the-table"
# The app's --seed (tests and demos): the commitment shown must be its SHA-256.
SEED = "5ea1ed" * 10 + "f00d"
# Each side's march: a division under its own leader, on flanks that do not face each other.
MARCH = {"union": "March with 2nd Division, I Corps",
         "confederate": "March with 2nd Division, II Corps"}
# Sealed results each side reads in its view (its R7A and R7B rolls), collected as they show.
private = {"union": set(), "confederate": set()}


STARTED = time.monotonic()


def tap(ok, what):
    global count
    count += 1
    if os.environ.get("FFB_E2E_DEBUG"):
        print(f"# {time.monotonic() - STARTED:.1f}s", flush=True)
    print(f"{'ok' if ok else 'not ok'} {count} - {what}", flush=True)
    if not ok:
        bail(f"step failed: {what}")


def bail(why):
    print(f"Bail out! {why}", flush=True)
    cleanup()
    sys.exit(1)


def shot(name):
    if SHOTS and shutil.which("import"):
        os.makedirs(SHOTS, exist_ok=True)
        subprocess.run(["import", "-window", "root", os.path.join(SHOTS, name + ".png")],
                       check=False)


def wait_for(what, timeout=30.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            found = what()
        except Exception:  # the tree changes under us while the app rebuilds it
            found = None
        if found:
            return found
        time.sleep(0.2)
    return None


def laid_out(node):
    try:
        return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)[2] > 0
    except Exception:
        return False


def find(root, pred):
    """The first node below `root` that matches and is laid out (GTK keeps some hidden)."""
    return pyatspi.utils.findDescendant(root, lambda n: n is not None and pred(n) and laid_out(n))


def named(role, part):
    # GTK 4.8 names a button by its accessible label and then its label, mnemonic and all.
    return lambda n: n.getRoleName() == role and part in (n.name or "").replace("_", "")


def button(part):
    return wait_for(lambda: find(frame, named("push button", part)))


def click(node):
    if node is None:
        bail("nothing to click")
    node.queryAction().doAction(0)
    time.sleep(0.5)


KEYSYMS = {"Escape": 0xff1b, "t": 0x74, "z": 0x7a, "q": 0x71, "1": 0x31, "2": 0x32,
           "4": 0x34, "5": 0x35, "6": 0x36}
CONTROL = 1 << 2
ALT = 1 << 3


def key(name, mask=0):
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
    time.sleep(0.6)


def texts(root):
    """Every name, description and text in the whole accessible tree below `root`."""
    out = []

    def walk(node, depth):
        if node is None or depth > 80:
            return
        try:
            for text in (node.name, node.description):
                if text:
                    out.append(text)
            if "Text" in node.get_interfaces():
                text = node.queryText().getText(0, -1)
                if text:
                    out.append(text)
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            pass

    walk(root, 0)
    return out


def names(root):
    """Every name below `root`: enough to see what shows (GTK names a label by its text), and
    cheaper than texts() on the referee's large tree."""
    out = []

    def walk(node, depth):
        if node is None or depth > 80:
            return
        try:
            if node.name:
                out.append(node.name)
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        except Exception:
            pass

    walk(root, 0)
    return out


def shows(part):
    return any(part in t for t in names(frame))


def shows_exactly(text):
    return text in names(frame)


def forbidden_for(side):
    """What `side`'s player must never read: the other side's names, ids and sealed results."""
    other = OTHER[side]
    return (LEADERS[other] + [other + ".c"] + sorted(private[other])
            + [f"The {NAME[other]} left flank march was",
               f"The {NAME[other]} right flank march was",
               "flank marches on the Union", "Sizes, each cavalry stand"])


def leaks(side):
    """The other side's secrets found anywhere in the window (side None: the lock screen)."""
    found = []
    shown = texts(frame)
    sides = [side] if side else ["union", "confederate"]
    for reader in sides:
        for secret in forbidden_for(reader):
            found += [(secret, text) for text in shown if secret in text]
    return found


def page(number):
    key(str(number), ALT)


bus = app_proc = None
work = tempfile.mkdtemp(prefix="ffb-e2e-night-")


def cleanup():
    for proc in (app_proc, bus):
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
    shutil.rmtree(work, ignore_errors=True)


def start():
    global bus, app_proc
    # Its registry daemon says hello on standard output, which is this test's TAP stream.
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           stdout=subprocess.DEVNULL)
    time.sleep(1)
    env = dict(os.environ, GTK_A11Y="atspi", GSETTINGS_BACKEND="memory",
               XDG_STATE_HOME=os.path.join(work, "state"),
               XDG_DATA_HOME=os.path.join(work, "data"),
               XDG_CONFIG_HOME=os.path.join(work, "config"), GTK_USE_PORTAL="0")
    env.pop("NO_AT_BRIDGE", None)
    # A fresh X server can refuse the very first client for a moment (seen when another
    # server on the machine had just gone): an app that dies at once is started again.
    for attempt in range(3):
        app_proc = subprocess.Popen([APP, "--demo", "--seed", SEED], env=env)
        time.sleep(2)
        if app_proc.poll() is None:
            break


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == "ffbridge":
            return app
    return None


def password(part):
    return wait_for(lambda: find(frame, lambda n: n.getRoleName() == "password text"
                                 and part in (n.name or "")))


def open_view(side, first=False, passphrase=None):
    """From the lock screen: pick the side, type its passphrase (twice the first time)."""
    click(button(f"The {NAME[side]} player opens his view"))
    entry = password(("New " if first else "") + f"{NAME[side]} passphrase")
    entry.queryEditableText().setTextContents(passphrase or PASSPHRASE[side])
    if first:
        password("The same passphrase again").queryEditableText().setTextContents(PASSPHRASE[side])
    click(button(f"Open the {NAME[side]} view"))


def back_to_referee(passphrase=REFEREE_PASSPHRASE):
    """From the lock screen: the referee's passphrase brings his pages back."""
    click(button("Back to the Referee"))
    password("Referee's passphrase").queryEditableText().setTextContents(passphrase)
    click(button("Open the referee's pages"))


def referee_back():
    return wait_for(lambda: find(frame, lambda n: n.getRoleName() == "page tab"))


SEALED = re.compile(r"\bd\d+ rolled \d+")


def remember_private(side):
    """His sealed results as his view shows them ("... d100 rolled 23, ...")."""
    for text in texts(frame):
        if SEALED.search(text):
            private[side].add(text)


def check_view(side, what):
    opened = wait_for(lambda: shows_exactly(f"{NAME[side]} Player"))
    found = leaks(side)
    tap(bool(opened) and not found,
        f"{what}; the {NAME[side]} view holds nothing of the other side"
        + (f" (found {found[:3]})" if found else ""))


def hide_and_check(side):
    key("Escape")
    # The lock screen's widgets stay in the tree while the view is open: wait for the view to go.
    gone = wait_for(lambda: not shows_exactly(f"{NAME[side]} Player"))
    locked = gone and wait_for(lambda: button(f"Open the {NAME[side]} view"))
    found = leaks(None)
    return bool(locked) and not found and not shows_exactly(f"{NAME[side]} Player")


def main():
    global frame
    print(f"1..{STEPS}", flush=True)
    bad = subprocess.run([APP, "--seed", "12zz"], capture_output=True, text=True, timeout=120)
    tap(bad.returncode == 2 and "64 hexadecimal digits" in bad.stderr,
        "a bad --seed stops the app before any window, saying why (exit 2)")
    start()
    # A first start on a loaded machine (or under AddressSanitizer) can take a minute.
    app = wait_for(find_app, timeout=120.0)
    frame = wait_for(lambda: pyatspi.utils.findDescendant(
        app, lambda n: n is not None and n.getRoleName() == "frame"
        and (n.name or "").endswith("Demo campaign: 1862")), timeout=120.0)
    tap(frame is not None, "the app opens the demo campaign")

    page(4)
    click(button("Draw the Seed"))
    commitment = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "label"
                                       and len((n.name or "").replace(" ", "")) == 64))
    shown = (commitment.name or "").replace(" ", "") if commitment else ""
    tap(shown == hashlib.sha256(bytes.fromhex(SEED)).hexdigest() and not shows("d100 rolled"),
        "the Secrets page shows the dice commitment before any roll: that of the --seed given")
    shot("01-commitment")

    # The first hand-over asks the referee for his own passphrase, typed twice.
    key("1", CONTROL)
    first = wait_for(lambda: shows("First, the Referee's Passphrase"))
    tap(bool(first) and not leaks(None) and not shows("Draw the Seed"),
        "Ctrl+1 first asks the referee to choose his passphrase; no page of the referee's shows")
    shot("02-referee-first")
    password("New referee's passphrase").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    password("The same passphrase again").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    click(button("Set the referee's passphrase and hand over"))
    locked = wait_for(lambda: button("Open the Union view"))
    tap(bool(locked) and not leaks(None) and not shows("Draw the Seed")
        and wait_for(lambda: not find(frame, lambda n: n.getRoleName() == "page tab"), 5),
        "Ctrl+1 locks the screen for the Union: no page of the referee's, no name of either side")
    shot("02-lock")

    # Each player sets his passphrase at his first hand-over and sends a march privately.
    for side in ("union", "confederate"):
        open_view(side, first=True)
        # GTK 4.8 gives a GtkSwitch the role "check box".
        toggle = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "check box"
                                       and MARCH[side] in (n.name or "")))
        click(toggle)
        wait_for(lambda: shows("Swift "))
        click(button("Send the left flank march"))
        sent = wait_for(lambda: shows("Call Off") and shows("Sealed: nobody, you included"))
        check_view(side, f"the {NAME[side]} player sets his passphrase and sends his left flank "
                         f"march with its odds")
        shot(f"03-{side}-march")
        tap(hide_and_check(side) and bool(sent),
            f"Escape hides the {NAME[side]} view: the lock screen shows nothing of either side")

    open_view("union", passphrase="not-my-passphrase")
    refused = wait_for(lambda: shows("That is not the Union passphrase."))
    tap(bool(refused) and not shows_exactly("Union Player"),
        "a wrong passphrase is refused, and says so")
    # A player cannot go back to the referee's pages: only the referee's passphrase does.
    back_to_referee(PASSPHRASE["union"])
    refused = wait_for(lambda: shows("That is not the referee's passphrase."))
    tap(bool(refused) and not find(frame, lambda n: n.getRoleName() == "page tab")
        and not leaks(None), "a player's passphrase does not bring back the referee's pages")
    shot("03-referee-refused")
    password("Referee's passphrase").queryEditableText().setTextContents(REFEREE_PASSPHRASE)
    click(button("Open the referee's pages"))
    tap(referee_back() is not None, "the referee's passphrase brings the referee's pages back")

    page(4)
    click(button("Roll the Secrets"))
    rolled = wait_for(lambda: shows("Made and sealed"))
    tap(bool(rolled), "the referee rolls the pre-battle secrets")
    shot("04-rolled")

    # Each player reads his own results; neither reads the other's.
    for side in ("union", "confederate", "union"):
        key("1" if side == "union" else "2", CONTROL)
        open_view(side)
        wait_for(lambda: any(SEALED.search(t) for t in texts(frame)))
        remember_private(side)
        check_view(side, f"the {NAME[side]} player reads his own ratings "
                         f"({len(private[side])} sealed results)")
        hide_and_check(side)
        back_to_referee()
        referee_back()

    # The clock runs until the Union march's arrival is told to both players.
    # R7B(2)-(4): a march enters on turn 4, 9 or 14: look there only (a look walks the tree).
    page(5)
    for turns in (4, 5, 5):
        for _ in range(turns):
            key("t", CONTROL)
        if wait_for(lambda: shows("The Union flank march enters"), 3):
            break
    clock = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "label"
                                  and (n.name or "").startswith("Day 1 · Turn ")))
    tap(shows("The Union flank march enters") and clock is not None,
        f"Ctrl+T runs the clock to the arrival, told to both players ({clock and clock.name})")
    shot("05-arrival")

    key("1", CONTROL)
    open_view("union")
    arrival = wait_for(lambda: shows("The Union left flank march was"))
    remember_private("union")
    check_view("union", "his march's arrival roll is sealed to the Union player alone, and shows "
                        "in his view" if arrival else "the arrival roll is missing")
    hide_and_check("union")
    back_to_referee()
    referee_back()

    page(5)
    click(button("The Confederate army withdraws"))
    over = wait_for(lambda: shows("The battle is over: the Confederate army withdrew"))
    tap(bool(over), "the Confederates withdraw: the battle is over (R8C)")
    shot("06-over")

    # The result: victory points, a Union division's losses (2 SP: no CRT row needed).
    page(6)
    union_vp = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "spin button"
                                     and (n.name or "").startswith("Union victory points")))
    union_vp.queryValue().currentValue = 14
    find(frame, lambda n: n.getRoleName() == "spin button"
         and (n.name or "").startswith("Confederate victory points")).queryValue().currentValue = 9
    spins = pyatspi.utils.findAllDescendants(frame, lambda n: n is not None
                                             and n.getRoleName() == "spin button"
                                             and (n.name or "").startswith("Stands lost by ")
                                             and "Brigade, 1st Division, I Corps (Union)"
                                             in n.name)
    for spin in spins:  # the five brigades of the division: all their stands, 2 SP's worth
        spin.queryValue().currentValue = 20
    preview = wait_for(lambda: shows("The Union army wins, 14 victory points to 9"))
    tap(bool(preview) and len(spins) == 5 and shows("R9A") and not shows("cannot be carried back"),
        "the Aftermath page previews the result in plain words, each line naming its rule")
    shot("07-preview")
    click(button("Apply the result to the campaign"))
    applied = wait_for(lambda: shows("Pea Ridge: Carried Back"))
    tap(bool(applied), "Apply carries Pea Ridge back to the campaign")
    shot("08-carried-back")

    page(1)
    history = wait_for(lambda: shows("1 change after battles and promotions"))
    tap(bool(history), "the Campaign page shows the change in the campaign's history")
    shot("09-campaign")

    key("z", CONTROL)
    undone = wait_for(lambda: shows("0 changes after battles and promotions"))
    page(6)
    entry = wait_for(lambda: shows("The Result of Pea Ridge"))
    tap(bool(undone) and bool(entry), "Undo takes the aftermath back: the battle awaits its result")

    key("q", CONTROL)
    ask = wait_for(lambda: find(app, lambda n: n.getRoleName() == "push button"
                                and (n.name or "").endswith("Discard")))
    if ask is None:
        bail("quitting did not ask about the unsaved changes")
    click(ask)
    try:
        code = app_proc.wait(15)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Discard ends the app cleanly")
    cleanup()


frame = None

if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except Exception as error:  # report, never hang
        bail(repr(error))
