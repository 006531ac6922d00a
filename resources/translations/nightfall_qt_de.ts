<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>An unofficial fan edition, not made or endorsed by Alderac Entertainment Group (AEG) or by David Gregg. The game Nightfall, its name, card names, card texts and rules belong to AEG and its designer.</source>
            <translation>Eine inoffizielle Fan-Ausgabe, weder von Alderac Entertainment Group (AEG) noch von David Gregg erstellt oder unterstützt. Das Spiel Nightfall, sein Name, die Kartennamen, Kartentexte und Regeln gehören AEG und dem Autor des Spiels.</translation>
        </message>
        <message>
            <source>Copyright © 2026 the Nightfall Qt developers. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
            <translation>Copyright © 2026 die Entwickler von Nightfall Qt. Dieses Programm ist freie Software: Du kannst es unter den Bedingungen der GNU General Public License, Version 3 oder (nach deiner Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern. Es wird OHNE JEGLICHE GEWÄHRLEISTUNG bereitgestellt.</translation>
        </message>
        <message>
            <source>Sound through miniaudio (David Reid) and its Python bindings pyminiaudio (Irmen de Jong), MIT licence. The sound effects are the project's own, synthesised by scripts/make_sounds.py (GPL-3.0-or-later).</source>
            <translation>Ton über miniaudio (David Reid) und dessen Python-Anbindung pyminiaudio (Irmen de Jong), MIT-Lizenz. Die Soundeffekte sind eigene Werke des Projekts, erzeugt von scripts/make_sounds.py (GPL-3.0-or-later).</translation>
        </message>
        <message>
            <source>The licence: GNU GPL version 3</source>
            <translation>Die Lizenz: GNU GPL Version 3</translation>
        </message>
        <message>
            <source>The icons: game-icons.net · CC BY 3.0</source>
            <translation>Die Icons: game-icons.net · CC BY 3.0</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Über &amp;Qt</translation>
        </message>
        <message>
            <source>Nightfall Qt {version}</source>
            <translation>Nightfall Qt {version}</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), used under the GNU Lesser General Public License, version 3.</source>
            <translation>Erstellt mit Qt {qt} und Qt for Python (PySide6 {pyside}), verwendet unter der GNU Lesser General Public License, Version 3.</translation>
        </message>
        <message>
            <source>Card illustrations: icons from game-icons.net by {authors}, used under the Creative Commons Attribution 3.0 licence (CC BY 3.0); their shapes are unchanged, coloured by the app.</source>
            <translation>Kartenbilder: Icons von game-icons.net, gestaltet von {authors}, verwendet unter der Lizenz Creative Commons Namensnennung 3.0 (CC BY 3.0); ihre Formen sind unverändert, die App färbt sie ein.</translation>
        </message>
    </context>
    <context>
        <name>AnimationSpeed</name>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
    </context>
    <context>
        <name>AppServices</name>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.

{error}</source>
            <translation>Deine Kartendatei konnte nicht verwendet werden; stattdessen wird die mitgelieferte cards.yaml verwendet.

{error}</translation>
        </message>
        <message>
            <source>{file}: cannot save the settings ({reason})</source>
            <translation>{file}: Die Einstellungen können nicht gespeichert werden ({reason})</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStrip</name>
        <message>
            <source>Secret archive</source>
            <translation>Geheimes Archiv</translation>
        </message>
        <message>
            <source>×{left} · {owner}</source>
            <translation>×{left} · {owner}</translation>
        </message>
        <message>
            <source>common</source>
            <translation>allgemein</translation>
        </message>
    </context>
    <context>
        <name>AutoPass</name>
        <message>
            <source>You pass — no card in your hand can follow.</source>
            <translation>Du passt – keine Karte auf deiner Hand kann anschließen.</translation>
        </message>
        <message>
            <source>You start no chain — no card in your hand can start one.</source>
            <translation>Du beginnst keine Kette – keine Karte auf deiner Hand kann eine beginnen.</translation>
        </message>
        <message>
            <source>{player} passes — no card can follow.</source>
            <translation>{player} passt – keine Karte kann anschließen.</translation>
        </message>
        <message>
            <source>{player} starts no chain — no card can start one.</source>
            <translation>{player} beginnt keine Kette – keine Karte kann eine beginnen.</translation>
        </message>
    </context>
    <context>
        <name>Autosaver</name>
        <message>
            <source>Autosave failed: {reason} ({folder})</source>
            <translation>Automatisches Speichern fehlgeschlagen: {reason} ({folder})</translation>
        </message>
        <message>
            <source>Statistics not saved: {reason} ({file})</source>
            <translation>Statistik nicht gespeichert: {reason} ({file})</translation>
        </message>
        <message>
            <source>Replay not kept: {reason} ({folder})</source>
            <translation>Replay nicht behalten: {reason} ({folder})</translation>
        </message>
    </context>
    <context>
        <name>CardData</name>
        <message>
            <source>the file cannot be read ({reason})</source>
            <translation>die Datei kann nicht gelesen werden ({reason})</translation>
        </message>
        <message>
            <source>unsupported format {value}</source>
            <translation>nicht unterstütztes Format {value}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>die Datei ist leer</translation>
        </message>
        <message>
            <source>missing edition(s) {editions}</source>
            <translation>fehlende Edition(en) {editions}</translation>
        </message>
        <message>
            <source>no pairs</source>
            <translation>keine Paare</translation>
        </message>
        <message>
            <source>at least one pair</source>
            <translation>mindestens ein Paar</translation>
        </message>
        <message>
            <source>cannot read the editions file: {reason}</source>
            <translation>die Editionsdatei kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>YAML syntax error: {problem}</source>
            <translation>YAML-Syntaxfehler: {problem}</translation>
        </message>
        <message>
            <source>'format: 1' and 'editions:'</source>
            <translation>'format: 1' und 'editions:'</translation>
        </message>
        <message>
            <source>edition '{edition}' is listed twice</source>
            <translation>Edition '{edition}' steht zweimal in der Liste</translation>
        </message>
        <message>
            <source>each edition once</source>
            <translation>jede Edition einmal</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>{count} Karten</translation>
        </message>
        <message>
            <source>a pair [minion, action]</source>
            <translation>ein Paar [Diener, Aktion]</translation>
        </message>
        <message>
            <source>{value} is too large</source>
            <translation>{value} ist zu groß</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>eine ganze Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <source>unknown card(s) {cards}</source>
            <translation>unbekannte Karte(n) {cards}</translation>
        </message>
        <message>
            <source>ids of {file}</source>
            <translation>IDs aus {file}</translation>
        </message>
        <message>
            <source>quick-start card '{card}' is not an archive of this edition</source>
            <translation>Schnellstart-Karte '{card}' ist kein Archiv dieser Edition</translation>
        </message>
        <message>
            <source>a card of {file} whose editions include {edition}</source>
            <translation>eine Karte aus {file}, deren Editionen {edition} enthalten</translation>
        </message>
        <message>
            <source>a number of {count} digits</source>
            <translation>eine Zahl mit {count} Ziffern</translation>
        </message>
        <message>
            <source>{value} is too large for the game</source>
            <translation>{value} ist zu groß für das Spiel</translation>
        </message>
        <message>
            <source>no wound card</source>
            <translation>keine Wundenkarte</translation>
        </message>
        <message>
            <source>no starting minion that can deal damage (nobody could ever be wounded, so the game would never end)</source>
            <translation>kein Start-Diener, der Schaden verursachen kann (niemand könnte je verwundet werden, das Spiel würde nie enden)</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} archive cards (non-starter minions and actions of the edition); a draft of {players} players with open archives needs more</source>
            <translation>Edition '{edition}' hat {count} Archivkarten (Diener und Aktionen der Edition ohne Startkarten); eine Auswahl mit {players} Spielern und offenen Archiven braucht mehr</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} quick-start pairs</source>
            <translation>Edition '{edition}' hat {count} Schnellstart-Paare</translation>
        </message>
        <message>
            <source>at most {most}</source>
            <translation>höchstens {most}</translation>
        </message>
        <message>
            <source>one card of kind 'wound' with its wound_kinds</source>
            <translation>eine Karte der Art 'wound' mit ihren wound_kinds</translation>
        </message>
        <message>
            <source>at least one card with 'starter: true', kind 'minion' and strength &gt;= 1</source>
            <translation>mindestens eine Karte mit 'starter: true', Art 'minion' und Stärke &gt;= 1</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>mindestens {count}</translation>
        </message>
        <message>
            <source>at least {count} archive cards in every edition</source>
            <translation>mindestens {count} Archivkarten in jeder Edition</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is not an archive card of that edition</source>
            <translation>der Schnellstart der Edition '{edition}' teilt '{card}' aus, das keine Archivkarte dieser Edition ist</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is missing</source>
            <translation>der Schnellstart der Edition '{edition}' teilt '{card}' aus, das fehlt</translation>
        </message>
        <message>
            <source>card '{card}' (a non-starter minion or action) with '{edition}' among its editions</source>
            <translation>Karte '{card}' (ein Diener oder eine Aktion, keine Startkarte) mit '{edition}' unter ihren Editionen</translation>
        </message>
        <message>
            <source>C, I or R (one per list element, e.g. C,R)</source>
            <translation>C, I oder R (eines je Listenelement, z. B. C,R)</translation>
        </message>
        <message>
            <source>a whole number &gt;= 0, or {x}</source>
            <translation>eine ganze Zahl &gt;= 0 oder {x}</translation>
        </message>
        <message>
            <source>a one-key mapping like 'damage: {{to: target_player, amount: 1}}'</source>
            <translation>eine Zuordnung mit einem Schlüssel wie 'damage: {{to: target_player, amount: 1}}'</translation>
        </message>
        <message>
            <source>'format: 1' and 'cards:'</source>
            <translation>'format: 1' und 'cards:'</translation>
        </message>
        <message>
            <source>a whole number &gt;= {minimum}</source>
            <translation>eine ganze Zahl &gt;= {minimum}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true oder false</translation>
        </message>
        <message>
            <source>no cards</source>
            <translation>keine Karten</translation>
        </message>
        <message>
            <source>at least one card</source>
            <translation>mindestens eine Karte</translation>
        </message>
        <message>
            <source>missing required field '{key}'</source>
            <translation>Pflichtfeld '{key}' fehlt</translation>
        </message>
        <message>
            <source>a card id like enraged_ghoul</source>
            <translation>eine Karten-ID wie enraged_ghoul</translation>
        </message>
        <message>
            <source>invalid id '{id}'</source>
            <translation>ungültige ID '{id}'</translation>
        </message>
        <message>
            <source>lower-case letters, digits and _ (like big_ghost)</source>
            <translation>Kleinbuchstaben, Ziffern und _ (wie big_ghost)</translation>
        </message>
        <message>
            <source>no link colour</source>
            <translation>keine Verkettungsfarbe</translation>
        </message>
        <message>
            <source>1 or 2 colours, e.g. [red, green]</source>
            <translation>1 oder 2 Farben, z. B. [red, green]</translation>
        </message>
        <message>
            <source>strength {x} needs an in_play effect '{flag}'</source>
            <translation>Stärke {x} braucht einen in_play-Effekt '{flag}'</translation>
        </message>
        <message>
            <source>a whole number, or {x} with in_play: [{flag}: {empty}]</source>
            <translation>eine ganze Zahl oder {x} mit in_play: [{flag}: {empty}]</translation>
        </message>
        <message>
            <source>no wound kinds</source>
            <translation>keine Wundenarten</translation>
        </message>
        <message>
            <source>a list of {kinds}</source>
            <translation>eine Liste aus {kinds}</translation>
        </message>
        <message>
            <source>'{value}' is not a picture name</source>
            <translation>'{value}' ist kein Bildname</translation>
        </message>
        <message>
            <source>set:name, like game-icons:vampire-dracula</source>
            <translation>Satz:Name, etwa game-icons:vampire-dracula</translation>
        </message>
        <message>
            <source>no picture '{value}' in the package</source>
            <translation>kein Bild '{value}' im Paket</translation>
        </message>
        <message>
            <source>invalid strength {value}</source>
            <translation>ungültige Stärke {value}</translation>
        </message>
        <message>
            <source>missing name for language(s): {languages}</source>
            <translation>fehlender Name für Sprache(n): {languages}</translation>
        </message>
        <message>
            <source>a name in every language: {languages}</source>
            <translation>ein Name in jeder Sprache: {languages}</translation>
        </message>
        <message>
            <source>missing the English {name} 'en'</source>
            <translation>englischer Eintrag 'en' von {name} fehlt</translation>
        </message>
        <message>
            <source>unknown effect '{name}'</source>
            <translation>unbekannter Effekt '{name}'</translation>
        </message>
        <message>
            <source>effect '{name}' is not allowed in '{part}'</source>
            <translation>Effekt '{name}' ist in '{part}' nicht erlaubt</translation>
        </message>
        <message>
            <source>it only in: {parts}</source>
            <translation>ihn nur in: {parts}</translation>
        </message>
        <message>
            <source>the file is not UTF-8 text ({reason})</source>
            <translation>die Datei ist kein UTF-8-Text ({reason})</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>die Datei kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>invalid YAML</source>
            <translation>ungültiges YAML</translation>
        </message>
        <message>
            <source>field '{key}' is only for wound cards</source>
            <translation>Feld '{key}' gibt es nur bei Wundenkarten</translation>
        </message>
        <message>
            <source>an action has no keyword</source>
            <translation>eine Aktion hat kein Schlüsselwort</translation>
        </message>
        <message>
            <source>null (or no keyword field)</source>
            <translation>null (oder kein Feld keyword)</translation>
        </message>
        <message>
            <source>field '{key}' is not used by wound cards</source>
            <translation>Feld '{key}' wird von Wundenkarten nicht verwendet</translation>
        </message>
        <message>
            <source>wound kind '{kind}' listed twice</source>
            <translation>Wundenart '{kind}' steht zweimal in der Liste</translation>
        </message>
        <message>
            <source>each once</source>
            <translation>jede einmal</translation>
        </message>
        <message>
            <source>'{value}' is listed twice</source>
            <translation>'{value}' steht zweimal in der Liste</translation>
        </message>
        <message>
            <source>each value once</source>
            <translation>jeden Wert einmal</translation>
        </message>
        <message>
            <source>'{key}' is not a field or text part of this card</source>
            <translation>'{key}' ist kein Feld und kein Textteil dieser Karte</translation>
        </message>
        <message>
            <source>unknown text part '{part}'</source>
            <translation>unbekannter Textteil '{part}'</translation>
        </message>
        <message>
            <source>an effect has {count} keys</source>
            <translation>ein Effekt hat {count} Schlüssel</translation>
        </message>
        <message>
            <source>unknown parameter '{key}' of effect '{name}'</source>
            <translation>unbekannter Parameter '{key}' des Effekts '{name}'</translation>
        </message>
        <message>
            <source>missing parameter '{key}' of effect '{name}'</source>
            <translation>Parameter '{key}' des Effekts '{name}' fehlt</translation>
        </message>
        <message>
            <source>duplicate card id '{id}' (first defined at line {line})</source>
            <translation>doppelte Karten-ID '{id}' (zuerst in Zeile {line} definiert)</translation>
        </message>
        <message>
            <source>a unique id</source>
            <translation>eine eindeutige ID</translation>
        </message>
        <message>
            <source>an action has no {key}; remove this field</source>
            <translation>eine Aktion hat kein Feld {key}; entferne dieses Feld</translation>
        </message>
        <message>
            <source>invalid provenance mark '{mark}'</source>
            <translation>ungültige Herkunftsmarke '{mark}'</translation>
        </message>
        <message>
            <source>{marks}, optionally followed by a remark, or {{mark: ..., note: {{en: ...}}}}</source>
            <translation>{marks}, wahlweise mit einer Anmerkung dahinter, oder {{mark: ..., note: {{en: ...}}}}</translation>
        </message>
        <message>
            <source>field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>edition</source>
            <translation>Edition</translation>
        </message>
        <message>
            <source>keyword</source>
            <translation>Schlüsselwort</translation>
        </message>
        <message>
            <source>wound kind</source>
            <translation>Wundenart</translation>
        </message>
        <message>
            <source>value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>Regelentscheidung</translation>
        </message>
        <message>
            <source>exile_when</source>
            <translation>exile_when</translation>
        </message>
        <message>
            <source>one of: {choices}</source>
            <translation>eines von: {choices}</translation>
        </message>
        <message>
            <source>a value</source>
            <translation>ein Wert</translation>
        </message>
        <message>
            <source>a number from 0 to {most}</source>
            <translation>eine Zahl von 0 bis {most}</translation>
        </message>
        <message>
            <source>a mapping</source>
            <translation>eine Zuordnung</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>a plain word key</source>
            <translation>ein Schlüssel aus einem einfachen Wort</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>ein Text</translation>
        </message>
        <message>
            <source>unknown {what} {value}</source>
            <translation>{what} {value} gibt es nicht</translation>
        </message>
        <message>
            <source>YAML tag '{tag}' is not allowed</source>
            <translation>YAML-Tag '{tag}' ist nicht erlaubt</translation>
        </message>
        <message>
            <source>{value} is not a mapping</source>
            <translation>{value} ist keine Zuordnung</translation>
        </message>
        <message>
            <source>a mapping (key: value)</source>
            <translation>eine Zuordnung (Schlüssel: Wert)</translation>
        </message>
        <message>
            <source>duplicate key '{key}' (first at line {line})</source>
            <translation>doppelter Schlüssel '{key}' (zuerst in Zeile {line})</translation>
        </message>
        <message>
            <source>{value} is not a list</source>
            <translation>{value} ist keine Liste</translation>
        </message>
        <message>
            <source>a list like [a, b]</source>
            <translation>eine Liste wie [a, b]</translation>
        </message>
        <message>
            <source>unknown {what} '{key}'</source>
            <translation>{what} '{key}' gibt es nicht</translation>
        </message>
        <message>
            <source>{value} is not a single value</source>
            <translation>{value} ist kein Einzelwert</translation>
        </message>
        <message>
            <source>'{value}' is not a valid {tag} value ({reason})</source>
            <translation>'{value}' ist kein gültiger {tag}-Wert ({reason})</translation>
        </message>
        <message>
            <source>{value} is not a text</source>
            <translation>{value} ist kein Text</translation>
        </message>
        <message>
            <source>a text (put it in quotes)</source>
            <translation>ein Text (in Anführungszeichen)</translation>
        </message>
        <message>
            <source>empty text</source>
            <translation>leerer Text</translation>
        </message>
        <message>
            <source>a non-empty text</source>
            <translation>ein nicht leerer Text</translation>
        </message>
        <message>
            <source>{value} is not a whole number</source>
            <translation>{value} ist keine ganze Zahl</translation>
        </message>
        <message>
            <source>{value} is too small</source>
            <translation>{value} ist zu klein</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} ist keine Zahl</translation>
        </message>
        <message>
            <source>{value} is not true/false</source>
            <translation>{value} ist nicht true/false</translation>
        </message>
        <message>
            <source>plain values only (strings, numbers, true/false, null, lists, mappings); put text that starts with '!' in quotes</source>
            <translation>nur einfache Werte (Texte, Zahlen, true/false, null, Listen, Zuordnungen); setze Text, der mit '!' beginnt, in Anführungszeichen</translation>
        </message>
        <message>
            <source>key {value} is not a name</source>
            <translation>Schlüssel {value} ist kein Name</translation>
        </message>
        <message>
            <source>each key once</source>
            <translation>jeden Schlüssel einmal</translation>
        </message>
        <message>
            <source>missing required {what} '{key}'</source>
            <translation>Pflichtangabe fehlt: {what} '{key}'</translation>
        </message>
    </context>
    <context>
        <name>CardFrame</name>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>S</source>
            <comment>the mark of a starter card</comment>
            <translation>S</translation>
        </message>
        <message>
            <source>Bi</source>
            <translation>Bi</translation>
        </message>
        <message>
            <source>Bu</source>
            <translation>Br</translation>
        </message>
        <message>
            <source>Bl</source>
            <translation>Bl</translation>
        </message>
    </context>
    <context>
        <name>CardMotion</name>
        <message>
            <source>Cancelled</source>
            <translation>Entfällt</translation>
        </message>
        <message>
            <source>Exiled</source>
            <translation>Verbannt</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Zerstört</translation>
        </message>
    </context>
    <context>
        <name>CardPreview</name>
        <message>
            <source>C confirmed from a printed source · I inferred from rulebook rulings · R reconstructed for play</source>
            <translation>C bestätigt durch eine gedruckte Quelle · I abgeleitet aus Regelklärungen · R für das Spiel rekonstruiert</translation>
        </message>
        <message>
            <source>Hover a card to see it here; right-click it for a large view.</source>
            <translation>Zeige auf eine Karte, um sie hier zu sehen; ein Rechtsklick zeigt sie groß.</translation>
        </message>
        <message>
            <source>confirmed</source>
            <translation>bestätigt</translation>
        </message>
        <message>
            <source>inferred</source>
            <translation>abgeleitet</translation>
        </message>
        <message>
            <source>reconstructed</source>
            <translation>rekonstruiert</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Keyword</source>
            <translation>Schlüsselwort</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Kettensymbole</translation>
        </message>
        <message>
            <source>Kicker colour</source>
            <translation>Kickfarbe</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Preis</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Stärke</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Lebenspunkte</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Exemplare</translation>
        </message>
        <message>
            <source>Exiled when</source>
            <translation>Verbannt, wenn</translation>
        </message>
        <message>
            <source>Chain text</source>
            <translation>Kettentext</translation>
        </message>
        <message>
            <source>Your-chain text</source>
            <translation>Text „Deine Kette“</translation>
        </message>
        <message>
            <source>Kicker text</source>
            <translation>Kicktext</translation>
        </message>
        <message>
            <source>In-play text</source>
            <translation>Im Spiel-Text</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>Wound kinds</source>
            <translation>Wundenarten</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nie</translation>
        </message>
        <message>
            <source>destroyed</source>
            <translation>zerstört</translation>
        </message>
        <message>
            <source>destroyed or discarded</source>
            <translation>zerstört oder abgelegt</translation>
        </message>
        <message>
            <source>{name} (en: {english})</source>
            <translation>{name} (engl.: {english})</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Markierung</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Anmerkung</translation>
        </message>
        <message>
            <source>{kinds} · Starter</source>
            <translation>{kinds} · Startkarte</translation>
        </message>
        <message numerus="yes">
            <source>{kinds} · %n copies</source>
            <translation>
                <numerusform>{kinds} · %n Exemplar</numerusform>
                <numerusform>{kinds} · %n Exemplare</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardSource</name>
        <message>
            <source>Card data: the packaged cards.yaml.</source>
            <translation>Kartendaten: die mitgelieferte cards.yaml.</translation>
        </message>
        <message>
            <source>Card data: your corrected file {path} (instead of the packaged cards.yaml).</source>
            <translation>Kartendaten: deine korrigierte Datei {path} (statt der mitgelieferten cards.yaml).</translation>
        </message>
        <message>
            <source>Card data: the packaged cards.yaml — your file could not be used: {error}</source>
            <translation>Kartendaten: die mitgelieferte cards.yaml – deine Datei konnte nicht verwendet werden: {error}</translation>
        </message>
        <message>
            <source>{where}: {problem}</source>
            <translation>{where}: {problem}</translation>
        </message>
        <message>
            <source>file {file}</source>
            <translation>Datei {file}</translation>
        </message>
        <message>
            <source>; expected {expected}</source>
            <translation>; erwartet: {expected}</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>Zeile {line}</translation>
        </message>
        <message>
            <source>card {card}</source>
            <translation>Karte {card}</translation>
        </message>
        <message>
            <source>field {field}</source>
            <translation>Feld {field}</translation>
        </message>
    </context>
    <context>
        <name>ChainPreview</name>
        <message>
            <source>Chain — resolves in this order</source>
            <translation>Kette – wird in dieser Reihenfolge ausgeführt</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>wird gerade ausgeführt</translation>
        </message>
        <message>
            <source>cancelled: will not resolve</source>
            <translation>entfällt: wird nicht ausgeführt</translation>
        </message>
        <message numerus="yes">
            <source>resolves %n time(s)</source>
            <translation>
                <numerusform>wird %n-mal ausgeführt</numerusform>
                <numerusform>wird %n-mal ausgeführt</numerusform>
            </translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>Kick aktiv</translation>
        </message>
        <message>
            <source>{number}. {card} ({player}) — {marks}</source>
            <translation>{number}. {card} ({player}) – {marks}</translation>
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
            <translation>Wahl {index} von {count}: {choice} — Eingabe übernimmt sie</translation>
        </message>
    </context>
    <context>
        <name>ChoiceLabel</name>
        <message>
            <source>add {card} to the chain</source>
            <translation>{card} an die Kette anhängen</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passen</translation>
        </message>
        <message>
            <source>claim {card}</source>
            <translation>{card} kaufen</translation>
        </message>
        <message>
            <source>discard {card} for influence</source>
            <translation>{card} für Einfluss ablegen</translation>
        </message>
        <message>
            <source>end the claim phase</source>
            <translation>die Kaufphase beenden</translation>
        </message>
        <message>
            <source>attack {player} with {card}</source>
            <translation>{player} mit {card} angreifen</translation>
        </message>
        <message>
            <source>block with {card}</source>
            <translation>mit {card} blocken</translation>
        </message>
        <message>
            <source>done blocking</source>
            <translation>Blocken beenden</translation>
        </message>
        <message>
            <source>draw up</source>
            <translation>nachziehen</translation>
        </message>
        <message>
            <source>use the wound effect</source>
            <translation>den Wundeneffekt nutzen</translation>
        </message>
        <message>
            <source>end the turn</source>
            <translation>den Spielzug beenden</translation>
        </message>
        <message>
            <source>draft {card}</source>
            <translation>{card} auswählen</translation>
        </message>
        <message>
            <source>resolve the attack of {card} next</source>
            <translation>als Nächstes den Angriff von {card} ausführen</translation>
        </message>
        <message>
            <source>absorb the damage with {card}</source>
            <translation>die Schadenspunkte mit {card} blocken</translation>
        </message>
        <message>
            <source>target {player}</source>
            <translation>{player} als Ziel wählen</translation>
        </message>
        <message>
            <source>target {card}</source>
            <translation>{card} als Ziel wählen</translation>
        </message>
        <message>
            <source>target {card} in the chain</source>
            <translation>{card} in der Kette als Ziel wählen</translation>
        </message>
        <message>
            <source>target the archive of {card}</source>
            <translation>das Archiv {card} als Ziel wählen</translation>
        </message>
        <message>
            <source>choose {card}</source>
            <translation>{card} wählen</translation>
        </message>
        <message>
            <source>hit {player} next</source>
            <translation>als Nächstes {player} treffen</translation>
        </message>
        <message>
            <source>claim a secret card</source>
            <translation>eine geheime Karte kaufen</translation>
        </message>
        <message>
            <source>target a secret archive</source>
            <translation>ein geheimes Archiv als Ziel wählen</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>eine Karte</translation>
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
            <translation>du kannst nur dann etwas rückgängig machen, wenn du gerade entscheidest</translation>
        </message>
        <message>
            <source>no game is running</source>
            <translation>es läuft kein Spiel</translation>
        </message>
        <message>
            <source>no decision is pending</source>
            <translation>es steht keine Entscheidung an</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>nichts rückgängig zu machen</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>it is {player}'s decision, not {other}'s</source>
            <translation>{player} entscheidet, nicht {other}</translation>
        </message>
        <message>
            <source>{player} is played by a bot</source>
            <translation>{player} wird von einem Bot gespielt</translation>
        </message>
        <message>
            <source>pass the device to {player} first</source>
            <translation>gib das Gerät zuerst an {player} weiter</translation>
        </message>
        <message>
            <source>{choice} is not a legal choice now ({prompt})</source>
            <translation>{choice} ist jetzt nicht erlaubt ({prompt})</translation>
        </message>
        <message>
            <source>no game</source>
            <translation>kein Spiel</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Nightfall Qt ran into a problem</source>
            <translation>Nightfall Qt ist auf ein Problem gestoßen</translation>
        </message>
        <message>
            <source>Something unexpected went wrong inside Nightfall Qt: {error}

