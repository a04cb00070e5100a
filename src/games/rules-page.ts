// An in-app rules page, written in the project's own words. Pure data; src/ui renders it.
export interface RulesSection {
  readonly heading: string;
  /** Paragraphs; a paragraph starting with "- " is rendered as a bullet. */
  readonly paragraphs: readonly string[];
}

export interface RulesPage {
  readonly game: string;
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}
