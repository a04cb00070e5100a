// Where a screen's own inputs go. Without a transport a session applies them at once (the local
// transport: hot-seat, computers, practice); online, a room's transport checks them as the room
// would and sends them away, and each comes back as a log entry through the session's one way in
// for entries, `feed`. A person here, a computer and a remote player differ only in their seat's
// driver and this.
import type { Seat } from "../../games/definition";
import type { SessionInput } from "../record/log";

export interface InputTransport {
  /** Carries this screen's input for `seat` away: null when sent, else why it is refused here (nothing is sent). */
  send(seat: Seat, input: SessionInput): string | null;
}
