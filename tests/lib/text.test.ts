import { describe, expect, it } from 'vitest';
import { clampText, clampTexts, MAX_TEXT_LENGTH } from '@/lib/text';

describe('clampText (docs/behaviour.md#errors)', () => {
  it('keeps a text that fits, and cuts a longer one with an ellipsis', () => {
    expect(clampText('Arsenal')).toBe('Arsenal');
    expect(clampText('x'.repeat(MAX_TEXT_LENGTH))).toHaveLength(MAX_TEXT_LENGTH);
    const cut = clampText('y'.repeat(1_000_000));
    expect(cut).toHaveLength(MAX_TEXT_LENGTH);
    expect(cut.endsWith('y…')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const cut = clampText(`${'a'.repeat(8)}😀😀😀`, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
    expect(clampText(`${'a'.repeat(7)}😀😀😀`, 10)).toBe(`${'a'.repeat(7)}😀…`);
  });

  it('cuts every text of an answer but its tokens and addresses', () => {
    const long = 'z'.repeat(5000);
    const answer = clampTexts({
      title: long,
      events: [{ home_team: { name: long } }],
      languages: [long],
      token: long,
      preview_img: long,
      odds: 1.5,
    });
    expect(answer.title).toHaveLength(MAX_TEXT_LENGTH);
    expect(answer.events[0]!.home_team.name).toHaveLength(MAX_TEXT_LENGTH);
    expect(answer.languages[0]).toHaveLength(MAX_TEXT_LENGTH);
    expect(answer.token).toBe(long);
    expect(answer.preview_img).toBe(long);
    expect(answer.odds).toBe(1.5);
  });
});
