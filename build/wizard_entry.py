"""The script PyInstaller freezes: the same as ``wizard`` / ``python -m game``.

``WIZARD_EXIT_AFTER_FIRST_FRAME=1`` (start-up measurements, build/measure_startup.py)
prints ``wizard-first-frame <seconds>`` after the first frame is drawn and exits.
"""

import os
import sys

from game.cli import main

if __name__ == "__main__":
    if os.environ.get("WIZARD_EXIT_AFTER_FIRST_FRAME") and "--multiprocessing-fork" not in sys.argv:
        from game.selftest import exit_after_first_frame

        exit_after_first_frame()
    sys.exit(main())
