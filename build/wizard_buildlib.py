"""Helpers shared by ``wizard.spec`` and ``build/build.py`` (build time only, never bundled).

Everything generated goes to ``build/work/`` (ignored by git): the VERSION file, the
compiled translation catalogs, the Windows version resource and the macOS icon. The
repository's ``assets/`` folder is never written to.
"""

from __future__ import annotations

import io
import os
import platform
import struct
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD_DIR = ROOT / "build"
WORK_DIR = BUILD_DIR / "work"
DIST_DIR = ROOT / "dist"
ASSETS = ROOT / "assets"
APP_NAME = "wizard"
DISPLAY_NAME = "Wizard"
BUNDLE_ID = "org.wizardstudio.wizard"
DOMAIN = "wizard"  # gettext domain (game/i18n.py)
# The AI lab's research and training tools (docs/ai-lab.md): never bundled.
LAB_PACKAGE = "ai.lab"

# Modules the game never needs: keeps the bundle small and the build fast.
EXCLUDES = [
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "test",
    "unittest",
    "doctest",
    "sqlite3",
    "_sqlite3",
    # No network: without ssl and the OpenSSL hashes libssl + libcrypto (5 MB) stay out;
    # hashlib falls back to its built-in md5/sha* (all multiprocessing and random need).
    "ssl",
    "_ssl",
    "_hashlib",
    "xmlrpc",
    "pytest",
    "_pytest",
    "pluggy",
    "hypothesis",
    "xdist",
    "pytest_timeout",
    "pytest_benchmark",
    "importlinter",
    "grimp",
    "ruff",
    "babel",
    "PyInstaller",
    "setuptools",
    "pkg_resources",
    "distutils",
    "pip",
    "IPython",
    "matplotlib",
    "PIL",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.__pyinstaller",
    LAB_PACKAGE,  # also when something would import it indirectly
]


def project_version() -> str:
    """The version, from its one home: ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)["project"]["version"]


def os_name() -> str:
    names = {"win32": "windows", "darwin": "macos"}
    return names.get(sys.platform, sys.platform.rstrip("0123456789"))


def arch_name() -> str:
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64`` ..."""
    return f"{os_name()}-{arch_name()}"


def uses_numpy() -> bool:
    """True when any game or AI module imports numpy (then it must not be excluded)."""
    for package in ("game", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            text = path.read_text(encoding="utf-8", errors="replace")
            if "import numpy" in text or "from numpy" in text:
                return True
    return False


def bundled(module: str) -> bool:
    """Whether the app bundles ``module`` when it collects a package: all but the lab."""
    return module != LAB_PACKAGE and not module.startswith(LAB_PACKAGE + ".")


def hidden_imports() -> list[str]:
    """Every game and AI module but the lab's: scenes and subcommand modules are imported
    by name (the router's registry, cli COMMAND_MODULES), so the spec lists them all."""
    from PyInstaller.utils.hooks import collect_submodules

    return [name for package in ("game", "ai")
            for name in collect_submodules(package, filter=bundled)]


def excludes() -> list[str]:
    names = list(EXCLUDES)
    if not uses_numpy():
        names.append("numpy")
    return names


# --------------------------------------------------------------------------- generated files


def write_version_file(work: Path = WORK_DIR) -> Path:
    """``build/work/VERSION``: bundled as ``assets/VERSION`` (read by game/version.py)."""
    work.mkdir(parents=True, exist_ok=True)
    path = work / "VERSION"
    text = project_version() + "\n"
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def po_files(locale_dir: Path = ASSETS / "locale") -> list[Path]:
    """``assets/locale/<lang>/LC_MESSAGES/wizard.po`` files."""
    if not locale_dir.is_dir():
        return []
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_translations(
    locale_dir: Path = ASSETS / "locale", out_dir: Path = WORK_DIR / "locale"
) -> list[Path]:
    """Compile every ``.po`` to ``out_dir/<lang>/LC_MESSAGES/wizard.mo`` with Babel.

    The same as ``pybabel compile -d assets/locale -D wizard`` but written outside the
    repository's assets. Returns the ``.mo`` files; none (and no Babel needed) when
    there are no ``.po`` files yet.
    """
    sources = po_files(locale_dir)
    if not sources:
        return []
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError as err:  # pragma: no cover - depends on the machine
        raise SystemExit(
            f"{len(sources)} translation catalog(s) in {locale_dir} need Babel to compile: "
            "pip install -e '.[build]'"
        ) from err
    written = []
    for po in sources:
        lang = po.parent.parent.name
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=lang, domain=DOMAIN)
        problems = [
            f"{po}:{message.lineno}: {error}"
            for message, errors in catalog.check()
            for error in errors
        ]
        if problems:
            raise SystemExit("translation errors:\n" + "\n".join(problems))
        mo = out_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        mo.parent.mkdir(parents=True, exist_ok=True)
        buf = io.BytesIO()
        write_mo(buf, catalog, use_fuzzy=False)
        if not mo.is_file() or mo.read_bytes() != buf.getvalue():
            mo.write_bytes(buf.getvalue())
        written.append(mo)
    return written


