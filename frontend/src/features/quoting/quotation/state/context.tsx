import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { WizardState, WizardStore } from './wizard-store';

const WizardContext = createContext<WizardStore | null>(null);

export function WizardProvider({ store, children }: { store: WizardStore; children: ReactNode }) {
  return <WizardContext.Provider value={store}>{children}</WizardContext.Provider>;
}

export function useWizardStore(): WizardStore {
  const store = useContext(WizardContext);
  if (!store) throw new Error('useWizardStore is only for the quote wizard');
  return store;
}

/** The wizard's state; components re-render when it changes. */
export function useWizard(): WizardState {
  const store = useWizardStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
