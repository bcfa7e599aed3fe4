/**
 * Features that other features compose (the betslip, in every family's screen): their texts are
 * in the core group, loaded with every screen, as their code may be.
 */
const COMPOSED_FEATURES: readonly string[] = ['betslip'];

/**
 * The message group of a module: its feature folder (src/features/<group>/), or 'core' outside
 * src/features/. The router loads a screen's group with it; the build splits texts by group.
 */
export function messageGroupOf(module: string): string {
  const feature = /(?:^|\/)src\/features\/([^/]+)\//.exec(module)?.[1];
  return feature && !COMPOSED_FEATURES.includes(feature) ? feature : 'core';
}
