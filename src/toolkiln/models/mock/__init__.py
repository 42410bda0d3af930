"""The offline, deterministic mock planner and generator: toolkiln's default backends."""
