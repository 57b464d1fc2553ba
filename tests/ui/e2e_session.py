# SPDX-License-Identifier: GPL-3.0-or-later
"""What the end-to-end tests share: the app started in a world of its own (AT-SPI bus, private
state and settings), TAP output, and a person's means: find a widget by role and name, click
it, press keys, read what shows. The scripts run inside run-e2e (D-Bus, AT-SPI and Xvfb).

GTK 4 knows no screen coordinates; with no window manager on Xvfb the window sits at the
origin of the screen, so its coordinates are the screen's.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback

import pyatspi
from gi.repository import Gio, GLib

KEYSYMS = {"Escape": 0xff1b, "Delete": 0xffff, "Down": 0xff54, "Tab": 0xff09, "Return": 0xff0d,
           "space": 0x20, "Right": 0xff53, "Left": 0xff51, "F10": 0xffc7, "r": 0x72,
           "BackSpace": 0xff08, "a": 0x61, "b": 0x62, "d": 0x64, "e": 0x65, "q": 0x71, "s": 0x73,
           "t": 0x74, "v": 0x76, "x": 0x78, "z": 0x7a, "1": 0x31, "2": 0x32, "3": 0x33, "4": 0x34,
           "5": 0x35, "6": 0x36, "Up": 0xff52}
SHIFT = 1 << 0
CONTROL = 1 << 2
ALT = 1 << 3

# libatspi gives the app 800 ms to answer a call (15 s just after it starts). The app under
# AddressSanitizer on a busy machine takes longer, to recompute a preview after a value is set
# for one; libatspi 2.46 then unrefs the missing reply (atspi_value_set_current_value) and
# libdbus aborts the test: "arguments to dbus_message_unref() were incorrect". A step that
# waits for the app must wait as long as the test's own patience: see setTimeout below.

# How long a step waits for what it expects: long, because the app under AddressSanitizer on a
# machine busy with other builds answers many times slower than alone; a step whose condition
# holds goes on at once, so only a failure pays for it. PATIENCE is for the app's start and its
# end (LeakSanitizer's look at exit takes a while).
WAIT = 90.0
PATIENCE = 180.0
# FFB_E2E_STALL=SECONDS stops the app that long (SIGSTOP, then SIGCONT) after each key pressed
# and each click, but the Tab and arrow keys of a walk: a busy machine's slowest step, on
# purpose. A test that reads the screen before the app has answered then fails (issue 29).
STALL = float(os.environ.get("FFB_E2E_STALL") or 0)
UNSTALLED_KEYS = {"Tab", "Up", "Down", "Left", "Right"}
# The app's settings (data/io.github.ffbridge.ffbridge.gschema.xml).
SCHEMA_PATH = "/io/github/ffbridge/ffbridge/"
pyatspi.setTimeout(int(PATIENCE * 1000), int(PATIENCE * 1000))


class Session:
    """One run of the app under test, and the TAP stream of the script that drives it."""

    def __init__(self, steps, prefix):
        self.app_path = sys.argv[1]
        self.shots = (sys.argv[2] if len(sys.argv) > 2 and sys.argv[2]
                      else os.environ.get("FFB_E2E_SHOTS"))
        self.steps = steps
        self.count = 0
        self.started = time.monotonic()
        self.work = tempfile.mkdtemp(prefix=prefix)
        self.bus = self.proc = None
        self.watchdog = None
        self.overran = False
        # steps None: a test whose count of checks is known at its end prints its plan then
        # (plan_at_end): TAP takes it there too.
        if steps is not None:
            print(f"1..{steps}", flush=True)

    # TAP

    def tap(self, ok, what):
        self.disarm()
        self.count += 1
        if os.environ.get("FFB_E2E_DEBUG"):
            print(f"# {time.monotonic() - self.started:.1f}s", flush=True)
        print(f"{'ok' if ok else 'not ok'} {self.count} - {what}", flush=True)
        if not ok:
            self.bail(f"step failed: {what}")

    def plan_at_end(self):
        print(f"1..{self.count}", flush=True)

    def bail(self, why):
        if self.overran:  # the watchdog reports and ends the test: wait for it
            threading.Event().wait()
        if self.proc is not None and self.proc.poll() is not None:
            why += f" (the app had ended, status {self.proc.returncode})"
        print(f"Bail out! {why}", flush=True)
        self.shot("bail-out")
        self.cleanup()
        sys.exit(1)

    # A step that hangs

    def step(self, what, budget):
        """Starts the step `what`: should it not reach its tap() within `budget` seconds (twice
        that for an app built with AddressSanitizer), the test bails out naming it and showing
        where the script stood, instead of waiting for meson's timeout of the whole test. A
        call into the app can block far longer than a wait_for (libatspi's timeout is
        PATIENCE), so the watchdog is a thread of its own."""
        self.disarm()
        budget *= self.slowdown()
        self.watchdog = threading.Timer(budget, self._overran, args=(what, budget))
        self.watchdog.daemon = True
        self.watchdog.start()

    def disarm(self):
        if self.watchdog is not None:
            self.watchdog.cancel()
            self.watchdog = None

    def slowdown(self):
        """2 for an app under AddressSanitizer (tools/check gives its tests twice the time)."""
        try:
            with open(f"/proc/{self.proc.pid}/maps", encoding="utf-8") as maps:
                return 2 if "libasan" in maps.read() else 1
        except (AttributeError, OSError):
            return 1

    def _overran(self, what, budget):
        self.overran = True
        print(f"Bail out! step '{what}' still running after {budget:.0f} s; the script was at:",
              flush=True)
        frame = sys._current_frames().get(threading.main_thread().ident)
        for line in "".join(traceback.format_stack(frame)).splitlines():
            print("# " + line, flush=True)
        self.shot("bail-out")
        self.cleanup()
        os._exit(1)

    def shot(self, name):
        if self.shots and shutil.which("import"):
            os.makedirs(self.shots, exist_ok=True)
            subprocess.run(["import", "-window", "root", os.path.join(self.shots, name + ".png")],
                           check=False)

    # The app

    def start(self, *args, settings=None):
        """Starts the app with `args`. `settings` (key: value in GVariant text) are the app's
        GSettings as a previous run would have left them: they go to a key file the app reads
        (GLib's keyfile backend) instead of the memory backend that starts from the defaults."""
        # Its registry daemon says hello on standard output, which is the TAP stream.
        self.bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                    stdout=subprocess.DEVNULL)
        # An app started before the launcher holds its name would have the session bus start
        # a second one, and the test could then look for the app on the other bus.
        if not wait_for(a11y_bus_ready, timeout=PATIENCE):
            self.bail("the accessibility bus did not start")
        # Everything the app keeps (recent files, caches) stays in this run's own folder.
        env = dict(os.environ, GTK_A11Y="atspi", GSETTINGS_BACKEND="memory",
                   XDG_STATE_HOME=os.path.join(self.work, "state"),
                   XDG_DATA_HOME=os.path.join(self.work, "data"),
                   XDG_CONFIG_HOME=os.path.join(self.work, "config"),
                   XDG_CACHE_HOME=os.path.join(self.work, "cache"), GTK_USE_PORTAL="0")
        env.pop("NO_AT_BRIDGE", None)
        # The heap perturbation meson asked for, kept from the harness (run-e2e says why).
        if os.environ.get("FFB_E2E_APP_MALLOC_PERTURB"):
            env["MALLOC_PERTURB_"] = os.environ["FFB_E2E_APP_MALLOC_PERTURB"]
        if settings:
            env["GSETTINGS_BACKEND"] = "keyfile"
            write_settings(os.path.join(self.work, "config"), settings)
        # A fresh X server can refuse the very first client for a moment (seen when another
        # server on the machine had just gone): an app that dies at once is started again.
        for _ in range(3):
            self.proc = subprocess.Popen([self.app_path, *args], env=env)
            try:
                self.proc.wait(2)
            except subprocess.TimeoutExpired:
                break
        Stall.app = self.proc
        # A first start on a loaded machine (or under AddressSanitizer) can take a minute.
        return wait_for(find_app, timeout=PATIENCE)

    def cleanup(self):
        Stall.release()
        for proc in (self.proc, self.bus):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
        shutil.rmtree(self.work, ignore_errors=True)

    def run(self, main):
        """Runs `main`; any exception is reported as a bail-out, never a hang."""
        try:
            main()
        except Exception as error:
            self.bail(repr(error))
        self.cleanup()


