<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
    <context>
        <name>About</name>
        <message>
            <source>An unofficial fan edition, not made or endorsed by Alderac Entertainment Group (AEG) or by David Gregg. The game Nightfall, its name, card names, card texts and rules belong to AEG and its designer.</source>
            <translation>Une édition de fans non officielle, ni réalisée ni approuvée par Alderac Entertainment Group (AEG) ou par David Gregg. Le jeu Nightfall, son nom, les noms et les textes des cartes et ses règles appartiennent à AEG et à l’auteur du jeu.</translation>
        </message>
        <message>
            <source>Copyright © 2026 the Nightfall Qt developers. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
            <translation>Copyright © 2026 les développeurs de Nightfall Qt. Ce programme est un logiciel libre : vous pouvez le redistribuer et/ou le modifier selon les termes de la GNU General Public License, version 3 ou (à votre choix) toute version ultérieure (GPL-3.0-or-later). Il est fourni SANS AUCUNE GARANTIE.</translation>
        </message>
        <message>
            <source>Sound through miniaudio (David Reid) and its Python bindings pyminiaudio (Irmen de Jong), MIT licence. The sound effects are the project's own, synthesised by scripts/make_sounds.py (GPL-3.0-or-later).</source>
            <translation>Son via miniaudio (David Reid) et ses liaisons Python pyminiaudio (Irmen de Jong), licence MIT. Les effets sonores sont l'œuvre du projet, synthétisés par scripts/make_sounds.py (GPL-3.0-or-later).</translation>
        </message>
        <message>
            <source>The licence: GNU GPL version 3</source>
            <translation>La licence : GNU GPL version 3</translation>
        </message>
        <message>
            <source>The icons: game-icons.net · CC BY 3.0</source>
            <translation>Les icônes : game-icons.net · CC BY 3.0</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
        <message>
            <source>Nightfall Qt {version}</source>
            <translation>Nightfall Qt {version}</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), used under the GNU Lesser General Public License, version 3.</source>
            <translation>Réalisé avec Qt {qt} et Qt for Python (PySide6 {pyside}), utilisés selon les termes de la GNU Lesser General Public License, version 3.</translation>
        </message>
        <message>
            <source>Card illustrations: icons from game-icons.net by {authors}, used under the Creative Commons Attribution 3.0 licence (CC BY 3.0); their shapes are unchanged, coloured by the app.</source>
            <translation>Illustrations des cartes : icônes de game-icons.net, par {authors}, utilisées sous la licence Creative Commons Attribution 3.0 (CC BY 3.0) ; leurs formes sont inchangées, colorées par l'application.</translation>
        </message>
    </context>
    <context>
        <name>AnimationSpeed</name>
        <message>
            <source>Off</source>
            <translation>Désactivée</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
    </context>
    <context>
        <name>AppServices</name>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.

{error}</source>
            <translation>Votre fichier de cartes n'a pas pu être utilisé ; le fichier cards.yaml fourni avec le jeu est utilisé à la place.

