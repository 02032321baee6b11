"""Renderings of a report (terminal text, HTML for Jupyter, Markdown, a failure's feedback)
and of a class (its report, plots and exports)."""
