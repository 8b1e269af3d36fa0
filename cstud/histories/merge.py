"""Merge Network (Carbon Poker and others) XML histories.

::

    <description type="7-Stud H/L8" stakes="Limit $0.25/$0.50"/>
    <game id="40263637-116" ... gametype="43" data="20110908|Euphrates (40263637)|...|false">
      <players dealer="7"><player seat="5" nickname="Player1" balance="$9.92" .../> ...
      <round id="THIRD_STREET"><event type="CALL" player="5" amount="0.05"/> ...
      <round id="END_OF_GAME"><winner amount="4.23" potnumber="1" player="5" pottype="n"/>

A file holds one or more games after a description; in a mixed-game file (HORSE) the games
of other kinds are counted and skipped (see GAME_CODES for the stud games). Players are named
by seat number in events. Amounts are what each action adds, but a RAISE's, which is the
raiser's whole bet on the street ("RAISE amount=1.00" after his bring-in of 0.10 makes his bet
1.00, as the next raise to 1.50 and the calls of what each owes show). Each street's cards are
listed after its betting, every player's cards so far ("null" for a hidden one). Winners name
the pot (``potnumber``, 1 for the main pot) and the half (``pottype`` h or l); an ``uncalled``
winner is a bet returned. The rake is not stated.
"""

from __future__ import annotations

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
from cstud.histories._games import OtherGame
from cstud.histories._xml import Element, XmlGame, XmlResult, parse_games
from cstud.histories.model import Hand, HistoryError, Street
from cstud.showdown import Game

SITE = "Merge"
GAME_CODES: dict[str, Game] = {"39": "stud", "41": "stud", "43": "stud8", "45": "stud8",
                               "47": "razz", "49": "razz"}
"""The engine's game for each Merge game type, cash and tournament (a HORSE file names each
game's type as its ``multigametype``): Stud Hi/Lo 43 and 45, Razz 47 and 49, Stud 41 in
tournaments (the HORSE file's games), each tournament code two above the cash game's; cash
Stud is taken as 39 by that rule (no such file was seen)."""
_OTHER_GAMES = {"23": "Hold'em", "37": "Omaha"}   # in the HORSE tournament file

_STREETS = {"BRING_IN": Street.THIRD, "THIRD_STREET": Street.THIRD,
            "FOURTH_STREET": Street.FOURTH, "FIFTH_STREET": Street.FIFTH,
            "SIXTH_STREET": Street.SIXTH, "SEVENTH_STREET": Street.SEVENTH}
_KINDS = {"BRING_IN": ActionKind.BRING_IN, "COMPLETE": ActionKind.COMPLETE,
          "BET": ActionKind.BET, "CALL": ActionKind.CALL}


