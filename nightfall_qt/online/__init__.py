"""Online play: a server-authoritative WebSocket server, its protocol and a headless client. No Qt here.

- `protocol`: the versioned JSON messages, their schema and limits (one place both sides read).
- `visibility`: the one call that turns engine events into what one seat may see.
- `store`: SQLite persistence (WAL) of rooms, seats and every decision.
- `room`: one game on the server: seats, tokens, applying choices, bots and the turn timer.
- `server`: the asyncio + `websockets` server holding many rooms; `cli` its console script.
- `client`: a headless asyncio client (tests, benchmarks, and later the app's Join dialog).
- `wire`: turns an observation received over the wire back into the engine's `Observation`.
"""
