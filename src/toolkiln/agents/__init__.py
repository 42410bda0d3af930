"""Agents as configuration (agents.toml), teams, delegation, budgets and the idle watchdog."""
