"""The layers of the code base, read from the source: every import statement counts, also one
inside a function (it runs as surely as one at the top, only later), and so does a call of
`importlib.import_module` naming a module of ours, by a literal string or an f-string that starts
with one (a registry loading modules by name imports them as surely as a statement).

The rules engine is the innermost layer: it imports nothing of ours outside itself, and its modules
import each other without cycles. Nothing below the HTTP service reaches Flask, marshmallow or the
service, not even through another module of ours. The application (`play`) never reaches the
workers; the workers never reach the service. No package's modules import each other in a circle,
and the packages themselves are layered: no package imports another that imports it back.

Inside the rules package the layers are declared (RULES_LAYERS): the engine lowest, the contract
and the words on it (neither reaching the other), the factions and the maps' own rules on those, the neutral content
(Loyalty Cards, which may reuse a faction's abilities) above them, and the package's own
`__init__`, which composes them, on top. No module imports one of a higher layer.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OURS = ("rules", "play", "bootstrap", "service", "events", "projections", "workers", "bots")
WEB = ("flask", "flask_smorest", "marshmallow", "werkzeug", "service")
# Everything of ours but the HTTP service: none of it may load Flask or the service.
BELOW_THE_SERVICE = ("rules", "events", "projections", "bots", "play", "workers", "bootstrap")
# The layers inside the rules package, lowest first; the layers of one rank do not import each other.
RULES_LAYERS: tuple[tuple[str, ...], ...] = (
    ("rules.engine",),
    ("rules.contract", "rules.words"),
    ("rules.factions", "rules.maps"),
    ("rules.neutral",),
    ("rules",),
)


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _targets(node: ast.AST, name: str, is_package: bool) -> list[str]:
    """The dotted names an import statement in module `name` loads: for `from x import y`, the
    module x.y when there is one, else x (a package's own parent is loaded first in any case, so it
    does not count). A call of `import_module` loads the module it names (`_named_by_call`)."""
    if isinstance(node, ast.Call):
        return _named_by_call(node, name, is_package)
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        here = name.split(".") if is_package else name.split(".")[:-1]
        here = here[:len(here) - node.level + 1]
        base = ".".join(here + ([node.module] if node.module else []))
    return [f"{base}.{alias.name}" for alias in node.names]


def _named_by_call(node: ast.Call, name: str, is_package: bool) -> list[str]:
    """`importlib.import_module("a.b")` or `import_module("a.b")` loads a.b; with an f-string, the
    module its literal start names (`f"a.b.{x}"` loads a package a.b at least), where `{__name__}`
    and `{__package__}` read as the module's own name and package. Anything else is not resolved."""
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if called != "import_module" or not node.args:
        return []
    argument = node.args[0]
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return [argument.value]
    if not isinstance(argument, ast.JoinedStr):
        return []
    own = {"__name__": name, "__package__": name if is_package else name.rpartition(".")[0]}
    prefix = ""
    for part in argument.values:
        if isinstance(part, ast.Constant):
            prefix += str(part.value)
        elif isinstance(part.value, ast.Name) and part.value.id in own:
            prefix += own[part.value.id]
        else:
            break
    else:
        return [prefix]
    module = prefix.rpartition(".")[0]  # the last whole name before the unknown part
    return [module] if module else []


def import_graph(root: Path, packages: tuple[str, ...]) -> dict[str, set[str]]:
    """module -> the names it imports: our modules as module names, others by top-level name."""
    files = {module_name(p, root): p for pkg in packages for p in (root / pkg).rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            for target in _targets(node, name, path.name == "__init__.py"):
                if target.split(".")[0] not in packages:
                    found.add(target.split(".")[0])
                    continue
                while target and target not in files:  # a name defined in a module: that module
                    target = target.rpartition(".")[0]
                if target and target != name:
                    found.add(target)
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]], within: str) -> list[list[str]]:
    """The groups of modules of package `within` that import each other in a circle (Tarjan)."""
    inside = {m: {t for t in ts if t == within or t.startswith(within + ".")}
              for m, ts in graph.items() if m == within or m.startswith(within + ".")}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in sorted(inside.get(module, ())):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while not group or group[-1] != module:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(inside):
        if module not in index:
            visit(module)
    return found