Your game was saved automatically after the last move, so nothing is lost — whether you continue or quit, it can be resumed. If you want to report the problem, copy the report and attach it.</source>
            <translation>In Nightfall Qt ist etwas Unerwartetes schiefgegangen: {error}

Dein Spiel wurde nach dem letzten Zug automatisch gespeichert, es geht also nichts verloren – ob du weiterspielst oder beendest, du kannst es fortsetzen. Wenn du das Problem melden möchtest, kopiere den Bericht und hänge ihn an.</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Bericht kopieren</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Kopiert</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Zufällig</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>blau</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>lila</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <source>Minion</source>
            <translation>Kreatur</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Befehlskarte</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Wunde</translation>
        </message>
        <message>
            <source>Hunter</source>
            <translation>Jäger</translation>
        </message>
        <message>
            <source>Vampire</source>
            <translation>Vampir</translation>
        </message>
        <message>
            <source>Lycan</source>
            <translation>Werwolf</translation>
        </message>
        <message>
            <source>Ghoul</source>
            <translation>Ghul</translation>
        </message>
        <message>
            <source>Bite</source>
            <translation>Bisswunde</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>Brandwunde</translation>
        </message>
        <message>
            <source>Bleed</source>
            <translation>Blutende Wunde</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Kampfphase</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Kettenphase</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Kaufphase</translation>
        </message>
        <message>
            <source>Cleanup</source>
            <translation>Abschlussphase</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>Nightfall Qt is already running with the data folder {folder}. Its window has been brought to the front; this second copy closes so that the two cannot overwrite each other's autosaved games.</source>
            <translation>Nightfall Qt läuft bereits mit dem Datenordner {folder}. Sein Fenster wurde nach vorn geholt; diese zweite Kopie wird beendet, damit sich die beiden nicht gegenseitig die automatisch gespeicherten Partien überschreiben.</translation>
        </message>
        <message>
            <source>Nightfall Qt is already running</source>
            <translation>Nightfall Qt läuft bereits</translation>
        </message>
        <message>
            <source>The packaged card data cannot be read, so the game cannot start:

{error}

Undo the change to that file or reinstall Nightfall Qt.</source>
            <translation>Die mitgelieferten Kartendaten können nicht gelesen werden, daher kann das Spiel nicht starten:

{error}

