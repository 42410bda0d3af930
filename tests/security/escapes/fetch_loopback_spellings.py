"""fetch() with every spelling of a loopback address, capability on.

Source: SSRF filter bypasses (OWASP SSRF Prevention Cheat Sheet; PortSwigger
"SSRF with blacklist-based input filter"): decimal, hex, octal and short
IPv4 forms, IPv6 loopback and IPv4-mapped IPv6, localhost names, 0.0.0.0.
Tries: reach the test's loopback listener under any of these spellings.
"""

# escape-test: {"stage": "accepted", "policy": "fetch", "timeout": 8, "forbid_text": ["reached"]}

def fetch_loopback_spellings() -> dict:
    hosts = [
        "127.0.0.1", "localhost", "LOCALHOST.", "2130706433", "0x7f000001", "0x7f.0.0.1",
        "0177.0.0.1", "127.1", "127.0.1", "[::1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]",
        "0.0.0.0", "0", "[::]", "127.127.127.127", "localhost.localdomain",
    ]
    refused = {}
    for host in hosts:
        try:
            answer = fetch("http://" + host + ":{{PORT}}/")
            refused[host] = "reached " + str(answer.get("status"))
        except Exception as exc:
            refused[host] = "refused"
    return refused
