// The address of a saved game's replay (kept apart from the screen, so links to it load nothing).
export const replayHref = (saveId: string, scope?: { readonly throw?: number; readonly round?: number }): string => {
  const extra = scope?.throw !== undefined ? `&throw=${scope.throw}` : scope?.round !== undefined ? `&round=${scope.round}` : "";
  return `#/replay?save=${encodeURIComponent(saveId)}${extra}`;
};
