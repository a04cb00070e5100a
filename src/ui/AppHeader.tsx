import { DICE_SPEEDS, QUALITY_SETTINGS, useSettings, type DiceSpeed, type QualitySetting } from "../store/settings-store";
import { hrefOf } from "./routes";
import { OfflineNote } from "./AppNotices";

export function AppHeader({ title }: { title?: string }) {
  return (
    <header className="app-header">
      <a className="brand" href={hrefOf("/")} aria-label="Dice Table — all games">
        <BrandMark />
        <span className="brand__name">Dice Table</span>
      </a>
      {title && (
        <>
          <span className="app-header__sep" aria-hidden="true">
            /
          </span>
          <h1 className="app-header__title">{title}</h1>
        </>
      )}
      <span className="app-header__spacer" />
      <OfflineNote />
      <SpeedPicker />
      <QualityPicker />
      <MuteToggle />
    </header>
  );
}

const QUALITY_WORDS: Record<QualitySetting, string> = {
  auto: "Auto",
  high: "High",
  low: "Low",
};

const SPEED_WORDS: Record<DiceSpeed, string> = {
  natural: "1×",
  fast: "2×",
  fastest: "4×",
};

/** One saved setting as a labelled menu in the header (the label is hidden on a narrow phone). */
function SettingSelect<T extends string>(props: {
  label: string;
  name: string;
  title: string;
  testId: string;
  value: T;
  choices: readonly T[];
  words: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="quality-picker" title={props.title}>
      <span className="quality-picker__label">{props.label}</span>
      <select className="quality-picker__select" aria-label={props.name} value={props.value} data-testid={props.testId} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.choices.map((c) => (
          <option key={c} value={c}>
            {props.words[c]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How the table is drawn: auto adapts to slow frames; low draws no shadows at a lower resolution. */
export function QualityPicker() {
  const quality = useSettings((s) => s.quality);
  const setQuality = useSettings((s) => s.setQuality);
  return (
    <SettingSelect
      label="Graphics"
      name="Graphics quality"
      title="Graphics quality: Auto adapts to your device; Low is lighter on weak graphics chips"
      testId="quality-setting"
      value={quality}
      choices={QUALITY_SETTINGS}
      words={QUALITY_WORDS}
      onChange={setQuality}
    />
  );
}

/** How fast rolling dice are shown: the same physics and the same landings at every speed. */
export function SpeedPicker() {
  const speed = useSettings((s) => s.speed);
  const setSpeed = useSettings((s) => s.setSpeed);
  return (
    <SettingSelect
      label="Speed"
      name="Dice speed"
      title="Dice speed: 1× is natural; 2× and 4× show rolling dice faster. The dice land exactly the same way at every speed."
      testId="speed-setting"
      value={speed}
      choices={DICE_SPEEDS}
      words={SPEED_WORDS}
      onChange={setSpeed}
    />
  );
}

export function MuteToggle() {
  const muted = useSettings((s) => s.muted);
  const toggle = useSettings((s) => s.toggleMuted);
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={muted}
      aria-label={muted ? "Dice sounds off (turn on)" : "Dice sounds on (turn off)"}
      title={muted ? "Sound is off" : "Sound is on"}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M16 8.5a4.5 4.5 0 0 1 0 7M18.5 6a8 8 0 0 1 0 12"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
          />
        )}
      </svg>
    </button>
  );
}

/** Two overlapping dice, drawn for this app. */
function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect x="3" y="9" width="16" height="16" rx="3" fill="#f2e9d8" transform="rotate(-12 11 17)" />
      <circle cx="8.5" cy="15" r="1.6" fill="#2a1c12" />
      <circle cx="13.5" cy="20" r="1.6" fill="#2a1c12" />
      <rect x="14" y="5" width="15" height="15" rx="3" fill="#c8553d" transform="rotate(10 21 12)" />
      <circle cx="21.5" cy="12.5" r="1.6" fill="#f2e9d8" />
    </svg>
  );
}