Mache die Änderung an dieser Datei rückgängig oder installiere Nightfall Qt neu.</translation>
        </message>
        <message>
            <source>Nightfall Qt cannot start</source>
            <translation>Nightfall Qt kann nicht starten</translation>
        </message>
    </context>
    <context>
        <name>LivePause</name>
        <message>
            <source>&amp;Pause</source>
            <translation>&amp;Pause</translation>
        </message>
        <message>
            <source>Hold the table before the next event; the game waits</source>
            <translation>Den Tisch vor dem nächsten Ereignis anhalten; das Spiel wartet</translation>
        </message>
        <message>
            <source>Paused — Ctrl+P to continue</source>
            <translation>Angehalten — Strg+P zum Fortsetzen</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>quick start</source>
            <translation>Schnellstart</translation>
        </message>
        <message>
            <source>draft</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>two-player draft</source>
            <translation>Auswahl für 2 Spieler</translation>
        </message>
        <message>
            <source>secret archives</source>
            <translation>geheime Archive</translation>
        </message>
        <message>
            <source>open archives</source>
            <translation>offene Archive</translation>
        </message>
        <message>
            <source>common ground</source>
            <translation>gemeinsame Grundlagen</translation>
        </message>
        <message>
            <source>{player}'s {phase} phase.</source>
            <translation>{player}: Phase {phase}.</translation>
        </message>
        <message>
            <source>Your {phase} phase.</source>
            <translation>Deine Phase {phase}.</translation>
        </message>
        <message>
            <source>{player} drafts {card}.</source>
            <translation>{player} wählt {card} aus.</translation>
        </message>
        <message>
            <source>You draft {card}.</source>
            <translation>Du wählst {card} aus.</translation>
        </message>
        <message>
            <source>{player} discards {card} for influence.</source>
            <translation>{player} legt {card} für Einfluss ab.</translation>
        </message>
        <message>
            <source>You discard {card} for influence.</source>
            <translation>Du legst {card} für Einfluss ab.</translation>
        </message>
        <message>
            <source>The last face-up wound is gone: the game ends after this phase.</source>
            <translation>Die letzte offene Wunde ist weg: Das Spiel endet nach dieser Phase.</translation>
        </message>
        <message>
            <source>Scenario loaded.</source>
            <translation>Szenario geladen.</translation>
        </message>
        <message>
            <source>{player}'s combat phase.</source>
            <translation>{player}: Kampfphase.</translation>
        </message>
        <message>
            <source>Your combat phase.</source>
            <translation>Deine Kampfphase.</translation>
        </message>
        <message>
            <source>{player}'s chain phase.</source>
            <translation>{player}: Kettenphase.</translation>
        </message>
        <message>
            <source>Your chain phase.</source>
            <translation>Deine Kettenphase.</translation>
        </message>
        <message>
            <source>{player}'s claim phase.</source>
            <translation>{player}: Kaufphase.</translation>
        </message>
        <message>
            <source>Your claim phase.</source>
            <translation>Deine Kaufphase.</translation>
        </message>
        <message>
            <source>{player}'s clean-up phase.</source>
            <translation>{player}: Abschlussphase.</translation>
        </message>
        <message>
            <source>Your clean-up phase.</source>
            <translation>Deine Abschlussphase.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a private archive.</source>
            <translation>{player} wählt {card} für ein privates Archiv aus.</translation>
        </message>
        <message>
            <source>You draft {card} for a private archive.</source>
            <translation>Du wählst {card} für ein privates Archiv aus.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a common archive.</source>
            <translation>{player} wählt {card} für ein allgemeines Archiv aus.</translation>
        </message>
        <message>
            <source>You draft {card} for a common archive.</source>
            <translation>Du wählst {card} für ein allgemeines Archiv aus.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for the box.</source>
            <translation>{player} legt {card} zurück in die Schachtel.</translation>
        </message>
        <message>
            <source>You draft {card} for the box.</source>
            <translation>Du legst {card} zurück in die Schachtel.</translation>
        </message>
        <message>
            <source>{player} discards {card} (wound effect).</source>
            <translation>{player} legt {card} ab (Wundeneffekt).</translation>
        </message>
        <message>
            <source>You discard {card} (wound effect).</source>
            <translation>Du legst {card} ab (Wundeneffekt).</translation>
        </message>
        <message>
            <source>{player} discards {card} (card effect).</source>
            <translation>{player} legt {card} ab (Karteneffekt).</translation>
        </message>
        <message>
            <source>You discard {card} (card effect).</source>
            <translation>Du legst {card} ab (Karteneffekt).</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>eine Karte</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks you.</source>
            <translation>{player} greift dich mit {card} an.</translation>
        </message>
        <message>
            <source>A card is exiled.</source>
            <translation>Eine Karte wird verbannt.</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Spielende.</translation>
        </message>
        <message>
            <source>{player}'s time ran out: a {level} bot decided for them.</source>
            <translation>{player}s Zeit ist abgelaufen: ein Bot ({level}) hat für diese Person entschieden.</translation>
        </message>
        <message>
            <source>Your time ran out: a {level} bot decided for you.</source>
            <translation>Deine Zeit ist abgelaufen: ein Bot ({level}) hat für dich entschieden.</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>ein Spieler</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of game variants</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup} ({variants}).</source>
            <translation>
                <numerusform>Ein neues Spiel beginnt: %n Spieler, {setup} ({variants}).</numerusform>
                <numerusform>Ein neues Spiel beginnt: %n Spieler, {setup} ({variants}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} starts no chain.</source>
            <translation>{player} beginnt keine Kette.</translation>
        </message>
        <message>
            <source>You start no chain.</source>
            <translation>Du beginnst keine Kette.</translation>
        </message>
        <message>
            <source>{player} passes.</source>
            <translation>{player} passt.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Du passt.</translation>
        </message>
        <message>
            <source>{card} resolves.</source>
            <translation>{card} wird ausgeführt.</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence (discarding a card).</source>
            <translation>
                <numerusform>{player} erhält %n Einflusspunkt (abgelegte Karte).</numerusform>
                <numerusform>{player} erhält %n Einflusspunkte (abgelegte Karte).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence (discarding a card).</source>
            <translation>
                <numerusform>Du erhältst %n Einflusspunkt (abgelegte Karte).</numerusform>
                <numerusform>Du erhältst %n Einflusspunkte (abgelegte Karte).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}).</source>
            <translation>
                <numerusform>{player} erhält %n Einflusspunkt ({card}).</numerusform>
                <numerusform>{player} erhält %n Einflusspunkte ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence ({card}).</source>
            <translation>
                <numerusform>Du erhältst %n Einflusspunkt ({card}).</numerusform>
                <numerusform>Du erhältst %n Einflusspunkte ({card}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card} for free.</source>
            <translation>{player} kauft {card} kostenlos.</translation>
        </message>
        <message>
            <source>You claim {card} for free.</source>
            <translation>Du kaufst {card} kostenlos.</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks {target}.</source>
            <translation>{player}: {card} greift an, Ziel: {target}.</translation>
        </message>
        <message>
            <source>Your {card} attacks {target}.</source>
            <translation>Du greifst {target} mit {card} an.</translation>
        </message>
        <message>
            <source>{player} blocks with {card} against {attacker}.</source>
            <translation>{player} blockt {attacker} mit {card}.</translation>
        </message>
        <message>
            <source>You block with {card} against {attacker}.</source>
            <translation>Du blockst {attacker} mit {card}.</translation>
        </message>
        <message>
            <source>{player} blocks with {card}.</source>
            <translation>{player} blockt mit {card}.</translation>
        </message>
        <message>
            <source>You block with {card}.</source>
            <translation>Du blockst mit {card}.</translation>
        </message>
        <message>
            <source>{card} strikes {target}'s blockers with strength {strength}.</source>
            <translation>{card} trifft die Blocker von {target} mit Stärke {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes your blockers with strength {strength}.</source>
            <translation>{card} trifft deine Blocker mit Stärke {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes {target} with strength {strength}.</source>
            <translation>{card} trifft mit Stärke {strength}: {target}.</translation>
        </message>
        <message>
            <source>{card} strikes you with strength {strength}.</source>
            <translation>{card} trifft dich mit Stärke {strength}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} absorbs %n damage.</source>
            <translation>
                <numerusform>{card} blockt %n Schadenspunkt.</numerusform>
                <numerusform>{card} blockt %n Schadenspunkte.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is cancelled and goes to the discard pile.</source>
            <translation>{card} wird nicht ausgeführt und kommt auf den Ablagestapel.</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>{card} wird zerstört.</translation>
        </message>
        <message>
            <source>{card} is discarded from play.</source>
            <translation>{card} wird aus dem Spiel abgelegt.</translation>
        </message>
        <message>
            <source>{card} is exiled.</source>
            <translation>{card} wird verbannt.</translation>
        </message>
        <message>
            <source>{player} targets you with {card}.</source>
            <translation>{player} wählt dich als Ziel für {card}.</translation>
        </message>
        <message>
            <source>You target yourself with {card}.</source>
            <translation>Du wählst dich selbst als Ziel für {card}.</translation>
        </message>
        <message>
            <source>{player} targets themselves with {card}.</source>
            <translation>{player} wählt sich selbst als Ziel für {card}.</translation>
        </message>
        <message>
            <source>{player}'s {card} has only one legal target: {target}.</source>
            <translation>{card} von {player} hat nur ein zulässiges Ziel: {target}.</translation>
        </message>
        <message>
            <source>Your {card} has only one legal target: {target}.</source>
            <translation>Dein {card} hat nur ein zulässiges Ziel: {target}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>dich</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile on top of their deck.</source>
            <translation>{player} legt {card} aus dem Ablagestapel oben auf das eigene Deck.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile on top of your deck.</source>
            <translation>Du legst {card} aus deinem Ablagestapel oben auf dein Deck.</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile into their hand.</source>
            <translation>{player} nimmt {card} aus dem Ablagestapel auf die Hand.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile into your hand.</source>
            <translation>Du nimmst {card} aus deinem Ablagestapel auf die Hand.</translation>
        </message>
        <message>
            <source>{card}'s text resolves ({by}).</source>
            <translation>Der Text von {card} wird ausgeführt (durch {by}).</translation>
        </message>
        <message>
            <source>{card} will be cancelled.</source>
            <translation>{card} wird nicht ausgeführt werden.</translation>
        </message>
        <message>
            <source>{card} will resolve twice.</source>
            <translation>{card} wird zweimal ausgeführt.</translation>
        </message>
        <message>
            <source>Secret archive {number} is revealed: {card}.</source>
            <translation>Geheimes Archiv {number} wird aufgedeckt: {card}.</translation>
        </message>
        <message numerus="yes">
            <source>Cards are exiled from archive {number} (%n left).</source>
            <translation>
                <numerusform>Karten aus Archiv {number} werden verbannt (noch %n übrig).</numerusform>
                <numerusform>Karten aus Archiv {number} werden verbannt (noch %n übrig).</numerusform>
            </translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup}.</source>
            <translation>
                <numerusform>Ein neues Spiel beginnt: %n Spieler, {setup}.</numerusform>
                <numerusform>Ein neues Spiel beginnt: %n Spieler, {setup}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Common archive {number}: a secret card.</source>
            <translation>Allgemeines Archiv {number}: eine geheime Karte.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: a secret card.</source>
            <translation>Privates Archiv {number} ({player}): eine geheime Karte.</translation>
        </message>
        <message>
            <source>Your private archive {number}: a secret card.</source>
            <translation>Dein privates Archiv {number}: eine geheime Karte.</translation>
        </message>
        <message>
            <source>{player} goes first.</source>
            <translation>{player} beginnt.</translation>
        </message>
        <message>
            <source>You go first.</source>
            <translation>Du beginnst.</translation>
        </message>
        <message>
            <source>— Turn {turn}: {player} —</source>
            <translation>– Spielzug {turn}: {player} –</translation>
        </message>
        <message>
            <source>— Turn {turn}: You —</source>
            <translation>— Spielzug {turn}: Du —</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card} — kicker active.</source>
            <translation>{player} beginnt die Kette mit {card} – Kick aktiv.</translation>
        </message>
        <message>
            <source>You start the chain with {card} — kicker active.</source>
            <translation>Du beginnst die Kette mit {card} – Kick aktiv.</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card}.</source>
            <translation>{player} beginnt die Kette mit {card}.</translation>
        </message>
        <message>
            <source>You start the chain with {card}.</source>
            <translation>Du beginnst die Kette mit {card}.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain — kicker active.</source>
            <translation>{player} hängt {card} an die Kette an – Kick aktiv.</translation>
        </message>
        <message>
            <source>You add {card} to the chain — kicker active.</source>
            <translation>Du hängst {card} an die Kette an – Kick aktiv.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain.</source>
            <translation>{player} hängt {card} an die Kette an.</translation>
        </message>
        <message>
            <source>You add {card} to the chain.</source>
            <translation>Du hängst {card} an die Kette an.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (%n times).</source>
            <translation>
                <numerusform>{card} wird ausgeführt (%n-mal).</numerusform>
                <numerusform>{card} wird ausgeführt (%n-mal).</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} resolves (kicker active).</source>
            <translation>{card} wird ausgeführt (Kick aktiv).</translation>
        </message>
        <message>
            <source>{player} discards {card} ({reason}).</source>
            <translation>{player} legt {card} ab ({reason}).</translation>
        </message>
        <message>
            <source>You discard {card} ({reason}).</source>
            <translation>Du legst {card} ab ({reason}).</translation>
        </message>
        <message>
            <source>{player} discards {card}.</source>
            <translation>{player} legt {card} ab.</translation>
        </message>
        <message>
            <source>You discard {card}.</source>
            <translation>Du legst {card} ab.</translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n influence.</source>
            <translation>
                <numerusform>{player} verliert %n Einflusspunkt.</numerusform>
                <numerusform>{player} verliert %n Einflusspunkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n influence.</source>
            <translation>
                <numerusform>Du verlierst %n Einflusspunkt.</numerusform>
                <numerusform>Du verlierst %n Einflusspunkte.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s influence is doubled this turn.</source>
            <translation>{player}: Die Einflusspunkte werden in diesem Spielzug verdoppelt.</translation>
        </message>
        <message>
            <source>Your influence is doubled this turn.</source>
            <translation>Deine Einflusspunkte werden in diesem Spielzug verdoppelt.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s claims cost %n less this turn.</source>
            <translation>
                <numerusform>{player}: Käufe kosten in diesem Spielzug %n Einflusspunkt weniger.</numerusform>
                <numerusform>{player}: Käufe kosten in diesem Spielzug %n Einflusspunkte weniger.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your claims cost %n less this turn.</source>
            <translation>
                <numerusform>Deine Käufe kosten in diesem Spielzug %n Einflusspunkt weniger.</numerusform>
                <numerusform>Deine Käufe kosten in diesem Spielzug %n Einflusspunkte weniger.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} may claim from another player's private archive.</source>
            <translation>{player} darf aus dem privaten Archiv eines anderen Spielers kaufen.</translation>
        </message>
        <message>
            <source>You may claim from another player's private archive.</source>
            <translation>Du darfst aus dem privaten Archiv eines anderen Spielers kaufen.</translation>
        </message>
        <message numerus="yes">
            <source>{player} claims {card} for %n influence.</source>
            <translation>
                <numerusform>{player} kauft {card} für %n Einflusspunkt.</numerusform>
                <numerusform>{player} kauft {card} für %n Einflusspunkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You claim {card} for %n influence.</source>
            <translation>
                <numerusform>Du kaufst {card} für %n Einflusspunkt.</numerusform>
                <numerusform>Du kaufst {card} für %n Einflusspunkte.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card}.</source>
            <translation>{player} kauft {card}.</translation>
        </message>
        <message>
            <source>You claim {card}.</source>
            <translation>Du kaufst {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} cannot pay the %n influence {card} costs and claims nothing.</source>
            <translation>
                <numerusform>{player} kann den %n Einflusspunkt für {card} nicht bezahlen und kauft nichts.</numerusform>
                <numerusform>{player} kann die %n Einflusspunkte für {card} nicht bezahlen und kauft nichts.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You cannot pay the %n influence {card} costs and claim nothing.</source>
            <translation>
                <numerusform>Du kannst den %n Einflusspunkt für {card} nicht bezahlen und kaufst nichts.</numerusform>
                <numerusform>Du kannst die %n Einflusspunkte für {card} nicht bezahlen und kaufst nichts.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes %n damage.</source>
            <translation>
                <numerusform>{card} erleidet %n Schadenspunkt.</numerusform>
                <numerusform>{card} erleidet %n Schadenspunkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} takes %n damage.</source>
            <translation>
                <numerusform>{player} erleidet %n Schadenspunkt.</numerusform>
                <numerusform>{player} erleidet %n Schadenspunkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take %n damage.</source>
            <translation>
                <numerusform>Du erleidest %n Schadenspunkt.</numerusform>
                <numerusform>Du erleidest %n Schadenspunkte.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} enters play for {player}.</source>
            <translation>{player}: {card} kommt ins Spiel.</translation>
        </message>
        <message>
            <source>{card} enters play for you.</source>
            <translation>{card} kommt für dich ins Spiel.</translation>
        </message>
        <message>
            <source>{player} takes a wound ({wound}).</source>
            <translation>{player} erleidet eine Wunde ({wound}).</translation>
        </message>
        <message>
            <source>You take a wound ({wound}).</source>
            <translation>Du erleidest eine Wunde ({wound}).</translation>
        </message>
        <message>
            <source>{card} returns to {player}'s hand.</source>
            <translation>{player}: {card} kehrt auf die Hand zurück.</translation>
        </message>
        <message>
            <source>{card} returns to your hand.</source>
            <translation>{card} kehrt auf deine Hand zurück.</translation>
        </message>
        <message numerus="yes">
            <source>{player} shuffles the discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>{player} mischt den Ablagestapel zu einem neuen Deck (%n Karte).</numerusform>
                <numerusform>{player} mischt den Ablagestapel zu einem neuen Deck (%n Karten).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You shuffle your discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>Du mischst deinen Ablagestapel zu einem neuen Deck (%n Karte).</numerusform>
                <numerusform>Du mischst deinen Ablagestapel zu einem neuen Deck (%n Karten).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} targets {target} with {card}.</source>
            <translation>{player} wählt ein Ziel für {card}: {target}.</translation>
        </message>
        <message>
            <source>You target {target} with {card}.</source>
            <translation>Du wählst ein Ziel für {card}: {target}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} uses the wound effect: discards %n wound(s), draws {drawn}.</source>
            <translation>
                <numerusform>{player} nutzt den Wundeneffekt: legt %n Wunde ab, zieht {drawn} Karten.</numerusform>
                <numerusform>{player} nutzt den Wundeneffekt: legt %n Wunden ab, zieht {drawn} Karten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You use the wound effect: discard %n wound(s), draw {drawn}.</source>
            <translation>
                <numerusform>Du nutzt den Wundeneffekt: legst %n Wunde ab, ziehst {drawn} Karten.</numerusform>
                <numerusform>Du nutzt den Wundeneffekt: legst %n Wunden ab, ziehst {drawn} Karten.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} will choose the targets of {card}.</source>
            <translation>{player} wählt die Ziele von {card}.</translation>
        </message>
        <message>
            <source>You will choose the targets of {card}.</source>
            <translation>Du wählst die Ziele von {card}.</translation>
        </message>
        <message>
            <source>{player}'s minions cannot absorb damage this turn.</source>
            <translation>{player}: Kreaturen können in diesem Spielzug keine Schadenspunkte blocken.</translation>
        </message>
        <message>
            <source>Your minions cannot absorb damage this turn.</source>
            <translation>Deine Kreaturen können in diesem Spielzug keine Schadenspunkte blocken.</translation>
        </message>
        <message numerus="yes">
            <source>Game over: {player} wins with %n wound(s).</source>
            <translation>
                <numerusform>Spielende: {player} gewinnt mit %n Wunde.</numerusform>
                <numerusform>Spielende: {player} gewinnt mit %n Wunden.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: you win with %n wound(s).</source>
            <translation>
                <numerusform>Spielende: Du gewinnst mit %n Wunde.</numerusform>
                <numerusform>Spielende: Du gewinnst mit %n Wunden.</numerusform>
            </translation>
        </message>
        <message>
            <source>Scenario loaded: {title}.</source>
            <translation>Szenario geladen: {title}.</translation>
        </message>
        <message>
            <source>{player} drafts a card.</source>
            <translation>{player} wählt eine Karte aus.</translation>
        </message>
        <message>
            <source>You draft a card.</source>
            <translation>Du wählst eine Karte aus.</translation>
        </message>
        <message>
            <source>Common archive {number}: {card}.</source>
            <translation>Allgemeines Archiv {number}: {card}.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: {card}.</source>
            <translation>Privates Archiv {number} ({player}): {card}.</translation>
        </message>
        <message>
            <source>Your private archive {number}: {card}.</source>
            <translation>Dein privates Archiv {number}: {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (kicker active, %n times).</source>
            <translation>
                <numerusform>{card} wird ausgeführt (Kick aktiv, %n-mal).</numerusform>
                <numerusform>{card} wird ausgeführt (Kick aktiv, %n-mal).</numerusform>
            </translation>
        </message>
        <message>
            <source>— {player} took back a move.</source>
            <translation>– {player} hat einen Zug zurückgenommen.</translation>
        </message>
        <message>
            <source>— You took back: {action}</source>
            <translation>– Zurückgenommen: {action}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>About Nightfall Qt</source>
            <translation>Über Nightfall Qt</translation>
        </message>
        <message>
            <source>Rulings for this card</source>
            <translation>Regelklärungen zu dieser Karte</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Hints</source>
            <translation>&amp;Tipps</translation>
        </message>
        <message>
            <source>&amp;Tutorial…</source>
            <translation>&amp;Tutorial…</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Regeln…</translation>
        </message>
        <message>
            <source>&amp;Why? (what the last bot move weighed)</source>
            <translation>&amp;Warum? (was der letzte Bot-Zug abwog)</translation>
        </message>
        <message>
            <source>New to Nightfall? Short lessons on the real table teach you the whole game.</source>
            <translation>Neu bei Nightfall? Kurze Lektionen am echten Spieltisch bringen dir das ganze Spiel bei.</translation>
        </message>
        <message>
            <source>Learn to play…</source>
            <translation>Spielen lernen…</translation>
        </message>
        <message>
            <source>Rulings…</source>
            <translation>Regelklärungen…</translation>
        </message>
        <message>
            <source>Thinking about a suggestion…</source>
            <translation>Suche einen Vorschlag …</translation>
        </message>
        <message>
            <source>Nothing to suggest: it is not your decision.</source>
            <translation>Kein Vorschlag: Du musst gerade nichts entscheiden.</translation>
        </message>
        <message>
            <source>Suggestion: {choice}</source>
            <translation>Vorschlag: {choice}</translation>
        </message>
        <message>
            <source>No bot move to explain yet.</source>
            <translation>Noch kein Bot-Zug zu erklären.</translation>
        </message>
        <message>
            <source>Rulings: {card}</source>
            <translation>Regelklärungen: {card}</translation>
        </message>
        <message>
            <source>Suggest ({key})</source>
            <translation>Vorschlag ({key})</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Rückgängig gemacht: {action}</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>eine Karte</translation>
        </message>
        <message>
            <source>Cancelled: the claim phase goes on</source>
            <translation>Abgebrochen: Die Kaufphase geht weiter</translation>
        </message>
        <message>
            <source>Cancelled: you may still add a card</source>
            <translation>Abgebrochen: Du darfst noch eine Karte anhängen</translation>
        </message>
        <message>
            <source>&amp;Undo {action}</source>
            <translation>&amp;Rückgängig: {action}</translation>
        </message>
        <message numerus="yes">
            <source>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</source>
            <translation>
                <numerusform>Du hast noch %n Einflusspunkt und könntest {cards} kaufen. Die Kaufphase trotzdem beenden? (Nicht ausgegebene Einflusspunkte verfallen.)</numerusform>
                <numerusform>Du hast noch %n Einflusspunkte und könntest {cards} kaufen. Die Kaufphase trotzdem beenden? (Nicht ausgegebene Einflusspunkte verfallen.)</numerusform>
            </translation>
        </message>
        <message>
            <source>End the claim phase?</source>
            <translation>Kaufphase beenden?</translation>
        </message>
        <message>
            <source>You could add {cards} to the chain. Pass anyway?</source>
            <translation>Du könntest {cards} an die Kette anhängen. Trotzdem passen?</translation>
        </message>
        <message>
            <source>Pass?</source>
            <translation>Passen?</translation>
        </message>
        <message>
            <source>Nightfall Qt — a desktop edition of Nightfall (David Gregg, AEG 2011).
Card values carry provenance marks: C confirmed, I inferred, R reconstructed.
Card data: cards.yaml.</source>
            <translation>Nightfall Qt – eine Desktop-Ausgabe von Nightfall (David Gregg, AEG 2011).
Kartenwerte tragen Herkunftsmarkierungen: C bestätigt, I abgeleitet, R rekonstruiert.
Kartendaten: cards.yaml.</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Aus</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Schnell</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normal</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Langsam</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Vergrößern</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>&amp;Reset zoom</source>
            <translation>&amp;Originalgröße</translation>
        </message>
        <message>
            <source>&amp;Fast bots</source>
            <translation>Schnelle &amp;Bots</translation>
        </message>
        <message>
            <source>Nightfall Qt</source>
            <comment>the app's name in the title bar</comment>
            <translation>Nightfall Qt</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Animationstempo</translation>
        </message>
        <message>
            <source>&amp;Results</source>
            <translation>&amp;Ergebnis</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;About Nightfall Qt</source>
            <translation>Ü&amp;ber Nightfall Qt</translation>
        </message>
        <message>
            <source>Online play is unavailable: the {module} module could not be loaded ({error}).</source>
            <translation>Online-Spiel ist nicht verfügbar: Das Modul {module} konnte nicht geladen werden ({error}).</translation>
        </message>
        <message>
            <source>Not in an online game: the server holds the game and runs its bots.</source>
            <translation>Nicht in einem Online-Spiel: Der Server führt das Spiel und seine Bots.</translation>
        </message>
        <message>
            <source>&amp;Host online game…</source>
            <translation>Online-Spiel &amp;leiten…</translation>
        </message>
        <message>
            <source>&amp;Join online game…</source>
            <translation>Online-Spiel beit&amp;reten…</translation>
        </message>
        <message>
            <source>Res&amp;ume online game</source>
            <translation>&amp;Online-Spiel fortsetzen</translation>
        </message>
        <message>
            <source>Leave the online game first (File → Leave).</source>
            <translation>Verlasse zuerst das Online-Spiel (Datei → Verlassen).</translation>
        </message>
        <message>
            <source>&amp;Leave the online game</source>
            <translation>Online-Spiel &amp;verlassen</translation>
        </message>
        <message>
            <source>Room code and &amp;address…</source>
            <translation>Raumcode und &amp;Adresse…</translation>
        </message>
        <message>
            <source>Online game</source>
            <translation>Online-Spiel</translation>
        </message>
        <message>
            <source>hosted here</source>
            <translation>auf diesem Computer</translation>
        </message>
        <message>
            <source>Room code: {code}
Address: {address}</source>
            <translation>Raumcode: {code}
Adresse: {address}</translation>
        </message>
        <message>
            <source>Nightfall Qt — online game, room {code}</source>
            <translation>Nightfall Qt — Online-Spiel, Raum {code}</translation>
        </message>
        <message>
            <source>Room {code} · seat {seat}</source>
            <translation>Raum {code} · Platz {seat}</translation>
        </message>
        <message>
            <source>Room {code} — {name} ({where})</source>
            <translation>Raum {code} — {name} ({where})</translation>
        </message>
        <message>
            <source>Resume online game</source>
            <translation>Online-Spiel fortsetzen</translation>
        </message>
        <message>
            <source>No online game yet</source>
            <translation>Noch kein Online-Spiel</translation>
        </message>
        <message>
            <source>Your view of the game is kept as a replay: {file}</source>
            <translation>Deine Sicht auf die Partie ist als Wiederholung gespeichert: {file}</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>A secret archive: its card is revealed when first claimed.</source>
            <translation>Ein geheimes Archiv: Seine Karte wird beim ersten Kauf aufgedeckt.</translation>
        </message>
        <message numerus="yes">
            <source>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</source>
            <translation>
                <numerusform>{player}: {hand} auf der Hand, {deck} im Deck, {discard} im Ablagestapel, %n Einflusspunkt</numerusform>
                <numerusform>{player}: {hand} auf der Hand, {deck} im Deck, {discard} im Ablagestapel, %n Einflusspunkte</numerusform>
            </translation>
        </message>
        <message>
            <source>not a choice for this decision</source>
            <translation>für diese Entscheidung nicht wählbar</translation>
        </message>
        <message>
            <source>Secret archive</source>
            <translation>Geheimes Archiv</translation>
        </message>
    </context>
    <context>
        <name>NamePlate</name>
        <message>
            <source>Wounds {count}</source>
            <translation>Wunden {count}</translation>
        </message>
        <message>
            <source>Wounds taken: {count} ({kinds})</source>
            <translation>Erlittene Wunden: {count} ({kinds})</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>No draft: each player gets a preset pair of private archives and 8 random commons are laid out. Best for a first game.</source>
            <translation>Ohne Auswahl: Jeder Spieler erhält ein festes Paar privater Archive, dazu werden 8 zufällige allgemeine Archive ausgelegt. Am besten für das erste Spiel.</translation>
        </message>
        <message>
            <source>3–5 players: from 4 dealt cards each player keeps two private archives, gives one to the commons and passes the rest on.</source>
            <translation>3–5 Spieler: Von 4 ausgeteilten Karten behält jeder Spieler zwei als private Archive, gibt eine zu den allgemeinen Archiven und reicht den Rest weiter.</translation>
        </message>
        <message>
            <source>2 players: the first pick goes back to the box, the second and third become private archives, the last a common one.</source>
            <translation>2 Spieler: Die erste Wahl kommt zurück in die Schachtel, die zweite und dritte werden private Archive, die letzte ein allgemeines.</translation>
        </message>
        <message>
            <source>Private picks stay face down until their owner first claims from them.</source>
            <translation>Private Archive bleiben verdeckt, bis ihr Besitzer zum ersten Mal daraus erwirbt.</translation>
        </message>
        <message>
            <source>The 8 commons are laid out face up first; then each player gets 3 cards for the private picks.</source>
            <translation>Zuerst werden die 8 allgemeinen Archive offen ausgelegt; dann erhält jeder Spieler 3 Karten für die private Auswahl.</translation>
        </message>
        <message>
            <source>No private archives: each player's first two picks become commons.</source>
            <translation>Keine privaten Archive: Die ersten zwei gewählten Karten jedes Spielers werden allgemeine Archive.</translation>
        </message>
        <message>
            <source>Quick start (preset archives)</source>
            <translation>Schnellstart (feste Archive)</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>Two-player draft</source>
            <translation>Auswahl für 2 Spieler</translation>
        </message>
        <message>
            <source>Secret archives</source>
            <translation>Geheime Archive</translation>
        </message>
        <message>
            <source>Open archives</source>
            <translation>Offene Archive</translation>
        </message>
        <message>
            <source>Common ground</source>
            <translation>Gemeinsame Grundlagen</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Vorbereitung</translation>
        </message>
        <message>
            <source>Include promo cards</source>
            <translation>Promokarten verwenden</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Ausgabe</translation>
        </message>
        <message>
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Startwert (optional)</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <source>The two-player draft needs exactly 2 players.</source>
            <translation>Die Auswahl für 2 Spieler braucht genau 2 Spieler.</translation>
        </message>
        <message>
            <source>Common ground has no private archives, so it cannot be played with secret archives.</source>
            <translation>„Gemeinsame Grundlagen“ hat keine privaten Archive und lässt sich daher nicht mit geheimen Archiven spielen.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, not '{text}'.</source>
            <translation>Der Startwert muss eine ganze Zahl sein, nicht „{text}“.</translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message>
            <source>the server stopped</source>
            <translation>der Server wurde beendet</translation>
        </message>
        <message>
            <source>the connection broke</source>
            <translation>die Verbindung ist abgerissen</translation>
        </message>
        <message>
            <source>the server closed the connection</source>
            <translation>der Server hat die Verbindung geschlossen</translation>
        </message>
        <message>
            <source>no answer from the server</source>
            <translation>keine Antwort vom Server</translation>
        </message>
        <message>
            <source>not a Nightfall game server</source>
            <translation>kein Nightfall-Spielserver</translation>
        </message>
        <message>
            <source>not a valid address</source>
            <translation>keine gültige Adresse</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>verbunden</translation>
        </message>
        <message>
            <source>Disconnected.</source>
            <translation>Getrennt.</translation>
        </message>
        <message>
            <source>Reconnecting to {address} (attempt {attempt})…</source>
            <translation>Verbinde erneut mit {address} (Versuch {attempt})…</translation>
        </message>
        <message>
            <source>Connecting to {address}…</source>
            <translation>Verbinde mit {address}…</translation>
        </message>
        <message>
            <source>Connection lost ({reason}): reconnecting, attempt {attempt}…</source>
            <translation>Verbindung verloren ({reason}): verbinde erneut, Versuch {attempt}…</translation>
        </message>
        <message>
            <source>away</source>
            <translation>abwesend</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>abwesend seit {time}</translation>
        </message>
        <message>
            <source>{player} is away since {time} (not connected).</source>
            <translation>{player} ist seit {time} abwesend (nicht verbunden).</translation>
        </message>
        <message>
            <source>{player} is back.</source>
            <translation>{player} ist zurück.</translation>
        </message>
        <message>
            <source>{player}'s connection dropped: the game waits for them to come back.</source>
            <translation>Die Verbindung von {player} ist abgebrochen: Das Spiel wartet auf die Rückkehr.</translation>
        </message>
        <message>
            <source>{player} is away (not connected).</source>
            <translation>{player} ist abwesend (nicht verbunden).</translation>
        </message>
        <message>
            <source>Undo is not available online: the server has already played your choice for everyone.</source>
            <translation>Rückgängig gibt es online nicht: Der Server hat deine Wahl schon für alle ausgeführt.</translation>
        </message>
        <message>
            <source>Not now: wait for the server.</source>
            <translation>Jetzt nicht: Warte auf den Server.</translation>
        </message>
        <message>
            <source>You can only answer for your own seat.</source>
            <translation>Du kannst nur für deinen eigenen Platz antworten.</translation>
        </message>
        <message>
            <source>Bot {number} ({level})</source>
            <translation>Bot {number} ({level})</translation>
        </message>
        <message>
            <source>free seat {number}</source>
            <translation>freier Platz {number}</translation>
        </message>
        <message>
            <source>The server could not read a message from this app.</source>
            <translation>Der Server konnte eine Nachricht dieser App nicht lesen.</translation>
        </message>
        <message>
            <source>The server refused a message from this app as malformed.</source>
            <translation>Der Server hat eine fehlerhafte Nachricht dieser App abgelehnt.</translation>
        </message>
        <message>
            <source>The server speaks another version of the online protocol: update the app or the server.</source>
            <translation>Der Server spricht eine andere Version des Online-Protokolls: Aktualisiere die App oder den Server.</translation>
        </message>
        <message>
            <source>The server does not know a message this app sent: update the server.</source>
            <translation>Der Server kennt eine Nachricht dieser App nicht: Aktualisiere den Server.</translation>
        </message>
        <message>
            <source>A message was too large for the server.</source>
            <translation>Eine Nachricht war für den Server zu groß.</translation>
        </message>
        <message>
            <source>Too many messages at once: the server ignored one. Try again.</source>
            <translation>Zu viele Nachrichten auf einmal: Der Server hat eine ignoriert. Versuche es noch einmal.</translation>
        </message>
        <message>
            <source>There is no game with this room code on the server. Check the code (6 letters and digits).</source>
            <translation>Auf dem Server gibt es kein Spiel mit diesem Raumcode. Prüfe den Code (6 Buchstaben und Ziffern).</translation>
        </message>
        <message>
            <source>Every seat of this game is already taken.</source>
            <translation>Alle Plätze dieses Spiels sind schon vergeben.</translation>
        </message>
        <message>
            <source>The server does not know this seat any more (wrong or old seat key).</source>
            <translation>Der Server kennt diesen Platz nicht mehr (falscher oder alter Platzschlüssel).</translation>
        </message>
        <message>
            <source>You do not hold a seat in this game yet.</source>
            <translation>Du hast noch keinen Platz in diesem Spiel.</translation>
        </message>
        <message>
            <source>This connection already holds a seat.</source>
            <translation>Diese Verbindung hat schon einen Platz.</translation>
        </message>
        <message>
            <source>It is not your decision.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <source>That decision was already taken; the table shows the new one.</source>
            <translation>Diese Entscheidung ist schon gefallen; der Tisch zeigt die neue.</translation>
        </message>
        <message>
            <source>The server refused that choice: it is not legal now.</source>
            <translation>Der Server hat diese Wahl abgelehnt: Sie ist jetzt nicht erlaubt.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>The server is full. Try again later.</source>
            <translation>Der Server ist voll. Versuche es später noch einmal.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window or computer.</source>
            <translation>Dein Platz wurde von einem anderen Fenster oder Computer übernommen.</translation>
        </message>
        <message>
            <source>No game server answers at {address}. Check the address and the port, and that the host's game is open.</source>
            <translation>Unter {address} antwortet kein Spielserver. Prüfe Adresse und Port und ob das Spiel des Gastgebers offen ist.</translation>
        </message>
        <message>
            <source>{address} answers, but it is not a Nightfall game server.</source>
            <translation>{address} antwortet, ist aber kein Nightfall-Spielserver.</translation>
        </message>
        <message>
            <source>{address} is not a valid address (for example 192.168.1.20:8765).</source>
            <translation>{address} ist keine gültige Adresse (zum Beispiel 192.168.1.20:8765).</translation>
        </message>
        <message>
            <source>The server closed the connection.</source>
            <translation>Der Server hat die Verbindung geschlossen.</translation>
        </message>
        <message>
            <source>The server refused: {reason}</source>
            <translation>Der Server hat abgelehnt: {reason}</translation>
        </message>
    </context>
    <context>
        <name>OnlineDialog</name>
        <message>
            <source>This computer only (127.0.0.1)</source>
            <translation>Nur dieser Computer (127.0.0.1)</translation>
        </message>
        <message>
            <source>Every network interface (friends on your network, or the internet through your router)</source>
            <translation>Alle Netzwerkschnittstellen (Freunde in deinem Netz oder im Internet über deinen Router)</translation>
        </message>
        <message>
            <source>Host an online game</source>
            <translation>Ein Online-Spiel leiten</translation>
        </message>
        <message>
            <source> min</source>
            <translation> Min.</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keiner</translation>
        </message>
        <message>
            <source>A player who does not answer in time is replaced for that decision by a Normal bot (the log says so).</source>
            <translation>Wer nicht rechtzeitig antwortet, wird für diese Entscheidung durch einen normalen Bot ersetzt (das Protokoll sagt es).</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Dein Name:</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port:</translation>
        </message>
        <message>
            <source>Listen on:</source>
            <translation>Erreichbar über:</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <source>Turn timer:</source>
            <translation>Zugzeit:</translation>
        </message>
        <message>
            <source>Seats (you take seat 1)</source>
            <translation>Plätze (du sitzt auf Platz 1)</translation>
        </message>
        <message>
            <source>Start the server</source>
            <translation>Server starten</translation>
        </message>
        <message>
            <source>Copy the invitation</source>
            <translation>Einladung kopieren</translation>
        </message>
        <message>
            <source>Go to the table</source>
            <translation>Zum Tisch</translation>
        </message>
        <message>
            <source>Server started. Opening the room…</source>
            <translation>Server gestartet. Der Raum wird eröffnet…</translation>
        </message>
        <message>
            <source>Join an online game</source>
            <translation>Einem Online-Spiel beitreten</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse:</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Raumcode:</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Beitreten</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Friend (joins with the room code)</source>
            <translation>Freund (tritt mit dem Raumcode bei)</translation>
        </message>
        <message>
            <source>Type your name first.</source>
            <translation>Gib zuerst deinen Namen ein.</translation>
        </message>
        <message>
            <source>Give your friends the address and the room code. Each of them chooses File → Join online game…</source>
            <translation>Gib deinen Freunden die Adresse und den Raumcode. Jeder wählt Datei → Online-Spiel beitreten…</translation>
        </message>
        <message>
            <source>No friend seat: you play against bots.</source>
            <translation>Kein Platz für Freunde: Du spielst gegen Bots.</translation>
        </message>
        <message>
            <source>Nightfall online game — address: {address} — room code: {code}</source>
            <translation>Nightfall-Online-Spiel — Adresse: {address} — Raumcode: {code}</translation>
        </message>
        <message>
            <source>Seat {number}:</source>
            <translation>Platz {number}:</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits.</source>
            <translation>Der Raumcode hat {count} Buchstaben und Ziffern.</translation>
        </message>
        <message>
            <source>Bot: {level}</source>
            <translation>Bot: {level}</translation>
        </message>
        <message>
            <source>The server cannot listen on port {port}: {reason}. Choose another port.</source>
            <translation>Der Server kann Port {port} nicht nutzen: {reason}. Wähle einen anderen Port.</translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <source>I am ready — show my cards</source>
            <translation>Ich bin bereit – zeig meine Karten</translation>
        </message>
        <message>
            <source>Pass to {player}</source>
            <translation>Weitergeben an {player}</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Pick a draft card: it becomes one of your private archives.</source>
            <translation>Wähle eine Auswahlkarte: Sie wird eines deiner privaten Archive.</translation>
        </message>
        <message>
            <source>Pick a draft card: it becomes a common archive.</source>
            <translation>Wähle eine Auswahlkarte: Sie wird ein allgemeines Archiv.</translation>
        </message>
        <message>
            <source>Pick a draft card: it goes back to the box.</source>
            <translation>Wähle eine Auswahlkarte: Sie kommt zurück in die Schachtel.</translation>
        </message>
        <message>
            <source>Assign a blocker to an attacker, or finish blocking.</source>
            <translation>Weise einem Angreifer eine blockende Kreatur zu oder beende das Blocken.</translation>
        </message>
        <message>
            <source>Choose the attack to resolve next.</source>
            <translation>Wähle den Angriff, der als Nächstes ausgeführt wird.</translation>
        </message>
        <message>
            <source>Choose which of your blockers absorbs the attacker's damage next.</source>
            <translation>Wähle, welche deiner blockenden Kreaturen als Nächstes die Schadenspunkte des Angreifers erleidet.</translation>
        </message>
        <message>
            <source>Choose which of your minions absorbs the damage dealt to you next.</source>
            <translation>Wähle, welche deiner Kreaturen als Nächstes die dir zugefügten Schadenspunkte blockt.</translation>
        </message>
        <message>
            <source>Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Ziehe auf fünf Karten nach oder nutze zuerst den Wundeneffekt (lege alle Wunden ab und ziehe für jede 2 Karten).</translation>
        </message>
        <message>
            <source>Choose the player {card} attacks.</source>
            <translation>Wähle den Spieler, den {card} angreift.</translation>
        </message>
        <message>
            <source>Choose the target player for {card}.</source>
            <translation>Wähle einen Spieler als Ziel für {card}.</translation>
        </message>
        <message>
            <source>Choose the target minion for {card}.</source>
            <translation>Wähle eine Kreatur als Ziel für {card}.</translation>
        </message>
        <message>
            <source>Choose the target order in the chain for {card}.</source>
            <translation>Wähle eine Befehlskarte in der Kette als Ziel für {card}.</translation>
        </message>
        <message>
            <source>Choose the target archive for {card}.</source>
            <translation>Wähle ein Archiv als Ziel für {card}.</translation>
        </message>
        <message>
            <source>Choose a card from your hand to discard ({card}).</source>
            <translation>Wähle eine Handkarte, die du ablegst ({card}).</translation>
        </message>
        <message>
            <source>Choose an order from your hand to exile ({card}).</source>
            <translation>Wähle eine Befehlskarte aus deiner Hand, die du verbannst ({card}).</translation>
        </message>
        <message>
            <source>Choose a card from your discard pile for {card}.</source>
            <translation>Wähle eine Karte aus deinem Ablagestapel für {card}.</translation>
        </message>
        <message>
            <source>Choose an archive to claim a card from for free ({card}).</source>
            <translation>Wähle ein Archiv, aus dem du kostenlos eine Karte kaufst ({card}).</translation>
        </message>
        <message>
            <source>Choose the next player hit by {card}.</source>
            <translation>Wähle den nächsten Spieler, den {card} trifft.</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>eine Karte</translation>
        </message>
        <message>
            <source>End your turn, or use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Beende deinen Zug oder nutze den Wundeneffekt (lege alle Wunden ab und ziehe für jede 2 Karten).</translation>
        </message>
        <message numerus="yes">
            <source>Claim cards or discard for influence (%n influence left), or end the phase.</source>
            <translation>
                <numerusform>Kaufe Karten oder lege Karten für Einfluss ab (noch %n Einflusspunkt) oder beende die Phase.</numerusform>
                <numerusform>Kaufe Karten oder lege Karten für Einfluss ab (noch %n Einflusspunkte) oder beende die Phase.</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} oder {second}</translation>
        </message>
        <message>
            <source>Pick a draft card.</source>
            <translation>Wähle eine Auswahlkarte.</translation>
        </message>
        <message>
            <source>Start a chain with any card from your hand, or pass.</source>
            <translation>Beginne eine Kette mit einer beliebigen Handkarte oder passe.</translation>
        </message>
        <message>
            <source>Decide: {kind}.</source>
            <translation>Entscheide: {kind}.</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>Add a {colours} card after {card}, or pass.</source>
            <translation>Hänge hinter {card} eine Karte an (Farbe: {colours}) oder passe.</translation>
        </message>
    </context>
    <context>
        <name>PromptBar</name>
        <message>
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <source>Done blocking</source>
            <translation>Blocken beenden</translation>
        </message>
        <message>
            <source>End claim phase</source>
            <translation>Kaufphase beenden</translation>
        </message>
        <message>
            <source>Draw up to 5</source>
            <translation>Auf 5 nachziehen</translation>
        </message>
        <message>
            <source>Use wound effect</source>
            <translation>Wundeneffekt nutzen</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Zug beenden</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <source>Waiting for {player}…</source>
            <translation>Warte auf {player}…</translation>
        </message>
        <message>
            <source>Start a new game from the File menu ({shortcut}).</source>
            <translation>Starte ein neues Spiel über das Menü „Datei“ ({shortcut}).</translation>
        </message>
        <message>
            <source>{player}: {prompt}</source>
            <translation>{player}: {prompt}</translation>
        </message>
        <message>
            <source>Pass the device to {player}.</source>
            <translation>Gib das Gerät an {player} weiter.</translation>
        </message>
        <message>
            <source>Waiting for {player}… (thinking)</source>
            <translation>Warte auf {player}… (überlegt)</translation>
        </message>
        <message>
            <source>Waiting for {player}… ({away}: not connected)</source>
            <translation>Warte auf {player}… ({away}: nicht verbunden)</translation>
        </message>
    </context>
    <context>
        <name>PromptBarKey</name>
        <message>
            <source>S</source>
            <comment>key of the Suggest button (hints)</comment>
            <translation>V</translation>
        </message>
        <message>
            <source>Y</source>
            <comment>key of Why? (what the last bot move weighed)</comment>
            <translation>Y</translation>
        </message>
        <message>
            <source>P</source>
            <comment>key of the Pass button</comment>
            <translation>P</translation>
        </message>
        <message>
            <source>D</source>
            <comment>key of the Done blocking button</comment>
            <translation>B</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of the End claim phase button</comment>
            <translation>K</translation>
        </message>
        <message>
            <source>D</source>
            <comment>key of the Draw up to 5 button</comment>
            <translation>N</translation>
        </message>
        <message>
            <source>W</source>
            <comment>key of the Use wound effect button</comment>
            <translation>W</translation>
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
            <translation>Die Wiederholung endet mit dem aufgezeichneten Ergebnis ({count} Entscheidungen).</translation>
        </message>
        <message>
            <source>{rank}. {name} — {wounds} wounds ({kinds})</source>
            <translation>{rank}. {name} — {wounds} Wunden ({kinds})</translation>
        </message>
        <message>
            <source>{player}'s view: {count} steps, whole and consistent, ending with the recorded result.</source>
            <translation>Sicht von {player}: {count} Schritte, vollständig und stimmig, mit dem gespeicherten Ergebnis am Ende.</translation>
        </message>
        <message>
            <source>Note: the replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Hinweis: Die Wiederholung wurde mit anderen Kartendaten aufgenommen ({differences}); sie endet trotzdem mit dem aufgezeichneten Ergebnis.</translation>
        </message>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.
{error}</source>
            <translation>Deine Kartendatei konnte nicht verwendet werden; stattdessen wird die mitgelieferte cards.yaml verwendet.
{error}</translation>
        </message>
        <message>
            <source>{file}: cannot read the replay: {problem}</source>
            <translation>{file}: Die Wiederholung kann nicht gelesen werden: {problem}</translation>
        </message>
        <message>
            <source>{file}: the replay does not play: {problem}</source>
            <translation>{file}: Die Wiederholung lässt sich nicht abspielen: {problem}</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be undone.</source>
            <translation>Dies ist eine Wiederholung: Nichts kann rückgängig gemacht werden.</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be played.</source>
            <translation>Dies ist eine Wiederholung: Hier kann nichts gespielt werden.</translation>
        </message>
        <message>
            <source>the game ends with another result than the recorded one</source>
            <translation>das Spiel endet mit einem anderen als dem aufgezeichneten Ergebnis</translation>
        </message>
        <message>
            <source>the game ended after {count} of {total} decisions</source>
            <translation>das Spiel endete nach {count} von {total} Entscheidungen</translation>
        </message>
        <message>
            <source>this replay holds one seat's view, not the game's decisions</source>
            <translation>diese Wiederholung enthält die Sicht eines Platzes, nicht die Entscheidungen der Partie</translation>
        </message>
        <message>
            <source>"cards.by_card" must map card ids to digests (text)</source>
            <translation>"cards.by_card" muss Karten-IDs auf Prüfsummen (Text) abbilden</translation>
        </message>
        <message>
            <source>"options", "seed" and "seats" do not agree</source>
            <translation>"options", "seed" und "seats" passen nicht zusammen</translation>
        </message>
        <message>
            <source>the decisions end before the game does</source>
            <translation>die Entscheidungen enden vor dem Spiel</translation>
        </message>
        <message>
            <source>the edition's rulings differ</source>
            <translation>die Regelentscheidungen der Ausgabe unterscheiden sich</translation>
        </message>
        <message>
            <source>the cards are listed in another order</source>
            <translation>die Karten stehen in einer anderen Reihenfolge</translation>
        </message>
        <message>
            <source>{problem}; the replay was made with other card data ({differences})</source>
            <translation>{problem}; die Wiederholung wurde mit anderen Kartendaten aufgenommen ({differences})</translation>
        </message>
        <message>
            <source>"origin" must be one of {choices}, not {value}</source>
            <translation>"origin" muss eines von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>not a Nightfall Qt replay (expected "format": "{format}")</source>
            <translation>keine Nightfall-Qt-Wiederholung (erwartet "format": "{format}")</translation>
        </message>
        <message>
            <source>the replay was written by a newer Nightfall Qt (replay format {format}); this version reads replay format {supported} — update the app to open it</source>
            <translation>die Wiederholung wurde von einem neueren Nightfall Qt geschrieben (Wiederholungsformat {format}); diese Version liest Wiederholungsformat {supported} — aktualisiere die App, um sie zu öffnen</translation>
        </message>
        <message>
            <source>"kind" must be one of {choices}, not {value}</source>
            <translation>"kind" muss eines von {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>the replay holds {count} decisions, more than any game</source>
            <translation>die Wiederholung enthält {count} Entscheidungen, mehr als jedes Spiel</translation>
        </message>
        <message>
            <source>"result" must rank each of the {players} seats once</source>
            <translation>"result" muss jeden der {players} Plätze genau einmal einordnen</translation>
        </message>
        <message>
            <source>the game took another course at decision {number} than the replay records</source>
            <translation>das Spiel nahm bei Entscheidung {number} einen anderen Verlauf als aufgezeichnet</translation>
        </message>
        <message>
            <source>changed: {cards}</source>
            <translation>geändert: {cards}</translation>
        </message>
        <message>
            <source>missing: {cards}</source>
            <translation>fehlt: {cards}</translation>
        </message>
        <message>
            <source>added: {cards}</source>
            <translation>hinzugefügt: {cards}</translation>
        </message>
        <message>
            <source>"options" are not valid: {error}</source>
            <translation>"options" sind ungültig: {error}</translation>
        </message>
        <message>
            <source>decisions[{index}] is not a decision</source>
            <translation>decisions[{index}] ist keine Entscheidung</translation>
        </message>
        <message>
            <source>the game cannot be set up: {error}</source>
            <translation>das Spiel kann nicht aufgebaut werden: {error}</translation>
        </message>
        <message>
            <source>decision {number} cannot be played: {error}</source>
            <translation>Entscheidung {number} kann nicht gespielt werden: {error}</translation>
        </message>
        <message>
            <source>steps[{index}] is not a step: {problem}</source>
            <translation>steps[{index}] ist kein Schritt: {problem}</translation>
        </message>
        <message>
            <source>the replay holds no step</source>
            <translation>die Wiederholung enthält keinen Schritt</translation>
        </message>
        <message>
            <source>the steps end before the game does (the file is cut short)</source>
            <translation>die Schritte enden vor der Partie (die Datei ist abgeschnitten)</translation>
        </message>
        <message>
            <source>the last step's result is not the recorded result</source>
            <translation>das Ergebnis des letzten Schritts ist nicht das gespeicherte Ergebnis</translation>
        </message>
        <message>
            <source>"seat" must be one of the {players} seats</source>
            <translation>"seat" muss einer der {players} Plätze sein</translation>
        </message>
        <message>
            <source>the replay holds {count} steps, more than any game</source>
            <translation>die Wiederholung enthält {count} Schritte, mehr als jede Partie</translation>
        </message>
        <message>
            <source>an event is not an object</source>
            <translation>ein Ereignis ist kein Objekt</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation is not seat {seat}'s</source>
            <translation>steps[{index}]: die Beobachtung gehört nicht zu Platz {seat}</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation cannot be read ({error})</source>
            <translation>steps[{index}]: die Beobachtung kann nicht gelesen werden ({error})</translation>
        </message>
        <message>
            <source>its observation does not apply ({error})</source>
            <translation>seine Beobachtung lässt sich nicht anwenden ({error})</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Whose eyes: a player's view shows only what they knew</source>
            <translation>Wessen Augen: Die Sicht eines Spielers zeigt nur, was er wusste</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Zum Anfang (Pos1)</translation>
        </message>
        <message>
            <source>One decision back (←); one event back: Shift+←</source>
            <translation>Eine Entscheidung zurück (←); ein Ereignis zurück: Umschalt+←</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Abspielen / anhalten (Leertaste)</translation>
        </message>
        <message>
            <source>One decision on (→); one event on: Shift+→</source>
            <translation>Eine Entscheidung weiter (→); ein Ereignis weiter: Umschalt+→</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Zum Ende (Ende)</translation>
        </message>
        <message>
            <source>Turn </source>
            <translation>Zug </translation>
        </message>
        <message>
            <source>Jump to the start of a turn</source>
            <translation>Zum Anfang eines Zuges springen</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Geschwindigkeit</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); the cards are shown as the card data in use describes them.</source>
            <translation>Diese Wiederholung wurde mit anderen Kartendaten erstellt ({differences}); die Karten werden so gezeigt, wie die verwendeten Kartendaten sie beschreiben.</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Diese Wiederholung wurde mit anderen Kartendaten aufgenommen ({differences}); sie endet trotzdem mit dem aufgezeichneten Ergebnis.</translation>
        </message>
        <message>
            <source>Decision {step} of {steps}</source>
            <translation>Entscheidung {step} von {steps}</translation>
        </message>
        <message>
            <source>Replay — {players}</source>
            <translation>Wiederholung — {players}</translation>
        </message>
        <message>
            <source>Cannot open the replay</source>
            <translation>Die Wiederholung kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Everything open</source>
            <translation>Alles offen</translation>
        </message>
        <message>
            <source>, event {event} of {events}</source>
            <translation>, Ereignis {event} von {events}</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Datei: {file}</translation>
        </message>
        <message>
            <source>{player}'s view</source>
            <translation>Sicht von {player}</translation>
        </message>
    </context>
    <context>
        <name>ReplayList</name>
        <message>
            <source>Nightfall Qt replays ({patterns})</source>
            <translation>Nightfall-Qt-Wiederholungen ({patterns})</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {count} decisions</source>
            <translation>{time} UTC — {players} — {winner} gewann — {count} Entscheidungen</translation>
        </message>
        <message>
            <source>Replays</source>
            <translation>Wiederholungen</translation>
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation>&amp;Ansehen</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Speichern unter…</translation>
        </message>
        <message>
            <source>&amp;Open a replay file…</source>
            <translation>Wiederholungsdatei ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Wiederholung öffnen</translation>
        </message>
        <message>
            <source>Save the replay as</source>
            <translation>Wiederholung speichern unter</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {player}'s view, {count} steps</source>
            <translation>{time} UTC — {players} — {winner} hat gewonnen — Sicht von {player}, {count} Schritte</translation>
        </message>
        <message>
            <source>Cannot save the replay</source>
            <translation>Die Wiederholung kann nicht gespeichert werden</translation>
        </message>
        <message>
            <source>The last {count} finished games are kept (Settings).</source>
            <translation>Die letzten {count} beendeten Spiele werden behalten (Einstellungen).</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>fewest wounds</source>
            <translation>die wenigsten Wunden</translation>
        </message>
        <message>
            <source>tie on wounds: fewer of the most common wound kind</source>
            <translation>Gleichstand bei den Wunden: weniger Wunden der häufigsten Wundenart</translation>
        </message>
        <message>
            <source>tie: fewer of the second most common wound kind</source>
            <translation>Gleichstand: weniger Wunden der zweithäufigsten Wundenart</translation>
        </message>
        <message>
            <source>tie: fewer of the third wound kind</source>
            <translation>Gleichstand: weniger Wunden der dritten Wundenart</translation>
        </message>
        <message>
            <source>complete tie: seated closest to the first player's right</source>
            <translation>völliger Gleichstand: sitzt am nächsten rechts vom Startspieler</translation>
        </message>
        <message>
            <source>You finished 2nd of {count}</source>
            <translation>Du bist Zweiter von {count}</translation>
        </message>
        <message>
            <source>You finished 3rd of {count}</source>
            <translation>Du bist Dritter von {count}</translation>
        </message>
        <message>
            <source>You finished 4th of {count}</source>
            <translation>Du bist Vierter von {count}</translation>
        </message>
        <message>
            <source>You finished 5th of {count}</source>
            <translation>Du bist Fünfter von {count}</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Wunden</translation>
        </message>
        <message>
            <source>Damage dealt</source>
            <translation>Schaden verursacht</translation>
        </message>
        <message>
            <source>Minions destroyed</source>
            <translation>Diener zerstört</translation>
        </message>
        <message>
            <source>Cards claimed</source>
            <translation>Karten erworben</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Züge</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Du gewinnst!</translation>
        </message>
        <message>
            <source>▶ {player} (you)</source>
            <translation>▶ {player} (du)</translation>
        </message>
        <message>
            <source>Hide the results</source>
            <translation>Ergebnis ausblenden</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <source>{player} wins!</source>
            <translation>{player} gewinnt!</translation>
        </message>
        <message>
            <source>▶ {player}</source>
            <translation>▶ {player}</translation>
        </message>
        <message>
            <source>Decided by: {reason}.</source>
            <translation>Entschieden durch: {reason}.</translation>
        </message>
        <message>
            <source>{player} wins.</source>
            <translation>{player} gewinnt.</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>hosted on this computer</source>
            <translation>auf diesem Computer gehostet</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}</source>
            <translation>Ein nicht beendetes Spiel wurde gefunden:

{game}</translation>
        </message>
        <message>
            <source>The autosaved game could not be loaded, so a new game starts.

{details}</source>
            <translation>Das automatisch gespeicherte Spiel konnte nicht geladen werden, daher beginnt ein neues Spiel.

{details}</translation>
        </message>
        <message>
            <source>Online: room {code}, seat {seat} as {name}
{where}</source>
            <translation>Online: Raum {code}, Platz {seat} als {name}
{where}</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Spiel fortsetzen</translation>
        </message>
        <message>
            <source>Unfinished games:</source>
            <translation>Unbeendete Spiele:</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}

The newest autosave could not be loaded ({file}: {problem}). This is the most recent autosave that is intact.</source>
            <translation>Ein nicht beendetes Spiel wurde gefunden:

{game}

Die neueste automatische Speicherung konnte nicht geladen werden ({file}: {problem}). Dies ist die jüngste unbeschädigte automatische Speicherung.</translation>
        </message>
        <message>
            <source>On this computer
{game}</source>
            <translation>Auf diesem Computer
{game}</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>minion</source>
            <translation>Kreatur</translation>
        </message>
        <message>
            <source>action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Card glossary</source>
            <translation>Kartenglossar</translation>
        </message>
        <message>
            <source>wound</source>
            <translation>Wunde</translation>
        </message>
        <message>
            <source>starting minion</source>
            <translation>Startkreatur</translation>
        </message>
        <message>
            <source>Nightfall rules</source>
            <translation>Nightfall-Regeln</translation>
        </message>
        <message>
            <source>colour {colour}</source>
            <translation>Farbe {colour}</translation>
        </message>
        <message>
            <source>links {colours}</source>
            <translation>Kettensymbole {colours}</translation>
        </message>
        <message>
            <source>cost {cost}</source>
            <translation>Preis {cost}</translation>
        </message>
        <message>
            <source>kicker {colour}</source>
            <translation>Kick {colour}</translation>
        </message>
        <message>
            <source>strength {strength}, health {health}</source>
            <translation>Stärke {strength}, Lebenspunkte {health}</translation>
        </message>
        <message>
            <source>Provenance: {marks}</source>
            <translation>Herkunft: {marks}</translation>
        </message>
        <message>
            <source>Marks: {legend}.</source>
            <translation>Markierungen: {legend}.</translation>
        </message>
        <message>
            <source>English: {name}</source>
            <translation>englisch: {name}</translation>
        </message>
        <message>
            <source>Ruling:</source>
            <translation>Regelklärung:</translation>
        </message>
    </context>
    <context>
        <name>SaveError</name>
        <message>
            <source>{field} is missing</source>
            <translation>{field} fehlt</translation>
        </message>
        <message>
            <source>cannot write the file: {reason}</source>
            <translation>die Datei kann nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>true/false</source>
            <translation>true/false</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>eine ganze Zahl</translation>
        </message>
        <message>
            <source>text</source>
            <translation>Text</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>eine Liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>{field} must be {expected}, not {found}</source>
            <translation>{field} muss {expected} sein, nicht {found}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>die Datei ist leer</translation>
        </message>
        <message>
            <source>"options" and "seed" do not match the game state</source>
            <translation>„options“ und „seed“ passen nicht zum Spielstand</translation>
        </message>
        <message>
            <source>the game state does not match its checksum: the file was changed or damaged after saving</source>
            <translation>der Spielstand passt nicht zu seiner Prüfsumme: Die Datei wurde nach dem Speichern verändert oder beschädigt</translation>
        </message>
        <message>
            <source>the file does not exist</source>
            <translation>die Datei existiert nicht</translation>
        </message>
        <message>
            <source>{field} is out of range ({value})</source>
            <translation>{field} liegt außerhalb des zulässigen Bereichs ({value})</translation>
        </message>
        <message numerus="yes">
            <source>the save lists %n seats but the game has {players} players</source>
            <translation>
                <numerusform>der Spielstand nennt %n Platz, das Spiel hat aber {players} Spieler</numerusform>
                <numerusform>der Spielstand nennt %n Plätze, das Spiel hat aber {players} Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (the file holds {found}, not an object)</source>
            <translation>kein gespeichertes Nightfall-Qt-Spiel (die Datei enthält {found}, kein Objekt)</translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (expected "format": "{format}")</source>
            <translation>kein gespeichertes Nightfall-Qt-Spiel (erwartet: "format": "{format}")</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>die Datei wurde von einer neueren Version von Nightfall Qt geschrieben (Speicherformat {format}); diese Version liest Speicherformat {supported} – aktualisiere die App, um sie zu öffnen</translation>
        </message>
        <message>
            <source>unknown save format version {format}</source>
            <translation>unbekannte Version des Speicherformats: {format}</translation>
        </message>
        <message>
            <source>not valid JSON at line {line}, column {column} ({reason}); the file is damaged or was cut short</source>
            <translation>kein gültiges JSON in Zeile {line}, Spalte {column} ({reason}); die Datei ist beschädigt oder unvollständig</translation>
        </message>
        <message>
            <source>not valid JSON ({error})</source>
            <translation>kein gültiges JSON ({error})</translation>
        </message>
        <message>
            <source>{field} must be a non-empty name, not {value}</source>
            <translation>{field} muss ein nicht leerer Name sein, nicht {value}</translation>
        </message>
        <message>
            <source>{field} must be 'human' or 'bot', not {value}</source>
            <translation>{field} muss 'human' oder 'bot' sein, nicht {value}</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}, not {value}</source>
            <translation>{field} muss einer der Werte {choices} sein, nicht {value}</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt {app_version} (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>die Datei wurde von einer neueren Version von Nightfall Qt ({app_version}) geschrieben (Speicherformat {format}); diese Version liest Speicherformat {supported} – aktualisiere die App, um sie zu öffnen</translation>
        </message>
        <message>
            <source>the game state cannot be read ({error})</source>
            <translation>der Spielstand kann nicht gelesen werden ({error})</translation>
        </message>
        <message>
            <source>the game state is damaged: {error}</source>
            <translation>der Spielstand ist beschädigt: {error}</translation>
        </message>
        <message>
            <source>the file is {size} MB, larger than any saved game ({limit} MB at most); it is not a Nightfall Qt save</source>
            <translation>die Datei ist {size} MB groß, größer als jede gespeicherte Partie (höchstens {limit} MB); sie ist kein Nightfall-Qt-Spielstand</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>die Datei kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <source>not a text file (byte {byte} is not UTF-8); the file is damaged</source>
            <translation>keine Textdatei (Byte {byte} ist kein UTF-8); die Datei ist beschädigt</translation>
        </message>
        <message>
            <source>the game uses cards that the card data in use does not have: {cards}</source>
            <translation>das Spiel verwendet Karten, die in den verwendeten Kartendaten fehlen: {cards}</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>{name} (easy bot)</source>
            <translation>{name} (leichter Bot)</translation>
        </message>
        <message>
            <source>{name} (normal bot)</source>
            <translation>{name} (normaler Bot)</translation>
        </message>
        <message>
            <source>{name} (hard bot)</source>
            <translation>{name} (schwerer Bot)</translation>
        </message>
        <message>
            <source>{name} (expert bot)</source>
            <translation>{name} (Experten-Bot)</translation>
        </message>
        <message>
            <source>{name} (random bot)</source>
            <translation>{name} (Zufallsbot)</translation>
        </message>
        <message>
            <source>{players} — setup, saved {time} UTC</source>
            <translation>{players} – Vorbereitung, gespeichert {time} UTC</translation>
        </message>
        <message>
            <source>{name} (human)</source>
            <translation>{name} (Mensch)</translation>
        </message>
        <message>
            <source>{name} ({level} bot)</source>
            <translation>{name} (Bot, {level})</translation>
        </message>
        <message>
            <source>{players} — turn {turn}, saved {time} UTC</source>
            <translation>{players} – Zug {turn}, gespeichert {time} UTC</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>a whole number from 2 to 5</source>
            <translation>eine ganze Zahl von 2 bis 5</translation>
        </message>
        <message>
            <source>text of fewer than 10000 characters</source>
            <translation>ein Text mit weniger als 10000 Zeichen</translation>
        </message>
        <message>
            <source>a list of file names</source>
            <translation>eine Liste von Dateinamen</translation>
        </message>
        <message>
            <source>a list of seats</source>
            <translation>eine Liste von Plätzen</translation>
        </message>
        <message>
            <source>an object with name, kind and level</source>
            <translation>ein Objekt mit name, kind und level</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults (the file is kept as {copy})</source>
            <translation>{file}: {reason}; die Standardeinstellungen werden verwendet (die Datei bleibt als {copy} erhalten)</translation>
        </message>
        <message>
            <source>line {line}, column {column}: {reason}</source>
            <translation>Zeile {line}, Spalte {column}: {reason}</translation>
        </message>
        <message>
            <source>"{field}" must be {expected}, not {value}</source>
            <translation>„{field}“ muss {expected} sein, nicht {value}</translation>
        </message>
        <message>
            <source>one of {choices}</source>
            <translation>eines von {choices}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true oder false</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>eine ganze Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <source>a number from {low} to {high}</source>
            <translation>eine Zahl von {low} bis {high}</translation>
        </message>
        <message>
            <source>a whole number from 1 to {high}</source>
            <translation>eine ganze Zahl von 1 bis {high}</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults</source>
            <translation>{file}: {reason}; die Standardeinstellungen werden verwendet</translation>
        </message>
        <message>
            <source>not a Nightfall Qt settings file (expected "format": "{format}")</source>
            <translation>keine Einstellungsdatei von Nightfall Qt (erwartet: "format": "{format}")</translation>
        </message>
        <message>
            <source> (the file is kept as {copy})</source>
            <translation> (die Datei bleibt als {copy} erhalten)</translation>
        </message>
        <message>
            <source>{file}: these settings use their defaults{kept}:
{problems}</source>
            <translation>{file}: diese Einstellungen erhalten ihren Standardwert{kept}:
{problems}</translation>
        </message>
        <message>
            <source>the file is larger than {size} kB</source>
            <translation>die Datei ist größer als {size} kB</translation>
        </message>
        <message>
            <source>{file}: cannot read the settings ({error}); using the defaults</source>
            <translation>{file}: Die Einstellungen können nicht gelesen werden ({error}); es werden die Standardwerte verwendet</translation>
        </message>
        <message>
            <source>the settings file is damaged ({error})</source>
            <translation>die Einstellungsdatei ist beschädigt ({error})</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>The language applies after a restart.</source>
            <translation>Die Sprache wird nach einem Neustart übernommen.</translation>
        </message>
        <message>
            <source>As the desktop (dark or light)</source>
            <translation>Wie der Desktop (dunkel oder hell)</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Systemsprache ({language})</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animationstempo</translation>
        </message>
        <message>
            <source>Bots move without waiting for animations</source>
            <translation>Bots ziehen, ohne auf Animationen zu warten</translation>
        </message>
        <message>
            <source>Pause before each chain resolves</source>
            <translation>Vor jeder Kettenauflösung anhalten</translation>
        </message>
        <message>
            <source>Continue with View → Pause (Ctrl+P)</source>
            <translation>Fortsetzen mit Ansicht → Pause (Strg+P)</translation>
        </message>
        <message>
            <source>Fast bots</source>
            <translation>Schnelle Bots</translation>
        </message>
        <message>
            <source> games</source>
            <translation> Spiele</translation>
        </message>
        <message>
            <source>Replays kept</source>
            <translation>Behaltene Wiederholungen</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Bestätigungen</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>Ask before replacing a game in progress</source>
            <translation>Vor dem Ersetzen eines laufenden Spiels nachfragen</translation>
        </message>
        <message>
            <source>Ask before ending the claim phase while your influence could still claim a card</source>
            <translation>Vor dem Ende der Kaufphase fragen, solange dein Einfluss noch für eine Karte reicht</translation>
        </message>
        <message>
            <source>Ask before passing without adding a card when one could join the chain</source>
            <translation>Vor dem Passen fragen, wenn du keine Karte angelegt hast, obwohl eine an die Kette passt</translation>
        </message>
        <message>
            <source>Play a hand card with a single click (off: a click selects it, a second click or Enter plays it)</source>
            <translation>Handkarte mit einem Klick ausspielen (aus: ein Klick wählt sie, ein zweiter Klick oder Enter spielt sie aus)</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Textgröße</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>New game defaults</source>
            <translation>Vorgaben für neue Spiele</translation>
        </message>
        <message>
            <source>On (M at the table)</source>
            <translation>An (M am Tisch)</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>"Your turn" chime</source>
            <translation>„Du bist dran“-Klang</translation>
        </message>
        <message>
            <source>When your turn begins at the table, and in an online game also while the window is in the background.</source>
            <translation>Wenn dein Zug am Tisch beginnt, und in einem Online-Spiel auch, während das Fenster im Hintergrund ist.</translation>
        </message>
        <message>
            <source>Online: when it becomes your turn and the window is in the background</source>
            <translation>Online: Wenn du an der Reihe bist und das Fenster im Hintergrund ist</translation>
        </message>
        <message>
            <source>Flash the taskbar entry</source>
            <translation>Eintrag in der Taskleiste blinken lassen</translation>
        </message>
        <message>
            <source>Show a desktop notification</source>
            <translation>Desktop-Benachrichtigung zeigen</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Farbschema</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>"{field}" must be {expected}, not {value}</source>
            <translation>„{field}“ muss {expected} sein, nicht {value}</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>a list of 2 to 5 seats</source>
            <translation>eine Liste von 2 bis 5 Plätzen</translation>
        </message>
        <message>
            <source>a list with one entry per seat</source>
            <translation>eine Liste mit einem Eintrag pro Platz</translation>
        </message>
        <message>
            <source>must be {expected}, not {value}</source>
            <translation>muss {expected} sein, nicht {value}</translation>
        </message>
        <message>
            <source>a seat with a name and kind human or bot</source>
            <translation>ein Platz mit Namen und der Art human oder bot</translation>
        </message>
        <message>
            <source>wound counts from 0 to 999999999</source>
            <translation>Wundenzahlen von 0 bis 999999999</translation>
        </message>
        <message>
            <source>a seat number from 0 to {last}</source>
            <translation>eine Platznummer von 0 bis {last}</translation>
        </message>
        <message>
            <source>{file}: not a Nightfall Qt statistics file; starting new statistics</source>
            <translation>{file}: keine Statistikdatei von Nightfall Qt; eine neue Statistik wird begonnen</translation>
        </message>
        <message>
            <source>{file}: unknown statistics version {version}; starting new statistics</source>
            <translation>{file}: unbekannte Statistikversion {version}; eine neue Statistik wird begonnen</translation>
        </message>
        <message>
            <source>A copy of the file is kept as {copy}.</source>
            <translation>Eine Kopie der Datei bleibt als {copy} erhalten.</translation>
        </message>
        <message>
            <source>{file}: the file is larger than {size} MB; starting new statistics</source>
            <translation>{file}: die Datei ist größer als {size} MB; neue Statistik wird begonnen</translation>
        </message>
        <message>
            <source>{file}: cannot read the statistics ({error})</source>
            <translation>{file}: Die Statistik kann nicht gelesen werden ({error})</translation>
        </message>
        <message>
            <source>{file}: the statistics file is damaged ({error}); starting new statistics</source>
            <translation>{file}: Die Statistikdatei ist beschädigt ({error}); eine neue Statistik wird begonnen</translation>
        </message>
        <message numerus="yes">
            <source>{file}: %n damaged game record(s) were ignored</source>
            <translation>
                <numerusform>{file}: %n beschädigter Spieleintrag wurde ignoriert</numerusform>
                <numerusform>{file}: %n beschädigte Spieleinträge wurden ignoriert</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message numerus="yes">
            <source>Delete the statistics of all %n finished games? This cannot be undone.</source>
            <translation>
                <numerusform>Die Statistik des %n beendeten Spiels löschen? Das kann nicht rückgängig gemacht werden.</numerusform>
                <numerusform>Die Statistik aller %n beendeten Spiele löschen? Das kann nicht rückgängig gemacht werden.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games with a human player yet.</source>
            <translation>Noch keine beendeten Spiele mit einem menschlichen Spieler.</translation>
        </message>
        <message numerus="yes">
            <source>wounds in each of the last %n game(s)</source>
            <translation>
                <numerusform>Wunden pro Spiel, letzte Spiele: %n</numerusform>
                <numerusform>Wunden pro Spiel, letzte Spiele: %n</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Statistik zurücksetzen…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistik zurücksetzen</translation>
        </message>
        <message>
            <source>Opponent level</source>
            <translation>Gegnerstärke</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <source>Wounds per game (human players)</source>
            <translation>Wunden pro Spiel (menschliche Spieler)</translation>
        </message>
        <message>
            <source>Cards you claimed most</source>
            <translation>Deine meistgekauften Karten</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Karte</translation>
        </message>
        <message>
            <source>Claimed</source>
            <translation>Gekauft</translation>
        </message>
        <message>
            <source>Replays…</source>
            <translation>Wiederholungen…</translation>
        </message>
        <message numerus="yes">
            <source>%n finished games recorded.</source>
            <translation>
                <numerusform>%n beendetes Spiel erfasst.</numerusform>
                <numerusform>%n beendete Spiele erfasst.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games recorded yet.</source>
            <translation>Noch keine beendeten Spiele erfasst.</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Cannot reset the statistics: {reason} ({file})</source>
            <translation>Die Statistik kann nicht zurückgesetzt werden: {reason} ({file})</translation>
        </message>
    </context>
    <context>
        <name>TableMarks</name>
        <message>
            <source>a secret card</source>
            <translation>eine geheime Karte</translation>
        </message>
        <message>
            <source>On the table</source>
            <translation>Auf dem Tisch</translation>
        </message>
        <message>
            <source>{player}: +{amount} influence this turn</source>
            <translation>{player}: +{amount} Einflusspunkte in diesem Spielzug</translation>
        </message>
        <message>
            <source>{player}: −{amount} influence this turn</source>
            <translation>{player}: −{amount} Einflusspunkte in diesem Spielzug</translation>
        </message>
        <message numerus="yes">
            <source>{player}: influence doubled %n time(s)</source>
            <translation>
                <numerusform>{player}: Einflusspunkte %n-mal verdoppelt</numerusform>
                <numerusform>{player}: Einflusspunkte %n-mal verdoppelt</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less</source>
            <translation>{player}: Käufe kosten {amount} weniger</translation>
        </message>
        <message numerus="yes">
            <source>{player}: may claim from %n enemy private archive(s)</source>
            <translation>
                <numerusform>{player}: darf aus %n privaten Archiv eines Mitspielers kaufen</numerusform>
                <numerusform>{player}: darf aus %n privaten Archiven von Mitspielern kaufen</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: direct-damage blockers do not absorb card damage</source>
            <translation>{player}: Kreaturen wie Vulko blocken keine Schadenspunkte durch Karten</translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less, never below {floor}</source>
            <translation>{player}: Käufe kosten {amount} weniger, nie unter {floor}</translation>
        </message>
        <message>
            <source>Exiled: {cards}</source>
            <translation>Verbannt: {cards}</translation>
        </message>
        <message>
            <source>{player} chooses the targets of {card}</source>
            <translation>{player} wählt die Ziele von {card}</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>hand {hand} · deck {deck} · discard {discard} · influence {influence}</source>
            <translation>Hand {hand} · Deck {deck} · Ablage {discard} · Einfluss {influence}</translation>
        </message>
        <message>
            <source>{player}: click or drop here when a player is to be chosen</source>
            <translation>{player}: Hier klicken oder loslassen, wenn ein Spieler gewählt werden soll</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
        <message>
            <source>{player}  … thinking</source>
            <translation>{player}  … überlegt</translation>
        </message>
        <message>
            <source>discard pile: {card}</source>
            <translation>Ablage: {card}</translation>
        </message>
        <message>
            <source>{player} is not connected ({away}): the game waits for them.</source>
            <translation>{player} ist nicht verbunden ({away}): Das Spiel wartet.</translation>
        </message>
        <message>
            <source>Drop to discard for 1 influence</source>
            <translation>Hier loslassen: für 1 Einflusspunkt ablegen</translation>
        </message>
        <message>
            <source>Drop to attack this player</source>
            <translation>Hier loslassen, um diesen Spieler anzugreifen</translation>
        </message>
        <message>
            <source>Drop to block this attacker</source>
            <translation>Hier loslassen, um diesen Angreifer zu blocken</translation>
        </message>
        <message>
            <source>not a choice now</source>
            <translation>jetzt nicht wählbar</translation>
        </message>
        <message>
            <source>That is not a place this card can go now.</source>
            <translation>Dorthin kann diese Karte jetzt nicht.</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Kette</translation>
        </message>
        <message>
            <source>Archives</source>
            <translation>Archive</translation>
        </message>
        <message>
            <source>Influence</source>
            <translation>Einfluss</translation>
        </message>
        <message>
            <source>attacks</source>
            <translation>greift an</translation>
        </message>
        <message>
            <source>blocks</source>
            <translation>blockt</translation>
        </message>
        <message>
            <source>common</source>
            <translation>allgemein</translation>
        </message>
        <message>
            <source>secret archive</source>
            <translation>geheimes Archiv</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, cost {cost}, %n left</source>
            <translation>
                <numerusform>{card} – {owner}, Preis {cost}, noch %n Karte</numerusform>
                <numerusform>{card} – {owner}, Preis {cost}, noch %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Drop to add to the chain</source>
            <translation>Hier loslassen, um die Karte an die Kette anzuhängen</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>wird gerade ausgeführt</translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>Kick aktiv</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>entfällt</translation>
        </message>
        <message>
            <source>twice</source>
            <translation>zweimal</translation>
        </message>
        <message>
            <source>Drop to add to the chain — kicker ACTIVE</source>
            <translation>Hier loslassen, um die Karte anzuhängen – Kick AKTIV</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>diese Karte kann jetzt nicht an die Kette angehängt werden</translation>
        </message>
        <message>
            <source>attacks {player}</source>
            <translation>Angriff: {player}</translation>
        </message>
        <message>
            <source>blocks {card}</source>
            <translation>blockt {card}</translation>
        </message>
        <message>
            <source>cost {cost} · ×{left}
{owner}</source>
            <translation>Preis {cost} · ×{left}
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
            <translation>privat ({player})</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, %n left</source>
            <translation>
                <numerusform>{card} – {owner}, noch %n Karte</numerusform>
                <numerusform>{card} – {owner}, noch %n Karten</numerusform>
            </translation>
        </message>
        <message>
            <source>Click again or press Enter to {action} — or drag the card.</source>
            <translation>Klicke noch einmal oder drücke Enter: {action} — oder ziehe die Karte.</translation>
        </message>
        <message>
            <source>Turn {turn} · {player} · {phase} phase</source>
            <translation>Zug {turn} · {player} · {phase}</translation>
        </message>
        <message>
            <source>Drag this card onto what it should be used for.</source>
            <translation>Ziehe diese Karte auf das, wofür sie verwendet werden soll.</translation>
        </message>
    </context>
    <context>
        <name>TurnAlert</name>
        <message>
            <source>Nightfall: it's your turn</source>
            <translation>Nightfall: Du bist an der Reihe</translation>
        </message>
        <message>
            <source>Room {code}</source>
            <translation>Raum {code}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>That is not the move this lesson is about. Read the panel again.</source>
            <translation>Um diesen Zug geht es in dieser Lektion nicht. Lies die Anleitung noch einmal.</translation>
        </message>
        <message>
            <source>Tutorial: {hint}</source>
            <translation>Tutorial: {hint}</translation>
        </message>
        <message>
            <source>Taken back. {instruction}</source>
            <translation>Zurückgenommen. {instruction}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Spieler {number}</translation>
        </message>
        <message>
            <source>A lesson's translation could not be used, so the lesson is shown in English: {problem}</source>
            <translation>Die Übersetzung einer Lektion ist unbrauchbar, die Lektion wird daher auf Englisch gezeigt: {problem}</translation>
        </message>
        <message>
            <source>A lesson could not be used and is left out: {problem}</source>
            <translation>Eine Lektion ist unbrauchbar und wird weggelassen: {problem}</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Restart lesson</source>
            <translation>Lektion neu starten</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Nächste Lektion</translation>
        </message>
        <message>
            <source>Leave tutorial</source>
            <translation>Tutorial verlassen</translation>
        </message>
        <message>
            <source>Now: {instruction}</source>
            <translation>Jetzt: {instruction}</translation>
        </message>
        <message>
            <source>Lesson complete. Go on to the next lesson, or leave the tutorial.</source>
            <translation>Lektion abgeschlossen. Weiter zur nächsten Lektion – oder verlasse das Tutorial.</translation>
        </message>
        <message>
            <source>{reason}. {hint}</source>
            <translation>{reason}. {hint}</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Schritt {step} von {steps}</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>cannot undo: nothing to undo yet</source>
            <translation>rückgängig nicht möglich: es gibt noch nichts rückgängig zu machen</translation>
        </message>
        <message>
            <source>cannot undo: a new game started</source>
            <translation>rückgängig nicht möglich: ein neues Spiel hat begonnen</translation>
        </message>
        <message>
            <source>cannot undo: something was shuffled or drawn at random</source>
            <translation>rückgängig nicht möglich: etwas wurde gemischt oder zufällig gezogen</translation>
        </message>
        <message>
            <source>cannot undo: a card was drawn</source>
            <translation>rückgängig nicht möglich: eine Karte wurde gezogen</translation>
        </message>
        <message>
            <source>cannot undo: a deck was reshuffled</source>
            <translation>rückgängig nicht möglich: ein Deck wurde neu gemischt</translation>
        </message>
        <message>
            <source>cannot undo: a wound was taken</source>
            <translation>rückgängig nicht möglich: eine Wunde wurde erlitten</translation>
        </message>
        <message>
            <source>cannot undo: a secret archive was revealed</source>
            <translation>rückgängig nicht möglich: ein geheimes Archiv wurde aufgedeckt</translation>
        </message>
        <message>
            <source>cannot undo: the game is over</source>
            <translation>rückgängig nicht möglich: das Spiel ist vorbei</translation>
        </message>
        <message>
            <source>cannot undo: a draft card was picked</source>
            <translation>rückgängig nicht möglich: eine Auswahlkarte wurde gewählt</translation>
        </message>
        <message>
            <source>cannot undo: another player decided</source>
            <translation>rückgängig nicht möglich: ein anderer Spieler hat entschieden</translation>
        </message>
        <message>
            <source>cannot undo: it was another player's turn to decide</source>
            <translation>rückgängig nicht möglich: ein anderer Spieler war mit Entscheiden an der Reihe</translation>
        </message>
        <message>
            <source>cannot undo: new private information</source>
            <translation>rückgängig nicht möglich: neue verdeckte Informationen</translation>
        </message>
        <message>
            <source>cannot undo: {reason}</source>
            <translation>rückgängig nicht möglich: {reason}</translation>
        </message>
        <message>
            <source>cannot undo: the last choice was another player's</source>
            <translation>rückgängig nicht möglich: die letzte Entscheidung traf ein anderer Spieler</translation>
        </message>
    </context>
    <context>
        <name>Why</name>
        <message>
            <source>it was the only legal move</source>
            <translation>es war der einzige erlaubte Zug</translation>
        </message>
        <message>
            <source>the move its search rated best</source>
            <translation>der Zug, den seine Suche am besten bewertete</translation>
        </message>
        <message>
            <source>the card that starts the best sequence of cards it could add</source>
            <translation>die Karte, mit der die beste Folge von Karten beginnt, die er anhängen konnte</translation>
        </message>
        <message>
            <source>the best card on its own, without a plan for the cards after it</source>
            <translation>die beste Karte für sich allein, ohne Plan für die Karten danach</translation>
        </message>
        <message>
            <source>the card's kicker is active here</source>
            <translation>der Kick der Karte ist hier aktiv</translation>
        </message>
        <message>
            <source>a card that brings an order back to hand, in the order that brings back the best one</source>
            <translation>eine Karte, die eine Befehlskarte auf die Hand zurückholt, in der Reihenfolge, die die beste zurückholt</translation>
        </message>
        <message>
            <source>nothing it could add was worth the card</source>
            <translation>nichts, was er anhängen konnte, war die Karte wert</translation>
        </message>
        <message>
            <source>attack the leader (the fewest wounds)</source>
            <translation>den Führenden angreifen (die wenigsten Wunden)</translation>
        </message>
        <message>
            <source>attack the player on its left</source>
            <translation>den Spieler zu seiner Linken angreifen</translation>
        </message>
        <message>
            <source>attack where the fewest blockers wait</source>
            <translation>dort angreifen, wo die wenigsten Blocker warten</translation>
        </message>
        <message>
            <source>the block saves more wounds than the blocker is worth</source>
            <translation>der Block erspart mehr Wunden, als der Blocker wert ist</translation>
        </message>
        <message>
            <source>no block was a good trade</source>
            <translation>kein Block war ein guter Tausch</translation>
        </message>
        <message>
            <source>aim at the leader (the fewest wounds)</source>
            <translation>auf den Führenden zielen (die wenigsten Wunden)</translation>
        </message>
        <message>
            <source>aim at the player on its left</source>
            <translation>auf den Spieler zu seiner Linken zielen</translation>
        </message>
        <message>
            <source>a minion this destroys</source>
            <translation>eine Kreatur, die dies zerstört</translation>
        </message>
        <message>
            <source>the most valuable target for this card</source>
            <translation>das wertvollste Ziel für diese Karte</translation>
        </message>
        <message>
            <source>the most value for its cost</source>
            <translation>der meiste Wert für seine Kosten</translation>
        </message>
        <message>
            <source>discard a weak card to afford a card it wants</source>
            <translation>eine schwache Karte ablegen, um eine gewünschte Karte bezahlen zu können</translation>
        </message>
        <message>
            <source>nothing left was worth claiming</source>
            <translation>nichts Übriges war es wert, genommen zu werden</translation>
        </message>
        <message>
            <source>draw up first: wounds drawn now are discarded by the wound effect too</source>
            <translation>zuerst nachziehen: jetzt gezogene Wunden legt der Wundeffekt auch ab</translation>
        </message>
        <message>
            <source>the wound effect clears wounds from its hand</source>
            <translation>der Wundeffekt räumt Wunden aus seiner Hand</translation>
        </message>
        <message>
            <source>nothing else to do this turn</source>
            <translation>in diesem Zug gibt es nichts mehr zu tun</translation>
        </message>
        <message>
            <source>give up the least valuable card</source>
            <translation>die am wenigsten wertvolle Karte hergeben</translation>
        </message>
        <message>
            <source>take the most valuable card</source>
            <translation>die wertvollste Karte nehmen</translation>
        </message>
        <message>
            <source>the order its rule prefers</source>
            <translation>die Reihenfolge, die seine Regel vorzieht</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>▶ played: {move}</source>
            <translation>▶ gespielt: {move}</translation>
        </message>
        <message numerus="yes">
            <source>%n playouts.</source>
            <translation>
                <numerusform>%n Partie zu Ende gespielt.</numerusform>
                <numerusform>%n Partien zu Ende gespielt.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} ({level})</source>
            <translation>{player} ({level})</translation>
        </message>
        <message>
            <source>Why? {player} weighed:</source>
            <translation>Warum? {player} wog ab:</translation>
        </message>
        <message>
            <source>{move}: {win} win chance, {share} of the search</source>
            <translation>{move}: {win} Siegchance, {share} der Suche</translation>
        </message>
        <message>
            <source>Rule: {reason}.</source>
            <translation>Regel: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>WhyNot</name>
        <message>
            <source>hand cards are not used now: choose whom your minions attack</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle, wen deine Kreaturen angreifen</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose blockers among your minions in play</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle blockende Kreaturen unter deinen Kreaturen im Spiel</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order of the attacks</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle die Reihenfolge der Angriffe</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which blocker takes the damage first</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle, welche blockende Kreatur die Schadenspunkte zuerst erleidet</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which of your minions absorbs the damage first</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle, welche deiner Kreaturen die Schadenspunkte zuerst blockt</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a player</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle einen Spieler</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a minion in play</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle eine Kreatur im Spiel</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card in the chain</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle eine Karte in der Kette</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle ein Archiv</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order in which players are hit</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle die Reihenfolge, in der die Spieler getroffen werden</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card from your discard pile</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle eine Karte aus deinem Ablagestapel</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive to claim from for free</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle ein Archiv, aus dem du kostenlos kaufst</translation>
        </message>
        <message>
            <source>hand cards are not used now: use the wound effect, draw up or end the turn</source>
            <translation>Handkarten werden jetzt nicht verwendet: Nutze den Wundeneffekt, ziehe nach oder beende den Spielzug</translation>
        </message>
        <message>
            <source>hand cards are not used now: pick a draft card</source>
            <translation>Handkarten werden jetzt nicht verwendet: Wähle eine Auswahlkarte</translation>
        </message>
        <message>
            <source>wounds can never be played: only actions and minions can</source>
            <translation>Wunden können nie gespielt werden: nur Aktionen und Kreaturen</translation>
        </message>
        <message>
            <source>you can add cards only when it is your opportunity in the chain phase</source>
            <translation>du kannst nur Karten anhängen, wenn du in der Kettenphase an der Reihe bist</translation>
        </message>
        <message>
            <source>you can claim only in your own claim phase</source>
            <translation>du kannst nur in deiner eigenen Kaufphase kaufen</translation>
        </message>
        <message>
            <source>this archive is empty</source>
            <translation>dieses Archiv ist leer</translation>
        </message>
        <message>
            <source>this is another player's private archive</source>
            <translation>das ist das private Archiv eines anderen Spielers</translation>
        </message>
        <message>
            <source>this card cannot be chosen for this effect</source>
            <translation>diese Karte kann für diesen Effekt nicht gewählt werden</translation>
        </message>
        <message>
            <source>hand cards are not played in the cleanup: draw up or end your turn</source>
            <translation>in der Abschlussphase werden keine Handkarten gespielt: Ziehe nach oder beende deinen Spielzug</translation>
        </message>
        <message>
            <source>this archive cannot be chosen for this effect</source>
            <translation>dieses Archiv kann für diesen Effekt nicht gewählt werden</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>diese Karte kann jetzt nicht an die Kette angehängt werden</translation>
        </message>
        <message>
            <source>only cards in your hand can be discarded for influence</source>
            <translation>nur Handkarten können für Einfluss abgelegt werden</translation>
        </message>
        <message>
            <source>wounds cannot be chosen: the effect exiles an action or a minion</source>
            <translation>Wunden können nicht gewählt werden: Der Effekt verbannt eine Aktion oder Kreatur</translation>
        </message>
        <message>
            <source>use the wound effect button: it discards all wounds in your hand at once</source>
            <translation>nutze die Schaltfläche „Wundeneffekt nutzen“: Sie legt alle Wunden auf deiner Hand auf einmal ab</translation>
        </message>
        <message>
            <source>hand cards are not used now: {prompt}</source>
            <translation>Handkarten werden jetzt nicht verwendet: {prompt}</translation>
        </message>
        <message>
            <source>This attack is already in the order: it resolves as number {position}. Choose among the outlined attackers.</source>
            <translation>Dieser Angriff ist schon eingereiht: er wird als {position}. abgehandelt. Wähle unter den umrandeten Angreifern.</translation>
        </message>
        <message>
            <source>needs a {colours} card after {card}</source>
            <translation>hinter {card} muss eine Karte folgen (Farbe: {colours})</translation>
        </message>
        <message numerus="yes">
            <source>costs %n influence; you have {left}</source>
            <translation>
                <numerusform>kostet %n Einflusspunkt; du hast {left}</numerusform>
                <numerusform>kostet %n Einflusspunkte; du hast {left}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WindowPersistence</name>
        <message>
            <source>All files ({patterns})</source>
            <translation>Alle Dateien ({patterns})</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Spiel kann nicht gespeichert werden</translation>
        </message>
        <message>
            <source>A game is in progress. Start a new one? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Ein Spiel läuft. Ein neues beginnen? Das aktuelle Spiel wird ersetzt (speichere es vorher mit „Spiel speichern unter…“, um es zu behalten).</translation>
        </message>
        <message>
            <source>A game is in progress. Open the saved game instead? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Ein Spiel läuft. Stattdessen das gespeicherte Spiel öffnen? Das aktuelle Spiel wird ersetzt (speichere es vorher mit „Spiel speichern unter…“, um es zu behalten).</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Nightfall Qt games ({patterns})</source>
            <translation>Nightfall-Qt-Spiele ({patterns})</translation>
        </message>
        <message>
            <source>{problem}

