"""``wizard --install-desktop`` / ``--uninstall-desktop`` in a temporary XDG home, and
the release archive's copy of the same desktop entry (issue 14)."""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import desktop
from tests.cli_support import child_env

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    sys.platform in ("win32", "darwin"), reason="freedesktop.org menus are Linux only"
)


def _env(tmp_path: Path) -> dict:
    # nothing may land in the real home either
    return child_env(XDG_DATA_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path / "home"))


def _wizard(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def _unescape(value: str) -> str:
    """A desktop-entry string value as the spec reads it (\\s \\n \\t \\r \\\\)."""
    out, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(value[i + 1], value[i + 1]))
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def exec_args(value: str) -> list[str]:
    """Split an ``Exec`` value the way a menu does (Desktop Entry spec, "The Exec key")."""
    text = _unescape(value)
    args, cur, i, quoted, started = [], [], 0, False, False
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
                cur.append(text[i + 1])
                i += 1
            elif c == '"':
                quoted = False
            else:
                cur.append(c)
        elif c == '"':
            quoted = started = True
        elif c == " ":
            if cur or started:
                args.append("".join(cur))
            cur, started = [], False
        else:
            cur.append(c)
            started = True
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if cur or started:
        args.append("".join(cur))
    return [a.replace("%%", "%") for a in args]


def _validate(path: Path) -> None:
    validator = shutil.which("desktop-file-validate")
    if validator:  # apt package desktop-file-utils
        out = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


# --------------------------------------------------------------------------- the command


def test_install_and_uninstall_in_a_temporary_xdg_home(tmp_path):
    out = _wizard(tmp_path, "--install-desktop")
    assert out.returncode == 0, out.stderr
    xdg = tmp_path / "xdg"
    entry_path = xdg / "applications" / "wizard-cardgame.desktop"
    assert entry_path.is_file()
    assert f"wrote {entry_path}" in out.stdout
    _validate(entry_path)

    entry = _read_entry(entry_path)
    assert entry["Type"] == "Application" and entry["Name"] == "Wizard"
    assert entry["Icon"] == "wizard-cardgame" and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    # Exec starts this installation: run it and ask for the version.
    args = exec_args(entry["Exec"])
    assert Path(args[0]).is_absolute() and os.access(args[0], os.X_OK), args
    assert _unescape(entry["TryExec"]) == args[0]
    ran = subprocess.run(
        [*args, "--version"], env=_env(tmp_path), capture_output=True, text=True, timeout=60
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("wizard "), ran.stdout

    import pygame

    for size in desktop.ICON_SIZES:
        icon = xdg / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "wizard-cardgame.png"
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert pygame.image.load(str(icon)).get_size() == (size, size)
    assert not (tmp_path / "home" / ".local").exists(), "wrote outside XDG_DATA_HOME"

    # Installing again replaces the files in place.
    assert _wizard(tmp_path, "--install-desktop").returncode == 0
    assert len(list(xdg.rglob("*.desktop"))) == 1

    out = _wizard(tmp_path, "--uninstall-desktop")
    assert out.returncode == 0, out.stderr
    assert f"removed {entry_path}" in out.stdout
    assert [p for p in xdg.rglob("*") if p.is_file() and "wizard" in p.name] == []

    out = _wizard(tmp_path, "--uninstall-desktop")
    assert out.returncode == 0 and "no menu entry was installed" in out.stdout


def test_xdg_data_home_unset_means_local_share(tmp_path, monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop.desktop_path() == tmp_path / ".local/share/applications/wizard-cardgame.desktop"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")  # the spec: ignore relative paths
    assert desktop.data_home() == tmp_path / ".local" / "share"


def test_both_flags_at_once_is_a_usage_error(tmp_path):
    out = _wizard(tmp_path, "--install-desktop", "--uninstall-desktop")
    assert out.returncode == 2 and "not allowed with" in out.stderr
    assert "Traceback" not in out.stderr


def test_unwritable_data_home_is_one_line_on_stderr(tmp_path):
    (tmp_path / "xdg").write_text("a file where the folder should be")
    out = _wizard(tmp_path, "--install-desktop")
    assert out.returncode == 1
    assert out.stderr.startswith("wizard --install-desktop: ") and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


# --------------------------------------------------------------------------- Exec quoting


@pytest.mark.parametrize(
    "args",
    [
        ["/opt/wizard/wizard"],
        ["/home/ann/My Games/wizard 0.1/wizard"],
        ['/tmp/we"ird$dir`x\\y/wizard'],
        ["/srv/100%/bin/python3", "-m", "game"],
    ],
)
def test_exec_value_reads_back_as_the_same_arguments(args, tmp_path):
    text = desktop.entry_text(args)
    path = tmp_path / "wizard-cardgame.desktop"
    path.write_text(text, encoding="utf-8")
    entry = _read_entry(path)
    assert exec_args(entry["Exec"]) == args
    _validate(path)


def test_launch_command_of_a_frozen_app_is_the_executable(monkeypatch, tmp_path):
    exe = tmp_path / "wizard"
    exe.write_text("")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(exe))
    assert desktop.launch_command() == [str(exe.resolve())]


def test_launch_command_of_the_console_script(monkeypatch, tmp_path):
    script = tmp_path / "venv" / "bin" / "wizard"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", [str(script), "--install-desktop"])
    assert desktop.launch_command() == [str(script.resolve())]


# --------------------------------------------------------------------------- the archive


def test_archive_entry_is_the_installed_entry_with_a_plain_exec(tmp_path):
    spec = importlib.util.spec_from_file_location("wizard_build", ROOT / "build" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    shipped = {name: src for src, name in build._extras()}
    assert set(shipped) == {
        "wizard-cardgame.desktop",
        "wizard-cardgame.png",
        "LICENSES.md",
        "INSTALL.txt",
    }
    text = shipped["wizard-cardgame.desktop"].read_text(encoding="utf-8")
    assert text == desktop.entry_text()
    assert "\nExec=wizard\n" in text and "TryExec" not in text
    _validate(shipped["wizard-cardgame.desktop"])


def test_menu_texts_come_in_every_language_with_a_catalog(tmp_path):
    from game import i18n

    path = tmp_path / "wizard-cardgame.desktop"
    path.write_text(desktop.entry_text(["/opt/wizard/wizard"]), encoding="utf-8")
    entry = _read_entry(path)
    for code in i18n.available_languages():
        if code == "en":
            continue
        catalog = i18n.load_catalog(code)
        assert entry[f"GenericName[{code}]"] == catalog.gettext("Card Game") != "Card Game"
        assert entry[f"Comment[{code}]"] == catalog.gettext(desktop.COMMENT) != desktop.COMMENT
    _validate(path)
