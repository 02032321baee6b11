"""The kit's own tools for lesson authors: prove a lesson sound (`validate.py`), grade its own
files once (`known_results.py`), start a lesson (`scaffold.py`), write its notebook
(`notebook_writer.py`), the learner copy (`bundle.py`)."""
