"""Graph workflows: files, progress and the built-in step-done tool source."""
