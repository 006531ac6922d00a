<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>An unofficial fan edition, not made or endorsed by Alderac Entertainment Group (AEG) or by David Gregg. The game Nightfall, its name, card names, card texts and rules belong to AEG and its designer.</source>
            <translation>Nieoficjalna edycja fanowska, niestworzona ani niezatwierdzona przez Alderac Entertainment Group (AEG) ani przez Davida Gregga. Gra Nightfall, jej nazwa, nazwy i teksty kart oraz zasady należą do AEG i autora gry.</translation>
        </message>
        <message>
            <source>Copyright © 2026 the Nightfall Qt developers. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
            <translation>Copyright © 2026 twórcy Nightfall Qt. Ten program jest wolnym oprogramowaniem: możesz go rozpowszechniać i/lub modyfikować na warunkach GNU General Public License w wersji 3 lub (według twojego wyboru) dowolnej późniejszej (GPL-3.0-or-later). Jest dostarczany BEZ JAKIEJKOLWIEK GWARANCJI.</translation>
        </message>
        <message>
            <source>Sound through miniaudio (David Reid) and its Python bindings pyminiaudio (Irmen de Jong), MIT licence. The sound effects are the project's own, synthesised by scripts/make_sounds.py (GPL-3.0-or-later).</source>
            <translation>Dźwięk dzięki miniaudio (David Reid) i jego powiązaniom dla Pythona pyminiaudio (Irmen de Jong), licencja MIT. Efekty dźwiękowe są dziełem projektu, syntezowane przez scripts/make_sounds.py (GPL-3.0-or-later).</translation>
        </message>
        <message>
            <source>The licence: GNU GPL version 3</source>
            <translation>Licencja: GNU GPL w wersji 3</translation>
        </message>
        <message>
            <source>The icons: game-icons.net · CC BY 3.0</source>
            <translation>Ikony: game-icons.net · CC BY 3.0</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>O &amp;Qt</translation>
        </message>
        <message>
            <source>Nightfall Qt {version}</source>
            <translation>Nightfall Qt {version}</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), used under the GNU Lesser General Public License, version 3.</source>
            <translation>Zbudowano z użyciem Qt {qt} i Qt for Python (PySide6 {pyside}), na warunkach GNU Lesser General Public License w wersji 3.</translation>
        </message>
        <message>
            <source>Card illustrations: icons from game-icons.net by {authors}, used under the Creative Commons Attribution 3.0 licence (CC BY 3.0); their shapes are unchanged, coloured by the app.</source>
            <translation>Ilustracje kart: ikony z game-icons.net, autorzy: {authors}, użyte na licencji Creative Commons Uznanie autorstwa 3.0 (CC BY 3.0); ich kształty są niezmienione, aplikacja je koloruje.</translation>
        </message>
    </context>
    <context>
        <name>AnimationSpeed</name>
        <message>
            <source>Off</source>
            <translation>Wyłączona</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Szybka</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalna</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Wolna</translation>
        </message>
    </context>
    <context>
        <name>AppServices</name>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.

{error}</source>
            <translation>Nie udało się użyć twojego pliku kart; zamiast niego używany jest dołączony plik cards.yaml.

{error}</translation>
        </message>
        <message>
            <source>{file}: cannot save the settings ({reason})</source>
            <translation>{file}: nie można zapisać ustawień ({reason})</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStrip</name>
        <message>
            <source>Secret archive</source>
            <translation>Sekretne archiwum</translation>
        </message>
        <message>
            <source>×{left} · {owner}</source>
            <translation>×{left} · {owner}</translation>
        </message>
        <message>
            <source>common</source>
            <translation>wspólne</translation>
        </message>
    </context>
    <context>
        <name>AutoPass</name>
        <message>
            <source>You pass — no card in your hand can follow.</source>
            <translation>Pasujesz — żadna karta z twojej ręki nie może się dołączyć.</translation>
        </message>
        <message>
            <source>You start no chain — no card in your hand can start one.</source>
            <translation>Nie zaczynasz łańcucha — żadna karta z twojej ręki nie może go zacząć.</translation>
        </message>
        <message>
            <source>{player} passes — no card can follow.</source>
            <translation>{player} pasuje — żadna karta nie może się dołączyć.</translation>
        </message>
        <message>
            <source>{player} starts no chain — no card can start one.</source>
            <translation>{player} nie zaczyna łańcucha — żadna karta nie może go zacząć.</translation>
        </message>
    </context>
    <context>
        <name>Autosaver</name>
        <message>
            <source>Autosave failed: {reason} ({folder})</source>
            <translation>Automatyczny zapis nie powiódł się: {reason} ({folder})</translation>
        </message>
        <message>
            <source>Statistics not saved: {reason} ({file})</source>
            <translation>Nie zapisano statystyk: {reason} ({file})</translation>
        </message>
        <message>
            <source>Replay not kept: {reason} ({folder})</source>
            <translation>Nie zachowano powtórki: {reason} ({folder})</translation>
        </message>
    </context>
    <context>
        <name>CardData</name>
        <message>
            <source>the file cannot be read ({reason})</source>
            <translation>nie można odczytać pliku ({reason})</translation>
        </message>
        <message>
            <source>unsupported format {value}</source>
            <translation>nieobsługiwany format {value}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>plik jest pusty</translation>
        </message>
        <message>
            <source>missing edition(s) {editions}</source>
            <translation>brakujące edycje {editions}</translation>
        </message>
        <message>
            <source>no pairs</source>
            <translation>brak par</translation>
        </message>
        <message>
            <source>at least one pair</source>
            <translation>co najmniej jedna para</translation>
        </message>
        <message>
            <source>cannot read the editions file: {reason}</source>
            <translation>nie można odczytać pliku edycji: {reason}</translation>
        </message>
        <message>
            <source>YAML syntax error: {problem}</source>
            <translation>błąd składni YAML: {problem}</translation>
        </message>
        <message>
            <source>'format: 1' and 'editions:'</source>
            <translation>'format: 1' i 'editions:'</translation>
        </message>
        <message>
            <source>edition '{edition}' is listed twice</source>
            <translation>edycja '{edition}' występuje dwa razy</translation>
        </message>
        <message>
            <source>each edition once</source>
            <translation>każda edycja jeden raz</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>liczba kart: {count}</translation>
        </message>
        <message>
            <source>a pair [minion, action]</source>
            <translation>para [sługa, akcja]</translation>
        </message>
        <message>
            <source>{value} is too large</source>
            <translation>{value} to za dużo</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>liczba całkowita od {low} do {high}</translation>
        </message>
        <message>
            <source>unknown card(s) {cards}</source>
            <translation>nieznane karty {cards}</translation>
        </message>
        <message>
            <source>ids of {file}</source>
            <translation>identyfikatory z {file}</translation>
        </message>
        <message>
            <source>quick-start card '{card}' is not an archive of this edition</source>
            <translation>karta szybkiego startu '{card}' nie jest archiwum tej edycji</translation>
        </message>
        <message>
            <source>a card of {file} whose editions include {edition}</source>
            <translation>karta z {file}, której edycje obejmują {edition}</translation>
        </message>
        <message>
            <source>a number of {count} digits</source>
            <translation>liczba o {count} cyfrach</translation>
        </message>
        <message>
            <source>{value} is too large for the game</source>
            <translation>{value} to za dużo dla gry</translation>
        </message>
        <message>
            <source>no wound card</source>
            <translation>brak karty rany</translation>
        </message>
        <message>
            <source>no starting minion that can deal damage (nobody could ever be wounded, so the game would never end)</source>
            <translation>brak startowego sługi, który może zadawać obrażenia (nikt nigdy nie zostałby zraniony, gra nigdy by się nie skończyła)</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} archive cards (non-starter minions and actions of the edition); a draft of {players} players with open archives needs more</source>
            <translation>edycja '{edition}' ma kart archiwum: {count} (sługi i akcje edycji poza kartami startowymi); dobór dla {players} graczy z otwartymi archiwami wymaga więcej</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} quick-start pairs</source>
            <translation>edycja '{edition}' ma par szybkiego startu: {count}</translation>
        </message>
        <message>
            <source>at most {most}</source>
            <translation>najwyżej {most}</translation>
        </message>
        <message>
            <source>one card of kind 'wound' with its wound_kinds</source>
            <translation>jedna karta rodzaju 'wound' z jej wound_kinds</translation>
        </message>
        <message>
            <source>at least one card with 'starter: true', kind 'minion' and strength &gt;= 1</source>
            <translation>co najmniej jedna karta z 'starter: true', rodzaju 'minion' i siłą &gt;= 1</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>co najmniej {count}</translation>
        </message>
        <message>
            <source>at least {count} archive cards in every edition</source>
            <translation>co najmniej {count} kart archiwum w każdej edycji</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is not an archive card of that edition</source>
            <translation>szybki start edycji '{edition}' rozdaje '{card}', która nie jest kartą archiwum tej edycji</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is missing</source>
            <translation>szybki start edycji '{edition}' rozdaje '{card}', której brakuje</translation>
        </message>
        <message>
            <source>card '{card}' (a non-starter minion or action) with '{edition}' among its editions</source>
            <translation>karta '{card}' (sługa lub akcja, nie startowa) z '{edition}' wśród swoich edycji</translation>
        </message>
        <message>
            <source>C, I or R (one per list element, e.g. C,R)</source>
            <translation>C, I lub R (jedno na element listy, np. C,R)</translation>
        </message>
        <message>
            <source>a whole number &gt;= 0, or {x}</source>
            <translation>liczba całkowita &gt;= 0 lub {x}</translation>
        </message>
        <message>
            <source>a one-key mapping like 'damage: {{to: target_player, amount: 1}}'</source>
            <translation>mapowanie z jednym kluczem, np. 'damage: {{to: target_player, amount: 1}}'</translation>
        </message>
        <message>
            <source>'format: 1' and 'cards:'</source>
            <translation>'format: 1' i 'cards:'</translation>
        </message>
        <message>
            <source>a whole number &gt;= {minimum}</source>
            <translation>liczba całkowita &gt;= {minimum}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true lub false</translation>
        </message>
        <message>
            <source>no cards</source>
            <translation>brak kart</translation>
        </message>
        <message>
            <source>at least one card</source>
            <translation>co najmniej jedna karta</translation>
        </message>
        <message>
            <source>missing required field '{key}'</source>
            <translation>brak wymaganego pola '{key}'</translation>
        </message>
        <message>
            <source>a card id like enraged_ghoul</source>
            <translation>identyfikator karty, np. enraged_ghoul</translation>
        </message>
        <message>
            <source>invalid id '{id}'</source>
            <translation>nieprawidłowy identyfikator '{id}'</translation>
        </message>
        <message>
            <source>lower-case letters, digits and _ (like big_ghost)</source>
            <translation>małe litery, cyfry i _ (np. big_ghost)</translation>
        </message>
        <message>
            <source>no link colour</source>
            <translation>brak koloru łańcucha</translation>
        </message>
        <message>
            <source>1 or 2 colours, e.g. [red, green]</source>
            <translation>1 lub 2 kolory, np. [red, green]</translation>
        </message>
        <message>
            <source>strength {x} needs an in_play effect '{flag}'</source>
            <translation>siła {x} wymaga efektu in_play '{flag}'</translation>
        </message>
        <message>
            <source>a whole number, or {x} with in_play: [{flag}: {empty}]</source>
            <translation>liczba całkowita lub {x} z in_play: [{flag}: {empty}]</translation>
        </message>
        <message>
            <source>no wound kinds</source>
            <translation>brak rodzajów ran</translation>
        </message>
        <message>
            <source>a list of {kinds}</source>
            <translation>lista z {kinds}</translation>
        </message>
        <message>
            <source>'{value}' is not a picture name</source>
            <translation>'{value}' nie jest nazwą obrazka</translation>
        </message>
        <message>
            <source>set:name, like game-icons:vampire-dracula</source>
            <translation>zestaw:nazwa, np. game-icons:vampire-dracula</translation>
        </message>
        <message>
            <source>no picture '{value}' in the package</source>
            <translation>brak obrazka '{value}' w pakiecie</translation>
        </message>
        <message>
            <source>invalid strength {value}</source>
            <translation>nieprawidłowa siła {value}</translation>
        </message>
        <message>
            <source>missing name for language(s): {languages}</source>
            <translation>brak nazwy dla języków: {languages}</translation>
        </message>
        <message>
            <source>a name in every language: {languages}</source>
            <translation>nazwa w każdym języku: {languages}</translation>
        </message>
        <message>
            <source>missing the English {name} 'en'</source>
            <translation>brak angielskiej wersji 'en' dla {name}</translation>
        </message>
        <message>
            <source>unknown effect '{name}'</source>
            <translation>nieznany efekt '{name}'</translation>
        </message>
        <message>
            <source>effect '{name}' is not allowed in '{part}'</source>
            <translation>efekt '{name}' nie jest dozwolony w '{part}'</translation>
        </message>
        <message>
            <source>it only in: {parts}</source>
            <translation>tylko w: {parts}</translation>
        </message>
        <message>
            <source>the file is not UTF-8 text ({reason})</source>
            <translation>plik nie jest tekstem UTF-8 ({reason})</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>nie można odczytać pliku: {reason}</translation>
        </message>
        <message>
            <source>invalid YAML</source>
            <translation>nieprawidłowy YAML</translation>
        </message>
        <message>
            <source>field '{key}' is only for wound cards</source>
            <translation>pole '{key}' jest tylko dla kart ran</translation>
        </message>
        <message>
            <source>an action has no keyword</source>
            <translation>akcja nie ma słowa kluczowego</translation>
        </message>
        <message>
            <source>null (or no keyword field)</source>
            <translation>null (lub brak pola keyword)</translation>
        </message>
        <message>
            <source>field '{key}' is not used by wound cards</source>
            <translation>pole '{key}' nie jest używane przez karty ran</translation>
        </message>
        <message>
            <source>wound kind '{kind}' listed twice</source>
            <translation>rodzaj rany '{kind}' występuje dwa razy</translation>
        </message>
        <message>
            <source>each once</source>
            <translation>każdy jeden raz</translation>
        </message>
        <message>
            <source>'{value}' is listed twice</source>
            <translation>'{value}' występuje dwa razy</translation>
        </message>
        <message>
            <source>each value once</source>
            <translation>każda wartość jeden raz</translation>
        </message>
        <message>
            <source>'{key}' is not a field or text part of this card</source>
            <translation>'{key}' nie jest polem ani częścią tekstu tej karty</translation>
        </message>
        <message>
            <source>unknown text part '{part}'</source>
            <translation>nieznana część tekstu '{part}'</translation>
        </message>
        <message>
            <source>an effect has {count} keys</source>
            <translation>efekt ma kluczy: {count}</translation>
        </message>
        <message>
            <source>unknown parameter '{key}' of effect '{name}'</source>
            <translation>nieznany parametr '{key}' efektu '{name}'</translation>
        </message>
        <message>
            <source>missing parameter '{key}' of effect '{name}'</source>
            <translation>brak parametru '{key}' efektu '{name}'</translation>
        </message>
        <message>
            <source>duplicate card id '{id}' (first defined at line {line})</source>
            <translation>powtórzony identyfikator karty '{id}' (najpierw zdefiniowany w wierszu {line})</translation>
        </message>
        <message>
            <source>a unique id</source>
            <translation>unikalny identyfikator</translation>
        </message>
        <message>
            <source>an action has no {key}; remove this field</source>
            <translation>akcja nie ma pola {key}; usuń to pole</translation>
        </message>
        <message>
            <source>invalid provenance mark '{mark}'</source>
            <translation>nieprawidłowy znacznik pochodzenia '{mark}'</translation>
        </message>
        <message>
            <source>{marks}, optionally followed by a remark, or {{mark: ..., note: {{en: ...}}}}</source>
            <translation>{marks}, opcjonalnie z uwagą, lub {{mark: ..., note: {{en: ...}}}}</translation>
        </message>
        <message>
            <source>field</source>
            <translation>pole</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>rodzaj</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>kolor</translation>
        </message>
        <message>
            <source>edition</source>
            <translation>edycja</translation>
        </message>
        <message>
            <source>keyword</source>
            <translation>słowo kluczowe</translation>
        </message>
        <message>
            <source>wound kind</source>
            <translation>rodzaj rany</translation>
        </message>
        <message>
            <source>value</source>
            <translation>wartość</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>rozstrzygnięcie</translation>
        </message>
        <message>
            <source>exile_when</source>
            <translation>exile_when</translation>
        </message>
        <message>
            <source>one of: {choices}</source>
            <translation>jedno z: {choices}</translation>
        </message>
        <message>
            <source>a value</source>
            <translation>wartość</translation>
        </message>
        <message>
            <source>a number from 0 to {most}</source>
            <translation>liczba od 0 do {most}</translation>
        </message>
        <message>
            <source>a mapping</source>
            <translation>mapowanie</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>lista</translation>
        </message>
        <message>
            <source>a plain word key</source>
            <translation>klucz będący zwykłym słowem</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>tekst</translation>
        </message>
        <message>
            <source>unknown {what} {value}</source>
            <translation>{what} {value} nie istnieje</translation>
        </message>
        <message>
            <source>YAML tag '{tag}' is not allowed</source>
            <translation>znacznik YAML '{tag}' jest niedozwolony</translation>
        </message>
        <message>
            <source>{value} is not a mapping</source>
            <translation>{value} nie jest mapowaniem</translation>
        </message>
        <message>
            <source>a mapping (key: value)</source>
            <translation>mapowanie (klucz: wartość)</translation>
        </message>
        <message>
            <source>duplicate key '{key}' (first at line {line})</source>
            <translation>powtórzony klucz '{key}' (najpierw w wierszu {line})</translation>
        </message>
        <message>
            <source>{value} is not a list</source>
            <translation>{value} nie jest listą</translation>
        </message>
        <message>
            <source>a list like [a, b]</source>
            <translation>lista, np. [a, b]</translation>
        </message>
        <message>
            <source>unknown {what} '{key}'</source>
            <translation>{what} '{key}' nie istnieje</translation>
        </message>
        <message>
            <source>{value} is not a single value</source>
            <translation>{value} nie jest pojedynczą wartością</translation>
        </message>
        <message>
            <source>'{value}' is not a valid {tag} value ({reason})</source>
            <translation>'{value}' nie jest prawidłową wartością {tag} ({reason})</translation>
        </message>
        <message>
            <source>{value} is not a text</source>
            <translation>{value} nie jest tekstem</translation>
        </message>
        <message>
            <source>a text (put it in quotes)</source>
            <translation>tekst (w cudzysłowie)</translation>
        </message>
        <message>
            <source>empty text</source>
            <translation>pusty tekst</translation>
        </message>
        <message>
            <source>a non-empty text</source>
            <translation>niepusty tekst</translation>
        </message>
        <message>
            <source>{value} is not a whole number</source>
            <translation>{value} nie jest liczbą całkowitą</translation>
        </message>
        <message>
            <source>{value} is too small</source>
            <translation>{value} to za mało</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} nie jest liczbą</translation>
        </message>
        <message>
            <source>{value} is not true/false</source>
            <translation>{value} nie jest wartością true/false</translation>
        </message>
        <message>
            <source>plain values only (strings, numbers, true/false, null, lists, mappings); put text that starts with '!' in quotes</source>
            <translation>tylko proste wartości (teksty, liczby, true/false, null, listy, mapowania); tekst zaczynający się od '!' ujmij w cudzysłów</translation>
        </message>
        <message>
            <source>key {value} is not a name</source>
            <translation>klucz {value} nie jest nazwą</translation>
        </message>
        <message>
            <source>each key once</source>
            <translation>każdy klucz jeden raz</translation>
        </message>
        <message>
            <source>missing required {what} '{key}'</source>
            <translation>brak wymaganego elementu: {what} '{key}'</translation>
        </message>
    </context>
    <context>
        <name>CardFrame</name>
        <message>
            <source>Action</source>
            <translation>Akcja</translation>
        </message>
        <message>
            <source>S</source>
            <comment>the mark of a starter card</comment>
            <translation>S</translation>
        </message>
        <message>
            <source>Bi</source>
            <translation>Ug</translation>
        </message>
        <message>
            <source>Bu</source>
            <translation>Po</translation>
        </message>
        <message>
            <source>Bl</source>
            <translation>Kr</translation>
        </message>
    </context>
    <context>
        <name>CardMotion</name>
        <message>
            <source>Cancelled</source>
            <translation>Pominięta</translation>
        </message>
        <message>
            <source>Exiled</source>
            <translation>Usunięta z gry</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Zniszczona</translation>
        </message>
    </context>
    <context>
        <name>CardPreview</name>
        <message>
            <source>C confirmed from a printed source · I inferred from rulebook rulings · R reconstructed for play</source>
            <translation>C potwierdzone w drukowanym źródle · I wywnioskowane z zasad w podręczniku · R zrekonstruowane na potrzeby gry</translation>
        </message>
        <message>
            <source>Hover a card to see it here; right-click it for a large view.</source>
            <translation>Najedź kursorem na kartę, aby ją tu zobaczyć; kliknij ją prawym przyciskiem, aby ją powiększyć.</translation>
        </message>
        <message>
            <source>confirmed</source>
            <translation>potwierdzone</translation>
        </message>
        <message>
            <source>inferred</source>
            <translation>wywnioskowane</translation>
        </message>
        <message>
            <source>reconstructed</source>
            <translation>zrekonstruowane</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nazwa</translation>
        </message>
        <message>
            <source>Keyword</source>
            <translation>Słowo kluczowe</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Kolor</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Kolory łączące</translation>
        </message>
        <message>
            <source>Kicker colour</source>
            <translation>Kolor dopalacza</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Koszt</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Siła</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Żywotność</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Egzemplarze</translation>
        </message>
        <message>
            <source>Exiled when</source>
            <translation>Usuwana z gry, gdy</translation>
        </message>
        <message>
            <source>Chain text</source>
            <translation>Tekst łańcucha</translation>
        </message>
        <message>
            <source>Your-chain text</source>
            <translation>Tekst „Twój łańcuch”</translation>
        </message>
        <message>
            <source>Kicker text</source>
            <translation>Tekst dopalacza</translation>
        </message>
        <message>
            <source>In-play text</source>
            <translation>Tekst „W grze”</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Tekst</translation>
        </message>
        <message>
            <source>Wound kinds</source>
            <translation>Rodzaje ran</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nigdy</translation>
        </message>
        <message>
            <source>destroyed</source>
            <translation>zniszczona</translation>
        </message>
        <message>
            <source>destroyed or discarded</source>
            <translation>zniszczona lub odrzucona</translation>
        </message>
        <message>
            <source>{name} (en: {english})</source>
            <translation>{name} (ang.: {english})</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Pole</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wartość</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Oznaczenie</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Uwaga</translation>
        </message>
        <message>
            <source>{kinds} · Starter</source>
            <translation>{kinds} · startowy</translation>
        </message>
        <message numerus="yes">
            <source>{kinds} · %n copies</source>
            <translation>
                <numerusform>{kinds} · %n egzemplarz</numerusform>
                <numerusform>{kinds} · %n egzemplarze</numerusform>
                <numerusform>{kinds} · %n egzemplarzy</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardSource</name>
        <message>
            <source>Card data: the packaged cards.yaml.</source>
            <translation>Dane kart: dołączony plik cards.yaml.</translation>
        </message>
        <message>
            <source>Card data: your corrected file {path} (instead of the packaged cards.yaml).</source>
            <translation>Dane kart: twój poprawiony plik {path} (zamiast dołączonego pliku cards.yaml).</translation>
        </message>
        <message>
            <source>Card data: the packaged cards.yaml — your file could not be used: {error}</source>
            <translation>Dane kart: dołączony plik cards.yaml — nie udało się użyć twojego pliku: {error}</translation>
        </message>
        <message>
            <source>{where}: {problem}</source>
            <translation>{where}: {problem}</translation>
        </message>
        <message>
            <source>file {file}</source>
            <translation>plik {file}</translation>
        </message>
        <message>
            <source>; expected {expected}</source>
            <translation>; oczekiwano: {expected}</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>wiersz {line}</translation>
        </message>
        <message>
            <source>card {card}</source>
            <translation>karta {card}</translation>
        </message>
        <message>
            <source>field {field}</source>
            <translation>pole {field}</translation>
        </message>
    </context>
    <context>
        <name>ChainPreview</name>
        <message>
            <source>Chain — resolves in this order</source>
            <translation>Łańcuch — kolejność rozpatrywania</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>rozpatrywana teraz</translation>
        </message>
        <message>
            <source>cancelled: will not resolve</source>
            <translation>pominięta: nie zostanie rozpatrzona</translation>
        </message>
        <message numerus="yes">
            <source>resolves %n time(s)</source>
            <translation>
                <numerusform>rozpatrywana %n raz</numerusform>
                <numerusform>rozpatrywana %n razy</numerusform>
                <numerusform>rozpatrywana %n razy</numerusform>
            </translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>dopalacz aktywny</translation>
        </message>
        <message>
            <source>{number}. {card} ({player}) — {marks}</source>
            <translation>{number}. {card} ({player}) — {marks}</translation>
        </message>
        <message>
            <source>{number}. {card} ({player})</source>
            <translation>{number}. {card} ({player})</translation>
        </message>
    </context>
    <context>
        <name>ChoiceKeys</name>
        <message>
            <source>Choice {index} of {count}: {choice} — Enter takes it</source>
            <translation>Wybór {index} z {count}: {choice} — Enter go zatwierdza</translation>
        </message>
    </context>
    <context>
        <name>ChoiceLabel</name>
        <message>
            <source>add {card} to the chain</source>
            <translation>dołączenie karty {card} do łańcucha</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>claim {card}</source>
            <translation>nabycie karty {card}</translation>
        </message>
        <message>
            <source>discard {card} for influence</source>
            <translation>odrzucenie karty {card} za wpływy</translation>
        </message>
        <message>
            <source>end the claim phase</source>
            <translation>zakończenie fazy nabywania</translation>
        </message>
        <message>
            <source>attack {player} with {card}</source>
            <translation>atak kartą {card} (cel: {player})</translation>
        </message>
        <message>
            <source>block with {card}</source>
            <translation>blokowanie kartą {card}</translation>
        </message>
        <message>
            <source>done blocking</source>
            <translation>zakończenie blokowania</translation>
        </message>
        <message>
            <source>draw up</source>
            <translation>dobranie kart</translation>
        </message>
        <message>
            <source>use the wound effect</source>
            <translation>użycie efektu rany</translation>
        </message>
        <message>
            <source>end the turn</source>
            <translation>zakończenie tury</translation>
        </message>
        <message>
            <source>draft {card}</source>
            <translation>wybór karty {card} w drafcie</translation>
        </message>
        <message>
            <source>resolve the attack of {card} next</source>
            <translation>rozpatrzenie teraz ataku karty {card}</translation>
        </message>
        <message>
            <source>absorb the damage with {card}</source>
            <translation>przyjęcie obrażeń przez kartę {card}</translation>
        </message>
        <message>
            <source>target {player}</source>
            <translation>wybór celu: {player}</translation>
        </message>
        <message>
            <source>target {card}</source>
            <translation>wybór celu: {card}</translation>
        </message>
        <message>
            <source>target {card} in the chain</source>
            <translation>wybór celu w łańcuchu: {card}</translation>
        </message>
        <message>
            <source>target the archive of {card}</source>
            <translation>wybór celu: archiwum {card}</translation>
        </message>
        <message>
            <source>choose {card}</source>
            <translation>wybór karty {card}</translation>
        </message>
        <message>
            <source>hit {player} next</source>
            <translation>wybór następnego celu: {player}</translation>
        </message>
        <message>
            <source>claim a secret card</source>
            <translation>nabycie sekretnej karty</translation>
        </message>
        <message>
            <source>target a secret archive</source>
            <translation>wybór celu: sekretne archiwum</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>(nieznana)</translation>
        </message>
        <message>
            <source>{kind} {card}</source>
            <translation>{kind} {card}</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>you can undo only when it is your decision</source>
            <translation>możesz cofać ruchy tylko wtedy, gdy to ty podejmujesz decyzję</translation>
        </message>
        <message>
            <source>no game is running</source>
            <translation>żadna gra nie jest w toku</translation>
        </message>
        <message>
            <source>no decision is pending</source>
            <translation>żadna decyzja nie czeka na podjęcie</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>nie ma nic do cofnięcia</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>gra się zakończyła</translation>
        </message>
        <message>
            <source>it is {player}'s decision, not {other}'s</source>
            <translation>teraz decyduje {player}, a nie {other}</translation>
        </message>
        <message>
            <source>{player} is played by a bot</source>
            <translation>{player} to gracz sterowany przez bota</translation>
        </message>
        <message>
            <source>pass the device to {player} first</source>
            <translation>najpierw przekaż urządzenie: {player}</translation>
        </message>
        <message>
            <source>{choice} is not a legal choice now ({prompt})</source>
            <translation>ruch teraz niedozwolony: {choice} ({prompt})</translation>
        </message>
        <message>
            <source>no game</source>
            <translation>brak gry</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>miejsce {number}</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Nightfall Qt ran into a problem</source>
            <translation>Nightfall Qt napotkał problem</translation>
        </message>
        <message>
            <source>Something unexpected went wrong inside Nightfall Qt: {error}

