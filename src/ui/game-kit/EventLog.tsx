/** The latest events of a game, newest first; the newest is announced to screen readers. */
export function EventLog({ events, label = "What happened" }: { events: readonly string[]; label?: string }) {
  const recent = events.slice(-12).reverse();
  return (
    <section className="event-log" aria-label={label}>
      <h3 className="event-log__title">{label}</h3>
      <p className="visually-hidden" aria-live="polite">
        {recent[0] ?? ""}
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
