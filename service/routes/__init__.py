"""The routes: one blueprint per part of the API, each translating requests into application
commands and queries and their results into answers. `service.app` registers them."""
