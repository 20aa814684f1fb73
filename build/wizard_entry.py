"""The script PyInstaller freezes: the same as ``wizard`` / ``python -m game``.

``WIZARD_EXIT_AFTER_FIRST_FRAME=1`` (start-up measurements, build/measure_startup.py)
is handled by ``game.cli.main``: the game prints ``wizard-first-frame <seconds>``
after the first frame is drawn and exits.
"""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
