"""import socket and connect to a listener on loopback.

Source: toolkiln's promise of no network except through a brokered
capability; classic exfiltration payload.
Tries: connect to the test's loopback listener and send the secret.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import socket


def host_import_socket() -> str:
    connection = socket.create_connection(("127.0.0.1", {{PORT}}), timeout=1)
    connection.sendall(b"escaped")
    connection.close()
    return "sent"
