import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@/config/brand-context';
import { useAfterPaint } from '@/lib/after-paint';
import type { drawQr } from './qr-encoder';

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const Box = styled.div`
  width: 200px;
  height: 200px;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Svg = styled.svg`
  display: block;
  width: 200px;
  height: 200px;
  border-radius: ${({ theme }) => theme.radii.button};
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

type State =
  { kind: 'loading' } | ({ kind: 'ready' } & ReturnType<typeof drawQr>) | { kind: 'failed' };

/**
 * A QR code of `value`, drawn by ./qr-encoder.ts with the qrcode library (9 KB gzipped): loaded
 * only when a code is shown, and only once the screen it is on has been drawn (it sits below the
 * ticket, and its download and run held back the ticket's first paint).
 */
export function QrCode({ value }: { value: string }) {
  const intl = useIntl();
  // The brand's colours themselves (the theme's are references to the page's custom properties):
  // the encoder draws with the darker of the two, by their values.
  const { text, surface } = useBrand().theme.colors;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const painted = useAfterPaint();

  useEffect(() => {
    if (!painted) return;
    let live = true;
    import('./qr-encoder')
      .then(({ drawQr }) => {
        const qr = drawQr(value, [text, surface]);
        if (live) setState({ kind: 'ready', ...qr });
      })
      .catch(() => {
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [value, painted, text, surface]);

  return (
    <Figure>
      {state.kind === 'ready' ? (
        <Svg
          role="img"
          aria-label={intl.formatMessage({
            id: 'share.qr.alt',
            defaultMessage: 'QR code of the ticket link',
          })}
          viewBox={`0 0 ${state.side} ${state.side}`}
          shapeRendering="crispEdges"
          data-testid="ticket-qr"
        >
          <rect width={state.side} height={state.side} fill={state.light} />
          <path d={state.path} fill={state.dark} />
        </Svg>
      ) : (
        <Box aria-busy={state.kind === 'loading'}>
          {state.kind === 'loading' ? (
            <FormattedMessage id="common.loading" defaultMessage="Loading..." />
          ) : (
            <FormattedMessage
              id="share.qr.failed"
              defaultMessage="The QR code could not be drawn. Copy the link instead."
            />
          )}
        </Box>
      )}
      <Caption>
        <FormattedMessage
          id="share.qr.caption"
          defaultMessage="Scan to open this ticket on another phone"
        />
      </Caption>
    </Figure>
  );
}
