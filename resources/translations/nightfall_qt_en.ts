<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
    <context>
        <name>CardPreview</name>
        <message numerus="yes">
            <source>{kinds} · %n copies</source>
            <translation>
                <numerusform>{kinds} · %n copy</numerusform>
                <numerusform>{kinds} · %n copies</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ChainPreview</name>
        <message numerus="yes">
            <source>resolves %n time(s)</source>
            <translation>
                <numerusform>resolves %n time</numerusform>
                <numerusform>resolves %n times</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup} ({variants}).</source>
            <translation>
                <numerusform>A new game begins: %n players, {setup} ({variants}).</numerusform>
                <numerusform>A new game begins: %n players, {setup} ({variants}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence (discarding a card).</source>
            <translation>
                <numerusform>{player} gains %n influence (discarding a card).</numerusform>
                <numerusform>{player} gains %n influence (discarding a card).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence (discarding a card).</source>
            <translation>
                <numerusform>You gain %n influence (discarding a card).</numerusform>
                <numerusform>You gain %n influence (discarding a card).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}).</source>
            <translation>
                <numerusform>{player} gains %n influence ({card}).</numerusform>
                <numerusform>{player} gains %n influence ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence ({card}).</source>
            <translation>
                <numerusform>You gain %n influence ({card}).</numerusform>
                <numerusform>You gain %n influence ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} absorbs %n damage.</source>
            <translation>
                <numerusform>{card} absorbs %n damage.</numerusform>
                <numerusform>{card} absorbs %n damage.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cards are exiled from archive {number} (%n left).</source>
            <translation>
                <numerusform>Cards are exiled from archive {number} (%n left).</numerusform>
                <numerusform>Cards are exiled from archive {number} (%n left).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup}.</source>
            <translation>
                <numerusform>A new game begins: %n players, {setup}.</numerusform>
                <numerusform>A new game begins: %n players, {setup}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (%n times).</source>
            <translation>
                <numerusform>{card} resolves (%n time).</numerusform>
                <numerusform>{card} resolves (%n times).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n influence.</source>
            <translation>
                <numerusform>{player} loses %n influence.</numerusform>
                <numerusform>{player} loses %n influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n influence.</source>
            <translation>
                <numerusform>You lose %n influence.</numerusform>
                <numerusform>You lose %n influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s claims cost %n less this turn.</source>
            <translation>
                <numerusform>{player}'s claims cost %n less this turn.</numerusform>
                <numerusform>{player}'s claims cost %n less this turn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your claims cost %n less this turn.</source>
            <translation>
                <numerusform>Your claims cost %n less this turn.</numerusform>
                <numerusform>Your claims cost %n less this turn.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} claims {card} for %n influence.</source>
            <translation>
                <numerusform>{player} claims {card} for %n influence.</numerusform>
                <numerusform>{player} claims {card} for %n influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You claim {card} for %n influence.</source>
            <translation>
                <numerusform>You claim {card} for %n influence.</numerusform>
                <numerusform>You claim {card} for %n influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} cannot pay the %n influence {card} costs and claims nothing.</source>
            <translation>
                <numerusform>{player} cannot pay the %n influence {card} costs and claims nothing.</numerusform>
                <numerusform>{player} cannot pay the %n influence {card} costs and claims nothing.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You cannot pay the %n influence {card} costs and claim nothing.</source>
            <translation>
                <numerusform>You cannot pay the %n influence {card} costs and claim nothing.</numerusform>
                <numerusform>You cannot pay the %n influence {card} costs and claim nothing.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes %n damage.</source>
            <translation>
                <numerusform>{card} takes %n damage.</numerusform>
                <numerusform>{card} takes %n damage.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} takes %n damage.</source>
            <translation>
                <numerusform>{player} takes %n damage.</numerusform>
                <numerusform>{player} takes %n damage.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take %n damage.</source>
            <translation>
                <numerusform>You take %n damage.</numerusform>
                <numerusform>You take %n damage.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} shuffles the discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>{player} shuffles the discard pile into a new deck (%n card).</numerusform>
                <numerusform>{player} shuffles the discard pile into a new deck (%n cards).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You shuffle your discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>You shuffle your discard pile into a new deck (%n card).</numerusform>
                <numerusform>You shuffle your discard pile into a new deck (%n cards).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} uses the wound effect: discards %n wound(s), draws {drawn}.</source>
            <translation>
                <numerusform>{player} uses the wound effect: discards %n wound, draws {drawn}.</numerusform>
                <numerusform>{player} uses the wound effect: discards %n wounds, draws {drawn}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You use the wound effect: discard %n wound(s), draw {drawn}.</source>
            <translation>
                <numerusform>You use the wound effect: discard %n wound, draw {drawn}.</numerusform>
                <numerusform>You use the wound effect: discard %n wounds, draw {drawn}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: {player} wins with %n wound(s).</source>
            <translation>
                <numerusform>Game over: {player} wins with %n wound.</numerusform>
                <numerusform>Game over: {player} wins with %n wounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: you win with %n wound(s).</source>
            <translation>
                <numerusform>Game over: you win with %n wound.</numerusform>
                <numerusform>Game over: you win with %n wounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (kicker active, %n times).</source>
            <translation>
                <numerusform>{card} resolves (kicker active, %n time).</numerusform>
                <numerusform>{card} resolves (kicker active, %n times).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <source>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</source>
            <translation>
                <numerusform>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</numerusform>
                <numerusform>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message numerus="yes">
            <source>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</source>
            <translation>
                <numerusform>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</numerusform>
                <numerusform>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message numerus="yes">
            <source>Claim cards or discard for influence (%n influence left), or end the phase.</source>
            <translation>
                <numerusform>Claim cards or discard for influence (%n influence left), or end the phase.</numerusform>
                <numerusform>Claim cards or discard for influence (%n influence left), or end the phase.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SaveError</name>
        <message numerus="yes">
            <source>the save lists %n seats but the game has {players} players</source>
            <translation>
                <numerusform>the save lists %n seat but the game has {players} players</numerusform>
                <numerusform>the save lists %n seats but the game has {players} players</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message numerus="yes">
            <source>{file}: %n damaged game record(s) were ignored</source>
            <translation>
                <numerusform>{file}: %n damaged game record was ignored</numerusform>
                <numerusform>{file}: %n damaged game records were ignored</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message numerus="yes">
            <source>Delete the statistics of all %n finished games? This cannot be undone.</source>
            <translation>
                <numerusform>Delete the statistics of the %n finished game? This cannot be undone.</numerusform>
                <numerusform>Delete the statistics of all %n finished games? This cannot be undone.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>wounds in each of the last %n game(s)</source>
            <translation>
                <numerusform>wounds in the last %n game</numerusform>
                <numerusform>wounds in each of the last %n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished games recorded.</source>
            <translation>
                <numerusform>%n finished game recorded.</numerusform>
                <numerusform>%n finished games recorded.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableMarks</name>
        <message numerus="yes">
            <source>{player}: influence doubled %n time(s)</source>
            <translation>
                <numerusform>{player}: influence doubled %n time</numerusform>
                <numerusform>{player}: influence doubled %n times</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}: may claim from %n enemy private archive(s)</source>
            <translation>
                <numerusform>{player}: may claim from %n enemy private archive</numerusform>
                <numerusform>{player}: may claim from %n enemy private archives</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message numerus="yes">
            <source>{card} — {owner}, cost {cost}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, cost {cost}, %n left</numerusform>
                <numerusform>{card} — {owner}, cost {cost}, %n left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, %n left</numerusform>
                <numerusform>{card} — {owner}, %n left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Why</name>
        <message numerus="yes">
            <source>%n playouts.</source>
            <translation>
                <numerusform>%n playout.</numerusform>
                <numerusform>%n playouts.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WhyNot</name>
        <message numerus="yes">
            <source>costs %n influence; you have {left}</source>
            <translation>
                <numerusform>costs %n influence; you have {left}</numerusform>
                <numerusform>costs %n influence; you have {left}</numerusform>
            </translation>
        </message>
    </context>
</TS>
