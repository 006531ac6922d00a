"""The app's language: Qt's translation catalogue (resources/translations/*.qm) and the card-text language.

Source strings are English. Code outside QObject methods calls `translate(context, text)` (the same
signature as QCoreApplication.translate, so scripts/translations.py and Qt's tools find it); tables of
labels defined at import time mark their strings with `QT_TRANSLATE_NOOP(context, text)` and translate them where shown.

Placeholders are Python format fields (`{player}`), filled *after* translation with `.format(...)`, so a
translator can move them; counts use Qt's `%n` with `n=`, which picks the plural form of the language
(Polish has three). `scripts/translations.py` updates the .ts files and compiles them; see docs/TRANSLATING.md.

The language is chosen once at start-up (the setting, else the system locale) — changing it in Settings
applies after a restart.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from nightfall_qt.app.storage.settings import LANGUAGES, SOURCE_LANGUAGE, SYSTEM
from nightfall_qt.assets import resource

CATALOGUE = "nightfall_qt"  # resources/translations/nightfall_qt_<lang>.qm

__all__ = [
    "LANGUAGES", "QT_TRANSLATE_NOOP", "SYSTEM", "current_language", "install_language", "reset_language", "translate",
]  # fmt: skip

_current = SOURCE_LANGUAGE
_installed: list[QTranslator] = []


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark `text` for the catalogue under `context` and return it unchanged (it is translated where shown).

    Ours rather than Qt's: the same name and arguments (scripts/translations.py finds it by name), but typed as
    returning its text, where Qt's stub says `object`."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate; `%n` in `text` becomes `n` in the plural form of the current language."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def sentence(text: str) -> str:
    """`text` as a sentence on its own: its first letter upper case. Reasons ("this card cannot be added…") are
    written to fit inside another sentence ("{reason}. {hint}"); shown alone in the status bar they start one."""
    return text[:1].upper() + text[1:]


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's UI languages that we ship, else English."""
    loc = locale or QLocale.system()
    for name in [*loc.uiLanguages(), loc.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def resolve_language(setting: str) -> str:
    """The language a setting stands for: one of LANGUAGES (SYSTEM and unknown values follow the system)."""
    return setting if setting in LANGUAGES else system_language()


def current_language() -> str:
    """The language installed by `install_language` (card names and texts follow it too)."""
    return _current


def catalogue_path(language: str) -> str:
    return str(resource("translations", f"{CATALOGUE}_{language}.qm"))


def reset_language() -> None:
    """Remove every installed catalogue: the code's English source strings show (tests start from here)."""
    global _current
    app = QCoreApplication.instance()
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    _current = SOURCE_LANGUAGE


def install_language(language: str) -> str:
    """Install our catalogue and Qt's own (standard buttons, file dialogs) for `language`; returns it.

    English installs only our plural forms. A missing catalogue leaves the English source text in place
    (and is caught by the tests, not by the player)."""
    global _current
    reset_language()
    app = QCoreApplication.instance()
    language = language if language in LANGUAGES else SOURCE_LANGUAGE
    _current = language
    if app is None:
        return language
    ours = QTranslator(app)
    if ours.load(catalogue_path(language)):
        app.installTranslator(ours)
        _installed.append(ours)
    if language != SOURCE_LANGUAGE:
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
    QLocale.setDefault(QLocale(language))
    return language