def write_settings(config_home, settings):
    """GLib's keyfile backend reads $XDG_CONFIG_HOME/glib-2.0/settings/keyfile: one group a
    schema path (without its outer slashes), one GVariant text value a key."""
    folder = os.path.join(config_home, "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    lines = ["[" + SCHEMA_PATH.strip("/") + "]"] + [f"{k}={v}" for k, v in settings.items()]
    with open(os.path.join(folder, "keyfile"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def a11y_bus_ready():
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                          "NameHasOwner", GLib.Variant("(s)", ("org.a11y.Bus",)), None,
                          Gio.DBusCallFlags.NONE, -1, None)
    return reply.unpack()[0]


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == "ffbridge":
            return app
    return None


class Stall:
    """The app stopped for STALL seconds after an action (FFB_E2E_STALL, above)."""
    app = None
    timer = None

    @classmethod
    def after(cls, action):
        if STALL <= 0 or cls.app is None or cls.app.poll() is not None or cls.timer:
            return
        if action in UNSTALLED_KEYS:
            return
        os.kill(cls.app.pid, signal.SIGSTOP)
        cls.timer = threading.Timer(STALL, cls.release)
        cls.timer.daemon = True
        cls.timer.start()

    @classmethod
    def release(cls):
        if cls.timer is not None:
            cls.timer.cancel()
            cls.timer = None
        if cls.app is not None and cls.app.poll() is None:
            os.kill(cls.app.pid, signal.SIGCONT)


# Finding

def pump():
    """Lets in the events the app sent (a FocusWatch's, libatspi's cache of states)."""
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)


def wait_for(what, timeout=WAIT, saw=None):
    """What `what` returns once it is true, or None once `timeout` ran out. A wait that runs
    out says (as a TAP comment) what it waited for and, with `saw`, what it saw instead: a
    step's failure then tells which of its conditions the app never met."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pump()
        try:
            found = what()
        except Exception:  # the tree changes under us while the app rebuilds it
            found = None
        if found:
            return found
        time.sleep(0.2)
    code = getattr(what, "__code__", None)
    where = f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}" if code else what
    seen = ""
    if saw is not None:
        try:
            seen = f"; saw {saw()!r} instead"
        except Exception as error:
            seen = f"; could not read what shows ({error!r})"
    print(f"# waited {timeout:.0f} s for the condition at {where}{seen}", flush=True)
    return None


def laid_out(node):
    try:
        return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)[2] > 0
    except Exception:
        return False


def find(root, pred):
    return pyatspi.utils.findDescendant(root, lambda n: n is not None and pred(n))


def find_shown(root, pred):
    """The first node below `root` that matches and is laid out (GTK keeps some hidden)."""
    return find(root, lambda n: pred(n) and laid_out(n))


def named(role, prefix):
    return lambda n: n.getRoleName() == role and (n.name or "").startswith(prefix)


def naming(role, part):
    # GTK 4.8 names a button by its accessible label and then its label, mnemonic and all.
    return lambda n: n.getRoleName() == role and part in (n.name or "").replace("_", "")


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
    cheaper than texts() on a large tree."""
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


# Acting

# The pauses after an action only space the actions out as a person's would be; nothing rests
# on them: each step then waits for the state it needs (wait_for, FocusWatch.press).

def click(node, pause=0.5):
    if node is None:
        raise RuntimeError("nothing to click")
    node.queryAction().doAction(0)
    Stall.after("click")
    time.sleep(pause)


def click_mouse(node):
    if node is None:
        raise RuntimeError("nothing to click")
    x, y, w, h = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    pyatspi.Registry.generateMouseEvent(x + w // 2, y + h // 2, "b1c")
    Stall.after("click")
    time.sleep(0.4)


def key(name, mask=0, pause=0.6):
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
    if mask:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
    Stall.after(name)
    time.sleep(pause)


def type_text(text, pause=0.6):
    """Types `text` on the keyboard, into the widget with the focus."""
    pyatspi.Registry.generateKeyboardEvent(0, text, pyatspi.KEY_STRING)
    Stall.after("text")
    time.sleep(pause)


# What a person can operate, and names that tell him nothing (GTK's class names, or a bare
# "Expand" among many).
INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "combo box", "text",
               "password text", "spin button", "list item", "tree item", "menu item",
               "check menu item", "radio menu item", "page tab", "slider", "link", "switch",
               "entry"}
GENERIC = {"Expand", "Collapse", "Show Text", "Hide Text"}
# A list a screen reader enters says what it lists (issue 13: "GtkListBox").
LISTS = {"list", "list box", "tree", "tree table", "table"}


def said_twice(name):
    """A name that is the same words twice ("Cavalry leader Cavalry leader"): a control given
    its own accessible label inside a row that names it already (libadwaita's activatable
    widget is labelled by its row's title), which a screen reader then reads twice."""
    words = name.split()
    half = len(words) // 2
    return half > 0 and len(words) % 2 == 0 and words[:half] == words[half:]


def generic_name(name):
    return (not name or name in GENERIC or name.startswith("Gtk") or name.startswith("Adw"))


# GTK 4.8 names a button by its accessible label and then its label's text: a button given
# both says them twice (naming() above), a fault of its own, not yet undone. The controls of
# rows are held to saying it once.
BUTTONS = {"push button", "toggle button"}


def unnamed_controls(root, skip=None):
    """Every interactive node below `root`, shown or not, whose name is empty or generic, as
    "role 'name' in parent's name" (a node that takes the focus counts as interactive). A node
    for which `skip` holds is left out with all below it."""
    out = []

    def walk(node, parent, depth):
        if node is None or depth > 80:
            return
        try:
            if skip is not None and skip(node):
                return
            role, name = node.getRoleName(), node.name or ""
            interactive = role in INTERACTIVE or (
                role not in ("list", "scroll pane", "panel", "frame", "dialog", "filler")
                and node.getState().contains(pyatspi.STATE_FOCUSABLE))
            if role == "filler" and node.getState().contains(pyatspi.STATE_FOCUSABLE):
                interactive = True
            if role in LISTS:
                interactive = True
            if interactive and (generic_name(name)
                                or (role not in BUTTONS and said_twice(name))):
                out.append(f"{role} '{name}' in '{parent}'")
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), name or parent, depth + 1)
        except Exception:
            pass

    walk(root, "", 0)
    return out


