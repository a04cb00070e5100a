// Every move of every engine returns the next state or a refusal a player can read.
export type MoveResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly reason: string };

export const accept = <S>(state: S): MoveResult<S> => ({ ok: true, state });
export const refuse = <S>(reason: string): MoveResult<S> => ({ ok: false, reason });
