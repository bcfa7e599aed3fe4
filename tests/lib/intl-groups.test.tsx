import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { loadMessageGroup } from '@/lib/messages';
import { mockApi, renderWithApp, testInit } from '../support/render';

type Messages = Record<string, MessageFormatElement[]>;
type Loaders = Record<
  string,
  () => Promise<{ default: Messages; groups: Record<string, unknown> }>
>;

/*
 * The tests keep every text in the core group: here English's core names two groups more, as a
 * production build's does (scripts/vite/messages-plugin.ts), whose arrival each test decides.
 */
const groups = vi.hoisted(() => {
  const group = () => {
    let arrive: (messages: { default: Messages }) => void = () => {};
    const loaded = new Promise<{ default: Messages }>((resolve) => (arrive = resolve));
    return { loaded, arrive };
  };
  return { ahead: group(), late: group() };
});

vi.mock('virtual:locale-loaders', async (importOriginal) => {
  const { default: real } = await importOriginal<{ default: Loaders }>();
  const en = real.en!;
  return {
    default: {
      ...real,
      en: async () => {
        const core = await en();
        return {
          ...core,
          groups: {
            ...core.groups,
            ahead: () => groups.ahead.loaded,
            late: () => groups.late.loaded,
          },
        };
      },
    },
  };
});

const text = (value: string): MessageFormatElement[] => [{ type: 0, value }];

/** The app's texts, with a count of React's commits under the language provider. */
function renderCounted(ui: ReactNode) {
  mockApi({ '/api/init': testInit({ languages: ['en'] }) });
  const counted = { commits: 0 };
  renderWithApp(
    <Profiler id="texts" onRender={() => counted.commits++}>
      {ui}
    </Profiler>,
  );
  return counted;
}

/*
 * A group of texts loaded ahead of need (the error view's, a few seconds after the page loads)
 * arrived during the first swipe of the deck and rendered every text of the app again, at once:
 * a second commit and a long frame on a slow phone.
 */
it('a group of texts arriving renders nothing again when no text showing needs it', async () => {
  const counted = renderCounted(<FormattedMessage id="error.retry" defaultMessage="Try again" />);
  expect(await screen.findByText('Try again')).toBeVisible();
  counted.commits = 0;

  await act(async () => {
    const loading = loadMessageGroup('ahead');
    groups.ahead.arrive({ default: { 'ahead.title': text('Something went wrong') } });
    await loading;
  });

  expect(counted.commits).toBe(0);
  // What renders from then on has the group's texts.
  renderWithApp(<FormattedMessage id="ahead.title" />);
  expect(await screen.findByText('Something went wrong')).toBeVisible();
});

it('a text shown before its group arrived shows its message once the group has', async () => {
  renderCounted(<FormattedMessage id="late.title" />);
  // A production build has no English default in the code: the id, until the text comes.
  expect(await screen.findByText('late.title')).toBeVisible();

  await act(async () => {
    const loading = loadMessageGroup('late');
    groups.late.arrive({ default: { 'late.title': text('Your ticket') } });
    await loading;
  });

  expect(await screen.findByText('Your ticket')).toBeVisible();
  expect(screen.queryByText('late.title')).not.toBeInTheDocument();
});