{error}</translation>
        </message>
        <message>
            <source>{file}: cannot save the settings ({reason})</source>
            <translation>{file} : impossible d'enregistrer les paramètres ({reason})</translation>
        </message>
    </context>
    <context>
        <name>ArchiveStrip</name>
        <message>
            <source>Secret archive</source>
            <translation>Réserve secrète</translation>
        </message>
        <message>
            <source>×{left} · {owner}</source>
            <translation>×{left} · {owner}</translation>
        </message>
        <message>
            <source>common</source>
            <translation>commune</translation>
        </message>
    </context>
    <context>
        <name>AutoPass</name>
        <message>
            <source>You pass — no card in your hand can follow.</source>
            <translation>Vous passez — aucune carte de votre main ne peut suivre.</translation>
        </message>
        <message>
            <source>You start no chain — no card in your hand can start one.</source>
            <translation>Vous ne commencez pas de chaîne — aucune carte de votre main ne peut en commencer une.</translation>
        </message>
        <message>
            <source>{player} passes — no card can follow.</source>
            <translation>{player} passe — aucune carte ne peut suivre.</translation>
        </message>
        <message>
            <source>{player} starts no chain — no card can start one.</source>
            <translation>{player} ne commence pas de chaîne — aucune carte ne peut en commencer une.</translation>
        </message>
    </context>
    <context>
        <name>Autosaver</name>
        <message>
            <source>Autosave failed: {reason} ({folder})</source>
            <translation>Échec de la sauvegarde automatique : {reason} ({folder})</translation>
        </message>
        <message>
            <source>Statistics not saved: {reason} ({file})</source>
            <translation>Statistiques non enregistrées : {reason} ({file})</translation>
        </message>
        <message>
            <source>Replay not kept: {reason} ({folder})</source>
            <translation>Rediffusion non conservée : {reason} ({folder})</translation>
        </message>
    </context>
    <context>
        <name>CardData</name>
        <message>
            <source>the file cannot be read ({reason})</source>
            <translation>le fichier ne peut pas être lu ({reason})</translation>
        </message>
        <message>
            <source>unsupported format {value}</source>
            <translation>format non pris en charge {value}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>le fichier est vide</translation>
        </message>
        <message>
            <source>missing edition(s) {editions}</source>
            <translation>édition(s) manquante(s) {editions}</translation>
        </message>
        <message>
            <source>no pairs</source>
            <translation>aucune paire</translation>
        </message>
        <message>
            <source>at least one pair</source>
            <translation>au moins une paire</translation>
        </message>
        <message>
            <source>cannot read the editions file: {reason}</source>
            <translation>impossible de lire le fichier des éditions : {reason}</translation>
        </message>
        <message>
            <source>YAML syntax error: {problem}</source>
            <translation>erreur de syntaxe YAML : {problem}</translation>
        </message>
        <message>
            <source>'format: 1' and 'editions:'</source>
            <translation>'format: 1' et 'editions:'</translation>
        </message>
        <message>
            <source>edition '{edition}' is listed twice</source>
            <translation>l'édition '{edition}' figure deux fois</translation>
        </message>
        <message>
            <source>each edition once</source>
            <translation>chaque édition une seule fois</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>{count} cartes</translation>
        </message>
        <message>
            <source>a pair [minion, action]</source>
            <translation>une paire [sbire, action]</translation>
        </message>
        <message>
            <source>{value} is too large</source>
            <translation>{value} est trop grand</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>un nombre entier de {low} à {high}</translation>
        </message>
        <message>
            <source>unknown card(s) {cards}</source>
            <translation>carte(s) inconnue(s) {cards}</translation>
        </message>
        <message>
            <source>ids of {file}</source>
            <translation>des identifiants de {file}</translation>
        </message>
        <message>
            <source>quick-start card '{card}' is not an archive of this edition</source>
            <translation>la carte de démarrage rapide '{card}' n'est pas une archive de cette édition</translation>
        </message>
        <message>
            <source>a card of {file} whose editions include {edition}</source>
            <translation>une carte de {file} dont les éditions comprennent {edition}</translation>
        </message>
        <message>
            <source>a number of {count} digits</source>
            <translation>un nombre de {count} chiffres</translation>
        </message>
        <message>
            <source>{value} is too large for the game</source>
            <translation>{value} est trop grand pour le jeu</translation>
        </message>
        <message>
            <source>no wound card</source>
            <translation>aucune carte Blessure</translation>
        </message>
        <message>
            <source>no starting minion that can deal damage (nobody could ever be wounded, so the game would never end)</source>
            <translation>aucun sbire de départ capable d'infliger des dégâts (personne ne pourrait jamais être blessé, la partie ne finirait jamais)</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} archive cards (non-starter minions and actions of the edition); a draft of {players} players with open archives needs more</source>
            <translation>l'édition '{edition}' a {count} cartes d'archive (sbires et actions de l'édition hors cartes de départ) ; une sélection à {players} joueurs avec archives ouvertes en demande davantage</translation>
        </message>
        <message>
            <source>edition '{edition}' has {count} quick-start pairs</source>
            <translation>l'édition '{edition}' a {count} paires de démarrage rapide</translation>
        </message>
        <message>
            <source>at most {most}</source>
            <translation>au plus {most}</translation>
        </message>
        <message>
            <source>one card of kind 'wound' with its wound_kinds</source>
            <translation>une carte de type 'wound' avec ses wound_kinds</translation>
        </message>
        <message>
            <source>at least one card with 'starter: true', kind 'minion' and strength &gt;= 1</source>
            <translation>au moins une carte avec 'starter: true', type 'minion' et force &gt;= 1</translation>
        </message>
        <message>
            <source>at least {count}</source>
            <translation>au moins {count}</translation>
        </message>
        <message>
            <source>at least {count} archive cards in every edition</source>
            <translation>au moins {count} cartes d'archive dans chaque édition</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is not an archive card of that edition</source>
            <translation>le démarrage rapide de l'édition '{edition}' distribue '{card}', qui n'est pas une carte d'archive de cette édition</translation>
        </message>
        <message>
            <source>the quick start of edition '{edition}' deals '{card}', which is missing</source>
            <translation>le démarrage rapide de l'édition '{edition}' distribue '{card}', qui est absente</translation>
        </message>
        <message>
            <source>card '{card}' (a non-starter minion or action) with '{edition}' among its editions</source>
            <translation>la carte '{card}' (un sbire ou une action, hors cartes de départ) avec '{edition}' parmi ses éditions</translation>
        </message>
        <message>
            <source>C, I or R (one per list element, e.g. C,R)</source>
            <translation>C, I ou R (un par élément de liste, p. ex. C,R)</translation>
        </message>
        <message>
            <source>a whole number &gt;= 0, or {x}</source>
            <translation>un nombre entier &gt;= 0, ou {x}</translation>
        </message>
        <message>
            <source>a one-key mapping like 'damage: {{to: target_player, amount: 1}}'</source>
            <translation>un dictionnaire à une clé comme 'damage: {{to: target_player, amount: 1}}'</translation>
        </message>
        <message>
            <source>'format: 1' and 'cards:'</source>
            <translation>'format: 1' et 'cards:'</translation>
        </message>
        <message>
            <source>a whole number &gt;= {minimum}</source>
            <translation>un nombre entier &gt;= {minimum}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>no cards</source>
            <translation>aucune carte</translation>
        </message>
        <message>
            <source>at least one card</source>
            <translation>au moins une carte</translation>
        </message>
        <message>
            <source>missing required field '{key}'</source>
            <translation>champ obligatoire '{key}' manquant</translation>
        </message>
        <message>
            <source>a card id like enraged_ghoul</source>
            <translation>un identifiant de carte comme enraged_ghoul</translation>
        </message>
        <message>
            <source>invalid id '{id}'</source>
            <translation>identifiant invalide '{id}'</translation>
        </message>
        <message>
            <source>lower-case letters, digits and _ (like big_ghost)</source>
            <translation>lettres minuscules, chiffres et _ (comme big_ghost)</translation>
        </message>
        <message>
            <source>no link colour</source>
            <translation>aucune couleur d'enchaînement</translation>
        </message>
        <message>
            <source>1 or 2 colours, e.g. [red, green]</source>
            <translation>1 ou 2 couleurs, p. ex. [red, green]</translation>
        </message>
        <message>
            <source>strength {x} needs an in_play effect '{flag}'</source>
            <translation>la force {x} demande un effet in_play '{flag}'</translation>
        </message>
        <message>
            <source>a whole number, or {x} with in_play: [{flag}: {empty}]</source>
            <translation>un nombre entier, ou {x} avec in_play: [{flag}: {empty}]</translation>
        </message>
        <message>
            <source>no wound kinds</source>
            <translation>aucun type de blessure</translation>
        </message>
        <message>
            <source>a list of {kinds}</source>
            <translation>une liste de {kinds}</translation>
        </message>
        <message>
            <source>'{value}' is not a picture name</source>
            <translation>'{value}' n'est pas un nom d'image</translation>
        </message>
        <message>
            <source>set:name, like game-icons:vampire-dracula</source>
            <translation>jeu:nom, par exemple game-icons:vampire-dracula</translation>
        </message>
        <message>
            <source>no picture '{value}' in the package</source>
            <translation>aucune image '{value}' dans le paquet</translation>
        </message>
        <message>
            <source>invalid strength {value}</source>
            <translation>force invalide {value}</translation>
        </message>
        <message>
            <source>missing name for language(s): {languages}</source>
            <translation>nom manquant pour la ou les langues : {languages}</translation>
        </message>
        <message>
            <source>a name in every language: {languages}</source>
            <translation>un nom dans chaque langue : {languages}</translation>
        </message>
        <message>
            <source>missing the English {name} 'en'</source>
            <translation>l'entrée anglaise 'en' de {name} manque</translation>
        </message>
        <message>
            <source>unknown effect '{name}'</source>
            <translation>effet inconnu '{name}'</translation>
        </message>
        <message>
            <source>effect '{name}' is not allowed in '{part}'</source>
            <translation>l'effet '{name}' n'est pas autorisé dans '{part}'</translation>
        </message>
        <message>
            <source>it only in: {parts}</source>
            <translation>uniquement dans : {parts}</translation>
        </message>
        <message>
            <source>the file is not UTF-8 text ({reason})</source>
            <translation>le fichier n'est pas du texte UTF-8 ({reason})</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>impossible de lire le fichier : {reason}</translation>
        </message>
        <message>
            <source>invalid YAML</source>
            <translation>YAML invalide</translation>
        </message>
        <message>
            <source>field '{key}' is only for wound cards</source>
            <translation>le champ '{key}' est réservé aux cartes Blessure</translation>
        </message>
        <message>
            <source>an action has no keyword</source>
            <translation>une action n'a pas de mot-clé</translation>
        </message>
        <message>
            <source>null (or no keyword field)</source>
            <translation>null (ou pas de champ keyword)</translation>
        </message>
        <message>
            <source>field '{key}' is not used by wound cards</source>
            <translation>le champ '{key}' n'est pas utilisé par les cartes Blessure</translation>
        </message>
        <message>
            <source>wound kind '{kind}' listed twice</source>
            <translation>le type de blessure '{kind}' figure deux fois</translation>
        </message>
        <message>
            <source>each once</source>
            <translation>chacun une seule fois</translation>
        </message>
        <message>
            <source>'{value}' is listed twice</source>
            <translation>'{value}' figure deux fois</translation>
        </message>
        <message>
            <source>each value once</source>
            <translation>chaque valeur une seule fois</translation>
        </message>
        <message>
            <source>'{key}' is not a field or text part of this card</source>
            <translation>'{key}' n'est ni un champ ni une partie du texte de cette carte</translation>
        </message>
        <message>
            <source>unknown text part '{part}'</source>
            <translation>partie de texte inconnue '{part}'</translation>
        </message>
        <message>
            <source>an effect has {count} keys</source>
            <translation>un effet a {count} clés</translation>
        </message>
        <message>
            <source>unknown parameter '{key}' of effect '{name}'</source>
            <translation>paramètre inconnu '{key}' de l'effet '{name}'</translation>
        </message>
        <message>
            <source>missing parameter '{key}' of effect '{name}'</source>
            <translation>paramètre '{key}' de l'effet '{name}' manquant</translation>
        </message>
        <message>
            <source>duplicate card id '{id}' (first defined at line {line})</source>
            <translation>identifiant de carte en double '{id}' (défini d'abord à la ligne {line})</translation>
        </message>
        <message>
            <source>a unique id</source>
            <translation>un identifiant unique</translation>
        </message>
        <message>
            <source>an action has no {key}; remove this field</source>
            <translation>une action n'a pas de {key} ; supprimez ce champ</translation>
        </message>
        <message>
            <source>invalid provenance mark '{mark}'</source>
            <translation>marque de provenance invalide '{mark}'</translation>
        </message>
        <message>
            <source>{marks}, optionally followed by a remark, or {{mark: ..., note: {{en: ...}}}}</source>
            <translation>{marks}, éventuellement suivi d'une remarque, ou {{mark: ..., note: {{en: ...}}}}</translation>
        </message>
        <message>
            <source>field</source>
            <translation>champ</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>type</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>couleur</translation>
        </message>
        <message>
            <source>edition</source>
            <translation>édition</translation>
        </message>
        <message>
            <source>keyword</source>
            <translation>mot-clé</translation>
        </message>
        <message>
            <source>wound kind</source>
            <translation>type de blessure</translation>
        </message>
        <message>
            <source>value</source>
            <translation>valeur</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>règle</translation>
        </message>
        <message>
            <source>exile_when</source>
            <translation>exile_when</translation>
        </message>
        <message>
            <source>one of: {choices}</source>
            <translation>l'un de : {choices}</translation>
        </message>
        <message>
            <source>a value</source>
            <translation>une valeur</translation>
        </message>
        <message>
            <source>a number from 0 to {most}</source>
            <translation>un nombre de 0 à {most}</translation>
        </message>
        <message>
            <source>a mapping</source>
            <translation>un dictionnaire</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>a plain word key</source>
            <translation>une clé d'un seul mot simple</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>un texte</translation>
        </message>
        <message>
            <source>unknown {what} {value}</source>
            <translation>{what} {value} inexistant(e)</translation>
        </message>
        <message>
            <source>YAML tag '{tag}' is not allowed</source>
            <translation>la balise YAML '{tag}' n'est pas autorisée</translation>
        </message>
        <message>
            <source>{value} is not a mapping</source>
            <translation>{value} n'est pas un dictionnaire</translation>
        </message>
        <message>
            <source>a mapping (key: value)</source>
            <translation>un dictionnaire (clé: valeur)</translation>
        </message>
        <message>
            <source>duplicate key '{key}' (first at line {line})</source>
            <translation>clé en double '{key}' (d'abord à la ligne {line})</translation>
        </message>
        <message>
            <source>{value} is not a list</source>
            <translation>{value} n'est pas une liste</translation>
        </message>
        <message>
            <source>a list like [a, b]</source>
            <translation>une liste comme [a, b]</translation>
        </message>
        <message>
            <source>unknown {what} '{key}'</source>
            <translation>{what} '{key}' inexistant(e)</translation>
        </message>
        <message>
            <source>{value} is not a single value</source>
            <translation>{value} n'est pas une valeur simple</translation>
        </message>
        <message>
            <source>'{value}' is not a valid {tag} value ({reason})</source>
            <translation>'{value}' n'est pas une valeur {tag} valide ({reason})</translation>
        </message>
        <message>
            <source>{value} is not a text</source>
            <translation>{value} n'est pas un texte</translation>
        </message>
        <message>
            <source>a text (put it in quotes)</source>
            <translation>un texte (entre guillemets)</translation>
        </message>
        <message>
            <source>empty text</source>
            <translation>texte vide</translation>
        </message>
        <message>
            <source>a non-empty text</source>
            <translation>un texte non vide</translation>
        </message>
        <message>
            <source>{value} is not a whole number</source>
            <translation>{value} n'est pas un nombre entier</translation>
        </message>
        <message>
            <source>{value} is too small</source>
            <translation>{value} est trop petit</translation>
        </message>
        <message>
            <source>{value} is not a number</source>
            <translation>{value} n'est pas un nombre</translation>
        </message>
        <message>
            <source>{value} is not true/false</source>
            <translation>{value} n'est pas true/false</translation>
        </message>
        <message>
            <source>plain values only (strings, numbers, true/false, null, lists, mappings); put text that starts with '!' in quotes</source>
            <translation>uniquement des valeurs simples (textes, nombres, true/false, null, listes, dictionnaires) ; mettez entre guillemets un texte qui commence par '!'</translation>
        </message>
        <message>
            <source>key {value} is not a name</source>
            <translation>la clé {value} n'est pas un nom</translation>
        </message>
        <message>
            <source>each key once</source>
            <translation>chaque clé une seule fois</translation>
        </message>
        <message>
            <source>missing required {what} '{key}'</source>
            <translation>élément obligatoire manquant : {what} '{key}'</translation>
        </message>
    </context>
    <context>
        <name>CardFrame</name>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>S</source>
            <comment>the mark of a starter card</comment>
            <translation>D</translation>
        </message>
        <message>
            <source>Bi</source>
            <translation>Mo</translation>
        </message>
        <message>
            <source>Bu</source>
            <translation>Br</translation>
        </message>
        <message>
            <source>Bl</source>
            <translation>Co</translation>
        </message>
    </context>
    <context>
        <name>CardMotion</name>
        <message>
            <source>Cancelled</source>
            <translation>Annulée</translation>
        </message>
        <message>
            <source>Exiled</source>
            <translation>Exilée</translation>
        </message>
        <message>
            <source>Destroyed</source>
            <translation>Détruite</translation>
        </message>
    </context>
    <context>
        <name>CardPreview</name>
        <message>
            <source>C confirmed from a printed source · I inferred from rulebook rulings · R reconstructed for play</source>
            <translation>C confirmée par une source imprimée · I déduite des précisions des règles · R reconstituée pour le jeu</translation>
        </message>
        <message>
            <source>Hover a card to see it here; right-click it for a large view.</source>
            <translation>Survolez une carte pour l'afficher ici ; clic droit pour l'agrandir.</translation>
        </message>
        <message>
            <source>confirmed</source>
            <translation>confirmée</translation>
        </message>
        <message>
            <source>inferred</source>
            <translation>déduite</translation>
        </message>
        <message>
            <source>reconstructed</source>
            <translation>reconstituée</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Keyword</source>
            <translation>Mot-clef</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Couleur</translation>
        </message>
        <message>
            <source>Links</source>
            <translation>Couleurs Lien</translation>
        </message>
        <message>
            <source>Kicker colour</source>
            <translation>Couleur Pleine Lune</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
        <message>
            <source>Strength</source>
            <translation>Puissance</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>Points de Vie</translation>
        </message>
        <message>
            <source>Copies</source>
            <translation>Exemplaires</translation>
        </message>
        <message>
            <source>Exiled when</source>
            <translation>Exilée</translation>
        </message>
        <message>
            <source>Chain text</source>
            <translation>Texte Enchaînement</translation>
        </message>
        <message>
            <source>Your-chain text</source>
            <translation>Texte Votre Enchaînement</translation>
        </message>
        <message>
            <source>Kicker text</source>
            <translation>Texte Pleine Lune</translation>
        </message>
        <message>
            <source>In-play text</source>
            <translation>Texte En jeu</translation>
        </message>
        <message>
            <source>Text</source>
            <translation>Texte</translation>
        </message>
        <message>
            <source>Wound kinds</source>
            <translation>Types de Blessure</translation>
        </message>
        <message>
            <source>never</source>
            <translation>jamais</translation>
        </message>
        <message>
            <source>destroyed</source>
            <translation>si détruite</translation>
        </message>
        <message>
            <source>destroyed or discarded</source>
            <translation>si détruite ou défaussée</translation>
        </message>
        <message>
            <source>{name} (en: {english})</source>
            <translation>{name} (anglais : {english})</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Champ</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Mark</source>
            <translation>Marque</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Remarque</translation>
        </message>
        <message>
            <source>{kinds} · Starter</source>
            <translation>{kinds} · Carte de départ</translation>
        </message>
        <message numerus="yes">
            <source>{kinds} · %n copies</source>
            <translation>
                <numerusform>{kinds} · %n exemplaire</numerusform>
                <numerusform>{kinds} · %n exemplaires</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CardSource</name>
        <message>
            <source>Card data: the packaged cards.yaml.</source>
            <translation>Données des cartes : le fichier cards.yaml fourni avec le jeu.</translation>
        </message>
        <message>
            <source>Card data: your corrected file {path} (instead of the packaged cards.yaml).</source>
            <translation>Données des cartes : votre fichier corrigé {path} (au lieu du fichier cards.yaml fourni avec le jeu).</translation>
        </message>
        <message>
            <source>Card data: the packaged cards.yaml — your file could not be used: {error}</source>
            <translation>Données des cartes : le fichier cards.yaml fourni avec le jeu — votre fichier n'a pas pu être utilisé : {error}</translation>
        </message>
        <message>
            <source>{where}: {problem}</source>
            <translation>{where} : {problem}</translation>
        </message>
        <message>
            <source>file {file}</source>
            <translation>fichier {file}</translation>
        </message>
        <message>
            <source>; expected {expected}</source>
            <translation> ; attendu : {expected}</translation>
        </message>
        <message>
            <source>line {line}</source>
            <translation>ligne {line}</translation>
        </message>
        <message>
            <source>card {card}</source>
            <translation>carte {card}</translation>
        </message>
        <message>
            <source>field {field}</source>
            <translation>champ {field}</translation>
        </message>
    </context>
    <context>
        <name>ChainPreview</name>
        <message>
            <source>Chain — resolves in this order</source>
            <translation>Enchaînement — ordre de résolution</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>en cours de résolution</translation>
        </message>
        <message>
            <source>cancelled: will not resolve</source>
            <translation>annulée : ne sera pas résolue</translation>
        </message>
        <message numerus="yes">
            <source>resolves %n time(s)</source>
            <translation>
                <numerusform>résolue %n fois</numerusform>
                <numerusform>résolue %n fois</numerusform>
            </translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>Pleine Lune déclenchée</translation>
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
            <translation>Choix {index} sur {count} : {choice} — Entrée le valide</translation>
        </message>
    </context>
    <context>
        <name>ChoiceLabel</name>
        <message>
            <source>add {card} to the chain</source>
            <translation>relier {card} à l'Enchaînement</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>passer</translation>
        </message>
        <message>
            <source>claim {card}</source>
            <translation>acheter {card}</translation>
        </message>
        <message>
            <source>discard {card} for influence</source>
            <translation>défausser {card} pour de l'Influence</translation>
        </message>
        <message>
            <source>end the claim phase</source>
            <translation>terminer la phase Achat</translation>
        </message>
        <message>
            <source>attack {player} with {card}</source>
            <translation>attaquer {player} avec {card}</translation>
        </message>
        <message>
            <source>block with {card}</source>
            <translation>bloquer avec {card}</translation>
        </message>
        <message>
            <source>done blocking</source>
            <translation>terminer le blocage</translation>
        </message>
        <message>
            <source>draw up</source>
            <translation>piocher jusqu'à 5 cartes</translation>
        </message>
        <message>
            <source>use the wound effect</source>
            <translation>utiliser l'effet Blessure</translation>
        </message>
        <message>
            <source>end the turn</source>
            <translation>terminer le tour</translation>
        </message>
        <message>
            <source>draft {card}</source>
            <translation>choisir {card} au draft</translation>
        </message>
        <message>
            <source>resolve the attack of {card} next</source>
            <translation>résoudre ensuite l'attaque de la carte {card}</translation>
        </message>
        <message>
            <source>absorb the damage with {card}</source>
            <translation>encaisser les dégâts avec {card}</translation>
        </message>
        <message>
            <source>target {player}</source>
            <translation>cibler {player}</translation>
        </message>
        <message>
            <source>target {card}</source>
            <translation>cibler {card}</translation>
        </message>
        <message>
            <source>target {card} in the chain</source>
            <translation>cibler {card} dans l'Enchaînement</translation>
        </message>
        <message>
            <source>target the archive of {card}</source>
            <translation>cibler la Réserve {card}</translation>
        </message>
        <message>
            <source>choose {card}</source>
            <translation>choisir {card}</translation>
        </message>
        <message>
            <source>hit {player} next</source>
            <translation>toucher ensuite {player}</translation>
        </message>
        <message>
            <source>claim a secret card</source>
            <translation>acheter une carte secrète</translation>
        </message>
        <message>
            <source>target a secret archive</source>
            <translation>cibler une Réserve secrète</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>une carte</translation>
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
            <translation>vous ne pouvez annuler que lorsque c'est à vous de décider</translation>
        </message>
        <message>
            <source>no game is running</source>
            <translation>aucune partie en cours</translation>
        </message>
        <message>
            <source>no decision is pending</source>
            <translation>aucune décision en attente</translation>
        </message>
        <message>
            <source>nothing to undo</source>
            <translation>rien à annuler</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>la partie est terminée</translation>
        </message>
        <message>
            <source>it is {player}'s decision, not {other}'s</source>
            <translation>c'est à {player} de décider, pas à {other}</translation>
        </message>
        <message>
            <source>{player} is played by a bot</source>
            <translation>{player} est joué par un bot</translation>
        </message>
        <message>
            <source>pass the device to {player} first</source>
            <translation>passez d'abord l'appareil à {player}</translation>
        </message>
        <message>
            <source>{choice} is not a legal choice now ({prompt})</source>
            <translation>{choice} n'est pas un choix permis maintenant ({prompt})</translation>
        </message>
        <message>
            <source>no game</source>
            <translation>aucune partie</translation>
        </message>
        <message>
            <source>seat {number}</source>
            <translation>place {number}</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Nightfall Qt ran into a problem</source>
            <translation>Nightfall Qt a rencontré un problème</translation>
        </message>
        <message>
            <source>Something unexpected went wrong inside Nightfall Qt: {error}

Your game was saved automatically after the last move, so nothing is lost — whether you continue or quit, it can be resumed. If you want to report the problem, copy the report and attach it.</source>
            <translation>Une erreur inattendue s'est produite dans Nightfall Qt : {error}

Votre partie a été enregistrée automatiquement après le dernier coup, rien n'est donc perdu — que vous continuiez ou quittiez, vous pourrez la reprendre. Si vous souhaitez signaler le problème, copiez le rapport et joignez-le.</translation>
        </message>
        <message>
            <source>Copy report</source>
            <translation>Copier le rapport</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Continuer</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quitter</translation>
        </message>
        <message>
            <source>Copied</source>
            <translation>Copié</translation>
        </message>
    </context>
    <context>
        <name>Labels</name>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>Random</source>
            <translation>Aléatoire</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <source>Bot</source>
            <translation>Bot</translation>
        </message>
        <message>
            <source>white</source>
            <translation>blanche</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verte</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>bleue</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>violette</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>jaune</translation>
        </message>
        <message>
            <source>Minion</source>
            <translation>Créature</translation>
        </message>
        <message>
            <source>Order</source>
            <translation>Ordre</translation>
        </message>
        <message>
            <source>Wound</source>
            <translation>Blessure</translation>
        </message>
        <message>
            <source>Hunter</source>
            <translation>Chasseur</translation>
        </message>
        <message>
            <source>Vampire</source>
            <translation>Vampire</translation>
        </message>
        <message>
            <source>Lycan</source>
            <translation>Lycan</translation>
        </message>
        <message>
            <source>Ghoul</source>
            <translation>Goule</translation>
        </message>
        <message>
            <source>Bite</source>
            <translation>Morsure</translation>
        </message>
        <message>
            <source>Burn</source>
            <translation>Brûlure</translation>
        </message>
        <message>
            <source>Bleed</source>
            <translation>Coupure</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Draft</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>Combat</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Enchaînement</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Achat</translation>
        </message>
        <message>
            <source>Cleanup</source>
            <translation>Fin de Tour</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Partie terminée</translation>
        </message>
    </context>
    <context>
        <name>Launch</name>
        <message>
            <source>Nightfall Qt is already running with the data folder {folder}. Its window has been brought to the front; this second copy closes so that the two cannot overwrite each other's autosaved games.</source>
            <translation>Nightfall Qt est déjà ouvert avec le dossier de données {folder}. Sa fenêtre a été mise au premier plan ; cette seconde copie se ferme pour que les deux ne puissent pas écraser mutuellement leurs parties sauvegardées automatiquement.</translation>
        </message>
        <message>
            <source>Nightfall Qt is already running</source>
            <translation>Nightfall Qt est déjà ouvert</translation>
        </message>
        <message>
            <source>The packaged card data cannot be read, so the game cannot start:

{error}

Undo the change to that file or reinstall Nightfall Qt.</source>
            <translation>Les données de cartes fournies sont illisibles, le jeu ne peut donc pas démarrer :

{error}

Annulez la modification de ce fichier ou réinstallez Nightfall Qt.</translation>
        </message>
        <message>
            <source>Nightfall Qt cannot start</source>
            <translation>Nightfall Qt ne peut pas démarrer</translation>
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
            <translation>Figer la table avant le prochain événement ; la partie attend</translation>
        </message>
        <message>
            <source>Paused — Ctrl+P to continue</source>
            <translation>En pause — Ctrl+P pour continuer</translation>
        </message>
    </context>
    <context>
        <name>Log</name>
        <message>
            <source>quick start</source>
            <translation>démarrage rapide</translation>
        </message>
        <message>
            <source>draft</source>
            <translation>draft</translation>
        </message>
        <message>
            <source>two-player draft</source>
            <translation>draft à 2 joueurs</translation>
        </message>
        <message>
            <source>secret archives</source>
            <translation>Réserves secrètes</translation>
        </message>
        <message>
            <source>open archives</source>
            <translation>Réserves ouvertes</translation>
        </message>
        <message>
            <source>common ground</source>
            <translation>Fondations communes</translation>
        </message>
        <message>
            <source>{player}'s {phase} phase.</source>
            <translation>Phase {phase} de {player}.</translation>
        </message>
        <message>
            <source>Your {phase} phase.</source>
            <translation>Votre phase {phase}.</translation>
        </message>
        <message>
            <source>{player} drafts {card}.</source>
            <translation>{player} choisit {card} au draft.</translation>
        </message>
        <message>
            <source>You draft {card}.</source>
            <translation>Vous choisissez {card} au draft.</translation>
        </message>
        <message>
            <source>{player} discards {card} for influence.</source>
            <translation>{player} défausse {card} pour de l'Influence.</translation>
        </message>
        <message>
            <source>You discard {card} for influence.</source>
            <translation>Vous défaussez {card} pour de l'Influence.</translation>
        </message>
        <message>
            <source>The last face-up wound is gone: the game ends after this phase.</source>
            <translation>La dernière Blessure face visible a été prise : la partie se termine après cette phase.</translation>
        </message>
        <message>
            <source>Scenario loaded.</source>
            <translation>Scénario chargé.</translation>
        </message>
        <message>
            <source>{player}'s combat phase.</source>
            <translation>Phase Combat de {player}.</translation>
        </message>
        <message>
            <source>Your combat phase.</source>
            <translation>Votre phase Combat.</translation>
        </message>
        <message>
            <source>{player}'s chain phase.</source>
            <translation>Phase Enchaînement de {player}.</translation>
        </message>
        <message>
            <source>Your chain phase.</source>
            <translation>Votre phase Enchaînement.</translation>
        </message>
        <message>
            <source>{player}'s claim phase.</source>
            <translation>Phase Achat de {player}.</translation>
        </message>
        <message>
            <source>Your claim phase.</source>
            <translation>Votre phase Achat.</translation>
        </message>
        <message>
            <source>{player}'s clean-up phase.</source>
            <translation>Phase Fin de Tour de {player}.</translation>
        </message>
        <message>
            <source>Your clean-up phase.</source>
            <translation>Votre phase Fin de Tour.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a private archive.</source>
            <translation>{player} choisit {card} au draft pour une Réserve personnelle.</translation>
        </message>
        <message>
            <source>You draft {card} for a private archive.</source>
            <translation>Vous choisissez {card} au draft pour une Réserve personnelle.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for a common archive.</source>
            <translation>{player} choisit {card} au draft pour une Réserve commune.</translation>
        </message>
        <message>
            <source>You draft {card} for a common archive.</source>
            <translation>Vous choisissez {card} au draft pour une Réserve commune.</translation>
        </message>
        <message>
            <source>{player} drafts {card} for the box.</source>
            <translation>{player} choisit {card} au draft pour la remettre dans la boîte.</translation>
        </message>
        <message>
            <source>You draft {card} for the box.</source>
            <translation>Vous choisissez {card} au draft pour la remettre dans la boîte.</translation>
        </message>
        <message>
            <source>{player} discards {card} (wound effect).</source>
            <translation>{player} défausse {card} (effet Blessure).</translation>
        </message>
        <message>
            <source>You discard {card} (wound effect).</source>
            <translation>Vous défaussez {card} (effet Blessure).</translation>
        </message>
        <message>
            <source>{player} discards {card} (card effect).</source>
            <translation>{player} défausse {card} (effet d'une carte).</translation>
        </message>
        <message>
            <source>You discard {card} (card effect).</source>
            <translation>Vous défaussez {card} (effet d'une carte).</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>une carte</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks you.</source>
            <translation>{card} ({player}) vous attaque.</translation>
        </message>
        <message>
            <source>A card is exiled.</source>
            <translation>Une carte est exilée.</translation>
        </message>
        <message>
            <source>Game over.</source>
            <translation>Partie terminée.</translation>
        </message>
        <message>
            <source>{player}'s time ran out: a {level} bot decided for them.</source>
            <translation>Le temps de {player} est écoulé : un bot ({level}) a décidé à sa place.</translation>
        </message>
        <message>
            <source>Your time ran out: a {level} bot decided for you.</source>
            <translation>Votre temps est écoulé : un bot ({level}) a décidé à votre place.</translation>
        </message>
        <message>
            <source>a player</source>
            <translation>un joueur</translation>
        </message>
        <message>
            <source>, </source>
            <comment>separator of a list of game variants</comment>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup} ({variants}).</source>
            <translation>
                <numerusform>Une nouvelle partie commence : %n joueur, {setup} ({variants}).</numerusform>
                <numerusform>Une nouvelle partie commence : %n joueurs, {setup} ({variants}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} starts no chain.</source>
            <translation>{player} ne crée pas d'Enchaînement.</translation>
        </message>
        <message>
            <source>You start no chain.</source>
            <translation>Vous ne créez pas d'Enchaînement.</translation>
        </message>
        <message>
            <source>{player} passes.</source>
            <translation>{player} passe.</translation>
        </message>
        <message>
            <source>You pass.</source>
            <translation>Vous passez.</translation>
        </message>
        <message>
            <source>{card} resolves.</source>
            <translation>La carte {card} est résolue.</translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence (discarding a card).</source>
            <translation>
                <numerusform>{player} gagne %n Point d'Influence (carte défaussée).</numerusform>
                <numerusform>{player} gagne %n Points d'Influence (carte défaussée).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence (discarding a card).</source>
            <translation>
                <numerusform>Vous gagnez %n Point d'Influence (carte défaussée).</numerusform>
                <numerusform>Vous gagnez %n Points d'Influence (carte défaussée).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} gains %n influence ({card}).</source>
            <translation>
                <numerusform>{player} gagne %n Point d'Influence ({card}).</numerusform>
                <numerusform>{player} gagne %n Points d'Influence ({card}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You gain %n influence ({card}).</source>
            <translation>
                <numerusform>Vous gagnez %n Point d'Influence ({card}).</numerusform>
                <numerusform>Vous gagnez %n Points d'Influence ({card}).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card} for free.</source>
            <translation>{player} achète {card} gratuitement.</translation>
        </message>
        <message>
            <source>You claim {card} for free.</source>
            <translation>Vous achetez {card} gratuitement.</translation>
        </message>
        <message>
            <source>{player}'s {card} attacks {target}.</source>
            <translation>{card} ({player}) attaque {target}.</translation>
        </message>
        <message>
            <source>Your {card} attacks {target}.</source>
            <translation>Votre {card} attaque {target}.</translation>
        </message>
        <message>
            <source>{player} blocks with {card} against {attacker}.</source>
            <translation>{player} bloque {attacker} avec {card}.</translation>
        </message>
        <message>
            <source>You block with {card} against {attacker}.</source>
            <translation>Vous bloquez {attacker} avec {card}.</translation>
        </message>
        <message>
            <source>{player} blocks with {card}.</source>
            <translation>{player} bloque avec {card}.</translation>
        </message>
        <message>
            <source>You block with {card}.</source>
            <translation>Vous bloquez avec {card}.</translation>
        </message>
        <message>
            <source>{card} strikes {target}'s blockers with strength {strength}.</source>
            <translation>{card} frappe les bloqueurs de {target} avec une Puissance de {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes your blockers with strength {strength}.</source>
            <translation>{card} frappe vos bloqueurs avec une Puissance de {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes {target} with strength {strength}.</source>
            <translation>{card} frappe {target} avec une Puissance de {strength}.</translation>
        </message>
        <message>
            <source>{card} strikes you with strength {strength}.</source>
            <translation>{card} vous frappe avec une Puissance de {strength}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} absorbs %n damage.</source>
            <translation>
                <numerusform>{card} encaisse %n dégât.</numerusform>
                <numerusform>{card} encaisse %n dégâts.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} is cancelled and goes to the discard pile.</source>
            <translation>La carte {card} est annulée et va dans la défausse.</translation>
        </message>
        <message>
            <source>{card} is destroyed.</source>
            <translation>La carte {card} est détruite.</translation>
        </message>
        <message>
            <source>{card} is discarded from play.</source>
            <translation>La carte {card} est défaussée du jeu.</translation>
        </message>
        <message>
            <source>{card} is exiled.</source>
            <translation>La carte {card} est exilée.</translation>
        </message>
        <message>
            <source>{player} targets you with {card}.</source>
            <translation>{player} vous cible avec {card}.</translation>
        </message>
        <message>
            <source>You target yourself with {card}.</source>
            <translation>Vous vous ciblez vous-même avec {card}.</translation>
        </message>
        <message>
            <source>{player} targets themselves with {card}.</source>
            <translation>{player} se cible avec {card}.</translation>
        </message>
        <message>
            <source>{player}'s {card} has only one legal target: {target}.</source>
            <translation>{card} de {player} n'a qu'une seule cible possible : {target}.</translation>
        </message>
        <message>
            <source>Your {card} has only one legal target: {target}.</source>
            <translation>Votre {card} n'a qu'une seule cible possible : {target}.</translation>
        </message>
        <message>
            <source>you</source>
            <translation>vous</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile on top of their deck.</source>
            <translation>{player} pose {card} de sa défausse sur le dessus de son deck.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile on top of your deck.</source>
            <translation>Vous posez {card} de votre défausse sur le dessus de votre deck.</translation>
        </message>
        <message>
            <source>{player} puts {card} from the discard pile into their hand.</source>
            <translation>{player} reprend {card} de sa défausse dans sa main.</translation>
        </message>
        <message>
            <source>You put {card} from your discard pile into your hand.</source>
            <translation>Vous reprenez {card} de votre défausse dans votre main.</translation>
        </message>
        <message>
            <source>{card}'s text resolves ({by}).</source>
            <translation>Le texte de la carte {card} est résolu ({by}).</translation>
        </message>
        <message>
            <source>{card} will be cancelled.</source>
            <translation>La carte {card} sera annulée.</translation>
        </message>
        <message>
            <source>{card} will resolve twice.</source>
            <translation>La carte {card} sera résolue deux fois.</translation>
        </message>
        <message>
            <source>Secret archive {number} is revealed: {card}.</source>
            <translation>La Réserve secrète {number} est révélée : {card}.</translation>
        </message>
        <message numerus="yes">
            <source>Cards are exiled from archive {number} (%n left).</source>
            <translation>
                <numerusform>Des cartes de la Réserve {number} sont exilées (il en reste %n).</numerusform>
                <numerusform>Des cartes de la Réserve {number} sont exilées (il en reste %n).</numerusform>
            </translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message numerus="yes">
            <source>A new game begins: %n players, {setup}.</source>
            <translation>
                <numerusform>Une nouvelle partie commence : %n joueur, {setup}.</numerusform>
                <numerusform>Une nouvelle partie commence : %n joueurs, {setup}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Common archive {number}: a secret card.</source>
            <translation>Réserve commune {number} : une carte secrète.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: a secret card.</source>
            <translation>Réserve personnelle {number} de {player} : une carte secrète.</translation>
        </message>
        <message>
            <source>Your private archive {number}: a secret card.</source>
            <translation>Votre Réserve personnelle {number} : une carte secrète.</translation>
        </message>
        <message>
            <source>{player} goes first.</source>
            <translation>{player} commence.</translation>
        </message>
        <message>
            <source>You go first.</source>
            <translation>Vous commencez.</translation>
        </message>
        <message>
            <source>— Turn {turn}: {player} —</source>
            <translation>— Tour {turn} : {player} —</translation>
        </message>
        <message>
            <source>— Turn {turn}: You —</source>
            <translation>— Tour {turn} : Vous —</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card} — kicker active.</source>
            <translation>{player} crée l'Enchaînement avec {card} — Pleine Lune déclenchée.</translation>
        </message>
        <message>
            <source>You start the chain with {card} — kicker active.</source>
            <translation>Vous créez l'Enchaînement avec {card} — Pleine Lune déclenchée.</translation>
        </message>
        <message>
            <source>{player} starts the chain with {card}.</source>
            <translation>{player} crée l'Enchaînement avec {card}.</translation>
        </message>
        <message>
            <source>You start the chain with {card}.</source>
            <translation>Vous créez l'Enchaînement avec {card}.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain — kicker active.</source>
            <translation>{player} relie {card} à l'Enchaînement — Pleine Lune déclenchée.</translation>
        </message>
        <message>
            <source>You add {card} to the chain — kicker active.</source>
            <translation>Vous reliez {card} à l'Enchaînement — Pleine Lune déclenchée.</translation>
        </message>
        <message>
            <source>{player} adds {card} to the chain.</source>
            <translation>{player} relie {card} à l'Enchaînement.</translation>
        </message>
        <message>
            <source>You add {card} to the chain.</source>
            <translation>Vous reliez {card} à l'Enchaînement.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (%n times).</source>
            <translation>
                <numerusform>La carte {card} est résolue (%n fois).</numerusform>
                <numerusform>La carte {card} est résolue (%n fois).</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} resolves (kicker active).</source>
            <translation>La carte {card} est résolue (Pleine Lune déclenchée).</translation>
        </message>
        <message>
            <source>{player} discards {card} ({reason}).</source>
            <translation>{player} défausse {card} ({reason}).</translation>
        </message>
        <message>
            <source>You discard {card} ({reason}).</source>
            <translation>Vous défaussez {card} ({reason}).</translation>
        </message>
        <message>
            <source>{player} discards {card}.</source>
            <translation>{player} défausse {card}.</translation>
        </message>
        <message>
            <source>You discard {card}.</source>
            <translation>Vous défaussez {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} loses %n influence.</source>
            <translation>
                <numerusform>{player} perd %n Point d'Influence.</numerusform>
                <numerusform>{player} perd %n Points d'Influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lose %n influence.</source>
            <translation>
                <numerusform>Vous perdez %n Point d'Influence.</numerusform>
                <numerusform>Vous perdez %n Points d'Influence.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}'s influence is doubled this turn.</source>
            <translation>L'Influence de {player} est doublée ce tour-ci.</translation>
        </message>
        <message>
            <source>Your influence is doubled this turn.</source>
            <translation>Votre Influence est doublée ce tour-ci.</translation>
        </message>
        <message numerus="yes">
            <source>{player}'s claims cost %n less this turn.</source>
            <translation>
                <numerusform>Les achats de {player} coûtent %n de moins ce tour-ci.</numerusform>
                <numerusform>Les achats de {player} coûtent %n de moins ce tour-ci.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your claims cost %n less this turn.</source>
            <translation>
                <numerusform>Vos achats coûtent %n de moins ce tour-ci.</numerusform>
                <numerusform>Vos achats coûtent %n de moins ce tour-ci.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} may claim from another player's private archive.</source>
            <translation>{player} peut acheter dans la Réserve personnelle d'un autre joueur.</translation>
        </message>
        <message>
            <source>You may claim from another player's private archive.</source>
            <translation>Vous pouvez acheter dans la Réserve personnelle d'un autre joueur.</translation>
        </message>
        <message numerus="yes">
            <source>{player} claims {card} for %n influence.</source>
            <translation>
                <numerusform>{player} achète {card} pour %n Point d'Influence.</numerusform>
                <numerusform>{player} achète {card} pour %n Points d'Influence.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You claim {card} for %n influence.</source>
            <translation>
                <numerusform>Vous achetez {card} pour %n Point d'Influence.</numerusform>
                <numerusform>Vous achetez {card} pour %n Points d'Influence.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} claims {card}.</source>
            <translation>{player} achète {card}.</translation>
        </message>
        <message>
            <source>You claim {card}.</source>
            <translation>Vous achetez {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} cannot pay the %n influence {card} costs and claims nothing.</source>
            <translation>
                <numerusform>{player} ne peut pas payer le %n Point d'Influence de {card} et n'achète rien.</numerusform>
                <numerusform>{player} ne peut pas payer les %n Points d'Influence de {card} et n'achète rien.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You cannot pay the %n influence {card} costs and claim nothing.</source>
            <translation>
                <numerusform>Vous ne pouvez pas payer le %n Point d'Influence de {card} et n'achetez rien.</numerusform>
                <numerusform>Vous ne pouvez pas payer les %n Points d'Influence de {card} et n'achetez rien.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{card} takes %n damage.</source>
            <translation>
                <numerusform>{card} subit %n dégât.</numerusform>
                <numerusform>{card} subit %n dégâts.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player} takes %n damage.</source>
            <translation>
                <numerusform>{player} subit %n dégât.</numerusform>
                <numerusform>{player} subit %n dégâts.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You take %n damage.</source>
            <translation>
                <numerusform>Vous subissez %n dégât.</numerusform>
                <numerusform>Vous subissez %n dégâts.</numerusform>
            </translation>
        </message>
        <message>
            <source>{card} enters play for {player}.</source>
            <translation>{card} entre en jeu pour {player}.</translation>
        </message>
        <message>
            <source>{card} enters play for you.</source>
            <translation>{card} entre en jeu pour vous.</translation>
        </message>
        <message>
            <source>{player} takes a wound ({wound}).</source>
            <translation>{player} reçoit une Blessure ({wound}).</translation>
        </message>
        <message>
            <source>You take a wound ({wound}).</source>
            <translation>Vous recevez une Blessure ({wound}).</translation>
        </message>
        <message>
            <source>{card} returns to {player}'s hand.</source>
            <translation>La carte {card} retourne dans la main de {player}.</translation>
        </message>
        <message>
            <source>{card} returns to your hand.</source>
            <translation>La carte {card} retourne dans votre main.</translation>
        </message>
        <message numerus="yes">
            <source>{player} shuffles the discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>{player} mélange sa défausse pour former un nouveau deck (%n carte).</numerusform>
                <numerusform>{player} mélange sa défausse pour former un nouveau deck (%n cartes).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You shuffle your discard pile into a new deck (%n card(s)).</source>
            <translation>
                <numerusform>Vous mélangez votre défausse pour former un nouveau deck (%n carte).</numerusform>
                <numerusform>Vous mélangez votre défausse pour former un nouveau deck (%n cartes).</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} targets {target} with {card}.</source>
            <translation>{player} cible {target} avec {card}.</translation>
        </message>
        <message>
            <source>You target {target} with {card}.</source>
            <translation>Vous ciblez {target} avec {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{player} uses the wound effect: discards %n wound(s), draws {drawn}.</source>
            <translation>
                <numerusform>{player} utilise l'effet Blessure : défausse %n Blessure, pioche {drawn}.</numerusform>
                <numerusform>{player} utilise l'effet Blessure : défausse %n Blessures, pioche {drawn}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You use the wound effect: discard %n wound(s), draw {drawn}.</source>
            <translation>
                <numerusform>Vous utilisez l'effet Blessure : vous défaussez %n Blessure, vous piochez {drawn}.</numerusform>
                <numerusform>Vous utilisez l'effet Blessure : vous défaussez %n Blessures, vous piochez {drawn}.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} will choose the targets of {card}.</source>
            <translation>{player} choisira les cibles de la carte {card}.</translation>
        </message>
        <message>
            <source>You will choose the targets of {card}.</source>
            <translation>Vous choisirez les cibles de la carte {card}.</translation>
        </message>
        <message>
            <source>{player}'s minions cannot absorb damage this turn.</source>
            <translation>Les Créatures de {player} ne peuvent pas encaisser de dégâts ce tour-ci.</translation>
        </message>
        <message>
            <source>Your minions cannot absorb damage this turn.</source>
            <translation>Vos Créatures ne peuvent pas encaisser de dégâts ce tour-ci.</translation>
        </message>
        <message numerus="yes">
            <source>Game over: {player} wins with %n wound(s).</source>
            <translation>
                <numerusform>Partie terminée : {player} gagne avec %n Blessure.</numerusform>
                <numerusform>Partie terminée : {player} gagne avec %n Blessures.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Game over: you win with %n wound(s).</source>
            <translation>
                <numerusform>Partie terminée : vous gagnez avec %n Blessure.</numerusform>
                <numerusform>Partie terminée : vous gagnez avec %n Blessures.</numerusform>
            </translation>
        </message>
        <message>
            <source>Scenario loaded: {title}.</source>
            <translation>Scénario chargé : {title}.</translation>
        </message>
        <message>
            <source>{player} drafts a card.</source>
            <translation>{player} choisit une carte au draft.</translation>
        </message>
        <message>
            <source>You draft a card.</source>
            <translation>Vous choisissez une carte au draft.</translation>
        </message>
        <message>
            <source>Common archive {number}: {card}.</source>
            <translation>Réserve commune {number} : {card}.</translation>
        </message>
        <message>
            <source>{player}'s private archive {number}: {card}.</source>
            <translation>Réserve personnelle {number} de {player} : {card}.</translation>
        </message>
        <message>
            <source>Your private archive {number}: {card}.</source>
            <translation>Votre Réserve personnelle {number} : {card}.</translation>
        </message>
        <message numerus="yes">
            <source>{card} resolves (kicker active, %n times).</source>
            <translation>
                <numerusform>La carte {card} est résolue (Pleine Lune déclenchée, %n fois).</numerusform>
                <numerusform>La carte {card} est résolue (Pleine Lune déclenchée, %n fois).</numerusform>
            </translation>
        </message>
        <message>
            <source>— {player} took back a move.</source>
            <translation>— {player} a annulé un coup.</translation>
        </message>
        <message>
            <source>— You took back: {action}</source>
            <translation>— Vous avez annulé : {action}</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>About Nightfall Qt</source>
            <translation>À propos de Nightfall Qt</translation>
        </message>
        <message>
            <source>Rulings for this card</source>
            <translation>Précisions sur cette carte</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Hints</source>
            <translation>&amp;Suggestions</translation>
        </message>
        <message>
            <source>&amp;Tutorial…</source>
            <translation>&amp;Tutoriel…</translation>
        </message>
        <message>
            <source>&amp;Rules…</source>
            <translation>&amp;Règles…</translation>
        </message>
        <message>
            <source>&amp;Why? (what the last bot move weighed)</source>
            <translation>&amp;Pourquoi ? (ce que le dernier coup du bot a pesé)</translation>
        </message>
        <message>
            <source>New to Nightfall? Short lessons on the real table teach you the whole game.</source>
            <translation>Vous découvrez Nightfall ? De courtes leçons sur la vraie table vous apprennent tout le jeu.</translation>
        </message>
        <message>
            <source>Learn to play…</source>
            <translation>Apprendre à jouer…</translation>
        </message>
        <message>
            <source>Rulings…</source>
            <translation>Précisions…</translation>
        </message>
        <message>
            <source>Thinking about a suggestion…</source>
            <translation>Recherche d'une suggestion…</translation>
        </message>
        <message>
            <source>Nothing to suggest: it is not your decision.</source>
            <translation>Aucune suggestion : ce n'est pas à vous de décider.</translation>
        </message>
        <message>
            <source>Suggestion: {choice}</source>
            <translation>Suggestion : {choice}</translation>
        </message>
        <message>
            <source>No bot move to explain yet.</source>
            <translation>Aucun coup de bot à expliquer pour l'instant.</translation>
        </message>
        <message>
            <source>Rulings: {card}</source>
            <translation>Précisions : {card}</translation>
        </message>
        <message>
            <source>Suggest ({key})</source>
            <translation>Suggérer ({key})</translation>
        </message>
        <message>
            <source>Undone: {action}</source>
            <translation>Annulé : {action}</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>une carte</translation>
        </message>
        <message>
            <source>Cancelled: the claim phase goes on</source>
            <translation>Annulé : la phase Achat continue</translation>
        </message>
        <message>
            <source>Cancelled: you may still add a card</source>
            <translation>Annulé : vous pouvez encore relier une carte</translation>
        </message>
        <message>
            <source>&amp;Undo {action}</source>
            <translation>&amp;Annuler : {action}</translation>
        </message>
        <message numerus="yes">
            <source>You still have %n influence and could claim {cards}. End the claim phase anyway? (Unspent influence is lost.)</source>
            <translation>
                <numerusform>Il vous reste %n Point d'Influence et vous pourriez acheter {cards}. Terminer quand même la phase Achat ? (L'Influence non dépensée est perdue.)</numerusform>
                <numerusform>Il vous reste %n Points d'Influence et vous pourriez acheter {cards}. Terminer quand même la phase Achat ? (L'Influence non dépensée est perdue.)</numerusform>
            </translation>
        </message>
        <message>
            <source>End the claim phase?</source>
            <translation>Terminer la phase Achat ?</translation>
        </message>
        <message>
            <source>You could add {cards} to the chain. Pass anyway?</source>
            <translation>Vous pourriez relier {cards} à l'Enchaînement. Passer quand même ?</translation>
        </message>
        <message>
            <source>Pass?</source>
            <translation>Passer ?</translation>
        </message>
        <message>
            <source>Nightfall Qt — a desktop edition of Nightfall (David Gregg, AEG 2011).
