import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { PrimaryButton, SecondaryButton } from '@/components/button';
import { Modal } from '@/components/modal';
import { MODAL_FOCUS } from '@/lib/modal-focus';
import { useSetAtom } from '@/lib/state';
import { tourDoneAtom } from '../tour-done';

/** In the text's colour, which every brand's check makes readable on the dialog's surface. */
const Arrow = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: 3rem;
  line-height: 1;
  text-align: center;
`;
const Step = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  text-align: center;
  font-size: 1.0625rem;
`;
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const STEPS = [
  {
    arrow: '←',
    text: (
      <FormattedMessage
        id="tour.left"
        defaultMessage="Swipe left to pick the first outcome (for match results: the home team wins)."
      />
    ),
  },
  {
    arrow: '→',
    text: (
      <FormattedMessage
        id="tour.right"
        defaultMessage="Swipe right to pick the last outcome (for match results: the away team wins)."
      />
    ),
  },
  {
    arrow: '↓',
    text: (
      <FormattedMessage
        id="tour.down"
        defaultMessage="Swipe down to pick the middle outcome (a draw) on three-way markets."
      />
    ),
  },
  {
    arrow: '↑',
    text: (
      <FormattedMessage id="tour.up" defaultMessage="Swipe up to skip an event you do not want." />
    ),
  },
];

/**
 * How to swipe: left, right, down, and up when skipping is allowed. It can be skipped. Shown
 * while tourDoneAtom is false (the builder screen does not load it afterwards).
 */
export function Tour({ allowSkip }: { allowSkip: boolean }) {
  const setDone = useSetAtom(tourDoneAtom);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const steps = allowSkip ? STEPS : STEPS.slice(0, 3);
  const current = steps[step] ?? steps[0]!;
  const last = step >= steps.length - 1;
  return (
    <Modal labelledBy={titleId} onClose={() => setDone(true)}>
      <h2 id={titleId}>
        <FormattedMessage
          id="tour.title"
          defaultMessage="How to swipe ({step} of {count})"
          values={{ step: step + 1, count: steps.length }}
        />
      </h2>
      <Arrow aria-hidden="true">{current.arrow}</Arrow>
      <Step>{current.text}</Step>
      <Actions>
        <SecondaryButton type="button" onClick={() => setDone(true)}>
          <FormattedMessage id="tour.skip" defaultMessage="Skip tour" />
        </SecondaryButton>
        <PrimaryButton
          type="button"
          {...MODAL_FOCUS}
          onClick={() => (last ? setDone(true) : setStep(step + 1))}
        >
          {last ? (
            <FormattedMessage id="tour.done" defaultMessage="Start swiping" />
          ) : (
            <FormattedMessage id="tour.next" defaultMessage="Next" />
          )}
        </PrimaryButton>
      </Actions>
    </Modal>
  );
}
