"""The read-only SQL that `ReadModels.fetch` takes, evaluated over the in-memory store's tables.

The read models are queried in SQL (projections/listing.py, projections/my_games.py,
play/botseats.py, workers/sweep.py, ...). The memory store answers the same statements over its
dicts, with the meaning the databases give them: three-valued logic (a comparison with NULL is
neither true nor false, and WHERE keeps only true), joins, IN over a list or a subquery, EXISTS,
UNION and UNION ALL, COUNT, MIN, MAX and SUM without GROUP BY, ORDER BY with ASC and DESC (NULLs
sort as Postgres sorts them: after every value ascending, before descending), LIMIT and OFFSET.
Anything else is refused with UnreadableQuery rather than answered differently from SQL.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

# A row of a FROM clause under its alias, while a query runs: alias -> column -> value.
Env = dict[str, Mapping[str, Any]]
Tables = Mapping[str, Iterable[Mapping[str, Any]]]
_T = TypeVar("_T")

_TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<str>'(?:[^']|'')*')|(?P<param>%s)"
                    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op><=|>=|<>|!=|[=<>(),.*+-]))")
# Words that end an expression or an alias rather than name a column or a table.
_KEYWORDS = frozenset({"select", "distinct", "from", "where", "join", "inner", "left", "on", "as",
                       "and", "or", "not", "is", "null", "in", "exists", "union", "all", "order",
                       "by", "asc", "desc", "limit", "offset", "group", "having", "true",
                       "false"})
_AGGREGATES = frozenset({"count", "min", "max", "sum"})


class UnreadableQuery(ValueError):
    """A statement the memory store does not evaluate (outside the subset described above)."""


@dataclass
class Scope:
    """What an expression sees: the current rows, the query's parameters and tables, the
    enclosing query's scope (a correlated subquery), and the rows of an aggregate's group."""

    env: Env
    params: Sequence[Any]
    tables: Tables
    parent: Scope | None = None
    group: list[Env] | None = None

    def column(self, alias: str | None, name: str) -> Any:
        scope: Scope | None = self
        while scope is not None:
            for found, row in scope.env.items():
                if (alias is None or alias == found) and name in row:
                    return row[name]
            scope = scope.parent
        raise UnreadableQuery(f"no column {alias + '.' if alias else ''}{name}")

    def within(self, env: Env) -> Scope:
        return Scope(env, self.params, self.tables, self.parent)


Expr = Callable[[Scope], Any]


@dataclass
class Select:
    items: list[tuple[Expr, str]] | None  # None: SELECT *
    sources: list[tuple[str, str, Expr | None]] = field(default_factory=list)
    where: Expr | None = None
    aggregate: bool = False
    distinct: bool = False


@dataclass
class Query:
    parts: list[Select]
    unions: list[bool]  # per part after the first: True for UNION ALL
    order: list[tuple[Expr, bool]] = field(default_factory=list)  # (expression, descending)
    limit: Expr | None = None
    offset: Expr | None = None


def fetch(text: str, params: Sequence[Any], tables: Tables) -> list[tuple[Any, ...]]:
    """The rows of the statement `text` (%s placeholders) over `tables`."""
    return run(parse(text), Scope({}, params, tables))


@lru_cache(maxsize=256)
def parse(text: str) -> Query:
    parser = _Parser(text)
    query = parser.query()
    parser.end()
    return query


def run(query: Query, outer: Scope) -> list[tuple[Any, ...]]:
    """The rows of `query`, a subquery seeing the enclosing query's row through `outer`."""
    select = query.parts[0]
    if len(query.parts) == 1 and not select.aggregate:
        # ORDER BY may name any column of the rows, selected or not: sort before projecting.
        envs = _sorted(_matching(select, outer), query.order, outer.within)
        rows = [_project(select, outer.within(env)) for env in envs]
        if select.distinct:
            rows = list(dict.fromkeys(rows))
    else:
        rows = _sorted(_combined(query, outer), query.order, _output(select, outer))
    start = int(query.offset(outer)) if query.offset else 0
    stop = start + int(query.limit(outer)) if query.limit else None
    return rows[start:stop]


