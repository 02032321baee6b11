"""One submission: read from a file or notebook (`submission.py`, `notebook_json.py`) and
graded against a lesson (`grading.py`), properties replayed from recorded inputs (`replay.py`)."""