class FocusWatch:
    """Which node has the keyboard focus, as the app tells AT-SPI listeners (GTK 4.8 sets no
    "showing" state, so walking the tree for the focused node would read all of it). Once it
    listens, libatspi's cache of other states (a page tab's "selected") may go stale."""

    def __init__(self):
        self.node = None
        self.changes = 0
        pyatspi.Registry.registerEventListener(self._changed, "object:state-changed:focused")

    def _changed(self, event):
        # A focus lost counts too: a selectable label (the dice commitment) takes two Tabs
        # with no control gaining the focus, the focus moving into its own parts and back.
        self.changes += 1
        if event.detail1:
            self.node = event.source

    def current(self):
        """The focused node, once the events the app sent have come in."""
        pump()
        return self.node

    def sync(self):
        """Asks the app for the focused node's name: its answer comes after every event it
        sent before, so the focus known here is the app's (for the keys it has taken)."""
        node = self.node
        try:
            if node is not None:
                node.clear_cache()
                _ = node.name
        except Exception:  # gone with a closed dialog
            pass
        pump()

    def press(self, name, mask=0):
        """Presses a key that moves the focus and waits until the app has moved it: True then.
        Where the focus went decides the next key. A walk that read the focus before the app
        had taken the last key pressed once more, and ran past its control on a busy machine
        (issue 29: e2e-narrow's switcher)."""
        self.sync()
        before = self.changes
        key(name, mask, pause=0)
        taken = wait_for(lambda: self.current() is not None and self.changes > before,
                         saw=self.name)
        # The app sends the focus lost and the focus gained in one go: the answer to a call
        # made now comes after both.
        self.sync()
        return bool(taken)

    def walk_to(self, part, key_name="Tab", mask=0, limit=60, first_press=False):
        """Presses `key_name` until the control with the focus is named with `part`: the
        number of presses (0 when it was there already, unless `first_press`), or None with a
        comment saying where the walk stopped."""
        self.sync()
        for count in range(limit + 1):
            if part in self.name() and (count > 0 or not first_press):
                return count
            if count == limit or not self.press(key_name, mask):
                break
        print(f"# no {part!r} after {limit} presses of {key_name}; the focus is on "
              f"{self.name()!r}", flush=True)
        return None

    def arrows_to(self, part):
        """In an open list (a drop-down's), Down or Up to the row named with `part`: as many
        presses as there are rows between (a press past the list's end would move nothing to
        wait for). True once there."""
        here = self.current()
        rows = here.parent if here is not None else None
        shown = ([rows.getChildAtIndex(i).name or "" for i in range(rows.childCount)]
                 if rows is not None else [])
        start = next((i for i, n in enumerate(shown) if n == (here.name or "")), None)
        end = next((i for i, n in enumerate(shown) if part in n), None)
        if start is None or end is None:
            print(f"# no row {part!r} in the list {shown}", flush=True)
            return False
        arrow = "Down" if end > start else "Up"
        return self.walk_to(part, arrow, limit=abs(end - start)) is not None

    def on(self, part, timeout=WAIT):
        """Waits for the focus to come to a control named with `part`."""
        return wait_for(lambda: part in self.name(), timeout=timeout, saw=self.name)

    def name(self):
        node = self.current()
        try:
            return (node.name or "") if node is not None else ""
        except Exception:  # gone with a closed dialog
            return ""

    def role(self):
        node = self.current()
        try:
            return node.getRoleName() if node is not None else ""
        except Exception:
            return ""