def _output(select: Select, outer: Scope) -> Callable[[tuple[Any, ...]], Scope]:
    """How ORDER BY sees a row of a UNION or an aggregate: by its selected columns' names."""
    labels = [label for _, label in select.items or []]

    def scope(row: tuple[Any, ...]) -> Scope:
        if select.items is None:
            raise UnreadableQuery("ORDER BY over SELECT * of a UNION is not read here")
        return outer.within({"": dict(zip(labels, row))})
    return scope


def _combined(query: Query, outer: Scope) -> list[tuple[Any, ...]]:
    rows = _rows_of(query.parts[0], outer)
    for part, keep_all in zip(query.parts[1:], query.unions):
        rows += _rows_of(part, outer)
        if not keep_all:
            rows = list(dict.fromkeys(rows))
    return rows


def _rows_of(select: Select, outer: Scope) -> list[tuple[Any, ...]]:
    envs = _matching(select, outer)
    if select.aggregate:
        scope = outer.within(envs[0] if envs else {})
        scope.group = envs
        return [_project(select, scope)]
    rows = [_project(select, outer.within(env)) for env in envs]
    return list(dict.fromkeys(rows)) if select.distinct else rows


def _matching(select: Select, outer: Scope) -> list[Env]:
    """The rows of the FROM clause and its joins (nested loops) that the WHERE clause holds for."""
    envs: list[Env] = [{}]
    for table, alias, on in select.sources:
        if table not in outer.tables:
            raise UnreadableQuery(f"no table {table}")
        rows = list(outer.tables[table])
        joined = ({**env, alias: row} for env in envs for row in rows)
        envs = [env for env in joined if on is None or _true(on(outer.within(env)))]
    where = select.where
    if where is not None:
        envs = [env for env in envs if _true(where(outer.within(env)))]
    return envs


def _project(select: Select, scope: Scope) -> tuple[Any, ...]:
    if select.items is None:
        return tuple(value for row in scope.env.values() for value in row.values())
    return tuple(expr(scope) for expr, _ in select.items)


def _sorted(items: list[_T], order: list[tuple[Expr, bool]],
            scope_of: Callable[[_T], Scope]) -> list[_T]:
    for expr, descending in reversed(order):  # stable sorts, the last key first
        items.sort(key=lambda item: _sort_key(expr(scope_of(item))), reverse=descending)
    return items


def _sort_key(value: Any) -> tuple[bool, Any]:
    return (value is None, 0 if value is None else value)


def _true(value: Any) -> bool:
    return value is not None and bool(value)


