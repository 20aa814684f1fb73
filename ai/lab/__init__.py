"""The AI lab: research and training tools (``python3 -m ai.lab.<tool>``), never bundled.

Nothing in ``game`` or the rest of ``ai`` imports this package (an import-linter
contract); the PyInstaller build leaves it out. What each tool measures or makes, and
how to run it and its tests: docs/ai-lab.md.
"""
