# Two commands set everything up: `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: install run test bench openapi clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

run: install
	$(BIN)/cthulhu-wars db upgrade
	$(BIN)/cthulhu-wars serve

test: install
	$(BIN)/python -m pytest $(PYTEST_ARGS)

bench: install
	@set -e; for script in bench/bench_*.py; do echo "== $$script"; $(BIN)/python $$script; done

openapi: install
	$(BIN)/cthulhu-wars openapi --write

clean:
	rm -rf $(VENV) var build *.egg-info .pytest_cache
