import { render, screen } from '@testing-library/react';
import { noteServiceKind } from '../../api/service-kind';
import { loadNamespaces } from '../../lib/i18n';
import { DemoControlsContext } from '../../lib/demo-controls';
import { DemoSection } from './demo-section';

describe('Settings → Demo service, before its controls are connected', () => {
  beforeAll(() => loadNamespaces(['settings', 'common'], 'en'));

  it('is there from the first frame on the demo’s server, saying the service is starting, so /settings#demo lands on it', () => {
    noteServiceKind('demo');
    render(
      <DemoControlsContext value={null}>
        <DemoSection />
      </DemoControlsContext>,
    );
    const section = screen.getByRole('region', { name: 'Demo service' });
    expect(section).toHaveAttribute('id', 'demo');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('The simulated service is starting…');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('is not there at all on a live server, which never says it is the demo’s', () => {
    noteServiceKind('real');
    render(
      <DemoControlsContext value={null}>
        <DemoSection />
      </DemoControlsContext>,
    );
    expect(screen.queryByRole('region', { name: 'Demo service' })).not.toBeInTheDocument();
  });
});
