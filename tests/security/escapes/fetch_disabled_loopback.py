"""fetch() while the capability is off, aimed at loopback.

Source: toolkiln's capability design (fetch is off by default and then not a
name a tool has) and SSRF against local services.
Tries: reach the loopback listener through fetch.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def fetch_disabled_loopback() -> dict:
    return fetch("http://127.0.0.1:{{PORT}}/")
