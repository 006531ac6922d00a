"""Contrast (WCAG 2): the ratio of two colours' relative luminances, how a translucent overlay changes a colour,
and an accent colour readable on a given background. Used where the table dims cards and where panels colour
their text, and by the tests that hold them to WCAG AA (4.5:1)."""

from __future__ import annotations

from PySide6.QtGui import QColor

AA = 4.5  # WCAG AA for body text
ACCENT_ON_DARK, ACCENT_ON_LIGHT = QColor("#f2c14e"), QColor("#7a4f00")  # the tutorial's explanation colour


def luminance(colour: QColor) -> float:
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def over(base: QColor, overlay: QColor) -> QColor:
    """`overlay` (with its alpha) painted over the opaque `base`."""
    a = overlay.alphaF()
    return QColor.fromRgbF(base.redF() * (1 - a) + overlay.redF() * a, base.greenF() * (1 - a) + overlay.greenF() * a,
                           base.blueF() * (1 - a) + overlay.blueF() * a)


def accent_for(background: QColor) -> QColor:
    """The explanation accent that stays readable (≥ 4.5:1) on `background`: amber on dark, brown on light."""
    dark = contrast_ratio(ACCENT_ON_DARK, background)
    light = contrast_ratio(ACCENT_ON_LIGHT, background)
    return ACCENT_ON_DARK if dark >= light else ACCENT_ON_LIGHT
