"""iPoker network XML histories (a session file holding several games).

::

    <session sessioncode="...">
      <general><gametype>7 Card Stud Hi-Lo L €0.05/€0.10</gametype> ...
      <game gamecode="5710054735">
        <general><players><player seat="1" name="Player0" chips="€1" win="€0" bet="€0.41"/>
        <round no="2"><cards type="Third Street" player="Player0">D7 D4 DK</cards>
                      <action no="4" player="Player0" type="3" sum="€0.05"/> ...

Round 0 holds the antes, rounds 2 to 6 the streets; each round lists a player's cards and
then his actions, player by player, so the actions are put back in order by their ``no``.
Cards are written suit first ("CQ", "C10"; "X" when hidden). Action types: 0 fold, 3 call,
4 check, 5 bet, 7 all-in, 15 ante, 16 bring-in, 23 raise; ``sum`` is what the action adds,
except for a raise, where it is the player's total on the street. There are no award lines:
each player's ``win`` (returned bets included) is his award, and his ``bet`` (everything he
put in) is checked against the actions. Some tournament files overstate the ``bet`` of a
player who raised by one ante; where the wins add up to the pot the actions give, and the
``bet`` figures do not, the hand is judged from its actions with a note. The rake is not
stated. A session lists its empty seats too (``name=""``, nothing bet or won), and names a
tournament by ``<tournamentcode>`` or, in older files, only by ``<tournamentname>`` (its
number then in the ``<tablename>``: "$5 Limit 7 Card Stud, 699476041, 699476041"); a
tournament's amounts are chips.
"""

from __future__ import annotations

import re
from functools import partial

from cstud.game.actions import ActionKind
from cstud.histories._build import (
    STAKES,
    HandBuilder,
    guarded,
    parse_card,
    parse_number,
    quote,
)
from cstud.histories._games import OtherGame, game_named
from cstud.histories._xml import Element, XmlGame, XmlResult, parse_games
from cstud.histories.model import Hand, HistoryError, Street
from cstud.showdown import Game

SITE = "iPoker"

_STREETS = {"2": Street.THIRD, "3": Street.FOURTH, "4": Street.FIFTH, "5": Street.SIXTH,
            "6": Street.SEVENTH}
_KINDS = {"3": ActionKind.CALL, "5": ActionKind.BET, "16": ActionKind.BRING_IN}


def is_ipoker(text: str) -> bool:
    head = text.lstrip("\ufeff \t\r\n")[:300]
    return head.startswith("<?xml") and "<session" in head


def parse_file(text: str, source: str) -> list[Hand | HistoryError | OtherGame]:
    """Every game of an iPoker session file: the hand, what other game it is, or the error
    that stopped it (a game that is not well-formed XML costs only itself; a file whose
    session header is not raises a HistoryError)."""
    return [guarded(game.read, source, game.line) if isinstance(game, XmlGame) else game
            for game in games(text, source)]


def games(text: str, source: str) -> list[XmlResult]:
    """:func:`parse_file` with each stud game's header read (its ``gamecode``) and the rest
    left to its ``read``."""
    root = parse_games(text, source)
    lines = text.splitlines()
    results: list[XmlResult] = []
    for session in root.find_all("session"):
        general = session.find("general")
        gametype = general.find("gametype") if general is not None else None
        game_name = gametype.text.strip() if gametype is not None else ""
        found = game_named(game_name)
        if found.game is None:
            results.extend(OtherGame(found.other or game_name, game.line)
                           for game in session.find_all("game"))
            continue
        currency = general.find("tablecurrency") if general is not None else None
        table = general.find("tablename") if general is not None else None
        tournament = _tournament(general, table)
        for game in session.find_all("game"):
            if game.error is not None:
                results.append(game.error)
                continue
            results.append(XmlGame(_hand_id(game), game.line, partial(
                _parse_game, game, game_name, found.game, currency, tournament, source, lines,
                table.text.strip() if table else None)))
    return results


def _hand_id(game: Element) -> str:
    return game.attrib.get("gamecode", "?")


def _tournament(general: Element | None, table: Element | None) -> str | None:
    """The session's tournament, or None for a cash game: its code, else (a session that
    names the tournament but gives no code) the number in the table's name, else its name."""
    if general is None:
        return None
    code = general.find("tournamentcode")
    if code is not None:
        return code.text.strip()
    name = general.find("tournamentname")
    if name is None:
        return None
    numbers = re.findall(r"(?:^|, )(\d+)(?=,|$)", table.text.strip() if table else "")
    return numbers[0] if numbers else name.text.strip()


