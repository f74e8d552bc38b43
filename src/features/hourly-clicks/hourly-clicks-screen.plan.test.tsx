import { act, screen } from '@testing-library/react';
import { runOnShopClock } from '../../test/shop-clock';
import { openClicks, typist } from './hourly-clicks-screen.test-support';

// 21 November 2026, 10:30 in Seoul: today is the 21st, the hour in progress is 10:00–11:00.
runOnShopClock();

// What the Personal plan shows: one link at a time.
describe('clicks per hour', () => {
  it('on Personal: group and account shown but disabled with the plan named; one link by default', async () => {
    const { demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    expect(
      await screen.findByText('Type a link ID and choose its domain, then press Show.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'One link' })).toBeChecked();
    for (const name of [/A link group/, /The whole account/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription('needs Premium');
    }
    unmount();
  });

  it('a Korean link ID on vvd.im: typed, encoded in the address, and shown', async () => {
    const { demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    const user = typist();
    await user.click(screen.getByRole('radio', { name: 'One link' }));
    expect(
      await screen.findByText('Type a link ID and choose its domain, then press Show.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('textbox', { name: 'Link ID' })).toHaveAccessibleDescription(
      /Type the link ID\./,
    );
    await user.type(screen.getByRole('textbox', { name: 'Link ID' }), '겨울이벤트');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'https://vvd.im');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(window.location.search).toContain(`link=${encodeURIComponent('겨울이벤트')}`);
    expect(
      await screen.findByRole('group', { name: /^Clicks per hour, link 겨울이벤트 on vvd\.im/i }),
    ).toBeVisible();
    unmount();
  });

  it('on Personal, a group or account address opens one link with a note, and sends nothing', async () => {
    const { requests, demo, unmount } = await openClicks('/clicks?date=2026-11-20');
    await demo({ plan: 'personal' });
    const sent = requests.count('statistics.clicksByHour');
    // Links shared from a Premium account's screen, opened on this Personal one.
    for (const [search, note] of [
      [
        '?date=2026-11-19&scope=group&group=2',
        'This address asks for link group 2: the Personal plan shows one link at a time.',
      ],
      // A group address with no group in it (a link cut short) names none.
      [
        '?date=2026-11-19&scope=group',
        'This address asks for a link group: the Personal plan shows one link at a time.',
      ],
      [
        '?date=2026-11-19&scope=account',
        'This address asks for the whole account: the Personal plan shows one link at a time.',
      ],
    ] as const) {
      act(() => {
        window.history.pushState(null, '', `/clicks${search}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(await screen.findByText(note)).toBeVisible();
      expect(screen.getByRole('radio', { name: 'One link' })).toBeChecked();
      expect(screen.getByRole('radio', { name: /A link group/ })).toBeDisabled();
      expect(
        screen.getByText('Type a link ID and choose its domain, then press Show.'),
      ).toBeVisible();
    }
    expect(requests.count('statistics.clicksByHour')).toBe(sent);
    unmount();
  });
});
