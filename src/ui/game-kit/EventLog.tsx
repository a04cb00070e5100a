import { useEffect, useRef } from "react";

/** Joins the events one change brings, so a screen reader hears them as sentences. */
export const EVENT_JOIN = ". ";

/**
 * The latest events of a game, newest first. Screen readers hear every new event once: all
 * the events one change brings (a throw and the bust it causes) are said together, and a
 * render that brings none says nothing again. `events` may be only the game's latest events,
 * `total` then counting them all.
 */
export function EventLog({ events, total = events.length, label = "What happened" }: { events: readonly string[]; total?: number; label?: string }) {
  const recent = events.slice(-12).reverse();
  // How many events came before events[0].
  const first = total - events.length;
  // What was last said, and after how many events; written after each render.
  const heard = useRef({ count: Math.max(0, total - 1), text: "" });
  let said = heard.current.text;
  if (total !== heard.current.count) {
    // A shorter log is a new game or a reload: say its newest event only.
    const from = total < heard.current.count ? Math.max(0, total - 1) : heard.current.count;
    said = events.slice(Math.max(0, from - first)).join(EVENT_JOIN);
  }
  useEffect(() => {
    heard.current = { count: total, text: said };
  });
  return (
    <section className="event-log" aria-label={label}>
      <h3 className="event-log__title">{label}</h3>
      <p className="visually-hidden" aria-live="polite" data-testid="event-announcement">
        {said}
      </p>
      <ol className="event-log__list">
        {recent.map((e, i) => (
          <li key={`${total - i}`} className={i === 0 ? "event-log__latest" : undefined}>
            {e}
          </li>
        ))}
      </ol>
    </section>
  );
}
