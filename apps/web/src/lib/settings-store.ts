import { createStore, useStore } from './store';

export const SETTINGS_KEY = 'setting';

/** Settings of docs/product/entities-and-states.md#client-side-state, persisted under `setting`; both default to false. */
export interface Settings {
  showprice: boolean;
  servicewithoutphone: boolean;
}

const DEFAULTS: Settings = { showprice: false, servicewithoutphone: false };

function readSettings(): Settings {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const p = parsed as Partial<Record<keyof Settings, unknown>>;
      return { showprice: p.showprice === true, servicewithoutphone: p.servicewithoutphone === true };
    }
  } catch {
    // A corrupt value falls back to the defaults.
  }
  return { ...DEFAULTS };
}

export const settingsStore = createStore<Settings>(readSettings());

export const useSettings = () => useStore(settingsStore);

export function toggleSetting(key: keyof Settings) {
  settingsStore.set((s) => {
    const next = { ...s, [key]: !s[key] };
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
    return next;
  });
}
