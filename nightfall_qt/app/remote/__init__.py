"""An online game read by the app: the controller that follows a server, who is connected, the connection as the
status line says it, and the seats kept to resume.
"""
