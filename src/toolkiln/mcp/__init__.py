"""``toolkiln mcp``: the grown registry as a Model Context Protocol server, over the official SDK."""
