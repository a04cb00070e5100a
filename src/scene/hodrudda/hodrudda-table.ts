// Where Hodrudda's things stand on the tray table: the camera takes in the tray and the pot's
// chip stacks on the wood to its right (offsets from the target, cm).
export const HODRUDDA_FRAMING = {
  target: [2.5, 0, -1.5] as const,
  angled: [0, 53, 46] as const,
  top: [0, 70, 0.01] as const,
};