Your game was saved automatically after the last move, so nothing is lost — whether you continue or quit, it can be resumed. If you want to report the problem, copy the report and attach it.</source>
            <translation>W Nightfall Qt wystąpił nieoczekiwany błąd: {error}

Twoja gra została automatycznie zapisana po ostatnim ruchu, więc nic nie przepadło — niezależnie od tego, czy będziesz kontynuować, czy zakończysz, grę będzie można wznowić. Jeśli chcesz zgłosić problem, skopiuj raport i dołącz go do zgłoszenia.</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Kopiuj raport</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Kontynuuj</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Zakończ</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Skopiowano</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalny</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Trudny</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Losowy</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Człowiek</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>white</source>
            <translation>biały</translation>
        </message>
        <message>
            <source>red</source>
            <translation>czerwony</translation>
        </message>
        <message>
            <source>green</source>
            <translation>zielony</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>niebieski</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>fioletowy</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>żółty</translation>
        </message>
        <message>
            <source>Minion</source>
            <translation>Sługus</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Rozkaz</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Rana</translation>
        </message>
        <message>
            <source>Hunter</source>
            <translation>Łowca</translation>
        </message>
        <message>
            <source>Vampire</source>
            <translation>Wampir</translation>
        </message>
        <message>
            <source>Lycan</source>
            <translation>Wilkołak</translation>
        </message>
        <message>
            <source>Ghoul</source>
            <translation>Ghul</translation>
        </message>
        <message>
            <source>Bite</source>
            <translation>Ugryzienie</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>Poparzenie</translation>
        </message>
        <message>
            <source>Bleed</source>
            <translation>Krwawienie</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Draft</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Faza walki</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Faza łańcucha</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Faza nabywania</translation>
        </message>
        <message>
            <source>Cleanup</source>
            <translation>Faza sprzątania</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Koniec gry</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>Nightfall Qt is already running with the data folder {folder}. Its window has been brought to the front; this second copy closes so that the two cannot overwrite each other's autosaved games.</source>
            <translation>Nightfall Qt już działa z folderem danych {folder}. Jego okno zostało przeniesione na wierzch; ta druga kopia zamyka się, aby obie nie nadpisywały sobie nawzajem automatycznie zapisanych gier.</translation>
        </message>
        <message>
            <source>Nightfall Qt is already running</source>
            <translation>Nightfall Qt już działa</translation>
        </message>
        <message>
            <source>The packaged card data cannot be read, so the game cannot start:

{error}

Undo the change to that file or reinstall Nightfall Qt.</source>
            <translation>Nie można odczytać dołączonych danych kart, więc gra nie może się uruchomić:

{error}

