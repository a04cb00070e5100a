// window.__replayLab: a game's log replayed headlessly in the page (the same runtime and physics
// the table drives, without drawing), for the other browsers' suite to check that this browser's
// engine lands every throw of every game exactly as Node recorded it, and works out the trainer's
// flick quality as Node does, and takes in a save another browser's app stored. Loaded lazily by main.tsx.
import { CATALOG } from "../../catalog";
import { replayKit } from "../../runtime/headless";
import { poseChecksum, type SessionLog } from "../../runtime/record/log";
import { drillById } from "../../games/rykestra/practice/drills";
import type { Flick } from "../../geometry/types";
import { flickQuality, type FlickQuality } from "../../training/flick-quality";
import { readSave } from "../../runtime/record/save-file";
import { SAVED_GAMES } from "../../catalog";
import { saveStore } from "../game-kit/saves";

export interface ReplayLabReport {
  /** Every entry and the final state came out as logged. */
  readonly identical: boolean;
  readonly mismatches: readonly string[];
  /** The poses after the last entry (poseChecksum), null when the log was refused. */
  readonly poses: string | null;
}

export interface ReplayLab {
  replay(log: SessionLog, seats: number): ReplayLabReport;
  /** The trainer's quality of an attempt at the drill `drillId` made of `flicks`, worked out in this page's engine. */
  quality(drillId: string, flicks: readonly Flick[]): FlickQuality;
  /**
   * A save as another browser's app stored it (its packed text), read and written into this
   * browser's store by the app's own code, through the page's one connection to the database:
   * "done", or why not.
   */
  putSave(stored: string): Promise<string>;
}

declare global {
  interface Window {
    __replayLab?: ReplayLab;
  }
}

window.__replayLab = {
  replay: (log, seats) => {
    const kit = CATALOG.find((k) => k.id === log.game);
    if (!kit) return { identical: false, mismatches: [`no game ${log.game}`], poses: null };
    const r = replayKit(kit, log, seats);
    const poses = r.session ? poseChecksum(r.session.table.snapshot()) : null;
    r.session?.dispose();
    return { identical: r.identical, mismatches: r.mismatches.slice(0, 3), poses };
  },
  quality: (drillId, flicks) => {
    const drill = drillById(drillId);
    if (!drill) throw new Error(`no drill ${drillId}`);
    return flickQuality(drill, flicks);
  },
  putSave: async (stored) => {
    const read = readSave(stored, SAVED_GAMES);
    if (!read.ok) return `unreadable: ${read.reason}`;
    const written = await saveStore().write(read.save);
    return written.ok ? "done" : written.reason;
  },
};
export {};