def reached(graph: dict[str, set[str]], start: str) -> dict[str, str]:
    """Everything `start` loads, directly or through our modules: name -> the module importing it."""
    seen: dict[str, str] = {}
    todo = [start]
    while todo:
        module = todo.pop()
        for target in graph.get(module, ()):
            if target not in seen:
                seen[target] = module
                todo.append(target)
    return seen


GRAPH = import_graph(ROOT, OURS)


def test_the_rules_package_imports_nothing_of_ours_outside_itself():
    outside = {(module, target) for module, targets in GRAPH.items() if module.split(".")[0] == "rules"
               for target in targets if target.split(".")[0] in OURS and target.split(".")[0] != "rules"}
    assert outside == set()


def test_the_modules_of_the_rules_package_import_each_other_without_cycles():
    assert cycles(GRAPH, "rules") == []


def test_the_layers_below_the_service_never_reach_flask_or_the_service():
    for start in sorted(m for m in GRAPH if m.split(".")[0] in BELOW_THE_SERVICE):
        web = {name: via for name, via in reached(GRAPH, start).items() if name.split(".")[0] in WEB}
        assert web == {}, f"{start} reaches {sorted(web)} (through {sorted(set(web.values()))})"


def rules_layer(module: str) -> tuple[int, str]:
    """The rank and name of the layer of RULES_LAYERS that module `module` of the rules package is in
    (the layer with the longest name it falls under)."""
    found = [(rank, layer) for rank, layers in enumerate(RULES_LAYERS) for layer in layers
             if module == layer or module.startswith(layer + ".")]
    assert found, f"{module} is in no declared layer of the rules package"
    return max(found, key=lambda found_layer: len(found_layer[1]))


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import inside the rules package from a lower layer to a higher one, or between two
    layers of one rank, as 'module (layer) -> target (layer)'."""
    found = []
    for module, targets in sorted(graph.items()):
        if module.split(".")[0] != "rules":
            continue
        rank, layer = rules_layer(module)
        for target in sorted(t for t in targets if t.split(".")[0] == "rules"):
            target_rank, target_layer = rules_layer(target)
            if target_rank > rank or (target_rank == rank and target_layer != layer):
                found.append(f"{module} ({layer}) -> {target} ({target_layer})")
    return found


def test_every_module_of_the_rules_package_is_in_a_declared_layer():
    for module in (m for m in GRAPH if m.split(".")[0] == "rules"):
        rules_layer(module)


def test_no_module_of_the_rules_package_imports_from_a_higher_layer():
    """The engine imports neither the contract, nor the words, nor the factions; the contract and
    the words do not import each other or the factions; only the package's `__init__` composes them."""
    assert upward_imports(GRAPH) == []


def test_the_engine_reaches_no_faction_module_even_through_another_module():
    """The faction registry is the engine's: a faction is found by name through the packages that
    register with it, so no engine module loads a faction, directly or through the contract or words."""
    for start in sorted(m for m in GRAPH if m == "rules.engine" or m.startswith("rules.engine.")):
        higher = sorted(n for n in reached(GRAPH, start) if n.split(".")[0] == "rules" and rules_layer(n)[0] > 0)
        assert higher == [], f"{start} reaches {higher}"


def _reach_into(packages: tuple[str, ...], forbidden: tuple[str, ...]) -> dict[str, list[str]]:
    found = {}
    for start in sorted(m for m in GRAPH if m.split(".")[0] in packages):
        bad = sorted(name for name in reached(GRAPH, start) if name.split(".")[0] in forbidden)
        if bad:
            found[start] = bad
    return found


def test_the_workers_never_reach_the_service():
    assert _reach_into(("workers",), ("service",)) == {}


def test_the_application_never_reaches_the_service_the_workers_or_the_composition_root():
    assert _reach_into(("play",), ("service", "workers", "bootstrap")) == {}


def test_the_game_model_lives_with_its_commands_and_the_read_models_only_read_it():
    """The game model (play.model) is the application's: `play` never reaches `projections`,
    whose read models may read the model but never change a game."""
    assert _reach_into(("play",), ("projections",)) == {}
    writers = {m for m in GRAPH if m.startswith("projections")
               for t in GRAPH[m] if t in ("play.gameplay", "play.choices", "play.timeouts")}
    assert writers == set()