Cofnij zmianę w tym pliku albo zainstaluj Nightfall Qt ponownie.</translation>
        </message>
        <message>
            <source>Nightfall Qt cannot start</source>
            <translation>Nightfall Qt nie może się uruchomić</translation>
        </message>
    </context>
    <context>
        <name>LivePause</name>
        <message>
            <source>&amp;Pause</source>
            <translation>&amp;Pauza</translation>
        </message>
        <message>
            <source>Hold the table before the next event; the game waits</source>
            <translation>Zatrzymaj stół przed następnym zdarzeniem; gra czeka</translation>
        </message>
        <message>
            <source>Paused — Ctrl+P to continue</source>
            <translation>Pauza — Ctrl+P, aby kontynuować</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>quick start</source>
            <translation>szybki start</translation>
        </message>
        <message>
            <source>draft</source>
            <translation>draft</translation>
        </message>
        <message>
            <source>two-player draft</source>
            <translation>draft dla dwóch graczy</translation>
        </message>
        <message>
            <source>secret archives</source>
            <translation>sekretne archiwa</translation>
        </message>
        <message>
            <source>open archives</source>
            <translation>otwarte archiwa</translation>
        </message>
        <message>
            <source>common ground</source>
            <translation>wspólny grunt</translation>
        </message>
        <message>
            <source>{player}'s {phase} phase.</source>
            <translation>{player}: faza {phase}.</translation>
        </message>
        <message>
            <source>Your {phase} phase.</source>
            <translation>Twoja faza: {phase}.</translation>
        </message>
        <message>
            <source>{player} drafts {card}.</source>
            <translation>{player} wybiera w drafcie kartę {card}.</translation>
        </message>
        <message>
            <source>You draft {card}.</source>
            <translation>Wybierasz w drafcie kartę {card}.</translation>
        </message>
        <message>
            <source>{player} discards {card} for influence.</source>
            <translation>{player} odrzuca kartę {card}, by pozyskać wpływy.</translation>
        </message>
        <message>
            <source>You discard {card} for influence.</source>
            <translation>Odrzucasz kartę {card}, by pozyskać wpływy.</translation>
        </message>
        <message>
            <source>The last face-up wound is gone: the game ends after this phase.</source>
            <translation>Pobrano ostatnią odkrytą ranę: gra kończy się wraz z końcem tej fazy.</translation>
        </message>
        <message>
            <source>Scenario loaded.</source>
            <translation>Wczytano scenariusz.</translation>
        </message>
        <message>
            <source>{player}'s combat phase.</source>
            <translation>{player}: faza walki.</translation>
        </message>
        <message>
            <source>Your combat phase.</source>
            <translation>Twoja faza walki.</translation>
        </message>
        <message>
            <source>{player}'s chain phase.</source>
            <translation>{player}: faza łańcucha.</translation>
        </message>
        <message>
            <source>Your chain phase.</source>
            <translation>Twoja faza łańcucha.</translation>
        </message>
        <message>
            <source>{player}'s claim phase.</source>
            <translation>{player}: faza nabywania.</translation>
        </message>
        <message>
            <source>Your claim phase.</source>
            <translation>Twoja faza nabywania.</translation>
        </message>
        <message>
            <source>{player}'s clean-up phase.</source>
            <translation>{player}: faza sprzątania.</translation>
        </message>
        <message>
            <source>Your clean-up phase.</source>
            <translation>Twoja faza sprzątania.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a private archive.</source>
            <translation>{player} wybiera w drafcie kartę {card} do prywatnego archiwum.</translation>
        </message>
        <message>
            <source>You draft {card} for a private archive.</source>
            <translation>Wybierasz w drafcie kartę {card} do prywatnego archiwum.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a common archive.</source>
            <translation>{player} wybiera w drafcie kartę {card} do archiwum wspólnego.</translation>
        </message>
        <message>
            <source>You draft {card} for a common archive.</source>
            <translation>Wybierasz w drafcie kartę {card} do archiwum wspólnego.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for the box.</source>
            <translation>{player} wybiera w drafcie kartę {card}, która wraca do pudełka.</translation>
        </message>
        <message>
            <source>You draft {card} for the box.</source>
            <translation>Wybierasz w drafcie kartę {card}, która wraca do pudełka.</translation>
        </message>
        <message>
            <source>{player} discards {card} (wound effect).</source>
            <translation>{player} odrzuca kartę {card} (efekt rany).</translation>
        </message>
        <message>
            <source>You discard {card} (wound effect).</source>
            <translation>Odrzucasz kartę {card} (efekt rany).</translation>
        </message>
        <message>
            <source>{player} discards {card} (card effect).</source>
            <translation>{player} odrzuca kartę {card} (efekt karty).</translation>
        </message>
        <message>
            <source>You discard {card} (card effect).</source>
            <translation>Odrzucasz kartę {card} (efekt karty).</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>(nieznana)</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks you.</source>
            <translation>{player} atakuje cię kartą {card}.</translation>
        </message>
        <message>
            <source>A card is exiled.</source>
            <translation>Karta zostaje usunięta z gry.</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Koniec gry.</translation>
        </message>
        <message>
            <source>{player}'s time ran out: a {level} bot decided for them.</source>
            <translation>Czas gracza {player} minął: bot ({level}) zdecydował za niego.</translation>
        </message>
        <message>
            <source>Your time ran out: a {level} bot decided for you.</source>
            <translation>Twój czas minął: bot ({level}) zdecydował za ciebie.</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>nieznany gracz</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of game variants</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup} ({variants}).</source>
            <translation>
                <numerusform>Rozpoczyna się nowa gra dla %n gracza: {setup} ({variants}).</numerusform>
                <numerusform>Rozpoczyna się nowa gra dla %n graczy: {setup} ({variants}).</numerusform>
                <numerusform>Rozpoczyna się nowa gra dla %n graczy: {setup} ({variants}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} starts no chain.</source>
            <translation>{player} nie rozpoczyna łańcucha.</translation>
        </message>
        <message>
            <source>You start no chain.</source>
            <translation>Nie rozpoczynasz łańcucha.</translation>
        </message>
        <message>
            <source>{player} passes.</source>
            <translation>{player} pasuje.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Pasujesz.</translation>
        </message>
        <message>
            <source>{card} resolves.</source>
            <translation>Rozpatrywana jest karta {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence (discarding a card).</source>
            <translation>
                <numerusform>{player} otrzymuje %n punkt wpływów (za odrzuconą kartę).</numerusform>
                <numerusform>{player} otrzymuje %n punkty wpływów (za odrzuconą kartę).</numerusform>
                <numerusform>{player} otrzymuje %n punktów wpływów (za odrzuconą kartę).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence (discarding a card).</source>
            <translation>
                <numerusform>Otrzymujesz %n punkt wpływów (za odrzuconą kartę).</numerusform>
                <numerusform>Otrzymujesz %n punkty wpływów (za odrzuconą kartę).</numerusform>
                <numerusform>Otrzymujesz %n punktów wpływów (za odrzuconą kartę).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}).</source>
            <translation>
                <numerusform>{player} otrzymuje %n punkt wpływów ({card}).</numerusform>
                <numerusform>{player} otrzymuje %n punkty wpływów ({card}).</numerusform>
                <numerusform>{player} otrzymuje %n punktów wpływów ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence ({card}).</source>
            <translation>
                <numerusform>Otrzymujesz %n punkt wpływów ({card}).</numerusform>
                <numerusform>Otrzymujesz %n punkty wpływów ({card}).</numerusform>
                <numerusform>Otrzymujesz %n punktów wpływów ({card}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card} for free.</source>
            <translation>{player} nabywa kartę {card} bez płacenia.</translation>
        </message>
        <message>
            <source>You claim {card} for free.</source>
            <translation>Nabywasz kartę {card} bez płacenia.</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks {target}.</source>
            <translation>{player} atakuje kartą {card} (cel: {target}).</translation>
        </message>
        <message>
            <source>Your {card} attacks {target}.</source>
            <translation>Atakujesz kartą {card} (cel: {target}).</translation>
        </message>
        <message>
            <source>{player} blocks with {card} against {attacker}.</source>
            <translation>{player} blokuje kartą {card} atak karty {attacker}.</translation>
        </message>
        <message>
            <source>You block with {card} against {attacker}.</source>
            <translation>Blokujesz kartą {card} atak karty {attacker}.</translation>
        </message>
        <message>
            <source>{player} blocks with {card}.</source>
            <translation>{player} blokuje kartą {card}.</translation>
        </message>
        <message>
            <source>You block with {card}.</source>
            <translation>Blokujesz kartą {card}.</translation>
        </message>
        <message>
            <source>{card} strikes {target}'s blockers with strength {strength}.</source>
            <translation>Karta {card} uderza blokujących gracza {target} z siłą {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes your blockers with strength {strength}.</source>
            <translation>Karta {card} uderza twoich blokujących z siłą {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes {target} with strength {strength}.</source>
            <translation>Karta {card} uderza z siłą {strength} (cel: {target}).</translation>
        </message>
        <message>
            <source>{card} strikes you with strength {strength}.</source>
            <translation>Karta {card} uderza cię z siłą {strength}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} absorbs %n damage.</source>
            <translation>
                <numerusform>Karta {card} blokuje %n obrażenie.</numerusform>
                <numerusform>Karta {card} blokuje %n obrażenia.</numerusform>
                <numerusform>Karta {card} blokuje %n obrażeń.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is cancelled and goes to the discard pile.</source>
            <translation>Karta {card} zostaje pominięta i trafia na stos kart odrzuconych.</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>Karta {card} zostaje zniszczona.</translation>
        </message>
        <message>
            <source>{card} is discarded from play.</source>
            <translation>Karta {card} zostaje odrzucona z gry.</translation>
        </message>
        <message>
            <source>{card} is exiled.</source>
            <translation>Karta {card} zostaje usunięta z gry.</translation>
        </message>
        <message>
            <source>{player} targets you with {card}.</source>
            <translation>{player} wybiera cię jako cel karty {card}.</translation>
        </message>
        <message>
            <source>You target yourself with {card}.</source>
            <translation>Wybierasz siebie jako cel karty {card}.</translation>
        </message>
        <message>
            <source>{player} targets themselves with {card}.</source>
            <translation>{player} wybiera siebie jako cel karty {card}.</translation>
        </message>
        <message>
            <source>{player}'s {card} has only one legal target: {target}.</source>
            <translation>{card} gracza {player} ma tylko jeden dozwolony cel: {target}.</translation>
        </message>
        <message>
            <source>Your {card} has only one legal target: {target}.</source>
            <translation>Twój {card} ma tylko jeden dozwolony cel: {target}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>ty</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile on top of their deck.</source>
            <translation>{player} kładzie kartę {card} ze stosu kart odrzuconych na wierzch swojej talii.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile on top of your deck.</source>
            <translation>Kładziesz kartę {card} ze swojego stosu kart odrzuconych na wierzch swojej talii.</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile into their hand.</source>
            <translation>{player} bierze na rękę kartę {card} ze stosu kart odrzuconych.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile into your hand.</source>
            <translation>Bierzesz na rękę kartę {card} ze swojego stosu kart odrzuconych.</translation>
        </message>
        <message>
            <source>{card}'s text resolves ({by}).</source>
            <translation>Rozpatrywany jest tekst karty {card} (za sprawą karty {by}).</translation>
        </message>
        <message>
            <source>{card} will be cancelled.</source>
            <translation>Karta {card} zostanie pominięta (nie zostanie rozpatrzona).</translation>
        </message>
        <message>
            <source>{card} will resolve twice.</source>
            <translation>Karta {card} zostanie rozpatrzona dwukrotnie.</translation>
        </message>
        <message>
            <source>Secret archive {number} is revealed: {card}.</source>
            <translation>Sekretne archiwum {number} zostaje odkryte: {card}.</translation>
        </message>
        <message numerus="yes">
            <source>Cards are exiled from archive {number} (%n left).</source>
            <translation>
                <numerusform>Karty z archiwum {number} zostają usunięte z gry (pozostała %n karta).</numerusform>
                <numerusform>Karty z archiwum {number} zostają usunięte z gry (pozostały %n karty).</numerusform>
                <numerusform>Karty z archiwum {number} zostają usunięte z gry (pozostało %n kart).</numerusform>
            </translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup}.</source>
            <translation>
                <numerusform>Rozpoczyna się nowa gra dla %n gracza: {setup}.</numerusform>
                <numerusform>Rozpoczyna się nowa gra dla %n graczy: {setup}.</numerusform>
                <numerusform>Rozpoczyna się nowa gra dla %n graczy: {setup}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Common archive {number}: a secret card.</source>
            <translation>Archiwum wspólne {number}: sekretna karta.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: a secret card.</source>
            <translation>Prywatne archiwum {number} ({player}): sekretna karta.</translation>
        </message>
        <message>
            <source>Your private archive {number}: a secret card.</source>
            <translation>Twoje prywatne archiwum {number}: sekretna karta.</translation>
        </message>
        <message>
            <source>{player} goes first.</source>
            <translation>Pierwszy gracz: {player}.</translation>
        </message>
        <message>
            <source>You go first.</source>
            <translation>Rozpoczynasz grę.</translation>
        </message>
        <message>
            <source>— Turn {turn}: {player} —</source>
            <translation>— Tura {turn}: {player} —</translation>
        </message>
        <message>
            <source>— Turn {turn}: You —</source>
            <translation>— Tura {turn}: Ty —</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card} — kicker active.</source>
            <translation>{player} rozpoczyna łańcuch kartą {card} — dopalacz aktywny.</translation>
        </message>
        <message>
            <source>You start the chain with {card} — kicker active.</source>
            <translation>Rozpoczynasz łańcuch kartą {card} — dopalacz aktywny.</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card}.</source>
            <translation>{player} rozpoczyna łańcuch kartą {card}.</translation>
        </message>
        <message>
            <source>You start the chain with {card}.</source>
            <translation>Rozpoczynasz łańcuch kartą {card}.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain — kicker active.</source>
            <translation>{player} dołącza kartę {card} do łańcucha — dopalacz aktywny.</translation>
        </message>
        <message>
            <source>You add {card} to the chain — kicker active.</source>
            <translation>Dołączasz kartę {card} do łańcucha — dopalacz aktywny.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain.</source>
            <translation>{player} dołącza kartę {card} do łańcucha.</translation>
        </message>
        <message>
            <source>You add {card} to the chain.</source>
            <translation>Dołączasz kartę {card} do łańcucha.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (%n times).</source>
            <translation>
                <numerusform>Rozpatrywana jest karta {card} (%n raz).</numerusform>
                <numerusform>Rozpatrywana jest karta {card} (%n razy).</numerusform>
                <numerusform>Rozpatrywana jest karta {card} (%n razy).</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} resolves (kicker active).</source>
            <translation>Rozpatrywana jest karta {card} (dopalacz aktywny).</translation>
        </message>
        <message>
            <source>{player} discards {card} ({reason}).</source>
            <translation>{player} odrzuca kartę {card} ({reason}).</translation>
        </message>
        <message>
            <source>You discard {card} ({reason}).</source>
            <translation>Odrzucasz kartę {card} ({reason}).</translation>
        </message>
        <message>
            <source>{player} discards {card}.</source>
            <translation>{player} odrzuca kartę {card}.</translation>
        </message>
        <message>
            <source>You discard {card}.</source>
            <translation>Odrzucasz kartę {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n influence.</source>
            <translation>
                <numerusform>{player} traci %n punkt wpływów.</numerusform>
                <numerusform>{player} traci %n punkty wpływów.</numerusform>
                <numerusform>{player} traci %n punktów wpływów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n influence.</source>
            <translation>
                <numerusform>Tracisz %n punkt wpływów.</numerusform>
                <numerusform>Tracisz %n punkty wpływów.</numerusform>
                <numerusform>Tracisz %n punktów wpływów.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s influence is doubled this turn.</source>
            <translation>{player}: w tej turze wpływy są podwojone.</translation>
        </message>
        <message>
            <source>Your influence is doubled this turn.</source>
            <translation>W tej turze twoje wpływy są podwojone.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s claims cost %n less this turn.</source>
            <translation>
                <numerusform>{player}: w tej turze koszty nabywania są niższe o %n punkt.</numerusform>
                <numerusform>{player}: w tej turze koszty nabywania są niższe o %n punkty.</numerusform>
                <numerusform>{player}: w tej turze koszty nabywania są niższe o %n punktów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your claims cost %n less this turn.</source>
            <translation>
                <numerusform>W tej turze twoje koszty nabywania są niższe o %n punkt.</numerusform>
                <numerusform>W tej turze twoje koszty nabywania są niższe o %n punkty.</numerusform>
                <numerusform>W tej turze twoje koszty nabywania są niższe o %n punktów.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} may claim from another player's private archive.</source>
            <translation>{player} może nabyć kartę z prywatnego archiwum innego gracza.</translation>
        </message>
        <message>
            <source>You may claim from another player's private archive.</source>
            <translation>Możesz nabyć kartę z prywatnego archiwum innego gracza.</translation>
        </message>
        <message numerus="yes">
            <source>{player} claims {card} for %n influence.</source>
            <translation>
                <numerusform>{player} nabywa kartę {card} za %n punkt wpływów.</numerusform>
                <numerusform>{player} nabywa kartę {card} za %n punkty wpływów.</numerusform>
                <numerusform>{player} nabywa kartę {card} za %n punktów wpływów.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You claim {card} for %n influence.</source>
            <translation>
                <numerusform>Nabywasz kartę {card} za %n punkt wpływów.</numerusform>
                <numerusform>Nabywasz kartę {card} za %n punkty wpływów.</numerusform>
                <numerusform>Nabywasz kartę {card} za %n punktów wpływów.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card}.</source>
            <translation>{player} nabywa kartę {card}.</translation>
        </message>
        <message>
            <source>You claim {card}.</source>
            <translation>Nabywasz kartę {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} cannot pay the %n influence {card} costs and claims nothing.</source>
            <translation>
                <numerusform>{player} nie może zapłacić %n punktu wpływów za kartę {card} i niczego nie nabywa.</numerusform>
                <numerusform>{player} nie może zapłacić %n punktów wpływów za kartę {card} i niczego nie nabywa.</numerusform>
                <numerusform>{player} nie może zapłacić %n punktów wpływów za kartę {card} i niczego nie nabywa.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You cannot pay the %n influence {card} costs and claim nothing.</source>
            <translation>
                <numerusform>Nie możesz zapłacić %n punktu wpływów za kartę {card} i niczego nie nabywasz.</numerusform>
                <numerusform>Nie możesz zapłacić %n punktów wpływów za kartę {card} i niczego nie nabywasz.</numerusform>
                <numerusform>Nie możesz zapłacić %n punktów wpływów za kartę {card} i niczego nie nabywasz.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes %n damage.</source>
            <translation>
                <numerusform>Karta {card} otrzymuje %n obrażenie.</numerusform>
                <numerusform>Karta {card} otrzymuje %n obrażenia.</numerusform>
                <numerusform>Karta {card} otrzymuje %n obrażeń.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} takes %n damage.</source>
            <translation>
                <numerusform>{player} otrzymuje %n obrażenie.</numerusform>
                <numerusform>{player} otrzymuje %n obrażenia.</numerusform>
                <numerusform>{player} otrzymuje %n obrażeń.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take %n damage.</source>
            <translation>
                <numerusform>Otrzymujesz %n obrażenie.</numerusform>
                <numerusform>Otrzymujesz %n obrażenia.</numerusform>
                <numerusform>Otrzymujesz %n obrażeń.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} enters play for {player}.</source>
            <translation>Karta {card} wchodzi do gry ({player}).</translation>
        </message>
        <message>
            <source>{card} enters play for you.</source>
            <translation>Karta {card} wchodzi do gry po twojej stronie.</translation>
        </message>
        <message>
            <source>{player} takes a wound ({wound}).</source>
            <translation>{player} otrzymuje ranę ({wound}).</translation>
        </message>
        <message>
            <source>You take a wound ({wound}).</source>
            <translation>Otrzymujesz ranę ({wound}).</translation>
        </message>
        <message>
            <source>{card} returns to {player}'s hand.</source>
            <translation>Karta {card} wraca na rękę właściciela ({player}).</translation>
        </message>
        <message>
            <source>{card} returns to your hand.</source>
            <translation>Karta {card} wraca na twoją rękę.</translation>
        </message>
        <message numerus="yes">
            <source>{player} shuffles the discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>{player} tasuje stos kart odrzuconych, tworząc nową talię (%n karta).</numerusform>
                <numerusform>{player} tasuje stos kart odrzuconych, tworząc nową talię (%n karty).</numerusform>
                <numerusform>{player} tasuje stos kart odrzuconych, tworząc nową talię (%n kart).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You shuffle your discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>Tasujesz swój stos kart odrzuconych, tworząc nową talię (%n karta).</numerusform>
                <numerusform>Tasujesz swój stos kart odrzuconych, tworząc nową talię (%n karty).</numerusform>
                <numerusform>Tasujesz swój stos kart odrzuconych, tworząc nową talię (%n kart).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} targets {target} with {card}.</source>
            <translation>{player} wybiera cel karty {card}: {target}.</translation>
        </message>
        <message>
            <source>You target {target} with {card}.</source>
            <translation>Wybierasz cel karty {card}: {target}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} uses the wound effect: discards %n wound(s), draws {drawn}.</source>
            <translation>
                <numerusform>{player} używa efektu rany: odrzuca %n ranę, dobiera karty: {drawn}.</numerusform>
                <numerusform>{player} używa efektu rany: odrzuca %n rany, dobiera karty: {drawn}.</numerusform>
                <numerusform>{player} używa efektu rany: odrzuca %n ran, dobiera karty: {drawn}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You use the wound effect: discard %n wound(s), draw {drawn}.</source>
            <translation>
                <numerusform>Używasz efektu rany: odrzucasz %n ranę, dobierasz karty: {drawn}.</numerusform>
                <numerusform>Używasz efektu rany: odrzucasz %n rany, dobierasz karty: {drawn}.</numerusform>
                <numerusform>Używasz efektu rany: odrzucasz %n ran, dobierasz karty: {drawn}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} will choose the targets of {card}.</source>
            <translation>{player} wybierze cele karty {card}.</translation>
        </message>
        <message>
            <source>You will choose the targets of {card}.</source>
            <translation>Wybierzesz cele karty {card}.</translation>
        </message>
        <message>
            <source>{player}'s minions cannot absorb damage this turn.</source>
            <translation>{player}: w tej turze sługusi tego gracza nie mogą blokować obrażeń.</translation>
        </message>
        <message>
            <source>Your minions cannot absorb damage this turn.</source>
            <translation>W tej turze twoi sługusi nie mogą blokować obrażeń.</translation>
        </message>
        <message numerus="yes">
            <source>Game over: {player} wins with %n wound(s).</source>
            <translation>
                <numerusform>Koniec gry: wygrywa {player} z %n raną.</numerusform>
                <numerusform>Koniec gry: wygrywa {player} z %n ranami.</numerusform>
                <numerusform>Koniec gry: wygrywa {player} z %n ranami.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: you win with %n wound(s).</source>
            <translation>
                <numerusform>Koniec gry: wygrywasz z %n raną.</numerusform>
                <numerusform>Koniec gry: wygrywasz z %n ranami.</numerusform>
                <numerusform>Koniec gry: wygrywasz z %n ranami.</numerusform>
            </translation>
        </message>
        <message>
            <source>Scenario loaded: {title}.</source>
            <translation>Wczytano scenariusz: {title}.</translation>
        </message>
        <message>
            <source>{player} drafts a card.</source>
            <translation>{player} wybiera kartę w drafcie.</translation>
        </message>
        <message>
            <source>You draft a card.</source>
            <translation>Wybierasz kartę w drafcie.</translation>
        </message>
        <message>
            <source>Common archive {number}: {card}.</source>
            <translation>Archiwum wspólne {number}: {card}.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: {card}.</source>
            <translation>Prywatne archiwum {number} ({player}): {card}.</translation>
        </message>
        <message>
            <source>Your private archive {number}: {card}.</source>
            <translation>Twoje prywatne archiwum {number}: {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (kicker active, %n times).</source>
            <translation>
                <numerusform>Rozpatrywana jest karta {card} (dopalacz aktywny, %n raz).</numerusform>
                <numerusform>Rozpatrywana jest karta {card} (dopalacz aktywny, %n razy).</numerusform>
                <numerusform>Rozpatrywana jest karta {card} (dopalacz aktywny, %n razy).</numerusform>
            </translation>
        </message>
        <message>
            <source>— {player} took back a move.</source>
            <translation>— {player} cofa ruch.</translation>
        </message>
        <message>
            <source>— You took back: {action}</source>
            <translation>— Cofnięto ruch: {action}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>About Nightfall Qt</source>
            <translation>O programie Nightfall Qt</translation>
        </message>
        <message>
            <source>Rulings for this card</source>
            <translation>Wyjaśnienia do tej karty</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edycja</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Cofnij</translation>
        </message>
        <message>
            <source>&amp;Hints</source>
            <translation>&amp;Podpowiedzi</translation>
        </message>
        <message>
            <source>&amp;Tutorial…</source>
            <translation>&amp;Samouczek…</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Zasady…</translation>
        </message>
        <message>
            <source>&amp;Why? (what the last bot move weighed)</source>
            <translation>&amp;Dlaczego? (co rozważył ostatni ruch bota)</translation>
        </message>
        <message>
            <source>New to Nightfall? Short lessons on the real table teach you the whole game.</source>
            <translation>Pierwszy raz w Nightfall? Krótkie lekcje przy prawdziwym stole nauczą cię całej gry.</translation>
        </message>
        <message>
            <source>Learn to play…</source>
            <translation>Naucz się grać…</translation>
        </message>
        <message>
            <source>Rulings…</source>
            <translation>Wyjaśnienia…</translation>
        </message>
        <message>
            <source>Thinking about a suggestion…</source>
            <translation>Szukam podpowiedzi…</translation>
        </message>
        <message>
            <source>Nothing to suggest: it is not your decision.</source>
            <translation>Brak podpowiedzi: to nie ty podejmujesz teraz decyzję.</translation>
        </message>
        <message>
            <source>Suggestion: {choice}</source>
            <translation>Podpowiedź: {choice}</translation>
        </message>
        <message>
            <source>No bot move to explain yet.</source>
            <translation>Nie ma jeszcze ruchu bota do wyjaśnienia.</translation>
        </message>
        <message>
            <source>Rulings: {card}</source>
            <translation>Wyjaśnienia: {card}</translation>
        </message>
        <message>
            <source>Suggest ({key})</source>
            <translation>Podpowiedz ({key})</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Cofnięto: {action}</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>kartę</translation>
        </message>
        <message>
            <source>Cancelled: the claim phase goes on</source>
            <translation>Anulowano: faza nabywania trwa dalej</translation>
        </message>
        <message>
            <source>Cancelled: you may still add a card</source>
            <translation>Anulowano: nadal możesz dołączyć kartę</translation>
        </message>
        <message>
            <source>&amp;Undo {action}</source>
            <translation>&amp;Cofnij {action}</translation>
        </message>
        <message numerus="yes">
            <source>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</source>
            <translation>
                <numerusform>Masz jeszcze %n punkt wpływów i możesz nabyć: {cards}. Zakończyć mimo to fazę nabywania? (Niewydane wpływy przepadają.)</numerusform>
                <numerusform>Masz jeszcze %n punkty wpływów i możesz nabyć: {cards}. Zakończyć mimo to fazę nabywania? (Niewydane wpływy przepadają.)</numerusform>
                <numerusform>Masz jeszcze %n punktów wpływów i możesz nabyć: {cards}. Zakończyć mimo to fazę nabywania? (Niewydane wpływy przepadają.)</numerusform>
            </translation>
        </message>
        <message>
            <source>End the claim phase?</source>
            <translation>Zakończyć fazę nabywania?</translation>
        </message>
        <message>
            <source>You could add {cards} to the chain. Pass anyway?</source>
            <translation>Możesz jeszcze dołączyć do łańcucha: {cards}. Spasować mimo to?</translation>
        </message>
        <message>
            <source>Pass?</source>
            <translation>Spasować?</translation>
        </message>
        <message>
            <source>Nightfall Qt — a desktop edition of Nightfall (David Gregg, AEG 2011).
Card values carry provenance marks: C confirmed, I inferred, R reconstructed.
Card data: cards.yaml.</source>
            <translation>Nightfall Qt — komputerowa edycja gry Nightfall (David Gregg, AEG 2011).
Wartości na kartach mają oznaczenia pochodzenia: C potwierdzone, I wywnioskowane, R zrekonstruowane.
Dane kart: cards.yaml.</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Wyłączona</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Szybka</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normalna</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>W&amp;olna</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Po&amp;większ</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Po&amp;mniejsz</translation>
        </message>
        <message>
            <source>&amp;Reset zoom</source>
            <translation>&amp;Rozmiar domyślny</translation>
        </message>
        <message>
            <source>&amp;Fast bots</source>
            <translation>Szybkie &amp;boty</translation>
        </message>
        <message>
            <source>Nightfall Qt</source>
            <comment>the app's name in the title bar</comment>
            <translation>Nightfall Qt</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Plik</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nowa gra…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>Za&amp;kończ</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Widok</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Szybkość animacji</translation>
        </message>
        <message>
            <source>&amp;Results</source>
            <translation>&amp;Wyniki</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Pomo&amp;c</translation>
        </message>
        <message>
            <source>&amp;About Nightfall Qt</source>
            <translation>&amp;O programie Nightfall Qt</translation>
        </message>
        <message>
            <source>Online play is unavailable: the {module} module could not be loaded ({error}).</source>
            <translation>Gra online jest niedostępna: nie udało się wczytać modułu {module} ({error}).</translation>
        </message>
        <message>
            <source>Not in an online game: the server holds the game and runs its bots.</source>
            <translation>Niedostępne w grze online: serwer prowadzi grę i jej boty.</translation>
        </message>
        <message>
            <source>&amp;Host online game…</source>
            <translation>&amp;Hostuj grę online…</translation>
        </message>
        <message>
            <source>&amp;Join online game…</source>
            <translation>&amp;Dołącz do gry online…</translation>
        </message>
        <message>
            <source>Res&amp;ume online game</source>
            <translation>&amp;Wznów grę online</translation>
        </message>
        <message>
            <source>Leave the online game first (File → Leave).</source>
            <translation>Najpierw opuść grę online (Plik → Opuść).</translation>
        </message>
        <message>
            <source>&amp;Leave the online game</source>
            <translation>O&amp;puść grę online</translation>
        </message>
        <message>
            <source>Room code and &amp;address…</source>
            <translation>Kod pokoju i &amp;adres…</translation>
        </message>
        <message>
            <source>Online game</source>
            <translation>Gra online</translation>
        </message>
        <message>
            <source>hosted here</source>
            <translation>hostowana tutaj</translation>
        </message>
        <message>
            <source>Room code: {code}
Address: {address}</source>
            <translation>Kod pokoju: {code}
Adres: {address}</translation>
        </message>
        <message>
            <source>Nightfall Qt — online game, room {code}</source>
            <translation>Nightfall Qt — gra online, pokój {code}</translation>
        </message>
        <message>
            <source>Room {code} · seat {seat}</source>
            <translation>Pokój {code} · miejsce {seat}</translation>
        </message>
        <message>
            <source>Room {code} — {name} ({where})</source>
            <translation>Pokój {code} — {name} ({where})</translation>
        </message>
        <message>
            <source>Resume online game</source>
            <translation>Wznów grę online</translation>
        </message>
        <message>
            <source>No online game yet</source>
            <translation>Brak gier online</translation>
        </message>
        <message>
            <source>Your view of the game is kept as a replay: {file}</source>
            <translation>Twój widok gry zapisano jako powtórkę: {file}</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>A secret archive: its card is revealed when first claimed.</source>
            <translation>Sekretne archiwum: jego karta zostanie odkryta przy pierwszym nabyciu.</translation>
        </message>
        <message numerus="yes">
            <source>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</source>
            <translation>
                <numerusform>{player}: na ręce {hand}, w talii {deck}, na stosie kart odrzuconych {discard}, %n punkt wpływów</numerusform>
                <numerusform>{player}: na ręce {hand}, w talii {deck}, na stosie kart odrzuconych {discard}, %n punkty wpływów</numerusform>
                <numerusform>{player}: na ręce {hand}, w talii {deck}, na stosie kart odrzuconych {discard}, %n punktów wpływów</numerusform>
            </translation>
        </message>
        <message>
            <source>not a choice for this decision</source>
            <translation>nie jest możliwym wyborem w tej decyzji</translation>
        </message>
        <message>
            <source>Secret archive</source>
            <translation>Sekretne archiwum</translation>
        </message>
    </context>
    <context>
        <name>NamePlate</name>
        <message>
            <source>Wounds {count}</source>
            <translation>Rany {count}</translation>
        </message>
        <message>
            <source>Wounds taken: {count} ({kinds})</source>
            <translation>Otrzymane rany: {count} ({kinds})</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>No draft: each player gets a preset pair of private archives and 8 random commons are laid out. Best for a first game.</source>
            <translation>Bez draftu: każdy gracz dostaje gotową parę prywatnych archiwów, a na stole wykłada się 8 losowych wspólnych. Najlepsze na pierwszą grę.</translation>
        </message>
        <message>
            <source>3–5 players: from 4 dealt cards each player keeps two private archives, gives one to the commons and passes the rest on.</source>
            <translation>3–5 graczy: z 4 rozdanych kart każdy gracz zatrzymuje dwie jako prywatne archiwa, jedną oddaje do wspólnych, a resztę przekazuje dalej.</translation>
        </message>
        <message>
            <source>2 players: the first pick goes back to the box, the second and third become private archives, the last a common one.</source>
            <translation>2 graczy: pierwsza wybrana karta wraca do pudełka, druga i trzecia stają się prywatnymi archiwami, ostatnia wspólnym.</translation>
        </message>
        <message>
            <source>Private picks stay face down until their owner first claims from them.</source>
            <translation>Prywatne archiwa leżą zakryte, dopóki właściciel po raz pierwszy nie przejmie z nich karty.</translation>
        </message>
        <message>
            <source>The 8 commons are laid out face up first; then each player gets 3 cards for the private picks.</source>
            <translation>Najpierw wykłada się odkryte 8 wspólnych archiwów; potem każdy gracz dostaje 3 karty do prywatnego wyboru.</translation>
        </message>
        <message>
            <source>No private archives: each player's first two picks become commons.</source>
            <translation>Bez prywatnych archiwów: dwie pierwsze karty wybrane przez każdego gracza stają się wspólnymi archiwami.</translation>
        </message>
        <message>
            <source>Quick start (preset archives)</source>
            <translation>Szybki start (gotowe archiwa)</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Draft</translation>
        </message>
        <message>
            <source>Two-player draft</source>
            <translation>Draft dla dwóch graczy</translation>
        </message>
        <message>
            <source>Secret archives</source>
            <translation>Sekretne archiwa</translation>
        </message>
        <message>
            <source>Open archives</source>
            <translation>Otwarte archiwa</translation>
        </message>
        <message>
            <source>Common ground</source>
            <translation>Wspólny grunt</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Gracze</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Zasady</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Przygotowanie</translation>
        </message>
        <message>
            <source>Include promo cards</source>
            <translation>Dołącz karty promocyjne</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Wydanie</translation>
        </message>
        <message>
            <source>random</source>
            <translation>losowe</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Ziarno (opcjonalnie)</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Liczba graczy</translation>
        </message>
        <message>
            <source>The two-player draft needs exactly 2 players.</source>
            <translation>Draft dla dwóch graczy wymaga dokładnie 2 graczy.</translation>
        </message>
        <message>
            <source>Common ground has no private archives, so it cannot be played with secret archives.</source>
            <translation>„Wspólny grunt” nie ma archiwów prywatnych, więc nie można go łączyć z sekretnymi archiwami.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, not '{text}'.</source>
            <translation>Ziarno musi być liczbą całkowitą, a nie „{text}”.</translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message>
            <source>the server stopped</source>
            <translation>serwer został zatrzymany</translation>
        </message>
        <message>
            <source>the connection broke</source>
            <translation>połączenie zostało zerwane</translation>
        </message>
        <message>
            <source>the server closed the connection</source>
            <translation>serwer zamknął połączenie</translation>
        </message>
        <message>
            <source>no answer from the server</source>
            <translation>brak odpowiedzi serwera</translation>
        </message>
        <message>
            <source>not a Nightfall game server</source>
            <translation>to nie jest serwer gry Nightfall</translation>
        </message>
        <message>
            <source>not a valid address</source>
            <translation>nieprawidłowy adres</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>połączono</translation>
        </message>
        <message>
            <source>Disconnected.</source>
            <translation>Rozłączono.</translation>
        </message>
        <message>
            <source>Reconnecting to {address} (attempt {attempt})…</source>
            <translation>Ponowne łączenie z {address} (próba {attempt})…</translation>
        </message>
        <message>
            <source>Connecting to {address}…</source>
            <translation>Łączenie z {address}…</translation>
        </message>
        <message>
            <source>Connection lost ({reason}): reconnecting, attempt {attempt}…</source>
            <translation>Utracono połączenie ({reason}): ponowne łączenie, próba {attempt}…</translation>
        </message>
        <message>
            <source>away</source>
            <translation>nieobecny</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>nieobecny od {time}</translation>
        </message>
        <message>
            <source>{player} is away since {time} (not connected).</source>
            <translation>{player}: nieobecność od {time} (brak połączenia).</translation>
        </message>
        <message>
            <source>{player} is back.</source>
            <translation>{player} jest z powrotem.</translation>
        </message>
        <message>
            <source>{player}'s connection dropped: the game waits for them to come back.</source>
            <translation>{player}: połączenie przerwane, gra czeka na powrót.</translation>
        </message>
        <message>
            <source>{player} is away (not connected).</source>
            <translation>{player}: nieobecność (brak połączenia).</translation>
        </message>
        <message>
            <source>Undo is not available online: the server has already played your choice for everyone.</source>
            <translation>Cofanie nie działa online: serwer już wykonał twój wybór dla wszystkich.</translation>
        </message>
        <message>
            <source>Not now: wait for the server.</source>
            <translation>Nie teraz: poczekaj na serwer.</translation>
        </message>
        <message>
            <source>You can only answer for your own seat.</source>
            <translation>Możesz odpowiadać tylko za swoje miejsce.</translation>
        </message>
        <message>
            <source>Bot {number} ({level})</source>
            <translation>Bot {number} ({level})</translation>
        </message>
        <message>
            <source>free seat {number}</source>
            <translation>wolne miejsce {number}</translation>
        </message>
        <message>
            <source>The server could not read a message from this app.</source>
            <translation>Serwer nie mógł odczytać wiadomości z tej aplikacji.</translation>
        </message>
        <message>
            <source>The server refused a message from this app as malformed.</source>
            <translation>Serwer odrzucił błędnie zbudowaną wiadomość z tej aplikacji.</translation>
        </message>
        <message>
            <source>The server speaks another version of the online protocol: update the app or the server.</source>
            <translation>Serwer używa innej wersji protokołu online: zaktualizuj aplikację lub serwer.</translation>
        </message>
        <message>
            <source>The server does not know a message this app sent: update the server.</source>
            <translation>Serwer nie zna wiadomości wysłanej przez tę aplikację: zaktualizuj serwer.</translation>
        </message>
        <message>
            <source>A message was too large for the server.</source>
            <translation>Wiadomość była za duża dla serwera.</translation>
        </message>
        <message>
            <source>Too many messages at once: the server ignored one. Try again.</source>
            <translation>Za dużo wiadomości naraz: serwer zignorował jedną. Spróbuj ponownie.</translation>
        </message>
        <message>
            <source>There is no game with this room code on the server. Check the code (6 letters and digits).</source>
            <translation>Na serwerze nie ma gry z tym kodem pokoju. Sprawdź kod (6 liter i cyfr).</translation>
        </message>
        <message>
            <source>Every seat of this game is already taken.</source>
            <translation>Wszystkie miejsca w tej grze są już zajęte.</translation>
        </message>
        <message>
            <source>The server does not know this seat any more (wrong or old seat key).</source>
            <translation>Serwer nie zna już tego miejsca (zły lub stary klucz miejsca).</translation>
        </message>
        <message>
            <source>You do not hold a seat in this game yet.</source>
            <translation>Nie masz jeszcze miejsca w tej grze.</translation>
        </message>
        <message>
            <source>This connection already holds a seat.</source>
            <translation>To połączenie ma już miejsce.</translation>
        </message>
        <message>
            <source>It is not your decision.</source>
            <translation>To nie twoja decyzja.</translation>
        </message>
        <message>
            <source>That decision was already taken; the table shows the new one.</source>
            <translation>Ta decyzja już zapadła; stół pokazuje nową.</translation>
        </message>
        <message>
            <source>The server refused that choice: it is not legal now.</source>
            <translation>Serwer odrzucił ten wybór: teraz jest niedozwolony.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się skończyła.</translation>
        </message>
        <message>
            <source>The server is full. Try again later.</source>
            <translation>Serwer jest pełny. Spróbuj później.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window or computer.</source>
            <translation>Twoje miejsce zostało przejęte z innego okna lub komputera.</translation>
        </message>
        <message>
            <source>No game server answers at {address}. Check the address and the port, and that the host's game is open.</source>
            <translation>Pod adresem {address} nie odpowiada żaden serwer gry. Sprawdź adres i port oraz czy gra gospodarza jest otwarta.</translation>
        </message>
        <message>
            <source>{address} answers, but it is not a Nightfall game server.</source>
            <translation>{address} odpowiada, ale nie jest serwerem gry Nightfall.</translation>
        </message>
        <message>
            <source>{address} is not a valid address (for example 192.168.1.20:8765).</source>
            <translation>{address} nie jest poprawnym adresem (na przykład 192.168.1.20:8765).</translation>
        </message>
        <message>
            <source>The server closed the connection.</source>
            <translation>Serwer zamknął połączenie.</translation>
        </message>
        <message>
            <source>The server refused: {reason}</source>
            <translation>Serwer odmówił: {reason}</translation>
        </message>
    </context>
    <context>
        <name>OnlineDialog</name>
        <message>
            <source>This computer only (127.0.0.1)</source>
            <translation>Tylko ten komputer (127.0.0.1)</translation>
        </message>
        <message>
            <source>Every network interface (friends on your network, or the internet through your router)</source>
            <translation>Wszystkie interfejsy sieciowe (znajomi w twojej sieci lub w internecie przez router)</translation>
        </message>
        <message>
            <source>Host an online game</source>
            <translation>Hostuj grę online</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>none</source>
            <translation>brak</translation>
        </message>
        <message>
            <source>A player who does not answer in time is replaced for that decision by a Normal bot (the log says so).</source>
            <translation>Gracza, który nie odpowie na czas, zastępuje przy tej decyzji bot Normalny (dziennik o tym informuje).</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Twoje imię:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>Listen on:</source>
            <translation>Nasłuchuj na:</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Gracze:</translation>
        </message>
        <message>
            <source>Turn timer:</source>
            <translation>Limit czasu ruchu:</translation>
        </message>
        <message>
            <source>Seats (you take seat 1)</source>
            <translation>Miejsca (zajmujesz miejsce 1)</translation>
        </message>
        <message>
            <source>Start the server</source>
            <translation>Uruchom serwer</translation>
        </message>
        <message>
            <source>Copy the invitation</source>
            <translation>Kopiuj zaproszenie</translation>
        </message>
        <message>
            <source>Go to the table</source>
            <translation>Do stołu</translation>
        </message>
        <message>
            <source>Server started. Opening the room…</source>
            <translation>Serwer uruchomiony. Otwieranie pokoju…</translation>
        </message>
        <message>
            <source>Join an online game</source>
            <translation>Dołącz do gry online</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adres:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Kod pokoju:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Dołącz</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Anuluj</translation>
        </message>
        <message>
            <source>Friend (joins with the room code)</source>
            <translation>Znajomy (dołącza z kodem pokoju)</translation>
        </message>
        <message>
            <source>Type your name first.</source>
            <translation>Najpierw wpisz swoje imię.</translation>
        </message>
        <message>
            <source>Give your friends the address and the room code. Each of them chooses File → Join online game…</source>
            <translation>Przekaż znajomym adres i kod pokoju. Każdy z nich wybiera Plik → Dołącz do gry online…</translation>
        </message>
        <message>
            <source>No friend seat: you play against bots.</source>
            <translation>Brak miejsc dla znajomych: grasz z botami.</translation>
        </message>
        <message>
            <source>Nightfall online game — address: {address} — room code: {code}</source>
            <translation>Gra online Nightfall — adres: {address} — kod pokoju: {code}</translation>
        </message>
        <message>
            <source>Seat {number}:</source>
            <translation>Miejsce {number}:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits.</source>
            <translation>Kod pokoju ma {count} liter i cyfr.</translation>
        </message>
        <message>
            <source>Bot: {level}</source>
            <translation>Bot: {level}</translation>
        </message>
        <message>
            <source>The server cannot listen on port {port}: {reason}. Choose another port.</source>
            <translation>Serwer nie może nasłuchiwać na porcie {port}: {reason}. Wybierz inny port.</translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <source>I am ready — show my cards</source>
            <translation>Gotowe — pokaż moje karty</translation>
        </message>
        <message>
            <source>Pass to {player}</source>
            <translation>Przekaż urządzenie: {player}</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Pick a draft card: it becomes one of your private archives.</source>
            <translation>Wybierz kartę do draftu: stanie się jednym z twoich prywatnych archiwów.</translation>
        </message>
        <message>
            <source>Pick a draft card: it becomes a common archive.</source>
            <translation>Wybierz kartę do draftu: stanie się archiwum wspólnym.</translation>
        </message>
        <message>
            <source>Pick a draft card: it goes back to the box.</source>
            <translation>Wybierz kartę do draftu: wróci do pudełka.</translation>
        </message>
        <message>
            <source>Assign a blocker to an attacker, or finish blocking.</source>
            <translation>Przydziel blokującego do atakującego albo zakończ blokowanie.</translation>
        </message>
        <message>
            <source>Choose the attack to resolve next.</source>
            <translation>Wybierz atak, który zostanie rozpatrzony jako następny.</translation>
        </message>
        <message>
            <source>Choose which of your blockers absorbs the attacker's damage next.</source>
            <translation>Wybierz, który z twoich blokujących przyjmie jako następny obrażenia od atakującego.</translation>
        </message>
        <message>
            <source>Choose which of your minions absorbs the damage dealt to you next.</source>
            <translation>Wybierz, który z twoich sługusów zablokuje jako następny obrażenia zadane tobie.</translation>
        </message>
        <message>
            <source>Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Dobierz karty do pięciu na ręce albo najpierw użyj efektu rany (odrzuć wszystkie rany i za każdą dobierz 2 karty).</translation>
        </message>
        <message>
            <source>Choose the player {card} attacks.</source>
            <translation>Wybierz gracza, którego zaatakuje karta {card}.</translation>
        </message>
        <message>
            <source>Choose the target player for {card}.</source>
            <translation>Wybierz gracza, który będzie celem karty {card}.</translation>
        </message>
        <message>
            <source>Choose the target minion for {card}.</source>
            <translation>Wybierz sługusa, który będzie celem karty {card}.</translation>
        </message>
        <message>
            <source>Choose the target order in the chain for {card}.</source>
            <translation>Wybierz rozkaz w łańcuchu, który będzie celem karty {card}.</translation>
        </message>
        <message>
            <source>Choose the target archive for {card}.</source>
            <translation>Wybierz archiwum, które będzie celem karty {card}.</translation>
        </message>
        <message>
            <source>Choose a card from your hand to discard ({card}).</source>
            <translation>Wybierz kartę z ręki do odrzucenia ({card}).</translation>
        </message>
        <message>
            <source>Choose an order from your hand to exile ({card}).</source>
            <translation>Wybierz rozkaz z ręki, który usuniesz z gry ({card}).</translation>
        </message>
        <message>
            <source>Choose a card from your discard pile for {card}.</source>
            <translation>Wybierz kartę ze swojego stosu kart odrzuconych ({card}).</translation>
        </message>
        <message>
            <source>Choose an archive to claim a card from for free ({card}).</source>
            <translation>Wybierz archiwum, z którego nabędziesz kartę bez płacenia ({card}).</translation>
        </message>
        <message>
            <source>Choose the next player hit by {card}.</source>
            <translation>Wybierz następnego gracza, któremu karta {card} zada obrażenia.</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>(nieznana)</translation>
        </message>
        <message>
            <source>End your turn, or use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Zakończ turę albo użyj efektu rany (odrzuć wszystkie rany i za każdą dobierz 2 karty).</translation>
        </message>
        <message numerus="yes">
            <source>Claim cards or discard for influence (%n influence left), or end the phase.</source>
            <translation>
                <numerusform>Nabywaj karty lub odrzucaj karty za wpływy (został %n punkt wpływów) albo zakończ fazę.</numerusform>
                <numerusform>Nabywaj karty lub odrzucaj karty za wpływy (zostały %n punkty wpływów) albo zakończ fazę.</numerusform>
                <numerusform>Nabywaj karty lub odrzucaj karty za wpływy (zostało %n punktów wpływów) albo zakończ fazę.</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} lub {second}</translation>
        </message>
        <message>
            <source>Pick a draft card.</source>
            <translation>Wybierz kartę do draftu.</translation>
        </message>
        <message>
            <source>Start a chain with any card from your hand, or pass.</source>
            <translation>Rozpocznij łańcuch dowolną kartą z ręki albo spasuj.</translation>
        </message>
        <message>
            <source>Decide: {kind}.</source>
            <translation>Zdecyduj: {kind}.</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>Add a {colours} card after {card}, or pass.</source>
            <translation>Dołącz po karcie {card} kartę w kolorze: {colours} — albo spasuj.</translation>
        </message>
    </context>
    <context>
        <name>PromptBar</name>
        <message>
            <source>Pass</source>
            <translation>Spasuj</translation>
        </message>
        <message>
            <source>Done blocking</source>
            <translation>Zakończ blokowanie</translation>
        </message>
        <message>
            <source>End claim phase</source>
            <translation>Zakończ fazę nabywania</translation>
        </message>
        <message>
            <source>Draw up to 5</source>
            <translation>Dobierz do 5</translation>
        </message>
        <message>
            <source>Use wound effect</source>
            <translation>Użyj efektu rany</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Zakończ turę</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Gra się zakończyła.</translation>
        </message>
        <message>
            <source>Waiting for {player}…</source>
            <translation>Oczekiwanie na: {player}…</translation>
        </message>
        <message>
            <source>Start a new game from the File menu ({shortcut}).</source>
            <translation>Rozpocznij nową grę z menu Plik ({shortcut}).</translation>
        </message>
        <message>
            <source>{player}: {prompt}</source>
            <translation>{player}: {prompt}</translation>
        </message>
        <message>
            <source>Pass the device to {player}.</source>
            <translation>Przekaż urządzenie: {player}.</translation>
        </message>
        <message>
            <source>Waiting for {player}… (thinking)</source>
            <translation>Oczekiwanie na: {player}… (myśli)</translation>
        </message>
        <message>
            <source>Waiting for {player}… ({away}: not connected)</source>
            <translation>Czekamy na: {player}… ({away}: brak połączenia)</translation>
        </message>
    </context>
    <context>
        <name>PromptBarKey</name>
        <message>
            <source>S</source>
            <comment>key of the Suggest button (hints)</comment>
            <translation>P</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>key of Why? (what the last bot move weighed)</comment>
            <translation>Y</translation>
        </message>
        <message>
            <source>P</source>
            <comment>key of the Pass button</comment>
            <translation>S</translation>
        </message>
        <message>
            <source>D</source>
            <comment>key of the Done blocking button</comment>
            <translation>Z</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of the End claim phase button</comment>
            <translation>Z</translation>
        </message>
        <message>
            <source>D</source>
            <comment>key of the Draw up to 5 button</comment>
            <translation>D</translation>
        </message>
        <message>
            <source>W</source>
            <comment>key of the Use wound effect button</comment>
            <translation>R</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of the End turn button</comment>
            <translation>Z</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The replay plays to its recorded result ({count} decisions).</source>
            <translation>Powtórka kończy się zapisanym wynikiem ({count} decyzji).</translation>
        </message>
        <message>
            <source>{rank}. {name} — {wounds} wounds ({kinds})</source>
            <translation>{rank}. {name} — rany: {wounds} ({kinds})</translation>
        </message>
        <message>
            <source>{player}'s view: {count} steps, whole and consistent, ending with the recorded result.</source>
            <translation>Widok gracza {player}: {count} kroków, kompletny i spójny, kończy się zapisanym wynikiem.</translation>
        </message>
        <message>
            <source>Note: the replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Uwaga: powtórkę nagrano z innymi danymi kart ({differences}); mimo to kończy się zapisanym wynikiem.</translation>
        </message>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.
{error}</source>
            <translation>Nie można użyć Twojego pliku kart; zamiast niego używany jest dołączony cards.yaml.
{error}</translation>
        </message>
        <message>
            <source>{file}: cannot read the replay: {problem}</source>
            <translation>{file}: nie można odczytać powtórki: {problem}</translation>
        </message>
        <message>
            <source>{file}: the replay does not play: {problem}</source>
            <translation>{file}: powtórki nie da się odtworzyć: {problem}</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be undone.</source>
            <translation>To jest powtórka: niczego nie można cofnąć.</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be played.</source>
            <translation>To jest powtórka: niczego nie można zagrać.</translation>
        </message>
        <message>
            <source>the game ends with another result than the recorded one</source>
            <translation>gra kończy się innym wynikiem niż zapisany</translation>
        </message>
        <message>
            <source>the game ended after {count} of {total} decisions</source>
            <translation>gra zakończyła się po {count} z {total} decyzji</translation>
        </message>
        <message>
            <source>this replay holds one seat's view, not the game's decisions</source>
            <translation>ta powtórka zawiera widok jednego miejsca, nie decyzje gry</translation>
        </message>
        <message>
            <source>"cards.by_card" must map card ids to digests (text)</source>
            <translation>"cards.by_card" musi przypisywać identyfikatorom kart skróty (tekst)</translation>
        </message>
        <message>
            <source>"options", "seed" and "seats" do not agree</source>
            <translation>"options", "seed" i "seats" nie są zgodne</translation>
        </message>
        <message>
            <source>the decisions end before the game does</source>
            <translation>decyzje kończą się przed końcem gry</translation>
        </message>
        <message>
            <source>the edition's rulings differ</source>
            <translation>rozstrzygnięcia zasad edycji się różnią</translation>
        </message>
        <message>
            <source>the cards are listed in another order</source>
            <translation>karty są wymienione w innej kolejności</translation>
        </message>
        <message>
            <source>{problem}; the replay was made with other card data ({differences})</source>
            <translation>{problem}; powtórkę nagrano z innymi danymi kart ({differences})</translation>
        </message>
        <message>
            <source>"origin" must be one of {choices}, not {value}</source>
            <translation>"origin" musi być jedną z wartości {choices}, a nie {value}</translation>
        </message>
        <message>
            <source>not a Nightfall Qt replay (expected "format": "{format}")</source>
            <translation>to nie jest powtórka Nightfall Qt (oczekiwano "format": "{format}")</translation>
        </message>
        <message>
            <source>the replay was written by a newer Nightfall Qt (replay format {format}); this version reads replay format {supported} — update the app to open it</source>
            <translation>powtórkę zapisał nowszy Nightfall Qt (format powtórki {format}); ta wersja czyta format {supported} — zaktualizuj aplikację, aby ją otworzyć</translation>
        </message>
        <message>
            <source>"kind" must be one of {choices}, not {value}</source>
            <translation>"kind" musi być jednym z {choices}, nie {value}</translation>
        </message>
        <message>
            <source>the replay holds {count} decisions, more than any game</source>
            <translation>powtórka zawiera {count} decyzji, więcej niż jakakolwiek gra</translation>
        </message>
        <message>
            <source>"result" must rank each of the {players} seats once</source>
            <translation>"result" musi sklasyfikować każde z {players} miejsc dokładnie raz</translation>
        </message>
        <message>
            <source>the game took another course at decision {number} than the replay records</source>
            <translation>przy decyzji {number} gra potoczyła się inaczej, niż zapisano w powtórce</translation>
        </message>
        <message>
            <source>changed: {cards}</source>
            <translation>zmienione: {cards}</translation>
        </message>
        <message>
            <source>missing: {cards}</source>
            <translation>brakujące: {cards}</translation>
        </message>
        <message>
            <source>added: {cards}</source>
            <translation>dodane: {cards}</translation>
        </message>
        <message>
            <source>"options" are not valid: {error}</source>
            <translation>"options" są nieprawidłowe: {error}</translation>
        </message>
        <message>
            <source>decisions[{index}] is not a decision</source>
            <translation>decisions[{index}] nie jest decyzją</translation>
        </message>
        <message>
            <source>the game cannot be set up: {error}</source>
            <translation>nie można przygotować gry: {error}</translation>
        </message>
        <message>
            <source>decision {number} cannot be played: {error}</source>
            <translation>nie można zagrać decyzji {number}: {error}</translation>
        </message>
        <message>
            <source>steps[{index}] is not a step: {problem}</source>
            <translation>steps[{index}] nie jest krokiem: {problem}</translation>
        </message>
        <message>
            <source>the replay holds no step</source>
            <translation>powtórka nie zawiera żadnego kroku</translation>
        </message>
        <message>
            <source>the steps end before the game does (the file is cut short)</source>
            <translation>kroki kończą się przed końcem gry (plik jest ucięty)</translation>
        </message>
        <message>
            <source>the last step's result is not the recorded result</source>
            <translation>wynik ostatniego kroku nie jest zapisanym wynikiem</translation>
        </message>
        <message>
            <source>"seat" must be one of the {players} seats</source>
            <translation>"seat" musi być jednym z {players} miejsc</translation>
        </message>
        <message>
            <source>the replay holds {count} steps, more than any game</source>
            <translation>powtórka zawiera {count} kroków, więcej niż jakakolwiek gra</translation>
        </message>
        <message>
            <source>an event is not an object</source>
            <translation>zdarzenie nie jest obiektem</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation is not seat {seat}'s</source>
            <translation>steps[{index}]: obserwacja nie należy do miejsca {seat}</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation cannot be read ({error})</source>
            <translation>steps[{index}]: nie można odczytać obserwacji ({error})</translation>
        </message>
        <message>
            <source>its observation does not apply ({error})</source>
            <translation>jego obserwacji nie da się zastosować ({error})</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Whose eyes: a player's view shows only what they knew</source>
            <translation>Czyimi oczami: widok gracza pokazuje tylko to, co wiedział</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Na początek (Home)</translation>
        </message>
        <message>
            <source>One decision back (←); one event back: Shift+←</source>
            <translation>Jedna decyzja wstecz (←); jedno zdarzenie wstecz: Shift+←</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Odtwarzaj / pauza (Spacja)</translation>
        </message>
        <message>
            <source>One decision on (→); one event on: Shift+→</source>
            <translation>Jedna decyzja dalej (→); jedno zdarzenie dalej: Shift+→</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Na koniec (End)</translation>
        </message>
        <message>
            <source>Turn </source>
            <translation>Tura </translation>
        </message>
        <message>
            <source>Jump to the start of a turn</source>
            <translation>Przejdź do początku tury</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Prędkość</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); the cards are shown as the card data in use describes them.</source>
            <translation>Ta powtórka powstała z innymi danymi kart ({differences}); karty są pokazane tak, jak opisują je używane dane kart.</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Tę powtórkę nagrano z innymi danymi kart ({differences}); mimo to kończy się zapisanym wynikiem.</translation>
        </message>
        <message>
            <source>Decision {step} of {steps}</source>
            <translation>Decyzja {step} z {steps}</translation>
        </message>
        <message>
            <source>Replay — {players}</source>
            <translation>Powtórka — {players}</translation>
        </message>
        <message>
            <source>Cannot open the replay</source>
            <translation>Nie można otworzyć powtórki</translation>
        </message>
        <message>
            <source>Everything open</source>
            <translation>Wszystko odkryte</translation>
        </message>
        <message>
            <source>, event {event} of {events}</source>
            <translation>, zdarzenie {event} z {events}</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Plik: {file}</translation>
        </message>
        <message>
            <source>{player}'s view</source>
            <translation>Widok: {player}</translation>
        </message>
    </context>
    <context>
        <name>ReplayList</name>
        <message>
            <source>Nightfall Qt replays ({patterns})</source>
            <translation>Powtórki Nightfall Qt ({patterns})</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {count} decisions</source>
            <translation>{time} UTC — {players} — wygrywa {winner} — decyzji: {count}</translation>
        </message>
        <message>
            <source>Replays</source>
            <translation>Powtórki</translation>
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation>&amp;Oglądaj</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Zapisz jako…</translation>
        </message>
        <message>
            <source>&amp;Open a replay file…</source>
            <translation>Otwórz &amp;plik powtórki…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Otwórz powtórkę</translation>
        </message>
        <message>
            <source>Save the replay as</source>
            <translation>Zapisz powtórkę jako</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {player}'s view, {count} steps</source>
            <translation>{time} UTC — {players} — wygrał(a) {winner} — widok gracza {player}, {count} kroków</translation>
        </message>
        <message>
            <source>Cannot save the replay</source>
            <translation>Nie można zapisać powtórki</translation>
        </message>
        <message>
            <source>The last {count} finished games are kept (Settings).</source>
            <translation>Zachowywanych jest ostatnich {count} zakończonych gier (Ustawienia).</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>fewest wounds</source>
            <translation>najmniej ran</translation>
        </message>
        <message>
            <source>tie on wounds: fewer of the most common wound kind</source>
            <translation>remis w liczbie ran: mniej ran najczęstszego rodzaju</translation>
        </message>
        <message>
            <source>tie: fewer of the second most common wound kind</source>
            <translation>remis: mniej ran drugiego pod względem częstości rodzaju</translation>
        </message>
        <message>
            <source>tie: fewer of the third wound kind</source>
            <translation>remis: mniej ran trzeciego rodzaju</translation>
        </message>
        <message>
            <source>complete tie: seated closest to the first player's right</source>
            <translation>pełny remis: miejsce najbliżej prawej strony gracza rozpoczynającego</translation>
        </message>
        <message>
            <source>You finished 2nd of {count}</source>
            <translation>Zajmujesz 2. miejsce na {count}</translation>
        </message>
        <message>
            <source>You finished 3rd of {count}</source>
            <translation>Zajmujesz 3. miejsce na {count}</translation>
        </message>
        <message>
            <source>You finished 4th of {count}</source>
            <translation>Zajmujesz 4. miejsce na {count}</translation>
        </message>
        <message>
            <source>You finished 5th of {count}</source>
            <translation>Zajmujesz 5. miejsce na {count}</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Miejsce</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Gracz</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Rany</translation>
        </message>
        <message>
            <source>Damage dealt</source>
            <translation>Zadane obrażenia</translation>
        </message>
        <message>
            <source>Minions destroyed</source>
            <translation>Zniszczone sługi</translation>
        </message>
        <message>
            <source>Cards claimed</source>
            <translation>Zdobyte karty</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tury</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Wygrywasz!</translation>
        </message>
        <message>
            <source>▶ {player} (you)</source>
            <translation>▶ {player} (ty)</translation>
        </message>
        <message>
            <source>Hide the results</source>
            <translation>Ukryj wyniki</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nowa gra…</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Rewanż</translation>
        </message>
        <message>
            <source>{player} wins!</source>
            <translation>Wygrywa {player}!</translation>
        </message>
        <message>
            <source>▶ {player}</source>
            <translation>▶ {player}</translation>
        </message>
        <message>
            <source>Decided by: {reason}.</source>
            <translation>Rozstrzygnięcie: {reason}.</translation>
        </message>
        <message>
            <source>{player} wins.</source>
            <translation>{player} wygrywa.</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>hosted on this computer</source>
            <translation>prowadzona na tym komputerze</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}</source>
            <translation>Znaleziono nieukończoną grę:

