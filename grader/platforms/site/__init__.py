"""`citekit site OUT`: the track as a static site (JupyterLite, Python in the browser) that runs
each lesson's notebook and its learner-side checks with nothing installed."""
