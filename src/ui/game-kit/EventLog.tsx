import { useEffect, useRef } from "react";

/** Joins the events one change brings, so a screen reader hears them as sentences. */
export const EVENT_JOIN = ". ";

/**
 * The latest events of a game, newest first. Screen readers hear every new event once: all
 * the events one change brings (a throw and the bust it causes) are said together, and a
 * render that brings none says nothing again.
 */
export function EventLog({ events, label = "What happened" }: { events: readonly string[]; label?: string }) {
  const recent = events.slice(-12).reverse();
  // What was last said, and after how many events; written after each render.
  const heard = useRef({ count: Math.max(0, events.length - 1), text: "" });
  let said = heard.current.text;
  if (events.length !== heard.current.count) {
    // A shorter log is a new game or a reload: say its newest event only.
    const from = events.length < heard.current.count ? Math.max(0, events.length - 1) : heard.current.count;
    said = events.slice(from).join(EVENT_JOIN);
  }
  useEffect(() => {
    heard.current = { count: events.length, text: said };
  });
  return (
    <section className="event-log" aria-label={label}>
      <h3 className="event-log__title">{label}</h3>
      <p className="visually-hidden" aria-live="polite" data-testid="event-announcement">
        {said}
      </p>
      <ol className="event-log__list">
        {recent.map((e, i) => (
          <li key={`${events.length - i}`} className={i === 0 ? "event-log__latest" : undefined}>
            {e}
          </li>
        ))}
      </ol>
    </section>
  );
}