{game}</translation>
        </message>
        <message>
            <source>The autosaved game could not be loaded, so a new game starts.

{details}</source>
            <translation>Nie udało się wczytać automatycznie zapisanej gry, więc rozpoczyna się nowa gra.

{details}</translation>
        </message>
        <message>
            <source>Online: room {code}, seat {seat} as {name}
{where}</source>
            <translation>Online: pokój {code}, miejsce {seat} jako {name}
{where}</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Wznów grę</translation>
        </message>
        <message>
            <source>Unfinished games:</source>
            <translation>Niedokończone gry:</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nowa gra…</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}

The newest autosave could not be loaded ({file}: {problem}). This is the most recent autosave that is intact.</source>
            <translation>Znaleziono nieukończoną grę:

{game}

Nie udało się wczytać najnowszego automatycznego zapisu ({file}: {problem}). To najnowszy nieuszkodzony automatyczny zapis.</translation>
        </message>
        <message>
            <source>On this computer
{game}</source>
            <translation>Na tym komputerze
{game}</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>minion</source>
            <translation>sługus</translation>
        </message>
        <message>
            <source>action</source>
            <translation>akcja</translation>
        </message>
        <message>
            <source>Card glossary</source>
            <translation>Słowniczek kart</translation>
        </message>
        <message>
            <source>wound</source>
            <translation>rana</translation>
        </message>
        <message>
            <source>starting minion</source>
            <translation>sługus startowy</translation>
        </message>
        <message>
            <source>Nightfall rules</source>
            <translation>Zasady gry Nightfall</translation>
        </message>
        <message>
            <source>colour {colour}</source>
            <translation>kolor {colour}</translation>
        </message>
        <message>
            <source>links {colours}</source>
            <translation>kolory łączące {colours}</translation>
        </message>
        <message>
            <source>cost {cost}</source>
            <translation>koszt {cost}</translation>
        </message>
        <message>
            <source>kicker {colour}</source>
            <translation>dopalacz {colour}</translation>
        </message>
        <message>
            <source>strength {strength}, health {health}</source>
            <translation>siła {strength}, żywotność {health}</translation>
        </message>
        <message>
            <source>Provenance: {marks}</source>
            <translation>Pochodzenie: {marks}</translation>
        </message>
        <message>
            <source>Marks: {legend}.</source>
            <translation>Oznaczenia: {legend}.</translation>
        </message>
        <message>
            <source>English: {name}</source>
            <translation>po angielsku: {name}</translation>
        </message>
        <message>
            <source>Ruling:</source>
            <translation>Wyjaśnienie:</translation>
        </message>
    </context>
    <context>
        <name>SaveError</name>
        <message>
            <source>{field} is missing</source>
            <translation>brak pola {field}</translation>
        </message>
        <message>
            <source>cannot write the file: {reason}</source>
            <translation>nie można zapisać pliku: {reason}</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>true/false</source>
            <translation>prawda/fałsz</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>liczba</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>liczba całkowita</translation>
        </message>
        <message>
            <source>text</source>
            <translation>tekst</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>lista</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>obiekt</translation>
        </message>
        <message>
            <source>{field} must be {expected}, not {found}</source>
            <translation>{field}: oczekiwany typ to {expected}, a nie {found}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>plik jest pusty</translation>
        </message>
        <message>
            <source>"options" and "seed" do not match the game state</source>
            <translation>„options” i „seed” nie zgadzają się ze stanem gry</translation>
        </message>
        <message>
            <source>the game state does not match its checksum: the file was changed or damaged after saving</source>
            <translation>stan gry nie zgadza się z sumą kontrolną: plik został zmieniony lub uszkodzony po zapisaniu</translation>
        </message>
        <message>
            <source>the file does not exist</source>
            <translation>plik nie istnieje</translation>
        </message>
        <message>
            <source>{field} is out of range ({value})</source>
            <translation>{field} jest poza zakresem ({value})</translation>
        </message>
        <message numerus="yes">
            <source>the save lists %n seats but the game has {players} players</source>
            <translation>
                <numerusform>zapis wymienia %n miejsce, ale liczba graczy w grze to {players}</numerusform>
                <numerusform>zapis wymienia %n miejsca, ale liczba graczy w grze to {players}</numerusform>
                <numerusform>zapis wymienia %n miejsc, ale liczba graczy w grze to {players}</numerusform>
            </translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (the file holds {found}, not an object)</source>
            <translation>to nie jest zapisana gra Nightfall Qt (plik zawiera: {found}, a nie obiekt)</translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (expected "format": "{format}")</source>
            <translation>to nie jest zapisana gra Nightfall Qt (oczekiwano "format": "{format}")</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>plik został zapisany przez nowszą wersję Nightfall Qt (format zapisu {format}); ta wersja odczytuje format zapisu {supported} — zaktualizuj aplikację, aby go otworzyć</translation>
        </message>
        <message>
            <source>unknown save format version {format}</source>
            <translation>nieznana wersja formatu zapisu: {format}</translation>
        </message>
        <message>
            <source>not valid JSON at line {line}, column {column} ({reason}); the file is damaged or was cut short</source>
            <translation>niepoprawny JSON w wierszu {line}, kolumnie {column} ({reason}); plik jest uszkodzony lub niekompletny</translation>
        </message>
        <message>
            <source>not valid JSON ({error})</source>
            <translation>niepoprawny JSON ({error})</translation>
        </message>
        <message>
            <source>{field} must be a non-empty name, not {value}</source>
            <translation>{field} musi być niepustą nazwą, a nie {value}</translation>
        </message>
        <message>
            <source>{field} must be 'human' or 'bot', not {value}</source>
            <translation>{field} musi mieć wartość 'human' lub 'bot', a nie {value}</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}, not {value}</source>
            <translation>{field} musi mieć jedną z wartości {choices}, a nie {value}</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt {app_version} (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>plik został zapisany przez nowszą wersję Nightfall Qt {app_version} (format zapisu {format}); ta wersja odczytuje format zapisu {supported} — zaktualizuj aplikację, aby go otworzyć</translation>
        </message>
        <message>
            <source>the game state cannot be read ({error})</source>
            <translation>nie można odczytać stanu gry ({error})</translation>
        </message>
        <message>
            <source>the game state is damaged: {error}</source>
            <translation>stan gry jest uszkodzony: {error}</translation>
        </message>
        <message>
            <source>the file is {size} MB, larger than any saved game ({limit} MB at most); it is not a Nightfall Qt save</source>
            <translation>plik ma {size} MB, więcej niż jakakolwiek zapisana gra (najwyżej {limit} MB); to nie jest zapis gry Nightfall Qt</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>nie można odczytać pliku: {reason}</translation>
        </message>
        <message>
            <source>not a text file (byte {byte} is not UTF-8); the file is damaged</source>
            <translation>to nie jest plik tekstowy (bajt {byte} nie jest poprawnym UTF-8); plik jest uszkodzony</translation>
        </message>
        <message>
            <source>the game uses cards that the card data in use does not have: {cards}</source>
            <translation>gra używa kart, których brakuje w używanych danych kart: {cards}</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>{name} (easy bot)</source>
            <translation>{name} (bot: łatwy)</translation>
        </message>
        <message>
            <source>{name} (normal bot)</source>
            <translation>{name} (bot: normalny)</translation>
        </message>
        <message>
            <source>{name} (hard bot)</source>
            <translation>{name} (bot: trudny)</translation>
        </message>
        <message>
            <source>{name} (expert bot)</source>
            <translation>{name} (bot: ekspert)</translation>
        </message>
        <message>
            <source>{name} (random bot)</source>
            <translation>{name} (bot: losowy)</translation>
        </message>
        <message>
            <source>{players} — setup, saved {time} UTC</source>
            <translation>{players} — przygotowanie, zapisano {time} UTC</translation>
        </message>
        <message>
            <source>{name} (human)</source>
            <translation>{name} (człowiek)</translation>
        </message>
        <message>
            <source>{name} ({level} bot)</source>
            <translation>{name} (bot: {level})</translation>
        </message>
        <message>
            <source>{players} — turn {turn}, saved {time} UTC</source>
            <translation>{players} — tura {turn}, zapisano {time} UTC</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Miejsce {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>a whole number from 2 to 5</source>
            <translation>liczbą całkowitą od 2 do 5</translation>
        </message>
        <message>
            <source>text of fewer than 10000 characters</source>
            <translation>tekstem krótszym niż 10000 znaków</translation>
        </message>
        <message>
            <source>a list of file names</source>
            <translation>listą nazw plików</translation>
        </message>
        <message>
            <source>a list of seats</source>
            <translation>listą miejsc</translation>
        </message>
        <message>
            <source>an object with name, kind and level</source>
            <translation>obiektem z polami name, kind i level</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults (the file is kept as {copy})</source>
            <translation>{file}: {reason}; używane są ustawienia domyślne (plik zachowano jako {copy})</translation>
        </message>
        <message>
            <source>line {line}, column {column}: {reason}</source>
            <translation>wiersz {line}, kolumna {column}: {reason}</translation>
        </message>
        <message>
            <source>"{field}" must be {expected}, not {value}</source>
            <translation>„{field}” musi być {expected}, a nie {value}</translation>
        </message>
        <message>
            <source>one of {choices}</source>
            <translation>jedną z wartości {choices}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true lub false</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>liczba całkowita od {low} do {high}</translation>
        </message>
        <message>
            <source>a number from {low} to {high}</source>
            <translation>liczbą od {low} do {high}</translation>
        </message>
        <message>
            <source>a whole number from 1 to {high}</source>
            <translation>liczba całkowita od 1 do {high}</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults</source>
            <translation>{file}: {reason}; używane są ustawienia domyślne</translation>
        </message>
        <message>
            <source>not a Nightfall Qt settings file (expected "format": "{format}")</source>
            <translation>to nie jest plik ustawień Nightfall Qt (oczekiwano "format": "{format}")</translation>
        </message>
        <message>
            <source> (the file is kept as {copy})</source>
            <translation> (plik zachowano jako {copy})</translation>
        </message>
        <message>
            <source>{file}: these settings use their defaults{kept}:
{problems}</source>
            <translation>{file}: te ustawienia przyjmują wartości domyślne{kept}:
{problems}</translation>
        </message>
        <message>
            <source>the file is larger than {size} kB</source>
            <translation>plik jest większy niż {size} kB</translation>
        </message>
        <message>
            <source>{file}: cannot read the settings ({error}); using the defaults</source>
            <translation>{file}: nie można odczytać ustawień ({error}); używane są ustawienia domyślne</translation>
        </message>
        <message>
            <source>the settings file is damaged ({error})</source>
            <translation>plik ustawień jest uszkodzony ({error})</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>The language applies after a restart.</source>
            <translation>Zmiana języka zadziała po ponownym uruchomieniu.</translation>
        </message>
        <message>
            <source>As the desktop (dark or light)</source>
            <translation>Jak pulpit (ciemny lub jasny)</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Ciemny</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Jasny</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Język systemu ({language})</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ustawienia</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Gra</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Szybkość animacji</translation>
        </message>
        <message>
            <source>Bots move without waiting for animations</source>
            <translation>Boty wykonują ruchy bez czekania na animacje</translation>
        </message>
        <message>
            <source>Pause before each chain resolves</source>
            <translation>Pauza przed rozpatrzeniem każdego łańcucha</translation>
        </message>
        <message>
            <source>Continue with View → Pause (Ctrl+P)</source>
            <translation>Kontynuuj przez Widok → Pauza (Ctrl+P)</translation>
        </message>
        <message>
            <source>Fast bots</source>
            <translation>Szybkie boty</translation>
        </message>
        <message>
            <source> games</source>
            <translation> gier</translation>
        </message>
        <message>
            <source>Replays kept</source>
            <translation>Zachowywane powtórki</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Potwierdzenia</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Dźwięk</translation>
        </message>
        <message>
            <source>Ask before replacing a game in progress</source>
            <translation>Pytaj przed zastąpieniem trwającej gry</translation>
        </message>
        <message>
            <source>Ask before ending the claim phase while your influence could still claim a card</source>
            <translation>Pytaj przed zakończeniem fazy nabywania, gdy wpływy wystarczają jeszcze na kartę</translation>
        </message>
        <message>
            <source>Ask before passing without adding a card when one could join the chain</source>
            <translation>Pytaj przed spasowaniem bez dołożenia karty, gdy któraś może dołączyć do łańcucha</translation>
        </message>
        <message>
            <source>Play a hand card with a single click (off: a click selects it, a second click or Enter plays it)</source>
            <translation>Zagrywaj kartę z ręki jednym kliknięciem (wyłączone: kliknięcie ją zaznacza, drugie kliknięcie lub Enter ją zagrywa)</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Rozmiar tekstu</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Język</translation>
        </message>
        <message>
            <source>New game defaults</source>
            <translation>Domyślne ustawienia nowej gry</translation>
        </message>
        <message>
            <source>On (M at the table)</source>
            <translation>Włączony (M przy stole)</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Głośność</translation>
        </message>
        <message>
            <source>"Your turn" chime</source>
            <translation>Sygnał „Twoja kolej”</translation>
        </message>
        <message>
            <source>When your turn begins at the table, and in an online game also while the window is in the background.</source>
            <translation>Gdy przy stole zaczyna się twoja tura, a w grze online także wtedy, gdy okno jest w tle.</translation>
        </message>
        <message>
            <source>Online: when it becomes your turn and the window is in the background</source>
            <translation>Online: gdy nadchodzi twoja kolej, a okno jest w tle</translation>
        </message>
        <message>
            <source>Flash the taskbar entry</source>
            <translation>Migaj pozycją na pasku zadań</translation>
        </message>
        <message>
            <source>Show a desktop notification</source>
            <translation>Pokaż powiadomienie na pulpicie</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Motyw</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Liczba graczy</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>"{field}" must be {expected}, not {value}</source>
            <translation>„{field}” musi być {expected}, a nie {value}</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>obiektem</translation>
        </message>
        <message>
            <source>a list of 2 to 5 seats</source>
            <translation>listą od 2 do 5 miejsc</translation>
        </message>
        <message>
            <source>a list with one entry per seat</source>
            <translation>listą z jednym wpisem na miejsce</translation>
        </message>
        <message>
            <source>must be {expected}, not {value}</source>
            <translation>musi być {expected}, a nie {value}</translation>
        </message>
        <message>
            <source>a seat with a name and kind human or bot</source>
            <translation>miejscem z nazwą i rodzajem human lub bot</translation>
        </message>
        <message>
            <source>wound counts from 0 to 999999999</source>
            <translation>liczbami ran od 0 do 999999999</translation>
        </message>
        <message>
            <source>a seat number from 0 to {last}</source>
            <translation>numerem miejsca od 0 do {last}</translation>
        </message>
        <message>
            <source>{file}: not a Nightfall Qt statistics file; starting new statistics</source>
            <translation>{file}: to nie jest plik statystyk Nightfall Qt; tworzone są nowe statystyki</translation>
        </message>
        <message>
            <source>{file}: unknown statistics version {version}; starting new statistics</source>
            <translation>{file}: nieznana wersja statystyk {version}; tworzone są nowe statystyki</translation>
        </message>
        <message>
            <source>A copy of the file is kept as {copy}.</source>
            <translation>Kopię pliku zachowano jako {copy}.</translation>
        </message>
        <message>
            <source>{file}: the file is larger than {size} MB; starting new statistics</source>
            <translation>{file}: plik jest większy niż {size} MB; rozpoczynam nowe statystyki</translation>
        </message>
        <message>
            <source>{file}: cannot read the statistics ({error})</source>
            <translation>{file}: nie można odczytać statystyk ({error})</translation>
        </message>
        <message>
            <source>{file}: the statistics file is damaged ({error}); starting new statistics</source>
            <translation>{file}: plik statystyk jest uszkodzony ({error}); tworzone są nowe statystyki</translation>
        </message>
        <message numerus="yes">
            <source>{file}: %n damaged game record(s) were ignored</source>
            <translation>
                <numerusform>{file}: pominięto %n uszkodzony zapis gry</numerusform>
                <numerusform>{file}: pominięto %n uszkodzone zapisy gier</numerusform>
                <numerusform>{file}: pominięto %n uszkodzonych zapisów gier</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message numerus="yes">
            <source>Delete the statistics of all %n finished games? This cannot be undone.</source>
            <translation>
                <numerusform>Usunąć statystyki %n ukończonej gry? Tej operacji nie można cofnąć.</numerusform>
                <numerusform>Usunąć statystyki wszystkich %n ukończonych gier? Tej operacji nie można cofnąć.</numerusform>
                <numerusform>Usunąć statystyki wszystkich %n ukończonych gier? Tej operacji nie można cofnąć.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games with a human player yet.</source>
            <translation>Nie ma jeszcze ukończonych gier z udziałem człowieka.</translation>
        </message>
        <message numerus="yes">
            <source>wounds in each of the last %n game(s)</source>
            <translation>
                <numerusform>rany w %n ostatniej grze</numerusform>
                <numerusform>rany w każdej z ostatnich %n gier</numerusform>
                <numerusform>rany w każdej z ostatnich %n gier</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Wyzeruj statystyki…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Zamknij</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Wyzeruj statystyki</translation>
        </message>
        <message>
            <source>Opponent level</source>
            <translation>Poziom przeciwnika</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Gry</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Wygrane</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Odsetek wygranych</translation>
        </message>
        <message>
            <source>Wounds per game (human players)</source>
            <translation>Rany na grę (gracze-ludzie)</translation>
        </message>
        <message>
            <source>Cards you claimed most</source>
            <translation>Najczęściej nabywane karty</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Karta</translation>
        </message>
        <message>
            <source>Claimed</source>
            <translation>Nabyto</translation>
        </message>
        <message>
            <source>Replays…</source>
            <translation>Powtórki…</translation>
        </message>
        <message numerus="yes">
            <source>%n finished games recorded.</source>
            <translation>
                <numerusform>Zapisano %n ukończoną grę.</numerusform>
                <numerusform>Zapisano %n ukończone gry.</numerusform>
                <numerusform>Zapisano %n ukończonych gier.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games recorded yet.</source>
            <translation>Nie zapisano jeszcze żadnej ukończonej gry.</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>Cannot reset the statistics: {reason} ({file})</source>
            <translation>Nie można wyzerować statystyk: {reason} ({file})</translation>
        </message>
    </context>
    <context>
        <name>TableMarks</name>
        <message>
            <source>a secret card</source>
            <translation>tajna karta</translation>
        </message>
        <message>
            <source>On the table</source>
            <translation>Na stole</translation>
        </message>
        <message>
            <source>{player}: +{amount} influence this turn</source>
            <translation>{player}: +{amount} wpływów w tej turze</translation>
        </message>
        <message>
            <source>{player}: −{amount} influence this turn</source>
            <translation>{player}: −{amount} wpływów w tej turze</translation>
        </message>
        <message numerus="yes">
            <source>{player}: influence doubled %n time(s)</source>
            <translation>
                <numerusform>{player}: wpływy podwojone %n raz</numerusform>
                <numerusform>{player}: wpływy podwojone %n razy</numerusform>
                <numerusform>{player}: wpływy podwojone %n razy</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less</source>
            <translation>{player}: nabycia tańsze o {amount}</translation>
        </message>
        <message numerus="yes">
            <source>{player}: may claim from %n enemy private archive(s)</source>
            <translation>
                <numerusform>{player}: może nabyć z %n wrogiego archiwum prywatnego</numerusform>
                <numerusform>{player}: może nabyć z %n wrogich archiwów prywatnych</numerusform>
                <numerusform>{player}: może nabyć z %n wrogich archiwów prywatnych</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: direct-damage blockers do not absorb card damage</source>
            <translation>{player}: sługusi jak Vulko nie blokują obrażeń z kart</translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less, never below {floor}</source>
            <translation>{player}: nabycia tańsze o {amount}, nigdy poniżej {floor}</translation>
        </message>
        <message>
            <source>Exiled: {cards}</source>
            <translation>Usunięte z gry: {cards}</translation>
        </message>
        <message>
            <source>{player} chooses the targets of {card}</source>
            <translation>{player} wybiera cele karty {card}</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>hand {hand} · deck {deck} · discard {discard} · influence {influence}</source>
            <translation>ręka {hand} · talia {deck} · odrzucone {discard} · wpływy {influence}</translation>
        </message>
        <message>
            <source>{player}: click or drop here when a player is to be chosen</source>
            <translation>{player}: kliknij lub upuść tutaj kartę, gdy trzeba wybrać gracza</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Miejsce {number}</translation>
        </message>
        <message>
            <source>{player}  … thinking</source>
            <translation>{player}  … myśli</translation>
        </message>
        <message>
            <source>discard pile: {card}</source>
            <translation>odrzucone: {card}</translation>
        </message>
        <message>
            <source>{player} is not connected ({away}): the game waits for them.</source>
            <translation>{player}: brak połączenia ({away}), gra czeka.</translation>
        </message>
        <message>
            <source>Drop to discard for 1 influence</source>
            <translation>Upuść, aby odrzucić za 1 punkt wpływów</translation>
        </message>
        <message>
            <source>Drop to attack this player</source>
            <translation>Upuść, aby zaatakować tego gracza</translation>
        </message>
        <message>
            <source>Drop to block this attacker</source>
            <translation>Upuść, aby zablokować tego atakującego</translation>
        </message>
        <message>
            <source>not a choice now</source>
            <translation>teraz niedostępne</translation>
        </message>
        <message>
            <source>That is not a place this card can go now.</source>
            <translation>Tej karty nie można teraz tu położyć.</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Łańcuch</translation>
        </message>
        <message>
            <source>Archives</source>
            <translation>Archiwa</translation>
        </message>
        <message>
            <source>Influence</source>
            <translation>Wpływy</translation>
        </message>
        <message>
            <source>attacks</source>
            <translation>atakuje</translation>
        </message>
        <message>
            <source>blocks</source>
            <translation>blokuje</translation>
        </message>
        <message>
            <source>common</source>
            <translation>wspólne</translation>
        </message>
        <message>
            <source>secret archive</source>
            <translation>sekretne archiwum</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, cost {cost}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, koszt {cost}, została %n karta</numerusform>
                <numerusform>{card} — {owner}, koszt {cost}, zostały %n karty</numerusform>
                <numerusform>{card} — {owner}, koszt {cost}, zostało %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Drop to add to the chain</source>
            <translation>Upuść, aby dołączyć do łańcucha</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>rozpatrywana teraz</translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>dopalacz aktywny</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>pominięta</translation>
        </message>
        <message>
            <source>twice</source>
            <translation>dwukrotnie</translation>
        </message>
        <message>
            <source>Drop to add to the chain — kicker ACTIVE</source>
            <translation>Upuść, aby dołączyć do łańcucha — dopalacz AKTYWNY</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>tej karty nie można teraz dołączyć do łańcucha</translation>
        </message>
        <message>
            <source>attacks {player}</source>
            <translation>atakuje: {player}</translation>
        </message>
        <message>
            <source>blocks {card}</source>
            <translation>blokuje: {card}</translation>
        </message>
        <message>
            <source>cost {cost} · ×{left}
{owner}</source>
            <translation>koszt {cost} · ×{left}
{owner}</translation>
        </message>
        <message>
            <source>×{left}
{owner}</source>
            <translation>×{left}
{owner}</translation>
        </message>
        <message>
            <source>private ({player})</source>
            <translation>prywatne ({player})</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, została %n karta</numerusform>
                <numerusform>{card} — {owner}, zostały %n karty</numerusform>
                <numerusform>{card} — {owner}, zostało %n kart</numerusform>
            </translation>
        </message>
        <message>
            <source>Click again or press Enter to {action} — or drag the card.</source>
            <translation>Kliknij ponownie lub naciśnij Enter: {action} — albo przeciągnij kartę.</translation>
        </message>
        <message>
            <source>Turn {turn} · {player} · {phase} phase</source>
            <translation>Tura {turn} · {player} · {phase}</translation>
        </message>
        <message>
            <source>Drag this card onto what it should be used for.</source>
            <translation>Przeciągnij tę kartę na to, do czego ma zostać użyta.</translation>
        </message>
    </context>
    <context>
        <name>TurnAlert</name>
        <message>
            <source>Nightfall: it's your turn</source>
            <translation>Nightfall: twoja kolej</translation>
        </message>
        <message>
            <source>Room {code}</source>
            <translation>Pokój {code}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>That is not the move this lesson is about. Read the panel again.</source>
            <translation>Ta lekcja nie dotyczy tego ruchu. Przeczytaj jeszcze raz wskazówki w panelu.</translation>
        </message>
        <message>
            <source>Tutorial: {hint}</source>
            <translation>Samouczek: {hint}</translation>
        </message>
        <message>
            <source>Taken back. {instruction}</source>
            <translation>Cofnięto ruch. {instruction}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Gracz {number}</translation>
        </message>
        <message>
            <source>A lesson's translation could not be used, so the lesson is shown in English: {problem}</source>
            <translation>Nie można użyć tłumaczenia lekcji, więc lekcja jest pokazana po angielsku: {problem}</translation>
        </message>
        <message>
            <source>A lesson could not be used and is left out: {problem}</source>
            <translation>Nie można użyć lekcji, więc została pominięta: {problem}</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Restart lesson</source>
            <translation>Zacznij lekcję od nowa</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Następna lekcja</translation>
        </message>
        <message>
            <source>Leave tutorial</source>
            <translation>Zakończ samouczek</translation>
        </message>
        <message>
            <source>Now: {instruction}</source>
            <translation>Teraz: {instruction}</translation>
        </message>
        <message>
            <source>Lesson complete. Go on to the next lesson, or leave the tutorial.</source>
            <translation>Lekcja ukończona. Przejdź do następnej lekcji albo zakończ samouczek.</translation>
        </message>
        <message>
            <source>{reason}. {hint}</source>
            <translation>{reason}. {hint}</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Krok {step} z {steps}</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>cannot undo: nothing to undo yet</source>
            <translation>nie można cofnąć: nie ma jeszcze nic do cofnięcia</translation>
        </message>
        <message>
            <source>cannot undo: a new game started</source>
            <translation>nie można cofnąć: rozpoczęła się nowa gra</translation>
        </message>
        <message>
            <source>cannot undo: something was shuffled or drawn at random</source>
            <translation>nie można cofnąć: coś zostało potasowane lub wylosowane</translation>
        </message>
        <message>
            <source>cannot undo: a card was drawn</source>
            <translation>nie można cofnąć: dobrano kartę</translation>
        </message>
        <message>
            <source>cannot undo: a deck was reshuffled</source>
            <translation>nie można cofnąć: przetasowano talię</translation>
        </message>
        <message>
            <source>cannot undo: a wound was taken</source>
            <translation>nie można cofnąć: otrzymano ranę</translation>
        </message>
        <message>
            <source>cannot undo: a secret archive was revealed</source>
            <translation>nie można cofnąć: odkryto sekretne archiwum</translation>
        </message>
        <message>
            <source>cannot undo: the game is over</source>
            <translation>nie można cofnąć: gra się zakończyła</translation>
        </message>
        <message>
            <source>cannot undo: a draft card was picked</source>
            <translation>nie można cofnąć: wybrano kartę do draftu</translation>
        </message>
        <message>
            <source>cannot undo: another player decided</source>
            <translation>nie można cofnąć: decyzję podjął inny gracz</translation>
        </message>
        <message>
            <source>cannot undo: it was another player's turn to decide</source>
            <translation>nie można cofnąć: decyzja należała do innego gracza</translation>
        </message>
        <message>
            <source>cannot undo: new private information</source>
            <translation>nie można cofnąć: pojawiły się nowe ukryte informacje</translation>
        </message>
        <message>
            <source>cannot undo: {reason}</source>
            <translation>nie można cofnąć: {reason}</translation>
        </message>
        <message>
            <source>cannot undo: the last choice was another player's</source>
            <translation>nie można cofnąć: ostatniej decyzji dokonał inny gracz</translation>
        </message>
    </context>
    <context>
        <name>Why</name>
        <message>
            <source>it was the only legal move</source>
            <translation>był to jedyny dozwolony ruch</translation>
        </message>
        <message>
            <source>the move its search rated best</source>
            <translation>ruch, który jego wyszukiwanie oceniło najwyżej</translation>
        </message>
        <message>
            <source>the card that starts the best sequence of cards it could add</source>
            <translation>karta, od której zaczyna się najlepsza sekwencja kart, jaką mógł dodać</translation>
        </message>
        <message>
            <source>the best card on its own, without a plan for the cards after it</source>
            <translation>najlepsza karta sama w sobie, bez planu na kolejne karty</translation>
        </message>
        <message>
            <source>the card's kicker is active here</source>
            <translation>dopalacz karty jest tu aktywny</translation>
        </message>
        <message>
            <source>a card that brings an order back to hand, in the order that brings back the best one</source>
            <translation>karta, która zabiera rozkaz z powrotem na rękę, w kolejności, która odzyskuje najlepszy</translation>
        </message>
        <message>
            <source>nothing it could add was worth the card</source>
            <translation>nic, co mógł dodać, nie było warte karty</translation>
        </message>
        <message>
            <source>attack the leader (the fewest wounds)</source>
            <translation>zaatakować prowadzącego (najmniej ran)</translation>
        </message>
        <message>
            <source>attack the player on its left</source>
            <translation>zaatakować gracza po swojej lewej</translation>
        </message>
        <message>
            <source>attack where the fewest blockers wait</source>
            <translation>zaatakować tam, gdzie czeka najmniej blokujących</translation>
        </message>
        <message>
            <source>the block saves more wounds than the blocker is worth</source>
            <translation>blok oszczędza więcej ran, niż jest wart blokujący</translation>
        </message>
        <message>
            <source>no block was a good trade</source>
            <translation>żaden blok nie był dobrą wymianą</translation>
        </message>
        <message>
            <source>aim at the leader (the fewest wounds)</source>
            <translation>celować w prowadzącego (najmniej ran)</translation>
        </message>
        <message>
            <source>aim at the player on its left</source>
            <translation>celować w gracza po swojej lewej</translation>
        </message>
        <message>
            <source>a minion this destroys</source>
            <translation>sługus, którego to zniszczy</translation>
        </message>
        <message>
            <source>the most valuable target for this card</source>
            <translation>najcenniejszy cel dla tej karty</translation>
        </message>
        <message>
            <source>the most value for its cost</source>
            <translation>najwięcej wartości za swój koszt</translation>
        </message>
        <message>
            <source>discard a weak card to afford a card it wants</source>
            <translation>odrzucić słabą kartę, by stać go było na kartę, której chce</translation>
        </message>
        <message>
            <source>nothing left was worth claiming</source>
            <translation>nic, co zostało, nie było warte zdobycia</translation>
        </message>
        <message>
            <source>draw up first: wounds drawn now are discarded by the wound effect too</source>
            <translation>najpierw dobrać: dobrane teraz rany też odrzuci efekt rany</translation>
        </message>
        <message>
            <source>the wound effect clears wounds from its hand</source>
            <translation>efekt rany usuwa rany z jego ręki</translation>
        </message>
        <message>
            <source>nothing else to do this turn</source>
            <translation>w tej turze nie ma już nic do zrobienia</translation>
        </message>
        <message>
            <source>give up the least valuable card</source>
            <translation>oddać najmniej cenną kartę</translation>
        </message>
        <message>
            <source>take the most valuable card</source>
            <translation>wziąć najcenniejszą kartę</translation>
        </message>
        <message>
            <source>the order its rule prefers</source>
            <translation>kolejność, którą preferuje jego reguła</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Łatwy</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normalny</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Trudny</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Ekspert</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value}%</translation>
        </message>
        <message>
            <source>▶ played: {move}</source>
            <translation>▶ zagrane: {move}</translation>
        </message>
        <message numerus="yes">
            <source>%n playouts.</source>
            <translation>
                <numerusform>%n rozegrana symulacja.</numerusform>
                <numerusform>%n rozegrane symulacje.</numerusform>
                <numerusform>%n rozegranych symulacji.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} ({level})</source>
            <translation>{player} ({level})</translation>
        </message>
        <message>
            <source>Why? {player} weighed:</source>
            <translation>Dlaczego? {player} rozważył:</translation>
        </message>
        <message>
            <source>{move}: {win} win chance, {share} of the search</source>
            <translation>{move}: {win} szansy na wygraną, {share} wyszukiwania</translation>
        </message>
        <message>
            <source>Rule: {reason}.</source>
            <translation>Reguła: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>WhyNot</name>
        <message>
            <source>hand cards are not used now: choose whom your minions attack</source>
            <translation>karty z ręki nie są teraz używane: wybierz, kogo zaatakują twoi sługusi</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose blockers among your minions in play</source>
            <translation>karty z ręki nie są teraz używane: wybierz blokujących spośród swoich sługusów w grze</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order of the attacks</source>
            <translation>karty z ręki nie są teraz używane: wybierz kolejność ataków</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which blocker takes the damage first</source>
            <translation>karty z ręki nie są teraz używane: wybierz, który blokujący pierwszy przyjmie obrażenia</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which of your minions absorbs the damage first</source>
            <translation>karty z ręki nie są teraz używane: wybierz, który z twoich sługusów pierwszy zablokuje obrażenia</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a player</source>
            <translation>karty z ręki nie są teraz używane: wybierz gracza</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a minion in play</source>
            <translation>karty z ręki nie są teraz używane: wybierz sługusa w grze</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card in the chain</source>
            <translation>karty z ręki nie są teraz używane: wybierz kartę w łańcuchu</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive</source>
            <translation>karty z ręki nie są teraz używane: wybierz archiwum</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order in which players are hit</source>
            <translation>karty z ręki nie są teraz używane: wybierz kolejność, w jakiej gracze otrzymują obrażenia</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card from your discard pile</source>
            <translation>karty z ręki nie są teraz używane: wybierz kartę ze swojego stosu kart odrzuconych</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive to claim from for free</source>
            <translation>karty z ręki nie są teraz używane: wybierz archiwum, z którego nabędziesz kartę bez płacenia</translation>
        </message>
        <message>
            <source>hand cards are not used now: use the wound effect, draw up or end the turn</source>
            <translation>karty z ręki nie są teraz używane: użyj efektu rany, dobierz karty lub zakończ turę</translation>
        </message>
        <message>
            <source>hand cards are not used now: pick a draft card</source>
            <translation>karty z ręki nie są teraz używane: wybierz kartę do draftu</translation>
        </message>
        <message>
            <source>wounds can never be played: only actions and minions can</source>
            <translation>ran nigdy nie można zagrać: tylko akcje i sługusy</translation>
        </message>
        <message>
            <source>you can add cards only when it is your opportunity in the chain phase</source>
            <translation>karty możesz dołączać tylko w fazie łańcucha, gdy nadejdzie twoja okazja</translation>
        </message>
        <message>
            <source>you can claim only in your own claim phase</source>
            <translation>możesz nabywać karty tylko we własnej fazie nabywania</translation>
        </message>
        <message>
            <source>this archive is empty</source>
            <translation>to archiwum jest puste</translation>
        </message>
        <message>
            <source>this is another player's private archive</source>
            <translation>to prywatne archiwum innego gracza</translation>
        </message>
        <message>
            <source>this card cannot be chosen for this effect</source>
            <translation>tej karty nie można wybrać dla tego efektu</translation>
        </message>
        <message>
            <source>hand cards are not played in the cleanup: draw up or end your turn</source>
            <translation>w fazie sprzątania nie zagrywa się kart z ręki: dobierz karty lub zakończ turę</translation>
        </message>
        <message>
            <source>this archive cannot be chosen for this effect</source>
            <translation>tego archiwum nie można wybrać dla tego efektu</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>tej karty nie można teraz dołączyć do łańcucha</translation>
        </message>
        <message>
            <source>only cards in your hand can be discarded for influence</source>
            <translation>za wpływy można odrzucać tylko karty z ręki</translation>
        </message>
        <message>
            <source>wounds cannot be chosen: the effect exiles an action or a minion</source>
            <translation>nie można wybrać rany: efekt usuwa z gry akcję lub sługusa</translation>
        </message>
        <message>
            <source>use the wound effect button: it discards all wounds in your hand at once</source>
            <translation>użyj przycisku „Użyj efektu rany”: odrzuca on naraz wszystkie rany z ręki</translation>
        </message>
        <message>
            <source>hand cards are not used now: {prompt}</source>
            <translation>karty z ręki nie są teraz używane: {prompt}</translation>
        </message>
        <message>
            <source>This attack is already in the order: it resolves as number {position}. Choose among the outlined attackers.</source>
            <translation>Ten atak jest już w kolejności: zostanie rozpatrzony jako {position}. Wybierz spośród obramowanych atakujących.</translation>
        </message>
        <message>
            <source>needs a {colours} card after {card}</source>
            <translation>po karcie {card} można dołączyć tylko kartę w kolorze: {colours}</translation>
        </message>
        <message numerus="yes">
            <source>costs %n influence; you have {left}</source>
            <translation>
                <numerusform>kosztuje %n punkt wpływów; masz {left}</numerusform>
                <numerusform>kosztuje %n punkty wpływów; masz {left}</numerusform>
                <numerusform>kosztuje %n punktów wpływów; masz {left}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WindowPersistence</name>
        <message>
            <source>All files ({patterns})</source>
            <translation>Wszystkie pliki ({patterns})</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Nie można otworzyć gry</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Nie można zapisać gry</translation>
        </message>
        <message>
            <source>A game is in progress. Start a new one? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Trwa gra. Rozpocząć nową? Bieżąca gra zostanie zastąpiona (aby ją zachować, najpierw użyj polecenia Zapisz grę jako…).</translation>
        </message>
        <message>
            <source>A game is in progress. Open the saved game instead? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Trwa gra. Otworzyć zamiast niej zapisaną grę? Bieżąca gra zostanie zastąpiona (aby ją zachować, najpierw użyj polecenia Zapisz grę jako…).</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statystyki</translation>
        </message>
        <message>
            <source>Nightfall Qt games ({patterns})</source>
            <translation>Gry Nightfall Qt ({patterns})</translation>
        </message>
        <message>
            <source>{problem}

