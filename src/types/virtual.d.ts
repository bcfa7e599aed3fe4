declare module 'virtual:locale-loaders' {
  import type { MessageFormatElement } from 'react-intl';

  type Messages = Record<string, MessageFormatElement[]>;
  const loaders: Record<string, () => Promise<{ default: Messages }>>;
  export default loaders;
}
