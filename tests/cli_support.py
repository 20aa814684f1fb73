"""The command line's refusal, shared by the tests of every ``wizard`` subcommand."""

from __future__ import annotations

from game.cli import main


def refused(capsys, *argv: str) -> str:
    """Run ``wizard ARGV`` in-process: it must stop with code 2, print nothing on stdout
    and one line on stderr, no traceback, that starts with ``wizard SUBCOMMAND: `` (or
    ``wizard: `` for an option of ``wizard`` itself). Returns the line."""
    try:
        code = main(list(argv))
    except SystemExit as stop:  # argparse's way out
        code = stop.code
    out, err = capsys.readouterr()
    assert code == 2, (argv, code, out, err)
    assert out == "", (argv, out)
    lines = err.splitlines()
    assert len(lines) == 1, (argv, err)
    assert "Traceback" not in err
    prog = "wizard: " if argv[0].startswith("-") else f"wizard {argv[0]}: "
    assert lines[0].startswith(prog), (argv, lines[0])
    return lines[0]
