"""``cstud report``: one player's statistics and charts in one self-contained HTML file.

The file needs nothing else to be viewed (no script, no font, no network): the charts are
SVG drawn here. Three charts: cumulative winnings by hand, actual and all-in adjusted, in big
bets (so that cash games and tournaments can share one line); results by 3rd-street
starting hand (:func:`starting_hand_class`); results by site and stakes.
"""

from __future__ import annotations

import html
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cstud.cards import RANKS, SUITS
from cstud.db.database import Database
from cstud.db.records import UNKNOWN_CARD
from cstud.db.stats import STATS, PlayerStats

STARTING_CLASSES = ("rolled up", "buried pair", "split pair", "three to a low",
                    "three to a flush", "three to a straight", "other", "unknown")
"""The 3rd-street starting hand classes, in the order they are tested and shown."""

MAX_CHART_POINTS = 2000
"""The most points the cumulative chart draws (every hand's total, sampled evenly)."""


class ReportError(Exception):
    """The report cannot be made (the player has no hands)."""


def starting_hand_class(cards: Sequence[str], game: str) -> str:
    """The class of a player's first three cards (two down, one up), as text like "As".

    The first that fits, in :data:`STARTING_CLASSES` order: *rolled up*, three of a rank;
    *buried pair*, a pair in the two downcards; *split pair*, the upcard pairs a downcard;
    *three to a low*, three different ranks eight or lower, aces low (Stud Hi/Lo and Razz);
    *three to a flush*, one suit; *three to a straight*, three ranks within five (aces high
    or low); *other*; *unknown* when a card is not known.
    """
    if len(cards) < 3 or UNKNOWN_CARD in cards[:3]:
        return "unknown"
    ranks = [RANKS.index(text[0]) for text in cards[:3]]
    suits = [SUITS.index(text[1]) for text in cards[:3]]
    if ranks[0] == ranks[1] == ranks[2]:
        return "rolled up"
    if ranks[0] == ranks[1]:
        return "buried pair"
    if ranks[2] in ranks[:2]:
        return "split pair"
    if game in ("stud8", "razz") and all(rank <= 6 or rank == 12 for rank in ranks):
        return "three to a low"
    if len(set(suits)) == 1:
        return "three to a flush"
    for values in (ranks, [-1 if rank == 12 else rank for rank in ranks]):
        if max(values) - min(values) <= 4:
            return "three to a straight"
    return "other"


@dataclass(frozen=True, slots=True)
class _Hand:
    site: str
    stakes: str
    game: str
    cards: list[str]
    big_bet: int
    net: int
    adjusted: int
    luck: int
    hand_id: int
    seat: int


def _hands(database: Database, player: str, site: str, game: str | None) -> list[_Hand]:
    rows = database.query(
        "SELECT h.site, h.unit, h.currency, h.ante, h.bring_in, h.small_bet, h.big_bet, "
        "h.game, s.cards, s.net, COALESCE(s.allin_adjusted_net, s.net), f.luck_net, h.id, "
        "s.seat FROM seats s JOIN hands h ON h.id = s.hand_id "
        "JOIN seat_facts f ON f.hand_id = s.hand_id AND f.seat = s.seat "
        "WHERE s.player = ? AND h.site = ? "
        + ("AND h.game = ? " if game is not None else "")
        + "ORDER BY h.played_at, h.id", (player, site, *([game] if game is not None else [])))
    hands = []
    for (site, unit, currency, ante, bring_in, small, big, game, cards, net, adjusted,
         luck, hand_id, seat) in rows:
        hands.append(_Hand(str(site), _stakes(unit, currency, ante, bring_in, small, big),
                           str(game), str(cards).split(), int(big or 0), int(net),
                           int(adjusted), int(luck), int(hand_id), int(seat)))
    return hands


def luck_adjusted(database: Database, hands: Sequence[_Hand]) -> list[int]:
    """The player's luck-adjusted net in each of his hands (cstud.db.luck, as the database
    stores it: ``seat_facts.luck_net``), his net where the hand does not qualify (no
    showdown, or a showdown hand not shown). A hand that qualifies adjusts every seat, his
    too when he folded (his deals moved his share of what was in the pot)."""
    return [hand.luck for hand in hands]


def _money(amount: int | None, unit: str) -> str:
    if amount is None:
        return "?"
    if unit == "cent":
        return f"{amount / 100:.2f}".rstrip("0").rstrip(".")
    return f"{amount:,}"


def _stakes(unit: str, currency: str | None, ante: int, bring_in: int | None,
            small: int | None, big: int | None) -> str:
    """Stakes as players write them: "0.04/0.08 USD, ante 0.01" (chips for tournaments)."""
    where = (currency or "cash") if unit == "cent" else "chips"
    return (f"{_money(small, unit)}/{_money(big, unit)} {where}, ante {_money(ante, unit)}, "
            f"bring-in {_money(bring_in, unit)}")


# --- SVG -------------------------------------------------------------------------------