def test_the_modules_of_each_package_but_rules_import_each_other_without_cycles():
    """(The rules package has its own test above.)"""
    found = {package: cycles(GRAPH, package) for package in OURS if package != "rules"}
    assert {package: groups for package, groups in found.items() if groups} == {}


def package_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """package -> the other packages of ours its modules import."""
    out: dict[str, set[str]] = {}
    for module, targets in graph.items():
        package = module.split(".")[0]
        out.setdefault(package, set()).update(
            t.split(".")[0] for t in targets if t.split(".")[0] in OURS and t.split(".")[0] != package)
    return out


def test_the_packages_are_layered_without_cycles():
    packages = package_graph(GRAPH)
    as_modules = {f"all.{p}": {f"all.{t}" for t in targets} for p, targets in packages.items()}
    assert cycles(as_modules, "all") == []


def test_an_import_inside_a_function_closes_a_cycle(tmp_path):
    """The checks above have teeth: a cycle made by a late import, and a reach through another
    module, are both found."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("def later():\n    from .c import x\n")
    (pkg / "c.py").write_text("from pkg.a import y\nimport flask\n")
    graph = import_graph(tmp_path, ("pkg",))
    assert cycles(graph, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]
    assert reached(graph, "pkg.b")["flask"] == "pkg.c"


def test_a_package_importing_one_that_imports_it_back_is_a_cycle():
    graph = {"play.a": {"workers.b"}, "workers.b": {"events"}, "events": set(),
             "workers.c": {"play.a"}}
    packages = package_graph(graph)
    assert packages == {"play": {"workers"}, "workers": {"events", "play"}, "events": set()}
    as_modules = {f"all.{p}": {f"all.{t}" for t in targets} for p, targets in packages.items()}
    assert cycles(as_modules, "all") == [["all.play", "all.workers"]]


def test_a_module_loaded_by_name_with_import_module_is_an_import(tmp_path):
    """A literal name, an f-string starting with a literal package name or with `{__name__}`, and
    `import_module` imported on its own are all read as imports; a name built at run time is not."""
    pkg = tmp_path / "pkg"
    (pkg / "plugins").mkdir(parents=True)
    for path in ("__init__.py", "plugins/__init__.py", "plugins/one.py", "low.py", "by_literal.py",
                 "by_prefix.py", "by_own_name.py", "unknown.py"):
        (pkg / path).write_text("")
    (pkg / "by_literal.py").write_text("import importlib\nimportlib.import_module('pkg.plugins.one')\n")
    (pkg / "by_prefix.py").write_text("from importlib import import_module\n"
                                      "def load(n):\n    return import_module(f'pkg.plugins.{n}')\n")
    (pkg / "plugins" / "__init__.py").write_text("import importlib\n"
                                                 "def load(n):\n    return importlib.import_module(f'{__name__}.{n}')\n")
    (pkg / "unknown.py").write_text("import importlib\ndef load(n):\n    return importlib.import_module(n)\n")
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.by_literal"] == {"importlib", "pkg.plugins.one"}
    assert graph["pkg.by_prefix"] == {"importlib", "pkg.plugins"}
    assert graph["pkg.plugins"] == {"importlib"}  # itself, with the name unknown
    assert graph["pkg.unknown"] == {"importlib"}


def test_an_engine_module_loading_a_faction_by_name_is_an_upward_import():
    """The layering check has teeth: an engine module importing a faction package by an f-string
    with a literal start, and the words importing the contract, are both found."""
    graph = {"rules.engine.registry": {"rules.factions"}, "rules.words.sentences": {"rules.contract.vocabulary"},
             "rules.factions.sleeper": {"rules.engine.state", "rules.words.describing"}, "rules": {"rules.factions"}}
    assert upward_imports(graph) == [
        "rules.engine.registry (rules.engine) -> rules.factions (rules.factions)",
        "rules.words.sentences (rules.words) -> rules.contract.vocabulary (rules.contract)",
    ]
