"""Terminal escape sequences and console markup in an error message.

Source: terminal escape injection (CVE-2003-0063 and its many successors:
programs that print untrusted text let it drive the terminal, retitle or
clear it, or on some terminals feed input back) and console-markup injection
(rich renders "[...]" tags in text it is given as markup).
Tries: raise an error whose message clears the screen, retitles the terminal,
rings the bell and closes a markup tag that was never opened, so that the
host's console either obeys it or crashes on it.
"""

# escape-test: {"stage": "trial", "kind": "raised", "clean_errors": true}


def forge_terminal_escapes() -> int:
    print("\x1b[2J\x1b]0;owned\x07[/]")
    raise ValueError("[/] \x1b[2J\x1b]0;owned\x07\x1b[31mred\x9b31m \x7f")