_WIDTH, _HEIGHT, _MARGIN = 860, 300, 56
_LABEL_CHARACTERS = 60
_COLOURS = ("#1f6feb", "#d9480f", "#2f9e44")


def _scale(low: float, high: float, size: float, flip: bool) -> tuple[float, float]:
    """The factor and offset that map [low, high] to [0, size] (flipped for y)."""
    if high == low:
        high, low = high + 1, low - 1
    factor = size / (high - low)
    if flip:
        return -factor, size + low * factor
    return factor, -low * factor


def _line_chart(series: dict[str, list[float]], y_label: str) -> str:
    """A line per series over the hands, with a zero line and labelled axes."""
    values = [value for points in series.values() for value in points] or [0.0]
    count = max(len(points) for points in series.values()) if series else 0
    inner_w, inner_h = _WIDTH - 2 * _MARGIN, _HEIGHT - 2 * _MARGIN
    low, high = min(0.0, *values), max(0.0, *values)
    fx, ox = _scale(0, max(1, count - 1), inner_w, False)
    fy, oy = _scale(low, high, inner_h, True)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" height="{_HEIGHT}" '
             f'viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img">',
             f'<g transform="translate({_MARGIN},{_MARGIN})">',
             f'<rect width="{inner_w}" height="{inner_h}" fill="#fafafa" stroke="#ccc"/>',
             f'<line x1="0" x2="{inner_w}" y1="{oy:.1f}" y2="{oy:.1f}" stroke="#888" '
             'stroke-dasharray="4 3"/>']
    for value in (low, high):
        parts.append(f'<text x="-6" y="{fy * value + oy + 4:.1f}" text-anchor="end" '
                     f'font-size="11">{value:,.1f}</text>')
    parts.append(f'<text x="{inner_w / 2}" y="{inner_h + 30}" text-anchor="middle" '
                 f'font-size="12">hands ({count:,})</text>')
    parts.append(f'<text transform="translate(-42,{inner_h / 2}) rotate(-90)" '
                 f'text-anchor="middle" font-size="12">{html.escape(y_label)}</text>')
    for index, (name, points) in enumerate(series.items()):
        step = max(1, len(points) // MAX_CHART_POINTS)
        chosen = list(range(0, len(points), step))
        if points and chosen[-1] != len(points) - 1:
            chosen.append(len(points) - 1)
        path = " ".join(f"{fx * i + ox:.1f},{fy * points[i] + oy:.1f}" for i in chosen)
        colour = _COLOURS[index % len(_COLOURS)]
        dashes = ' stroke-dasharray="6 3"' if index else ""  # both show where they agree
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="1.6"{dashes} '
                     f'points="{path}"/>')
        parts.append(f'<text x="{10 + 220 * index}" y="-12" font-size="12" '
                     f'fill="{colour}">— {html.escape(name)}</text>')
    parts.append("</g></svg>")
    return "".join(parts)


def _bar_chart(rows: list[tuple[str, float, int]], x_label: str) -> str:
    """Horizontal bars: one per (label, value, hands), value in big bets per 100 hands."""
    bar, gap, label_width = 20, 8, 400
    inner_w = _WIDTH - label_width - _MARGIN
    height = max(1, len(rows)) * (bar + gap) + 2 * _MARGIN
    values = [value for _, value, _ in rows] or [0.0]
    fx, ox = _scale(min(0.0, *values), max(0.0, *values), inner_w, False)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" height="{height}" '
             f'viewBox="0 0 {_WIDTH} {height}" role="img">',
             f'<g transform="translate({label_width},{_MARGIN})">',
             f'<line x1="{ox:.1f}" x2="{ox:.1f}" y1="-6" y2="{len(rows) * (bar + gap)}" '
             'stroke="#888"/>']
    for index, (label, value, hands) in enumerate(rows):
        y = index * (bar + gap)
        x0, x1 = sorted((ox, fx * value + ox))
        colour = _COLOURS[0] if value >= 0 else _COLOURS[1]
        parts.append(f'<rect x="{x0:.1f}" y="{y}" width="{max(1.0, x1 - x0):.1f}" '
                     f'height="{bar}" fill="{colour}"/>')
        if len(label) > _LABEL_CHARACTERS:
            label = label[:_LABEL_CHARACTERS - 1] + "…"
        parts.append(f'<text x="-8" y="{y + 14}" text-anchor="end" font-size="11">'
                     f'{html.escape(label)} ({hands:,})</text>')
        # The figure goes right of the bar, or right of the zero line for a loss, so that
        # it never runs into the labels.
        parts.append(f'<text x="{(x1 if value >= 0 else ox) + 4:.1f}" y="{y + 14}" '
                     f'font-size="11">{value:,.1f}</text>')
    parts.append(f'<text x="{inner_w / 2}" y="{len(rows) * (bar + gap) + 24}" '
                 f'text-anchor="middle" font-size="12">{html.escape(x_label)}</text>')
    parts.append("</g></svg>")
    return "".join(parts)


