// Player settings that outlive a page load. A missing, corrupt or foreign saved value falls
// back to the default for that field alone, so one bad field never resets the rest.
import * as v from "valibot";
import { create } from "zustand";

/** How the 3D table is drawn: "auto" starts from what the device can do and adapts on slow frames. */
export type QualitySetting = "auto" | "high" | "low";
export const QUALITY_SETTINGS: readonly QualitySetting[] = ["auto", "high", "low"];

export interface Settings {
  readonly muted: boolean;
  /** 0–1, the loudness of dice sounds. */
  readonly volume: number;
  readonly quality: QualitySetting;
}

export const DEFAULT_SETTINGS: Settings = { muted: false, volume: 0.8, quality: "auto" };
export const SETTINGS_KEY = "dice-table.settings.v1";

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Each field on its own: a bad one is replaced by its default, the others kept. */
const FIELDS = {
  muted: v.fallback(v.boolean(), DEFAULT_SETTINGS.muted),
  volume: v.fallback(v.pipe(v.number(), v.finite(), v.transform(clamp01)), DEFAULT_SETTINGS.volume),
  quality: v.fallback(v.picklist(QUALITY_SETTINGS), DEFAULT_SETTINGS.quality),
};
const SettingsSchema = v.fallback(
  v.object({
    muted: v.optional(FIELDS.muted, DEFAULT_SETTINGS.muted),
    volume: v.optional(FIELDS.volume, DEFAULT_SETTINGS.volume),
    quality: v.optional(FIELDS.quality, DEFAULT_SETTINGS.quality),
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
}

export const useSettings = create<SettingsStore>((set, get) => {
  const update = (patch: Partial<Settings>) => {
    set(patch);
    const { muted, volume, quality } = get();
    save({ muted, volume, quality });
  };
  return {
    ...load(),
    setMuted: (muted) => update({ muted }),
    toggleMuted: () => update({ muted: !get().muted }),
    setVolume: (volume) => update({ volume: clamp01(volume) }),
    setQuality: (quality) => update({ quality: v.parse(FIELDS.quality, quality) }),
  };
});
