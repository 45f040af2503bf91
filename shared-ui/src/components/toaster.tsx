// Toasts: `toaster.create({ title, description, type: 'success' | 'error' | 'info', duration, action })` from
// anywhere (`action: { label: 'Undo', onClick }` adds one button, e.g. to take back what was just done); the one <Toaster/> lives in PortalProviders. The toast machinery (~10 KB gzip) loads with the
// first toast, not with the page: the sign-in page never needs it.
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type * as ToastView from './toaster-view.tsx';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  type?: 'success' | 'error' | 'info' | 'warning' | 'loading';
  duration?: number;
  id?: string;
  /** One button in the toast; clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
};

type ToastModule = typeof ToastView;

let loading: Promise<ToastModule> | null = null;
let View: ComponentType | null = null;
const listeners = new Set<() => void>();

function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toaster-view.tsx').then((module) => {
    View = module.ToasterView;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

export const toaster = {
  create(options: ToastOptions): void {
    void loadToasts().then((module) => module.toaster.create(options));
  },
  dismiss(id?: string): void {
    void loadToasts().then((module) => module.toaster.dismiss(id));
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders nothing until the first toast asks for the toast machinery. */
export function Toaster() {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => View,
    () => null,
  );
  return Loaded ? <Loaded /> : null;
}
