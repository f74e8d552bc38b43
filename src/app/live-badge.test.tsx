import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { validateCoupon } from '../api/coupons';
import { noteServiceKind } from '../api/service-kind';
import { initI18n } from '../lib/i18n';
import { DemoBanner, LiveBadge } from './demo-banner';

// The live badge says where the figures come from, as our server's answers say: never "the real
// service" while it talks to the simulated one, nor before it has heard from either.
describe('the live badge', () => {
  it.each([
    ['en', null, 'Live: Connected to the shop’s server: checks, redeems and stamps count.'],
    ['en', 'real', 'Live: Connected to the real service: checks, redeems and stamps count.'],
    [
      'en',
      'simulated',
      'Live · simulated: The shop’s server is connected to the simulated service: nothing reaches the real service.',
    ],
    [
      'ko',
      'simulated',
      '라이브 · 시뮬레이션: 가게 서버가 시뮬레이션 서비스에 연결되어 있습니다. 실제 서비스로는 아무것도 보내지 않습니다.',
    ],
    ['ko', null, '라이브: 가게 서버에 연결되어 있습니다. 확인, 사용, 스탬프가 그대로 기록됩니다.'],
  ] as const)('%s, our server said %s', async (language, said, words) => {
    await initI18n(language);
    noteServiceKind(said);
    render(<LiveBadge />);
    const at = words.indexOf(': ');
    const [badge, description] = [words.slice(0, at), words.slice(at + 2)];
    expect(screen.getByText(badge, { exact: true })).toBeInTheDocument();
    // Read out after the badge's words (a phone shows only its dot), and its title on hover.
    expect(screen.getByText(`: ${description}`)).toBeInTheDocument();
    expect(screen.getByTitle(description)).toBeInTheDocument();
  });

  it('learns it from the header on any answer of our server', async () => {
    const server = setupServer(
      http.get('*/api/coupon/v1/validate', () =>
        HttpResponse.json(
          { code: 1001, message: 'No such coupon.', result: null },
          { headers: { 'X-Service-Kind': 'simulated' } },
        ),
      ),
    );
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n('en');
    render(<LiveBadge />);
    expect(screen.getByText('Live')).toBeInTheDocument();
    await act(() => validateCoupon('NOPE').catch(() => undefined));
    expect(screen.getByText('Live · simulated')).toBeInTheDocument();
    server.close();
  });

  it('is not there behind the demo’s server, whose banner says it instead', async () => {
    await initI18n('en');
    noteServiceKind('demo');
    const { container } = render(<LiveBadge />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the demo banner behind the demo’s server', () => {
  it('takes its line from the first paint, before the controls have come', async () => {
    await initI18n('en');
    const { container, rerender } = render(<DemoBanner />);
    // A live server's app, or one that has heard from nobody yet: no banner.
    expect(container).toBeEmptyDOMElement();
    act(() => noteServiceKind('demo'));
    rerender(<DemoBanner />);
    const banner = screen.getByRole('complementary', { name: 'Demo settings' });
    expect(banner).toHaveTextContent('Demo mode');
    expect(within(banner).getByRole('link', { name: 'Demo settings' })).toBeInTheDocument();
    // The plan is said once the controls are connected (it is not known before).
    expect(banner).not.toHaveTextContent('Plan:');
  });
});