File: {file}

Nothing was changed: your current game and the autosaves are as they were.</source>
            <translation>{problem}

Datei: {file}

Es wurde nichts verändert: Dein aktuelles Spiel und die automatischen Speicherungen sind unverändert.</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Datei: {file}</translation>
        </message>
        <message>
            <source>&amp;Open Game…</source>
            <translation>Spiel &amp;öffnen…</translation>
        </message>
        <message>
            <source>&amp;Save Game As…</source>
            <translation>Spiel &amp;speichern unter…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <source>Open Re&amp;play…</source>
            <translation>Wieder&amp;holung öffnen…</translation>
        </message>
        <message>
            <source>Clear recent games</source>
            <translation>Liste der letzten Spiele leeren</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>There is no game to save.</source>
            <translation>Es gibt kein Spiel zum Speichern.</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} gespeichert</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Automatische Speicherung beschädigt</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
    </context>
    <context>
        <name>WindowSound</name>
        <message>
            <source>&amp;Sound</source>
            <translation>To&amp;n</translation>
        </message>
        <message>
            <source>Sound on</source>
            <translation>Ton an</translation>
        </message>
        <message>
            <source>Sound off (M turns it on)</source>
            <translation>Ton aus (M schaltet ihn ein)</translation>
        </message>
    </context>
    <context>
        <name>WoundPile</name>
        <message>
            <source>Wound pile: many face-up wounds remain</source>
            <translation>Wundenstapel: noch viele offene Wunden</translation>
        </message>
        <message>
            <source>Few face-up wounds left — the game ends when they run out</source>
            <translation>Nur noch wenige offene Wunden — das Spiel endet, wenn sie aufgebraucht sind</translation>
        </message>
        <message>
            <source>No face-up wounds left — the game ends at the end of this phase</source>
            <translation>Keine offenen Wunden mehr — das Spiel endet am Ende dieser Phase</translation>
        </message>
        <message>
            <source>The game ends when the face-up wounds run out.</source>
            <translation>Das Spiel endet, wenn die offenen Wunden aufgebraucht sind.</translation>
        </message>
    </context>
</TS>
