// Rykestra's first minute: the first time a newcomer meets the round's sector throw, a card over
// the table says in words and a small drawing what the sector dice decide. "Got it" (or Skip)
// puts it away for good in this browser.
import { useState } from "react";
import type { Board } from "../../games/rykestra/options";

const SEEN_KEY = "dice-table.rykestra-sector-intro.v1";

function seen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === "seen";
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(SEEN_KEY, "seen");
  } catch {
    // Storage refused (private mode): the card simply shows again next time.
  }
}

/** The card, while `due` (the sector dice wait to be thrown) and until put away once. */
export function SectorIntro({ board, due }: { board: Board; due: boolean }) {
  const [open, setOpen] = useState(() => !seen());
  if (!open || !due) return null;
  const close = () => {
    remember();
    setOpen(false);
  };
  return (
    <section className="ryk-intro" role="region" aria-labelledby="ryk-intro-title" data-testid="sector-intro">
      <h2 id="ryk-intro-title">Each round starts with the sector dice</h2>
      {board === "standard" ? <StandardPicture /> : <CorellianPicture />}
      {board === "standard" ? (
        <p>
          They are thrown in the small tray, away from the mat. The <strong>cube’s colour</strong> picks the two bonus sectors (red or
          blue); the <strong>Kinzo die’s number</strong> (1–3) is the bonus added to every capture made in them.
        </p>
      ) : (
        <p>
          They are thrown in the small tray, away from the mat. The <strong>Hazard die’s number</strong> names the one bonus sector (+2
          to its captures); a <strong>void</strong> means no bonus sector, and every capture this round scores 1 less.
        </p>
      )}
      <div className="ryk-intro__actions">
        <button type="button" className="button button--primary" onClick={close} data-testid="sector-intro-ok">
          Got it
        </button>
        <button type="button" className="button" onClick={close}>
          Skip
        </button>
      </div>
    </section>
  );
}

const RED = "#b8412f";
const BLUE = "#2f5f9e";

/** A chance cube, a Kinzo die showing 2, and the mat with its two red sectors lit and +2 on them. */
function StandardPicture() {
  return (
    <svg className="ryk-intro__art" viewBox="0 0 300 96" role="img" aria-label="A red and blue cube, a Kinzo die showing 2, and the mat with its two red sectors marked +2">
      <g transform="translate(18 18)">
        <path d="M30 0 L60 14 L30 28 L0 14 Z" fill={RED} stroke="#140e0a" strokeWidth="1.5" />
        <path d="M0 14 L30 28 L30 62 L0 48 Z" fill={BLUE} stroke="#140e0a" strokeWidth="1.5" />
        <path d="M60 14 L30 28 L30 62 L60 48 Z" fill="#8f3324" stroke="#140e0a" strokeWidth="1.5" />
        <text x="30" y="76" className="ryk-intro__caption">colour</text>
      </g>
      <text x="92" y="52" className="ryk-intro__plus">+</text>
      <g transform="translate(110 22)">
        <rect width="48" height="48" rx="9" fill="#efe6d2" stroke="#140e0a" strokeWidth="1.5" />
        <text x="24" y="34" textAnchor="middle" className="ryk-intro__numeral">2</text>
        <text x="24" y="72" className="ryk-intro__caption">bonus</text>
      </g>
      <text x="176" y="52" className="ryk-intro__plus">→</text>
      <g transform="translate(204 8)">
        <rect width="40" height="40" fill={RED} />
        <rect x="40" width="40" height="40" fill={BLUE} opacity="0.55" />
        <rect y="40" width="40" height="40" fill={BLUE} opacity="0.55" />
        <rect x="40" y="40" width="40" height="40" fill={RED} />
        <rect width="80" height="80" fill="none" stroke="#efe6d2" strokeWidth="1.5" />
        <text x="20" y="26" textAnchor="middle" className="ryk-intro__bonus">+2</text>
        <text x="60" y="66" textAnchor="middle" className="ryk-intro__bonus">+2</text>
      </g>
    </svg>
  );
}

/** A Hazard die showing 4, and the Corellian mat with the Compass (4) sector marked +2. */
function CorellianPicture() {
  return (
    <svg className="ryk-intro__art" viewBox="0 0 220 96" role="img" aria-label="A Hazard die showing 4, and the mat with its sector 4 marked +2">
      <g transform="translate(24 22)">
        <rect width="48" height="48" rx="9" fill="#efe6d2" stroke="#140e0a" strokeWidth="1.5" />
        <text x="24" y="34" textAnchor="middle" className="ryk-intro__numeral">4</text>
        <text x="24" y="72" className="ryk-intro__caption">sector</text>
      </g>
      <text x="92" y="52" className="ryk-intro__plus">→</text>
      <g transform="translate(120 8)" fontSize="13">
        <rect width="80" height="80" fill="#3b5e47" stroke="#efe6d2" strokeWidth="1.5" />
        <path d="M40 0 V80 M0 40 H80" stroke="#efe6d2" strokeWidth="1" />
        <text x="20" y="26" textAnchor="middle" fill="#efe6d2">2</text>
        <text x="60" y="26" textAnchor="middle" fill="#efe6d2">3</text>
        <rect y="40" width="40" height="40" fill="#d9a441" opacity="0.8" />
        <text x="20" y="66" textAnchor="middle" className="ryk-intro__bonus">+2</text>
        <text x="60" y="66" textAnchor="middle" fill="#efe6d2">5</text>
      </g>
    </svg>
  );
}
