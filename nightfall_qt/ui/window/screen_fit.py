"""Windows and dialogs that fit the screen: nothing opens taller or wider than the screen's available area (a
1280×720 laptop with a task bar included), and the main window opens maximised when the screen is small."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

PREFERRED = QSize(1280, 720)
# Room a window manager's title bar and frame take around a window.
FRAME_ROOM = QSize(16, 40)


def available_area(widget: QWidget | None = None) -> QRect:
    """The available geometry (without task bars) of the screen `widget` is on, else of the primary screen."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, PREFERRED.width(), PREFERRED.height())


def is_small_screen(area: QRect) -> bool:
    """Too small to hold the preferred window with its frame: the window then opens maximised."""
    return area.width() < PREFERRED.width() + FRAME_ROOM.width() or area.height() < (
        PREFERRED.height() + FRAME_ROOM.height())


def fitted_size(wanted: QSize, area: QRect) -> QSize:
    """`wanted`, shrunk to fit inside `area` with room for a window frame."""
    return QSize(min(wanted.width(), max(320, area.width() - FRAME_ROOM.width())),
                 min(wanted.height(), max(240, area.height() - FRAME_ROOM.height())))


def fit_to_screen(widget: QWidget, wanted: QSize | None = None) -> None:
    """Resize `widget` to `wanted` (default: its current size) but no larger than its screen's available area,
    and move it inside that area."""
    area = available_area(widget)
    size = fitted_size(wanted if wanted is not None else widget.size(), area)
    widget.resize(size)
    geo = widget.frameGeometry() if widget.isVisible() else QRect(widget.pos(), size)
    x = min(max(area.left(), geo.left()), area.right() - size.width())
    y = min(max(area.top(), geo.top()), area.bottom() - size.height())
    widget.move(max(area.left(), x), max(area.top(), y))


def fits(widget: QWidget, area: QRect | None = None) -> bool:
    """Whether `widget`'s frame lies inside the available area (for tests and the layout report)."""
    area = area if area is not None else available_area(widget)
    return area.contains(widget.frameGeometry())


def show_fitted(window: QWidget, restored: bool = False) -> None:
    """Show the main window so that it fits its screen: maximised on a small screen (unless a restored geometry
    says otherwise and fits), else at the preferred size, never larger than the available area."""
    area = available_area(window)
    if window.isMaximized() or window.isFullScreen():
        window.show()
        return
    if not restored and is_small_screen(area):
        window.showMaximized()
        return
    fit_to_screen(window, window.size() if restored else PREFERRED)
    window.show()


class DialogFitter(QObject):
    """Application-wide: every dialog or secondary window, when shown, is clamped to its screen's available
    area (the main window places itself: `show_fitted`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget) and watched.isWindow():
            kind = watched.windowType()
            if kind in (Qt.WindowType.Dialog, Qt.WindowType.Window, Qt.WindowType.Sheet) and not isinstance(
                    watched, QMainWindow):
                area = available_area(watched)
                if not area.contains(watched.frameGeometry()):
                    fit_to_screen(watched)
        return False


def install_dialog_fitter() -> None:
    """Install one `DialogFitter` on the application (idempotent)."""
    app = QApplication.instance()
    if app is None or app.property("nightfall_dialog_fitter"):
        return
    fitter = DialogFitter(app)
    app.installEventFilter(fitter)
    app.setProperty("nightfall_dialog_fitter", True)