def is_merge(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith(("<description", "<game "))


def parse_file(text: str, source: str) -> list[Hand | HistoryError | OtherGame]:
    """Every game in a Merge file: the hand, what other game it is, or the error that stopped
    it (a game that is not well-formed XML costs only itself; a file whose start is not
    raises a HistoryError)."""
    return [guarded(game.read, source, game.line) if isinstance(game, XmlGame) else game
            for game in games(text, source)]


def games(text: str, source: str) -> list[XmlResult]:
    """:func:`parse_file` with each stud game's header read (its ``id`` and game type, from
    its ``<game>`` tag) and the rest left to its ``read``."""
    root = parse_games(text, source)
    lines = text.splitlines()
    results: list[XmlResult] = []
    description: Element | None = None
    for element in root.children:
        if element.tag == "description":
            description = element
        elif element.tag == "game" and element.error is not None:
            results.append(element.error)
        elif element.tag == "game":
            attrib = element.attrib
            code = attrib.get("multigametype") or attrib.get("gametype", "")
            if code not in GAME_CODES:
                results.append(OtherGame(_OTHER_GAMES.get(code, f"Merge game type {code}"),
                                         element.line))
                continue
            results.append(XmlGame(attrib.get("id", "?"), element.line, partial(
                _parse_game, element, GAME_CODES[code], description, source, lines)))
    return results


def _parse_game(game: Element, game_kind: Game, description: Element | None, source: str,
                lines: list[str]) -> Hand:
    attrib = game.attrib
    hand_id = attrib.get("id", "?")
    data = attrib.get("data", "").split("|")
    tournament = len(data) >= 5 and data[-1] == "true"
    stakes_text = description.attrib.get("stakes", "") if description is not None else ""
    b = HandBuilder(site=SITE, hand_id=hand_id, source=source, line=game.line,
                    text=_game_text(lines, game), unit="chip" if tournament else "cent",
                    currency=None if tournament else "USD",
                    tournament=data[2] if tournament and len(data) > 2 else None)
    b.table = data[1] if len(data) > 1 and data[1] else None
    b.game = game_kind
    b.fixed_limit = not stakes_text.startswith(("No Limit", "Pot Limit"))
    stakes = STAKES.search(stakes_text)
    if stakes and b.fixed_limit:
        b.small_bet = b.amount(stakes["small"], game.line)
        b.big_bet = b.amount(stakes["big"], game.line)
    players = game.find("players")
    if players is None:
        raise b.error("the game has no players", game.line)
    names: dict[str, str] = {}
    for player in players.find_all("player"):
        if player.attrib.get("dealtin") == "false":
            continue
        seat, name = player.attrib.get("seat", ""), player.attrib.get("nickname", "")
        if not seat or not name:
            raise b.error("a player without a seat or a name", player.line)
        names[seat] = name
        b.seat(parse_number(seat, "seat", player.line, b), name,
               b.amount(player.attrib.get("balance", ""), player.line), player.line)
    ended = False
    for round_ in game.find_all("round"):
        kind = round_.attrib.get("id", "")
        if kind in _STREETS:
            street = _STREETS[kind]
            if b.street is not street:
                b.start_street(street, round_.line)
        elif kind in ("END_OF_GAME", "END_OF_FOLDED_GAME"):
            ended = True
        for child in round_.children:
            if child.tag == "event":
                _event(b, names, child, showdown=kind == "SHOWDOWN")
            elif child.tag == "cards":
                _cards(b, names, child)
            elif child.tag == "winner":
                _winner(b, names, child)
    if not ended:
        raise b.error("the game is cut off: it has no END_OF_GAME round", game.line)
    return b.build(game.line)


def _game_text(lines: list[str], game: Element) -> str:
    """The game's lines in the file (from its <game> line to its </game>)."""
    return "\n".join(lines[game.line - 1:game.end_line]) + "\n"


def _name(b: HandBuilder, names: dict[str, str], element: Element) -> str:
    seat = element.attrib.get("player", "")
    if seat not in names:
        raise b.error(f"no player is dealt in at seat {quote(seat)}", element.line)
    return names[seat]


def _event(b: HandBuilder, names: dict[str, str], event: Element, *, showdown: bool) -> None:
    kind = event.attrib.get("type", "")
    line = event.line
    if kind in ("CHAT", "PLAYER_OUT", "SHOW"):
        return  # a SHOW's cards follow in a <cards type="SHOWN"> element
    name = _name(b, names, event)
    amount = event.attrib.get("amount")
    if kind == "ANTE":
        b.post_ante(name, b.amount(amount or "", line), line)
    elif kind in _KINDS:
        b.act(name, _KINDS[kind], line, amount=b.amount(amount or "", line))
    elif kind == "RAISE":
        b.act(name, ActionKind.RAISE, line, total=b.amount(amount or "", line))
    elif kind == "ALL_IN":
        b.go_all_in(name, line, amount=b.amount(amount or "", line))
    elif kind == "CHECK":
        b.act(name, ActionKind.CHECK, line)
    elif kind == "FOLD":
        b.act(name, ActionKind.FOLD, line)
    elif kind == "MUCK":
        if showdown:  # a lone winner "mucks" too: that is not giving up the pot
            b.muck(name, line)
    else:
        raise b.error(f"unknown event type {quote(kind)}", line)


def _cards(b: HandBuilder, names: dict[str, str], element: Element) -> None:
    kind = element.attrib.get("type", "")
    name = _name(b, names, element)
    line = element.line
    cards = [parse_card(token, line, b) for token in element.attrib.get("cards", "").split(",")]
    if kind in ("HOLE", "DRAW_DRAWN_CARDS"):
        b.deal(name, cards, 0, line)
    elif kind in ("SHOWN", "MUCKED"):
        b.show(name, cards, line, mucked=kind == "MUCKED")
    else:
        raise b.error(f"unknown cards type {quote(kind)}", line)


def _winner(b: HandBuilder, names: dict[str, str], winner: Element) -> None:
    name = _name(b, names, winner)
    line = winner.line
    amount = b.amount(winner.attrib.get("amount", ""), line)
    if winner.attrib.get("uncalled") == "true":
        b.return_uncalled(name, amount, line)
        return
    number = winner.attrib.get("potnumber", "1")
    pot = parse_number(number, "pot number", line, b) - 1 if number.isdigit() else None
    if pot is not None and pot < 0:
        pot = None
    half = {"h": "high", "l": "low"}.get(winner.attrib.get("pottype", ""))
    b.award(name, amount, line, pot=pot, half=half)  # type: ignore[arg-type]
