import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor, defineMessages } from 'react-intl';
import styled from 'styled-components';
import { shareTicket } from '@/api/share-ticket';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { plainList } from '@/components/lists';
import { Panel } from '@/components/panel';
import { ApiFieldError, TextField } from '@/components/text-field';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useBrand } from '@/config/brand-context';
import { toApiError } from '@/lib/api-error';
import type { ShareMethod } from '@/types/api.gen';
import { copyText } from './copy-text';
import { QrCode } from './qr-code';
import {
  LINK_METHODS,
  isEmail,
  offeredMethods,
  publicTicketUrl,
  shareLink,
  type LinkMethod,
} from './share-links';

const networks = defineMessages({
  whatsapp: { id: 'share.whatsapp', defaultMessage: 'WhatsApp' },
  telegram: { id: 'share.telegram', defaultMessage: 'Telegram' },
  facebook: { id: 'share.facebook', defaultMessage: 'Facebook' },
  x: { id: 'share.x', defaultMessage: 'X' },
}) satisfies Record<LinkMethod, MessageDescriptor>;

const Links = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const NetworkLink = styled(SecondaryButton)`
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(3)};
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  h2 + & {
    padding-top: 0;
    border-top: 0;
  }
`;

const CopyRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(2)};
`;

const UrlInput = styled.input`
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.875rem;
`;

const Confirm = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onSuccess};
  font-weight: 700;
`;

const Problem = styled(Confirm)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Tells the API a ticket was shared (it answers "Saved"); sharing never waits for it. */
function recordShare(code: string, method: ShareMethod) {
  shareTicket(code, { method }).catch(() => {
    /* best effort: the player's share already happened */
  });
}

/**
 * Share ticket: the brand's share methods for the ticket's public tracking page: WhatsApp,
 * Telegram, Facebook and X links, copy to clipboard, a QR code, and email via the API.
 */
export function SharePanel({ code }: { code: string }) {
  const id = useId();
  const intl = useIntl();
  const brand = useBrand();
  const methods = offeredMethods(brand.blocks.share);
  if (!methods.length) return null;
  const url = publicTicketUrl(window.location.origin, code);
  const text = intl.formatMessage(
    { id: 'share.text', defaultMessage: 'My {brand} ticket {code}' },
    { brand: brand.name, code },
  );
  const links = LINK_METHODS.filter((m) => methods.includes(m));

  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id="share.heading" defaultMessage="Share ticket" />
      </h2>
      {links.length > 0 && (
        <Links>
          {links.map((method) => (
            <li key={method}>
              <NetworkLink
                as="a"
                href={shareLink(method, url, text)}
                target="_blank"
                rel="noopener noreferrer"
                data-method={method}
                onClick={() => recordShare(code, method)}
              >
                {intl.formatMessage(networks[method])}
                <VisuallyHidden>
                  <FormattedMessage id="share.newTab" defaultMessage="(opens in a new tab)" />
                </VisuallyHidden>
              </NetworkLink>
            </li>
          ))}
        </Links>
      )}
      {methods.includes('copy') && <CopyLink code={code} url={url} />}
      {methods.includes('qr') && (
        <Block>
          <QrCode value={url} />
        </Block>
      )}
      {methods.includes('email') && <EmailShare code={code} />}
    </Panel>
  );
}

/** How long "Link copied" shows after a copy. */
export const COPIED_MS = 4000;

function CopyLink({ code, url }: { code: string; url: string }) {
  const intl = useIntl();
  const field = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  // Each copy shows its confirmation for COPIED_MS, a second copy too.
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [result, copies]);

  const copy = async () => {
    const ok = await copyText(url);
    setResult(ok ? 'copied' : 'failed');
    if (ok) {
      setCopies((n) => n + 1);
      recordShare(code, 'copy');
    } else field.current?.select();
  };

  return (
    <Block>
      <CopyRow>
        <UrlInput
          ref={field}
          readOnly
          value={url}
          aria-label={intl.formatMessage({ id: 'share.link', defaultMessage: 'Ticket link' })}
          onFocus={(e) => e.currentTarget.select()}
        />
        <SecondaryButton type="button" onClick={() => void copy()}>
          <FormattedMessage id="share.copy" defaultMessage="Copy link" />
        </SecondaryButton>
      </CopyRow>
      <div role="status">
        {result === 'copied' && (
          <Confirm>
            <FormattedMessage id="share.copied" defaultMessage="Link copied" />
          </Confirm>
        )}
        {result === 'failed' && (
          <Problem>
            <FormattedMessage
              id="share.copyFailed"
              defaultMessage="Could not copy. The link is selected: copy it from the field."
            />
          </Problem>
        )}
      </div>
    </Block>
  );
}

type EmailState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'invalid'; empty: boolean }
  | { kind: 'failed'; code: number; message: string };

function EmailShare({ code }: { code: string }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<EmailState>({ kind: 'idle' });

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (state.kind === 'sending') return;
    const address = email.trim();
    if (!isEmail(address)) {
      setState({ kind: 'invalid', empty: !address });
      input.current?.focus();
      return;
    }
    setState({ kind: 'sending' });
    try {
      await shareTicket(code, { method: 'email', email: address });
      setState({ kind: 'sent' });
    } catch (error) {
      const { code: errorCode, message } = toApiError(error);
      setState({ kind: 'failed', code: errorCode, message });
    }
  };

  let error;
  if (state.kind === 'invalid') {
    error = state.empty
      ? intl.formatMessage({ id: 'share.email.empty', defaultMessage: 'Please enter your email' })
      : intl.formatMessage({
          id: 'share.email.invalid',
          defaultMessage: 'Please enter a valid email address, like name@example.com',
        });
  } else if (state.kind === 'failed') {
    error = <ApiFieldError message={state.message} code={state.code} />;
  }

  return (
    <Block>
      <Form noValidate onSubmit={(e) => void send(e)}>
        <TextField
          ref={input}
          label={<FormattedMessage id="share.email.label" defaultMessage="Send by email" />}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={intl.formatMessage({
            id: 'share.email.placeholder',
            defaultMessage: 'name@example.com',
          })}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state.kind !== 'sending') setState({ kind: 'idle' });
          }}
          error={error}
        />
        <PrimaryButton type="submit" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? (
            <FormattedMessage id="share.email.sending" defaultMessage="Sending..." />
          ) : (
            <FormattedMessage id="share.email.send" defaultMessage="Send" />
          )}
        </PrimaryButton>
        <div role="status">
          {state.kind === 'sent' && (
            <Confirm>
              <FormattedMessage id="share.email.sent" defaultMessage="Email Sent" />
            </Confirm>
          )}
        </div>
      </Form>
    </Block>
  );
}
