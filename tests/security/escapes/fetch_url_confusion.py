"""fetch() with URLs that parse to one host for the checker and another for the client.

Source: SSRF parser differentials (Orange Tsai, "A New Era of SSRF:
Exploiting URL Parsers in Trending Programming Languages", Black Hat USA
2017): user-info and fragment tricks, backslashes, Unicode and fullwidth
digits that IDNA folds to ASCII, IPv4-compatible and IPv4-mapped IPv6,
zero-padded and mixed-radix IPv4.
Tries: reach the test's loopback listener through any of these spellings,
with the capability on.
"""

# escape-test: {"stage": "accepted", "policy": "fetch", "timeout": 8, "forbid_text": ["reached"]}


def fetch_url_confusion() -> dict:
    port = "{{PORT}}"
    urls = [
        "http://example.com@127.0.0.1:" + port + "/",
        "http://127.0.0.1:" + port + "#@example.com/",
        "http://127.0.0.1:" + port + "\\@example.com/",
        "http://\u2460\u2461\u2466.\u24ea.\u24ea.\u2460:" + port + "/",
        "http://\uff11\uff12\uff17.\uff10.\uff10.\uff11:" + port + "/",
        "http://127.0.0.1.:" + port + "/",
        "http://127.000.000.001:" + port + "/",
        "http://[0:0:0:0:0:ffff:127.0.0.1]:" + port + "/",
        "http://[::127.0.0.1]:" + port + "/",
        "http://0x7f.0x0.0x0.0x1:" + port + "/",
        "http://017700000001:" + port + "/",
        "HTTP://127.0.0.1:" + port + "/",
        "http:/127.0.0.1:" + port + "/",
        "http:\\\\127.0.0.1:" + port + "/",
        "http://127.0.0.1:" + port + "%2f@example.com/",
        "http://%31%32%37.0.0.1:" + port + "/",
    ]
    outcomes = {}
    for url in urls:
        try:
            answer = fetch(url)
            outcomes[url] = "reached " + str(answer.get("status"))
        except Exception as exc:
            outcomes[url] = "refused"
    return outcomes
