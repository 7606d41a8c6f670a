"""The application on a free loopback port, in a thread, for clients that speak real HTTP."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator

from werkzeug.serving import make_server

from events.migrate import upgrade
from service.app import create_app
from play.config import Config


@contextlib.contextmanager
def live_server(database_url: str, **settings: str) -> Iterator[str]:
    """Serve a fresh app on the embedded store; yields its base URL. `settings`: more config."""
    upgrade(database_url)
    app = create_app(Config.from_env({"DATABASE_URL": database_url, "LOG_LEVEL": "WARNING",
                                      "LOG_JSON": "false", **settings}))
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join()
