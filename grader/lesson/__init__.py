"""A lesson: found in the kit and loaded (`lessons.py`), its staged hints (`hints.py`), and
the checks its `checks.py` declares with the trial they run on (`checks/`)."""