def _parse_game(game: Element, game_name: str, kind: Game, currency: Element | None,
                tournament: str | None, source: str, lines: list[str],
                table: str | None) -> Hand:
    b = HandBuilder(site=SITE, hand_id=_hand_id(game), source=source,
                    line=game.line, text="\n".join(lines[game.line - 1:game.end_line]) + "\n",
                    unit="chip" if tournament is not None else "cent",
                    currency=None if tournament is not None else (
                        currency.text.strip() if currency is not None else None),
                    tournament=tournament)
    b.table = table
    b.game = kind
    stakes = STAKES.search(game_name)
    if stakes:
        b.small_bet = b.amount(stakes["small"], game.line)
        b.big_bet = b.amount(stakes["big"], game.line)
    players = game.iter("player")
    if not players:
        raise b.error("the game has no players", game.line)
    wins: list[tuple[str, int, int]] = []
    stated: list[tuple[str, int, int]] = []   # each player's bet attribute
    for player in players:
        name = player.attrib.get("name", "")
        seat = player.attrib.get("seat", "")
        if not name and _empty_seat(b, player):
            continue
        if not name or not seat:
            raise b.error("a player without a seat or a name", player.line)
        b.seat(parse_number(seat, "seat", player.line, b), name,
               b.amount(player.attrib.get("chips", ""), player.line), player.line)
        stated.append((name, b.amount(player.attrib.get("bet", ""), player.line), player.line))
        wins.append((name, b.amount(player.attrib.get("win", ""), player.line), player.line))
    rounds = game.find_all("round")
    if not rounds:
        raise b.error("the game is cut off: it has no rounds", game.line)
    for round_ in rounds:
        number = round_.attrib.get("no", "")
        if number in _STREETS:
            b.start_street(_STREETS[number], round_.line)
            for cards in round_.find_all("cards"):
                _deal(b, cards)
        actions = sorted(round_.find_all("action"), key=lambda action: parse_number(
            action.attrib.get("no", "0") or "0", "action number", action.line, b))
        for action in actions:
            _action(b, action)
    for name, amount, line in wins:
        b.award(name, amount, line)
    _check_bets(b, stated, sum(amount for _, amount, _ in wins))
    for name in b.names:
        dealt = b.player(name, game.line)
        if dealt.in_hand and not dealt.folded and dealt.cards and None not in dealt.cards:
            b.show(name, list(dealt.cards), game.line)  # all his cards are tabled
    return b.build(game.line)


def _check_bets(b: HandBuilder, stated: list[tuple[str, int, int]], won: int) -> None:
    """Each player's ``bet`` attribute, checked against his actions when the hand is built;
    but when the wins are exactly the pot that the actions give and not the pot that the
    ``bet`` figures give, the figures that differ are noted instead."""
    put_in = {name: b.player(name, line).put_in for name, _, line in stated}
    wrong = [(name, amount, line) for name, amount, line in stated if amount != put_in[name]]
    if wrong and won == sum(put_in.values()) != sum(amount for _, amount, _ in stated):
        for name, amount, _ in wrong:
            b.notes.append(f"the site says {name} bet {amount}, his actions put in "
                           f"{put_in[name]}: judged from the actions, whose pot the wins "
                           "match")
        return
    for name, amount, line in stated:
        b.state_put_in(name, amount, line)


def _empty_seat(b: HandBuilder, player: Element) -> bool:
    """An empty seat as a session lists it: no name, and nothing bet or won."""
    return all(b.amount(player.attrib.get(key) or "0", player.line) == 0
               for key in ("chips", "bet", "win"))


def _card(b: HandBuilder, token: str, line: int) -> object:
    """'CQ' -> Qc, 'C10' -> Tc, 'X' -> None."""
    if token.upper() == "X":
        return None
    return parse_card(token[1:] + token[0].lower(), line, b)


def _deal(b: HandBuilder, element: Element) -> None:
    name = element.attrib.get("player", "")
    cards = [_card(b, token, element.line) for token in element.text.split()]
    street = b.street or Street.THIRD
    expected = 3 if street is Street.THIRD else 1
    if len(cards) != expected:
        raise b.error(f"{len(cards)} cards dealt to {name} on {street.label}", element.line)
    b.deal(name, cards, 0 if expected == 3 else int(street) - 1,  # type: ignore[arg-type]
           element.line)


def _action(b: HandBuilder, action: Element) -> None:
    name = action.attrib.get("player", "")
    kind = action.attrib.get("type", "")
    line = action.line
    amount = b.amount(action.attrib.get("sum", "0"), line)
    if kind == "15":
        b.post_ante(name, amount, line)
    elif kind in _KINDS:
        b.act(name, _KINDS[kind], line, amount=amount)
    elif kind == "23":
        b.act(name, ActionKind.RAISE, line, total=amount)
    elif kind == "7":
        b.go_all_in(name, line, amount=amount)
    elif kind == "4":
        b.act(name, ActionKind.CHECK, line)
    elif kind == "0":
        b.act(name, ActionKind.FOLD, line)
    else:
        raise b.error(f"unknown action type {quote(kind)}", line)
