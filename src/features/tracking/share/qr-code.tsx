import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { QUIET_ZONE, qrColors, qrPath } from './qr';

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
  { kind: 'loading' } | { kind: 'ready'; size: number; path: string } | { kind: 'failed' };

/** A QR code of `value`, drawn from the qrcode library (loaded only when a code is shown). */
export function QrCode({ value }: { value: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ create }) => {
        const { modules } = create(value, { errorCorrectionLevel: 'M' });
        if (live) setState({ kind: 'ready', size: modules.size, path: qrPath(modules) });
      })
      .catch(() => {
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [value]);

  const { dark, light } = qrColors(theme.colors.text, theme.colors.surface);
  const full = state.kind === 'ready' ? state.size + 2 * QUIET_ZONE : 0;

  return (
    <Figure>
      {state.kind === 'ready' ? (
        <Svg
          role="img"
          aria-label={intl.formatMessage({
            id: 'share.qr.alt',
            defaultMessage: 'QR code of the ticket link',
          })}
          viewBox={`0 0 ${full} ${full}`}
          shapeRendering="crispEdges"
          data-testid="ticket-qr"
        >
          <rect width={full} height={full} fill={light} />
          <path d={state.path} fill={dark} />
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