def asset_datas(compiled: list[Path], version_file: Path) -> list[tuple[str, str]]:
    """PyInstaller ``datas``: the whole ``assets/`` tree as ``assets`` (one entry per
    file), with translation sources replaced by the freshly compiled catalogs,
    ``docs/schemas`` as ``assets/schemas``, and the AI's fitted weights beside its code
    (``ai/weights``: ``ai.playout_policy`` reads them there)."""
    compiled_langs = {mo.parent.parent.name for mo in compiled}
    datas: list[tuple[str, str]] = []
    for path in sorted(ASSETS.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.name in {".DS_Store"}:
            continue
        rel = path.relative_to(ASSETS)
        if rel.parts == ("VERSION",):
            continue  # the build writes its own
        if rel.parts[0] == "locale":
            if path.suffix in {".po", ".pot"}:
                continue
            if path.suffix == ".mo" and rel.parts[1] in compiled_langs:
                continue  # a stale in-place compile: the fresh one wins
        datas.append((str(path), str(Path("assets") / rel.parent)))
    for mo in compiled:
        lang = mo.parent.parent.name
        datas.append((str(mo), f"assets/locale/{lang}/LC_MESSAGES"))
    datas.append((str(version_file), "assets"))
    # The public formats' JSON Schemas: `wizard check` holds transcripts to them
    # (game.rules.formats.schema_folder finds them here in a frozen build).
    for schema in sorted((ROOT / "docs" / "schemas").glob("*.schema.json")):
        datas.append((str(schema), "assets/schemas"))
    for weights in sorted((ROOT / "ai" / "weights").glob("*.json")):
        datas.append((str(weights), "ai/weights"))
    return datas


def version_tuple(version: str) -> tuple[int, int, int, int]:
    nums = []
    for part in version.replace("-", ".").split(".")[:4]:
        digits = "".join(ch for ch in part if ch.isdigit())
        nums.append(int(digits) if digits else 0)
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def write_windows_version_info(work: Path = WORK_DIR) -> Path:
    """A PyInstaller VSVersionInfo file (the Properties > Details tab of wizard.exe)."""
    version = project_version()
    vt = version_tuple(version)
    text = f"""# Generated by build/wizard_buildlib.py from pyproject.toml - do not edit.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={vt},
    prodvers={vt},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
        StringStruct('CompanyName', 'WizardStudio'),
        StringStruct('FileDescription', 'Wizard - the card game'),
        StringStruct('FileVersion', '{version}'),
        StringStruct('InternalName', 'wizard'),
        StringStruct('LegalCopyright', 'MIT licence'),
        StringStruct('OriginalFilename', 'wizard.exe'),
        StringStruct('ProductName', 'Wizard'),
        StringStruct('ProductVersion', '{version}')
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
    work.mkdir(parents=True, exist_ok=True)
    path = work / "version_info.txt"
    path.write_text(text, encoding="utf-8")
    return path


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def make_icns(png: Path, out: Path) -> Path:
    """A macOS ``.icns`` from a PNG, in pure Python (PNG-compressed entries, which macOS
    10.7+ reads); the PNGs at each size are scaled with pygame-ce."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    source = pygame.image.load(str(png))
    largest = max(source.get_size())
    chunks = []
    for size, kind in ICNS_TYPES.items():
        if size > largest:
            continue
        surf = pygame.transform.smoothscale(source, (size, size))
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "icon.png")
        data = buf.getvalue()
        chunks.append(kind + struct.pack(">I", len(data) + 8) + data)
    body = b"".join(chunks)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(b"icns" + struct.pack(">I", len(body) + 8) + body)
    return out


def icon_for_platform(work: Path = WORK_DIR) -> str | None:
    """The icon file the executable gets: .ico on Windows, a generated .icns on macOS."""
    if sys.platform == "win32":
        ico = BUILD_DIR / "icon.ico"
        return str(ico) if ico.is_file() else None
    if sys.platform == "darwin":
        png = BUILD_DIR / "icon.png"
        if not png.is_file():
            png = ASSETS / "icon.png"
        return str(make_icns(png, work / "icon.icns")) if png.is_file() else None
    return None  # Linux executables carry no icon: the .desktop file names one
