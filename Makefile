# Two commands set everything up: `make run` and `make test` (see README.md).
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
# Proofs under load and faults (proofs/): how long the load runs, and any more options.
SECONDS    ?= 120
PROOF_ARGS ?=
FAULTS     := fault-postgres fault-redis fault-kill fault-drop

.PHONY: install run test types bench openapi screenshots clean soak faults $(FAULTS) rebuild-proof hostile fuzz \
        scaleout

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

# The random-game fuzz tests, deeper than the suite plays them (FUZZ_SCALE times as many games).
FUZZ_SCALE ?= 4
fuzz: install
	FUZZ_SCALE=$(FUZZ_SCALE) $(BIN)/python -m pytest tests/rules/test_fuzz.py tests/rules/test_fuzz_late.py $(PYTEST_ARGS)

types: install
	$(BIN)/mypy

bench: install
	@set -e; for script in bench/bench_*.py; do echo "== $$script"; $(BIN)/python $$script; done

soak: install
	$(BIN)/python -m proofs soak --seconds $(SECONDS) $(PROOF_ARGS)

$(FAULTS): install
	$(BIN)/python -m proofs $@ --seconds $(SECONDS) $(PROOF_ARGS)

faults: $(FAULTS)

rebuild-proof: install
	$(BIN)/python -m proofs.rebuild --seconds $(SECONDS) $(PROOF_ARGS)

hostile: install
	$(BIN)/python -m proofs.hostile --seconds $(SECONDS) $(PROOF_ARGS)

scaleout: install
	$(BIN)/python -m proofs.scaleout --seconds $(SECONDS) $(PROOF_ARGS)

openapi: install
	$(BIN)/cthulhu-wars openapi --write

# The README's screenshots of the game page, made again (a temporary database, a few Actions played).
screenshots: install
	$(BIN)/python tools/screenshots.py

clean:
	rm -rf $(VENV) var build *.egg-info .pytest_cache
