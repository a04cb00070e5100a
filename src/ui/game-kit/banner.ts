// A line announced across the table (a bust, a win, a stand), shown once per change.

export interface Banner {
  readonly text: string;
  readonly tone: "bust" | "win" | "stand";
  /** Changes with every banner, so the same words twice still show again. */
  readonly key: number;
}

/** The banner that follows `previous`. */
export function nextBanner(previous: Banner | null, banner: Omit<Banner, "key">): Banner {
  return { ...banner, key: (previous?.key ?? 0) + 1 };
}
