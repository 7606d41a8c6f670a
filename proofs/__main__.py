"""`python -m proofs soak|fault-postgres|fault-redis|fault-kill|fault-drop [options]`."""
from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    from proofs import faults, soak

    commands = {"soak": soak.main, **faults.COMMANDS}
    if not argv or argv[0] not in commands:
        print(f"usage: python -m proofs {{{'|'.join(commands)}}} [--seconds N] [options]",
              file=sys.stderr)
        return 2
    return commands[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