# The window's pages, as their switcher names them (Alt+1 to Alt+6).
PAGES = ["Campaign", "Battle Setup", "Order of Battle", "Secrets", "Battle Night", "Aftermath"]


def selected_page(frame):
    """The name of the page tab selected, read from the app (not libatspi's cache)."""
    def selected(n):
        n.clear_cache()
        return n.getRoleName() == "page tab" and n.getState().contains(pyatspi.STATE_SELECTED)
    tab = find_shown(frame, selected)
    return next((p for p in PAGES if tab is not None and (tab.name or "").startswith(p)), None)


def show_page(frame, number):
    """Alt+number, then waits until its page tab is selected. The app has then taken that key
    and every key before it, so a walk on the page starts from where the app put the focus:
    one started before read the focus the page switch gave as a Tab's, and ran one further."""
    key(str(number), ALT)
    return wait_for(lambda: selected_page(frame) == PAGES[number - 1],
                    saw=lambda: selected_page(frame))


def dialog(app, title):
    """The app's window named `title` other than its main window (a dialog, a file chooser):
    each is a child of the app in the accessible tree, beside the main frame."""
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and window.name == title and window.getRoleName() != "frame":
            return window
    return None


def focused_in(window):
    """The node with the keyboard focus inside `window`, read from the states of its own tree.

    A dialog is a window of its own in the accessible tree, and GTK 4.8 gives its first field
    the focus as the dialog is mapped, before the dialog's accessible object is on the bus: no
    "focused" event is ever sent for that field, so a FocusWatch still names what had the focus
    in the main window. The field's state says it, though; a dialog's tree is small enough to
    walk. The states are asked of the app, not libatspi's cache (which events update)."""
    found = []

    def walk(node, depth):
        if node is None or depth > 60 or found:
            return
        try:
            node.clear_cache()
            if node.getState().contains(pyatspi.STATE_FOCUSED):
                found.append(node)
                return
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        except Exception:  # the dialog closes under us
            pass

    walk(window, 0)
    return found[0] if found else None
