import { useEffect, useRef, useState, type ReactNode } from "react";
import type { RulesPage } from "../../games/rules-page";

/** A game's rules page in a dialog, opened from a button that is always on screen. */
export function RulesButton({ rules, diagram }: { rules: RulesPage; diagram?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal?.();
      // A newcomer starts at the top: the dialog opens scrolled to its head, the heading focused
      // (a focused "Back to the table" at the bottom would scroll the page away from the rules).
      d.scrollTop = 0;
      d.querySelector<HTMLElement>(".rules h2")?.focus({ preventScroll: true });
    }
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Rules
      </button>
      <dialog ref={dialog} className="rules-dialog" onClose={() => setOpen(false)} aria-label={`${rules.game} rules`}>
        {open && <RulesView rules={rules} diagram={diagram} />}
        <form method="dialog" className="rules-dialog__actions">
          <button className="button button--primary">
            Back to the table
          </button>
        </form>
      </dialog>
    </>
  );
}

export function RulesView({ rules, diagram }: { rules: RulesPage; diagram?: ReactNode }) {
  return (
    <article className="rules">
      <h2 tabIndex={-1}>{rules.game}: how to play</h2>
      <p className="rules__summary">{rules.summary}</p>
      {diagram}
      {rules.sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          <Paragraphs items={s.paragraphs} />
        </section>
      ))}
    </article>
  );
}

/** Consecutive "- " paragraphs become one bulleted list. */
function Paragraphs({ items }: { items: readonly string[] }) {
  const blocks: (string | string[])[] = [];
  for (const p of items) {
    if (p.startsWith("- ")) {
      const last = blocks[blocks.length - 1];
      if (Array.isArray(last)) last.push(p.slice(2));
      else blocks.push([p.slice(2)]);
    } else blocks.push(p);
  }
  return (
    <>
      {blocks.map((b, i) =>
        Array.isArray(b) ? (
          <ul key={i}>
            {b.map((li) => (
              <li key={li}>{li}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b}</p>
        ),
      )}
    </>
  );
}
