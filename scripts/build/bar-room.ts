/**
 * The room of a market's bar (src/config/bar-room.ts) in a brand's index.html: one page for all
 * the brand's hosts. A script in the head (allowed by its hash in the page's content security
 * policy, as every inline script of the page) reads the host before the body is painted and marks
 * <html> where the host's licence has a bar; the page's style then gives `#market-bar`, first in
 * the body, the bar's height and plate, and puts the header below it, in the shell as in the app.
 * A brand without a bar gets none of it.
 */
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { BAR_HEIGHT, barHosts } from '../../src/config/bar-room';
import { bootScript } from './boot-scripts';
import {
  BAR_ATTRIBUTE,
  BAR_ROOM_ID,
  SERVER_SCREEN_ID,
  SHELL_ATTRIBUTE,
  SHELL_ELEMENT_ID,
} from '../../src/boot/page-ids';

export interface BarRoom {
  /** For the head's <style>. */
  style: string;
  /** An inline script for the head (src/boot/bar-mark.ts). */
  script: string;
  /** First in the body. */
  body: string;
}

/** The bar's room for a brand's page: none where no licence of the brand has a bar. */
export function barRoom(brand: RuntimeBrand): BarRoom | undefined {
  const bar = barHosts(brand.compliance);
  if (!bar) return undefined;
  const on = `[${BAR_ATTRIBUTE}]`;
  // The bar's plate (market-bar.tsx's Nav: white, a black line below) until its buttons come.
  // While the shell shows, the app's root laid out under it starts below the room too.
  const style =
    `${on} #${BAR_ROOM_ID}{position:sticky;top:0;z-index:11;box-sizing:border-box;height:${BAR_HEIGHT}px;background:#fff;border-bottom:1px solid #000}` +
    `${on} #${SHELL_ELEMENT_ID} header,${on} #${SERVER_SCREEN_ID} header,${on} #root header{top:${BAR_HEIGHT}px}` +
    `${on}[${SHELL_ATTRIBUTE}] #root{top:${BAR_HEIGHT}px}`;
  return {
    style,
    script: bootScript('bar-mark', { hosts: bar.hosts, otherwise: bar.otherwise }),
    body: `<div id="${BAR_ROOM_ID}"></div>`,
  };
}
