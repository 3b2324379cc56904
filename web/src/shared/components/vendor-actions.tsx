import { createContext, useContext, type ReactNode } from 'react';

/** The vendor a card shows, as much as an action on it needs. */
export interface VendorActionTarget {
  id: string;
  name: string;
}

type RenderVendorActions = (vendor: VendorActionTarget) => ReactNode;

const VendorActionsSlot = createContext<RenderVendorActions | null>(null);

/**
 * A slot for what a vendor card offers beyond its facts (e.g. "Contact"), filled by the page
 * that composes features (web/src/app/routes): the venue page's Vendors tab shows it without the
 * venue feature knowing the feature that fills it.
 */
export function VendorActionsProvider({ render, children }: { render: RenderVendorActions; children: ReactNode }) {
  return <VendorActionsSlot.Provider value={render}>{children}</VendorActionsSlot.Provider>;
}

/** The composed actions of one card, or nothing when no page filled the slot. */
export function useVendorActions(): RenderVendorActions | null {
  return useContext(VendorActionsSlot);
}
