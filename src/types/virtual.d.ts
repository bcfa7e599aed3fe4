declare module 'virtual:locale-loaders' {
  import type { MessageFormatElement } from 'react-intl';

  type Messages = Record<string, MessageFormatElement[]>;
  /** Per language, per message group ("core", or a feature folder): a loader of its messages. */
  const loaders: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