Card values carry provenance marks: C confirmed, I inferred, R reconstructed.
Card data: cards.yaml.</source>
            <translation>Nightfall Qt — une édition pour ordinateur de Nightfall (David Gregg, AEG 2011).
Les valeurs des cartes portent des marques de provenance : C confirmée, I déduite, R reconstituée.
Données des cartes : cards.yaml.</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Désactivée</translation>
        </message>
        <message>
            <source>&amp;Fast</source>
            <translation>&amp;Rapide</translation>
        </message>
        <message>
            <source>&amp;Normal</source>
            <translation>&amp;Normale</translation>
        </message>
        <message>
            <source>&amp;Slow</source>
            <translation>&amp;Lente</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <source>&amp;Reset zoom</source>
            <translation>&amp;Taille normale</translation>
        </message>
        <message>
            <source>&amp;Fast bots</source>
            <translation>&amp;Bots rapides</translation>
        </message>
        <message>
            <source>Nightfall Qt</source>
            <comment>the app's name in the title bar</comment>
            <translation>Nightfall Qt</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Vitesse d'&amp;animation</translation>
        </message>
        <message>
            <source>&amp;Results</source>
            <translation>&amp;Résultats</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;ide</translation>
        </message>
        <message>
            <source>&amp;About Nightfall Qt</source>
            <translation>À &amp;propos de Nightfall Qt</translation>
        </message>
        <message>
            <source>Online play is unavailable: the {module} module could not be loaded ({error}).</source>
            <translation>Le jeu en ligne n’est pas disponible : le module {module} n’a pas pu être chargé ({error}).</translation>
        </message>
        <message>
            <source>Not in an online game: the server holds the game and runs its bots.</source>
            <translation>Pas dans une partie en ligne : le serveur tient la partie et fait jouer ses bots.</translation>
        </message>
        <message>
            <source>&amp;Host online game…</source>
            <translation>&amp;Héberger une partie en ligne…</translation>
        </message>
        <message>
            <source>&amp;Join online game…</source>
            <translation>&amp;Rejoindre une partie en ligne…</translation>
        </message>
        <message>
            <source>Res&amp;ume online game</source>
            <translation>Reprendre une partie en &amp;ligne</translation>
        </message>
        <message>
            <source>Leave the online game first (File → Leave).</source>
            <translation>Quittez d'abord la partie en ligne (Fichier → Quitter la partie).</translation>
        </message>
        <message>
            <source>&amp;Leave the online game</source>
            <translation>Qui&amp;tter la partie en ligne</translation>
        </message>
        <message>
            <source>Room code and &amp;address…</source>
            <translation>Code de salle et &amp;adresse…</translation>
        </message>
        <message>
            <source>Online game</source>
            <translation>Partie en ligne</translation>
        </message>
        <message>
            <source>hosted here</source>
            <translation>hébergée ici</translation>
        </message>
        <message>
            <source>Room code: {code}
