"""Renderings of a report: terminal text, HTML for Jupyter, and the JSON of `--json`."""
