"""What the web server, gunicorn, is given: its configuration hooks and its refusals as problems.

Importing this package imports nothing else: the server loads `service.gunicorn.config` before
the multiprocess metrics directory is set (see that module)."""