Address: {address}</source>
            <translation>Code de salle : {code}
Adresse : {address}</translation>
        </message>
        <message>
            <source>Nightfall Qt — online game, room {code}</source>
            <translation>Nightfall Qt — partie en ligne, salle {code}</translation>
        </message>
        <message>
            <source>Room {code} · seat {seat}</source>
            <translation>Salle {code} · place {seat}</translation>
        </message>
        <message>
            <source>Room {code} — {name} ({where})</source>
            <translation>Salle {code} — {name} ({where})</translation>
        </message>
        <message>
            <source>Resume online game</source>
            <translation>Reprendre une partie en ligne</translation>
        </message>
        <message>
            <source>No online game yet</source>
            <translation>Aucune partie en ligne pour l'instant</translation>
        </message>
        <message>
            <source>Your view of the game is kept as a replay: {file}</source>
            <translation>Votre vue de la partie est gardée comme rediffusion : {file}</translation>
        </message>
    </context>
    <context>
        <name>Models</name>
        <message>
            <source>A secret archive: its card is revealed when first claimed.</source>
            <translation>Une Réserve secrète : sa carte est révélée lors du premier achat.</translation>
        </message>
        <message numerus="yes">
            <source>{player}: {hand} in hand, {deck} in deck, {discard} in discard pile, %n influence</source>
            <translation>
                <numerusform>{player} : {hand} en main, {deck} dans le deck, {discard} dans la défausse, %n Point d'Influence</numerusform>
                <numerusform>{player} : {hand} en main, {deck} dans le deck, {discard} dans la défausse, %n Points d'Influence</numerusform>
            </translation>
        </message>
        <message>
            <source>not a choice for this decision</source>
            <translation>ce n'est pas un choix possible pour cette décision</translation>
        </message>
        <message>
            <source>Secret archive</source>
            <translation>Réserve secrète</translation>
        </message>
    </context>
    <context>
        <name>NamePlate</name>
        <message>
            <source>Wounds {count}</source>
            <translation>Blessures {count}</translation>
        </message>
        <message>
            <source>Wounds taken: {count} ({kinds})</source>
            <translation>Blessures reçues : {count} ({kinds})</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>No draft: each player gets a preset pair of private archives and 8 random commons are laid out. Best for a first game.</source>
            <translation>Sans draft : chaque joueur reçoit une paire prédéfinie de Réserves privées et 8 Réserves communes au hasard sont disposées. Idéal pour une première partie.</translation>
        </message>
        <message>
            <source>3–5 players: from 4 dealt cards each player keeps two private archives, gives one to the commons and passes the rest on.</source>
            <translation>3 à 5 joueurs : sur 4 cartes distribuées, chaque joueur en garde deux comme Réserves privées, en donne une aux Réserves communes et passe le reste.</translation>
        </message>
        <message>
            <source>2 players: the first pick goes back to the box, the second and third become private archives, the last a common one.</source>
            <translation>2 joueurs : le premier choix retourne dans la boîte, le deuxième et le troisième deviennent des Réserves privées, le dernier une Réserve commune.</translation>
        </message>
        <message>
            <source>Private picks stay face down until their owner first claims from them.</source>
            <translation>Les Réserves privées restent face cachée jusqu'à ce que leur propriétaire y acquière une carte pour la première fois.</translation>
        </message>
        <message>
            <source>The 8 commons are laid out face up first; then each player gets 3 cards for the private picks.</source>
            <translation>Les 8 Réserves communes sont d'abord disposées face visible ; puis chaque joueur reçoit 3 cartes pour ses choix privés.</translation>
        </message>
        <message>
            <source>No private archives: each player's first two picks become commons.</source>
            <translation>Pas de Réserves privées : les deux premiers choix de chaque joueur deviennent des Réserves communes.</translation>
        </message>
        <message>
            <source>Quick start (preset archives)</source>
            <translation>Démarrage rapide (Réserves prédéfinies)</translation>
        </message>
        <message>
            <source>Draft</source>
            <translation>Draft</translation>
        </message>
        <message>
            <source>Two-player draft</source>
            <translation>Draft à 2 joueurs</translation>
        </message>
        <message>
            <source>Secret archives</source>
            <translation>Réserves secrètes</translation>
        </message>
        <message>
            <source>Open archives</source>
            <translation>Réserves ouvertes</translation>
        </message>
        <message>
            <source>Common ground</source>
            <translation>Fondations communes</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>Mise en place</translation>
        </message>
        <message>
            <source>Include promo cards</source>
            <translation>Inclure les cartes promo</translation>
        </message>
        <message>
            <source>Edition</source>
            <translation>Édition</translation>
        </message>
        <message>
            <source>random</source>
            <translation>aléatoire</translation>
        </message>
        <message>
            <source>Seed (optional)</source>
            <translation>Graine (facultatif)</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>The two-player draft needs exactly 2 players.</source>
            <translation>Le draft à 2 joueurs demande exactement 2 joueurs.</translation>
        </message>
        <message>
            <source>Common ground has no private archives, so it cannot be played with secret archives.</source>
            <translation>« Fondations communes » n'a pas de Réserves personnelles : cette variante ne peut pas se jouer avec les Réserves secrètes.</translation>
        </message>
        <message>
            <source>The seed must be a whole number, not '{text}'.</source>
            <translation>La graine doit être un nombre entier, et non « {text} ».</translation>
        </message>
    </context>
    <context>
        <name>Online</name>
        <message>
            <source>the server stopped</source>
            <translation>le serveur s'est arrêté</translation>
        </message>
        <message>
            <source>the connection broke</source>
            <translation>la connexion s'est rompue</translation>
        </message>
        <message>
            <source>the server closed the connection</source>
            <translation>le serveur a fermé la connexion</translation>
        </message>
        <message>
            <source>no answer from the server</source>
            <translation>pas de réponse du serveur</translation>
        </message>
        <message>
            <source>not a Nightfall game server</source>
            <translation>pas un serveur de jeu Nightfall</translation>
        </message>
        <message>
            <source>not a valid address</source>
            <translation>adresse non valide</translation>
        </message>
        <message>
            <source>connected</source>
            <translation>connecté</translation>
        </message>
        <message>
            <source>Disconnected.</source>
            <translation>Déconnecté.</translation>
        </message>
        <message>
            <source>Reconnecting to {address} (attempt {attempt})…</source>
            <translation>Reconnexion à {address} (tentative {attempt})…</translation>
        </message>
        <message>
            <source>Connecting to {address}…</source>
            <translation>Connexion à {address}…</translation>
        </message>
        <message>
            <source>Connection lost ({reason}): reconnecting, attempt {attempt}…</source>
            <translation>Connexion perdue ({reason}) : reconnexion, tentative {attempt}…</translation>
        </message>
        <message>
            <source>away</source>
            <translation>absent</translation>
        </message>
        <message>
            <source>away since {time}</source>
            <translation>absent depuis {time}</translation>
        </message>
        <message>
            <source>{player} is away since {time} (not connected).</source>
            <translation>{player} est absent depuis {time} (non connecté).</translation>
        </message>
        <message>
            <source>{player} is back.</source>
            <translation>{player} est de retour.</translation>
        </message>
        <message>
            <source>{player}'s connection dropped: the game waits for them to come back.</source>
            <translation>La connexion de {player} est perdue : la partie attend son retour.</translation>
        </message>
        <message>
            <source>{player} is away (not connected).</source>
            <translation>{player} est absent (non connecté).</translation>
        </message>
        <message>
            <source>Undo is not available online: the server has already played your choice for everyone.</source>
            <translation>Annuler n'est pas possible en ligne : le serveur a déjà joué votre choix pour tous.</translation>
        </message>
        <message>
            <source>Not now: wait for the server.</source>
            <translation>Pas maintenant : attendez le serveur.</translation>
        </message>
        <message>
            <source>You can only answer for your own seat.</source>
            <translation>Vous ne pouvez répondre que pour votre propre place.</translation>
        </message>
        <message>
            <source>Bot {number} ({level})</source>
            <translation>Bot {number} ({level})</translation>
        </message>
        <message>
            <source>free seat {number}</source>
            <translation>place libre {number}</translation>
        </message>
        <message>
            <source>The server could not read a message from this app.</source>
            <translation>Le serveur n'a pas pu lire un message de cette application.</translation>
        </message>
        <message>
            <source>The server refused a message from this app as malformed.</source>
            <translation>Le serveur a refusé un message mal formé de cette application.</translation>
        </message>
        <message>
            <source>The server speaks another version of the online protocol: update the app or the server.</source>
            <translation>Le serveur parle une autre version du protocole en ligne : mettez à jour l'application ou le serveur.</translation>
        </message>
        <message>
            <source>The server does not know a message this app sent: update the server.</source>
            <translation>Le serveur ne connaît pas un message envoyé par cette application : mettez le serveur à jour.</translation>
        </message>
        <message>
            <source>A message was too large for the server.</source>
            <translation>Un message était trop grand pour le serveur.</translation>
        </message>
        <message>
            <source>Too many messages at once: the server ignored one. Try again.</source>
            <translation>Trop de messages à la fois : le serveur en a ignoré un. Réessayez.</translation>
        </message>
        <message>
            <source>There is no game with this room code on the server. Check the code (6 letters and digits).</source>
            <translation>Aucune partie n'a ce code de salle sur le serveur. Vérifiez le code (6 lettres et chiffres).</translation>
        </message>
        <message>
            <source>Every seat of this game is already taken.</source>
            <translation>Toutes les places de cette partie sont déjà prises.</translation>
        </message>
        <message>
            <source>The server does not know this seat any more (wrong or old seat key).</source>
            <translation>Le serveur ne connaît plus cette place (clé de place fausse ou ancienne).</translation>
        </message>
        <message>
            <source>You do not hold a seat in this game yet.</source>
            <translation>Vous n'avez pas encore de place dans cette partie.</translation>
        </message>
        <message>
            <source>This connection already holds a seat.</source>
            <translation>Cette connexion a déjà une place.</translation>
        </message>
        <message>
            <source>It is not your decision.</source>
            <translation>Ce n'est pas à vous de décider.</translation>
        </message>
        <message>
            <source>That decision was already taken; the table shows the new one.</source>
            <translation>Cette décision a déjà été prise ; la table montre la nouvelle.</translation>
        </message>
        <message>
            <source>The server refused that choice: it is not legal now.</source>
            <translation>Le serveur a refusé ce choix : il n'est pas permis maintenant.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>The server is full. Try again later.</source>
            <translation>Le serveur est plein. Réessayez plus tard.</translation>
        </message>
        <message>
            <source>Your seat was taken over from another window or computer.</source>
            <translation>Votre place a été reprise depuis une autre fenêtre ou un autre ordinateur.</translation>
        </message>
        <message>
            <source>No game server answers at {address}. Check the address and the port, and that the host's game is open.</source>
            <translation>Aucun serveur de jeu ne répond à {address}. Vérifiez l'adresse et le port, et que la partie de l'hôte est ouverte.</translation>
        </message>
        <message>
            <source>{address} answers, but it is not a Nightfall game server.</source>
            <translation>{address} répond, mais ce n'est pas un serveur de jeu Nightfall.</translation>
        </message>
        <message>
            <source>{address} is not a valid address (for example 192.168.1.20:8765).</source>
            <translation>{address} n'est pas une adresse valide (par exemple 192.168.1.20:8765).</translation>
        </message>
        <message>
            <source>The server closed the connection.</source>
            <translation>Le serveur a fermé la connexion.</translation>
        </message>
        <message>
            <source>The server refused: {reason}</source>
            <translation>Le serveur a refusé : {reason}</translation>
        </message>
    </context>
    <context>
        <name>OnlineDialog</name>
        <message>
            <source>This computer only (127.0.0.1)</source>
            <translation>Cet ordinateur seulement (127.0.0.1)</translation>
        </message>
        <message>
            <source>Every network interface (friends on your network, or the internet through your router)</source>
            <translation>Toutes les interfaces réseau (amis sur votre réseau, ou sur internet via votre routeur)</translation>
        </message>
        <message>
            <source>Host an online game</source>
            <translation>Héberger une partie en ligne</translation>
        </message>
        <message>
            <source> min</source>
            <translation> min</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>A player who does not answer in time is replaced for that decision by a Normal bot (the log says so).</source>
            <translation>Un joueur qui ne répond pas à temps est remplacé pour cette décision par un bot Normal (le journal le dit).</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Votre nom :</translation>
        </message>
        <message>
            <source>Port:</source>
            <translation>Port :</translation>
        </message>
        <message>
            <source>Listen on:</source>
            <translation>Écouter sur :</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Joueurs :</translation>
        </message>
        <message>
            <source>Turn timer:</source>
            <translation>Minuteur de tour :</translation>
        </message>
        <message>
            <source>Seats (you take seat 1)</source>
            <translation>Places (vous prenez la place 1)</translation>
        </message>
        <message>
            <source>Start the server</source>
            <translation>Démarrer le serveur</translation>
        </message>
        <message>
            <source>Copy the invitation</source>
            <translation>Copier l'invitation</translation>
        </message>
        <message>
            <source>Go to the table</source>
            <translation>Aller à la table</translation>
        </message>
        <message>
            <source>Server started. Opening the room…</source>
            <translation>Serveur démarré. Ouverture de la salle…</translation>
        </message>
        <message>
            <source>Join an online game</source>
            <translation>Rejoindre une partie en ligne</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Adresse :</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Code de salle :</translation>
        </message>
        <message>
            <source>Join</source>
            <translation>Rejoindre</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Friend (joins with the room code)</source>
            <translation>Ami (rejoint avec le code de salle)</translation>
        </message>
        <message>
            <source>Type your name first.</source>
            <translation>Saisissez d'abord votre nom.</translation>
        </message>
        <message>
            <source>Give your friends the address and the room code. Each of them chooses File → Join online game…</source>
            <translation>Donnez à vos amis l'adresse et le code de salle. Chacun choisit Fichier → Rejoindre une partie en ligne…</translation>
        </message>
        <message>
            <source>No friend seat: you play against bots.</source>
            <translation>Aucune place pour des amis : vous jouez contre des bots.</translation>
        </message>
        <message>
            <source>Nightfall online game — address: {address} — room code: {code}</source>
            <translation>Partie en ligne de Nightfall — adresse : {address} — code de salle : {code}</translation>
        </message>
        <message>
            <source>Seat {number}:</source>
            <translation>Place {number} :</translation>
        </message>
        <message>
            <source>The room code has {count} letters and digits.</source>
            <translation>Le code de salle a {count} lettres et chiffres.</translation>
        </message>
        <message>
            <source>Bot: {level}</source>
            <translation>Bot : {level}</translation>
        </message>
        <message>
            <source>The server cannot listen on port {port}: {reason}. Choose another port.</source>
            <translation>Le serveur ne peut pas écouter sur le port {port} : {reason}. Choisissez un autre port.</translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <source>I am ready — show my cards</source>
            <translation>Je suis prêt — montrer mes cartes</translation>
        </message>
        <message>
            <source>Pass to {player}</source>
            <translation>Passez l'appareil à {player}</translation>
        </message>
    </context>
    <context>
        <name>Prompt</name>
        <message>
            <source>Pick a draft card: it becomes one of your private archives.</source>
            <translation>Choisissez une carte Draft : elle devient l'une de vos Réserves personnelles.</translation>
        </message>
        <message>
            <source>Pick a draft card: it becomes a common archive.</source>
            <translation>Choisissez une carte Draft : elle devient une Réserve commune.</translation>
        </message>
        <message>
            <source>Pick a draft card: it goes back to the box.</source>
            <translation>Choisissez une carte Draft : elle retourne dans la boîte.</translation>
        </message>
        <message>
            <source>Assign a blocker to an attacker, or finish blocking.</source>
            <translation>Assignez un bloqueur à un attaquant, ou terminez le blocage.</translation>
        </message>
        <message>
            <source>Choose the attack to resolve next.</source>
            <translation>Choisissez l'attaque à résoudre ensuite.</translation>
        </message>
        <message>
            <source>Choose which of your blockers absorbs the attacker's damage next.</source>
            <translation>Choisissez lequel de vos bloqueurs encaisse ensuite les dégâts de l'attaquant.</translation>
        </message>
        <message>
            <source>Choose which of your minions absorbs the damage dealt to you next.</source>
            <translation>Choisissez laquelle de vos Créatures encaisse ensuite les dégâts qui vous sont infligés.</translation>
        </message>
        <message>
            <source>Draw up to five cards, or first use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Complétez votre main à cinq cartes, ou utilisez d'abord l'effet Blessure (défaussez toutes vos Blessures, piochez 2 cartes pour chacune).</translation>
        </message>
        <message>
            <source>Choose the player {card} attacks.</source>
            <translation>Choisissez le joueur attaqué par {card}.</translation>
        </message>
        <message>
            <source>Choose the target player for {card}.</source>
            <translation>Choisissez le joueur ciblé par {card}.</translation>
        </message>
        <message>
            <source>Choose the target minion for {card}.</source>
            <translation>Choisissez la Créature ciblée par {card}.</translation>
        </message>
        <message>
            <source>Choose the target order in the chain for {card}.</source>
            <translation>Choisissez la carte Ordre de l'Enchaînement ciblée par {card}.</translation>
        </message>
        <message>
            <source>Choose the target archive for {card}.</source>
            <translation>Choisissez la Réserve ciblée par {card}.</translation>
        </message>
        <message>
            <source>Choose a card from your hand to discard ({card}).</source>
            <translation>Choisissez une carte de votre main à défausser ({card}).</translation>
        </message>
        <message>
            <source>Choose an order from your hand to exile ({card}).</source>
            <translation>Choisissez une carte Ordre de votre main à exiler ({card}).</translation>
        </message>
        <message>
            <source>Choose a card from your discard pile for {card}.</source>
            <translation>Choisissez une carte de votre défausse pour {card}.</translation>
        </message>
        <message>
            <source>Choose an archive to claim a card from for free ({card}).</source>
            <translation>Choisissez une Réserve dans laquelle prendre une carte gratuitement ({card}).</translation>
        </message>
        <message>
            <source>Choose the next player hit by {card}.</source>
            <translation>Choisissez le prochain joueur touché par {card}.</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>une carte</translation>
        </message>
        <message>
            <source>End your turn, or use the wound effect (discard all wounds, draw 2 for each).</source>
            <translation>Terminez votre tour, ou utilisez l'effet Blessure (défaussez toutes vos Blessures, piochez 2 cartes pour chacune).</translation>
        </message>
        <message numerus="yes">
            <source>Claim cards or discard for influence (%n influence left), or end the phase.</source>
            <translation>
                <numerusform>Achetez des cartes ou défaussez-en pour de l'Influence (%n Point d'Influence restant), ou terminez la phase.</numerusform>
                <numerusform>Achetez des cartes ou défaussez-en pour de l'Influence (%n Points d'Influence restants), ou terminez la phase.</numerusform>
            </translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} ou {second}</translation>
        </message>
        <message>
            <source>Pick a draft card.</source>
            <translation>Choisissez une carte Draft.</translation>
        </message>
        <message>
            <source>Start a chain with any card from your hand, or pass.</source>
            <translation>Créez un Enchaînement avec n'importe quelle carte de votre main, ou passez.</translation>
        </message>
        <message>
            <source>Decide: {kind}.</source>
            <translation>Décidez : {kind}.</translation>
        </message>
        <message>
            <source>{first}, {second}</source>
            <translation>{first}, {second}</translation>
        </message>
        <message>
            <source>Add a {colours} card after {card}, or pass.</source>
            <translation>Reliez une carte {colours} après {card}, ou passez.</translation>
        </message>
    </context>
    <context>
        <name>PromptBar</name>
        <message>
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <source>Done blocking</source>
            <translation>Terminer le blocage</translation>
        </message>
        <message>
            <source>End claim phase</source>
            <translation>Terminer la phase Achat</translation>
        </message>
        <message>
            <source>Draw up to 5</source>
            <translation>Piocher jusqu'à 5</translation>
        </message>
        <message>
            <source>Use wound effect</source>
            <translation>Utiliser l'effet Blessure</translation>
        </message>
        <message>
            <source>End turn</source>
            <translation>Terminer le tour</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <source>Waiting for {player}…</source>
            <translation>En attente de {player}…</translation>
        </message>
        <message>
            <source>Start a new game from the File menu ({shortcut}).</source>
            <translation>Lancez une nouvelle partie depuis le menu Fichier ({shortcut}).</translation>
        </message>
        <message>
            <source>{player}: {prompt}</source>
            <translation>{player} : {prompt}</translation>
        </message>
        <message>
            <source>Pass the device to {player}.</source>
            <translation>Passez l'appareil à {player}.</translation>
        </message>
        <message>
            <source>Waiting for {player}… (thinking)</source>
            <translation>En attente de {player}… (réflexion)</translation>
        </message>
        <message>
            <source>Waiting for {player}… ({away}: not connected)</source>
            <translation>En attente de {player}… ({away} : non connecté)</translation>
        </message>
    </context>
    <context>
        <name>PromptBarKey</name>
        <message>
            <source>S</source>
            <comment>key of the Suggest button (hints)</comment>
            <translation>S</translation>
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
            <translation>A</translation>
        </message>
        <message>
            <source>D</source>
            <comment>key of the Draw up to 5 button</comment>
            <translation>P</translation>
        </message>
        <message>
            <source>W</source>
            <comment>key of the Use wound effect button</comment>
            <translation>B</translation>
        </message>
        <message>
            <source>E</source>
            <comment>key of the End turn button</comment>
            <translation>T</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <source>The replay plays to its recorded result ({count} decisions).</source>
            <translation>La rediffusion aboutit au résultat enregistré ({count} décisions).</translation>
        </message>
        <message>
            <source>{rank}. {name} — {wounds} wounds ({kinds})</source>
            <translation>{rank}. {name} — {wounds} blessures ({kinds})</translation>
        </message>
        <message>
            <source>{player}'s view: {count} steps, whole and consistent, ending with the recorded result.</source>
            <translation>Vue de {player} : {count} étapes, complète et cohérente, se terminant par le résultat enregistré.</translation>
        </message>
        <message>
            <source>Note: the replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Remarque : la rediffusion a été faite avec d'autres données de cartes ({differences}) ; elle aboutit quand même au résultat enregistré.</translation>
        </message>
        <message>
            <source>Your card file could not be used; the packaged cards.yaml is used instead.
{error}</source>
            <translation>Votre fichier de cartes n'a pas pu être utilisé ; le cards.yaml fourni est utilisé à la place.
{error}</translation>
        </message>
        <message>
            <source>{file}: cannot read the replay: {problem}</source>
            <translation>{file} : impossible de lire la rediffusion : {problem}</translation>
        </message>
        <message>
            <source>{file}: the replay does not play: {problem}</source>
            <translation>{file} : la rediffusion ne se rejoue pas : {problem}</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be undone.</source>
            <translation>Ceci est une rediffusion : rien ne peut être annulé.</translation>
        </message>
        <message>
            <source>This is a replay: nothing can be played.</source>
            <translation>Ceci est une rediffusion : rien ne peut être joué.</translation>
        </message>
        <message>
            <source>the game ends with another result than the recorded one</source>
            <translation>la partie se termine avec un autre résultat que celui enregistré</translation>
        </message>
        <message>
            <source>the game ended after {count} of {total} decisions</source>
            <translation>la partie s'est terminée après {count} décisions sur {total}</translation>
        </message>
        <message>
            <source>this replay holds one seat's view, not the game's decisions</source>
            <translation>cette rediffusion contient la vue d'une place, pas les décisions de la partie</translation>
        </message>
        <message>
            <source>"cards.by_card" must map card ids to digests (text)</source>
            <translation>"cards.by_card" doit associer des identifiants de cartes à des empreintes (texte)</translation>
        </message>
        <message>
            <source>"options", "seed" and "seats" do not agree</source>
            <translation>"options", "seed" et "seats" ne concordent pas</translation>
        </message>
        <message>
            <source>the decisions end before the game does</source>
            <translation>les décisions s'arrêtent avant la fin de la partie</translation>
        </message>
        <message>
            <source>the edition's rulings differ</source>
            <translation>les règles de l'édition diffèrent</translation>
        </message>
        <message>
            <source>the cards are listed in another order</source>
            <translation>les cartes sont listées dans un autre ordre</translation>
        </message>
        <message>
            <source>{problem}; the replay was made with other card data ({differences})</source>
            <translation>{problem} ; la rediffusion a été faite avec d'autres données de cartes ({differences})</translation>
        </message>
        <message>
            <source>"origin" must be one of {choices}, not {value}</source>
            <translation>"origin" doit être l'une des valeurs {choices}, pas {value}</translation>
        </message>
        <message>
            <source>not a Nightfall Qt replay (expected "format": "{format}")</source>
            <translation>ce n'est pas une rediffusion Nightfall Qt (attendu "format": "{format}")</translation>
        </message>
        <message>
            <source>the replay was written by a newer Nightfall Qt (replay format {format}); this version reads replay format {supported} — update the app to open it</source>
            <translation>la rediffusion a été écrite par un Nightfall Qt plus récent (format de rediffusion {format}) ; cette version lit le format {supported} — mettez l'application à jour pour l'ouvrir</translation>
        </message>
        <message>
            <source>"kind" must be one of {choices}, not {value}</source>
            <translation>"kind" doit être l'un de {choices}, pas {value}</translation>
        </message>
        <message>
            <source>the replay holds {count} decisions, more than any game</source>
            <translation>la rediffusion contient {count} décisions, plus que n'importe quelle partie</translation>
        </message>
        <message>
            <source>"result" must rank each of the {players} seats once</source>
            <translation>"result" doit classer chacune des {players} places une seule fois</translation>
        </message>
        <message>
            <source>the game took another course at decision {number} than the replay records</source>
            <translation>la partie a pris un autre cours à la décision {number} que celui enregistré</translation>
        </message>
        <message>
            <source>changed: {cards}</source>
            <translation>modifiées : {cards}</translation>
        </message>
        <message>
            <source>missing: {cards}</source>
            <translation>manquantes : {cards}</translation>
        </message>
        <message>
            <source>added: {cards}</source>
            <translation>ajoutées : {cards}</translation>
        </message>
        <message>
            <source>"options" are not valid: {error}</source>
            <translation>"options" non valides : {error}</translation>
        </message>
        <message>
            <source>decisions[{index}] is not a decision</source>
            <translation>decisions[{index}] n'est pas une décision</translation>
        </message>
        <message>
            <source>the game cannot be set up: {error}</source>
            <translation>impossible de mettre en place la partie : {error}</translation>
        </message>
        <message>
            <source>decision {number} cannot be played: {error}</source>
            <translation>la décision {number} ne peut pas être jouée : {error}</translation>
        </message>
        <message>
            <source>steps[{index}] is not a step: {problem}</source>
            <translation>steps[{index}] n'est pas une étape : {problem}</translation>
        </message>
        <message>
            <source>the replay holds no step</source>
            <translation>la rediffusion ne contient aucune étape</translation>
        </message>
        <message>
            <source>the steps end before the game does (the file is cut short)</source>
            <translation>les étapes s'arrêtent avant la fin de la partie (le fichier est tronqué)</translation>
        </message>
        <message>
            <source>the last step's result is not the recorded result</source>
            <translation>le résultat de la dernière étape n'est pas le résultat enregistré</translation>
        </message>
        <message>
            <source>"seat" must be one of the {players} seats</source>
            <translation>"seat" doit être l'une des {players} places</translation>
        </message>
        <message>
            <source>the replay holds {count} steps, more than any game</source>
            <translation>la rediffusion contient {count} étapes, plus que toute partie</translation>
        </message>
        <message>
            <source>an event is not an object</source>
            <translation>un événement n'est pas un objet</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation is not seat {seat}'s</source>
            <translation>steps[{index}] : l'observation n'est pas celle de la place {seat}</translation>
        </message>
        <message>
            <source>steps[{index}]: the observation cannot be read ({error})</source>
            <translation>steps[{index}] : l'observation ne peut pas être lue ({error})</translation>
        </message>
        <message>
            <source>its observation does not apply ({error})</source>
            <translation>son observation ne s'applique pas ({error})</translation>
        </message>
    </context>
    <context>
        <name>ReplayBar</name>
        <message>
            <source>Whose eyes: a player's view shows only what they knew</source>
            <translation>Par quels yeux : la vue d'un joueur ne montre que ce qu'il savait</translation>
        </message>
        <message>
            <source>To the start (Home)</source>
            <translation>Au début (Début)</translation>
        </message>
        <message>
            <source>One decision back (←); one event back: Shift+←</source>
            <translation>Une décision en arrière (←) ; un événement en arrière : Maj+←</translation>
        </message>
        <message>
            <source>Play / pause (Space)</source>
            <translation>Lecture / pause (Espace)</translation>
        </message>
        <message>
            <source>One decision on (→); one event on: Shift+→</source>
            <translation>Une décision en avant (→) ; un événement en avant : Maj+→</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>À la fin (Fin)</translation>
        </message>
        <message>
            <source>Turn </source>
            <translation>Tour </translation>
        </message>
        <message>
            <source>Jump to the start of a turn</source>
            <translation>Aller au début d'un tour</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Vitesse</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); the cards are shown as the card data in use describes them.</source>
            <translation>Cette rediffusion a été faite avec d'autres données de cartes ({differences}) ; les cartes sont montrées telles que les données utilisées les décrivent.</translation>
        </message>
        <message>
            <source>This replay was made with other card data ({differences}); it still plays to its recorded result.</source>
            <translation>Cette rediffusion a été faite avec d'autres données de cartes ({differences}) ; elle aboutit quand même au résultat enregistré.</translation>
        </message>
        <message>
            <source>Decision {step} of {steps}</source>
            <translation>Décision {step} sur {steps}</translation>
        </message>
        <message>
            <source>Replay — {players}</source>
            <translation>Rediffusion — {players}</translation>
        </message>
        <message>
            <source>Cannot open the replay</source>
            <translation>Impossible d'ouvrir la rediffusion</translation>
        </message>
        <message>
            <source>Everything open</source>
            <translation>Tout visible</translation>
        </message>
        <message>
            <source>, event {event} of {events}</source>
            <translation>, événement {event} sur {events}</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Fichier : {file}</translation>
        </message>
        <message>
            <source>{player}'s view</source>
            <translation>Vue de {player}</translation>
        </message>
    </context>
    <context>
        <name>ReplayList</name>
        <message>
            <source>Nightfall Qt replays ({patterns})</source>
            <translation>Rediffusions Nightfall Qt ({patterns})</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {count} decisions</source>
            <translation>{time} UTC — {players} — {winner} a gagné — {count} décisions</translation>
        </message>
        <message>
            <source>Replays</source>
            <translation>Rediffusions</translation>
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation>&amp;Regarder</translation>
        </message>
        <message>
            <source>&amp;Save as…</source>
            <translation>&amp;Enregistrer sous…</translation>
        </message>
        <message>
            <source>&amp;Open a replay file…</source>
            <translation>&amp;Ouvrir un fichier de rediffusion…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Open a replay</source>
            <translation>Ouvrir une rediffusion</translation>
        </message>
        <message>
            <source>Save the replay as</source>
            <translation>Enregistrer la rediffusion sous</translation>
        </message>
        <message>
            <source>{time} UTC — {players} — {winner} won — {player}'s view, {count} steps</source>
            <translation>{time} UTC — {players} — {winner} a gagné — vue de {player}, {count} étapes</translation>
        </message>
        <message>
            <source>Cannot save the replay</source>
            <translation>Impossible d'enregistrer la rediffusion</translation>
        </message>
        <message>
            <source>The last {count} finished games are kept (Settings).</source>
            <translation>Les {count} dernières parties terminées sont conservées (Paramètres).</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <source>fewest wounds</source>
            <translation>le moins de Blessures</translation>
        </message>
        <message>
            <source>tie on wounds: fewer of the most common wound kind</source>
            <translation>égalité de Blessures : le moins de Blessures du type le plus fréquent</translation>
        </message>
        <message>
            <source>tie: fewer of the second most common wound kind</source>
            <translation>égalité : le moins de Blessures du deuxième type le plus fréquent</translation>
        </message>
        <message>
            <source>tie: fewer of the third wound kind</source>
            <translation>égalité : le moins de Blessures du troisième type</translation>
        </message>
        <message>
            <source>complete tie: seated closest to the first player's right</source>
            <translation>égalité parfaite : le plus proche du premier joueur en partant sur sa droite</translation>
        </message>
        <message>
            <source>You finished 2nd of {count}</source>
            <translation>Vous terminez 2e sur {count}</translation>
        </message>
        <message>
            <source>You finished 3rd of {count}</source>
            <translation>Vous terminez 3e sur {count}</translation>
        </message>
        <message>
            <source>You finished 4th of {count}</source>
            <translation>Vous terminez 4e sur {count}</translation>
        </message>
        <message>
            <source>You finished 5th of {count}</source>
            <translation>Vous terminez 5e sur {count}</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <source>Wounds</source>
            <translation>Blessures</translation>
        </message>
        <message>
            <source>Damage dealt</source>
            <translation>Dégâts infligés</translation>
        </message>
        <message>
            <source>Minions destroyed</source>
            <translation>Serviteurs détruits</translation>
        </message>
        <message>
            <source>Cards claimed</source>
            <translation>Cartes acquises</translation>
        </message>
        <message>
            <source>Turns</source>
            <translation>Tours</translation>
        </message>
        <message>
            <source>You win!</source>
            <translation>Vous gagnez !</translation>
        </message>
        <message>
            <source>▶ {player} (you)</source>
            <translation>▶ {player} (vous)</translation>
        </message>
        <message>
            <source>Hide the results</source>
            <translation>Masquer les résultats</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <source>{player} wins!</source>
            <translation>{player} gagne !</translation>
        </message>
        <message>
            <source>▶ {player}</source>
            <translation>▶ {player}</translation>
        </message>
        <message>
            <source>Decided by: {reason}.</source>
            <translation>Départagé par : {reason}.</translation>
        </message>
        <message>
            <source>{player} wins.</source>
            <translation>{player} gagne.</translation>
        </message>
    </context>
    <context>
        <name>ResumeDialog</name>
        <message>
            <source>hosted on this computer</source>
            <translation>hébergée sur cet ordinateur</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}</source>
            <translation>Une partie inachevée a été trouvée :

