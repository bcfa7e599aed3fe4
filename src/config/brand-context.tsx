import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeBrand } from './runtime-brand';

const BrandContext = createContext<RuntimeBrand | null>(null);

export function BrandProvider({ brand, children }: { brand: RuntimeBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The one way components read the brand. */
export function useBrand(): RuntimeBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() used outside <BrandProvider>');
  return brand;
}
