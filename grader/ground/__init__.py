"""What every layer stands on: the kit's errors, learner text made safe, folder walks, files
written whole. Imports nothing else of the kit."""
