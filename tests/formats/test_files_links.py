"""61.12: the files the game writes are never written through a link placed at
their path (a link to another of the player's files, or anyone's): the log, the
atomic writes (settings, saved game, statistics...) and the desktop entry."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.settings import Settings, load_settings
from game.ui.app import App
from tests.robot import user_dirs

ROOT = Path(__file__).resolve().parents[2]
links = pytest.mark.skipif(os.name != "posix", reason="symlinks as any user")
VICTIM = b"somebody else's file\n"


def _victim(tmp_path: Path) -> Path:
    victim = tmp_path / "elsewhere" / "victim.txt"
    victim.parent.mkdir(parents=True)
    victim.write_bytes(VICTIM)
    return victim


@links
def test_the_log_is_not_written_through_a_link(tmp_path):
    victim = _victim(tmp_path)
    d = user_dirs(tmp_path)
    d["log"].mkdir(parents=True)
    (d["log"] / "wizard.log").symlink_to(victim)
    app = App(size=(1024, 640), dirs=d)
    try:
        logging.getLogger("wizard").warning("a line for the log")
        for handler in logging.getLogger("wizard").handlers:
            handler.flush()
        assert victim.read_bytes() == VICTIM
        log = d["log"] / "wizard.log"
        assert not log.is_symlink() and "a line for the log" in log.read_text()
        (aside,) = d["log"].glob("wizard.log.bad-*")  # the link kept, moved aside
        assert aside.is_symlink()
    finally:
        app.close()


@links
def test_a_linked_settings_file_is_replaced_not_written_through(tmp_path):
    victim = _victim(tmp_path)
    d = user_dirs(tmp_path)
    app = App(size=(1024, 640), dirs=d)
    try:
        link = d["config"] / "settings.json"
        link.parent.mkdir(parents=True, exist_ok=True)
        link.unlink(missing_ok=True)
        link.symlink_to(victim)
        app.settings.volume = 0.25
        assert app.save_settings()
        assert victim.read_bytes() == VICTIM
        assert not link.is_symlink()
        assert load_settings(link, []).volume == 0.25
    finally:
        app.close()


@links
def test_a_link_at_the_temp_name_is_never_written_through(tmp_path, monkeypatch):
    import secrets

    from game.settings import save_settings

    victim = _victim(tmp_path)
    target = tmp_path / "settings.json"
    monkeypatch.setattr(secrets, "token_hex", lambda n: "0" * (2 * n))
    (tmp_path / f"settings.json.tmp-{os.getpid()}-00000000").symlink_to(victim)
    with pytest.raises(OSError):
        save_settings(target, Settings(volume=0.5))
    assert victim.read_bytes() == VICTIM
    assert not target.exists()


@links
@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="freedesktop.org menus")
def test_install_desktop_does_not_write_through_a_linked_temp_file(tmp_path):
    victim = _victim(tmp_path)
    apps = tmp_path / "xdg" / "applications"
    apps.mkdir(parents=True)
    (apps / "wizard-cardgame.desktop.tmp").symlink_to(victim)
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "xdg"), HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "game", "--install-desktop"], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert victim.read_bytes() == VICTIM
    entry = apps / "wizard-cardgame.desktop"
    assert entry.is_file() and not entry.is_symlink()
