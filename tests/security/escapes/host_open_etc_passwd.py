"""open() on a system file and on a secret file the host keeps.

Source: classic jail payload open('/etc/passwd').read(); toolkiln's promise
that no file is read beyond what a tool is handed.
Tries: read /etc/passwd and the secret file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def host_open_etc_passwd() -> dict:
    return {"passwd": open("/etc/passwd").read(), "secret": open("{{SECRET_FILE}}").read()}
