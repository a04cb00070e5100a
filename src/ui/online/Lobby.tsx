// The online table before its game: the link to share, the seats (who sits, who is
// connected), a name and a colour to sit with, and the host's Start.
import { useRef, useState, type ReactNode } from "react";
import type { LobbyView } from "../../net/protocol";
import { SEAT_COLOURS } from "../game-kit";
import type { AnyTable } from "./boards";
import { Choice } from "./Choice";

/** The table's link, with a button that copies it (or, where the page may not write the clipboard, selects it). */
export function ShareLink({ link }: { link: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async (input: HTMLInputElement | null) => {
    try {
      await navigator.clipboard.writeText(link);
      setSaid("Copied.");
    } catch {
      input?.select();
      setSaid("Selected: copy it with Ctrl+C (⌘C on a Mac).");
    }
  };
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className="online__share">
      <label className="setup__option">
        Share this link
        <input
          ref={field}
          className="online__link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          aria-label="Link to this table"
          data-testid="online-link"
        />
      </label>
      <button type="button" className="button" onClick={() => void copy(field.current)}>
        Copy link
      </button>
      <span className="online__said" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

export function Lobby({ table, lobby, mySeat, host }: { table: AnyTable; lobby: LobbyView; mySeat: number | null; host: boolean }) {
  const [name, setName] = useState("");
  const taken = new Set(lobby.seats.filter((s, i) => s.kind === "person" && i !== mySeat).map((s) => s.colour));
  const free = SEAT_COLOURS.filter((c) => !taken.has(c.body));
  const [wanted, setColour] = useState(free[0]?.body ?? SEAT_COLOURS[0].body);
  // A colour someone else has just sat with is no longer offered: the first free one is meant then.
  const colour = free.some((c) => c.body === wanted) ? wanted : (free[0]?.body ?? wanted);
  const nameless = name.trim() === "";
  const rows: ReactNode[] = lobby.seats.map((s, i) => (
    <li key={i} className="online__seat" data-testid="online-seat" data-kind={s.kind} data-connected={String(s.connected)}>
      <span className="swatch" style={{ background: s.colour }} aria-hidden="true" />
      <span className="online__seat-name">{s.kind === "person" ? s.name : `Seat ${i + 1}: open (a computer plays it)`}</span>
      {s.kind === "person" && <span className="online__seat-state">{s.standIn ? "away: the computer plays" : s.connected ? "connected" : "away"}</span>}
      {i === lobby.hostSeat && <span className="online__seat-state">host</span>}
      {s.kind === "open" && (
        <button
          type="button"
          className="button"
          disabled={nameless}
          aria-describedby={nameless ? "online-sit-why" : undefined}
          title={nameless ? "Type your name first" : undefined}
          onClick={() => table.sit(i, name, colour)}
          data-testid={`sit-${i}`}
        >
          Sit here
        </button>
      )}
    </li>
  ));
  const canSit = mySeat !== null || lobby.seats.some((s) => s.kind === "open");
  return (
    <>
      {!canSit && <p data-testid="online-watching">Every seat is taken: you are watching this table.</p>}
      {canSit && (
        <>
          <label className="setup__option">
            Your name
            <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} aria-label="Your name" data-testid="online-name" />
          </label>
          <Choice label="Colour" value={colour} options={free.map((c) => ({ value: c.body, label: c.name }))} onChange={setColour} />
          {nameless && mySeat === null && (
            <p className="setup__hint" id="online-sit-why" data-testid="online-sit-why">
              Type your name to sit at an open seat.
            </p>
          )}
        </>
      )}
      <ul className="online__seats" aria-label="Seats">
        {rows}
      </ul>
      {lobby.spectators > 0 && <p>{lobby.spectators} watching.</p>}
      {mySeat !== null && (
        <button type="button" className="button" onClick={() => table.stand()}>
          Leave my seat
        </button>
      )}
      {host ? (
        <button type="button" className="button button--primary button--large" onClick={() => table.start()} data-testid="online-start">
          Start the game
        </button>
      ) : (
        <p>The host starts the game.</p>
      )}
    </>
  );
}
