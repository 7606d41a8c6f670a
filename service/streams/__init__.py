"""Live streams of a game's events (Server-Sent Events): the route's side (`sse`), the event loop
that holds open streams (`hub`) and the gunicorn worker that hands them over (`worker`)."""
