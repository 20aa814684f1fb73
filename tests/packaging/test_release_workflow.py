"""The release workflow (.github/workflows/release.yml) cannot run here: check that it
builds on the three systems with our own script, runs the app it built and uploads
the archive build/build.py names (issue 14)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
sys.path.insert(0, str(ROOT / "build"))

import wizard_buildlib as wb  # noqa: E402


def _workflow() -> dict:
    import yaml  # pyyaml, in the test extras

    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _build_script():
    path = ROOT / "build" / "build.py"
    spec = importlib.util.spec_from_file_location("wizard_build_script", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _runs(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_triggers_are_a_version_tag_and_by_hand():
    doc = _workflow()
    on = doc.get("on", doc.get(True))  # YAML 1.1 reads a bare `on` as true
    assert on["push"]["tags"] == ["v*"] and "workflow_dispatch" in on
    assert doc["permissions"] == {"contents": "read"}


def test_each_system_builds_selftests_and_uploads(monkeypatch):
    job = _workflow()["jobs"]["build"]
    matrix = {row["os"].split("-")[0]: row["app"] for row in job["strategy"]["matrix"]["include"]}
    assert set(matrix) == {"ubuntu", "windows", "macos"}
    runs = _runs(job)
    assert "python -m pip install -e '.[build]'" in runs
    assert "python build/build.py" in runs and (ROOT / "build" / "build.py").is_file()
    assert '"${{ matrix.app }}" --selftest' in runs
    selftest = next(s for s in job["steps"] if "--selftest" in s.get("run", ""))
    assert selftest["env"] == {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}

    # The app path per system is what build/build.py produces there.
    build = _build_script()
    exe = {"ubuntu": "wizard", "windows": "wizard.exe", "macos": "Contents/MacOS/wizard"}
    uploads = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/upload-"))
    patterns = uploads["with"]["path"].split()
    for system, platform in (("ubuntu", "linux"), ("windows", "win32"), ("macos", "darwin")):
        monkeypatch.setattr(sys, "platform", platform)
        built = build.output_path(onefile=False).relative_to(wb.ROOT)
        assert matrix[system] == f"{built.as_posix()}/{exe[system]}"
        archive = build.archive_path(onefile=False).name
        assert any(Path(archive).match(p.split("/")[-1]) for p in patterns), archive


def test_tagged_runs_publish_every_archive():
    jobs = _workflow()["jobs"]
    publish = jobs["publish"]
    assert publish["needs"] == "build" and publish["if"].startswith("startsWith(github.ref")
    assert publish["permissions"] == {"contents": "write"}
    assert "gh release create" in _runs(publish) and "dist/*" in _runs(publish)
    download = publish["steps"][0]
    assert download["uses"].startswith("actions/download-artifact")
    assert download["with"]["merge-multiple"] is True
