declare module 'virtual:locale-loaders' {
  import type { MessageFormatElement } from 'react-intl';

  type Messages = Record<string, MessageFormatElement[]>;
  /**
   * Per language, the loader of its core messages, which come with the loaders of its other
   * message groups (each a feature folder).
   */
  const loaders: Record<
    string,
    () => Promise<{
      default: Messages;
      groups: Record<string, () => Promise<{ default: Messages }>>;
    }>
  >;
  export default loaders;
}
