"""Build Wizard with PyInstaller and pack the release archive for this OS.

    python build/build.py               one-folder app dist/wizard/ + release archive
    python build/build.py --onefile     one-file app dist/wizard-onefile + its archive
    python build/build.py --no-archive  the app only (what CI does)
    python build/build.py --skip-if-fresh   nothing to do when no input changed
    python build/build.py --clean       forget PyInstaller's cached analysis first

Archives (in dist/): wizard-VERSION-linux-x86_64.tar.gz, wizard-VERSION-windows-x86_64.zip,
wizard-VERSION-macos-arm64.zip (Wizard.app). See docs/building.md.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import wizard_buildlib as wb  # noqa: E402

SPEC = wb.ROOT / "wizard.spec"
FINGERPRINT_INPUTS = ("game", "ai", "assets", "build", "wizard.spec", "pyproject.toml")


def output_path(onefile: bool) -> Path:
    """What PyInstaller produces (the .app on macOS)."""
    if sys.platform == "darwin":
        return wb.DIST_DIR / f"{wb.DISPLAY_NAME}.app"
    if onefile:
        return wb.DIST_DIR / ("wizard-onefile.exe" if sys.platform == "win32" else "wizard-onefile")
    return wb.DIST_DIR / wb.APP_NAME


def archive_path(onefile: bool) -> Path:
    ext = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    suffix = "-onefile" if onefile else ""
    return wb.DIST_DIR / f"wizard-{wb.project_version()}-{wb.platform_tag()}{suffix}{ext}"


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mib(n: int) -> str:
    return f"{n / 1024 / 1024:.1f} MiB"


def fingerprint(onefile: bool) -> str:
    """A hash of every build input and tool version: equal means the build is fresh."""
    h = hashlib.sha256()
    h.update(f"{sys.version}|{sys.platform}|onefile={onefile}".encode())
    for dist in ("pyinstaller", "pygame-ce", "platformdirs", "babel"):
        try:
            h.update(f"{dist}={importlib.metadata.version(dist)}".encode())
        except importlib.metadata.PackageNotFoundError:
            h.update(f"{dist}=none".encode())
    for name in FINGERPRINT_INPUTS:
        top = wb.ROOT / name
        paths = [top] if top.is_file() else sorted(top.rglob("*"))
        for path in paths:
            rel = path.relative_to(wb.ROOT)
            skip = "__pycache__" in rel.parts or rel.parts[:2] == ("build", "work")
            if skip or not path.is_file():
                continue
            h.update(str(rel).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


def stamp_file(onefile: bool) -> Path:
    return wb.WORK_DIR / f"stamp-{'onefile' if onefile else 'onedir'}.txt"


def check_pygame() -> None:
    """pygame-ce, never plain pygame: both install a `pygame` package."""
    try:
        importlib.metadata.version("pygame")
    except importlib.metadata.PackageNotFoundError:
        return
    raise SystemExit("plain `pygame` is installed next to pygame-ce: pip uninstall pygame")


def run_pyinstaller(onefile: bool, clean: bool) -> float:
    mode = "onefile" if onefile else "onedir"
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--workpath",
        str(wb.WORK_DIR / "pyinstaller" / mode),
        "--distpath",
        str(wb.DIST_DIR),
    ]
    if clean:
        cmd.append("--clean")
    cmd.append(str(SPEC))
    env = dict(os.environ, WIZARD_ONEFILE="1" if onefile else "0", PYGAME_HIDE_SUPPORT_PROMPT="1")
    print("+", " ".join(cmd), flush=True)
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=wb.ROOT, env=env)
    return time.perf_counter() - t0


# --------------------------------------------------------------------------- archives


# The Linux archive's two-line install note (the same menu entry as game/desktop.py).
INSTALL_NOTE = """\
Play: run ./wizard in this folder (or double-click it). Nothing needs installing.
Application menu: keep this folder where it is and run ./wizard --install-desktop once \
(./wizard --uninstall-desktop removes the entry again).
"""


def _extras() -> list[tuple[Path, str]]:
    """Files shipped beside the app in the Linux archive: the desktop entry and icon
    that ``wizard --install-desktop`` installs, the licences and the install note."""
    if str(wb.ROOT) not in sys.path:
        sys.path.insert(0, str(wb.ROOT))  # the game's own package, also when not installed
    from game.desktop import APP_ID, entry_text

    wb.WORK_DIR.mkdir(parents=True, exist_ok=True)
    entry = wb.WORK_DIR / f"{APP_ID}.desktop"
    entry.write_text(entry_text(), encoding="utf-8")
    extras = [(entry, entry.name)]
    icon = wb.BUILD_DIR / "icon.png"
    if not icon.is_file():
        icon = wb.ASSETS / "icon.png"
    extras.append((icon, f"{APP_ID}.png"))
    licences = wb.ASSETS / "LICENSES.md"
    if licences.is_file():
        extras.append((licences, "LICENSES.md"))
    note = wb.WORK_DIR / "INSTALL.txt"
    note.write_text(INSTALL_NOTE, encoding="utf-8")
    extras.append((note, "INSTALL.txt"))
    return [(src, name) for src, name in extras if src.is_file()]


def make_archive(onefile: bool) -> Path:
    """The release archive for this OS, named with the version and platform."""
    built = output_path(onefile)
    target = archive_path(onefile)
    top = f"wizard-{wb.project_version()}"
    tmp = target.with_name(target.name + ".part")
    if sys.platform.startswith("linux"):
        with tarfile.open(tmp, "w:gz", compresslevel=6) as tar:
            if onefile:
                tar.add(built, arcname=f"{top}/wizard")
            else:
                tar.add(built, arcname=top)
            for src, name in _extras():
                tar.add(src, arcname=f"{top}/{name}")
    elif sys.platform == "darwin" and shutil.which("ditto"):
        # ditto keeps the bundle's symlinks, permissions and signatures
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(built), str(tmp)], check=True)
    else:
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
            if built.is_file():
                zf.write(built, f"{top}/{built.name}")
            else:
                for path in sorted(built.rglob("*")):
                    arc = built.name if sys.platform == "darwin" else top
                    zf.write(path, f"{arc}/{path.relative_to(built).as_posix()}")
    os.replace(tmp, target)
    return target


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one self-extracting file")
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--archive", dest="archive", action="store_true", default=True, help="(default)"
    )
    group.add_argument("--no-archive", dest="archive", action="store_false")
    parser.add_argument("--skip-if-fresh", action="store_true", help="no rebuild if unchanged")
    parser.add_argument("--clean", action="store_true", help="PyInstaller --clean")
    args = parser.parse_args(argv)

    check_pygame()
    built = output_path(args.onefile)
    stamp = stamp_file(args.onefile)
    print_ = lambda *a: print(*a, flush=True)  # noqa: E731

    fresh_print = None
    if args.skip_if_fresh:
        fresh_print = fingerprint(args.onefile)
        if built.exists() and stamp.is_file() and stamp.read_text().strip() == fresh_print:
            print_(f"{built} is up to date: not rebuilt")
        else:
            fresh_print = None
    if fresh_print is None:
        seconds = run_pyinstaller(args.onefile, args.clean)
        wb.WORK_DIR.mkdir(parents=True, exist_ok=True)
        stamp.write_text(fingerprint(args.onefile) + "\n")
        print_(f"build time: {seconds:.1f} s")
    print_(f"built: {built.relative_to(wb.ROOT)} ({mib(size_of(built))})")
    if args.archive:
        t0 = time.perf_counter()
        archive = make_archive(args.onefile)
        print_(
            f"archive: {archive.relative_to(wb.ROOT)} ({mib(archive.stat().st_size)}, "
            f"{time.perf_counter() - t0:.1f} s)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