class _Parser:
    """Recursive descent over the tokens of one statement; each rule returns a closure."""

    def __init__(self, text: str) -> None:
        self.tokens: list[tuple[str, str]] = []
        self.params = 0
        pos, text = 0, text.rstrip().rstrip(";")
        while pos < len(text):
            match = _TOKEN.match(text, pos)
            if match is None or match.end() == pos:
                raise UnreadableQuery(f"cannot read {text[pos:pos + 20]!r}")
            kind = match.lastgroup or ""
            self.tokens.append((kind, match[kind]))
            pos = match.end()
        self.at = 0
        self.select_of: Select | None = None  # whose SELECT list is being read (aggregates)

    # ---- tokens --------------------------------------------------------------------------
    def peek(self, ahead: int = 0) -> str:
        index = self.at + ahead
        return self.tokens[index][1].lower() if index < len(self.tokens) else ""

    def take(self, *words: str) -> bool:
        if self.peek() in words:
            self.at += 1
            return True
        return False

    def expect(self, word: str) -> None:
        if not self.take(word):
            raise UnreadableQuery(f"expected {word!r}, found {self.peek()!r}")

    def name(self) -> str:
        kind, text = self.tokens[self.at] if self.at < len(self.tokens) else ("", "")
        if kind != "name" or text.lower() in _KEYWORDS:
            raise UnreadableQuery(f"expected a name, found {text!r}")
        self.at += 1
        return text

    def end(self) -> None:
        if self.at != len(self.tokens):
            raise UnreadableQuery(f"unexpected {self.peek()!r}")

    # ---- statements ----------------------------------------------------------------------
    def query(self) -> Query:
        query = Query([self.select()], [])
        while self.take("union"):
            query.unions.append(self.take("all"))
            query.parts.append(self.select())
        if self.take("order"):
            self.expect("by")
            query.order.append(self.order_item())
            while self.take(","):
                query.order.append(self.order_item())
        if self.take("limit"):
            query.limit = self.expr()
            if self.take("offset"):
                query.offset = self.expr()
        return query

    def select(self) -> Select:
        self.expect("select")
        select, enclosing = Select(None, distinct=self.take("distinct")), self.select_of
        self.select_of = select
        if not self.take("*"):
            select.items = [self.select_item()]
            while self.take(","):
                select.items.append(self.select_item())
        self.select_of = None
        if self.take("from"):
            select.sources.append((*self.source(), None))
            while self.take("join", "inner"):
                if self.tokens[self.at - 1][1].lower() == "inner":
                    self.expect("join")
                table, alias = self.source()
                self.expect("on")
                select.sources.append((table, alias, self.expr()))
        if self.take("where"):
            select.where = self.expr()
        if self.peek() in ("group", "having", "left"):
            raise UnreadableQuery(f"{self.peek().upper()} is not read by the memory store")
        self.select_of = enclosing
        return select

    def select_item(self) -> tuple[Expr, str]:
        start = self.at
        expr = self.expr()
        last_kind, last = self.tokens[self.at - 1]
        label = last if last_kind == "name" else f"_{start}"
        if self.take("as") or self.at_alias():
            label = self.name()
        return expr, label

    def at_alias(self) -> bool:
        """Whether the next token is a name that is not a keyword (an alias after a table or
        a selected expression)."""
        return self.at < len(self.tokens) and self.tokens[self.at][0] == "name" \
            and self.peek() not in _KEYWORDS

    def source(self) -> tuple[str, str]:
        table = self.name()
        self.take("as")
        return table, self.name() if self.at_alias() else table

    def order_item(self) -> tuple[Expr, bool]:
        expr = self.expr()
        if self.take("desc"):
            return expr, True
        self.take("asc")
        return expr, False

    # ---- expressions ---------------------------------------------------------------------
    def expr(self) -> Expr:
        left = self.conjunction()
        while self.take("or"):
            left = _or(left, self.conjunction())
        return left

    def conjunction(self) -> Expr:
        left = self.negation()
        while self.take("and"):
            left = _and(left, self.negation())
        return left

    def negation(self) -> Expr:
        if self.take("not"):
            inner = self.negation()
            return lambda s: None if (v := inner(s)) is None else not v
        return self.predicate()

    def predicate(self) -> Expr:
        left = self.term()
        op = self.peek()
        if op in ("=", "<>", "!=", "<", "<=", ">", ">="):
            self.at += 1
            return _compare(op, left, self.term())
        if self.take("is"):
            negated = self.take("not")
            self.expect("null")
            return lambda s: (left(s) is None) != negated
        negated = self.take("not")
        if self.take("in"):
            return _negated(self.membership(left), negated)
        if negated:
            raise UnreadableQuery("NOT must come before IN here")
        return left

    def membership(self, left: Expr) -> Expr:
        self.expect("(")
        if self.peek() == "select":
            query = self.nested()
            return lambda s: _within(left(s), [row[0] for row in run(query, _sub(s))])
        items = [self.expr()]
        while self.take(","):
            items.append(self.expr())
        self.expect(")")
        return lambda s: _within(left(s), [item(s) for item in items])

    def nested(self) -> Query:
        query = self.query()
        self.expect(")")
        return query

    def term(self) -> Expr:
        left = self.primary()
        while self.peek() in ("+", "-"):
            sign = 1 if self.tokens[self.at][1] == "+" else -1
            self.at += 1
            right = self.primary()
            left = _arith(left, right, sign)
        return left

    def primary(self) -> Expr:
        kind, text = self.tokens[self.at] if self.at < len(self.tokens) else ("", "")
        if kind in ("num", "str", "param"):
            self.at += 1
            return self.literal(kind, text)
        word = text.lower()
        if word in ("null", "true", "false"):
            self.at += 1
            value = {"null": None, "true": True, "false": False}[word]
            return lambda s: value
        if self.take("("):
            if self.peek() == "select":
                query = self.nested()
                return lambda s: next(iter(run(query, _sub(s))), (None,))[0]
            inner = self.expr()
            self.expect(")")
            return inner
        if self.take("exists"):
            self.expect("(")
            query = self.nested()
            return lambda s: bool(run(query, _sub(s)))
        if self.take("-"):
            inner = self.primary()
            return lambda s: None if (v := inner(s)) is None else -v
        name = self.name()
        if self.take("("):
            return self.call(name.lower())
        if self.take("."):
            column = self.name()
            return lambda s: s.column(name, column)
        return lambda s: s.column(None, name)

    def literal(self, kind: str, text: str) -> Expr:
        if kind == "param":
            index, self.params = self.params, self.params + 1
            return lambda s: s.params[index]
        value: Any = text[1:-1].replace("''", "'") if kind == "str" else \
            (float(text) if "." in text else int(text))
        return lambda s: value

    def call(self, function: str) -> Expr:
        if function == "count" and self.take("*"):
            self.expect(")")
            return self.aggregate(len, lambda s: 1)
        args = [self.expr()]
        while self.take(","):
            args.append(self.expr())
        self.expect(")")
        if function == "coalesce":
            return lambda s: next((v for a in args if (v := a(s)) is not None), None)
        if function in _AGGREGATES and len(args) == 1:
            folds: dict[str, Callable[[list[Any]], Any]] = {
                "count": len, "min": lambda vs: min(vs, default=None),
                "max": lambda vs: max(vs, default=None),
                "sum": lambda vs: sum(vs) if vs else None}
            return self.aggregate(folds[function], args[0])
        raise UnreadableQuery(f"the function {function} is not read by the memory store")

    def aggregate(self, fold: Callable[[list[Any]], Any], arg: Expr) -> Expr:
        if self.select_of is None:
            raise UnreadableQuery("an aggregate belongs in the SELECT list")
        self.select_of.aggregate = True

        def folded(s: Scope) -> Any:
            group = s.group if s.group is not None else [s.env]
            return fold([v for env in group if (v := arg(s.within(env))) is not None])
        return folded