File: {file}

Nothing was changed: your current game and the autosaves are as they were.</source>
            <translation>{problem}

Plik: {file}

Nic nie zostało zmienione: bieżąca gra i automatyczne zapisy pozostały bez zmian.</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Plik: {file}</translation>
        </message>
        <message>
            <source>&amp;Open Game…</source>
            <translation>&amp;Otwórz grę…</translation>
        </message>
        <message>
            <source>&amp;Save Game As…</source>
            <translation>&amp;Zapisz grę jako…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ostatnio otwie&amp;rane</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>&amp;Ustawienia…</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>&amp;Statystyki…</translation>
        </message>
        <message>
            <source>Open Re&amp;play…</source>
            <translation>Otwórz p&amp;owtórkę…</translation>
        </message>
        <message>
            <source>Clear recent games</source>
            <translation>Wyczyść listę ostatnich gier</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Otwórz grę</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nowa gra</translation>
        </message>
        <message>
            <source>There is no game to save.</source>
            <translation>Nie ma gry do zapisania.</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Zapisz grę</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>Zapisano {file}</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Uszkodzony automatyczny zapis</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(brak)</translation>
        </message>
    </context>
    <context>
        <name>WindowSound</name>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Dźwięk</translation>
        </message>
        <message>
            <source>Sound on</source>
            <translation>Dźwięk włączony</translation>
        </message>
        <message>
            <source>Sound off (M turns it on)</source>
            <translation>Dźwięk wyłączony (M go włącza)</translation>
        </message>
    </context>
    <context>
        <name>WoundPile</name>
        <message>
            <source>Wound pile: many face-up wounds remain</source>
            <translation>Stos ran: zostało wiele odkrytych ran</translation>
        </message>
        <message>
            <source>Few face-up wounds left — the game ends when they run out</source>
            <translation>Zostało niewiele odkrytych ran — gra kończy się, gdy się wyczerpią</translation>
        </message>
        <message>
            <source>No face-up wounds left — the game ends at the end of this phase</source>
            <translation>Brak odkrytych ran — gra kończy się z końcem tej fazy</translation>
        </message>
        <message>
            <source>The game ends when the face-up wounds run out.</source>
            <translation>Gra kończy się, gdy wyczerpią się odkryte rany.</translation>
        </message>
    </context>
</TS>
