import { Component, type ErrorInfo, type ReactNode } from "react";
import { hrefOf } from "./routes";

interface State {
  error: Error | null;
}

/** Keeps one broken screen from blanking the whole app. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("A screen failed:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="panel notice" role="alert">
        <h2>This table fell over</h2>
        <p>Something went wrong while showing this screen: {this.state.error.message}</p>
        <p className="notice__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a className="button" href={hrefOf("/")}>
            All games
          </a>
        </p>
      </section>
    );
  }
}