def _sub(scope: Scope) -> Scope:
    """The scope a subquery starts from: the enclosing row is its parent."""
    return Scope({}, scope.params, scope.tables, scope)


def _compare(op: str, left: Expr, right: Expr) -> Expr:
    test: Callable[[Any, Any], bool] = {
        "=": lambda a, b: a == b, "<>": lambda a, b: a != b, "!=": lambda a, b: a != b,
        "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
        ">=": lambda a, b: a >= b}[op]

    def compared(s: Scope) -> bool | None:
        a, b = left(s), right(s)
        return None if a is None or b is None else test(a, b)
    return compared


def _and(left: Expr, right: Expr) -> Expr:
    def both(s: Scope) -> bool | None:
        a = left(s)
        if a is not None and not a:
            return False
        b = right(s)
        if b is not None and not b:
            return False
        return None if a is None or b is None else True
    return both


def _or(left: Expr, right: Expr) -> Expr:
    def either(s: Scope) -> bool | None:
        a = left(s)
        if a:
            return True
        b = right(s)
        if b:
            return True
        return None if a is None or b is None else False
    return either


def _arith(left: Expr, right: Expr, sign: int) -> Expr:
    def combined(s: Scope) -> Any:
        a, b = left(s), right(s)
        return None if a is None or b is None else a + sign * b
    return combined


def _within(value: Any, candidates: list[Any]) -> bool | None:
    if value is None:
        return None
    if value in candidates:
        return True
    return None if None in candidates else False


def _negated(test: Expr, negated: bool) -> Expr:
    if not negated:
        return test
    return lambda s: None if (v := test(s)) is None else not v
