"""How the in-memory store runs a read-only SQL statement over its tables, once
events/memory_sql.py has read it: the rows of each FROM clause joined by nested loops, filtered
with three-valued logic (a comparison with NULL is neither true nor false, and WHERE keeps only
true), projected or folded by an aggregate, combined by UNION or UNION ALL, sorted, and paged.
NULLs sort as Postgres sorts them: after every value ascending, before every value descending.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

# A row of a FROM clause under its alias, while a query runs: alias -> column -> value.
Env = dict[str, Mapping[str, Any]]
Tables = Mapping[str, Iterable[Mapping[str, Any]]]
_T = TypeVar("_T")


class UnreadableQuery(ValueError):
    """A statement the memory store does not evaluate (outside the subset events/memory_sql.py
    reads)."""


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
        """A column's value, looked up in this query's rows, then the enclosing query's; a bare
        name two of the rows hold is ambiguous, as SQL says."""
        scope: Scope | None = self
        while scope is not None:
            found = [row for held, row in scope.env.items()
                     if (alias is None or alias == held) and name in row]
            if len(found) > 1:
                raise UnreadableQuery(f"the column name {name} is ambiguous")
            if found:
                return found[0][name]
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
        envs = [env for env in joined if on is None or true(on(outer.within(env)))]
    where = select.where
    if where is not None:
        envs = [env for env in envs if true(where(outer.within(env)))]
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


def true(value: Any) -> bool:
    return value is not None and bool(value)


def subquery_scope(scope: Scope) -> Scope:
    """The scope a subquery starts from: the enclosing row is its parent."""
    return Scope({}, scope.params, scope.tables, scope)


_COMPARISONS: dict[str, Callable[[Any, Any], Any]] = {
    "=": operator.eq, "<>": operator.ne, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
    ">": operator.gt, ">=": operator.ge}


def compare(op: str, left: Expr, right: Expr) -> Expr:
    """A comparison: NULL when either side is NULL."""
    test = _COMPARISONS[op]

    def compared(s: Scope) -> Any:
        a, b = left(s), right(s)
        return None if a is None or b is None else test(a, b)
    return compared


def both(left: Expr, right: Expr) -> Expr:
    """AND: false when either side is false, else NULL when either is NULL."""
    def conjunction(s: Scope) -> bool | None:
        a = left(s)
        if a is not None and not a:
            return False
        b = right(s)
        if b is not None and not b:
            return False
        return None if a is None or b is None else True
    return conjunction


def either(left: Expr, right: Expr) -> Expr:
    """OR: true when either side is true, else NULL when either is NULL."""
    def disjunction(s: Scope) -> bool | None:
        a = left(s)
        if a:
            return True
        b = right(s)
        if b:
            return True
        return None if a is None or b is None else False
    return disjunction


def arithmetic(left: Expr, right: Expr, sign: int) -> Expr:
    """`left + right` (sign 1) or `left - right` (sign -1): NULL when either is NULL."""
    def combined(s: Scope) -> Any:
        a, b = left(s), right(s)
        return None if a is None or b is None else a + sign * b
    return combined


def within(value: Any, candidates: list[Any]) -> bool | None:
    """IN: NULL for a NULL value, or for a value not found among candidates holding a NULL."""
    if value is None:
        return None
    if value in candidates:
        return True
    return None if None in candidates else False


def negated(test: Expr) -> Expr:
    """NOT: true for false, false for true, NULL for NULL."""
    return lambda s: None if (v := test(s)) is None else not v
