"""The read-only SQL that `ReadModels.fetch` takes, read for the in-memory store.

The read models are queried in SQL (projections/listing.py, projections/my_games.py,
play/botseats.py, workers/sweep.py, ...), and the memory store answers the same statements over
its tables (events/memory_query.py runs them). It reads the subset those statements use: SELECT
[DISTINCT] of columns, literals, %s parameters, COUNT, MIN, MAX, SUM and COALESCE; FROM with
[INNER] JOIN ... ON; WHERE with AND, OR, NOT, comparisons, IS [NOT] NULL, [NOT] IN over a list or
a subquery, EXISTS and scalar subqueries (correlated or not); UNION [ALL]; ORDER BY ... [ASC |
DESC]; LIMIT and OFFSET. Anything else is refused with UnreadableQuery rather than answered
differently from SQL.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Sequence

from events.memory_query import (Expr, Query, Scope, Select, Tables, UnreadableQuery, arithmetic,
                                 both, compare, either, negated, run, subquery_scope, within)

_TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<str>'(?:[^']|'')*')|(?P<param>%s)"
                    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op><=|>=|<>|!=|[=<>(),.*+-]))")
# Words that end an expression or an alias rather than name a column or a table.
_KEYWORDS = frozenset({"select", "distinct", "from", "where", "join", "inner", "left", "on", "as",
                       "and", "or", "not", "is", "null", "in", "exists", "union", "all", "order",
                       "by", "asc", "desc", "limit", "offset", "group", "having", "true",
                       "false"})
_AGGREGATES = frozenset({"count", "min", "max", "sum"})


def fetch(text: str, params: Sequence[Any], tables: Tables) -> list[tuple[Any, ...]]:
    """The rows of the statement `text` (%s placeholders) over `tables`."""
    return run(parse(text), Scope({}, params, tables))


@lru_cache(maxsize=256)
def parse(text: str) -> Query:
    parser = _Parser(text)
    query = parser.query()
    parser.end()
    return query


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
            left = either(left, self.conjunction())
        return left

    def conjunction(self) -> Expr:
        left = self.negation()
        while self.take("and"):
            left = both(left, self.negation())
        return left

    def negation(self) -> Expr:
        if self.take("not"):
            return negated(self.negation())
        return self.predicate()

    def predicate(self) -> Expr:
        left = self.term()
        op = self.peek()
        if op in ("=", "<>", "!=", "<", "<=", ">", ">="):
            self.at += 1
            return compare(op, left, self.term())
        if self.take("is"):
            is_not = self.take("not")
            self.expect("null")
            return lambda s: (left(s) is None) != is_not
        not_in = self.take("not")
        if self.take("in"):
            found = self.membership(left)
            return negated(found) if not_in else found
        if not_in:
            raise UnreadableQuery("NOT must come before IN here")
        return left

    def membership(self, left: Expr) -> Expr:
        self.expect("(")
        if self.peek() == "select":
            query = self.nested()
            return lambda s: within(left(s), [row[0] for row in run(query, subquery_scope(s))])
        items = [self.expr()]
        while self.take(","):
            items.append(self.expr())
        self.expect(")")
        return lambda s: within(left(s), [item(s) for item in items])

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
            left = arithmetic(left, right, sign)
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
                return lambda s: next(iter(run(query, subquery_scope(s))), (None,))[0]
            inner = self.expr()
            self.expect(")")
            return inner
        if self.take("exists"):
            self.expect("(")
            query = self.nested()
            return lambda s: bool(run(query, subquery_scope(s)))
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
