# Installed with citekit into its environment's etc/ipython/: every IPython kernel there
# loads stand-ins for the kit's `%check` and `%hint`, which say in one line how to load the
# kit (the notebook's first code cell) when a learner runs them before it.
c = get_config()  # type: ignore[name-defined]  # noqa: F821
c.InteractiveShellApp.extensions.append("grader.platforms.notebook_stub")
