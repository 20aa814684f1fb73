"""Fast checks of the packaging (issue 6). The full PyInstaller build and the frozen
self-test run in CI through build/ci_build.sh, not here."""

from __future__ import annotations

import ast
import configparser
import gettext
import importlib.util
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build"
sys.path.insert(0, str(BUILD))

import wizard_buildlib as wb  # noqa: E402

from game.tutorial import LESSONS  # noqa: E402
from tests.cli_support import child_env  # noqa: E402


def _load_build_script():
    spec = importlib.util.spec_from_file_location("wizard_build_script", BUILD / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pyproject_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def _env(tmp_path: Path, **extra) -> dict:
    return child_env(WIZARD_HOME=str(tmp_path / "home"), **extra)


# --------------------------------------------------------------------------- the spec


def test_spec_parses_and_builds_the_wizard_app():
    text = (ROOT / "wizard.spec").read_text(encoding="utf-8")
    tree = ast.parse(text)
    calls = {
        node.func.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"} <= calls
    assert "wizard_entry.py" in text
    assert "name=wb.APP_NAME" in text and wb.APP_NAME == "wizard"
    assert "wb.asset_datas(" in text and "wb.excludes()" in text
    assert (BUILD / "wizard_entry.py").is_file()


def test_entry_script_runs_the_cli():
    tree = ast.parse((BUILD / "wizard_entry.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "game.cli" and n.names[0].name == "main" for n in imports)


def test_datas_bundle_every_asset_and_the_version(tmp_path):
    version_file = tmp_path / "VERSION"
    version_file.write_text("1.2.3\n")
    datas = wb.asset_datas([], version_file)
    bundled = {(Path(dest) / Path(src).name).as_posix() for src, dest in datas}
    for path in wb.ASSETS.rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix in {".po", ".pot"}:
            continue
        rel = path.relative_to(wb.ASSETS)
        if rel.parts == ("VERSION",):
            continue
        assert f"assets/{rel.as_posix()}" in bundled
    assert (str(version_file), "assets") in datas
    # The AI's fitted weights go beside its code, where ai.playout_policy reads them.
    from ai.playout_policy import WEIGHTS_PATH

    assert "ai/weights/" + WEIGHTS_PATH.name in bundled
    assert all(
        dest == "assets" or dest.startswith("assets/") or dest == "ai/weights"
        for _src, dest in datas
    )


def test_unneeded_modules_are_excluded():
    names = wb.excludes()
    for name in ("tkinter", "pytest", "hypothesis", "PyInstaller", "pygame.tests"):
        assert name in names
    assert ("numpy" in names) is (not wb.uses_numpy())
    assert "multiprocessing" not in names and "pygame" not in names


def _lab_modules() -> list[str]:
    """ai.lab and every module in it, from the files on disk."""
    return ["ai.lab"] + sorted(f"ai.lab.{p.stem}" for p in (ROOT / "ai" / "lab").glob("*.py")
                               if p.stem != "__init__")


def test_the_spec_leaves_the_lab_out():
    """The research tools (docs/ai-lab.md) are neither collected nor bundled indirectly."""
    text = (ROOT / "wizard.spec").read_text(encoding="utf-8")
    assert "hiddenimports=hiddenimports" in text and "= wb.hidden_imports()" in text
    assert "collect_submodules(" not in text  # every module list goes through the filter
    assert wb.LAB_PACKAGE == "ai.lab" and "ai.lab" in wb.excludes()
    lab = _lab_modules()
    assert "ai.lab.train_policy" in lab and not any(wb.bundled(name) for name in lab)
    assert all(wb.bundled(name) for name in ("ai", "ai.search", "ai.goal", "ai.labels"))


def test_the_apps_module_list_has_no_lab_module():
    """The spec's list itself, computed by PyInstaller as the build does."""
    pytest.importorskip("PyInstaller")
    names = wb.hidden_imports()
    shipped = {"game.cli", "game.bots", "game.bots.cli", "game.bots.protocol", "ai.search",
               "ai.deal_chain", "ai.playout_policy"}
    assert shipped <= set(names)
    assert [name for name in names if name.startswith("ai.lab")] == []
    assert not set(names) & set(_lab_modules())


# --------------------------------------------------------------------------- the version


def test_version_comes_from_pyproject():
    from game.version import __version__

    assert wb.project_version() == _pyproject_version() == __version__


def test_version_file_is_written_into_the_work_folder(tmp_path):
    path = wb.write_version_file(tmp_path)
    assert path.read_text().strip() == _pyproject_version()
    assert not (wb.ASSETS / "VERSION").exists()


def test_cli_prints_the_version(tmp_path):
    out = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    first, pygame_line, python_line = out.stdout.strip().splitlines()
    assert first == f"wizard {_pyproject_version()}"
    import pygame

    sdl = ".".join(map(str, pygame.get_sdl_version()))
    assert pygame_line == f"pygame-ce {pygame.version.ver} (SDL {sdl})"
    assert python_line.startswith(f"Python {sys.version.split()[0]}")


def test_frozen_layout_reads_the_bundled_version(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "VERSION").write_text("9.8.7\n")
    code = (
        "import sys; sys.frozen = True; sys._MEIPASS = sys.argv[1]\n"
        "from game.cli import main; sys.exit(main(['--version']))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.stdout.splitlines()[0] == "wizard 9.8.7", out.stderr
    assert "standalone build" in out.stdout


# --------------------------------------------------------------------------- translations


def test_no_po_files_means_nothing_to_compile(tmp_path):
    assert wb.compile_translations(tmp_path / "none", tmp_path / "out") == []


def test_po_files_are_compiled_outside_the_assets(tmp_path):
    pytest.importorskip("babel")
    src = tmp_path / "locale" / "sv" / "LC_MESSAGES"
    src.mkdir(parents=True)
    (src / "wizard.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "New game"\nmsgstr "Nytt spel"\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    (mo,) = wb.compile_translations(tmp_path / "locale", out)
    assert mo == out / "sv" / "LC_MESSAGES" / "wizard.mo"
    catalog = gettext.translation("wizard", str(out), languages=["sv"])
    assert catalog.gettext("New game") == "Nytt spel"
    datas = wb.asset_datas([mo], tmp_path / "VERSION")
    assert (str(mo), "assets/locale/sv/LC_MESSAGES") in datas


# --------------------------------------------------------------------------- resources


def test_desktop_file_is_valid(tmp_path):
    from game.desktop import entry_text

    path = tmp_path / "wizard-cardgame.desktop"  # what the Linux archive ships
    path.write_text(entry_text(), encoding="utf-8")
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Wizard"
    assert entry["Exec"].split()[0] == "wizard"
    assert entry["Icon"] == "wizard-cardgame"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    validator = shutil.which("desktop-file-validate")
    if validator:
        out = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert out.returncode == 0 and not out.stdout.strip(), out.stdout


def test_windows_version_info_is_well_formed(tmp_path):
    path = wb.write_windows_version_info(tmp_path)
    seen = {}

    def record(name):
        def make(*args, **kwargs):
            seen.setdefault(name, []).append((args, kwargs))
            return name

        return make

    names = ["VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable"]
    names += ["StringStruct", "VarFileInfo", "VarStruct"]
    eval(path.read_text(encoding="utf-8"), {n: record(n) for n in names})  # noqa: S307
    strings = {args[0]: args[1] for args, _ in seen["StringStruct"]}
    assert strings["ProductVersion"] == _pyproject_version()
    assert strings["OriginalFilename"] == "wizard.exe"
    fixed = seen["FixedFileInfo"][0][1]
    assert fixed["filevers"] == wb.version_tuple(_pyproject_version())


def test_icns_is_generated_in_pure_python(tmp_path):
    out = wb.make_icns(BUILD / "icon.png", tmp_path / "icon.icns")
    data = out.read_bytes()
    assert data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    assert b"ic08" in data and b"\x89PNG" in data


def test_archive_is_named_with_version_and_platform(tmp_path, monkeypatch):
    build = _load_build_script()
    monkeypatch.setattr(wb, "DIST_DIR", tmp_path)
    app = tmp_path / "wizard"
    (app / "_internal").mkdir(parents=True)
    (app / "wizard").write_text("#!/bin/sh\n")
    (app / "wizard").chmod(0o755)
    (app / "_internal" / "lib.so").write_text("x")
    archive = build.make_archive(onefile=False)
    version = _pyproject_version()
    ext = ".tar.gz" if sys.platform.startswith("linux") else ".zip"
    assert archive.name == f"wizard-{version}-{wb.platform_tag()}{ext}"
    if ext == ".tar.gz":
        with tarfile.open(archive) as tar:
            names = set(tar.getnames())
            assert f"wizard-{version}/wizard" in names
            assert f"wizard-{version}/_internal/lib.so" in names
            assert f"wizard-{version}/wizard-cardgame.desktop" in names
            assert f"wizard-{version}/wizard-cardgame.png" in names
            note = tar.extractfile(f"wizard-{version}/INSTALL.txt").read().decode()
            assert len(note.splitlines()) == 2 and "./wizard --install-desktop" in note
            assert tar.getmember(f"wizard-{version}/wizard").mode & 0o111


def test_build_fingerprint_is_stable():
    build = _load_build_script()
    assert build.fingerprint(False) == build.fingerprint(False) != build.fingerprint(True)


def test_ci_script_is_valid_bash():
    bash = shutil.which("bash")
    if not bash:
        pytest.skip("no bash")
    subprocess.run([bash, "-n", str(BUILD / "ci_build.sh")], check=True)


# --------------------------------------------------------------------------- self-test


def test_selftest_passes_from_source(tmp_path):
    report = tmp_path / "report.txt"
    out = subprocess.run(
        [sys.executable, "-m", "game", "--selftest", "--selftest-out", str(report)],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    text = report.read_text(encoding="utf-8")
    assert text.startswith("wizard selftest: PASS")
    steps = ("fonts", "sounds", "card art", "display", "AI game", "worker processes")
    for step in steps:
        assert f"[  ok] {step}" in text
    assert "[  ok] screen main_menu: 1 sample" in text and "SKIP" not in text
    # The player robot: every lesson to its end, a game to Game over.
    assert f"[  ok] tutorial: {len(LESSONS)}/{len(LESSONS)} lessons completed" in text
    assert "[  ok] game: 3 players, finished" in text
    assert not (tmp_path / "home" / "config" / "settings.json").exists()


def test_selftest_fails_with_the_reason(tmp_path):
    code = (
        "import sys; sys.frozen = True; sys._MEIPASS = sys.argv[1]\n"
        "from game.cli import main; sys.exit(main(['--selftest']))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "empty-bundle")],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 1
    assert "FAIL" in out.stdout and "no assets folder" in out.stdout
    # default report file: the log folder (under WIZARD_HOME here)
    report = tmp_path / "home" / "log" / "selftest.txt"
    assert report.read_text(encoding="utf-8").startswith("wizard selftest: FAIL")
