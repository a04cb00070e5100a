// Player settings that outlive a page load. A missing, corrupt or foreign saved value falls
// back to the default for that field alone, so one bad field never resets the rest.
import * as v from "valibot";
import { create } from "zustand";

/** How the 3D table is drawn: "auto" starts from what the device can do and adapts on slow frames. */
export type QualitySetting = "auto" | "high" | "low";
export const QUALITY_SETTINGS: readonly QualitySetting[] = ["auto", "high", "low"];

/**
 * How fast thrown dice are shown: the physics takes the same steps and the dice land the same
 * way at every speed; only how many steps are drawn a second changes.
 */
export type DiceSpeed = "natural" | "fast" | "fastest";
export const DICE_SPEEDS: readonly DiceSpeed[] = ["natural", "fast", "fastest"];
/** Seconds of the dice's own time played in one second of the player's. */
export const SPEED_FACTOR: Record<DiceSpeed, number> = { natural: 1, fast: 2, fastest: 4 };

export interface Settings {
  readonly muted: boolean;
  /** 0–1, the loudness of dice sounds. */
  readonly volume: number;
  readonly quality: QualitySetting;
  readonly speed: DiceSpeed;
}

export const DEFAULT_SETTINGS: Settings = { muted: false, volume: 0.8, quality: "auto", speed: "natural" };
export const SETTINGS_KEY = "dice-table.settings.v1";

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Each field on its own: a bad one is replaced by its default, the others kept. */
const FIELDS = {
  muted: v.fallback(v.boolean(), DEFAULT_SETTINGS.muted),
  volume: v.fallback(v.pipe(v.number(), v.finite(), v.transform(clamp01)), DEFAULT_SETTINGS.volume),
  quality: v.fallback(v.picklist(QUALITY_SETTINGS), DEFAULT_SETTINGS.quality),
  speed: v.fallback(v.picklist(DICE_SPEEDS), DEFAULT_SETTINGS.speed),
};
const SettingsSchema = v.fallback(
  v.object({
    muted: v.optional(FIELDS.muted, DEFAULT_SETTINGS.muted),
    volume: v.optional(FIELDS.volume, DEFAULT_SETTINGS.volume),
    quality: v.optional(FIELDS.quality, DEFAULT_SETTINGS.quality),
    speed: v.optional(FIELDS.speed, DEFAULT_SETTINGS.speed),
  }),
  DEFAULT_SETTINGS,
);

export function parseSettings(raw: string | null): Settings {
  if (raw === null) return DEFAULT_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  return v.parse(SettingsSchema, data);
}

/** Storage may be missing or refuse (private mode, quota): settings then live for the session. */
interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function load(): Settings {
  try {
    return parseSettings(storage()?.getItem(SETTINGS_KEY) ?? null);
  } catch {
    return DEFAULT_SETTINGS;
  }
}

function save(s: Settings) {
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(s));
  } catch {
    // Saving is a convenience; the setting still applies now.
  }
}

interface SettingsStore extends Settings {
  setMuted(muted: boolean): void;
  toggleMuted(): void;
  setVolume(volume: number): void;
  setQuality(quality: QualitySetting): void;
  setSpeed(speed: DiceSpeed): void;
}

export const useSettings = create<SettingsStore>((set, get) => {
  const update = (patch: Partial<Settings>) => {
    set(patch);
    const { muted, volume, quality, speed } = get();
    save({ muted, volume, quality, speed });
  };
  return {
    ...load(),
    setMuted: (muted) => update({ muted }),
    toggleMuted: () => update({ muted: !get().muted }),
    setVolume: (volume) => update({ volume: clamp01(volume) }),
    setQuality: (quality) => update({ quality: v.parse(FIELDS.quality, quality) }),
    setSpeed: (speed) => update({ speed: v.parse(FIELDS.speed, speed) }),
  };
});
