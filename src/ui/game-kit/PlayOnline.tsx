// "Play online" from a game's set-up: the online page, ready to make a table of this game.
export function PlayOnline({ game }: { game: string }) {
  return (
    <a className="button" href={`#/online?game=${game}`} data-testid="play-online">
      Play online
    </a>
  );
}
