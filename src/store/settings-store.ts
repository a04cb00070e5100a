// Player settings that outlive a page load. A missing, corrupt or foreign saved value falls
// back to the default for that field alone, so one bad field never resets the rest.
import { create } from "zustand";

export interface Settings {
  readonly muted: boolean;
  /** 0–1, the loudness of dice sounds. */
  readonly volume: number;
}

export const DEFAULT_SETTINGS: Settings = { muted: false, volume: 0.8 };
export const SETTINGS_KEY = "dice-table.settings.v1";

export function parseSettings(raw: string | null): Settings {
  if (raw === null) return DEFAULT_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return DEFAULT_SETTINGS;
  const d = data as Record<string, unknown>;
  const volume =
    typeof d.volume === "number" && Number.isFinite(d.volume) ? Math.min(1, Math.max(0, d.volume)) : DEFAULT_SETTINGS.volume;
  return {
    muted: typeof d.muted === "boolean" ? d.muted : DEFAULT_SETTINGS.muted,
    volume,
  };
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
}

export const useSettings = create<SettingsStore>((set, get) => {
  const update = (patch: Partial<Settings>) => {
    set(patch);
    const { muted, volume } = get();
    save({ muted, volume });
  };
  return {
    ...load(),
    setMuted: (muted) => update({ muted }),
    toggleMuted: () => update({ muted: !get().muted }),
    setVolume: (volume) => update({ volume: Math.min(1, Math.max(0, volume)) }),
  };
});
