import type { ExternalToast, ToastT } from 'sonner';

// The landing pages show no toast until the visitor does something (signs in, fails to): sonner and its Toaster
// are not part of their first load. Modules of those pages toast through here, which loads sonner on the first
// toast and asks for the Toaster to be shown (components/lazy-toaster.tsx); other pages load it with their code.

type Sonner = typeof import('sonner');
let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let isWanted = false;
const listeners = new Set<() => void>();

/** sonner, loaded once. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => (loaded = module));
  return loading;
}

/**
 * The Toaster's module hands over sonner as soon as it loads, so that the toasts made with sonner directly (most
 * pages' own) are found here too: dismissed on leaving their page (page-toasts.ts).
 */
export function sonnerLoaded(module: Sonner): void {
  loaded ??= module;
  loading ??= Promise.resolve(module);
}

/** Calls `listener` (now, or at the first toast) once a toast is wanted; returns how to stop listening. */
export function onToastWanted(listener: () => void): () => void {
  if (isWanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function want(): Promise<Sonner> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  return loadSonner();
}

type Show = (message: string, data?: ExternalToast) => void;
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (message, data) => {
    // A toast made before the Toaster is mounted is shown when it mounts (sonner replays active toasts).
    void want().then((sonner) => sonner.toast[kind](message, data));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss(id?: string | number): void {
    loaded?.toast.dismiss(id);
  },
  /** The toasts on screen: none before sonner is loaded. */
  getToasts(): Array<ToastT | { id: string | number; dismiss: boolean }> {
    return loaded ? loaded.toast.getToasts() : [];
  },
};