def _per_100(groups: dict[str, list[_Hand]]) -> list[tuple[str, float, int]]:
    rows = []
    for label, hands in groups.items():
        known = [hand for hand in hands if hand.big_bet > 0]
        value = 100 * sum(hand.net / hand.big_bet for hand in known) / len(known) if known else 0
        rows.append((label, value, len(hands)))
    return rows


def _stats_table(results: list[PlayerStats]) -> str:
    head = "".join(f"<th>{html.escape(r.game)} ({r.hands:,} hands)</th><th>sample</th>"
                   for r in results)
    body = []
    for stat in STATS:
        cells = []
        for result in results:
            value = getattr(result, stat.name)
            if value.value is None:
                shown = "-"
            elif isinstance(value.value, float):
                shown = f"{value.value:,.1f}"
            else:
                shown = f"{value.value:,}"
            cells.append(f"<td>{shown}</td><td class=n>{value.sample:,}</td>")
        body.append(f'<tr><th title="{html.escape(stat.definition)}">{stat.name}</th>'
                    f'{"".join(cells)}</tr>')
    return (f"<table><thead><tr><th>statistic</th>{head}</tr></thead><tbody>"
            f"{''.join(body)}</tbody></table>")


def build_report(database: Database, player: str, *, site: str | None = None,
                 game: str | None = None) -> str:
    """The report's HTML text: of ``player`` at ``site`` (which may be left out when he
    played at one site only), in every game or in ``game``."""
    from cstud.db import stats

    results = stats(database, player=player, site=site, game=game)
    sites = sorted({result.site for result in results})
    where = (f" at {site}" if site is not None else "") + (f" in {game}" if game else "")
    if not results:
        raise ReportError(f"no hands of {player!r}{where} in the database")
    if len(sites) > 1:
        # A screen name at two sites is two players: the report is of one of them.
        raise ReportError(f"{player!r} is a player at {len(sites)} sites "
                          f"({', '.join(sites)}): name one with --site")
    site = sites[0]
    hands = _hands(database, player, site, game)
    if not hands:
        raise ReportError(f"no hands of {player!r}{where} in the database")
    actual, adjusted, lucky = [], [], []
    total = total_adjusted = total_luck = 0.0
    for hand, luck_net in zip(hands, luck_adjusted(database, hands), strict=True):
        if hand.big_bet > 0:
            total += hand.net / hand.big_bet
            total_adjusted += hand.adjusted / hand.big_bet
            total_luck += luck_net / hand.big_bet
        actual.append(total)
        adjusted.append(total_adjusted)
        lucky.append(total_luck)
    by_class: dict[str, list[_Hand]] = defaultdict(list)
    for hand in hands:
        by_class[starting_hand_class(hand.cards, hand.game)].append(hand)
    classes = _per_100({name: by_class[name] for name in STARTING_CLASSES if by_class[name]})
    by_stakes: dict[str, list[_Hand]] = defaultdict(list)
    for hand in hands:
        by_stakes[f"{hand.site} {hand.stakes}"].append(hand)
    stakes = _per_100(dict(sorted(by_stakes.items())))
    name = html.escape(f"{player} at {site}" + (f", {game}" if game else ""))
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>cstud report: {name}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em auto; max-width: 64em; color: #222; }}
table {{ border-collapse: collapse; font-size: 0.9em; }}
th, td {{ border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; text-align: right; }}
th:first-child {{ text-align: left; }}
td.n {{ color: #888; }}
h2 {{ margin-top: 1.6em; }}
</style></head><body>
<h1>{name}</h1>
<p>{len(hands):,} hands. Every statistic is defined in docs/DATABASE.md (hover a name for
its definition); each is shown with its sample, the hands where the player had the
chance.</p>
<h2>Cumulative winnings, in big bets</h2>
<p>Actual; all-in adjusted: each hand all in before 7th street with the cards known
counted at the player's equity share; luck adjusted: each hand that reached a showdown with
the cards shown counted without what every deal of cards gave or took from him, at his
equity when the cards came (docs/DATABASE.md).</p>
{_line_chart({"actual": actual, "all-in adjusted": adjusted, "luck adjusted": lucky},
             "big bets won")}
<h2>Results by 3rd-street starting hand</h2>
{_bar_chart(classes, "big bets per 100 hands (hands in brackets)")}
<h2>Results by site and stakes</h2>
{_bar_chart(stakes, "big bets per 100 hands (hands in brackets)")}
<h2>Statistics</h2>
{_stats_table(results)}
<p><small>Made by cstud from {html.escape(database.location)}.</small></p>
</body></html>
"""


def write_report(database: Database, player: str, path: str | Path, *,
                 site: str | None = None, game: str | None = None) -> None:
    """Write the report of ``player`` (see :func:`build_report`) to ``path``."""
    text = build_report(database, player, site=site, game=game)
    Path(path).write_text(text, encoding="utf-8")
