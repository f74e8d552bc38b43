import { screen, waitFor, within } from '@testing-library/react';
import { runOnShopClock } from '../../test/shop-clock';
import { renderApp } from '../../test/render-app';
import { openClicks, typist } from './hourly-clicks-screen.test-support';

// 21 November 2026, 10:30 in Seoul.
runOnShopClock();

// Marketing staff work from names: a link or group named once is shown by its name, and one tap
// shows it again.
describe('links and groups by their names on this device', () => {
  it('a link named when shown: titled by its name, the panel closed, Change focused', async () => {
    const { unmount } = await openClicks('/clicks?date=2026-11-20&scope=link');
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: 'Link ID' }), 'spring-sale');
    await user.type(
      screen.getByRole('textbox', { name: 'Name on this device (optional)' }),
      'Winter flyer',
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('group', {
        name: /^Clicks per hour, Winter flyer \(link spring-sale on [\w.]+\)/,
      }),
    ).toBeVisible();
    // The panel closes, so the chart is in view; the focus is where the pressed button was.
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(change).toHaveFocus());
    expect(
      screen.getByText(/^Clicks of Winter flyer \(link spring-sale on [\w.]+\), as a chart$/),
    ).toBeVisible();
    unmount();
  });

  it('a group named, then the link again in one tap from the list, and one forgotten', async () => {
    const { unmount } = await openClicks('/clicks?date=2026-11-20&scope=link');
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: 'Link ID' }), 'spring-sale');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('group', { name: /^Clicks per hour, link spring-sale on / });

    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('radio', { name: 'A link group' }));
    await user.type(screen.getByRole('textbox', { name: 'Link group IDX' }), '1');
    await user.type(
      screen.getByRole('textbox', { name: 'Name on this device (optional)' }),
      'Autumn links',
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('group', { name: /^Clicks per hour, Autumn links \(link group 1\)/ });

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const used = screen.getByRole('group', { name: 'Used on this device' });
    expect(
      within(used)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Autumn links (link group 1)',
      '',
      expect.stringMatching(/^link spring-sale on /),
      '',
    ]);
    await user.click(within(used).getByRole('button', { name: /^link spring-sale on / }));
    await screen.findByRole('group', { name: /^Clicks per hour, link spring-sale on / });
    expect(new URLSearchParams(window.location.search).get('link')).toBe('spring-sale');

    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Used on this device' })).getByRole('button', {
        name: 'Forget Autumn links (link group 1)',
      }),
    );
    expect(
      within(screen.getByRole('group', { name: 'Used on this device' })).queryByRole('button', {
        name: 'Autumn links (link group 1)',
      }),
    ).not.toBeInTheDocument();
    unmount();
  });

  it('reads in Korean', async () => {
    const { unmount } = await renderApp('/clicks?date=2026-11-20&scope=group&group=1', {
      language: 'ko',
    });
    const user = typist();
    await user.click(await screen.findByRole('button', { name: '바꾸기' }));
    await user.type(
      screen.getByRole('textbox', { name: '이 기기에서 부를 이름 (선택)' }),
      '가을 링크',
    );
    await user.click(screen.getByRole('button', { name: '보기' }));
    expect(
      await screen.findByRole('group', { name: /^시간대별 클릭, 가을 링크 \(링크 그룹 1\)/ }),
    ).toBeVisible();
    unmount();
  });
});
