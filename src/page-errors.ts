// window.__pageErrors: the page's own record of what went wrong in it (uncaught errors, rejected
// promises nobody handled, console.error), newest last, at most 50. A browser driven over classic
// WebDriver (WebKit's) has no way to read the console, so the browsers' suite reads this instead.
const LIMIT = 50;
const errors: string[] = [];

declare global {
  interface Window {
    __pageErrors?: readonly string[];
  }
}

function keep(text: string): void {
  if (errors.length >= LIMIT) errors.shift();
  errors.push(text.slice(0, 2000));
}

const said = (x: unknown): string => (x instanceof Error ? `${x.name}: ${x.message}` : typeof x === "string" ? x : JSON.stringify(x) ?? String(x));

window.__pageErrors = errors;
window.addEventListener("error", (e) => keep(e.error !== undefined && e.error !== null ? said(e.error) : e.message));
window.addEventListener("unhandledrejection", (e) => keep(`Unhandled rejection: ${said(e.reason)}`));
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  keep(args.map(said).join(" "));
  consoleError(...args);
};
export {};
