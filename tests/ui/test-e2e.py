#!/usr/bin/python3
"""The end-to-end test: the real app driven through its accessibility tree, as a person would.

test-e2e.py APP [SHOTS_DIR]   (run by run-e2e inside D-Bus, AT-SPI and Xvfb)

It opens the app (the built-in demo on first start), goes to the Order of Battle page,
organizes both sides, moves a brigade with the mouse and the keyboard so that a division
has six brigades (R4E), reads the finding the app shows, undoes, exports the referee's
copy as a PDF through the file chooser, and quits, discarding the changes when asked.
Every step asserts on what the app shows. Prints TAP. With SHOTS_DIR, saves a screenshot
after each step (imagemagick's import).
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

APP = sys.argv[1]
SHOTS = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] else os.environ.get("FFB_E2E_SHOTS")
STEPS = 10
count = 0


def tap(ok, what):
    global count
    count += 1
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


def find(root, pred):
    return pyatspi.utils.findDescendant(root, lambda n: n is not None and pred(n))


def named(role, prefix):
    return lambda n: n.getRoleName() == role and (n.name or "").startswith(prefix)


def click(node):
    node.queryAction().doAction(0)


def click_mouse(node):
    # GTK 4 knows no screen coordinates; with no window manager on Xvfb the window sits at
    # the origin of the screen, so its coordinates are the screen's.
    if node is None:
        bail("nothing to click")
    x, y, w, h = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    pyatspi.Registry.generateMouseEvent(x + w // 2, y + h // 2, "b1c")
    time.sleep(0.4)


KEYSYMS = {"Down": 0xff54, "x": 0x78, "v": 0x76, "e": 0x65, "q": 0x71}
CONTROL_MASK = 1 << 2


def key(name, control=False):
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)
    time.sleep(0.4)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and (app.name or "").lower() == "ffbridge":
            return app
    return None


def rows(tree):
    """The tree's rows as (name, node), in the order shown."""
    out = []
    for i in range(tree.childCount):
        item = tree.getChildAtIndex(i)
        if item is not None and item.childCount > 0:
            panel = item.getChildAtIndex(0)
            out.append((panel.name or "", panel))
    return out


def laid_out(node):
    return node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)[2] > 0


def row_named(tree, part):
    """The row on screen whose name holds `part` (the list also keeps rows it recycles)."""
    return wait_for(lambda: next((node for name, node in rows(tree)
                                  if part in name and laid_out(node)), None))


def labels_below(node):
    return [n.name for n in pyatspi.utils.findAllDescendants(
        node, lambda n: n is not None and n.getRoleName() == "label")]


bus = app_proc = None
work = tempfile.mkdtemp(prefix="ffb-e2e-")


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
        app_proc = subprocess.Popen([APP], env=env)
        time.sleep(2)
        if app_proc.poll() is None:
            break


def main():
    print(f"1..{STEPS}", flush=True)
    start()
    # A first start under AddressSanitizer on a loaded machine can take a minute.
    app = wait_for(find_app, timeout=120.0)
    frame = wait_for(lambda: find(app, named("frame", "Demo campaign: 1862")), timeout=120.0)
    tap(frame is not None, "first start opens the demo campaign (window titled with it)")
    shot("1-campaign")

    click(find(frame, named("page tab", "Order of Battle")))
    click(wait_for(lambda: find(frame, named("push button", "Organize both sides"))))
    tree = wait_for(lambda: find(frame, named("list", "Union order of battle")))
    # Rows are made as the list lays them out: wait for what is asserted, not for a count.
    def organized_names():
        names = [name for name, _ in rows(tree)] if tree is not None else []
        whole = (any(n.startswith("Union army") for n in names)
                 and any(n.startswith("1st Brigade, ") for n in names))
        return names if whole else None
    tap(wait_for(organized_names) is not None,
        "Organize both sides shows the Union tree: the army, its divisions and brigades")
    shot("2-organized")

    # A division already at R4E's five brigades takes one more: select the next division
    # down with the mouse, step to its first brigade with the keyboard, cut it (Ctrl+X),
    # select the full division and paste (Ctrl+V).
    divisions = wait_for(lambda: [(n, node) for n, node in rows(tree)
                                  if " Division, " in n and laid_out(node)])
    full = next(((n, node) for n, node in divisions if "· 5 brigades" in n
                 or ", 5 brigades" in n), None)
    source = next(((n, node) for n, node in divisions if full and n != full[0]), None)
    tap(full is not None and source is not None,
        "the tree shows a division of 5 brigades and another division")
    full_name = full[0].split(",")[0] + ", " + full[0].split(",")[1].strip()
    click_mouse(source[1])
    key("Down")
    key("x", control=True)
    click_mouse(full[1])
    key("v", control=True)
    findings = wait_for(lambda: find(frame, named("list", "Union findings")))
    r4e = wait_for(lambda: "R4E" in labels_below(findings))
    moved = wait_for(lambda: any(n.startswith(full_name) and "6 brigades" in n
                                 for n, _ in rows(tree)))
    tap(bool(moved), f"the brigade moved: {full_name} shows 6 brigades")
    tap(bool(r4e), "the Union findings show R4E for the division with 6 brigades")
    shot("3-finding")

    click(find(frame, named("push button", "Undo")))
    undone = wait_for(lambda: "R4E" not in labels_below(findings)
                      and "No findings" in labels_below(findings))
    tap(bool(undone), "Undo takes the move back: no findings")
    shot("4-undone")

    pdf = os.path.join(work, "referee.pdf")
    key("e", control=True)
    # The file chooser is a toplevel of the app titled "Export" (its role varies by GTK).
    dialog = wait_for(lambda: next((app.getChildAtIndex(i) for i in range(app.childCount)
                                    if app.getChildAtIndex(i).name == "Export"), None))
    tap(dialog is not None, "Ctrl+E opens the export file chooser")
    entry = wait_for(lambda: find(dialog, named("text", "Name")))
    entry.queryEditableText().setTextContents(pdf)
    shot("5-export")
    # GTK 4.8 names a mnemonic button by its label with and without the underline.
    click(find(dialog, lambda n: n.getRoleName() == "push button"
               and (n.name or "").endswith("Export")))
    written = wait_for(lambda: os.path.exists(pdf) and os.path.getsize(pdf) > 1000)
    text = ""
    if written and shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True).stdout
    tap(bool(written) and open(pdf, "rb").read(4) == b"%PDF"
        and (not shutil.which("pdftotext") or "Pea Ridge" in text),
        "the referee's copy is exported as a PDF of Pea Ridge")

    key("q", control=True)
    ask = wait_for(lambda: find(app, lambda n: n.getRoleName() == "push button"
                                and (n.name or "").endswith("Discard")))
    tap(ask is not None, "quitting with unsaved changes asks first")
    click(ask)
    try:
        code = app_proc.wait(15)
    except subprocess.TimeoutExpired:
        code = None
    tap(code == 0, "Discard ends the app cleanly")
    cleanup()


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # report, never hang
        bail(repr(error))
