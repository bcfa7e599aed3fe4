import { useEffect } from 'react';
import { useBrand } from '@/config/brand-context';

/** Sets the tab title to `title · brand name` (the brand name alone without a title). */
export function useDocumentTitle(title?: string): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