{game}</translation>
        </message>
        <message>
            <source>The autosaved game could not be loaded, so a new game starts.

{details}</source>
            <translation>La partie enregistrée automatiquement n'a pas pu être chargée : une nouvelle partie commence.

{details}</translation>
        </message>
        <message>
            <source>Online: room {code}, seat {seat} as {name}
{where}</source>
            <translation>En ligne : salle {code}, place {seat} en tant que {name}
{where}</translation>
        </message>
        <message>
            <source>Resume game</source>
            <translation>Reprendre la partie</translation>
        </message>
        <message>
            <source>Unfinished games:</source>
            <translation>Parties non terminées :</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <source>An unfinished game was found:

{game}

The newest autosave could not be loaded ({file}: {problem}). This is the most recent autosave that is intact.</source>
            <translation>Une partie inachevée a été trouvée :

{game}

La sauvegarde automatique la plus récente n'a pas pu être chargée ({file} : {problem}). Voici la sauvegarde automatique intacte la plus récente.</translation>
        </message>
        <message>
            <source>On this computer
{game}</source>
            <translation>Sur cet ordinateur
{game}</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>minion</source>
            <translation>Créature</translation>
        </message>
        <message>
            <source>action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Card glossary</source>
            <translation>Glossaire des cartes</translation>
        </message>
        <message>
            <source>wound</source>
            <translation>Blessure</translation>
        </message>
        <message>
            <source>starting minion</source>
            <translation>Créature de départ</translation>
        </message>
        <message>
            <source>Nightfall rules</source>
            <translation>Règles de Nightfall</translation>
        </message>
        <message>
            <source>colour {colour}</source>
            <translation>Couleur {colour}</translation>
        </message>
        <message>
            <source>links {colours}</source>
            <translation>Couleurs Lien {colours}</translation>
        </message>
        <message>
            <source>cost {cost}</source>
            <translation>coût {cost}</translation>
        </message>
        <message>
            <source>kicker {colour}</source>
            <translation>Pleine Lune {colour}</translation>
        </message>
        <message>
            <source>strength {strength}, health {health}</source>
            <translation>Puissance {strength}, Points de Vie {health}</translation>
        </message>
        <message>
            <source>Provenance: {marks}</source>
            <translation>Provenance : {marks}</translation>
        </message>
        <message>
            <source>Marks: {legend}.</source>
            <translation>Marques : {legend}.</translation>
        </message>
        <message>
            <source>English: {name}</source>
            <translation>en anglais : {name}</translation>
        </message>
        <message>
            <source>Ruling:</source>
            <translation>Précision :</translation>
        </message>
    </context>
    <context>
        <name>SaveError</name>
        <message>
            <source>{field} is missing</source>
            <translation>{field} est absent</translation>
        </message>
        <message>
            <source>cannot write the file: {reason}</source>
            <translation>impossible d'écrire le fichier : {reason}</translation>
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
            <translation>un nombre</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un nombre entier</translation>
        </message>
        <message>
            <source>text</source>
            <translation>du texte</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>une liste</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>{field} must be {expected}, not {found}</source>
            <translation>{field} doit être {expected}, et non {found}</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>le fichier est vide</translation>
        </message>
        <message>
            <source>"options" and "seed" do not match the game state</source>
            <translation>« options » et « seed » ne correspondent pas à l'état de la partie</translation>
        </message>
        <message>
            <source>the game state does not match its checksum: the file was changed or damaged after saving</source>
            <translation>l'état de la partie ne correspond pas à sa somme de contrôle : le fichier a été modifié ou endommagé après l'enregistrement</translation>
        </message>
        <message>
            <source>the file does not exist</source>
            <translation>le fichier n'existe pas</translation>
        </message>
        <message>
            <source>{field} is out of range ({value})</source>
            <translation>{field} est hors limites ({value})</translation>
        </message>
        <message numerus="yes">
            <source>the save lists %n seats but the game has {players} players</source>
            <translation>
                <numerusform>la sauvegarde indique %n place mais la partie compte {players} joueurs</numerusform>
                <numerusform>la sauvegarde indique %n places mais la partie compte {players} joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (the file holds {found}, not an object)</source>
            <translation>ce n'est pas une partie enregistrée de Nightfall Qt (le fichier contient {found}, et non un objet)</translation>
        </message>
        <message>
            <source>not a Nightfall Qt saved game (expected "format": "{format}")</source>
            <translation>ce n'est pas une partie enregistrée de Nightfall Qt (attendu : "format": "{format}")</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>le fichier a été écrit par une version plus récente de Nightfall Qt (format de sauvegarde {format}) ; cette version lit le format de sauvegarde {supported} — mettez l'application à jour pour l'ouvrir</translation>
        </message>
        <message>
            <source>unknown save format version {format}</source>
            <translation>version de format de sauvegarde inconnue : {format}</translation>
        </message>
        <message>
            <source>not valid JSON at line {line}, column {column} ({reason}); the file is damaged or was cut short</source>
            <translation>JSON non valide à la ligne {line}, colonne {column} ({reason}) ; le fichier est endommagé ou tronqué</translation>
        </message>
        <message>
            <source>not valid JSON ({error})</source>
            <translation>JSON non valide ({error})</translation>
        </message>
        <message>
            <source>{field} must be a non-empty name, not {value}</source>
            <translation>{field} doit être un nom non vide, et non {value}</translation>
        </message>
        <message>
            <source>{field} must be 'human' or 'bot', not {value}</source>
            <translation>{field} doit valoir 'human' ou 'bot', et non {value}</translation>
        </message>
        <message>
            <source>{field} must be one of {choices}, not {value}</source>
            <translation>{field} doit valoir l'une des valeurs {choices}, et non {value}</translation>
        </message>
        <message>
            <source>the file was written by a newer Nightfall Qt {app_version} (save format {format}); this version reads save format {supported} — update the app to open it</source>
            <translation>le fichier a été écrit par Nightfall Qt {app_version}, plus récent (format de sauvegarde {format}) ; cette version lit le format de sauvegarde {supported} — mettez l'application à jour pour l'ouvrir</translation>
        </message>
        <message>
            <source>the game state cannot be read ({error})</source>
            <translation>l'état de la partie ne peut pas être lu ({error})</translation>
        </message>
        <message>
            <source>the game state is damaged: {error}</source>
            <translation>l'état de la partie est endommagé : {error}</translation>
        </message>
        <message>
            <source>the file is {size} MB, larger than any saved game ({limit} MB at most); it is not a Nightfall Qt save</source>
            <translation>le fichier fait {size} Mo, plus que toute partie sauvegardée ({limit} Mo au plus) ; ce n'est pas une sauvegarde de Nightfall Qt</translation>
        </message>
        <message>
            <source>cannot read the file: {reason}</source>
            <translation>impossible de lire le fichier : {reason}</translation>
        </message>
        <message>
            <source>not a text file (byte {byte} is not UTF-8); the file is damaged</source>
            <translation>ce n'est pas un fichier texte (l'octet {byte} n'est pas de l'UTF-8) ; le fichier est endommagé</translation>
        </message>
        <message>
            <source>the game uses cards that the card data in use does not have: {cards}</source>
            <translation>la partie utilise des cartes absentes des données de cartes utilisées : {cards}</translation>
        </message>
    </context>
    <context>
        <name>SavedGame</name>
        <message>
            <source>{name} (easy bot)</source>
            <translation>{name} (bot facile)</translation>
        </message>
        <message>
            <source>{name} (normal bot)</source>
            <translation>{name} (bot normal)</translation>
        </message>
        <message>
            <source>{name} (hard bot)</source>
            <translation>{name} (bot difficile)</translation>
        </message>
        <message>
            <source>{name} (expert bot)</source>
            <translation>{name} (bot expert)</translation>
        </message>
        <message>
            <source>{name} (random bot)</source>
            <translation>{name} (bot aléatoire)</translation>
        </message>
        <message>
            <source>{players} — setup, saved {time} UTC</source>
            <translation>{players} — mise en place, enregistrée le {time} UTC</translation>
        </message>
        <message>
            <source>{name} (human)</source>
            <translation>{name} (humain)</translation>
        </message>
        <message>
            <source>{name} ({level} bot)</source>
            <translation>{name} (bot {level})</translation>
        </message>
        <message>
            <source>{players} — turn {turn}, saved {time} UTC</source>
            <translation>{players} — tour {turn}, enregistrée le {time} UTC</translation>
        </message>
    </context>
    <context>
        <name>Seats</name>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>a whole number from 2 to 5</source>
            <translation>un nombre entier de 2 à 5</translation>
        </message>
        <message>
            <source>text of fewer than 10000 characters</source>
            <translation>un texte de moins de 10000 caractères</translation>
        </message>
        <message>
            <source>a list of file names</source>
            <translation>une liste de noms de fichiers</translation>
        </message>
        <message>
            <source>a list of seats</source>
            <translation>une liste de places</translation>
        </message>
        <message>
            <source>an object with name, kind and level</source>
            <translation>un objet avec name, kind et level</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults (the file is kept as {copy})</source>
            <translation>{file} : {reason} ; les réglages par défaut sont utilisés (le fichier est conservé sous le nom {copy})</translation>
        </message>
        <message>
            <source>line {line}, column {column}: {reason}</source>
            <translation>ligne {line}, colonne {column} : {reason}</translation>
        </message>
        <message>
            <source>"{field}" must be {expected}, not {value}</source>
            <translation>« {field} » doit être {expected}, pas {value}</translation>
        </message>
        <message>
            <source>one of {choices}</source>
            <translation>l'une des valeurs {choices}</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ou false</translation>
        </message>
        <message>
            <source>a whole number from {low} to {high}</source>
            <translation>un nombre entier de {low} à {high}</translation>
        </message>
        <message>
            <source>a number from {low} to {high}</source>
            <translation>un nombre de {low} à {high}</translation>
        </message>
        <message>
            <source>a whole number from 1 to {high}</source>
            <translation>un nombre entier de 1 à {high}</translation>
        </message>
        <message>
            <source>{file}: {reason}; using the defaults</source>
            <translation>{file} : {reason} ; les réglages par défaut sont utilisés</translation>
        </message>
        <message>
            <source>not a Nightfall Qt settings file (expected "format": "{format}")</source>
            <translation>ce n'est pas un fichier de réglages de Nightfall Qt (attendu : "format": "{format}")</translation>
        </message>
        <message>
            <source> (the file is kept as {copy})</source>
            <translation> (le fichier est conservé sous le nom {copy})</translation>
        </message>
        <message>
            <source>{file}: these settings use their defaults{kept}:
{problems}</source>
            <translation>{file} : ces réglages reprennent leur valeur par défaut{kept} :
{problems}</translation>
        </message>
        <message>
            <source>the file is larger than {size} kB</source>
            <translation>le fichier dépasse {size} ko</translation>
        </message>
        <message>
            <source>{file}: cannot read the settings ({error}); using the defaults</source>
            <translation>{file} : impossible de lire les paramètres ({error}) ; les valeurs par défaut sont utilisées</translation>
        </message>
        <message>
            <source>the settings file is damaged ({error})</source>
            <translation>le fichier de réglages est endommagé ({error})</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <source>The language applies after a restart.</source>
            <translation>La langue s'applique après un redémarrage.</translation>
        </message>
        <message>
            <source>As the desktop (dark or light)</source>
            <translation>Comme le bureau (sombre ou clair)</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>System language ({language})</source>
            <translation>Langue du système ({language})</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Vitesse d'animation</translation>
        </message>
        <message>
            <source>Bots move without waiting for animations</source>
            <translation>Les bots jouent sans attendre les animations</translation>
        </message>
        <message>
            <source>Pause before each chain resolves</source>
            <translation>Faire une pause avant la résolution de chaque chaîne</translation>
        </message>
        <message>
            <source>Continue with View → Pause (Ctrl+P)</source>
            <translation>Continuer avec Affichage → Pause (Ctrl+P)</translation>
        </message>
        <message>
            <source>Fast bots</source>
            <translation>Bots rapides</translation>
        </message>
        <message>
            <source> games</source>
            <translation> parties</translation>
        </message>
        <message>
            <source>Replays kept</source>
            <translation>Rediffusions conservées</translation>
        </message>
        <message>
            <source>Confirmations</source>
            <translation>Confirmations</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Son</translation>
        </message>
        <message>
            <source>Ask before replacing a game in progress</source>
            <translation>Demander avant de remplacer une partie en cours</translation>
        </message>
        <message>
            <source>Ask before ending the claim phase while your influence could still claim a card</source>
            <translation>Demander avant de terminer la phase Achat tant que votre Influence permet encore d'acheter une carte</translation>
        </message>
        <message>
            <source>Ask before passing without adding a card when one could join the chain</source>
            <translation>Demander avant de passer sans avoir ajouté de carte alors qu'une carte peut rejoindre l'Enchaînement</translation>
        </message>
        <message>
            <source>Play a hand card with a single click (off: a click selects it, a second click or Enter plays it)</source>
            <translation>Jouer une carte de la main d'un seul clic (sinon : un clic la sélectionne, un second clic ou Entrée la joue)</translation>
        </message>
        <message>
            <source>Text size</source>
            <translation>Taille du texte</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>New game defaults</source>
            <translation>Nouvelle partie par défaut</translation>
        </message>
        <message>
            <source>On (M at the table)</source>
            <translation>Activé (M à la table)</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>"Your turn" chime</source>
            <translation>Carillon « À vous de jouer »</translation>
        </message>
        <message>
            <source>When your turn begins at the table, and in an online game also while the window is in the background.</source>
            <translation>Quand votre tour commence à la table, et dans une partie en ligne aussi lorsque la fenêtre est en arrière-plan.</translation>
        </message>
        <message>
            <source>Online: when it becomes your turn and the window is in the background</source>
            <translation>En ligne : quand c'est votre tour et que la fenêtre est en arrière-plan</translation>
        </message>
        <message>
            <source>Flash the taskbar entry</source>
            <translation>Faire clignoter l'entrée de la barre des tâches</translation>
        </message>
        <message>
            <source>Show a desktop notification</source>
            <translation>Afficher une notification du bureau</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Thème</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
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
            <translation>« {field} » doit être {expected}, pas {value}</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>a list of 2 to 5 seats</source>
            <translation>une liste de 2 à 5 places</translation>
        </message>
        <message>
            <source>a list with one entry per seat</source>
            <translation>une liste avec une entrée par place</translation>
        </message>
        <message>
            <source>must be {expected}, not {value}</source>
            <translation>doit être {expected}, pas {value}</translation>
        </message>
        <message>
            <source>a seat with a name and kind human or bot</source>
            <translation>une place avec un nom et le type human ou bot</translation>
        </message>
        <message>
            <source>wound counts from 0 to 999999999</source>
            <translation>des nombres de Blessures de 0 à 999999999</translation>
        </message>
        <message>
            <source>a seat number from 0 to {last}</source>
            <translation>un numéro de place de 0 à {last}</translation>
        </message>
        <message>
            <source>{file}: not a Nightfall Qt statistics file; starting new statistics</source>
            <translation>{file} : ce n'est pas un fichier de statistiques de Nightfall Qt ; de nouvelles statistiques commencent</translation>
        </message>
        <message>
            <source>{file}: unknown statistics version {version}; starting new statistics</source>
            <translation>{file} : version de statistiques inconnue {version} ; de nouvelles statistiques commencent</translation>
        </message>
        <message>
            <source>A copy of the file is kept as {copy}.</source>
            <translation>Une copie du fichier est conservée sous le nom {copy}.</translation>
        </message>
        <message>
            <source>{file}: the file is larger than {size} MB; starting new statistics</source>
            <translation>{file} : le fichier dépasse {size} Mo ; de nouvelles statistiques commencent</translation>
        </message>
        <message>
            <source>{file}: cannot read the statistics ({error})</source>
            <translation>{file} : impossible de lire les statistiques ({error})</translation>
        </message>
        <message>
            <source>{file}: the statistics file is damaged ({error}); starting new statistics</source>
            <translation>{file} : le fichier de statistiques est endommagé ({error}) ; de nouvelles statistiques commencent</translation>
        </message>
        <message numerus="yes">
            <source>{file}: %n damaged game record(s) were ignored</source>
            <translation>
                <numerusform>{file} : %n partie endommagée a été ignorée</numerusform>
                <numerusform>{file} : %n parties endommagées ont été ignorées</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message numerus="yes">
            <source>Delete the statistics of all %n finished games? This cannot be undone.</source>
            <translation>
                <numerusform>Supprimer les statistiques de %n partie terminée ? Cette action est irréversible.</numerusform>
                <numerusform>Supprimer les statistiques des %n parties terminées ? Cette action est irréversible.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games with a human player yet.</source>
            <translation>Aucune partie terminée avec un joueur humain pour l'instant.</translation>
        </message>
        <message numerus="yes">
            <source>wounds in each of the last %n game(s)</source>
            <translation>
                <numerusform>Blessures par partie, sur %n partie</numerusform>
                <numerusform>Blessures par partie, sur les %n dernières parties</numerusform>
            </translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Réinitialiser les statistiques…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Réinitialiser les statistiques</translation>
        </message>
        <message>
            <source>Opponent level</source>
            <translation>Niveau de l'adversaire</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnées</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>Wounds per game (human players)</source>
            <translation>Blessures par partie (joueurs humains)</translation>
        </message>
        <message>
            <source>Cards you claimed most</source>
            <translation>Cartes que vous avez le plus achetées</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Carte</translation>
        </message>
        <message>
            <source>Claimed</source>
            <translation>Achats</translation>
        </message>
        <message>
            <source>Replays…</source>
            <translation>Rediffusions…</translation>
        </message>
        <message numerus="yes">
            <source>%n finished games recorded.</source>
            <translation>
                <numerusform>%n partie terminée enregistrée.</numerusform>
                <numerusform>%n parties terminées enregistrées.</numerusform>
            </translation>
        </message>
        <message>
            <source>No finished games recorded yet.</source>
            <translation>Aucune partie terminée enregistrée pour l'instant.</translation>
        </message>
        <message>
            <source>{percent} %</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>Cannot reset the statistics: {reason} ({file})</source>
            <translation>Impossible de réinitialiser les statistiques : {reason} ({file})</translation>
        </message>
    </context>
    <context>
        <name>TableMarks</name>
        <message>
            <source>a secret card</source>
            <translation>une carte secrète</translation>
        </message>
        <message>
            <source>On the table</source>
            <translation>Sur la table</translation>
        </message>
        <message>
            <source>{player}: +{amount} influence this turn</source>
            <translation>{player} : +{amount} Points d'Influence ce tour-ci</translation>
        </message>
        <message>
            <source>{player}: −{amount} influence this turn</source>
            <translation>{player} : −{amount} Points d'Influence ce tour-ci</translation>
        </message>
        <message numerus="yes">
            <source>{player}: influence doubled %n time(s)</source>
            <translation>
                <numerusform>{player} : Influence doublée %n fois</numerusform>
                <numerusform>{player} : Influence doublée %n fois</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less</source>
            <translation>{player} : achats réduits de {amount}</translation>
        </message>
        <message numerus="yes">
            <source>{player}: may claim from %n enemy private archive(s)</source>
            <translation>
                <numerusform>{player} : peut acheter dans %n Réserve personnelle adverse</numerusform>
                <numerusform>{player} : peut acheter dans %n Réserves personnelles adverses</numerusform>
            </translation>
        </message>
        <message>
            <source>{player}: direct-damage blockers do not absorb card damage</source>
            <translation>{player} : les Créatures comme Vulko n'encaissent pas les dégâts des cartes</translation>
        </message>
        <message>
            <source>{player}: claims cost {amount} less, never below {floor}</source>
            <translation>{player} : achats réduits de {amount}, jamais sous {floor}</translation>
        </message>
        <message>
            <source>Exiled: {cards}</source>
            <translation>Exilées : {cards}</translation>
        </message>
        <message>
            <source>{player} chooses the targets of {card}</source>
            <translation>{player} choisit les cibles de {card}</translation>
        </message>
    </context>
    <context>
        <name>TableScene</name>
        <message>
            <source>hand {hand} · deck {deck} · discard {discard} · influence {influence}</source>
            <translation>main {hand} · deck {deck} · défausse {discard} · influence {influence}</translation>
        </message>
        <message>
            <source>{player}: click or drop here when a player is to be chosen</source>
            <translation>{player} : cliquez ou déposez ici quand un joueur doit être choisi</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <source>{player}  … thinking</source>
            <translation>{player}  … réfléchit</translation>
        </message>
        <message>
            <source>discard pile: {card}</source>
            <translation>défausse : {card}</translation>
        </message>
        <message>
            <source>{player} is not connected ({away}): the game waits for them.</source>
            <translation>{player} n'est pas connecté ({away}) : la partie attend.</translation>
        </message>
        <message>
            <source>Drop to discard for 1 influence</source>
            <translation>Déposer ici pour défausser contre 1 Point d'Influence</translation>
        </message>
        <message>
            <source>Drop to attack this player</source>
            <translation>Déposer ici pour attaquer ce joueur</translation>
        </message>
        <message>
            <source>Drop to block this attacker</source>
            <translation>Déposer ici pour bloquer cet attaquant</translation>
        </message>
        <message>
            <source>not a choice now</source>
            <translation>pas un choix possible maintenant</translation>
        </message>
        <message>
            <source>That is not a place this card can go now.</source>
            <translation>Cette carte ne peut pas aller à cet endroit maintenant.</translation>
        </message>
        <message>
            <source>Chain</source>
            <translation>Enchaînement</translation>
        </message>
        <message>
            <source>Archives</source>
            <translation>Réserves</translation>
        </message>
        <message>
            <source>Influence</source>
            <translation>Influence</translation>
        </message>
        <message>
            <source>attacks</source>
            <translation>attaque</translation>
        </message>
        <message>
            <source>blocks</source>
            <translation>bloque</translation>
        </message>
        <message>
            <source>common</source>
            <translation>commune</translation>
        </message>
        <message>
            <source>secret archive</source>
            <translation>Réserve secrète</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, cost {cost}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, coût {cost}, %n restante</numerusform>
                <numerusform>{card} — {owner}, coût {cost}, %n restantes</numerusform>
            </translation>
        </message>
        <message>
            <source>Drop to add to the chain</source>
            <translation>Déposer ici pour relier à l'Enchaînement</translation>
        </message>
        <message>
            <source>resolving now</source>
            <translation>en cours de résolution</translation>
        </message>
        <message>
            <source>kicker active</source>
            <translation>Pleine Lune déclenchée</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>annulée</translation>
        </message>
        <message>
            <source>twice</source>
            <translation>deux fois</translation>
        </message>
        <message>
            <source>Drop to add to the chain — kicker ACTIVE</source>
            <translation>Déposer ici pour relier à l'Enchaînement — Pleine Lune DÉCLENCHÉE</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>cette carte ne peut pas être reliée à l'Enchaînement maintenant</translation>
        </message>
        <message>
            <source>attacks {player}</source>
            <translation>attaque {player}</translation>
        </message>
        <message>
            <source>blocks {card}</source>
            <translation>bloque {card}</translation>
        </message>
        <message>
            <source>cost {cost} · ×{left}
{owner}</source>
            <translation>coût {cost} · ×{left}
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
            <translation>personnelle ({player})</translation>
        </message>
        <message numerus="yes">
            <source>{card} — {owner}, %n left</source>
            <translation>
                <numerusform>{card} — {owner}, %n restante</numerusform>
                <numerusform>{card} — {owner}, %n restantes</numerusform>
            </translation>
        </message>
        <message>
            <source>Click again or press Enter to {action} — or drag the card.</source>
            <translation>Cliquez à nouveau ou appuyez sur Entrée pour : {action} — ou faites glisser la carte.</translation>
        </message>
        <message>
            <source>Turn {turn} · {player} · {phase} phase</source>
            <translation>Tour {turn} · {player} · phase {phase}</translation>
        </message>
        <message>
            <source>Drag this card onto what it should be used for.</source>
            <translation>Faites glisser cette carte sur l'élément pour lequel elle doit servir.</translation>
        </message>
    </context>
    <context>
        <name>TurnAlert</name>
        <message>
            <source>Nightfall: it's your turn</source>
            <translation>Nightfall : c'est votre tour</translation>
        </message>
        <message>
            <source>Room {code}</source>
            <translation>Salle {code}</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>That is not the move this lesson is about. Read the panel again.</source>
            <translation>Ce n'est pas le coup que cette leçon enseigne. Relisez le panneau.</translation>
        </message>
        <message>
            <source>Tutorial: {hint}</source>
            <translation>Tutoriel : {hint}</translation>
        </message>
        <message>
            <source>Taken back. {instruction}</source>
            <translation>Coup annulé. {instruction}</translation>
        </message>
        <message>
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <source>A lesson's translation could not be used, so the lesson is shown in English: {problem}</source>
            <translation>La traduction d'une leçon est inutilisable ; la leçon est donc affichée en anglais : {problem}</translation>
        </message>
        <message>
            <source>A lesson could not be used and is left out: {problem}</source>
            <translation>Une leçon est inutilisable et a été omise : {problem}</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Restart lesson</source>
            <translation>Recommencer la leçon</translation>
        </message>
        <message>
            <source>Next lesson</source>
            <translation>Leçon suivante</translation>
        </message>
        <message>
            <source>Leave tutorial</source>
            <translation>Quitter le tutoriel</translation>
        </message>
        <message>
            <source>Now: {instruction}</source>
            <translation>Maintenant : {instruction}</translation>
        </message>
        <message>
            <source>Lesson complete. Go on to the next lesson, or leave the tutorial.</source>
            <translation>Leçon terminée. Passez à la leçon suivante, ou quittez le tutoriel.</translation>
        </message>
        <message>
            <source>{reason}. {hint}</source>
            <translation>{reason}. {hint}</translation>
        </message>
        <message>
            <source>Step {step} of {steps}</source>
            <translation>Étape {step} sur {steps}</translation>
        </message>
    </context>
    <context>
        <name>Undo</name>
        <message>
            <source>cannot undo: nothing to undo yet</source>
            <translation>annulation impossible : rien à annuler pour l'instant</translation>
        </message>
        <message>
            <source>cannot undo: a new game started</source>
            <translation>annulation impossible : une nouvelle partie a commencé</translation>
        </message>
        <message>
            <source>cannot undo: something was shuffled or drawn at random</source>
            <translation>annulation impossible : des cartes ont été mélangées ou tirées au hasard</translation>
        </message>
        <message>
            <source>cannot undo: a card was drawn</source>
            <translation>annulation impossible : une carte a été piochée</translation>
        </message>
        <message>
            <source>cannot undo: a deck was reshuffled</source>
            <translation>annulation impossible : un deck a été remélangé</translation>
        </message>
        <message>
            <source>cannot undo: a wound was taken</source>
            <translation>annulation impossible : une Blessure a été reçue</translation>
        </message>
        <message>
            <source>cannot undo: a secret archive was revealed</source>
            <translation>annulation impossible : une Réserve secrète a été révélée</translation>
        </message>
        <message>
            <source>cannot undo: the game is over</source>
            <translation>annulation impossible : la partie est terminée</translation>
        </message>
        <message>
            <source>cannot undo: a draft card was picked</source>
            <translation>annulation impossible : une carte Draft a été choisie</translation>
        </message>
        <message>
            <source>cannot undo: another player decided</source>
            <translation>annulation impossible : un autre joueur a décidé</translation>
        </message>
        <message>
            <source>cannot undo: it was another player's turn to decide</source>
            <translation>annulation impossible : c'était à un autre joueur de décider</translation>
        </message>
        <message>
            <source>cannot undo: new private information</source>
            <translation>annulation impossible : de nouvelles informations privées</translation>
        </message>
        <message>
            <source>cannot undo: {reason}</source>
            <translation>annulation impossible : {reason}</translation>
        </message>
        <message>
            <source>cannot undo: the last choice was another player's</source>
            <translation>annulation impossible : le dernier choix était celui d'un autre joueur</translation>
        </message>
    </context>
    <context>
        <name>Why</name>
        <message>
            <source>it was the only legal move</source>
            <translation>c'était le seul coup permis</translation>
        </message>
        <message>
            <source>the move its search rated best</source>
            <translation>le coup que sa recherche a jugé le meilleur</translation>
        </message>
        <message>
            <source>the card that starts the best sequence of cards it could add</source>
            <translation>la carte qui commence la meilleure suite de cartes qu'il pouvait ajouter</translation>
        </message>
        <message>
            <source>the best card on its own, without a plan for the cards after it</source>
            <translation>la meilleure carte à elle seule, sans plan pour les cartes suivantes</translation>
        </message>
        <message>
            <source>the card's kicker is active here</source>
            <translation>la Pleine Lune de la carte est active ici</translation>
        </message>
        <message>
            <source>a card that brings an order back to hand, in the order that brings back the best one</source>
            <translation>une carte qui reprend une carte Ordre en main, dans l'ordre qui reprend la meilleure</translation>
        </message>
        <message>
            <source>nothing it could add was worth the card</source>
            <translation>rien de ce qu'il pouvait ajouter ne valait la carte</translation>
        </message>
        <message>
            <source>attack the leader (the fewest wounds)</source>
            <translation>attaquer le meneur (le moins de Blessures)</translation>
        </message>
        <message>
            <source>attack the player on its left</source>
            <translation>attaquer le joueur à sa gauche</translation>
        </message>
        <message>
            <source>attack where the fewest blockers wait</source>
            <translation>attaquer là où attendent le moins de bloqueurs</translation>
        </message>
        <message>
            <source>the block saves more wounds than the blocker is worth</source>
            <translation>le blocage évite plus de Blessures que ne vaut le bloqueur</translation>
        </message>
        <message>
            <source>no block was a good trade</source>
            <translation>aucun blocage n'était un bon échange</translation>
        </message>
        <message>
            <source>aim at the leader (the fewest wounds)</source>
            <translation>viser le meneur (le moins de Blessures)</translation>
        </message>
        <message>
            <source>aim at the player on its left</source>
            <translation>viser le joueur à sa gauche</translation>
        </message>
        <message>
            <source>a minion this destroys</source>
            <translation>une Créature que cela détruit</translation>
        </message>
        <message>
            <source>the most valuable target for this card</source>
            <translation>la cible la plus précieuse pour cette carte</translation>
        </message>
        <message>
            <source>the most value for its cost</source>
            <translation>le plus de valeur pour son coût</translation>
        </message>
        <message>
            <source>discard a weak card to afford a card it wants</source>
            <translation>défausser une carte faible pour s'offrir une carte voulue</translation>
        </message>
        <message>
            <source>nothing left was worth claiming</source>
            <translation>plus rien ne valait d'être acquis</translation>
        </message>
        <message>
            <source>draw up first: wounds drawn now are discarded by the wound effect too</source>
            <translation>piocher d'abord : les Blessures piochées maintenant sont aussi défaussées par l'effet de Blessure</translation>
        </message>
        <message>
            <source>the wound effect clears wounds from its hand</source>
            <translation>l'effet de Blessure retire des Blessures de sa main</translation>
        </message>
        <message>
            <source>nothing else to do this turn</source>
            <translation>plus rien à faire ce tour-ci</translation>
        </message>
        <message>
            <source>give up the least valuable card</source>
            <translation>abandonner la carte la moins précieuse</translation>
        </message>
        <message>
            <source>take the most valuable card</source>
            <translation>prendre la carte la plus précieuse</translation>
        </message>
        <message>
            <source>the order its rule prefers</source>
            <translation>l'ordre que sa règle préfère</translation>
        </message>
        <message>
            <source>Easy</source>
            <translation>Facile</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Difficile</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <source>{value} %</source>
            <translation>{value} %</translation>
        </message>
        <message>
            <source>▶ played: {move}</source>
            <translation>▶ joué : {move}</translation>
        </message>
        <message numerus="yes">
            <source>%n playouts.</source>
            <translation>
                <numerusform>%n partie jouée jusqu'au bout.</numerusform>
                <numerusform>%n parties jouées jusqu'au bout.</numerusform>
            </translation>
        </message>
        <message>
            <source>{player} ({level})</source>
            <translation>{player} ({level})</translation>
        </message>
        <message>
            <source>Why? {player} weighed:</source>
            <translation>Pourquoi ? {player} a pesé :</translation>
        </message>
        <message>
            <source>{move}: {win} win chance, {share} of the search</source>
            <translation>{move} : {win} de chances de gagner, {share} de la recherche</translation>
        </message>
        <message>
            <source>Rule: {reason}.</source>
            <translation>Règle : {reason}.</translation>
        </message>
    </context>
    <context>
        <name>WhyNot</name>
        <message>
            <source>hand cards are not used now: choose whom your minions attack</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez qui vos Créatures attaquent</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose blockers among your minions in play</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez des bloqueurs parmi vos Créatures en jeu</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order of the attacks</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez l'ordre des attaques</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which blocker takes the damage first</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez quel bloqueur encaisse les dégâts en premier</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose which of your minions absorbs the damage first</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez laquelle de vos Créatures encaisse les dégâts en premier</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a player</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez un joueur</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a minion in play</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une Créature en jeu</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card in the chain</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une carte de l'Enchaînement</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une Réserve</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose the order in which players are hit</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez l'ordre dans lequel les joueurs sont touchés</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose a card from your discard pile</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une carte de votre défausse</translation>
        </message>
        <message>
            <source>hand cards are not used now: choose an archive to claim from for free</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une Réserve dans laquelle prendre une carte gratuitement</translation>
        </message>
        <message>
            <source>hand cards are not used now: use the wound effect, draw up or end the turn</source>
            <translation>les cartes de la main ne servent pas maintenant : utilisez l'effet Blessure, piochez ou terminez le tour</translation>
        </message>
        <message>
            <source>hand cards are not used now: pick a draft card</source>
            <translation>les cartes de la main ne servent pas maintenant : choisissez une carte Draft</translation>
        </message>
        <message>
            <source>wounds can never be played: only actions and minions can</source>
            <translation>les Blessures ne peuvent jamais être jouées : seules les Actions et les Créatures le peuvent</translation>
        </message>
        <message>
            <source>you can add cards only when it is your opportunity in the chain phase</source>
            <translation>vous ne pouvez relier des cartes que lorsque vient votre occasion pendant la phase Enchaînement</translation>
        </message>
        <message>
            <source>you can claim only in your own claim phase</source>
            <translation>vous ne pouvez acheter que pendant votre propre phase Achat</translation>
        </message>
        <message>
            <source>this archive is empty</source>
            <translation>cette Réserve est vide</translation>
        </message>
        <message>
            <source>this is another player's private archive</source>
            <translation>c'est la Réserve personnelle d'un autre joueur</translation>
        </message>
        <message>
            <source>this card cannot be chosen for this effect</source>
            <translation>cette carte ne peut pas être choisie pour cet effet</translation>
        </message>
        <message>
            <source>hand cards are not played in the cleanup: draw up or end your turn</source>
            <translation>les cartes de la main ne se jouent pas pendant la phase Fin de Tour : piochez ou terminez votre tour</translation>
        </message>
        <message>
            <source>this archive cannot be chosen for this effect</source>
            <translation>cette Réserve ne peut pas être choisie pour cet effet</translation>
        </message>
        <message>
            <source>this card cannot be added to the chain now</source>
            <translation>cette carte ne peut pas être reliée à l'Enchaînement maintenant</translation>
        </message>
        <message>
            <source>only cards in your hand can be discarded for influence</source>
            <translation>seules les cartes de votre main peuvent être défaussées pour de l'Influence</translation>
        </message>
        <message>
            <source>wounds cannot be chosen: the effect exiles an action or a minion</source>
            <translation>les Blessures ne peuvent pas être choisies : l'effet exile une Action ou une Créature</translation>
        </message>
        <message>
            <source>use the wound effect button: it discards all wounds in your hand at once</source>
            <translation>utilisez le bouton de l'effet Blessure : il défausse d'un coup toutes les Blessures de votre main</translation>
        </message>
        <message>
            <source>hand cards are not used now: {prompt}</source>
            <translation>les cartes de la main ne servent pas maintenant : {prompt}</translation>
        </message>
        <message>
            <source>This attack is already in the order: it resolves as number {position}. Choose among the outlined attackers.</source>
            <translation>Cette attaque est déjà ordonnée : elle sera résolue en position {position}. Choisissez parmi les attaquants encadrés.</translation>
        </message>
        <message>
            <source>needs a {colours} card after {card}</source>
            <translation>il faut une carte {colours} après {card}</translation>
        </message>
        <message numerus="yes">
            <source>costs %n influence; you have {left}</source>
            <translation>
                <numerusform>coûte %n Point d'Influence ; vous en avez {left}</numerusform>
                <numerusform>coûte %n Points d'Influence ; vous en avez {left}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WindowPersistence</name>
        <message>
            <source>All files ({patterns})</source>
            <translation>Tous les fichiers ({patterns})</translation>
        </message>
        <message>
            <source>Cannot open the game</source>
            <translation>Impossible d'ouvrir la partie</translation>
        </message>
        <message>
            <source>Cannot save the game</source>
            <translation>Impossible d'enregistrer la partie</translation>
        </message>
        <message>
            <source>A game is in progress. Start a new one? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Une partie est en cours. En commencer une nouvelle ? La partie actuelle sera remplacée (utilisez d'abord Enregistrer la partie sous… pour la conserver).</translation>
        </message>
        <message>
            <source>A game is in progress. Open the saved game instead? The current game will be replaced (use Save Game As… first to keep it).</source>
            <translation>Une partie est en cours. Ouvrir la partie enregistrée à la place ? La partie actuelle sera remplacée (utilisez d'abord Enregistrer la partie sous… pour la conserver).</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Nightfall Qt games ({patterns})</source>
            <translation>Parties Nightfall Qt ({patterns})</translation>
        </message>
        <message>
            <source>{problem}

File: {file}

Nothing was changed: your current game and the autosaves are as they were.</source>
            <translation>{problem}

Fichier : {file}

Rien n'a été modifié : votre partie actuelle et les sauvegardes automatiques sont restées telles quelles.</translation>
        </message>
        <message>
            <source>{problem}

File: {file}</source>
            <translation>{problem}

Fichier : {file}</translation>
        </message>
        <message>
            <source>&amp;Open Game…</source>
            <translation>&amp;Ouvrir une partie…</translation>
        </message>
        <message>
            <source>&amp;Save Game As…</source>
            <translation>&amp;Enregistrer la partie sous…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Parties &amp;récentes</translation>
        </message>
        <message>
            <source>Se&amp;ttings…</source>
            <translation>&amp;Paramètres…</translation>
        </message>
        <message>
            <source>Stat&amp;istics…</source>
            <translation>&amp;Statistiques…</translation>
        </message>
        <message>
            <source>Open Re&amp;play…</source>
            <translation>Ouvrir une re&amp;diffusion…</translation>
        </message>
        <message>
            <source>Clear recent games</source>
            <translation>Effacer les parties récentes</translation>
        </message>
        <message>
            <source>Open game</source>
            <translation>Ouvrir une partie</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>There is no game to save.</source>
            <translation>Il n'y a aucune partie à enregistrer.</translation>
        </message>
        <message>
            <source>Save game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <source>Saved {file}</source>
            <translation>{file} enregistré</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Sauvegarde automatique endommagée</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(aucune)</translation>
        </message>
    </context>
    <context>
        <name>WindowSound</name>
        <message>
            <source>&amp;Sound</source>
            <translation>S&amp;on</translation>
        </message>
        <message>
            <source>Sound on</source>
            <translation>Son activé</translation>
        </message>
        <message>
            <source>Sound off (M turns it on)</source>
            <translation>Son coupé (M le rétablit)</translation>
        </message>
    </context>
    <context>
        <name>WoundPile</name>
        <message>
            <source>Wound pile: many face-up wounds remain</source>
            <translation>Blessures face visible : encore beaucoup</translation>
        </message>
        <message>
            <source>Few face-up wounds left — the game ends when they run out</source>
            <translation>Il reste peu de blessures face visible — la partie s'arrête quand il n'y en a plus</translation>
        </message>
        <message>
            <source>No face-up wounds left — the game ends at the end of this phase</source>
            <translation>Plus de blessures face visible — la partie s'arrête à la fin de cette phase</translation>
        </message>
        <message>
            <source>The game ends when the face-up wounds run out.</source>
            <translation>La partie s'arrête quand il n'y a plus de blessures face visible.</translation>
        </message>
    </context>
</TS>
