// The installed app's two notices: "offline" while the network is cut (games on this device
// play on from the cached app; online tables need the network), and "a new version is
// ready" once the service worker holds a newer build, with a button that switches to it.
import { useEffect, useState } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === "undefined" ? true : navigator.onLine));
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener("online", on);
    window.addEventListener("offline", off);
    return () => {
      window.removeEventListener("online", on);
      window.removeEventListener("offline", off);
    };
  }, []);
  return online;
}

export function OfflineNote() {
  const online = useOnline();
  if (online) return null;
  return (
    <span className="offline-note" role="status" data-testid="offline-note" title="Games on this device still play; online tables need the network">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
        <circle cx="12" cy="19" r="1.6" fill="currentColor" />
        <path d="M4 3l16 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      Offline<span className="offline-note__more"> — local games still play</span>
    </span>
  );
}

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt panel" role="alert" data-testid="update-prompt">
      <p className="update-prompt__text">A new version of Dice Table is ready.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
          Reload
        </button>
        <button type="button" className="button" onClick={() => setNeedRefresh(false)}>
          Later
        </button>
      </div>
    </div>
  );
}
