import { Suspense, lazy, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from "react";
import { ROUTES, findRoute, type RouteEntry, type ScreenProps } from "./ui/routes";
import { seedFrom, useHashLocation } from "./ui/location";
import { HomeScreen } from "./ui/HomeScreen";
import { NotFound, NotBuiltYet } from "./ui/NotFound";
import { AppHeader } from "./ui/AppHeader";
import { ErrorBoundary } from "./ui/ErrorBoundary";
import { UpdatePrompt } from "./ui/AppNotices";

// One lazy component per route, made once so React keeps the loaded screen between renders.
const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>();
function screenOf(route: RouteEntry) {
  if (!route.load) return undefined;
  let screen = screens.get(route.path);
  if (!screen) {
    screen = lazy(route.load);
    screens.set(route.path, screen);
  }
  return screen;
}

export function App() {
  const { path, params } = useHashLocation();
  const route = path === "/" ? undefined : findRoute(path);
  const seed = seedFrom(params);
  const Screen = route ? screenOf(route) : undefined;
  const title = path === "/" ? undefined : (route?.title ?? "Not found");

  useEffect(() => {
    document.title = title ? `${title} · Dice Table` : "Dice Table";
  }, [title]);

  const body = useMemo(() => {
    if (path === "/") return <HomeScreen routes={ROUTES} />;
    if (!route) return <NotFound path={path} />;
    if (!Screen) return <NotBuiltYet route={route} />;
    return (
      <ErrorBoundary key={route.path}>
        <Suspense fallback={<p className="loading">Setting the table…</p>}>
          <Screen params={params} seed={seed} />
        </Suspense>
      </ErrorBoundary>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params is rebuilt each render: its text stands for it
  }, [path, route, Screen, seed, params.toString()]);

  return (
    <div className="app">
      <a
        className="skip-link"
        href="#/"
        onClick={(e) => {
          // The hash is the router's: move focus without touching it.
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
      <AppHeader title={title} />
      <main id="main" className={path === "/" ? "main main--home" : "main"} tabIndex={-1}>
        {body}
      </main>
      <UpdatePrompt />
    </div>
  );
}
