import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import { BAR_HEIGHT } from '@/config/bar-room';
import type { RuntimeLicence, RuntimeLink } from '@/config/runtime-brand';
import { AgeMark, LinkText, usePageLicence } from './parts';
import { PlayTime } from './play-time';
import { BAR_PAINTED_ATTRIBUTE, BAR_ROOM_ID } from '@/boot/page-ids';

// The page's header (src/components/header.tsx) sticks below the bar.
const HeaderBelow = createGlobalStyle`
  #root header {
    top: ${BAR_HEIGHT}px;
  }
`;

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  height: ${BAR_HEIGHT}px;
  padding: 0 6px;
  background: #ffffff;
  color: #000000;
  border-bottom: 1px solid #000000;
`;

/** The buttons and the age mark, in one row. */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  height: 40px;
  flex: none;
`;

// Spelinspektionen's logotypes: a white plate, a black frame, the symbol and the word, the word in
// Verdana. Drawn here (the symbols simplified) so that they take the page's text size and
// translate to nothing: the words are the brand file's (the market's: Spelpaus, Spelgränser,
// Självtest in every language).
// Each button as wide as its word (Spelgränser is the longest), the rest of the room shared out:
// the three words whole on a 360 px phone, a point smaller below that.
const Button = styled.a`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  height: 32px;
  padding: 0 4px;
  border: 1px solid #000000;
  border-radius: 3px;
  background: #ffffff;
  color: #000000;
  font-family: Verdana, 'DejaVu Sans', Geneva, sans-serif;
  font-size: 11px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  @media (max-width: 374px) {
    font-size: 10px;
    gap: 3px;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  svg {
    flex: none;
  }
`;

const ORDER: readonly RuntimeLink['element'][] = ['spelpaus', 'spelgranser', 'sjalvtest'];

/** The symbol of each button: a pause, a gauge, a checked list. */
function Symbol({ element }: { element: RuntimeLink['element'] }) {
  const shape =
    element === 'spelpaus' ? (
      <path d="M5 3h2v10H5zM9 3h2v10H9z" />
    ) : element === 'spelgranser' ? (
      <path d="M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zm0 2a4 4 0 0 1 3.46 6L8.5 8.3V4.03A4 4 0 0 1 8 4z" />
    ) : (
      <path d="M3 3h10v2H3zm0 4h10v2H3zm0 4h6v2H3zm8 .3 1.2-1.1 1.1 1.2-2.3 2.3-1.5-1.5 1.1-1.1z" />
    );
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {shape}
    </svg>
  );
}

/**
 * Sweden's bar (docs/compliance.md): Spelpaus, Spelgränser and Självtest, and the age mark, of
 * a licence. The page paints it from its HTML before the app's code (scripts/build/shells.ts, by
 * the build's prerender); MarketBar then shows it.
 */
export function BarNav({ licence }: { licence: RuntimeLicence }) {
  const intl = useIntl();
  const buttons = ORDER.flatMap((element) => licence.links.filter((l) => l.element === element));
  return (
    <Nav
      aria-label={intl.formatMessage({
        id: 'compliance.bar',
        defaultMessage: 'Responsible gambling',
      })}
    >
      <Row>
        {buttons.map((link) => (
          <Button key={link.element} href={link.url} target="_blank" rel="noopener noreferrer">
            <Symbol element={link.element} />
            <span>
              <LinkText link={link} />
            </span>
          </Button>
        ))}
        {licence.shows.includes('ageMark') && <AgeMark age={licence.minimumAge} />}
      </Row>
      {licence.shows.includes('playTime') && <PlayTime />}
    </Nav>
  );
}

/**
 * Sweden's bar at the top of every page, in view while the player scrolls. It takes the place of
 * the bar the page painted before the app's code, in the same commit: never a frame without it
 * or with two.
 */
export function MarketBar() {
  const page = usePageLicence();
  // First in the page's body, so that it is at the top, and sticks there while the page scrolls:
  // the room the page holds for it from its first paint (src/config/bar-room.ts), else its own.
  const [host] = useState(() => {
    const room = document.getElementById(BAR_ROOM_ID);
    const div = room ?? document.createElement('div');
    div.style.cssText = 'position:sticky;top:0;z-index:11';
    return { div, own: !room };
  });
  useLayoutEffect(() => {
    for (const painted of host.div.querySelectorAll(`:scope > [${BAR_PAINTED_ATTRIBUTE}]`)) {
      painted.remove();
    }
    if (!host.own) return;
    document.body.prepend(host.div);
    return () => host.div.remove();
  }, [host]);
  if (!page) return null;
  return createPortal(
    <>
      <BarNav licence={page.licence} />
      <HeaderBelow />
    </>,
    host.div,
  );
}
