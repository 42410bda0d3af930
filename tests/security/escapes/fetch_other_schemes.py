"""fetch() with schemes other than http and https.

Source: SSRF through URL schemes (file://, gopher://, ftp://, data: and the
like; OWASP SSRF Prevention Cheat Sheet): an HTTP client that hands a URL to
a general opener reads local files or speaks raw TCP.
Tries: read the secret file and /etc/passwd through file URLs and reach the
loopback listener through gopher and ftp, with the capability on.
"""

# escape-test: {"stage": "accepted", "policy": "fetch", "timeout": 8, "forbid_text": ["reached"]}


def fetch_other_schemes() -> dict:
    urls = [
        "file://{{SECRET_FILE}}",
        "file:///etc/passwd",
        "FILE:///etc/passwd",
        "gopher://127.0.0.1:{{PORT}}/_escaped",
        "ftp://127.0.0.1:{{PORT}}/",
        "dict://127.0.0.1:{{PORT}}/",
        "data:text/plain,escaped",
        "//127.0.0.1:{{PORT}}/",
        "127.0.0.1:{{PORT}}",
    ]
    outcomes = {}
    for url in urls:
        try:
            answer = fetch(url)
            outcomes[url] = "reached " + str(answer.get("text", ""))[:80]
        except Exception as exc:
            outcomes[url] = "refused"
    return outcomes
