"""Console markup in a result that is accepted.

Source: console-markup injection: a console that renders "[...]" tags
(rich) raises on a closing tag with nothing to close and turns others into
links and styles, so a tool's result printed as markup can crash or restyle
the host's output.
Tries: return and print text full of markup and a terminal link; the host
must show it as text.
"""

# escape-test: {"stage": "accepted", "result": {"text": "[/] [link=file:///etc/passwd]open me[/link] [bold]loud[/bold]"}}


def forge_markup_result() -> dict:
    print("[/] [link=file:///etc/passwd]open me[/link]")
    return {"text": "[/] [link=file:///etc/passwd]open me[/link] [bold]loud[/bold]"}
