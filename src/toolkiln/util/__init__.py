"""Small helpers every layer shares: text, files, JSON from outside, memos, notices, token usage."""
